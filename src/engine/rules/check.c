#include "rules/check.h"

#include <string.h>

#include "rules/attack.h"
#include "rules/movegen.h"

static inline void
mark (FaCheckInfo *info, FaSquare sq, FaKindSet kinds)
{
  info->direct[sq] |= kinds;
}

static void
add_shield (FaCheckInfo *info, FaSquare shield, int vector, FaSquare rider)
{
  if (info->n_shields == 16)
    info->usable = false;
  else
    {
      info->shield[info->n_shields] = shield;
      info->shield_rider[info->n_shields] = rider;
      info->shield_vector[info->n_shields++] = (uint8_t) vector;
    }
}

static inline void
mark_sensitive (FaCheckInfo *info, FaSquare sq)
{
  info->sensitive[sq >> 6] |= 1ull << (sq & 63);
  info->any_sensitive = true;
}

/* The mover's pieces that stand alone between one of its riders and the
 * enemy king; the squares between one of its hoppers and the king, where
 * a move may give the hopper a hurdle or clear its way (made and tested).
 * Does one of the mover's units of the kinds attackers attack the king
 * already (orthodox attacks, by the tables)?  Then it stops there. */
static bool
find_shields_by_table (FaCheckInfo *info, const FaPosition *pos, FaKindSet attackers)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int side = pos->side;
  unsigned own = fa_side_bit (side);
  const FaKindSet *leaps = r->leap_attacks[side], *rides = r->ride_attacks[side], *hops = r->hop_attacks[side];
  info->hoppers = pos->kinds_present[side] & r->table_hop_kinds[side];
  info->edges = pos->kinds_present[side] & r->edge_ride_kinds[side];
  if (info->hoppers)
    memset (info->sensitive, 0, sizeof info->sensitive);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      if (!(p & own))
        continue;
      int d = fa_square_delta (g, from, info->king), kind = fa_piece_kind (p);
      bool attacker = fa_kind_set_has (attackers, kind);
      if (attacker && fa_kind_set_has (leaps[d], kind))
        return true;
      if (G_UNLIKELY (info->hoppers) && fa_kind_set_has (hops[d], kind))
        {
          int back = r->ride_back_step[d];
          for (FaSquare t = fa_step (g, back, info->king); t != from && t != FA_NO_SQUARE; t = fa_step (g, back, t))
            mark_sensitive (info, t);
          if (attacker && fa_hop_lands (pos, info->king, from, back))
            return true;
        }
      if (!fa_kind_set_has (rides[d], kind) || (info->edges && !fa_table_ride_counts (r, side, kind, from, info->king)))
        continue;
      int outwards = r->ride_back_step[d];
      FaSquare shield = fa_line_lone_piece (pos, info->king, from, outwards, own);
      if (shield >= 0)
        add_shield (info, shield, outwards, from);
      else if (attacker && shield == FA_NO_SQUARE)
        return true;
    }
  return false;
}

/* Are the squares strictly between start and to, walked from start by
 * outwards, empty once the piece on from has left? */
static inline bool
line_clear_once_left (const FaPosition *pos, FaSquare start, FaSquare to, FaSquare from, int outwards)
{
  const FaGeometry *g = &pos->rules->geometry;
  for (FaSquare t = fa_step (g, outwards, start); t != to; t = fa_step (g, outwards, t))
    if (t == FA_NO_SQUARE || (pos->board[t] && t != from))
      return false;
  return true;
}

/* Would a piece of kind `kind` on `to` attack the king directly, once it
 * has left `from`? */
static inline bool
direct_check_by_table (const FaCheckInfo *info, const FaPosition *pos, int kind, FaSquare from, FaSquare to)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int side = pos->side;
  int d = fa_square_delta (g, to, info->king);
  if (fa_kind_set_has (r->leap_attacks[side][d], kind))
    return true;
  int outwards = r->ride_back_step[d];
  if (fa_kind_set_has (r->ride_attacks[side][d], kind)
      && (!info->edges || fa_table_ride_counts (r, side, kind, to, info->king))
      && line_clear_once_left (pos, info->king, to, from, outwards))
    return true;
  if (!info->hoppers || !fa_kind_set_has (r->hop_attacks[side][d], kind))
    return false;
  /* A hop: the hurdle right beside the king, still there once the piece
   * has left from (it cannot be to, which is further out).  On a board
   * with holes the square beside the king may not exist. */
  FaSquare hurdle = fa_step (g, outwards, info->king);
  return hurdle != FA_NO_SQUARE && hurdle != to && hurdle != from && pos->board[hurdle]
         && line_clear_once_left (pos, hurdle, to, from, outwards);
}

