/* Move generation: pseudo-legal moves (the mover's king may be left in
 * check) and the legality filter on top of them. */
#pragma once

#include "board/position.h"

/* Move lists: see move-list.h (their size depends on the position). */

/* Pseudo-legal moves of pos->side; returns how many were written. */
int fa_generate_pseudo_legal (const FaPosition *pos, FaMove *moves);

/* The pseudo-legal moves of the side to move's piece on from, written
 * from moves[n] on; returns the new count. */
int fa_generate_piece (const FaPosition *pos, FaSquare from, FaMove *moves, int n);

/* The moves of a piece of kind and side standing on origin (whatever
 * stands there), castling aside: for conditions that move a piece from
 * elsewhere (Mars Circe), written from moves[n] on; returns the new count. */
int fa_generate_kind_from (const FaPosition *pos, int kind, int side, FaSquare origin, FaMove *moves, int n);

/* The castling moves of the side to move's piece on from, if it castles. */
int fa_generate_castling (const FaPosition *pos, FaSquare from, FaMove *moves, int n);

/* Legal moves of pos->side (pos is restored before returning); under
 * Maximummer, those the side may choose. */
int fa_generate_legal (FaPosition *pos, FaMove *moves);

/* Does pos->side have at least one legal move? */
bool fa_has_legal_move (FaPosition *pos);

/* Which pseudo-legal moves of the side to move need the full legality
 * test (make, is the king attacked, unmake)?  When the side is not in
 * check, a move of a piece other than the king can expose the king only
 * - by leaving a rider's line on which it stands pinned,
 * - for hoppers and roses, by leaving or entering one of their paths to
 *   the king (a hurdle moves away or arrives): such squares are marked,
 * - or by an en passant capture, which empties two squares.
 * Leapers never attack through other pieces. */
typedef struct
{
  bool in_check;
  bool test_all;
  /* Under conditions whose effects follow captures alone and whose check
   * is orthodox (Circe, Andernach, Tibet): the orthodox filter for the
   * other moves, every capture made and tested. */
  bool test_captures;
  const FaPiece *board;
  /* In check from leapers and riders only: a move other than the king's
   * must capture the single checker or step between it and the king. */
  bool evading;
  int n_checkers;
  uint64_t stops[FA_MAX_SQUARES / 64]; /* the checker and the squares between */
  FaSquare king;
  int n_pinned;
  FaSquare pinned[16];
  bool any_sensitive;
  uint64_t sensitive[FA_MAX_SQUARES / 64]; /* squares on hopper or rose paths */
} FaLegality;

/* The filter for the side to move in pos; it knows whether that side is
 * in check. */
void fa_legality_init (FaLegality *f, const FaPosition *pos);

/* Is the pseudo-legal move legal? (Made and unmade only if it must be.) */
bool fa_legality_test (const FaLegality *f, FaPosition *pos, FaMove move);

/* Has the side f was made for a legal move? */
bool fa_legality_any_move (const FaLegality *f, FaPosition *pos);

/* Has the side to move no legal move, with its king in check exactly
 * when in_check says (mated: true, stalemated: false)? */
bool fa_side_is_stuck (FaPosition *pos, bool in_check);


/* Is move (pseudo-legal for pos->side) legal? */
bool fa_move_is_legal (FaPosition *pos, FaMove move);

/* Is the pseudo-legal move a capture? */
static inline bool
fa_move_is_capture (const FaPosition *pos, FaMove move)
{
  return (move.flags & FA_MOVE_EN_PASSANT) || pos->board[move.to] != 0;
}
