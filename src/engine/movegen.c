#include "movegen.h"

#include "move-list.h"

#include <string.h>

#include "attack.h"

static inline FaMove
make_move (FaSquare from, FaSquare to, int promotion, int flags)
{
  FaMove m = { (uint8_t) from, (uint8_t) to, (uint8_t) promotion, (uint8_t) flags };
  return m;
}

/* Adds the move, or one move per promotion choice when a pawn reaches its
 * last rank. */
static int
add_pawn_move (const FaPosition *pos, FaMove *moves, int n, FaSquare from, FaSquare to, int flags)
{
  const FaRules *r = pos->rules;
  int rank = fa_square_rank (&r->geometry, to);
  int last = pos->side == FA_WHITE ? r->geometry.ranks - 1 : 0;
  if (rank != last)
    {
      moves[n++] = make_move (from, to, 0, flags);
      return n;
    }
  for (int i = 0; i < r->n_promotions; i++)
    moves[n++] = make_move (from, to, r->promotions[i], flags);
  return n;
}

static int
generate_pawn (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, FaMove *moves, int n)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  if (part->can_move)
    {
      FaSquare to = fa_step (g, part->vectors[0], from);
      if (to != FA_NO_SQUARE && !pos->board[to])
        {
          n = add_pawn_move (pos, moves, n, from, to, 0);
          int start_rank = pos->side == FA_WHITE ? 1 : g->ranks - 2;
          if (fa_square_rank (g, from) == start_rank)
            {
              FaSquare to2 = fa_step (g, part->vectors[0], to);
              if (to2 != FA_NO_SQUARE && !pos->board[to2])
                moves[n++] = make_move (from, to2, 0, FA_MOVE_DOUBLE_STEP);
            }
        }
    }
  if (part->can_capture)
    for (int i = 1; i <= 2; i++)
      {
        FaSquare to = fa_step (g, part->vectors[i], from);
        if (to == FA_NO_SQUARE)
          continue;
        if (pos->board[to] & enemy)
          n = add_pawn_move (pos, moves, n, from, to, 0);
        else if (to == pos->ep_target && pos->ep_victim != FA_NO_SQUARE && (pos->board[pos->ep_victim] & enemy))
          moves[n++] = make_move (from, to, 0, FA_MOVE_EN_PASSANT);
      }
  return n;
}

static int
generate_rose (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, FaMove *moves, int n)
{
  const FaRules *r = pos->rules;
  /* Paths of up to 7 leaps turning the same way each time; the 8th would
   * come home.  Two paths may reach one square: emit it once. */
  int first = n;
  for (int start = 0; start < 8; start++)
    for (int turn = -1; turn <= 1; turn += 2)
      {
        FaSquare t = from;
        for (int leg = 0; leg < 7; leg++)
          {
            t = fa_step (&r->geometry, r->rose_vectors[(start + turn * leg + 8) & 7], t);
            if (t == FA_NO_SQUARE || t == from)
              break;
            FaPiece q = pos->board[t];
            if ((!q && part->can_move) || (q && (q & enemy) && part->can_capture))
              {
                bool seen = false;
                for (int i = first; i < n && !seen; i++)
                  seen = moves[i].to == t;
                if (!seen)
                  moves[n++] = make_move (from, t, 0, 0);
              }
            if (q)
              break;
          }
      }
  return n;
}

