#include "rules/rules.h"

#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <glib/gi18n-lib.h>

#include "rules/paths.h"
#include "rules/rococo.h"

static uint64_t
splitmix64 (uint64_t *state)
{
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

int
fa_rules_kind_of (const FaRules *rules, const FaPieceSpec *spec)
{
  for (int k = 1; k <= rules->n_kinds; k++)
    if (rules->kinds[k].spec == spec)
      return k;
  return 0;
}

static int
add_kind (FaRules *rules, const FaPieceSpec *spec)
{
  int k = fa_rules_kind_of (rules, spec);
  if (k || rules->n_kinds == FA_MAX_KINDS)
    return k;
  k = ++rules->n_kinds;
  rules->kinds[k].spec = spec;
  rules->kinds[k].flags = spec->flags;
  return k;
}

/* The squares (as fa_vector_delta bits) part may move or capture to on
 * an empty board, by its lines: leaps, rides and hops. */
static void
part_offsets (const FaMovementPart *part, uint64_t *bits)
{
  for (int d = 0; d < part->n_directions; d++)
    {
      int dx = part->directions[d][0], dy = part->directions[d][1];
      int first = part->shape == FA_SHAPE_HOP || part->shape == FA_SHAPE_LION_HOP ? 2 : 1;
      int last = part->shape == FA_SHAPE_LEAP ? 1 : part->range ? part->range : FA_MAX_FILES;
      for (int k = first; k <= last && abs (k * dx) < FA_MAX_FILES && abs (k * dy) < FA_MAX_RANKS; k++)
        {
          int delta = fa_vector_delta (k * dx, k * dy);
          bits[delta >> 6] |= 1ull << (delta & 63);
        }
    }
}

/* Can two parts of movement give the same move (both moves, or both
 * captures, to the same square)? */
static bool
parts_overlap (const FaMovement *movement)
{
  for (int i = 0; i < movement->n_parts; i++)
    for (int j = i + 1; j < movement->n_parts; j++)
      {
        const FaMovementPart *a = &movement->parts[i], *b = &movement->parts[j];
        if (a->shape == FA_SHAPE_ROSE || a->shape == FA_SHAPE_PAWN || b->shape == FA_SHAPE_ROSE
            || b->shape == FA_SHAPE_PAWN)
          continue;
        if (!(a->can_move && b->can_move) && !(a->can_capture && b->can_capture))
          continue;
        if (a->absolute != b->absolute)
          return true; /* the offsets below are White's; Black's differ */
        uint64_t x[FA_DELTA_COUNT / 64 + 1] = { 0 }, y[FA_DELTA_COUNT / 64 + 1] = { 0 };
        part_offsets (a, x);
        part_offsets (b, y);
        for (size_t w = 0; w < G_N_ELEMENTS (x); w++)
          if (x[w] & y[w])
            return true;
      }
  return false;
}

/* Can two of the straight lines of an e part (FA_PATHS_LINES) reach one
 * square, one direction a multiple of the other?  Distinct lines from
 * one square meet nowhere else. */
static bool
lines_overlap (const FaMovementPart *part)
{
  for (int i = 0; i < part->n_directions; i++)
    for (int j = 0; j < part->n_directions; j++)
      {
        int ax = part->directions[i][0], ay = part->directions[i][1];
        int bx = part->directions[j][0], by = part->directions[j][1];
        /* b = m a for a whole m >= 1 */
        if (i != j && ax * by == ay * bx && ax * bx + ay * by > 0
            && (ax ? bx % ax == 0 : by % ay == 0))
          return true;
      }
  return false;
}

static bool
compile_kind (FaRules *rules, FaKind *kind, const char **error)
{
  FaMovement movement;
  int error_pos;
  const char *expected;
  if (!fa_movement_parse (kind->spec->movement, &movement, &error_pos, &expected))
    {
      *error = N_("a piece's movement notation does not parse");
      return false;
    }
  kind->n_parts = movement.n_parts;
  kind->may_double = parts_overlap (&movement);
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < movement.n_parts; i++)
      {
        const FaMovementPart *part = &movement.parts[i];
        FaCompiledPart *c = &kind->parts[side][i];
        c->shape = part->shape;
        c->can_move = part->can_move;
        c->can_capture = part->can_capture;
        c->range = part->range;
        c->n_vectors = 0;
        c->marine = part->marine;
        c->reversed = part->reversed;
        c->promotes = (kind->flags & FA_PIECE_PROMOTES) && (part->shape == FA_SHAPE_LEAP || part->shape == FA_SHAPE_RIDE);
        /* a superpawn that steps diagonally: the Berolina one */
        if (c->promotes && !part->can_capture && part->n_directions && part->directions[0][0])
          kind->popeye_order = FA_POPEYE_ORDER_SUPER_BEROLINA;
        if (part->shape == FA_SHAPE_PAWN || part->shape == FA_SHAPE_BEROLINA)
          {
            /* vectors[0]: straight forward (the pawn's step, the Berolina
             * pawn's capture); [1], [2]: the diagonals forward (the pawn's
             * captures, the Berolina pawn's steps). */
            int dy = (side == FA_WHITE) != part->reversed ? 1 : -1;
            c->vectors[0] = (uint8_t) fa_geometry_vector (&rules->geometry, 0, dy);
            c->vectors[1] = (uint8_t) fa_geometry_vector (&rules->geometry, -1, dy);
            c->vectors[2] = (uint8_t) fa_geometry_vector (&rules->geometry, 1, dy);
            c->n_vectors = 3;
            /* a pawn's part of a kind with more (the dragon) does not
             * promote, as in Popeye */
            c->promotes = movement.n_parts == 1;
            if (part->shape == FA_SHAPE_BEROLINA)
              kind->popeye_order = FA_POPEYE_ORDER_BEROLINA;
            if (part->marine)
              kind->popeye_order = FA_POPEYE_ORDER_MARINE;
            if (part->reversed)
              kind->popeye_order = FA_POPEYE_ORDER_PROTEAN_PAWN;
            continue;
          }
        if (part->shape == FA_SHAPE_ROSE || part->shape == FA_SHAPE_DOUBLE_HOP || part->shape == FA_SHAPE_ANGLE_HOP
            || part->shape == FA_SHAPE_REFLECT || part->shape == FA_SHAPE_ROSE_HOP || part->shape == FA_SHAPE_BOUNCY_KNIGHT)
          kind->may_double = true; /* two paths may reach one square */
        if (part->shape == FA_SHAPE_ORPHAN || part->shape == FA_SHAPE_DOUBLE_HOP)
          rules->king_steps_made = true;
        /* Popeye drops a radial piece's, a spiralspringer's, an angle
         * hopper's and a rose hopper's doubles by sorting, as the rose's */
        if (part->shape == FA_SHAPE_RADIAL || part->shape == FA_SHAPE_REFLECT
            || (part->shape == FA_SHAPE_ANGLE_HOP && part->range != FA_ANGLE_HOP_KNIGHT)
            || part->shape == FA_SHAPE_ROSE_HOP
            || (part->shape == FA_SHAPE_BOUNCY_KNIGHT && part->range != FA_UBIUBI)
            || (part->shape == FA_SHAPE_PATHS
                && (part->paths == FA_PATHS_SPIRAL || part->paths == FA_PATHS_DIAGONAL_SPIRAL
                    || (part->paths >= FA_PATHS_SPIRAL_20 && part->paths <= FA_PATHS_GIRLSCOUT))))
          rules->moves_sorted_by_squares = true;
        if (part->shape == FA_SHAPE_ORPHAN)
          {
            /* It may borrow two kinds that reach one square. */
            kind->may_double = true;
            if (part->range == FA_BORROW_FRIEND)
              rules->friend_kinds |= fa_kind_bit ((int) (kind - rules->kinds));
            else
              rules->orphan_kinds |= fa_kind_bit ((int) (kind - rules->kinds));
            rules->borrower_kinds |= fa_kind_bit ((int) (kind - rules->kinds));
            continue;
          }
        if (part->shape == FA_SHAPE_ROCOCO)
          {
            c->rococo = (uint8_t) part->rococo;
            rules->rococo_power[kind - rules->kinds] = (uint8_t) part->rococo;
            rules->rococo_kinds[0] |= fa_kind_bit ((int) (kind - rules->kinds));
            rules->rococo_kinds[part->rococo] |= fa_kind_bit ((int) (kind - rules->kinds));
          }
        if (part->shape == FA_SHAPE_BOUNCE)
          kind->popeye_order = FA_POPEYE_ORDER_BOUNCER;
        if (kind->flags & FA_PIECE_HUNTER)
          kind->popeye_order = FA_POPEYE_ORDER_HUNTER;
        /* Popeye sorts the saltador's moves (its mao hops only move),
         * not the mao- and moahopper's */
        if (part->shape == FA_SHAPE_MAO_HOP && !part->can_capture)
          rules->moves_sorted_by_squares = true;
        if (part->shape == FA_SHAPE_CHINESE_PAWN)
          kind->popeye_order = FA_POPEYE_ORDER_CHINESE_PAWN;
        /* Popeye drops an eagle equihopper's doubles without sorting:
         * its walk keeps Popeye's order */
        if (part->shape == FA_SHAPE_EQUIHOP && part->range >= FA_EQUIHOP_EAGLE)
          kind->popeye_order = FA_POPEYE_ORDER_GENERATED;
        /* nor a UbiUbi's, each square reached once, depth first */
        if (part->shape == FA_SHAPE_BOUNCY_KNIGHT && part->range == FA_UBIUBI)
          kind->popeye_order = FA_POPEYE_ORDER_GENERATED;
        /* Popeye walks a kangaroo's lines the other way round */
        if (part->shape == FA_SHAPE_KANGAROO)
          kind->popeye_order = FA_POPEYE_ORDER_REVERSED;
        /* (the scarabeus, whose doubles Popeye does not sort away) */
        if (part->shape == FA_SHAPE_ANGLE_HOP && part->range == FA_ANGLE_HOP_KNIGHT)
          kind->popeye_order = FA_POPEYE_ORDER_SCARABEUS;
        if (part->shape == FA_SHAPE_PATHS)
          {
            if (part->paths != FA_PATHS_LINES || lines_overlap (part))
              kind->may_double = true;
            if (part->edge_crossing)
              kind->popeye_order = FA_POPEYE_ORDER_REVERSED;
            c->paths = fa_path_tree_new (part, side, rules->geometry.files, rules->geometry.ranks);
            if (!c->paths)
              {
                *error = N_("a piece's paths are too many for one problem");
                return false;
              }
            /* e's straight lines: their vectors too, for the attack rays */
            if (part->paths != FA_PATHS_LINES)
              continue;
          }
        for (int d = 0; d < part->n_directions; d++)
          {
            int dx = part->directions[d][0], dy = part->directions[d][1];
            if (side == FA_BLACK && !part->absolute)
              dy = -dy;
            if (abs (dx) >= rules->geometry.files || abs (dy) >= rules->geometry.ranks)
              continue; /* can never land on this board */
            int v = fa_geometry_vector (&rules->geometry, dx, dy);
            if (v < 0)
              {
                *error = N_("too many different move vectors for one problem");
                return false;
              }
            c->vectors[c->n_vectors++] = (uint8_t) v;
          }
      }
  return true;
}

