/* Does a move give check?  Answered without making the move, from maps
 * built once per position: the squares from which each kind would attack
 * the enemy king (direct checks) and the pieces that shield a rider's
 * line to it (discovered checks).  Mate-in-one searches test every move
 * this way and make only the checking ones. */
#pragma once

#include "board/position.h"

typedef struct
{
  bool usable;          /* false: every move needs the full test */
  bool confirm;         /* a predicted check is confirmed by making the move */
  /* Conditions whose effects follow captures alone and can only take
   * checks away (a Circe rebirth adds a unit of the side checked, an
   * Andernach or Tibet capturer changes sides), the mover attacking by
   * leaps and rides alone: a capture checks only where the orthodox
   * prediction says so, which the capture made confirms. */
  bool captures_only_block;
  /* Direct checks are read off the attack tables (attack.h) instead of
   * the map below, which is then not filled. */
  bool by_table;
  bool hoppers;         /* by the tables: the mover has hoppers there */
  bool edges;           /* by the tables: the mover has edgehogs there */
  FaSquare king;        /* the king that would be checked */
  FaKindSet direct[FA_MAX_SQUARES];  /* kinds that would check from each square */
  /* Squares where a move may make or break a check by one of the mover's
   * hoppers (their lines through the enemy king; by the tables, the
   * squares between a hopper and the king): a move from or to one of
   * these squares is made and tested. */
  bool any_sensitive;
  uint64_t sensitive[FA_MAX_SQUARES / 64];
  int n_shields;
  FaSquare shield[16];
  uint8_t shield_vector[16];        /* the line it shields, from the king outwards */
  FaSquare shield_rider[16];        /* the rider behind it */
  /* Sentinelles alone (conditions.sentinelles_alone): a unit that leaves
   * one of sentinel_squares may leave a pawn there that gives check (a
   * pawn's capture from it reaches the king) or becomes a hopper's
   * hurdle: the move is made and tested.  One leaving one of
   * sentinel_blocks (on a line of the mover's riders to the king) may
   * leave a pawn that blocks the check the orthodox prediction sees: a
   * move predicted to check is made to confirm it; one predicted not to
   * check does not (a pawn that only blocks makes no check).  A move from
   * elsewhere checks as in orthodox chess. */
  bool sentinels;
  uint64_t sentinel_squares[FA_MAX_SQUARES / 64];
  uint64_t sentinel_blocks[FA_MAX_SQUARES / 64];
} FaCheckInfo;

/* Prepares info for moves of pos->side against the other side's king. */
void fa_check_info_init (FaCheckInfo *info, const FaPosition *pos);

/* Does the mover's piece on sq stand alone between one of its riders and
 * the enemy king (so that moving it off the line uncovers check)? */
bool fa_check_info_is_shield (const FaCheckInfo *info, FaSquare sq);

/* Sentinelles: may a pawn left on sq make a check that orthodox chess
 * would not? */
static inline bool
fa_check_info_sentinel_square (const FaCheckInfo *info, FaSquare sq)
{
  return (info->sentinel_squares[sq >> 6] >> (sq & 63)) & 1;
}

/* Might a move of the mover's piece on from give check, by the tables
 * (info->by_table, no square sensitive)?  Not when it can neither check
 * in one move from where it stands (rules->one_move_check; an edgehog
 * on the other side of the edge from the king: rules->edge_line_kinds)
 * nor uncover a check; castling moves its rook too. */
static inline bool
fa_check_info_may_check_from (const FaCheckInfo *info, const FaPosition *pos, FaSquare from)
{
  const FaRules *r = pos->rules;
  int side = pos->side, kind = fa_piece_kind (pos->board[from]);
  if ((r->kinds[kind].flags & FA_PIECE_CASTLES) && pos->castling)
    return true;
  if (info->sentinels && fa_check_info_sentinel_square (info, from))
    return true; /* its pawn may check, or be a hurdle */
  bool cannot = (fa_kind_set_has (r->one_move_check_kinds[side], kind)
                 && !fa_kind_set_has (r->one_move_check[side][fa_square_delta (&r->geometry, from, info->king)], kind))
                || (fa_kind_set_has (r->edge_line_kinds[side], kind)
                    && fa_square_on_edge (&r->geometry, from) != fa_square_on_edge (&r->geometry, info->king));
  return !cannot || fa_check_info_is_shield (info, from);
}

/* Does the pseudo-legal move of pos->side give check? */
bool fa_move_gives_check (const FaCheckInfo *info, FaPosition *pos, FaMove move);

/* The same for a search about to make the move anyway: 1 it checks, 0 it
 * does not, -1 the move made must confirm a predicted check (or, unless
 * make_if_unsure, tell whether it checks at all). */
int fa_move_check_hint (const FaCheckInfo *info, FaPosition *pos, FaMove move, bool make_if_unsure);