static int
generate_castling (const FaPosition *pos, FaSquare from, FaMove *moves, int n)
{
  const FaRules *r = pos->rules;
  int side = pos->side;
  if (from != r->castle_king_from[side])
    return n;
  unsigned short_bit = side == FA_WHITE ? FA_CASTLE_WHITE_SHORT : FA_CASTLE_BLACK_SHORT;
  unsigned long_bit = side == FA_WHITE ? FA_CASTLE_WHITE_LONG : FA_CASTLE_BLACK_LONG;
  if (!(pos->castling & (short_bit | long_bit)) || fa_in_check (pos, side))
    return n;
  /* A right read from a FEN need not have its rook: without one, make
   * would move an empty square (or another piece) as the rook. */
  FaPiece rook = fa_piece_make (r->rook_kind, fa_side_bit (side));
  if ((pos->castling & short_bit) && pos->board[r->castle_rook_short[side]] == rook)
    {
      FaSquare f = (FaSquare) (from + 1), gsq = (FaSquare) (from + 2);
      if (!pos->board[f] && !pos->board[gsq] && !fa_square_attacked (pos, f, side ^ 1))
        moves[n++] = make_move (from, gsq, 0, FA_MOVE_CASTLE_SHORT);
    }
  if ((pos->castling & long_bit) && pos->board[r->castle_rook_long[side]] == rook)
    {
      FaSquare d = (FaSquare) (from - 1), c = (FaSquare) (from - 2), b = (FaSquare) (from - 3);
      if (!pos->board[d] && !pos->board[c] && !pos->board[b] && !fa_square_attacked (pos, d, side ^ 1))
        moves[n++] = make_move (from, c, 0, FA_MOVE_CASTLE_LONG);
    }
  return n;
}

static int
generate_part (const FaPosition *pos, const FaCompiledPart *part, FaSquare from, unsigned enemy, FaMove *moves, int n)
{
  const FaGeometry *g = &pos->rules->geometry;
  switch (part->shape)
    {
    case FA_SHAPE_LEAP:
      for (int i = 0; i < part->n_vectors; i++)
        {
          FaSquare to = fa_step (g, part->vectors[i], from);
          if (to == FA_NO_SQUARE)
            continue;
          FaPiece q = pos->board[to];
          if (q ? ((q & enemy) && part->can_capture) : part->can_move)
            moves[n++] = make_move (from, to, 0, 0);
        }
      break;

    case FA_SHAPE_RIDE:
      for (int i = 0; i < part->n_vectors; i++)
        {
          FaSquare to = from;
          for (int steps = 1;; steps++)
            {
              to = fa_step (g, part->vectors[i], to);
              if (to == FA_NO_SQUARE)
                break;
              FaPiece q = pos->board[to];
              if (q)
                {
                  if ((q & enemy) && part->can_capture)
                    moves[n++] = make_move (from, to, 0, 0);
                  break;
                }
              if (part->can_move)
                moves[n++] = make_move (from, to, 0, 0);
              if (steps == part->range)
                break;
            }
        }
      break;

    case FA_SHAPE_HOP:
    case FA_SHAPE_LION_HOP:
      for (int i = 0; i < part->n_vectors; i++)
        {
          FaSquare to = from;
          do
            to = fa_step (g, part->vectors[i], to);
          while (to != FA_NO_SQUARE && !pos->board[to]);
          if (to == FA_NO_SQUARE)
            continue; /* no hurdle */
          for (;;)
            {
              to = fa_step (g, part->vectors[i], to);
              if (to == FA_NO_SQUARE)
                break;
              FaPiece q = pos->board[to];
              if (q)
                {
                  if ((q & enemy) && part->can_capture)
                    moves[n++] = make_move (from, to, 0, 0);
                  break;
                }
              if (part->can_move)
                moves[n++] = make_move (from, to, 0, 0);
              if (part->shape == FA_SHAPE_HOP)
                break;
            }
        }
      break;

    case FA_SHAPE_ROSE:
      n = generate_rose (pos, part, from, enemy, moves, n);
      break;

    case FA_SHAPE_PAWN:
      n = generate_pawn (pos, part, from, enemy, moves, n);
      break;
    }
  return n;
}

int
fa_generate_pseudo_legal (const FaPosition *pos, FaMove *moves)
{
  const FaRules *r = pos->rules;
  int side = pos->side, n = 0;
  unsigned own = fa_side_bit (side), enemy = fa_side_bit (side ^ 1);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      if (!(p & own))
        continue;
      const FaKind *kind = &r->kinds[fa_piece_kind (p)];
      for (int j = 0; j < kind->n_parts; j++)
        n = generate_part (pos, &kind->parts[side][j], from, enemy, moves, n);
      if ((kind->flags & FA_PIECE_CASTLES) && pos->castling && r->castling_possible)
        n = generate_castling (pos, from, moves, n);
    }
  return n;
}

bool
fa_move_is_legal (FaPosition *pos, FaMove move)
{
  int side = pos->side;
  fa_position_make (pos, move);
  bool legal = !fa_in_check (pos, side);
  fa_position_unmake (pos);
  return legal;
}

