/* A UC-73 game played by its rules (shared/spec/pieces-uc73.md section 1):
 * the engine's position plus what the game adds to it, per side the
 * remaining reserve queue (dropped from its front, promoted from its back:
 * sections 1.3 and 1.5), the drop rights an exchange gave (1.4) and the
 * last move's capture, to recognise an exchange.  A turn is one normal
 * move and at most one drop after it.  The game keeps every state it went
 * through, so that turns can be taken back.
 *
 * The rules as played here:
 *
 * - No castling (1.2); orthodox pawns with the double step and en passant
 *   (1.5); the Rococo pieces as the engine has them (section 4).
 * - Promotion is forced and gives the piece at the back of the own queue
 *   (drop index 66 - m for the m-th promotion), which leaves the queue.
 *   With the queue empty a pawn move to the last rank is illegal (A10).
 *   A cannon pawn that ends its own move on the last rank may promote, to
 *   the same piece, or not (4.7, A12, A20).  The promoted unit is the one
 *   that made the move for the exchange rule.
 * - Exchange: X takes B with A and Y's very next move takes A.  When
 *   neither A nor B is an orthodox pawn, each side gains one drop right.
 *   A cannon pawn is one of the 73 pieces, not a pawn.  Every other
 *   capture is an absolute loss.
 * - A drop takes the next piece of the own queue onto an empty square of
 *   the own first rank (rank 1 White, rank 8 Black; A9).  It uses up one
 *   right and is made after the turn's move.  The whole turn must leave
 *   the mover's king out of check (1.4's DECISION): a drop may cover a
 *   check the move leaves (the move alone is then no turn), and may not
 *   expose the king.  FA_UC73_MOVE_ALONE_LEGAL is the stricter reading: the
 *   move must be legal by itself.
 *
 * The ambiguities of section 5.2 the spec leaves open, decided:
 *
 * - A4 Recapture chains: every consecutive pair is an exchange (the
 *   definition read literally): in AxB, CxA, DxC both CxA and DxC give
 *   rights.  FA_UC73_FIRST_PAIR_ONLY makes only the first pair count: a
 *   recapture that completes an exchange starts no new one.
 * - A5 Captures that are not one replacement: a move that removes exactly
 *   one enemy unit, by any mechanism (replacement, en passant, withdrawal,
 *   approach, overtaking, mimicry, a chameleon's side capture), while its
 *   mover stays on the board, is a capture by the mover.  A move that
 *   removes several units, or removes its own mover (a swapper's mutual
 *   destruction, a suicide), neither starts nor completes an exchange.
 * - A6 A drop alone is not a turn: every turn has a normal move, so a
 *   side without one is mated or stalemated whatever its drop rights.
 * - A7 The drop comes after the move, onto a square empty after it.  It
 *   may give check and mate.  A right the move itself earned (by
 *   completing an exchange) may be used by the drop of the same turn.
 * - A8 At most one drop a turn; rights accumulate without limit and never
 *   expire.  With the queue empty they cannot be used.
 */
#pragma once

#include <glib.h>

#include "board/position.h"
#include "problem/uc73.h"

typedef struct FaUc73Game FaUc73Game;

/* One turn: the move, and the square of the drop after it (FA_NO_SQUARE:
 * none).  The dropped piece is always the front of the mover's queue. */
typedef struct
{
  FaMove move;
  FaSquare drop;
} FaUc73Turn;

typedef enum
{
  FA_UC73_PLAYING,
  FA_UC73_CHECKMATE, /* the side to move is mated */
  FA_UC73_STALEMATE,
} FaUc73Result;

typedef enum
{
  FA_UC73_RULES_DEFAULT = 0,
  FA_UC73_FIRST_PAIR_ONLY = 1 << 0, /* A4's alternative */
  FA_UC73_MOVE_ALONE_LEGAL = 1 << 1, /* 1.4's alternative: no drop covers the move's check */
} FaUc73Flags;

/* The start numbered seed (problem/uc73.h), White to move, no rights. */
FaUc73Game *fa_uc73_game_new_seeded (guint64 seed, gboolean symmetric, FaUc73Flags flags);

/* A game from a FEN (fairy pieces as [CODE], castling ignored) and each
 * side's queue in drop order, piece codes separated by spaces or commas
 * (reserve squares such as A1 or M10 among them are skipped, so
 * fa_uc73_game_reserve_text's lines read back).  NULL and *error (static
 * English text, to translate) when one cannot be read. */
