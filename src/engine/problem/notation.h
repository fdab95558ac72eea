/* How moves, tree rows and lines of a solution are written: Popeye's long
 * notation ("Rh1-h8", "e4*d5", what faerie-solve prints), or the short
 * notation of problem columns ("Rh8", "exd5", "Rfd1"), with the piece
 * letters of the reader's language or figurines.  One writer for both, so
 * that Popeye's output and the studio's rows never drift apart. */
#pragma once

#include <glib.h>

#include "problem/solution.h"

typedef struct
{
  /* Short algebraic ("Rh8", "exd5", "Rfd1"); else Popeye's long form. */
  gboolean short_form;
  /* Figurines for the orthodox pieces (the outlined ones, for both sides,
   * as magazines print them). */
  gboolean figurine;
  /* A piece's letters in the reader's language; NULL: Popeye's codes. */
  const char *(*letters) (const FaPieceSpec *spec);
  /* Popeye's layout: move numbers right-aligned in three columns. */
  gboolean popeye_layout;
  /* "but", "threat:", "zugzwang." in the interface language (the studio);
   * else in English, as Popeye prints them. */
  gboolean translate;
  /* Or the words of another language (FA_N_WORDS of them, in
   * FaNotationWord's order), as the LaTeX package's German. */
  const char *const *words;
  /* The colours' letters, white, black, neutral, in twins and effects
   * ("bRh4<-->wBc6" in English, "nRh4<-->bAc6" in Spanish); NULL: w b n. */
  const char *const *colours;
} FaNotation;

typedef enum
{
  FA_WORD_BUT,
  FA_WORD_THREAT,
  FA_WORD_ZUGZWANG,
  FA_WORD_SET_PLAY,
  FA_WORD_DUPLEX,
  FA_N_WORDS
} FaNotationWord;

/* Popeye's notation, as faerie-solve writes it.  (A function, not a
 * global: the diagram module links a copy of the engine of its own.) */
const FaNotation *fa_notation_popeye (void);

/* "but", "threat:", "zugzwang.", "set play:", "duplex:" in the notation's
 * language. */
const char *fa_notation_word (const FaNotation *n, FaNotationWord word);

/* A colour's letter in the notation: "w", "b", "n" as Popeye writes them. */
const char *fa_notation_colour (const FaNotation *n, FaColour colour);

/* A piece's letters (or figurine) in the notation. */
const char *fa_notation_piece (const FaNotation *n, const FaPieceSpec *spec);

/* One move, marks not included: "Rh1-h8" or "Rh8", "b7*c8=Q" or "bxc8=Q",
 * "0-0"; a retraction always in the long form of RET-23 ("Kd2xBe1"). */
char *fa_notation_move (const FaNotation *n, const FaMoveRecord *move, int files);

/* "+", "#", "=", "==", "!=" after a move: tight in the short form and
 * after a retraction, one space after it in the long form, as Popeye. */
void fa_notation_append_marks (const FaNotation *n, GString *out, unsigned marks, gboolean retraction);

/* The attacker's moves are numbered "1.", the others "1...". */
gboolean fa_notation_attacker_role (FaNodeRole role);

/* A tree node's number, move, marks and role mark: "1.Rh1-h8 !",
 * "1...Kf4*e3 !"; without the number when not numbered (a reply on the
 * line of the move before: "2.Rf4+ Kh5"). */
void fa_notation_append_node_move (const FaNotation *n, GString *out, const FaSolution *sol,
                                   const FaSolutionNode *node, gboolean numbered);

/* A tree node with its words: "but 1...Kxe3!", "threat: 2.Qe4#", "1.Rh8
 * zugzwang."; without number and word when not numbered. */
void fa_notation_append_node (const FaNotation *n, GString *out, const FaSolution *sol, const FaSolutionNode *node,
                              gboolean numbered);

/* One row of a solution tree: "1.Rh1-h8 !" / "1.Rh8!", "1...Kf4-e3",
 * "but 1...Kf4*e3 !", "threat: 2.Qd5-e4 #", "zugzwang." after a key. */
char *fa_notation_node_label (const FaNotation *n, const FaSolution *sol, const FaSolutionNode *node);

/* The side whose move opens a numbered pair in a help or series line. */
int fa_notation_pair_side (const FaSolution *sol, const FaSolutionNode *phase);

/* A help or series line, path[0] the phase's child down to path[len-1]:
 * "1.Kh4-h3 Rf8-g8 2.h5-h4 Bc6-g2 #" (Popeye's layout pads the numbers),
 * or "1.Kh3 Rg8 2.h4 Bg2#".  Before a line's last move, and at the end of
 * a part that is no leaf (the shared start of several lines), only checks
 * are marked, as Popeye does.  continued: path[0] is not the line's first
 * move but follows a shared start shown before ("2.h4 Bg2#", "1...Rg8"). */
void fa_notation_append_line (const FaNotation *n, GString *out, const FaSolution *sol,
                              const FaSolutionNode *const *path, guint len, int pair_side, gboolean continued);

/* Every line of a phase of help or series play, one per leaf, each after
 * indent and ending in a new line. */
void fa_notation_append_lines (const FaNotation *n, GString *out, const FaSolution *sol, const FaSolutionNode *phase,
                               const char *indent);
