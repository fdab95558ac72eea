#include "rules/angle-hopper.h"

#include "rules/attack.h"

/* The king's steps round the circle, for the turns. */
static const int circle[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };

static int
circle_index (FaVector v)
{
  for (int i = 0; i < 8; i++)
    if (circle[i][0] == v.dx && circle[i][1] == v.dy)
      return i;
  return 0;
}

/* Calls land for each square an angle hop of the part from from reaches
 * (each at most once a line); stops when land returns true. */
typedef bool (*Landing) (void *data, FaSquare to);

static bool
each_landing (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, Landing land, void *data)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  for (int i = 0; i < part->n_vectors; i++)
    {
      FaSquare hurdle = fa_first_unit (pos, from, part->vectors[i], 0);
      if (hurdle == FA_NO_SQUARE)
        continue;
      int at = circle_index (g->vectors[part->vectors[i]]);
      for (int turn = -1; turn <= 1; turn += 2)
        {
          if (part->range == 4 && turn > 0)
            break; /* back: one way only */
          const int *step = circle[(at + turn * part->range + 8) % 8];
          int v = r->unit_steps[step[0] + 1][step[1] + 1];
          FaSquare to = v < 0 ? FA_NO_SQUARE : fa_step (g, v, hurdle);
          if (to != FA_NO_SQUARE && to != from && land (data, to))
            return true;
        }
    }
  return false;
}

typedef struct
{
  const FaPosition *pos;
  const FaCompiledPart *part;
  FaSquare from, target;
  unsigned enemy;
  FaMove *moves;
  int n;
} Hop;

static bool
add_landing (void *data, FaSquare to)
{
  Hop *h = data;
  FaPiece q = h->pos->board[to];
  if (q ? ((q & h->enemy) && h->part->can_capture) : h->part->can_move)
    h->moves[h->n++] = (FaMove) { .from = (uint8_t) h->from, .to = (uint8_t) to };
  return false;
}

static bool
is_target (void *data, FaSquare to)
{
  return to == ((Hop *) data)->target;
}

int
fa_angle_hopper_generate (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy,
                          FaMove *moves, int n)
{
  Hop h = { pos, part, from, FA_NO_SQUARE, enemy, moves, n };
  each_landing (pos, part, from, add_landing, &h);
  return h.n;
}

bool
fa_angle_hopper_reaches (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, FaSquare sq)
{
  /* (the hamster lands before its hurdle: never a capture) */
  Hop h = { pos, part, from, sq, 0, NULL, 0 };
  return part->range != 4 && each_landing (pos, part, from, is_target, &h);
}