/* Which moves of the side to move need the full legality test (make,
 * is the king attacked, unmake)?  When the side is not in check, a move
 * of a piece other than the king can expose the king only
 * - by leaving a rider's line on which it stands pinned,
 * - for hoppers and roses, by leaving or entering one of their paths to
 *   the king (a hurdle moves away or arrives): such squares are marked,
 * - or by an en passant capture, which empties two squares.
 * Leapers never attack through other pieces. */
typedef struct
{
  bool test_all;
  /* In check from leapers and riders only: a move other than the king's
   * must capture the single checker or step between it and the king. */
  bool evading;
  int n_checkers;
  uint64_t stops[FA_MAX_SQUARES / 64]; /* the checker and the squares between */
  FaSquare king;
  int n_pinned;
  FaSquare pinned[16];
  bool any_sensitive;
  uint64_t sensitive[FA_MAX_SQUARES / 64]; /* squares on hopper or rose paths */
} LegalityFilter;

static inline void
mark_sensitive (LegalityFilter *f, FaSquare sq)
{
  f->sensitive[sq >> 6] |= 1ull << (sq & 63);
  f->any_sensitive = true;
}

static inline bool
is_sensitive (const LegalityFilter *f, FaSquare sq)
{
  return (f->sensitive[sq >> 6] >> (sq & 63)) & 1;
}

static void
mark_rose_paths (const FaPosition *pos, LegalityFilter *f)
{
  const FaRules *r = pos->rules;
  for (int start = 0; start < 8; start++)
    for (int turn = -1; turn <= 1; turn += 2)
      {
        FaSquare t = f->king;
        for (int leg = 0; leg < 7; leg++)
          {
            t = fa_step (&r->geometry, r->rose_vectors[(start + turn * leg + 8) & 7], t);
            if (t == FA_NO_SQUARE || t == f->king)
              break;
            mark_sensitive (f, t);
          }
      }
}

static inline void
add_stop (LegalityFilter *f, FaSquare sq)
{
  f->stops[sq >> 6] |= 1ull << (sq & 63);
}

/* The pieces that check the king, found as fa_square_attacked finds an
 * attack (leaps and rides only: the caller made sure). */
static void
find_checkers (const FaPosition *pos, LegalityFilter *f)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int enemy = pos->side ^ 1;
  unsigned enemy_bit = fa_side_bit (enemy);
  uint64_t present = pos->kinds_present[enemy];
  f->n_checkers = 0;
  memset (f->stops, 0, sizeof f->stops);
  for (int i = 0; i < r->n_rays[enemy]; i++)
    {
      const FaAttackRay *ray = &r->rays[enemy][i];
      if (!((ray->kinds | ray->near_kinds) & present))
        continue;
      FaSquare t = fa_step (g, ray->vector, f->king);
      if (t == FA_NO_SQUARE)
        continue;
      uint64_t kinds = ray->shape == FA_SHAPE_RIDE ? ray->kinds | ray->near_kinds : ray->kinds;
      FaPiece p = pos->board[t];
      if (p || ray->shape != FA_SHAPE_RIDE)
        {
          if ((p & enemy_bit) && ((kinds >> fa_piece_kind (p)) & 1))
            {
              f->n_checkers++;
              add_stop (f, t);
            }
          continue;
        }
      FaSquare first = t;
      for (int n = 2; n <= ray->range || ray->range == 0; n++)
        {
          t = fa_step (g, ray->vector, t);
          if (t == FA_NO_SQUARE)
            break;
          p = pos->board[t];
          if (!p)
            continue;
          if ((p & enemy_bit) && ((ray->kinds >> fa_piece_kind (p)) & 1))
            {
              f->n_checkers++;
              add_stop (f, t);
              for (FaSquare b = first; b != t; b = fa_step (g, ray->vector, b))
                add_stop (f, b);
            }
          break;
        }
    }
}

