#include "rules/double-hopper.h"

#include "rules/attack.h"

/* The square just beyond the first unit along v from sq (a grasshopper's
 * landing), FA_NO_SQUARE when there is no unit or no square beyond. */
static inline FaSquare
hop_landing (const FaPosition *pos, FaSquare sq, int v)
{
  FaSquare hurdle = fa_first_unit (pos, sq, v, 0);
  return hurdle == FA_NO_SQUARE ? FA_NO_SQUARE : fa_step (&pos->rules->geometry, v, hurdle);
}

int
fa_double_hopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                           FaMove *moves, int n)
{
  for (int i = 0; i < part->n_vectors; i++)
    {
      FaSquare between = hop_landing (pos, from, part->vectors[i]);
      if (between == FA_NO_SQUARE || pos->board[between])
        continue;
      for (int j = 0; j < part->n_vectors; j++)
        {
          FaSquare to = hop_landing (pos, between, part->vectors[j]);
          if (to == FA_NO_SQUARE || to == from)
            continue;
          FaPiece q = pos->board[to];
          if (fa_part_may_land (part, q, enemy))
            moves[n++] = (FaMove) { .from = (uint8_t) from, .to = (uint8_t) to };
        }
    }
  return n;
}

bool
fa_double_hopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  for (int a = 0; a < part->n_vectors; a++)
    {
      FaSquare between = hop_landing (pos, from, part->vectors[a]);
      if (between == FA_NO_SQUARE || pos->board[between])
        continue;
      for (int b = 0; b < part->n_vectors; b++)
        if (hop_landing (pos, between, part->vectors[b]) == sq)
          return true;
    }
  return false;
}
