/* A position during search, with make and unmake that never allocate.
 * The position refers to its FaRules (board geometry, kinds, keys). */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "rules/rules.h"
#include "problem/stipulation.h"

/* The deepest a solve goes below its diagram: a full move of the
 * stipulation takes at most three plies (the attacker's move, a pass to
 * look for a threat, the defence; series play: the move and the other
 * side's pass), plus a few for set play, the reflex and self goals and
 * the last move's test. */
#define FA_MAX_PLY (3 * FA_MAX_STIPULATION_MOVES + 16)

enum
{
  FA_MOVE_CASTLE_SHORT = 1,
  FA_MOVE_CASTLE_LONG = 2,
  FA_MOVE_EN_PASSANT = 4,
  FA_MOVE_DOUBLE_STEP = 8,
  FA_MOVE_NULL = 16, /* the side passes: used to find threats */
};

typedef struct
{
  uint8_t from;
  uint8_t to;
  uint8_t promotion; /* kind promoted to, 0 = none */
  uint8_t flags;
} FaMove;

static inline bool
fa_move_equal (FaMove a, FaMove b)
{
  return a.from == b.from && a.to == b.to && a.promotion == b.promotion && a.flags == b.flags;
}

typedef struct
{
  FaMove move;
  FaPiece moved;
  FaPiece captured;
  FaSquare capture_square;
  uint8_t capture_index; /* where the captured piece stood in occupied[] */
  uint8_t castling;
  FaSquare ep_target;
  FaSquare ep_victim;
  uint64_t hash;
} FaUndo;

typedef struct FaPosition
{
  const FaRules *rules;
  FaPiece board[FA_MAX_SQUARES];
  int side;                 /* FA_WHITE or FA_BLACK to move */
  FaSquare king[2];         /* square of each side's royal piece, FA_NO_SQUARE if none */
  uint8_t castling;         /* FA_CASTLE_* rights */
  FaSquare ep_target;       /* square a pawn just passed over, FA_NO_SQUARE if none */
  FaSquare ep_victim;       /* the pawn that passed */
  uint64_t hash;
  int ply;
  FaUndo history[FA_MAX_PLY];
  /* How many pieces of each kind each side has, and the kinds present as
   * a bit set, so the attack test skips kinds that are not on the board. */
  uint8_t kind_count[2][FA_MAX_KINDS + 1];
  uint64_t kinds_present[2];
  /* Occupied squares, so generation does not scan empty ones. */
  int n_occupied;
  FaSquare occupied[FA_MAX_SQUARES];
  uint8_t occupied_index[FA_MAX_SQUARES];
} FaPosition;

void fa_position_init (FaPosition *pos, const FaRules *rules);
void fa_position_put (FaPosition *pos, FaSquare sq, FaPiece piece);
void fa_position_clear_square (FaPosition *pos, FaSquare sq);

/* Gives castling rights for every king and rook on its initial square;
 * call after placing the pieces. */
void fa_position_set_default_castling (FaPosition *pos);
void fa_position_rehash (FaPosition *pos);

void fa_position_make (FaPosition *pos, FaMove move);
void fa_position_unmake (FaPosition *pos);

/* Loads a FEN (piece placement, side, castling, e.p.; fairy pieces as
 * Popeye codes in brackets, e.g. [N] for a nightrider).  Returns false on
 * bad input. */
bool fa_position_set_fen (FaPosition *pos, const FaRules *rules, const char *fen);