/* The ray kind joins (one of shape, range and vector, made if new);
 * NULL when there are too many. */
static FaAttackRay *
add_ray (FaRules *rules, int side, FaShape shape, int range, int vector, int kind)
{
  for (int i = 0; i < rules->n_rays[side]; i++)
    {
      FaAttackRay *ray = &rules->rays[side][i];
      if (ray->shape == shape && ray->range == range && ray->vector == vector)
        {
          ray->kinds |= fa_kind_bit (kind);
          return ray;
        }
    }
  if (rules->n_rays[side] == FA_MAX_RAYS)
    return NULL;
  FaAttackRay *ray = &rules->rays[side][rules->n_rays[side]++];
  ray->shape = shape;
  ray->range = range;
  ray->vector = (uint8_t) vector;
  ray->kinds = fa_kind_bit (kind);
  ray->near_kinds = 0;
  return ray;
}

static int
compare_rays (const void *a, const void *b)
{
  /* Leaps first: one look-up each, and the king's neighbours are the most
   * common checkers. */
  const FaAttackRay *x = a, *y = b;
  if (x->shape != y->shape)
    return (int) x->shape - (int) y->shape;
  return (int) x->vector - (int) y->vector;
}

/* A leap along a ride's vector is the ride's first step: one walk serves
 * both (the king and the pawn on the queen's lines). */
