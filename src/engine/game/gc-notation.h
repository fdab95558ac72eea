/* UC-73 turns in Game Courier notation, read and written.
 *
 * A turn is a list of commands separated by ";":
 *
 *   P e2-e4            the piece (its code, section 5.1: upper case White,
 *                      lower case Black) moves; a capture is written the
 *                      same way (R a1-a8)
 *   AM-e8              a piece is put on a square: a promotion
 *                      (P e7-e8; AM-e8), the unit a swap sends back
 *                      (SWP c1-c3; R-c1), a drop (GU-d1)
 *   @-e4  or  e4-      a square is emptied: units a move takes elsewhere
 *                      than where it lands (en passant, withdrawal,
 *                      approach, overtaking), a mover that destroys itself
 *
 * Reading applies the commands to a copy of the board and looks for the
 * one legal turn that leaves the board so.  Writing gives the canonical
 * form: the move, then the squares whose contents differ from a plain
 * move of the piece (a1..h1, a2..h8), then the drop; what it writes reads
 * back as the same turn.
 *
 * Reading also takes what Game Courier's own logs write: a promotion as
 * "P e7-e8=AM" (the new piece's code in either case), a piece put down
 * with the drop operator "AM*e8" or moved from its square of the reserve
 * board beside the game board "AM A1-e1" (files A-M, ranks 1-10: spec
 * section 1.1), a square emptied as "@*e4" or "capture e4".
 *
 * A game log holds a turn a line, optionally numbered as Game Courier
 * numbers them ("1. P e2-e4", "1... p e7-e5"), or Game Courier's move
 * list, several numbered turns a line ("1. P e2-e4 1... p e7-e5 2. ...");
 * blank lines and anything after "#" or "//" (Game Courier's inline
 * comment) are skipped.  The writer keeps to one turn a line and the
 * operators "-", "@" and ";": they are what Game Courier's move field
 * itself takes, so a written log can be typed or pasted back into Game
 * Courier a turn at a time, and a replay's error names the turn's own
 * line. */
#pragma once

#include <glib.h>

#include "game/uc73-game.h"

#define FA_GC_ERROR (fa_gc_error_quark ())
GQuark fa_gc_error_quark (void);

typedef enum
{
  FA_GC_ERROR_SYNTAX,    /* a command cannot be read */
  FA_GC_ERROR_ILLEGAL,   /* no legal turn does what the commands say */
  FA_GC_ERROR_AMBIGUOUS, /* several legal turns do */
} FaGcError;

/* The canonical text of turn, legal in the game's position now. */
char *fa_gc_turn_text (FaUc73Game *game, FaUc73Turn turn);

/* A piece kind's code for showing (upper case; the writer sets the case
 * of the side), such as the interface language's letters. */
typedef const char *(*FaGcCodeFunc) (const FaPieceSpec *spec, gpointer data);

/* The turn as fa_gc_turn_text writes it, each piece's code code_of's
 * (NULL: the spec's, as the log has them).  For display only: reading
 * takes the spec's codes. */
char *fa_gc_turn_text_coded (FaUc73Game *game, FaUc73Turn turn, FaGcCodeFunc code_of, gpointer data);

/* The legal turns of the side to move, each as fa_gc_turn_text writes
 * it, in fa_uc73_game_legal_turns' order (strings, freed with the array). */
GPtrArray *fa_gc_legal_turns_text (FaUc73Game *game);

/* The legal turn that text describes in the game's position now; false
 * and *error (translated, saying why) when there is none or several. */
bool fa_gc_turn_read (FaUc73Game *game, const char *text, FaUc73Turn *turn, GError **error);

/* Every turn played in the game, a numbered line each. */
char *fa_gc_game_log (FaUc73Game *game);

/* Called for each turn a replay plays: number counts the turns of the log
 * from 1; text is the turn's canonical form. */
typedef void (*FaGcTurnFunc) (int number, int side, const char *text, gpointer user_data);

/* Plays the turns of log in game.  On the first turn that cannot be
 * played, stops there (the turns before it played) and returns false with
 * *error "turn N (Black): TEXT is not a legal move: WHY", *bad_turn N and
 * *bad_line the log's line of it, from 1 (each when not NULL). */
bool fa_gc_replay (FaUc73Game *game, const char *log, FaGcTurnFunc each, gpointer user_data, int *bad_turn,
                   int *bad_line, GError **error);
