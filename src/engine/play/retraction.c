/* Retractions: their shapes, applying them, the legality of the
 * positions they leave.  See retraction.h. */
#include "play/retraction.h"

#include "rules/paths.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "rules/conditions/anticirce.h"
#include "rules/move-list.h"

/* ---- Retractions ------------------------------------------------------ */

static inline bool
is_frozen (const FaRetro *rt, FaSquare sq)
{
  return (rt->frozen[sq >> 6] >> (sq & 63)) & 1;
}

/* The square at (file, rank), FA_NO_SQUARE off the board or on a hole. */
static FaSquare
square_at (const FaGeometry *g, int file, int rank)
{
  if (file < 0 || rank < 0 || file >= g->files || rank >= g->ranks)
    return FA_NO_SQUARE;
  FaSquare sq = fa_square_make (g, file, rank);
  return g->hole[sq] ? FA_NO_SQUARE : sq;
}

/* (No square from no square: the marine pawn's ways back chain these.) */
static FaSquare
offset (const FaGeometry *g, FaSquare sq, int dx, int dy)
{
  if (sq == FA_NO_SQUARE)
    return FA_NO_SQUARE;
  return square_at (g, fa_square_file (g, sq) + dx, fa_square_rank (g, sq) + dy);
}

/* Appends a shape to the list, which grows as it must: a fairy unit's
 * ways back may be every square of the board (reverse_shapes). */
static FaRetroShape *
add_shape (FaRetroList *list, FaSquare from, FaSquare to, int kind, bool plain, bool capture)
{
  if (list->n == list->capacity)
    {
      list->capacity = list->capacity ? 2 * list->capacity : 256;
      list->shapes = g_renew (FaRetroShape, list->shapes, list->capacity);
    }
  FaRetroShape *shape = &list->shapes[list->n++];
  *shape = (FaRetroShape) { .move = { .from = (uint8_t) from, .to = (uint8_t) to }, .kind = (uint8_t) kind,
                            .plain = plain, .capture = capture, .victim_square = to, .n_victims = 1,
                            .passed = to, .stands = to };
  return shape;
}

/* Under Anti-Circe, the square a unit of kind and side that captured on
 * to was sent to (AC-1, AC-4), from the table fa_retro_init fills. */
static inline FaSquare
relocation (const FaRetro *rt, int kind, int side, FaSquare to)
{
  int squares = fa_geometry_n_squares (&rt->s->rules->geometry);
  return rt->relocation[(side * (FA_MAX_KINDS + 1) + kind) * squares + to];
}

/* The colour whose relocation square side's unit standing on stands
 * went to by a capture: the other one for the Magic Wandering Unit under
 * type I, whose capture (or the capture of it by the unit now carrying
 * the power) changed its colour first (MWU-7). */
static int
relocated_side (const FaRetro *rt, int side, FaSquare stands)
{
  return stands == rt->s->pos.mwu && rt->s->rules->conditions.mwu == FA_MWU_TYPE_I ? side ^ 1 : side;
}

/* May a unit of kind and side standing on a have captured there, as it
 * does without conditions?  Under Anti-Circe only if a is where the
 * capture sent it (Calvet, AC-R4). */
static bool
captured_in_place (const FaRetro *rt, int kind, int side, FaSquare a)
{
  side = relocated_side (rt, side, a);
  switch (rt->s->rules->conditions.anticirce)
    {
    case FA_ANTICIRCE_NONE:
      return true;
    case FA_ANTICIRCE_CALVET:
      return relocation (rt, kind, side, a) == a;
    default:
      return false;
    }
}

/* RR-4: side's unit arrived on a taking a pawn en passant, as a pawn
 * takes, on the sixth rank (third for Black): from a square diagonally
 * behind a, the pawn taken beside that square, the square before a
 * empty.  A pawn, a piece with a pawn's part (dragon), a chameleon.
 * Where the unit stands elsewhere (Anti-Circe), a is the square its
 * relocation went by: that of the pawn taken, the arrival before it
 * (Popeye; they differ under Symmetry Anti-Circe, AC-T11). */
static void
en_passant_shapes (const FaRetro *rt, FaSquare a, FaSquare stands, int side, FaRetroList *list)
{
  const FaPosition *pos = &rt->s->pos;
  const FaGeometry *g = &pos->rules->geometry;
  int up = side == FA_WHITE ? 1 : -1;
  if (stands != a)
    {
      a = offset (g, a, 0, up);
      if (a == FA_NO_SQUARE || pos->board[a])
        return;
    }
  FaSquare beside = offset (g, a, 0, -up), before = offset (g, a, 0, up);
  if (fa_square_rank (g, a) != (side == FA_WHITE ? g->ranks - 3 : 2) || beside == FA_NO_SQUARE || pos->board[beside]
      || before == FA_NO_SQUARE || pos->board[before])
    return;
  for (int dx = -1; dx <= 1; dx += 2)
    {
      FaSquare d = offset (g, a, dx, -up);
      if (d == FA_NO_SQUARE || (pos->board[d] && d != stands))
        continue;
      FaRetroShape *ep = add_shape (list, d, a, FA_RETRACTION_EN_PASSANT, false, true);
      ep->move.type = FA_MOVE_EN_PASSANT;
      ep->victim_square = beside;
    }
}

/* A marine pawn's captures back to a: as a locust, over the victim just
 * before a on a capture line, from the square before it; en passant, the
 * square before a the one a pawn passed by its double step, the pawn
 * beside it.  Where the unit stands elsewhere (Anti-Circe), a is the
 * square its relocation went by, the square of the unit it took: for a
 * capture the square jumped, as a locust's; for one en passant the
 * square of the pawn taken, behind the square jumped (Popeye:
 * MPe5*c7 ep.[wMPc7->d2]). */
static void
marine_pawn_captures (const FaRetro *rt, const FaCompiledPart *part, FaSquare a, FaSquare stands, int side,
                      FaRetroList *list)
{
  const FaPosition *pos = &rt->s->pos;
  const FaGeometry *g = &pos->rules->geometry;
  int up = side == FA_WHITE ? 1 : -1;
  bool relocated = stands != a;
#define FREE(sq) ((sq) != FA_NO_SQUARE && (!pos->board[sq] || (sq) == stands))
  for (int i = 1; i <= 2; i++)
    {
      FaVector v = g->vectors[part->vectors[i]];
      FaSquare victim = relocated ? a : offset (g, a, -v.dx, -v.dy);
      FaSquare to = relocated ? offset (g, a, v.dx, v.dy) : a;
      FaSquare d = offset (g, victim, -v.dx, -v.dy);
      if (FREE (victim) && FREE (to) && FREE (d))
        add_shape (list, d, to, FA_RETRACTION_MOVE, false, true)->victim_square = victim;
      /* RR-4: the square jumped was the one the pawn taken passed, on the
       * sixth rank. */
      FaSquare passed = relocated ? offset (g, a, 0, up) : offset (g, a, -v.dx, -v.dy);
      FaSquare arrival = relocated ? offset (g, passed, v.dx, v.dy) : a;
      FaSquare from = offset (g, passed, -v.dx, -v.dy);
      if (passed == FA_NO_SQUARE || arrival == FA_NO_SQUARE || from == FA_NO_SQUARE
          || fa_square_rank (g, passed) != (side == FA_WHITE ? g->ranks - 3 : 2))
        continue;
      FaSquare beside = offset (g, passed, 0, -up), start = offset (g, passed, 0, up);
      if (FREE (passed) && FREE (from) && FREE (beside) && FREE (start) && FREE (arrival))
        {
          FaRetroShape *ep = add_shape (list, from, arrival, FA_RETRACTION_EN_PASSANT, false, true);
          ep->move.type = FA_MOVE_EN_PASSANT;
          ep->victim_square = beside;
          ep->passed = passed;
        }
    }
#undef FREE
}