static void
merge_leaps_into_rides (FaRules *rules, int side)
{
  FaAttackRay *rays = rules->rays[side];
  int n = rules->n_rays[side], kept = 0;
  bool merged[FA_MAX_RAYS] = { false };
  for (int i = 0; i < n; i++)
    if (rays[i].shape == FA_SHAPE_LEAP)
      for (int j = 0; j < n && !merged[i]; j++)
        if (rays[j].shape == FA_SHAPE_RIDE && rays[j].vector == rays[i].vector)
          {
            rays[j].near_kinds |= rays[i].kinds;
            merged[i] = true;
          }
  for (int i = 0; i < n; i++)
    if (!merged[i])
      rays[kept++] = rays[i];
  rules->n_rays[side] = kept;
}

/* The attack test walks from the attacked square backwards, so every
 * capturing vector is stored negated. */
static bool
build_attack_rays (FaRules *rules, const char **error)
{
  FaGeometry *g = &rules->geometry;
  for (int side = 0; side < 2; side++)
    {
      rules->n_rays[side] = 0;
      for (int k = 1; k <= rules->n_kinds; k++)
        {
          FaKind *kind = &rules->kinds[k];
          for (int i = 0; i < kind->n_parts; i++)
            {
              FaCompiledPart *part = &kind->parts[side][i];
              if (!part->can_capture)
                continue;
              /* The capturing vectors [first, end) and the rays' shape. */
              int first = 0, end = part->n_vectors;
              FaShape shape = part->shape;
              if (shape == FA_SHAPE_PAWN && part->marine)
                {
                  /* the diagonals, a locust's leaps: the victim one step
                   * away, the square beyond empty */
                  for (int d = 1; d <= 2; d++)
                    {
                      FaVector v = g->vectors[part->vectors[d]];
                      int reverse = fa_geometry_vector (g, -v.dx, -v.dy);
                      FaAttackRay *ray = reverse < 0 ? NULL : add_ray (rules, side, FA_SHAPE_LOCUST, 1, reverse, k);
                      if (!ray)
                        goto too_many;
                      ray->beyond = part->vectors[d];
                    }
                  continue;
                }
              if (shape == FA_SHAPE_PAWN)
                {
                  /* the diagonals, leaps; a pawn's part of a kind with
                   * more (the dragon) apart, as it does not capture from
                   * its first rank (attack.c) */
                  first = 1;
                  /* (a hunter's pawn observes from its first rank too,
                   * where it does not move: Popeye's) */
                  shape = kind->n_parts == 1 || (kind->flags & FA_PIECE_HUNTER) ? FA_SHAPE_LEAP : FA_SHAPE_PAWN;
                }
              else if (shape == FA_SHAPE_BEROLINA)
                {
                  end = 1; /* straight forward, a leap */
                  shape = FA_SHAPE_LEAP;
                }
              else if (shape == FA_SHAPE_PATHS && part->n_vectors > 0)
                /* e: straight lines, walked from the attacked square as
                 * rides, the edge rule checked on the attacker found */
                shape = FA_SHAPE_EDGE_LINE;
              else if (shape == FA_SHAPE_ROSE || shape == FA_SHAPE_PATHS || shape == FA_SHAPE_ORPHAN
                       || shape == FA_SHAPE_ROCOCO || shape == FA_SHAPE_EQUIHOP || shape == FA_SHAPE_DOUBLE_HOP
                       || shape == FA_SHAPE_RADIAL || shape == FA_SHAPE_ANGLE_HOP || shape == FA_SHAPE_REFLECT
                       || shape == FA_SHAPE_BOUNCE || shape == FA_SHAPE_ROSE_HOP || shape == FA_SHAPE_NEAR_HOP
                       || shape == FA_SHAPE_QUERQUISITE || shape == FA_SHAPE_MAO_HOP
                       || shape == FA_SHAPE_KANGAROO || shape == FA_SHAPE_CHINESE_PAWN
                       || shape == FA_SHAPE_BOUNCY_KNIGHT)
                {
                  /* Roses, path pieces, orphans (the Rococo pieces: their
                   * own attack test, rules/rococo.c): one ray for the kind,
                   * which the attack test walks from the attacker. */
                  if (!add_ray (rules, side, shape, 0, 0, k))
                    goto too_many;
                  continue;
                }
              for (int d = first; d < end; d++)
                {
                  FaVector v = g->vectors[part->vectors[d]];
                  int reverse = fa_geometry_vector (g, -v.dx, -v.dy);
                  FaAttackRay *ray = reverse < 0 ? NULL : add_ray (rules, side, shape, part->range, reverse, k);
                  if (!ray)
                    goto too_many;
                  if (shape == FA_SHAPE_LOCUST)
                    ray->beyond = part->vectors[d]; /* the landing square lies the other way */
                }
            }
        }
      merge_leaps_into_rides (rules, side);
      qsort (rules->rays[side], (size_t) rules->n_rays[side], sizeof (FaAttackRay), compare_rays);
      rules->simple_attacks[side] = true;
      for (int i = 0; i < rules->n_rays[side]; i++)
        if (rules->rays[side][i].shape != FA_SHAPE_LEAP && rules->rays[side][i].shape != FA_SHAPE_RIDE)
          rules->simple_attacks[side] = false;
    }
  return true;
too_many:
  *error = N_("too many different move vectors for one problem");
  return false;
}