/* Roses and path pieces check along paths the maps below do not follow. */
static bool
has_path_rays (const FaRules *r, const FaPosition *pos, int side)
{
  if (r->simple_attacks[side])
    return false;
  for (int i = 0; i < r->n_rays[side]; i++)
    if ((r->rays[side][i].shape == FA_SHAPE_ROSE
         || (fa_ray_needs_made_moves (r->rays[side][i].shape) && r->rays[side][i].shape != FA_SHAPE_BOUNCE))
        && (r->rays[side][i].any_kinds & pos->kinds_present[side]))
      return true;
  return false;
}

static void find_lines (FaCheckInfo *info, const FaPosition *pos);

/* The mover's bouncers of kinds (rules/bouncer.c): one attacks the king
 * only along one of its lines through the king's square, and then as the
 * units on that whole line stand (the squares between, and behind it the
 * distance to the first unit or the edge), so a move that touches no
 * square of such a line and is no bouncer's own cannot make or break a
 * bouncer's check.  Those lines and the bouncers' squares are sensitive:
 * moves from or to them are made and tested.  (A bouncer off every line
 * through the king stays off them while it does not move.) */
static void
mark_bouncer_lines (FaCheckInfo *info, const FaPosition *pos, FaKindSet kinds)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int side = pos->side;
  unsigned own = fa_side_bit (side);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      if (!(p & own) || !fa_kind_set_has (kinds, fa_piece_kind (p)))
        continue;
      mark_sensitive (info, from);
      int dx = fa_square_file (g, from) - fa_square_file (g, info->king);
      int dy = fa_square_rank (g, from) - fa_square_rank (g, info->king);
      if (!fa_vector_on_queen_line (dx, dy))
        continue; /* on none of the king's lines (a bouncer's are a queen's) */
      const FaKind *kind = &r->kinds[fa_piece_kind (p)];
      for (int j = 0; j < kind->n_parts; j++)
        {
          const FaCompiledPart *part = &kind->parts[side][j];
          if (part->shape != FA_SHAPE_BOUNCE)
            continue;
          for (int k = 0; k < part->n_vectors; k++)
            {
              /* The bouncer k steps back from the king along v. */
              FaVector v = g->vectors[part->vectors[k]];
              int steps = v.dx ? -dx * v.dx : -dy * v.dy;
              if (steps <= 0 || dx != -steps * v.dx || dy != -steps * v.dy)
                continue;
              int back = r->unit_steps[-v.dx + 1][-v.dy + 1];
              for (FaSquare t = fa_step (g, back, info->king); t != FA_NO_SQUARE; t = fa_step (g, back, t))
                mark_sensitive (info, t);
            }
        }
    }
}

/* Sentinelles: the squares whose pawn, left by a unit leaving them,
 * may change whether the move checks.  It may make a check where those
 * from which the pawn (the mover's: not under PionAdvers) would capture
 * on the king's square, and those on a line from the king along which
 * one of the mover's hoppers present could attack it (the pawn a
 * hurdle): sentinel_squares.  On a line of one of the mover's riders
 * present it can only block: the check the orthodox prediction sees
 * through the square left (uncovered, or the mover's own line back
 * through it) may be no check: sentinel_blocks.  False when the mover
 * has a kind the attack tables do not describe (its lines are not known
 * here). */