/* The eight lines of a queen, on which the Rococo pieces move. */
static const int queen_lines[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 }, { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

/* A long leaper's ways back from a to d along the line (dx, dy), d
 * steps before a: every set of the squares between, none two side by
 * side, its units jumped (section 4.6 of pieces-uc73.md). */
static void
long_leaper_jumps (const FaRetro *rt, FaSquare d, FaSquare a, int steps, int dx, int dy, FaRetroList *list)
{
  const FaGeometry *g = &rt->s->rules->geometry;
  int between = steps - 1;
  for (unsigned set = 1; set < (1u << between); set++)
    {
      if (set & (set >> 1) || __builtin_popcount (set) > FA_RETRO_MAX_JUMPED)
        continue;
      FaRetroShape *shape = add_shape (list, d, a, FA_RETRACTION_MOVE, false, true);
      shape->move.special = FA_MOVE_SPECIAL_ROCOCO;
      shape->n_victims = 0;
      for (int k = 0; k < between; k++)
        if (set & (1u << k))
          {
            FaSquare jumped = offset (g, d, (k + 1) * dx, (k + 1) * dy);
            if (shape->n_victims == 0)
              shape->victim_square = jumped;
            else
              shape->more_victims[shape->n_victims - 1] = jumped;
            shape->n_victims++;
          }
    }
}

/* A Rococo piece's ways back to a (section 4 of pieces-uc73.md): its
 * passive queen moves, each with what its power took on the way (the
 * unit it withdrew from, the one beyond its arrival, those it jumped), a
 * swapper's swap (with the unit now where it came from), a cannon pawn's
 * steps and hops; a chameleon, which takes every other unit as that unit
 * takes, from every square.  The forward check decides. */
static void
rococo_shapes (const FaRetro *rt, FaRococoPower power, FaSquare a, FaSquare stands, int side, bool moves,
               bool uncaptures, FaRetroList *list)
{
  const FaPosition *pos = &rt->s->pos;
  const FaGeometry *g = &pos->rules->geometry;
  /* Under Anti-Circe the unit stands elsewhere, its square free before. */
#define FREE(sq) ((sq) != FA_NO_SQUARE && (!pos->board[sq] || (sq) == stands))
  for (int l = 0; l < 8; l++)
    {
      int dx = queen_lines[l][0], dy = queen_lines[l][1];
      if (power == FA_ROCOCO_CANNON_PAWN)
        {
          FaSquare step = offset (g, a, -dx, -dy), hop = offset (g, a, -2 * dx, -2 * dy);
          if (FREE (step))
            {
              if (moves)
                add_shape (list, step, a, FA_RETRACTION_MOVE, true, false);
            }
          else if (step != FA_NO_SQUARE && FREE (hop) && (moves || uncaptures))
            add_shape (list, hop, a, FA_RETRACTION_MOVE, moves, uncaptures);
          continue;
        }
      for (int steps = 1;; steps++)
        {
          FaSquare d = offset (g, a, -steps * dx, -steps * dy);
          if (d == FA_NO_SQUARE)
            break;
          if (!FREE (d))
            {
              /* A swap: the unit on d stood on a (no capture: the unit
               * stands where it arrived). */
              if (moves && (power == FA_ROCOCO_SWAPPER || power == FA_ROCOCO_CHAMELEON))
                {
                  FaRetroShape *swap = add_shape (list, d, a, FA_RETRACTION_SWAP, true, false);
                  swap->move.special = FA_MOVE_SPECIAL_SWAP;
                }
              break;
            }
          if (moves)
            add_shape (list, d, a, FA_RETRACTION_MOVE, true, false);
          if (!uncaptures)
            continue;
          FaSquare behind = offset (g, d, -dx, -dy), beyond = offset (g, a, dx, dy);
          if (power == FA_ROCOCO_WITHDRAWER && FREE (behind))
            {
              FaRetroShape *withdrawal = add_shape (list, d, a, FA_RETRACTION_MOVE, false, true);
              withdrawal->victim_square = behind;
              withdrawal->move.special = FA_MOVE_SPECIAL_ROCOCO;
            }
          if (power == FA_ROCOCO_ADVANCER && FREE (beyond))
            {
              FaRetroShape *approach = add_shape (list, d, a, FA_RETRACTION_MOVE, false, true);
              approach->victim_square = beyond;
              approach->move.special = FA_MOVE_SPECIAL_ROCOCO;
            }
          if (power == FA_ROCOCO_LONG_LEAPER && steps > 1)
            long_leaper_jumps (rt, d, a, steps, dx, dy, list);
        }
    }
  if (power != FA_ROCOCO_CHAMELEON || !uncaptures)
    return;
  /* The chameleon took the unit on a as that unit takes: from anywhere
   * its kind reaches a from, a pawn en passant too (section 4.4, 6.). */
  for (FaSquare d = 0; d < fa_geometry_n_squares (g); d++)
    if (d != a && fa_square_exists (g, d) && FREE (d))
      add_shape (list, d, a, FA_RETRACTION_MOVE, false, true);
#undef FREE
  en_passant_shapes (rt, a, stands, side, list);
}

/* Does a part of this shape reach a from a square on one of its lines
 * back from a (each of its vectors reversed)?  The others come from
 * anywhere, as far as the shapes know. */
static bool
walks_lines_back (FaShape shape)
{
  return shape == FA_SHAPE_LEAP || shape == FA_SHAPE_RIDE || shape == FA_SHAPE_HOP || shape == FA_SHAPE_LION_HOP
         || shape == FA_SHAPE_LOCUST;
}

/* The ways of side's piece of kind back from a to a square D, now
 * standing on stands (a itself, or under Anti-Circe the square its
 * capture on a sent it to): for each of its kind's moves D-A, a D from
 * which it reaches a, its moves if moves, its captures if captures.  D is
 * empty, or the square the unit stands on.  The forward check (verify)
 * decides. */
static void
reverse_shapes (const FaRetro *rt, int kind_index, FaSquare a, FaSquare stands, int side, bool moves, bool captures,
                FaRetroList *list)
{
  const FaPosition *pos = &rt->s->pos;
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  const FaKind *kind = &r->kinds[kind_index];
  int first = list->n;
#define FREE(sq) (!pos->board[sq] || (sq) == stands)
  for (int i = 0; i < kind->n_parts; i++)
    {
      const FaCompiledPart *part = &kind->parts[side][i];
      bool plain = part->can_move && moves, capture = part->can_capture && captures;
      if (!plain && !capture)
        continue;
      if (part->shape == FA_SHAPE_PATHS)
        {
          /* Every free square one of its paths may lead from to a on an
           * empty board: the forward check keeps those it came from. */
          for (FaSquare d = 0; d < fa_geometry_n_squares (g); d++)
            if (d != a && fa_square_exists (g, d) && FREE (d)
                && fa_path_tree_may_reach (part->paths, fa_square_file (g, a) - fa_square_file (g, d),
                                           fa_square_rank (g, a) - fa_square_rank (g, d)))
              add_shape (list, d, a, FA_RETRACTION_MOVE, plain, capture);
          continue;
        }
      if (part->shape == FA_SHAPE_ROCOCO)
        {
          /* (under Anti-Circe a is where it arrived, its relocation
           * went by, and the unit stands on stands) */
          rococo_shapes (rt, (FaRococoPower) part->rococo, a, stands, side, plain, capture, list);
          continue;
        }
      if (!walks_lines_back (part->shape))
        {
          /* An orphan moved as some kind, a rose on a circle, a hopper
           * over hurdles the move may have taken along: from any free
           * square, the forward check keeps those it came from. */
          for (FaSquare d = 0; d < fa_geometry_n_squares (g); d++)
            if (d != a && fa_square_exists (g, d) && FREE (d))
              add_shape (list, d, a, FA_RETRACTION_MOVE, plain, capture);
          /* A pawn's part (a dragon's) takes en passant too; under
           * Anti-Circe a is where it took, its relocation went by
           * (AC-R6), and the shapes below get the square it stands on. */
          if (part->shape == FA_SHAPE_PAWN && capture && !part->marine)
            en_passant_shapes (rt, a, stands, side, list);
          if (part->shape == FA_SHAPE_PAWN && capture && part->marine)
            marine_pawn_captures (rt, part, a, stands, side, list);
          continue;
        }
      for (int v = 0; v < part->n_vectors; v++)
        {
          FaVector vec = g->vectors[part->vectors[v]];
          switch (part->shape)
            {
            case FA_SHAPE_LEAP:
              {
                FaSquare d = offset (g, a, -vec.dx, -vec.dy);
                if (d != FA_NO_SQUARE && FREE (d))
                  add_shape (list, d, a, FA_RETRACTION_MOVE, plain, capture);
              }
              break;
            case FA_SHAPE_RIDE:
              for (int steps = 1; part->range == 0 || steps <= part->range; steps++)
                {
                  FaSquare d = offset (g, a, -steps * vec.dx, -steps * vec.dy);
                  if (d == FA_NO_SQUARE || !FREE (d))
                    break;
                  add_shape (list, d, a, FA_RETRACTION_MOVE, plain, capture);
                }
              break;
            case FA_SHAPE_LOCUST:
              {
                /* The victim stood just before the arrival, the squares
                 * before it back to d (a leap's: one leap) were empty.
                 * Where the unit stands elsewhere (Anti-Circe), a is
                 * where it captured: the victim's square, which its
                 * relocation goes by. */
                FaSquare victim = stands == a ? offset (g, a, -vec.dx, -vec.dy) : a;
                FaSquare to = stands == a ? a : offset (g, a, vec.dx, vec.dy);
                if (!capture || victim == FA_NO_SQUARE || to == FA_NO_SQUARE || !FREE (victim) || !FREE (to))
                  break;
                for (int steps = 1; part->range == 0 || steps <= part->range; steps++)
                  {
                    FaSquare d = offset (g, victim, -steps * vec.dx, -steps * vec.dy);
                    if (d == FA_NO_SQUARE || !FREE (d))
                      break;
                    add_shape (list, d, to, FA_RETRACTION_MOVE, false, true)->victim_square = victim;
                  }
              }
              break;
            case FA_SHAPE_HOP:
              {
                /* The hurdle stands right before a (a grasshopper-n's n
                 * squares before, the squares between empty), the squares
                 * between it and d are empty. */
                int beyond = MAX (part->range, 1);
                bool landing_clear = true;
                for (int k = 1; k < beyond; k++)
                  {
                    FaSquare between = offset (g, a, -k * vec.dx, -k * vec.dy);
                    landing_clear &= between != FA_NO_SQUARE && FREE (between);
                  }
                FaSquare hurdle = offset (g, a, -beyond * vec.dx, -beyond * vec.dy);
                if (!landing_clear || hurdle == FA_NO_SQUARE || !pos->board[hurdle])
                  break;
                for (int steps = beyond + 1;; steps++)
                  {
                    FaSquare d = offset (g, a, -steps * vec.dx, -steps * vec.dy);
                    if (d == FA_NO_SQUARE || !FREE (d))
                      break;
                    add_shape (list, d, a, FA_RETRACTION_MOVE, plain, capture);
                  }
              }
              break;
            default:
              /* Lion hops: every square of the lines back, the forward
               * check keeps those the piece came from. */
              for (int steps = 1; steps < 16; steps++)
                {
                  FaSquare d = offset (g, a, -steps * vec.dx, -steps * vec.dy);
                  if (d == FA_NO_SQUARE)
                    break;
                  if (FREE (d))
                    add_shape (list, d, a, FA_RETRACTION_MOVE, plain, capture);
                }
              break;
            }
        }
    }
#undef FREE
  for (int i = first; i < list->n; i++)
    list->shapes[i].stands = stands;
}

/* The ways back of side's piece on a (not a pawn). */
static void
piece_shapes (const FaRetro *rt, FaSquare a, int side, FaRetroList *list)
{
  int kind = fa_piece_kind (rt->s->pos.board[a]);
  bool uncaptures = rt->type != FA_RETRACTOR_PACIFIC && captured_in_place (rt, kind, side, a);
  reverse_shapes (rt, kind, a, a, side, true, uncaptures, list);
}

/* A pawn's ways back (RR-1 to RR-6) from a, and a promoted piece's
 * (RR-5, RR-6), for side (White moves up the board). */
static void
pawn_shapes (const FaRetro *rt, FaSquare a, int side, bool promoted, FaRetroList *list)
{
  const FaPosition *pos = &rt->s->pos;
  const FaGeometry *g = &pos->rules->geometry;
  int up = side == FA_WHITE ? 1 : -1;
  int rank = fa_square_rank (g, a);
  int start = side == FA_WHITE ? 1 : g->ranks - 2;
  int last = side == FA_WHITE ? g->ranks - 1 : 0;
  const FaRules *r = pos->rules;
  bool uncaptures = rt->type != FA_RETRACTOR_PACIFIC;
  if (promoted)
    {
      if (rank != last)
        return;
      FaSquare d = offset (g, a, 0, -up);
      if (d != FA_NO_SQUARE && !pos->board[d])
        {
          FaRetroShape *added = add_shape (list, d, a, FA_RETRACTION_PROMOTION, true, false);
          added->move.promotion = (uint8_t) fa_piece_kind (pos->board[a]);
        }
      uncaptures &= captured_in_place (rt, fa_piece_kind (pos->board[a]), side, a);
      for (int dx = -1; dx <= 1 && uncaptures; dx += 2)
        {
          d = offset (g, a, dx, -up);
          if (d != FA_NO_SQUARE && !pos->board[d])
            {
              FaRetroShape *added = add_shape (list, d, a, FA_RETRACTION_PROMOTION_CAPTURE, false, true);
              added->move.promotion = (uint8_t) fa_piece_kind (pos->board[a]);
            }
        }
      return;
    }
  /* A pawn on its start rank (or behind it) has made no move. */
  if (side == FA_WHITE ? rank <= start : rank >= start)
    return;
  FaSquare d = offset (g, a, 0, -up);
  if (d != FA_NO_SQUARE && !pos->board[d])
    {
      add_shape (list, d, a, FA_RETRACTION_PAWN_STEP, true, false);
      FaSquare d2 = offset (g, d, 0, -up);
      if (fa_square_rank (g, d) == start + up && d2 != FA_NO_SQUARE && !pos->board[d2])
        {
          FaRetroShape *added = add_shape (list, d2, a, FA_RETRACTION_PAWN_STEP, true, false);
          added->move.type = FA_MOVE_DOUBLE_STEP;
        }
    }
  if (!uncaptures || !captured_in_place (rt, r->pawn_kind, side, a))
    return;
  for (int dx = -1; dx <= 1; dx += 2)
    {
      d = offset (g, a, dx, -up);
      if (d == FA_NO_SQUARE || pos->board[d])
        continue;
      add_shape (list, d, a, FA_RETRACTION_PAWN_CAPTURE, false, true);
    }
  en_passant_shapes (rt, a, a, side, list);
}

/* The shapes from first on take back promotions to kind by a unit of
 * unpromoted, the unit standing on stands. */
static void
mark_unpromotions (FaRetroList *list, int first, int kind, int unpromoted, FaSquare stands)
{
  for (int i = first; i < list->n; i++)
    {
      list->shapes[i].kind = list->shapes[i].capture ? FA_RETRACTION_PROMOTION_CAPTURE : FA_RETRACTION_PROMOTION;
      list->shapes[i].move.promotion = (uint8_t) kind;
      list->shapes[i].unpromoted = (uint8_t) unpromoted;
      list->shapes[i].stands = stands;
    }
}

/* A promoted piece of kind arrived on a, standing on stands (under
 * Anti-Circe the square its capture sent it to), back from its
 * promotion by a cannon pawn's step or hop (section 4.7 of
 * pieces-uc73.md), where side has one: its moves if moves, its captures
 * if captures. */
static void
cannon_pawn_unpromotions (const FaRetro *rt, int kind, FaSquare a, FaSquare stands, int side, bool moves,
                          bool captures, FaRetroList *list)
{
  const FaGeometry *g = &rt->s->rules->geometry;
  if (!rt->cannon_pawn_kind[side] || fa_square_rank (g, a) != (side == FA_WHITE ? g->ranks - 1 : 0))
    return;
  int first = list->n;
  rococo_shapes (rt, FA_ROCOCO_CANNON_PAWN, a, stands, side, moves, captures, list);
  mark_unpromotions (list, first, kind, rt->cannon_pawn_kind[side], stands);
}

/* The same, by a fairy pawn (a superpawn, a Berolina or marine pawn), by
 * that pawn's moves. */
static void
fairy_pawn_unpromotions (const FaRetro *rt, int kind, FaSquare a, FaSquare stands, int side, bool moves, bool captures,
                         FaRetroList *list)
{
  const FaRules *r = rt->s->rules;
  const FaGeometry *g = &r->geometry;
  if (fa_square_rank (g, a) != (side == FA_WHITE ? g->ranks - 1 : 0))
    return;
  for (int pawn = 1; pawn <= r->n_kinds; pawn++)
    {
      if (pawn == r->pawn_kind || !(r->kinds[pawn].flags & (FA_PIECE_PROMOTES | FA_PIECE_PAWN_WALK)))
        continue;
      int first = list->n;
      reverse_shapes (rt, pawn, a, stands, side, moves, captures, list);
      mark_unpromotions (list, first, kind, pawn, stands);
    }
}

/* A promoted piece of kind on stands, sent there by the capture on c
 * of the fairy pawn it promoted from (a marine pawn's victim beside its
 * last rank): each such pawn's captures onto the last rank by way of c. */
static void
relocated_fairy_unpromotions (const FaRetro *rt, int kind, FaSquare c, FaSquare stands, int side, FaRetroList *list)
{
  const FaRules *r = rt->s->pos.rules;
  const FaGeometry *g = &r->geometry;
  int last = side == FA_WHITE ? g->ranks - 1 : 0;
  for (int pawn = 1; pawn <= r->n_kinds; pawn++)
    {
      if (pawn == r->pawn_kind || !(r->kinds[pawn].flags & FA_PIECE_PAWN_WALK))
        continue;
      int first = list->n, kept = first;
      reverse_shapes (rt, pawn, c, stands, side, false, true, list);
      for (int i = first; i < list->n; i++)
        if (list->shapes[i].move.to != c && fa_square_rank (g, list->shapes[i].move.to) == last)
          {
            FaRetroShape *shape = &list->shapes[kept++];
            *shape = list->shapes[i];
            shape->kind = FA_RETRACTION_PROMOTION_CAPTURE;
            shape->move.promotion = (uint8_t) kind;
            shape->unpromoted = (uint8_t) pawn;
          }
      list->n = kept;
    }
}

/* AC-R2 to AC-R6: the captures side's unit on stands took back from
 * where it stands, a square its capture on an empty square C sent it
 * to: from C's D, or from stands itself (D = R, the unit did not move).
 * Pawns come back from the captures (and en passant captures) their
 * file's square sent them home from; promoted pieces from a promotion
 * capture too. */
static void
anticirce_shapes (const FaRetro *rt, FaSquare stands, int side, FaRetroList *list)
{
  const FaPosition *pos = &rt->s->pos;
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int kind = fa_piece_kind (pos->board[stands]);
  bool pawn = (r->kinds[kind].flags & FA_PIECE_PAWN) != 0, promoted = !pawn && r->promotion_order[kind];
  int relocated_as = relocated_side (rt, side, stands);
  int up = side == FA_WHITE ? 1 : -1;
  int start = side == FA_WHITE ? 1 : g->ranks - 2, last = side == FA_WHITE ? g->ranks - 1 : 0;
  int n_squares = fa_geometry_n_squares (g);
  for (FaSquare c = 0; c < n_squares; c++)
    {
      if (!fa_square_exists (g, c) || c == stands || pos->board[c])
        continue;
      /* A capture's relocation goes by c, an en passant capture's by the
       * square of the pawn taken (they differ under Symmetry Anti-Circe:
       * Popeye's e5*d6 ep.[wPd6->e4], AC-T11). */
      bool by_arrival = relocation (rt, kind, relocated_as, c) == stands;
      FaSquare taken = pawn ? offset (g, c, 0, -up) : FA_NO_SQUARE;
      bool by_taken = taken != FA_NO_SQUARE && relocation (rt, kind, relocated_as, taken) == stands;
      if (!by_arrival && !by_taken)
        continue;
      int rank = fa_square_rank (g, c);
      if (!pawn)
        {
          reverse_shapes (rt, kind, c, stands, side, false, true, list);
          if (promoted)
            relocated_fairy_unpromotions (rt, kind, c, stands, side, list);
          if (!promoted || rank != last)
            continue;
          /* A fairy pawn's or cannon pawn's promoting capture onto c. */
          cannon_pawn_unpromotions (rt, kind, c, stands, side, false, true, list);
          fairy_pawn_unpromotions (rt, kind, c, stands, side, false, true, list);
        }
      else if (rank == last || (side == FA_WHITE ? rank <= start : rank >= start))
        continue;
      /* A pawn's capture onto c, perhaps promoting on it. */
      for (int dx = -1; dx <= 1; dx += 2)
        {
          FaSquare d = offset (g, c, dx, -up);
          if (d == FA_NO_SQUARE || (pos->board[d] && d != stands)
              || (side == FA_WHITE ? fa_square_rank (g, d) < start : fa_square_rank (g, d) > start))
            continue;
          if (by_arrival)
            {
              FaRetroShape *added = add_shape (list, d, c,
                                               pawn ? FA_RETRACTION_PAWN_CAPTURE : FA_RETRACTION_PROMOTION_CAPTURE, false, true);
              added->stands = stands;
              if (!pawn)
                added->move.promotion = (uint8_t) kind;
            }
          if (!pawn || !by_taken)
            continue;
          /* RR-4, AC-R6: en passant onto the sixth rank, the pawn taken
           * beside d, the square it came from empty. */
          FaSquare beside = offset (g, c, 0, -up), before = offset (g, c, 0, up);
          if (rank == (side == FA_WHITE ? g->ranks - 3 : 2) && beside != FA_NO_SQUARE && !pos->board[beside]
              && before != FA_NO_SQUARE && !pos->board[before])
            {
              FaRetroShape *ep = add_shape (list, d, c, FA_RETRACTION_EN_PASSANT, false, true);
              ep->move.type = FA_MOVE_EN_PASSANT;
              ep->victim_square = beside;
              ep->stands = stands;
            }
        }
    }
}

/* RR-7: side's king and rook back from their castled squares. */
static void
castling_shapes (const FaRetro *rt, int side, FaRetroList *list)
{
  const FaPosition *pos = &rt->s->pos;
  const FaRules *r = pos->rules;
  if (!r->castling_possible)
    return;
  FaSquare e = r->castle_king_from[side];
  FaPiece king = fa_piece_make (r->king_kind, fa_side_bit (side));
  FaPiece rook = fa_piece_make (r->rook_kind, fa_side_bit (side));
  for (int wing = 0; wing < 2; wing++)
    {
      FaSquare rook_home = wing == 0 ? r->castle_rook_short[side] : r->castle_rook_long[side];
      int dir = rook_home > e ? 1 : -1;
      FaSquare king_to = (FaSquare) (e + 2 * dir), rook_to = (FaSquare) (e + dir);
      if (pos->board[king_to] != king || pos->board[rook_to] != rook || pos->board[e] || pos->board[rook_home])
        continue;
      bool clear = true;
      for (FaSquare t = (FaSquare) (king_to + dir); t != rook_home; t = (FaSquare) (t + dir))
        clear &= !pos->board[t];
      if (!clear)
        continue;
      FaRetroShape *added = add_shape (list, e, king_to, FA_RETRACTION_CASTLING, true, false);
      added->move.type = wing == 0 ? FA_MOVE_CASTLE_SHORT : FA_MOVE_CASTLE_LONG;
    }
}

/* Is a unit of side on sq frozen (section 4.2 of pieces-uc73.md): an
 * enemy immobilizer beside it, or, for an immobilizer, an enemy
 * chameleon? */
static bool
would_be_frozen (const FaPosition *pos, FaSquare sq, int side, bool immobilizer)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  for (int l = 0; l < 8; l++)
    {
      FaSquare next = offset (g, sq, queen_lines[l][0], queen_lines[l][1]);
      FaPiece q = next == FA_NO_SQUARE ? 0 : pos->board[next];
      if (!q || fa_piece_is_side (q, side))
        continue;
      int power = r->rococo_power[fa_piece_kind (q)];
      if (power == FA_ROCOCO_IMMOBILIZER || (immobilizer && power == FA_ROCOCO_CHAMELEON))
        return true;
    }
  return false;
}

