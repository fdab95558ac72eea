#include "rules/chinese-pawn.h"

/* How many steps the part on from has: the forward one, and past the
 * river the two sideways ones.  The side moving forward up the board
 * (its forward vector upward) is across in the upper half. */
static int
n_steps (const FaPosition *pos, const FaCompiledPart *part, FaSquare from)
{
  const FaGeometry *g = &pos->rules->geometry;
  int rank = fa_square_rank (g, from);
  bool upward = g->vectors[part->vectors[0]].dy > 0;
  int advanced = upward ? rank : g->ranks - 1 - rank;
  return 2 * advanced >= g->ranks ? part->n_vectors : 1;
}

int
fa_chinese_pawn_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                          FaMove *moves, int n)
{
  const FaGeometry *g = &pos->rules->geometry;
  for (int i = 0, steps = n_steps (pos, part, from); i < steps; i++)
    {
      FaSquare to = fa_step (g, part->vectors[i], from);
      if (to != FA_NO_SQUARE && fa_part_may_land (part, pos->board[to], enemy))
        moves[n++] = (FaMove) { .from = (uint8_t) from, .to = (uint8_t) to };
    }
  return n;
}

bool
fa_chinese_pawn_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  const FaGeometry *g = &pos->rules->geometry;
  for (int i = 0, steps = n_steps (pos, part, from); i < steps; i++)
    if (fa_step (g, part->vectors[i], from) == sq)
      return true;
  return false;
}