static void
find_pins (const FaPosition *pos, LegalityFilter *f)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int side = pos->side, enemy = side ^ 1;
  f->n_pinned = 0;
  f->any_sensitive = false;
  f->king = pos->king[side];
  f->evading = false;
  f->test_all = f->king != FA_NO_SQUARE && fa_square_attacked (pos, f->king, enemy);
  if (f->king == FA_NO_SQUARE)
    return;
  if (f->test_all)
    {
      if (!r->simple_attacks[enemy])
        return;
      find_checkers (pos, f);
      f->test_all = false;
      f->evading = true;
    }
  memset (f->sensitive, 0, sizeof f->sensitive);
  uint64_t present = pos->kinds_present[enemy];
  for (int i = 0; i < r->n_rays[enemy]; i++)
    {
      const FaAttackRay *ray = &r->rays[enemy][i];
      if (!((ray->kinds | ray->near_kinds) & present))
        continue;
      if (ray->shape == FA_SHAPE_HOP || ray->shape == FA_SHAPE_LION_HOP)
        {
          for (FaSquare t = fa_step (g, ray->vector, f->king); t != FA_NO_SQUARE; t = fa_step (g, ray->vector, t))
            mark_sensitive (f, t);
          continue;
        }
      if (ray->shape == FA_SHAPE_ROSE)
        {
          mark_rose_paths (pos, f);
          continue;
        }
      if (ray->shape != FA_SHAPE_RIDE || !(ray->kinds & present))
        continue;
      FaSquare t = f->king, shield = FA_NO_SQUARE;
      for (int n = 1; ray->range == 0 || n <= ray->range; n++)
        {
          t = fa_step (g, ray->vector, t);
          if (t == FA_NO_SQUARE)
            break;
          FaPiece p = pos->board[t];
          if (!p)
            continue;
          if (shield == FA_NO_SQUARE && fa_piece_is_side (p, side))
            {
              shield = t;
              continue;
            }
          if (shield != FA_NO_SQUARE && fa_piece_is_side (p, enemy)
              && ((ray->kinds >> fa_piece_kind (p)) & 1) && f->n_pinned < 16)
            f->pinned[f->n_pinned++] = shield;
          break;
        }
      if (f->n_pinned == 16)
        f->test_all = true; /* more pins than expected: be safe */
    }
}

/* A move that cannot answer the check: illegal without a test. */
static inline bool
fails_to_evade (const LegalityFilter *f, FaMove m)
{
  return f->evading && m.from != f->king && !(m.flags & FA_MOVE_EN_PASSANT)
         && (f->n_checkers > 1 || !((f->stops[m.to >> 6] >> (m.to & 63)) & 1));
}

static inline bool
needs_test (const LegalityFilter *f, FaMove m)
{
  if (f->king == FA_NO_SQUARE)
    return false;
  if (f->test_all || m.from == f->king || (m.flags & FA_MOVE_EN_PASSANT))
    return true;
  if (f->any_sensitive && (is_sensitive (f, m.from) || is_sensitive (f, m.to)))
    return true;
  for (int i = 0; i < f->n_pinned; i++)
    if (f->pinned[i] == m.from)
      return true;
  return false;
}

int
fa_generate_legal (FaPosition *pos, FaMove *moves)
{
  int n = fa_generate_pseudo_legal (pos, moves), legal = 0;
  LegalityFilter filter;
  find_pins (pos, &filter);
  for (int i = 0; i < n; i++)
    if (!fails_to_evade (&filter, moves[i]) && (!needs_test (&filter, moves[i]) || fa_move_is_legal (pos, moves[i])))
      moves[legal++] = moves[i];
  return legal;
}

bool
fa_has_legal_move (FaPosition *pos)
{
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_pseudo_legal (pos, moves);
  LegalityFilter filter;
  find_pins (pos, &filter);
  for (int i = 0; i < n; i++)
    if (!fails_to_evade (&filter, moves[i]) && !needs_test (&filter, moves[i]))
      return true;
  for (int i = 0; i < n; i++)
    if (!fails_to_evade (&filter, moves[i]) && needs_test (&filter, moves[i]) && fa_move_is_legal (pos, moves[i]))
      return true;
  return false;
}

bool
fa_move_is_pseudo_legal (const FaPosition *pos, FaMove move)
{
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_pseudo_legal (pos, moves);
  for (int i = 0; i < n; i++)
    if (fa_move_equal (moves[i], move))
      return true;
  return false;
}