/* The retractions that put back a unit of side the position lacks:
 * a frozen unit that removed itself (section 4.3), each kind it may have
 * been on each square where it would be frozen; a swapper that destroyed
 * itself with an enemy beside it (section 4.5), on each empty square with
 * the enemy on an empty square beside. */
static void
appearing_shapes (const FaRetro *rt, int side, FaRetroList *list)
{
  const FaPosition *pos = &rt->s->pos;
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  bool uncaptures = rt->type != FA_RETRACTOR_PACIFIC && rt->n_victim_kinds > 0;
  for (FaSquare sq = 0; sq < fa_geometry_n_squares (g); sq++)
    {
      if (!fa_square_exists (g, sq) || pos->board[sq])
        continue;
      for (FaKindSet kinds = rt->suicide_kinds[side]; kinds; kinds &= kinds - 1)
        {
          int kind = fa_kind_set_first (kinds);
          if (!would_be_frozen (pos, sq, side, r->rococo_power[kind] == FA_ROCOCO_IMMOBILIZER))
            continue;
          FaRetroShape *suicide = add_shape (list, sq, sq, FA_RETRACTION_APPEARS, true, false);
          suicide->appears = fa_piece_make (kind, fa_side_bit (side));
          suicide->move.special = FA_MOVE_SPECIAL_ROCOCO;
        }
      for (int l = 0; l < 8 && uncaptures && rt->swapper_kind[side]; l++)
        {
          FaSquare enemy = offset (g, sq, queen_lines[l][0], queen_lines[l][1]);
          if (enemy == FA_NO_SQUARE || pos->board[enemy])
            continue;
          FaRetroShape *destruction = add_shape (list, sq, enemy, FA_RETRACTION_APPEARS, false, true);
          destruction->appears = fa_piece_make (rt->swapper_kind[side], fa_side_bit (side));
          destruction->move.special = FA_MOVE_SPECIAL_ROCOCO;
        }
    }
}