/* A ride's or a hop's attacks along back (the step from the attacked
 * square to the attacker) at every distance its range allows. */
static void
add_line_attacks (const FaGeometry *g, FaKindSet *attacks, uint8_t *back_step, const FaAttackRay *ray,
                  FaVector back)
{
  for (int n = 1; (ray->range == 0 || n <= ray->range)
                  && abs (n * back.dx) < g->files && abs (n * back.dy) < g->ranks; n++)
    {
      int d = fa_vector_delta (-n * back.dx, -n * back.dy);
      attacks[d] |= ray->kinds;
      back_step[d] = ray->vector;
    }
}

/* The piece-centric attack tables, read off the attack rays (whose
 * vectors point from the attacked square to the attacker). */
static void
build_attack_tables (FaRules *rules)
{
  const FaGeometry *g = &rules->geometry;
  for (int side = 0; side < 2; side++)
    {
      FaKindSet all = 0, untabled = 0, hoppers = 0, riders = 0, edge_riders = 0;
      for (int k = 1; k <= rules->n_kinds; k++)
        all |= fa_kind_bit (k);
      for (int i = 0; i < rules->n_rays[side]; i++)
        {
          const FaAttackRay *ray = &rules->rays[side][i];
          FaVector back = g->vectors[ray->vector];
          int first = fa_vector_delta (-back.dx, -back.dy);
          switch (ray->shape)
            {
            case FA_SHAPE_LEAP:
              rules->leap_attacks[side][first] |= ray->kinds;
              break;
            case FA_SHAPE_RIDE:
            case FA_SHAPE_EDGE_LINE:
              /* An edgehog's line is a ride that counts only across the
               * edge, which fa_table_ride_counts asks of the two squares: the
               * tables, and the check prediction and legality filter that
               * read them, take it as they take a queen's (its first step
               * is no leap: it may not cross the edge). */
              if (ray->shape == FA_SHAPE_EDGE_LINE)
                edge_riders |= ray->kinds;
              else
                {
                  rules->leap_attacks[side][first] |= ray->near_kinds;
                  riders |= ray->kinds;
                }
              if (fa_vector_gcd (back.dx, back.dy) != 1)
                untabled |= ray->kinds;
              else
                add_line_attacks (g, rules->ride_attacks[side], rules->ride_back_step, ray, back);
              break;
            case FA_SHAPE_HOP:
              /* A hop of the grasshopper's kind lands right behind its
               * hurdle: the square before the attacked one. */
              hoppers |= ray->kinds;
              if (fa_vector_gcd (back.dx, back.dy) != 1 || ray->range != 0)
                untabled |= ray->kinds;
              else
                add_line_attacks (g, rules->hop_attacks[side], rules->ride_back_step, ray, back);
              break;
            default:
              untabled |= ray->kinds | ray->near_kinds;
              break;
            }
        }
      /* A kind with plain rides beside its edge lines: the tables could
       * not tell the two apart. */
      untabled |= edge_riders & riders;
      rules->table_test_kinds[side] = all & ~untabled;
      rules->table_hop_kinds[side] = hoppers & ~untabled;
      rules->edge_ride_kinds[side] = edge_riders & ~untabled;
      rules->table_extra_kinds[side] = rules->table_hop_kinds[side] | rules->edge_ride_kinds[side];
      /* (one_move_check's tables know plain leaps and rides only) */
      rules->table_attack_kinds[side] = all & ~untabled & ~hoppers & ~edge_riders;
      FaKindSet test_ok = rules->table_test_kinds[side];
      /* The rays of kinds the attack test's tables do not describe last,
       * so that it can walk those alone (attack.c). */
      FaAttackRay *rays = rules->rays[side];
      int n = rules->n_rays[side], kept = 0;
      FaAttackRay others[FA_MAX_RAYS];
      int n_others = 0;
      for (int i = 0; i < n; i++)
        if ((rays[i].kinds | rays[i].near_kinds) & ~test_ok)
          others[n_others++] = rays[i];
        else
          rays[kept++] = rays[i];
      rules->other_rays_from[side] = kept;
      for (int i = 0; i < n_others; i++)
        rays[kept + i] = others[i];
    }
}

/* rules->kind_rays, read off the merged rays: a leap merged into a ride
 * is a leap again.  Every ray's any_kinds set, too. */
