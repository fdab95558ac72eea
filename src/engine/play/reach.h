/* Distances on an empty board: how many moves a piece of a kind needs to
 * stand on a square, or to attack it, ignoring every other piece.  These
 * are lower bounds of the real numbers, which is what the mate bound and
 * the intelligent mode need to prove that something is out of reach.
 * Computed once per problem for leapers, riders and pawns; read-only
 * afterwards, so threads share it. */
#pragma once

#include "rules/rules.h"

#define FA_REACH_FAR 255 /* never */

/* A set of squares, one bit each. */
typedef struct
{
  uint64_t bits[FA_MAX_SQUARES / 64];
} FaSquareSet;

static inline bool fa_square_set_has (const FaSquareSet *s, FaSquare sq) { return (s->bits[sq >> 6] >> (sq & 63)) & 1; }
static inline void fa_square_set_add (FaSquareSet *s, FaSquare sq) { s->bits[sq >> 6] |= 1ull << (sq & 63); }

typedef struct FaReach
{
  const FaRules *rules;
  int n; /* squares */
  /* reach[k][side][from * n + to]: moves for a piece of kind k on from to
   * stand on to; for pawns promotions are included (it may arrive as any
   * promotion kind).  attack[..][from * n + q]: moves until it attacks q. */
  uint8_t *reach[FA_MAX_KINDS + 1][2];
  uint8_t *attack[FA_MAX_KINDS + 1][2];
  /* Moves of a pawn that stays a pawn all the way. */
  uint8_t *pawn_walk[2];
  /* attackers[k][side][q]: squares from which kind k attacks q. */
  FaSquareSet *attackers[FA_MAX_KINDS + 1][2];
  uint8_t *zeros; /* the table of the kinds not present */
} FaReach;

/* NULL when the rules have pieces whose moves are not leaps, rides or
 * pawn steps (hoppers need obstacles: an empty board is no bound).
 * present[side] (bit k: kind k; NULL: every kind) says which kinds the
 * side has on the board: only theirs, and the promotion kinds of a side
 * with pawns, get distances; the others read 0 everywhere, a bound that
 * is always true and never prunes.  attackers are made for every kind. */
FaReach *fa_reach_new (const FaRules *rules, const FaKindSet *present);
void fa_reach_free (FaReach *reach);

static inline const uint8_t *
fa_reach_row (const FaReach *r, int kind, int side, FaSquare from)
{
  return r->reach[kind][side] + (size_t) from * (size_t) r->n;
}

static inline const uint8_t *
fa_reach_attack_row (const FaReach *r, int kind, int side, FaSquare from)
{
  return r->attack[kind][side] + (size_t) from * (size_t) r->n;
}

static inline const uint8_t *
fa_reach_pawn_walk_row (const FaReach *r, int side, FaSquare from)
{
  return r->pawn_walk[side] + (size_t) from * (size_t) r->n;
}

/* Squares a piece of kind on sq reaches in one move on an empty board
 * (captures count: something may stand there); attacks only if
 * attacks_only.  out needs room for fa_reach_one_move_room (rules). */
int fa_reach_one_move (const FaRules *rules, int kind, int side, FaSquare sq, FaSquare *out, bool attacks_only);

static inline size_t
fa_reach_one_move_room (const FaRules *rules)
{
  return (size_t) rules->max_piece_moves + 1; /* and a pawn's double step */
}

/* a + b moves, FA_REACH_FAR if either is. */
static inline uint8_t
fa_reach_add (uint8_t a, uint8_t b)
{
  return (a == FA_REACH_FAR || b == FA_REACH_FAR || a + b >= FA_REACH_FAR) ? FA_REACH_FAR : (uint8_t) (a + b);
}