/* The shapes of the unit on a by which side (the side to retract) may
 * have come there, appended to list. */
static void
unit_shapes (const FaRetro *rt, FaSquare a, int side, FaRetroList *list)
{
  const FaPosition *pos = &rt->s->pos;
  const FaRules *r = pos->rules;
  FaPiece p = pos->board[a];
  /* MWU-R1: the Magic Wandering Unit changed colour with the move that
   * brought it: the side of the other colour retracts it. */
  bool ours = a == pos->mwu ? !(p & fa_side_bit (side)) : (p & fa_side_bit (side)) != 0;
  if (!ours || is_frozen (rt, a))
    return;
  int kind = fa_piece_kind (p);
  if (r->kinds[kind].flags & FA_PIECE_PAWN)
    pawn_shapes (rt, a, side, false, list);
  else
    {
      piece_shapes (rt, a, side, list);
      if (r->promotion_order[kind])
        {
          pawn_shapes (rt, a, side, true, list);
          bool captures = rt->type != FA_RETRACTOR_PACIFIC && captured_in_place (rt, kind, side, a);
          cannon_pawn_unpromotions (rt, kind, a, a, side, true, captures, list);
          fairy_pawn_unpromotions (rt, kind, a, a, side, true, captures, list);
        }
    }
  if (r->conditions.anticirce != FA_ANTICIRCE_NONE && rt->type != FA_RETRACTOR_PACIFIC)
    anticirce_shapes (rt, a, side, list);
}