static bool
build_kind_rays (FaRules *rules)
{
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < rules->n_rays[side]; i++)
      rules->rays[side][i].any_kinds = rules->rays[side][i].kinds | rules->rays[side][i].near_kinds;
  int total = 0;
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < rules->n_rays[side]; i++)
      total += fa_kind_set_size (rules->rays[side][i].any_kinds);
  rules->kind_rays = malloc (sizeof (FaAttackRay) * (size_t) MAX (total, 1));
  if (!rules->kind_rays)
    return false;
  int n = 0;
  for (int side = 0; side < 2; side++)
    for (int k = 1; k <= rules->n_kinds; k++)
      {
        FaKindSet bit = fa_kind_bit (k);
        rules->kind_rays_start[side][k] = (uint16_t) n;
        for (int i = 0; i < rules->n_rays[side]; i++)
          {
            FaAttackRay ray = rules->rays[side][i];
            if (!(ray.any_kinds & bit))
              continue;
            if (!(ray.kinds & bit))
              ray.shape = FA_SHAPE_LEAP;
            ray.kinds = ray.any_kinds = bit;
            ray.near_kinds = 0;
            rules->kind_rays[n++] = ray;
          }
        rules->kind_rays_count[side][k] = (uint16_t) (n - rules->kind_rays_start[side][k]);
      }
  return true;
}

/* Adds to out every vector (within the delta range) a part of `kind`
 * moves by; false when a part is neither a leap nor a ride. */
static bool
part_move_vectors (const FaGeometry *g, const FaCompiledPart *part, GArray *out)
{
  /* (a superpawn's promote: the move ends another kind) */
  if ((part->shape != FA_SHAPE_LEAP && part->shape != FA_SHAPE_RIDE) || part->promotes)
    return false;
  for (int i = 0; i < part->n_vectors; i++)
    {
      FaVector v = g->vectors[part->vectors[i]];
      int last = part->shape == FA_SHAPE_LEAP ? 1 : part->range ? part->range : FA_MAX_FILES;
      /* (no move leaves the board: longer ones would only cost set-up time) */
      for (int n = 1; n <= last && abs (n * v.dx) < g->files && abs (n * v.dy) < g->ranks; n++)
        {
          FaVector m = { (int8_t) (n * v.dx), (int8_t) (n * v.dy) };
          g_array_append_val (out, m);
        }
    }
  return true;
}

/* rules->one_move_check: a move vector then an attack vector. */
static void
build_one_move_checks (FaRules *rules)
{
  const FaGeometry *g = &rules->geometry;
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (FaVector));
  for (int side = 0; side < 2; side++)
    for (int k = 1; k <= rules->n_kinds; k++)
      {
        FaKindSet bit = fa_kind_bit (k);
        const FaKind *kind = &rules->kinds[k];
        bool edge_lines = kind->n_parts > 0;
        for (int i = 0; i < kind->n_parts; i++)
          edge_lines &= kind->parts[side][i].shape == FA_SHAPE_PATHS && kind->parts[side][i].paths->edge_crossing;
        if (edge_lines)
          rules->edge_line_kinds[side] |= bit;
        if (!(rules->table_attack_kinds[side] & bit))
          continue;
        g_array_set_size (moves, 0);
        bool simple = true;
        for (int i = 0; i < kind->n_parts && simple; i++)
          simple = part_move_vectors (g, &kind->parts[side][i], moves);
        if (!simple)
          continue;
        rules->one_move_check_kinds[side] |= bit;
        /* Its rides are attack rides, so their steps have no common divisor. */
        bool moves_as_attacks = true;
        for (int i = 0; i < kind->n_parts; i++)
          moves_as_attacks &= kind->parts[side][i].can_move && kind->parts[side][i].can_capture;
        if (moves_as_attacks)
          rules->moves_as_attacks_kinds[side] |= bit;
        int attacks[FA_DELTA_COUNT], n_attacks = 0;
        for (int a = 0; a < FA_DELTA_COUNT; a++)
          if ((rules->leap_attacks[side][a] | rules->ride_attacks[side][a]) & bit)
            attacks[n_attacks++] = a;
        for (int i = 0; i < n_attacks; i++)
          {
            int ax = attacks[i] % 32 - 15, ay = attacks[i] / 32 - 15;
            for (guint m = 0; m < moves->len; m++)
              {
                FaVector v = g_array_index (moves, FaVector, m);
                int dx = v.dx + ax, dy = v.dy + ay;
                if (abs (dx) < g->files && abs (dy) < g->ranks)
                  rules->one_move_check[side][fa_vector_delta (dx, dy)] |= bit;
              }
          }
      }
  g_array_free (moves, TRUE);
}