static bool
find_sentinel_squares (FaCheckInfo *info, const FaPosition *pos)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int side = pos->side;
  FaKindSet present = pos->kinds_present[side];
  if (present & ~r->table_test_kinds[side])
    return false;
  const FaSentinellesRule *rule = &r->conditions.sentinelles;
  FaKindSet pawn = rule->adverse ? 0 : fa_kind_bit (rule->kind);
  memset (info->sentinel_squares, 0, sizeof info->sentinel_squares);
  memset (info->sentinel_blocks, 0, sizeof info->sentinel_blocks);
  int n = g->files * g->ranks;
  for (FaSquare sq = 0; sq < n; sq++)
    {
      if (sq == info->king)
        continue;
      int d = fa_square_delta (g, sq, info->king);
      if ((r->leap_attacks[side][d] & pawn) || (r->hop_attacks[side][d] & present))
        info->sentinel_squares[sq >> 6] |= 1ull << (sq & 63);
      if (r->ride_attacks[side][d] & present)
        info->sentinel_blocks[sq >> 6] |= 1ull << (sq & 63);
    }
  return true;
}

void
fa_check_info_init (FaCheckInfo *info, const FaPosition *pos)
{
  const FaRules *r = pos->rules;
  int side = pos->side;
  info->king = pos->king[side ^ 1];
  info->n_shields = 0;
  info->captures_only_block = false;
  /* A king-less side is never in check; hoppers and roses make every
   * move able to check by a hurdle: the fast path covers leaps and rides. */
  /* Under conditions whose effects follow captures alone (Circe,
   * Andernach), the prediction holds for the other moves;
   * fa_move_gives_check makes the captures, or with only leaps and rides
   * (captures_only_block) those predicted to check. */
  /* Under conditions that only forbid captures (Madrasi), a check is an
   * orthodox one that the condition allows: the prediction finds the
   * orthodox checks, fa_move_gives_check makes those moves to confirm. */
  /* Under Anti-Circe alone, likewise for the moves that capture nothing
   * (a capture is made: its unit is relocated), and a move from a square
   * whose occupation forbids an orthodox attack's capture is made, as is
   * a move of the Magic Wandering Unit (it changes colour). */
  /* Neutral units under no such condition: a move does what it does in
   * orthodox chess, a neutral unit attacking (and shielding a line) for
   * the side that moves. */
  const FaConditionRules *c = &r->conditions;
  info->confirm = c->checks_are_allowed_attacks || c->anticirce_alone;
  /* Sentinelles alone: a move does what it does in orthodox chess but
   * for the pawn it may leave behind (find_sentinel_squares). */
  info->sentinels = c->sentinelles_alone;
  info->usable = info->king != FA_NO_SQUARE && (!r->neutral_pieces || r->neutral_plain)
                 && (!c->move_effects || r->neutral_plain || c->effects_on_captures_only || c->sentinelles_alone
                     || c->checks_are_allowed_attacks || (c->anticirce_alone && r->simple_attacks[side]));
  /* ... unless an orthodox attack on the king is there already, which
   * any move might let the condition allow (a paralysed piece freed).
   * The tables' pass below finds it as it finds the shields; the
   * other pass does not look. */
  bool by_table = info->usable && fa_attacks_by_table (pos, side);
  /* The tables take an edgehog's lines; the other pass, like the maps
   * below, no path piece's. */
  if (info->usable && !by_table && has_path_rays (r, pos, side))
    info->usable = false;
  FaKindSet attackers = 0;
  if (info->usable && c->checks_are_allowed_attacks)
    {
      if (!by_table)
        info->usable = !fa_royal_attack_may_be_freed (pos, info->king, side);
      else
        {
          attackers = FA_ALL_KINDS;
          if (fa_kings_paralyse_each_other (pos, info->king, side))
            attackers &= ~fa_kind_bit (r->king_kind);
        }
    }
  if (!info->usable)
    return;
  info->captures_only_block = c->effects_on_captures_only && r->simple_attacks[side] && !r->neutral_pieces
                              && !r->rococo_kinds[0];
  info->any_sensitive = info->hoppers = false;
  info->by_table = by_table;
  if (info->by_table)
    {
      if (find_shields_by_table (info, pos, attackers))
        {
          info->usable = false;
          info->any_sensitive = info->hoppers = false;
          return;
        }
    }
  else
    find_lines (info, pos);
  if (c->anticirce_alone)
    {
      if (!info->any_sensitive)
        memset (info->sensitive, 0, sizeof info->sensitive);
      fa_anticirce_refused_attacks (pos, info->king, side, info->sensitive);
      for (int w = 0; w < FA_MAX_SQUARES / 64; w++)
        info->any_sensitive |= info->sensitive[w] != 0;
      if (pos->mwu != FA_NO_SQUARE)
        mark_sensitive (info, pos->mwu);
    }
  if (info->sentinels && !find_sentinel_squares (info, pos))
    info->usable = false;
}