/* The side's shapes that no unit on the board has alone: castling's
 * (king and rook), a Rococo unit's that appears again. */
static void
shapes_beyond_units (const FaRetro *rt, int side, FaRetroList *list)
{
  castling_shapes (rt, side, list);
  if (rt->rococo)
    appearing_shapes (rt, side, list);
}

/* The shapes of the side to retract (the side not to move), appended to
 * list. */
static void
generate_shapes (const FaRetro *rt, FaRetroList *list)
{
  const FaPosition *pos = &rt->s->pos;
  const FaRules *r = pos->rules;
  int side = pos->side ^ 1;
  if (rt->forced != FA_NO_SQUARE)
    {
      /* RET-12: the pawn taken en passant made its double step last. */
      const FaGeometry *g = &r->geometry;
      int up = side == FA_WHITE ? 1 : -1;
      FaSquare d = offset (g, rt->forced, 0, -2 * up), passed = offset (g, rt->forced, 0, -up);
      if (d != FA_NO_SQUARE && passed != FA_NO_SQUARE && !pos->board[d] && !pos->board[passed])
        {
          FaRetroShape *added = add_shape (list, d, rt->forced, FA_RETRACTION_PAWN_STEP, true, false);
          added->move.type = FA_MOVE_DOUBLE_STEP;
        }
      return;
    }
  for (int i = 0; i < pos->n_occupied; i++)
    unit_shapes (rt, pos->occupied[i], side, list);
  shapes_beyond_units (rt, side, list);
}

/* ---- Applying a retraction -------------------------------------------- */

static void
set_square (FaPosition *pos, FaRetroUndo *u, FaSquare sq, FaPiece piece)
{
  u->square[u->n] = sq;
  u->before[u->n++] = pos->board[sq];
  if (piece)
    fa_position_put (pos, sq, piece);
  else
    fa_position_clear_square (pos, sq);
}

/* A long leaper's jumps: its i-th square and the kind put back there by
 * the victims' combination index (FA_RETRO_VICTIM_TUPLE: a digit a
 * square, in base the number of victim kinds). */
static int
jumped_victim (const FaRetro *rt, const FaRetroShape *shape, unsigned index, int i, FaSquare *sq)
{
  *sq = i == 0 ? shape->victim_square : shape->more_victims[i - 1];
  for (int k = 0; k < i; k++)
    index /= (unsigned) rt->n_victim_kinds;
  return rt->victim_kinds[index % (unsigned) rt->n_victim_kinds];
}

/* The position before the move shape takes back, victim (0: none) back
 * on its square: the side that retracted is to move. */
void
fa_retro_apply (FaRetro *rt, const FaRetroShape *shape, FaRetroVictim victim, FaRetroUndo *u)
{
  FaPosition *pos = &rt->s->pos;
  const FaRules *r = pos->rules;
  int side = pos->side ^ 1;
  u->n = 0;
  u->state = (FaRetroState) { .hash = pos->hash, .side = pos->side, .castling = pos->castling,
                              .ep_target = pos->ep_target, .ep_victim = pos->ep_victim, .forced = rt->forced,
                              .later_swap = { rt->later_swap[0], rt->later_swap[1] }, .swap_back = rt->swap_back,
                              .mwu = pos->mwu, .after_mwu = rt->after_mwu };
  memcpy (u->state.frozen, rt->frozen, sizeof rt->frozen);
  memcpy (u->state.no_swap_back, pos->no_swap_back, sizeof pos->no_swap_back);
  u->state.n_occupied = pos->n_occupied;
  memcpy (u->state.occupied, pos->occupied, sizeof (FaSquare) * (size_t) pos->n_occupied);
  rt->after_mwu = pos->mwu;
  FaSquare d = shape->move.from, a = shape->move.to;
  bool appears = shape->kind == FA_RETRACTION_APPEARS;
  FaPiece unit = appears ? shape->appears : pos->board[shape->stands];
  bool magic = shape->stands == pos->mwu && pos->mwu != FA_NO_SQUARE;
  /* MWU-R2: the Magic Wandering Unit goes back in the colour of the side
   * that moved it. */
  if (magic)
    unit = fa_piece_make (fa_piece_kind (unit), fa_side_bit (side));
  if (shape->move.promotion)
    unit = fa_piece_make (shape->unpromoted ? shape->unpromoted : r->pawn_kind, fa_side_bit (side));
  if (shape->kind == FA_RETRACTION_SWAP)
    set_square (pos, u, a, pos->board[d]);
  else if (!appears)
    set_square (pos, u, shape->stands, 0);
  set_square (pos, u, d, unit);
  if (magic)
    {
      FaSquare mwu = (victim & FA_RETRO_VICTIM_MWU) ? shape->victim_square : d;
      pos->hash ^= fa_mwu_key (pos->mwu) ^ fa_mwu_key (mwu);
      pos->mwu = mwu;
    }
  if (shape->kind == FA_RETRACTION_CASTLING)
    {
      int dir = a > d ? 1 : -1;
      FaSquare rook_home = dir > 0 ? r->castle_rook_short[side] : r->castle_rook_long[side];
      FaSquare rook_square = (FaSquare) (d + dir);
      FaPiece rook = pos->board[rook_square];
      set_square (pos, u, rook_square, 0);
      set_square (pos, u, rook_home, rook);
      /* RET-13: neither moves back again in this line. */
      rt->frozen[d >> 6] |= 1ull << (d & 63);
      rt->frozen[rook_home >> 6] |= 1ull << (rook_home & 63);
    }
  if (victim & FA_RETRO_VICTIM_TUPLE)
    {
      unsigned index = victim & ~(FA_RETRO_VICTIM_TUPLE | FA_RETRO_VICTIM_MWU);
      for (int i = 0; i < shape->n_victims; i++)
        {
          FaSquare sq;
          int kind = jumped_victim (rt, shape, index, i, &sq);
          set_square (pos, u, sq, fa_piece_make (kind, fa_side_bit (side ^ 1)));
        }
    }
  else if (victim)
    set_square (pos, u, shape->victim_square, fa_retro_victim_piece (victim));
  rt->forced = shape->kind == FA_RETRACTION_EN_PASSANT ? shape->victim_square : FA_NO_SQUARE;
  /* Section 4.5: a swap of a swapper with an enemy swapper or chameleon
   * may not be undone by the next move; taken back in turn, the pair
   * would be a swap and its swap back. */
  bool binds = false;
  if (shape->kind == FA_RETRACTION_SWAP)
    {
      FaPiece p = pos->board[d], q = pos->board[a];
      int pp = r->rococo_power[fa_piece_kind (p)], pq = r->rococo_power[fa_piece_kind (q)];
      binds = fa_piece_side (p) != fa_piece_side (q)
              && ((pp == FA_ROCOCO_SWAPPER && (pq == FA_ROCOCO_SWAPPER || pq == FA_ROCOCO_CHAMELEON))
                  || (pq == FA_ROCOCO_SWAPPER && pp == FA_ROCOCO_CHAMELEON));
    }
  rt->swap_back = binds
                  && ((rt->later_swap[0] == d && rt->later_swap[1] == a) || (rt->later_swap[0] == a && rt->later_swap[1] == d));
  rt->later_swap[0] = binds ? d : FA_NO_SQUARE;
  rt->later_swap[1] = binds ? a : FA_NO_SQUARE;
  pos->side = side;
  pos->ep_target = pos->ep_victim = FA_NO_SQUARE;
  /* No swap is known to have been made just before. */
  pos->hash ^= fa_no_swap_back_key (pos->no_swap_back[0], pos->no_swap_back[1]);
  pos->no_swap_back[0] = pos->no_swap_back[1] = FA_NO_SQUARE;
  /* RET-18: castling is possible unless proved otherwise. */
  fa_position_set_default_castling (pos);
}