/* An upper bound on the moves one part can give from one square. */
static int
part_move_bound (const FaRules *rules, const FaCompiledPart *part)
{
  const FaGeometry *g = &rules->geometry;
  /* Every leap changes the file or the rank, always the same way. */
  int longest = MAX (g->files, g->ranks) - 1;
  switch (part->shape)
    {
    case FA_SHAPE_LEAP:
    case FA_SHAPE_HOP:
    case FA_SHAPE_LOCUST:
      return part->n_vectors * (part->promotes ? MAX (1, rules->n_promotions) : 1);
    case FA_SHAPE_RIDE:
      return part->n_vectors * (part->range ? MIN (part->range, longest) : longest)
             * (part->promotes ? MAX (1, rules->n_promotions) : 1);
    case FA_SHAPE_LION_HOP:
      return part->n_vectors * longest;
    case FA_SHAPE_ROSE:
      return MIN (16 * 7, g->files * g->ranks);
    case FA_SHAPE_PATHS:
      return part->paths->n_destinations; /* doubles included, dropped later */
    case FA_SHAPE_ORPHAN:
      return 0; /* the other kinds' bounds: compute_move_bound */
    case FA_SHAPE_EDGE_LINE:
      return 0; /* attack rays only */
    case FA_SHAPE_ROCOCO:
      return fa_rococo_move_bound (rules, part);
    case FA_SHAPE_EQUIHOP:
      /* one hop a direction; the nonstop one's over any square; the
       * eagle's two a hurdle, doubles included */
      if (part->range >= FA_EQUIHOP_EAGLE)
        return 2 * g->files * g->ranks;
      return part->range >= FA_EQUIHOP_NONSTOP ? g->files * g->ranks : part->n_vectors;
    case FA_SHAPE_DOUBLE_HOP:
      return part->n_vectors * part->n_vectors; /* doubles included, dropped later */
    case FA_SHAPE_RADIAL:
      return g->files * g->ranks; /* each arrival once */
    case FA_SHAPE_ANGLE_HOP:
      return 2 * part->n_vectors; /* two turns a line */
    case FA_SHAPE_REFLECT:
      return g->files * g->ranks; /* each arrival once */
    case FA_SHAPE_BOUNCE:
      return part->n_vectors;
    case FA_SHAPE_ROSE_HOP:
      return 16 * 7; /* sixteen circles, doubles included */
    case FA_SHAPE_NEAR_HOP:
      return part->n_vectors * (part->range == 1 ? 1 : longest);
    case FA_SHAPE_QUERQUISITE:
      return 8 * longest; /* a queen's at most */
    case FA_SHAPE_MAO_HOP:
      return part->n_vectors * (part->range >= FA_MAO_RIDER_LION ? longest : 1);
    case FA_SHAPE_KANGAROO:
      return part->n_vectors * (part->range == 1 ? 1 : longest);
    case FA_SHAPE_CHINESE_PAWN:
      return part->n_vectors;
    case FA_SHAPE_BOUNCY_KNIGHT:
      return g->files * g->ranks; /* each arrival once */
    case FA_SHAPE_PAWN:
    case FA_SHAPE_BEROLINA:
      /* a step, its capture diagonals (each with every promotion), and a
       * double step or an en passant capture (the Berolina pawn: two
       * steps, a capture, two double steps) */
      return 3 * MAX (1, MAX (rules->n_promotions, rules->n_marine_promotions)) + 2;
    }
  return 0;
}

static void
compute_move_bound (FaRules *rules)
{
  rules->max_piece_moves = 1;
  for (int k = 1; k <= rules->n_kinds; k++)
    for (int side = 0; side < 2; side++)
      {
        FaKind *kind = &rules->kinds[k];
        int moves = 0;
        for (int i = 0; i < kind->n_parts; i++)
          moves += part_move_bound (rules, &kind->parts[side][i]);
        kind->max_moves = MAX (kind->max_moves, moves);
        rules->max_piece_moves = MAX (rules->max_piece_moves, moves);
      }
  /* An orphan (a friend) moves as any of the others, each as far as it
   * can. */
  int borrowed = 0;
  for (int k = 1; k <= rules->n_kinds; k++)
    if (!fa_kind_set_has (rules->borrower_kinds, k))
      borrowed += rules->kinds[k].max_moves;
  for (int k = 1; k <= rules->n_kinds; k++)
    if (fa_kind_set_has (rules->borrower_kinds, k))
      {
        rules->kinds[k].max_moves += borrowed;
        rules->max_piece_moves = MAX (rules->max_piece_moves, rules->kinds[k].max_moves);
      }
}

static void
init_castling (FaRules *rules)
{
  const FaGeometry *g = &rules->geometry;
  memset (rules->castling_keep_mask, 0xff, sizeof rules->castling_keep_mask);
  rules->castling_possible = g->files == 8 && g->ranks >= 2;
  if (!rules->castling_possible)
    return;
  for (int side = 0; side < 2; side++)
    {
      int rank = side == FA_WHITE ? 0 : g->ranks - 1;
      unsigned short_bit = side == FA_WHITE ? FA_CASTLE_WHITE_SHORT : FA_CASTLE_BLACK_SHORT;
      unsigned long_bit = side == FA_WHITE ? FA_CASTLE_WHITE_LONG : FA_CASTLE_BLACK_LONG;
      rules->castle_king_from[side] = fa_square_make (g, 4, rank);
      rules->castle_rook_short[side] = fa_square_make (g, 7, rank);
      rules->castle_rook_long[side] = fa_square_make (g, 0, rank);
      rules->castling_keep_mask[rules->castle_king_from[side]] &= (uint8_t) ~(short_bit | long_bit);
      rules->castling_keep_mask[rules->castle_rook_short[side]] &= (uint8_t) ~short_bit;
      rules->castling_keep_mask[rules->castle_rook_long[side]] &= (uint8_t) ~long_bit;
    }
}

void
fa_rules_castle_by_pieces (FaRules *rules)
{
  rules->conditions.castling_by_pieces = true;
  if (!rules->castling_possible)
    return;
  rules->castling_keep_mask[rules->castle_king_from[FA_WHITE]] = (uint8_t) ~FA_CASTLE_WHITE_KING_HOME;
  rules->castling_keep_mask[rules->castle_king_from[FA_BLACK]] = (uint8_t) ~FA_CASTLE_BLACK_KING_HOME;
}

static void
init_zobrist (FaRules *rules)
{
  uint64_t state = 0x46616572696531ull; /* fixed: hashes are reproducible */
  /* Only the pieces of these kinds on this board's squares: the full
   * table is half a megabyte of keys, most of them never read. */
  int pieces = (rules->n_kinds + 1) << 2, squares = fa_geometry_n_squares (&rules->geometry);
  for (int p = 0; p < pieces; p++)
    for (int sq = 0; sq < squares; sq++)
      rules->zobrist[p][sq] = splitmix64 (&state);
  for (int i = 0; i < 16; i++)
    rules->zobrist_castling[i] = i ? splitmix64 (&state) : 0;
  for (int sq = 0; sq < FA_MAX_SQUARES; sq++)
    rules->zobrist_ep[sq] = splitmix64 (&state);
  rules->zobrist_side = splitmix64 (&state);
  /* The kings' home bits last, so that orthodox keys stay as they were. */
  uint64_t home[2] = { splitmix64 (&state), splitmix64 (&state) };
  for (int i = 16; i < 64; i++)
    rules->zobrist_castling[i] = rules->zobrist_castling[i & 15] ^ ((i & FA_CASTLE_WHITE_KING_HOME) ? home[0] : 0)
                                 ^ ((i & FA_CASTLE_BLACK_KING_HOME) ? home[1] : 0);
}