FaUc73Game *fa_uc73_game_new (const char *fen, const char *white_queue, const char *black_queue, FaUc73Flags flags,
                              const char **error);

/* The start a saved game's first comment lines give (as
 * fa_uc73_game_start_text writes them; other lines are left for the log):
 * a seed, or a FEN with both reserves, and the rules line's flags added
 * to flags.  NULL and *error (English, to translate) when there is none
 * or it cannot be read. */
FaUc73Game *fa_uc73_game_new_from_text (const char *text, FaUc73Flags flags, const char **error);

void fa_uc73_game_free (FaUc73Game *game);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FaUc73Game, fa_uc73_game_free)

const FaRules *fa_uc73_game_rules (const FaUc73Game *game);
/* The position now (its ply 0: the game's history is kept apart). */
const FaPosition *fa_uc73_game_position (const FaUc73Game *game);
int fa_uc73_game_side (const FaUc73Game *game);

int fa_uc73_game_drop_rights (const FaUc73Game *game, int side);
/* Sets a side's pending rights, as a composed position states them. */
void fa_uc73_game_set_drop_rights (FaUc73Game *game, int side, int rights);
/* How many pieces the side's queue still holds, and the kind (a rules
 * kind) of the i-th from its front (0: the next drop; length - 1: the
 * next promotion). */
int fa_uc73_game_queue_length (const FaUc73Game *game, int side);
int fa_uc73_game_queue_kind (const FaUc73Game *game, int side, int i);

/* The legal turns of the side to move, in generation order, each move
 * first without a drop, then with each legal drop. */
GArray *fa_uc73_game_legal_turns (FaUc73Game *game);
bool fa_uc73_game_turn_is_legal (FaUc73Game *game, FaUc73Turn turn);

/* The position the turn (legal) leads to, written to after (a position
 * at ply 1, whose history holds the move): the game does not change. */
void fa_uc73_game_peek (FaUc73Game *game, FaUc73Turn turn, FaPosition *after);

/* The drop rights side to move would hold after the move (pseudo-legal
 * here), before any drop: an exchange it completes counts. */
int fa_uc73_game_rights_after_move (const FaUc73Game *game, FaMove move);

/* Plays a turn; false (and nothing changes) when it is not legal. */
bool fa_uc73_game_play (FaUc73Game *game, FaUc73Turn turn);
/* Takes back the last turn; false when none was played. */
bool fa_uc73_game_undo (FaUc73Game *game);

/* How many lines of depth turns the game has from here (perft): each
 * turn a move and at most one drop, as fa_uc73_game_legal_turns lists
 * them; the game is as it was afterwards. */
guint64 fa_uc73_game_perft (FaUc73Game *game, int depth);

guint fa_uc73_game_n_turns (const FaUc73Game *game);
FaUc73Turn fa_uc73_game_turn (const FaUc73Game *game, guint i);

FaUc73Result fa_uc73_game_result (FaUc73Game *game);
bool fa_uc73_game_in_check (const FaUc73Game *game);

/* The position as FEN, as problem/uc73.c writes the start (fairy pieces
 * as [CODE]), with the side to move and the en passant square. */
char *fa_uc73_game_fen (const FaUc73Game *game);
/* Each side's queue and rights, a line each: "White reserve (2 drop
 * rights): A1 FLC, B1 GU, ...", with each piece's reserve square. */
char *fa_uc73_game_reserve_text (const FaUc73Game *game);
/* How the game started, as comment lines that begin a saved game
 * (fa_uc73_game_new_from_text reads them): "# UC-73 seed 5" ("# UC-73
 * seed 5 symmetric" for fa_uc73_game_new_seeded's symmetric start), or
 * "# UC-73 start FEN" and each side's reserve line with its drop rights;
 * then "# UC-73 rules first-pair move-alone" with the flags that are not
 * the default (none: no line), which reading adds to its own flags, so
 * that a replay keeps the rules the game was played by. */
char *fa_uc73_game_start_text (const FaUc73Game *game);
FaUc73Flags fa_uc73_game_flags (const FaUc73Game *game);
/* Did the game start from a seed with Black's arrangement White's? */
bool fa_uc73_game_is_symmetric (const FaUc73Game *game);
/* Did the game start from a seed (and no rights given), and which? */
bool fa_uc73_game_get_seed (const FaUc73Game *game, guint64 *seed);

/* The piece code of kind (the spec's, "P" for the pawn), upper case;
 * for notation. */
const char *fa_uc73_kind_code (const FaRules *rules, int kind);