void
fa_retro_undo (FaRetro *rt, const FaRetroUndo *u)
{
  FaPosition *pos = &rt->s->pos;
  for (int i = u->n - 1; i >= 0; i--)
    if (u->before[i])
      fa_position_put (pos, u->square[i], u->before[i]);
    else
      fa_position_clear_square (pos, u->square[i]);
  const FaRetroState *was = &u->state;
  pos->side = was->side;
  pos->castling = was->castling;
  pos->ep_target = was->ep_target;
  pos->ep_victim = was->ep_victim;
  pos->mwu = was->mwu;
  memcpy (pos->no_swap_back, was->no_swap_back, sizeof pos->no_swap_back);
  rt->after_mwu = was->after_mwu;
  pos->hash = was->hash;
  rt->forced = was->forced;
  rt->later_swap[0] = was->later_swap[0];
  rt->later_swap[1] = was->later_swap[1];
  rt->swap_back = was->swap_back;
  memcpy (rt->frozen, was->frozen, sizeof rt->frozen);
  memcpy (pos->occupied, was->occupied, sizeof (FaSquare) * (size_t) was->n_occupied);
  for (int i = 0; i < was->n_occupied; i++)
    pos->occupied_index[was->occupied[i]] = (uint8_t) i;
}

/* What tells a forward move from another one between the same squares
 * with the same promotion: castling or en passant (a double step is told
 * by its squares). */
static FaMoveType
castling_or_en_passant (FaMove m)
{
  return fa_move_castles (m) || m.type == FA_MOVE_EN_PASSANT ? (FaMoveType) m.type : FA_MOVE_PLAIN;
}

/* In the position before the move (applied), does the move lead to the
 * position after it (after; NULL: to any), board for board, legally?
 * This is how a retraction follows the forward rules.  With record, the
 * move as it is written, numbered number, its effects (Anti-Circe's
 * relocation) included. */
static bool
forward_move (FaRetro *rt, const FaRetroShape *shape, const FaPiece *after, FaMoveRecord *record, int number)
{
  FaPosition *pos = &rt->s->pos;
  const FaGeometry *g = &pos->rules->geometry;
  FaEnPassantState saved = fa_en_passant_save (pos);
  if (shape->kind == FA_RETRACTION_EN_PASSANT)
    {
      /* The opponent's last move: the double step over a. */
      pos->ep_target = shape->passed;
      pos->ep_victim = shape->victim_square;
    }
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_piece (pos, shape->move.from, moves, 0);
  bool found = false;
  for (int i = 0; i < n && !found; i++)
    {
      const FaMove *m = &moves[i];
      if (m->from != shape->move.from || m->to != shape->move.to || m->promotion != shape->move.promotion
          || castling_or_en_passant (*m) != castling_or_en_passant (shape->move)
          || (shape->move.special && m->special != shape->move.special))
        continue;
      if (record)
        *record = fa_search_record (rt->s, *m, number);
      fa_position_make (pos, *m);
      found = fa_made_move_is_legal (pos)
              && (!after
                  || (memcmp (pos->board, after, sizeof (FaPiece) * (size_t) fa_geometry_n_squares (g)) == 0
                      && pos->mwu == rt->after_mwu));
      if (found && record)
        fa_search_record_effects (record, pos);
      fa_position_unmake (pos);
    }
  fa_en_passant_restore (pos, saved);
  return found;
}

static bool
verify (FaRetro *rt, const FaRetroShape *shape, const FaPiece *after)
{
  return forward_move (rt, shape, after, NULL, 0);
}

FaMoveRecord
fa_retro_record (FaRetro *rt, const FaRetroShape *shape, int number)
{
  FaMoveRecord record = { 0 };
  forward_move (rt, shape, NULL, &record, number);
  record.flags |= FA_RECORD_RETRACTION;
  return record;
}

/* ---- Legality of the position a retraction leaves (RET-10 to RET-16) -- */

/* How many of by_side's units attack side's king? */
static int
checkers (FaPosition *pos, int side)
{
  FaSquare k = pos->king[side];
  if (k == FA_NO_SQUARE)
    return 0;
  int saved = pos->side, count = 0;
  pos->side = side ^ 1;
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_pseudo_legal (pos, moves);
  pos->side = saved;
  FaSquare last = FA_NO_SQUARE;
  for (int i = 0; i < n; i++)
    if (moves[i].to == k && moves[i].from != last)
      {
        count++;
        last = moves[i].from;
      }
  return count;
}

/* RET-11 3.: the pawns of colour c came from distinct original files,
 * each a capture per file changed, and each surplus piece (a promoted
 * pawn) from one more file, within the captures c can have made (16
 * minus the other side's units).  An exact assignment: the least
 * captures over the sets of original files the pawns take, by subsets. */
static bool
pawn_files_possible (const FaPosition *pos, int side, int surplus, int captures)
{
  const FaGeometry *g = &pos->rules->geometry;
  enum { FAR = 1000 };
  int best[256];
  for (int mask = 0; mask < 256; mask++)
    best[mask] = FAR;
  best[0] = 0;
  int n = 0;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare sq = pos->occupied[i];
      FaPiece p = pos->board[sq];
      if (!fa_piece_is_side (p, side) || fa_piece_kind (p) != pos->rules->pawn_kind)
        continue;
      if (++n > 8)
        return false;
      int file = fa_square_file (g, sq), rank = fa_square_rank (g, sq);
      /* A pawn changes file once per capture, each a step forward. */
      int limit = side == FA_WHITE ? rank - 1 : g->ranks - 2 - rank;
      /* The sets of n files, from those of n - 1, largest masks first so
       * that each pawn takes one file. */
      for (int mask = 255; mask >= 0; mask--)
        {
          if (best[mask] == FAR || __builtin_popcount ((unsigned) mask) != n - 1)
            continue;
          for (int f = 0; f < 8; f++)
            {
              int distance = ABS (file - f);
              if (mask & (1 << f) || distance > limit)
                continue;
              best[mask | 1 << f] = MIN (best[mask | 1 << f], best[mask] + distance);
            }
        }
    }
  for (int mask = 0; mask < 256; mask++)
    if (__builtin_popcount ((unsigned) mask) == n && best[mask] <= captures && 8 - n >= surplus)
      return true;
  return false;
}

/* RET-10 5. and RET-11: sixteen units, the pawns and promoted pieces a
 * side can have, the captures their files need. */
static bool
material_possible (const FaPosition *pos)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int units[2] = { 0, 0 };
  for (int i = 0; i < pos->n_occupied; i++)
    units[fa_piece_side (pos->board[pos->occupied[i]])]++;
  for (int side = 0; side < 2; side++)
    {
      if (units[side] > 16)
        return false;
      int pawns = 0, queens = 0, rooks = 0, knights = 0, bishops[2] = { 0, 0 }, fairy = 0;
      for (int i = 0; i < pos->n_occupied; i++)
        {
          FaSquare sq = pos->occupied[i];
          FaPiece p = pos->board[sq];
          if (!fa_piece_is_side (p, side))
            continue;
          const char *code = r->kinds[fa_piece_kind (p)].spec->code;
          if (strcmp (code, "P") == 0)
            pawns++;
          else if (strcmp (code, "Q") == 0)
            queens++;
          else if (strcmp (code, "R") == 0)
            rooks++;
          else if (strcmp (code, "S") == 0)
            knights++;
          else if (strcmp (code, "B") == 0)
            bishops[fa_square_is_dark (g, sq)]++;
          else if (strcmp (code, "K") != 0)
            fairy++;
        }
      int surplus = MAX (0, queens - 1) + MAX (0, rooks - 2) + MAX (0, knights - 2) + MAX (0, bishops[0] - 1)
                    + MAX (0, bishops[1] - 1) + fairy;
      if (pawns > 8 || pawns + surplus > 8)
        return false;
      if (g->files == 8 && g->ranks == 8 && !r->conditions.move_effects
          && !pawn_files_possible (pos, side, surplus, 16 - units[side ^ 1]))
        return false;
    }
  return true;
}

/* The position just left by a retraction of the side now to move
 * (RET-10 to RET-13; RET-14 and RET-16 are the caller's). */
static FaRetroVerdict
position_verdict (FaRetro *rt)
{
  FaPosition *pos = &rt->s->pos;
  int side = pos->side;
  /* The side not to move is not in check; the side to move by at most
   * two units (one move uncovers no more). */
  if (fa_in_check (pos, side ^ 1))
    return FA_RETRO_OPPONENT_IN_CHECK;
  if (fa_in_check (pos, side) && !pos->rules->conditions.move_effects && checkers (pos, side) > 2)
    return FA_RETRO_TOO_MANY_CHECKS;
  /* Pawns on the first or last rank: none (RET-10 2.). */
  const FaGeometry *g = &pos->rules->geometry;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare sq = pos->occupied[i];
      int rank = fa_square_rank (g, sq);
      /* (a fairy pawn too: a superpawn's walk is a pawn's, RET-10 2.) */
      if ((pos->rules->kinds[fa_piece_kind (pos->board[sq])].flags & FA_PIECE_PAWN_WALK)
          && (rank == 0 || rank == g->ranks - 1))
        return FA_RETRO_PAWN_ON_EDGE;
    }
  return material_possible (pos) ? FA_RETRO_LEGAL : FA_RETRO_MATERIAL;
}

