/* The start of a UC-73 game (shared/spec/pieces-uc73.md sections 1.2 and
 * 1.3): each side's 73 piece types, one of each, and 8 orthodox pawns;
 * the king and seven others on the first rank, the pawns on the second,
 * the other 65 in the side's drop queue.  Arranged at random, each side
 * on its own ("asymmetric"), from a seed, so that a start is reproducible
 * by its number. */
#pragma once

#include <glib.h>

#include "pieces/piece-catalogue.h"

#define FA_UC73_TYPES 73
#define FA_UC73_RESERVE (FA_UC73_TYPES - 8)

/* The 73 types in the spec's order (section 2.1), the king first. */
const FaPieceSpec *const *fa_uc73_types (void);

typedef struct
{
  /* Per side (0 White, 1 Black): the first rank from file a to h, and the
   * drop queue, drop index 1 first (White's A1, B1, ...; Black's A10, ...). */
  const FaPieceSpec *first_rank[2][8];
  const FaPieceSpec *reserve[2][FA_UC73_RESERVE];
} FaUc73Start;

/* The arrangement numbered seed.  With symmetric, Black's is White's
 * (the same files, the same queue): a start whose two sides mirror each
 * other. */
void fa_uc73_start (FaUc73Start *start, guint64 seed, gboolean symmetric);

/* The game board in FEN (fairy pieces as [CODE], upper case White), White
 * to move, no castling (section 1.2). */
char *fa_uc73_start_fen (const FaUc73Start *start);
/* A piece in such a FEN: the orthodox letter (N the knight), else its
 * code in brackets, upper case for White (side 0), lower for Black. */
void fa_uc73_append_fen_piece (GString *fen, const FaPieceSpec *spec, int side);

/* The two drop queues, a line each, in drop order with the reserve
 * squares: "White reserve: A1 FLC, B1 GU, ...". */
char *fa_uc73_start_reserve_text (const FaUc73Start *start);