/* The map of direct checks, the shields of discovered ones, the
 * sensitive squares of hoppers' lines, by walking the mover's rays from
 * the enemy king. */
static void
find_lines (FaCheckInfo *info, const FaPosition *pos)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int side = pos->side;
  /* (Only the board's squares: they come first, rank by rank.) */
  memset (info->direct, 0, sizeof info->direct[0] * (size_t) fa_geometry_n_squares (g));
  memset (info->sensitive, 0, sizeof info->sensitive);
  FaKindSet present = pos->kinds_present[side];
  for (int i = 0; i < r->n_rays[side]; i++)
    {
      const FaAttackRay *ray = &r->rays[side][i];
      if (ray->shape == FA_SHAPE_BOUNCE)
        {
          if (ray->any_kinds & present)
            mark_bouncer_lines (info, pos, ray->any_kinds);
          continue;
        }
      if (ray->shape == FA_SHAPE_ROSE || fa_ray_needs_made_moves (ray->shape))
        continue; /* none on the board (has_path_rays) */
      FaSquare t = fa_step (g, ray->vector, info->king);
      if (t == FA_NO_SQUARE)
        continue;
      if (ray->shape == FA_SHAPE_LEAP)
        {
          mark (info, t, ray->kinds);
          continue;
        }
      if (ray->shape == FA_SHAPE_HOP || ray->shape == FA_SHAPE_LION_HOP)
        {
          /* A hopper's check needs the hopper and its hurdle on this line:
           * a move that touches it may make or break one. */
          if (!(ray->any_kinds & present))
            continue;
          for (; t != FA_NO_SQUARE; t = fa_step (g, ray->vector, t))
            info->sensitive[t >> 6] |= 1ull << (t & 63);
          info->any_sensitive = true;
          continue;
        }
      /* A ride: every square up to and including the first piece. */
      mark (info, t, ray->any_kinds);
      FaSquare shield = FA_NO_SQUARE;
      for (int n = 2; !pos->board[t] && (ray->range == 0 || n <= ray->range); n++)
        {
          t = fa_step (g, ray->vector, t);
          if (t == FA_NO_SQUARE)
            break;
          mark (info, t, ray->kinds);
        }
      if (t == FA_NO_SQUARE || !(ray->kinds & present))
        continue;
      /* A piece of the mover's on the line: is a rider of the mover's
       * behind it?  Then moving it off the line discovers check. */
      if (!fa_piece_is_side (pos->board[t], side))
        continue;
      shield = t;
      int n = 0; /* how far from the king, in the ray's steps */
      for (FaSquare u = info->king; u != shield; u = fa_step (g, ray->vector, u))
        n++;
      for (t = fa_step (g, ray->vector, shield); t != FA_NO_SQUARE; t = fa_step (g, ray->vector, t))
        {
          n++;
          if (ray->range && n > ray->range)
            break;
          FaPiece p = pos->board[t];
          if (!p)
            continue;
          if (fa_piece_is_side (p, side) && fa_kind_set_has (ray->kinds, fa_piece_kind (p)))
            add_shield (info, shield, ray->vector, t);
          break;
        }
    }
}

/* Does sq still stand between the king and the rider on the line from the
 * king along vector (a shield that leaps or hops along the line may land
 * beyond the rider), or on the rider's square (a shield that takes its
 * rider, a neutral unit, uncovers nothing)? */
