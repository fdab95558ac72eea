#include "play/perft.h"

#include "rules/move-list.h"
#include "rules/movegen.h"

uint64_t
fa_perft (FaPosition *pos, int depth)
{
  if (depth == 0)
    return 1;
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_legal (pos, moves);
  if (depth == 1)
    return (uint64_t) n;
  uint64_t total = 0;
  for (int i = 0; i < n; i++)
    {
      fa_position_make (pos, moves[i]);
      total += fa_perft (pos, depth - 1);
      fa_position_unmake (pos);
    }
  return total;
}