static bool
position_legal (FaRetro *rt)
{
  return position_verdict (rt) == FA_RETRO_LEGAL;
}

/* Does the position (of the side to move just now having retracted) occur
 * for the third time with this one (RET-16)? */
static bool
third_occurrence (const FaRetro *rt)
{
  uint64_t h = rt->s->pos.hash;
  int seen = 0;
  for (int i = 0; i < rt->line_length; i++)
    seen += rt->line[i] == h;
  return seen >= 2;
}

static bool
repetition_applies (const FaRetro *rt, int retractor)
{
  return rt->repetition == FA_REPETITION_BOTH || (rt->repetition == FA_REPETITION_BLACK && retractor == FA_BLACK);
}

/* Is the retraction (shape, victim) of the side to retract legal, short
 * of RET-14?  Leaves the position as it found it. */
static bool
retraction_possible (FaRetro *rt, const FaRetroShape *shape, FaRetroVictim victim, const FaPiece *after)
{
  FaRetroUndo u;
  int retractor = rt->s->pos.side ^ 1;
  fa_retro_apply (rt, shape, victim, &u);
  bool ok = verify (rt, shape, after) && position_legal (rt)
            && !(repetition_applies (rt, retractor) && third_occurrence (rt));
  fa_retro_undo (rt, &u);
  return ok;
}

int
fa_retro_victims (const FaRetro *rt, const FaRetroShape *shape, int retractor, FaRetroVictim *out)
{
  int n = 0;
  if (shape->plain)
    out[n++] = 0;
  if (!shape->capture)
    return n;
  const FaPosition *pos = &rt->s->pos;
  const FaGeometry *g = &pos->rules->geometry;
  int rank = fa_square_rank (g, shape->victim_square);
  unsigned colour = fa_side_bit (retractor ^ 1);
  if (shape->kind == FA_RETRACTION_EN_PASSANT)
    {
      out[n++] = fa_piece_make (pos->rules->pawn_kind, colour);
      return n;
    }
  if (shape->n_victims > 1)
    {
      /* Each kind on each square jumped, no pawn on a first or last rank:
       * index digit i is the kind on the i-th square. */
      unsigned combinations = 1;
      for (int i = 0; i < shape->n_victims; i++)
        combinations *= (unsigned) rt->n_victim_kinds;
      for (unsigned index = 0; index < combinations; index++)
        {
          bool possible = true;
          for (int i = 0; i < shape->n_victims; i++)
            {
              FaSquare sq;
              int kind = jumped_victim (rt, shape, index, i, &sq);
              int on_rank = fa_square_rank (g, sq);
              possible &= kind != pos->rules->pawn_kind || (on_rank != 0 && on_rank != g->ranks - 1);
            }
          if (possible)
            out[n++] = (FaRetroVictim) (FA_RETRO_VICTIM_TUPLE | index);
        }
      return n;
    }
  /* MWU-R3, MWU-R4: the Magic Wandering Unit took an ordinary unit, or
   * was an ordinary unit that took the power from the one it took. */
  bool mwu_victims = shape->stands == pos->mwu;
  for (int mwu = 0; mwu <= mwu_victims; mwu++)
    for (int i = 0; i < rt->n_victim_kinds; i++)
      {
        int kind = rt->victim_kinds[i];
        if (kind == pos->rules->pawn_kind && (rank == 0 || rank == g->ranks - 1))
          continue;
        out[n++] = (FaRetroVictim) (fa_piece_make (kind, colour) | (mwu ? FA_RETRO_VICTIM_MWU : 0));
      }
  return n;
}

void
fa_retro_list (FaRetro *rt, FaRetroList *list)
{
  const FaPosition *pos = &rt->s->pos;
  list->retractor = pos->side ^ 1;
  memcpy (list->after, pos->board, sizeof list->after);
  list->shapes = NULL;
  list->n = list->capacity = 0;
  generate_shapes (rt, list);
}

void
fa_retro_list_free (FaRetroList *list)
{
  g_clear_pointer (&list->shapes, g_free);
}

/* Does one of the shapes of list from index from, with one of its units
 * put back, pass RET-10 to RET-13? */
static bool
any_possible (FaRetro *rt, const FaRetroList *list, int from)
{
  for (int i = from; i < list->n; i++)
    {
      FaRetroVictim victims[FA_RETRO_MAX_CHOICES];
      int n_victims = fa_retro_victims (rt, &list->shapes[i], list->retractor, victims);
      for (int v = 0; v < n_victims; v++)
        if (retraction_possible (rt, &list->shapes[i], victims[v], list->after))
          return true;
    }
  return false;
}

/* Has the side to retract a retraction passing RET-10 to RET-13? */
static bool
any_retraction (FaRetro *rt)
{
  FaPosition *pos = &rt->s->pos;
  int side = pos->side ^ 1;
  FaRetroList list = { .retractor = side };
  memcpy (list.after, pos->board, sizeof list.after);
  bool found;
  if (rt->forced != FA_NO_SQUARE)
    {
      generate_shapes (rt, &list);
      found = any_possible (rt, &list, 0);
    }
  else
    {
      /* Unit by unit: the first legal retraction ends the search, where
       * listing them all first was a third of a long retractor's time
       * (uncaptures put back any of five kinds).  Trying a retraction
       * leaves the list of units as it was (fa_retro_undo puts it
       * back). */
      found = false;
      for (int i = 0; i < pos->n_occupied && !found; i++)
        {
          int start = list.n;
          unit_shapes (rt, pos->occupied[i], side, &list);
          found = any_possible (rt, &list, start);
        }
      if (!found)
        {
          int start = list.n;
          shapes_beyond_units (rt, side, &list);
          found = any_possible (rt, &list, start);
        }
    }
  fa_retro_list_free (&list);
  return found;
}

/* A retraction of the side to retract, applied: is it legal, RET-14
 * included (the opponent can retract in turn)?  The position stays as
 * the retraction left it. */
FaRetroVerdict
fa_retro_verdict (FaRetro *rt, const FaRetroShape *shape, const FaPiece *after, int retractor)
{
  if (!verify (rt, shape, after))
    return FA_RETRO_NOT_A_MOVE;
  if (rt->swap_back)
    return FA_RETRO_SWAP_BACK;
  FaRetroVerdict verdict = position_verdict (rt);
  if (verdict != FA_RETRO_LEGAL)
    return verdict;
  if (repetition_applies (rt, retractor) && third_occurrence (rt))
    return FA_RETRO_REPETITION;
  return any_retraction (rt) ? FA_RETRO_LEGAL : FA_RETRO_NO_REPLY;
}

const char *
fa_retro_verdict_text (FaRetroVerdict verdict)
{
  switch (verdict)
    {
    case FA_RETRO_LEGAL:
      return _("legal");
    case FA_RETRO_NOT_A_MOVE:
      return _("no such move leads to the position");
    case FA_RETRO_OPPONENT_IN_CHECK:
      return _("the side not to move would stand in check (RET-10)");
    case FA_RETRO_TOO_MANY_CHECKS:
      return _("more than two units would give check (RET-10)");
    case FA_RETRO_PAWN_ON_EDGE:
      return _("a pawn would stand on the first or last rank (RET-10)");
    case FA_RETRO_MATERIAL:
      return _("the material cannot come from the game array: too many units, pawns or promoted pieces, "
               "or pawns that need more captures than the other side's missing units (RET-11)");
    case FA_RETRO_REPETITION:
      return _("the position would occur for the third time (RET-16)");
    case FA_RETRO_SWAP_BACK:
      return _("the retraction would be a swap undone by the next move (pieces-uc73.md 4.5)");
    case FA_RETRO_NO_REPLY:
      return _("the opponent would have no retraction (RET-14)");
    }
  return "";
}

/* RET-7: the units a retraction may put back, the orthodox ones but the
 * king, in the order solutions list them. */