static bool
still_shields (const FaGeometry *g, FaSquare king, int vector, FaSquare rider, FaSquare sq)
{
  int dx = fa_square_file (g, sq) - fa_square_file (g, king);
  int dy = fa_square_rank (g, sq) - fa_square_rank (g, king);
  int vx = g->vectors[vector].dx, vy = g->vectors[vector].dy;
  if (dx * vy != dy * vx)
    return false;
  int rx = fa_square_file (g, rider) - fa_square_file (g, king);
  int ry = fa_square_rank (g, rider) - fa_square_rank (g, king);
  /* On the line, and on one of the ride's landing squares: a dabbaba
   * rider's line has squares between them, which do not shield. */
  int along = dx * vx + dy * vy;
  return along > 0 && along <= rx * vx + ry * vy && along % (vx * vx + vy * vy) == 0;
}

bool
fa_check_info_is_shield (const FaCheckInfo *info, FaSquare sq)
{
  for (int i = 0; i < info->n_shields; i++)
    if (info->shield[i] == sq)
      return true;
  return false;
}

static bool
made_move_checks (FaPosition *pos, FaMove move)
{
  /* (Under Rex Multiplex a promotion may crown a side's first king.) */
  if (pos->king[pos->side ^ 1] == FA_NO_SQUARE && !pos->rules->conditions.rex_multiplex)
    return false;
  int side = pos->side;
  fa_position_make (pos, move);
  bool check = fa_in_check (pos, side ^ 1);
  fa_position_unmake (pos);
  return check;
}

/* Does the move give an orthodox check, by the prediction? */
static inline bool
predicted_check (const FaCheckInfo *info, const FaPosition *pos, FaMove move)
{
  int kind = fa_piece_kind (pos->board[move.from]);
  if (info->by_table ? direct_check_by_table (info, pos, kind, move.from, move.to) : fa_kind_set_has (info->direct[move.to], kind))
    return true;
  for (int i = 0; i < info->n_shields; i++)
    if (info->shield[i] == move.from
        && !still_shields (&pos->rules->geometry, info->king, info->shield_vector[i], info->shield_rider[i], move.to))
      return true;
  return false;
}

static inline bool
is_sensitive (const FaCheckInfo *info, FaSquare sq)
{
  return (info->sensitive[sq >> 6] >> (sq & 63)) & 1;
}

/* Must the move be made to know whether it checks? */
static inline bool
prediction_unsure (const FaCheckInfo *info, const FaPosition *pos, FaMove move)
{
  return !info->usable || move.promotion || move.special
         || move.type == FA_MOVE_EN_PASSANT || fa_move_castles (move)
         || (pos->rules->conditions.move_effects && (!info->confirm || pos->rules->conditions.anticirce_alone)
             && pos->board[move.to] && !pos->rules->neutral_plain && !info->sentinels && !info->captures_only_block)
         || (info->any_sensitive && (is_sensitive (info, move.from) || is_sensitive (info, move.to)))
         || (info->sentinels && fa_check_info_sentinel_square (info, move.from));
}

/* Sentinelles: may the pawn left where the move starts block the check
 * predicted? */
static inline bool
sentinel_may_block (const FaCheckInfo *info, FaMove move)
{
  return info->sentinels && ((info->sentinel_blocks[move.from >> 6] >> (move.from & 63)) & 1);
}

/* Must a predicted check be confirmed by the move made? */
static inline bool
must_confirm (const FaCheckInfo *info, const FaPosition *pos, FaMove move)
{
  return info->confirm || sentinel_may_block (info, move) || (info->captures_only_block && pos->board[move.to]);
}

bool
fa_move_gives_check (const FaCheckInfo *info, FaPosition *pos, FaMove move)
{
  if (prediction_unsure (info, pos, move))
    return made_move_checks (pos, move);
  if (!predicted_check (info, pos, move))
    return false;
  return !must_confirm (info, pos, move) || made_move_checks (pos, move);
}

int
fa_move_check_hint (const FaCheckInfo *info, FaPosition *pos, FaMove move, bool make_if_unsure)
{
  if (prediction_unsure (info, pos, move))
    return make_if_unsure ? made_move_checks (pos, move) : -1;
  if (!predicted_check (info, pos, move))
    return 0;
  return must_confirm (info, pos, move) ? -1 : 1;
}