static bool
has_rose_kind (const FaRules *rules)
{
  for (int k = 1; k <= rules->n_kinds; k++)
    for (int side = 0; side < 2; side++)
      for (int i = 0; i < rules->kinds[k].n_parts; i++)
        if (rules->kinds[k].parts[side][i].shape == FA_SHAPE_ROSE)
          return true;
  return false;
}

/* Does a unit of spec promote as a marine pawn (its one part one)? */
static bool
promotes_to_marine_pieces (const FaPieceSpec *spec)
{
  FaMovement movement;
  int at;
  const char *expected;
  return fa_movement_parse (spec->movement, &movement, &at, &expected) && movement.n_parts == 1
         && movement.parts[0].shape == FA_SHAPE_PAWN && movement.parts[0].marine;
}

/* Inserts kind k into list (n long) in Popeye's order of kinds. */
static void
insert_in_popeye_order (const FaRules *rules, uint8_t *list, int *n, int k)
{
  int i = (*n)++;
  int rank = fa_piece_popeye_rank (rules->kinds[k].spec);
  while (i > 0 && fa_piece_popeye_rank (rules->kinds[list[i - 1]].spec) > rank)
    {
      list[i] = list[i - 1];
      i--;
    }
  list[i] = (uint8_t) k;
}

/* With a marine pawn in the problem: its promotions, as Popeye's (the
 * sirene, triton, nereide and marine knight for the queen, rook, bishop
 * and knight, and the problem's other kinds, the orthodox four only
 * where the problem has them), the marine pieces added as kinds where
 * the problem has none.  The orthodox pawn's promotions are made
 * before: it promotes to the marine pieces only when they are in the
 * problem.  False when there is no room for the kinds. */
static bool
add_marine_promotions (FaRules *rules, const FaPieceSpec *const *specs, int n_specs)
{
  bool marine = false;
  for (int i = 0; i < n_specs; i++)
    marine |= promotes_to_marine_pieces (specs[i]);
  if (!marine)
    return true;
  static const char *const marine_codes[] = { "SI", "TR", "ND", "MS" };
  for (size_t i = 0; i < G_N_ELEMENTS (marine_codes); i++)
    {
      int k = add_kind (rules, fa_piece_lookup_code (marine_codes[i], strlen (marine_codes[i])));
      if (!k)
        return false;
      insert_in_popeye_order (rules, rules->marine_promotions, &rules->n_marine_promotions, k);
    }
  for (int i = 0; i < n_specs; i++)
    {
      int k = fa_rules_kind_of (rules, specs[i]);
      bool listed = false;
      for (int j = 0; j < rules->n_marine_promotions; j++)
        listed |= rules->marine_promotions[j] == k;
      if (!listed && !(specs[i]->flags & (FA_PIECE_NO_PROMOTION | FA_PIECE_ROYAL | FA_PIECE_PAWN)))
        insert_in_popeye_order (rules, rules->marine_promotions, &rules->n_marine_promotions, k);
    }
  /* The move order's rank of a promotion (search.c): Popeye's order
   * of kinds over both lists. */
  uint8_t all[2 * FA_MAX_KINDS];
  int n_all = 0;
  for (int i = 0; i < rules->n_promotions; i++)
    insert_in_popeye_order (rules, all, &n_all, rules->promotions[i]);
  for (int i = 0; i < rules->n_marine_promotions; i++)
    if (!rules->promotion_order[rules->marine_promotions[i]])
      insert_in_popeye_order (rules, all, &n_all, rules->marine_promotions[i]);
  for (int i = 0; i < n_all; i++)
    rules->promotion_order[all[i]] = (uint8_t) (i + 1);
  return true;
}

/* Whether a kind other than the six orthodox ones is in play (a royal
 * piece other than the king counts: Popeye's royal knight is no king). */
static bool
has_fairy_kind (const FaRules *rules)
{
  const FaPieceSpec *orthodox[] = { fa_piece_king (),   fa_piece_queen (),  fa_piece_rook (),
                                    fa_piece_bishop (), fa_piece_knight (), fa_piece_pawn () };
  for (int k = 1; k <= rules->n_kinds; k++)
    {
      const FaPieceSpec *spec = rules->kinds[k].spec;
      bool found = false;
      for (size_t i = 0; i < G_N_ELEMENTS (orthodox) && !found; i++)
        found = spec == orthodox[i];
      if (!found)
        return true;
    }
  return false;
}

/* Gives back the memory of rules itself (its memory field is inside). */
static void
release_rules (FaRules *rules)
{
  FaTableMemory memory = rules->memory;
  fa_table_memory_free (&memory);
}

bool
fa_kind_idles_on_first_rank (const FaKind *kind)
{
  /* the plain and the Berolina pawn, whose captures the leap tables list
   * (a hunter's pawn observes from its first rank; attack.c's rays test
   * the first rank of the others, the dragon's pawn) */
  return kind->n_parts == 1 && !(kind->flags & FA_PIECE_HUNTER)
         && (kind->parts[0][0].shape == FA_SHAPE_PAWN || kind->parts[0][0].shape == FA_SHAPE_BEROLINA)
         && !kind->parts[0][0].marine && !kind->parts[0][0].reversed;
}