void
fa_retro_init (FaRetro *rt, FaSearch *s)
{
  const FaProblem *p = s->problem;
  memset (rt, 0, sizeof *rt);
  rt->s = s;
  rt->problem = p;
  rt->type = p->retractor.type;
  rt->forward_defence = !p->retractor.no_forward_defence;
  rt->repetition = p->retractor.repetition;
  rt->n = p->stipulation.retractions;
  rt->forced = rt->after_mwu = FA_NO_SQUARE;
  rt->later_swap[0] = rt->later_swap[1] = FA_NO_SQUARE;
  static const char *const kinds[] = { "Q", "R", "B", "S", "P" };
  for (size_t i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      int kind = fa_rules_kind_of (s->rules, fa_piece_lookup_code (kinds[i], strlen (kinds[i])));
      if (kind > 0)
        rt->victim_kinds[rt->n_victim_kinds++] = kind;
    }
  const FaRules *r = s->rules;
  rt->rococo = r->rococo_kinds[0] != 0;
  for (int kind = 1; kind <= r->n_kinds && rt->rococo; kind++)
    for (int side = 0; side < 2; side++)
      {
        /* Any unit but a king may have frozen and removed itself. */
        if (!(r->kinds[kind].spec->flags & FA_PIECE_ROYAL))
          rt->suicide_kinds[side] |= fa_kind_bit (kind);
        if (r->rococo_power[kind] == FA_ROCOCO_SWAPPER && !rt->swapper_kind[side])
          rt->swapper_kind[side] = (uint8_t) kind;
        if (r->rococo_power[kind] == FA_ROCOCO_CANNON_PAWN && !rt->cannon_pawn_kind[side])
          rt->cannon_pawn_kind[side] = (uint8_t) kind;
      }
  if (r->conditions.anticirce != FA_ANTICIRCE_NONE)
    {
      int squares = fa_geometry_n_squares (&r->geometry);
      rt->relocation = g_new (FaSquare, (size_t) (2 * (FA_MAX_KINDS + 1) * squares));
      for (int side = 0; side < 2; side++)
        for (int kind = 0; kind <= FA_MAX_KINDS; kind++)
          for (FaSquare c = 0; c < squares; c++)
            rt->relocation[(side * (FA_MAX_KINDS + 1) + kind) * squares + c]
              = kind >= 1 && kind <= r->n_kinds && fa_square_exists (&r->geometry, c)
                  ? fa_anticirce_home (r, kind, side, c)
                  : FA_NO_SQUARE;
    }
  FaPosition *pos = &s->pos;
  /* The diagram: Black to move, White made the last move (RET-2). */
  pos->side = FA_BLACK;
  pos->ep_target = pos->ep_victim = FA_NO_SQUARE;
  fa_position_set_default_castling (pos);
  fa_retro_push_line (rt);
}

void
fa_retro_clear (FaRetro *rt)
{
  g_clear_pointer (&rt->relocation, g_free);
}

/* ---- Deeper legality (RET-15, level L2) ------------------------------- */

/* How far back a history is sought, and the retractions tried in all. */
#define HISTORY_PLIES 8
#define HISTORY_BUDGET 50000

/* Has the position a history of plies retractions, the sides retracting
 * in turn, each passing RET-10 to RET-13?  A position whose every line
 * back runs into a side with no retraction is no position of a game,
 * however legal it looks (Onitiu 1934: Black's last move g6-g5 leaves
 * Black without retractions two moves later).  When the budget runs out
 * the position is taken as legal: nothing is proved from a search cut
 * short. */
static bool
history_exists (FaRetro *rt, int plies, long *budget)
{
  if (plies == 0 || *budget <= 0)
    return true;
  FaPosition *pos = &rt->s->pos;
  int retractor = pos->side ^ 1;
  FaRetroList list;
  fa_retro_list (rt, &list);
  bool found = false;
  for (int i = 0; i < list.n && !found && *budget > 0; i++)
    {
      FaRetroVictim victims[FA_RETRO_MAX_CHOICES];
      int n_victims = fa_retro_victims (rt, &list.shapes[i], retractor, victims);
      for (int v = 0; v < n_victims && !found && *budget > 0; v++)
        {
          FaRetroUndo u;
          (*budget)--;
          fa_retro_apply (rt, &list.shapes[i], victims[v], &u);
          found = verify (rt, &list.shapes[i], list.after) && position_legal (rt) && history_exists (rt, plies - 1, budget);
          fa_retro_undo (rt, &u);
        }
    }
  fa_retro_list_free (&list);
  return found || *budget <= 0;
}

/* ---- The forward goal ------------------------------------------------- */


/* How a unit of kind makes its double step, if it has one: straight (a
 * pawn's part: the pawn, the dragon, the marine pawn) or diagonally (the
 * Berolina pawn); FA_SHAPE_LEAP for none. */
static FaShape
double_step_shape (const FaRules *r, int kind)
{
  if (kind == r->pawn_kind)
    return FA_SHAPE_PAWN;
  const FaKind *k = &r->kinds[kind];
  for (int i = 0; i < k->n_parts; i++)
    if (k->parts[0][i].shape == FA_SHAPE_PAWN || k->parts[0][i].shape == FA_SHAPE_BEROLINA)
      return k->parts[0][i].shape;
  return FA_SHAPE_LEAP;
}

/* Is the unit on from's move to to a double step? */
static bool
makes_double_step (const FaPosition *pos, FaSquare from, FaSquare to)
{
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_piece (pos, from, moves, 0);
  for (int i = 0; i < n; i++)
    if (moves[i].to == to && moves[i].type == FA_MOVE_DOUBLE_STEP)
      return true;
  return false;
}

/* With the unit on victim just past passed by a double step, has the side
 * to move a capture en passant? */
static bool
takes_en_passant (FaPosition *pos, FaSquare passed, FaSquare victim)
{
  FaEnPassantState saved = fa_en_passant_save (pos);
  pos->ep_target = passed;
  pos->ep_victim = victim;
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_pseudo_legal (pos, moves);
  bool found = false;
  for (int i = 0; i < n && !found; i++)
    found = moves[i].type == FA_MOVE_EN_PASSANT;
  fa_en_passant_restore (pos, saved);
  return found;
}

/* RET-19: an en passant capture is possible only when the opponent's last
 * move is proved the double step: every retraction it has is that one.
 * Sets the position's en passant square when so. */
void
fa_retro_prove_en_passant (FaRetro *rt)
{
  FaPosition *pos = &rt->s->pos;
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int side = pos->side, enemy = side ^ 1, up = side == FA_WHITE ? 1 : -1;
  FaSquare candidate = FA_NO_SQUARE, candidate_start = FA_NO_SQUARE, candidate_passed = FA_NO_SQUARE;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare sq = pos->occupied[i];
      FaPiece p = pos->board[sq];
      FaShape steps = fa_piece_is_side (p, enemy) ? double_step_shape (r, fa_piece_kind (p)) : FA_SHAPE_LEAP;
      if (steps == FA_SHAPE_LEAP || fa_square_rank (g, sq) != (side == FA_WHITE ? g->ranks - 4 : 3))
        continue;
      /* Straight back, or either diagonal back for a Berolina pawn. */
      for (int dx = -1; dx <= 1; dx++)
        {
          if ((steps == FA_SHAPE_PAWN) != (dx == 0))
            continue;
          FaSquare passed = offset (g, sq, dx, up), start = offset (g, sq, 2 * dx, 2 * up);
          if (passed == FA_NO_SQUARE || start == FA_NO_SQUARE || pos->board[passed] || pos->board[start])
            continue;
          /* Could a unit of side take it en passant: a pawn, a dragon's
           * pawn part, a chameleon? */
          if (takes_en_passant (pos, passed, sq))
            {
              if (candidate != FA_NO_SQUARE)
                return; /* two candidates: neither is proved */
              candidate = sq;
              candidate_start = start;
              candidate_passed = passed;
            }
        }
    }
  if (candidate == FA_NO_SQUARE)
    return;
  FaRetroList list;
  fa_retro_list (rt, &list);
  /* The double step is possible, every other last move has no history
   * (RET-15). */
  bool only_double_step = true, any = false;
  long budget = HISTORY_BUDGET;
  for (int i = 0; i < list.n && only_double_step; i++)
    {
      FaRetroVictim victims[FA_RETRO_MAX_CHOICES];
      int n_victims = fa_retro_victims (rt, &list.shapes[i], enemy, victims);
      bool double_step = list.shapes[i].move.to == candidate && list.shapes[i].move.from == candidate_start
                         && list.shapes[i].kind != FA_RETRACTION_APPEARS;
      for (int v = 0; v < n_victims && only_double_step; v++)
        {
          FaRetroUndo u;
          fa_retro_apply (rt, &list.shapes[i], victims[v], &u);
          bool legal = verify (rt, &list.shapes[i], list.after) && position_legal (rt);
          /* (a dragon's double step is proposed as a move between the
           * squares: the forward move tells) */
          if (legal && double_step && victims[v] == 0 && makes_double_step (pos, candidate_start, candidate))
            any = true;
          else if (legal)
            only_double_step = !history_exists (rt, HISTORY_PLIES - 1, &budget);
          fa_retro_undo (rt, &u);
        }
    }
  fa_retro_list_free (&list);
  if (any && only_double_step)
    {
      fa_position_clear_en_passant (pos);
      pos->ep_target = candidate_passed;
      pos->ep_victim = candidate;
      pos->hash ^= r->zobrist_ep[pos->ep_target];
    }
}

/* Does the side to move reach the forward goal (RET-17; for the defender,
 * RET-5's forward defence)? */
bool
fa_retro_forward_goal (FaRetro *rt)
{
  FaPosition *pos = &rt->s->pos;
  FaEnPassantState saved = fa_en_passant_save (pos);
  fa_retro_prove_en_passant (rt);
  bool reached = fa_direct_attack_wins (rt->s, 1);
  fa_en_passant_restore (pos, saved);
  return reached;
}

