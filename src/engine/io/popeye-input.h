/* Reading Popeye input files.
 *
 * The reader accepts Popeye's English input language the way Popeye reads
 * it: case-insensitive, every keyword may be shortened to any prefix that
 * is unique in its table (an exact match always wins), words are separated
 * by blanks, tabs, newlines, ';' and ','.  A file holds problems between
 * BeginProblem and EndProblem, separated by NextProblem; as in Popeye,
 * whatever follows EndProblem is not read (a warning says where it
 * starts).  Where Popeye would read a
 * word in two ways, Faerie reads it the way Popeye does (after a piece
 * list, "t" is TotalInvisible, not Title), with one exception: a word
 * that is a piece and its squares is never taken for a piece attribute
 * ("White K f5" is a king, where Popeye sees a kamikaze).
 *
 * Problem keywords: Author, Origin, Title, Award, Remark, Protocol (each
 * takes the rest of its line; several Author, Origin or Title lines are
 * joined with "\n", the file name of Protocol is ignored), Stipulation,
 * Condition, Option, Pieces, Forsyth, InitialGameArray and Twin.
 *
 * Not supported yet, reported as errors rather than silently misread:
 * SStipulation, ZeroPosition, LaTeX, LaTeXPieces, piece attributes
 * (Royal, Paralysing ...), TotalInvisible, hunters (X/Y), stipulations
 * other than those of stipulation.h, and options that change what counts
 * as a solution (Quodlibet, PostKeyPlay, NonTrivial, ...).  Options that
 * only change Popeye's display (MoveNumbers, Beep, SuppressGrid, ...) are
 * accepted and ignored.
 *
 * Conditions are not interpreted here: each condition with its arguments
 * becomes one string of problem->conditions, the name spelt as Popeye
 * spells it ("Condition circe mirror rexincl madrasi" gives "Circe Mirror
 * RexInclusive" and "Madrasi"; squares in lower case and a run of them
 * as one word, as Popeye wants it, "MagicSquares a1b2"; piece codes in
 * upper case).
 *
 * Faerie extensions (keywords at problem level, Popeye has none of them):
 *
 *   BoardSize <files>x<ranks>     e.g. "BoardSize 10x12"; 1 to 16 each.
 *                                 Must come before Pieces, Forsyth, Holes
 *                                 and any option that names a square.
 *   Holes <squares>               e.g. "Holes a1 b5 h8" or "Holes a1b5h8":
 *                                 squares that do not exist.
 *   DefinePiece <code> <movement> e.g. "DefinePiece QN QN" or
 *                                 "DefinePiece ZEB (2,3)(2,3)": a piece
 *                                 kind of this problem.  The code is 1 to
 *                                 3 letters or digits, a letter first;
 *                                 K, Q, R, B, S and P cannot be
 *                                 redefined.  The movement (Faerie's
 *                                 movement notation, see movement.h) runs
 *                                 to the end of the line.  The code can
 *                                 then be used in Pieces, Forsyth (".xy"
 *                                 for two letters) and twins, and it
 *                                 shadows a catalogue piece with the same
 *                                 code.  It must come before any piece of
 *                                 that catalogue code is placed (and a
 *                                 warning says so).  At most 121 per
 *                                 problem, and at most 127 kinds on the
 *                                 board in all, the orthodox ones
 *                                 included (FA_MAX_KINDS).
 *
 * Squares of twin commands are those of the board as it stands when the
 * command applies (see fa_problem_twin); Rotate and Mirror work on any
 * board size, Mirror keeps Popeye's names (a1<-->h1 means "files
 * reversed" whatever the size).  Option EnPassant takes its three squares
 * in one word ("d7d6d5", as Popeye) or as three words.
 *
 * Errors: every error names the file, the 1-based line and column and what
 * was expected.  After an error the rest of that problem is skipped up to
 * its NextProblem or EndProblem, the problem is dropped, and reading goes
 * on with the next problem.  The reader never stops early on bad input: it
 * accepts any bytes, bounds every word (FA_POPEYE_MAX_WORD bytes) and
 * converts text lines that are not UTF-8 from ISO-8859-1. */
#pragma once

#include <glib.h>

#include "problem/problem.h"

/* The longest word (keyword, Forsyth string, ...) the reader accepts. */
#define FA_POPEYE_MAX_WORD 4095

typedef struct
{
  char *file;     /* source_name as given to the reader */
  int line;       /* 1-based */
  int column;     /* 1-based, in bytes */
  char *message;  /* says what was expected: "expected a square after 'K'" */
} FaInputError;

/* A new error (or warning) at file:line:column; takes message. */
FaInputError *fa_input_error_new (const char *file, int line, int column, char *message);
void fa_input_error_free (FaInputError *error);

/* The place of a condition keyword in Popeye's table of conditions, the
 * order in which Popeye lists a problem's conditions; past the end for a
 * word it does not know. */
int fa_popeye_condition_rank (const char *keyword);

/* What the first word of a line of options names, the way the reader
 * looks words up (any unique abbreviation of an option; Faerie's own
 * problem keywords spelt in full): a Popeye option (SetPlay, Defence),
 * one of Faerie's problem keywords BoardSize, Holes, DefinePiece or
 * Retractor, or else a condition.  Collections (Olive, YACPDB) keep
 * options and conditions in one list. */
typedef enum
{
  FA_POPEYE_WORD_CONDITION,
  FA_POPEYE_WORD_OPTION,
  FA_POPEYE_WORD_KEYWORD,
} FaPopeyeWordKind;

FaPopeyeWordKind fa_popeye_word_kind (const char *line);

/* "file:line:column: message", the form compilers use. */
char *fa_input_error_to_string (const FaInputError *error);

/* Text of a Popeye file (an author, a source) as a reader should see it:
 * the TeX accents problemists type in ASCII files decoded, Abdurahmanovi\'c
 * as Abdurahmanović, M\"uller as Müller, \v{C}eh as Čeh.  Popeye's own
 * output and LaTeX keep the text as written. */
char *fa_popeye_display_text (const char *text);

/* Reads every problem of a Popeye input text.  Returns a new array of
 * FaProblem* (it frees them) holding the problems that were read without
 * error, in file order.  When errors_out is not NULL it receives a new
 * array of FaInputError* (it frees them), empty when all went well.
 * source_name is used in messages and stored in each problem; it may be
 * NULL ("<input>"). */
GPtrArray *fa_popeye_read (const char *text, const char *source_name,
                           GPtrArray **errors_out);

/* The same for text of length bytes (text[length] must be a NUL), which
 * may hold NUL bytes: each is an error at its place, not the end of the
 * input.  When warnings_out is not NULL it receives a new array of
 * FaInputError* (it frees them): what was read as Popeye reads it but
 * probably not as meant (a second piece put on a square, text after the
 * EndProblem that ends reading).  Warnings never drop a problem. */
GPtrArray *fa_popeye_read_full (const char *text, gsize length, const char *source_name,
                                GPtrArray **errors_out, GPtrArray **warnings_out);

/* fa_popeye_read on the contents of a file; NULL with *error set when the
 * file cannot be read. */
GPtrArray *fa_popeye_read_file (const char *path, GPtrArray **errors_out,
                                GError **error);