void
fa_rules_let_pawns_stand_on_first_rank (FaRules *rules)
{
  for (int side = 0; side < 2; side++)
    for (int k = 1; k <= rules->n_kinds; k++)
      if (fa_kind_idles_on_first_rank (&rules->kinds[k]) && fa_kind_set_has (rules->table_test_kinds[side], k))
        rules->first_rank_pawn_kinds[side] |= fa_kind_bit (k);
  for (int side = 0; side < 2; side++)
    rules->table_extra_kinds[side] |= rules->first_rank_pawn_kinds[side];
}

FaRules *
fa_rules_new (int files, int ranks, const bool *holes,
              const FaPieceSpec *const *specs, int n_specs, const char **error)
{
  if (files < 1 || ranks < 1 || files > FA_MAX_FILES || ranks > FA_MAX_RANKS)
    {
      *error = N_("the board must be between 1x1 and 16x16");
      return NULL;
    }
  FaTableMemory memory;
  FaRules *rules = fa_table_memory_new (&memory, sizeof *rules);
  if (!rules)
    {
      *error = N_("out of memory");
      return NULL;
    }
  rules->memory = memory;
  fa_geometry_init (&rules->geometry, files, ranks, holes);
  rules->king_kind = add_kind (rules, fa_piece_king ());
  rules->pawn_kind = add_kind (rules, fa_piece_pawn ());
  add_kind (rules, fa_piece_queen ());
  add_kind (rules, fa_piece_knight ());
  rules->rook_kind = add_kind (rules, fa_piece_rook ());
  add_kind (rules, fa_piece_bishop ());
  for (int i = 0; i < n_specs; i++)
    if (!add_kind (rules, specs[i]))
      {
        _Static_assert (FA_MAX_KINDS == 127, "the message names the limit");
        *error = N_("more than 127 kinds of piece in one problem");
        release_rules (rules);
        return NULL;
      }

  /* Popeye's promotion order: its piece table's, which begins Q S R B. */
  for (int k = 1; k <= rules->n_kinds; k++)
    if (!(rules->kinds[k].flags & (FA_PIECE_NO_PROMOTION | FA_PIECE_ROYAL | FA_PIECE_PAWN)))
      insert_in_popeye_order (rules, rules->promotions, &rules->n_promotions, k);
  for (int i = 0; i < rules->n_promotions; i++)
    rules->promotion_order[rules->promotions[i]] = (uint8_t) (i + 1);
  if (!add_marine_promotions (rules, specs, n_specs))
    {
      *error = N_("more than 127 kinds of piece in one problem");
      release_rules (rules);
      return NULL;
    }
  for (int k = 1; k <= rules->n_kinds; k++)
    {
      const FaPieceSpec *base = fa_piece_royal_base (rules->kinds[k].spec);
      int order = base ? rules->promotion_order[fa_rules_kind_of (rules, base)] : 0;
      if (order)
        rules->royal_promotions[order - 1] = (uint8_t) k;
    }
  for (int k = 1; k <= rules->n_kinds; k++)
    {
      const FaPieceSpec *base = fa_piece_paralysing_base (rules->kinds[k].spec);
      int order = base ? rules->promotion_order[fa_rules_kind_of (rules, base)] : 0;
      if (order)
        rules->paralysing_promotions[order - 1] = (uint8_t) k;
    }

  for (int k = 1; k <= rules->n_kinds; k++)
    if (!compile_kind (rules, &rules->kinds[k], error))
      {
        fa_rules_free (rules);
        return NULL;
      }
  static const int rose_circle[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                         { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  for (int i = 0; i < 8; i++)
    rules->rose_vectors[i] = (uint8_t) fa_geometry_vector (&rules->geometry, rose_circle[i][0], rose_circle[i][1]);
  for (int dx = -1; dx <= 1; dx++)
    for (int dy = -1; dy <= 1; dy++)
      rules->unit_steps[dx + 1][dy + 1] = (int16_t) (dx || dy ? fa_geometry_vector (&rules->geometry, dx, dy) : -1);
  /* Popeye drops an orphan's and a friend's doubles (two kinds lend it
   * one move) by sorting too. */
  rules->moves_sorted_by_squares |= has_rose_kind (rules) || rules->borrower_kinds;
  /* Popeye's own mate generator is not used then: its goal moves come
   * sorted like all others.  Nor with a fairy or royal piece (other than
   * a king) anywhere on the board, of either side: then Popeye lists the
   * moves that reach the goal at once in the usual order too. */
  if (rules->moves_sorted_by_squares || has_fairy_kind (rules))
    rules->conditions.goal_moves_in_usual_order = true;
  if (!build_attack_rays (rules, error))
    {
      fa_rules_free (rules);
      return NULL;
    }
  build_attack_tables (rules);
  if (!build_kind_rays (rules))
    {
      *error = N_("out of memory");
      fa_rules_free (rules);
      return NULL;
    }
  build_one_move_checks (rules);
  compute_move_bound (rules);
  init_castling (rules);
  init_zobrist (rules);
  return rules;
}

/* Frees what compile_kind made: the path trees. */
static void
free_kinds (FaRules *rules)
{
  for (int k = 1; k <= rules->n_kinds; k++)
    for (int side = 0; side < 2; side++)
      for (int i = 0; i < rules->kinds[k].n_parts; i++)
        fa_path_tree_free (rules->kinds[k].parts[side][i].paths);
}

void
fa_rules_free (FaRules *rules)
{
  if (rules)
    {
      free (rules->kind_rays);
      free_kinds (rules);
      release_rules (rules);
    }
}
