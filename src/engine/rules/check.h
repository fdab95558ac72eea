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
  /* Direct checks are read off the attack tables (attack.h) instead of
   * the map below, which is then not filled. */
  bool by_table;
  bool hoppers;         /* by the tables: the mover has hoppers there */
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
} FaCheckInfo;

/* Prepares info for moves of pos->side against the other side's king. */
void fa_check_info_init (FaCheckInfo *info, const FaPosition *pos);

/* Does the mover's piece on sq stand alone between one of its riders and
 * the enemy king (so that moving it off the line uncovers check)? */
bool fa_check_info_is_shield (const FaCheckInfo *info, FaSquare sq);

/* Does the pseudo-legal move of pos->side give check? */
bool fa_move_gives_check (const FaCheckInfo *info, FaPosition *pos, FaMove move);

/* The same for a search about to make the move anyway: 1 it checks, 0 it
 * does not, -1 the move made must confirm a predicted check (or, unless
 * make_if_unsure, tell whether it checks at all). */
int fa_move_check_hint (const FaCheckInfo *info, FaPosition *pos, FaMove move, bool make_if_unsure);
