#include "perft.h"

#include "attack.h"

#include "movegen.h"

uint64_t
fa_perft (FaPosition *pos, int depth)
{
  FaMove moves[FA_MAX_MOVES];
  if (depth == 0)
    return 1;
  int n = fa_generate_pseudo_legal (pos, moves);
  uint64_t total = 0;
  for (int i = 0; i < n; i++)
    {
      int side = pos->side;
      fa_position_make (pos, moves[i]);
      if (!fa_in_check (pos, side))
        total += depth == 1 ? 1 : fa_perft (pos, depth - 1);
      fa_position_unmake (pos);
    }
  return total;
}
