/* One part's walk from a square, shared by the shapes that walk their own
 * moves (rules/angle-hopper.c, rules/reflecting-bishop.c): it either
 * writes the moves (moves, from moves[n] on) or, with moves NULL, asks
 * whether the walk reaches target (the attack test). */
#pragma once

#include "board/position.h"

typedef struct
{
  const FaPosition *pos;
  const FaCompiledPart *part;
  FaSquare from, target;
  unsigned enemy;
  FaMove *moves;
  int n;
} FaPartWalk;
