#include "board/position.h"

#include "rules/conditions/parrain.h"

#include <ctype.h>
#include <stddef.h>
#include <string.h>

#include <glib.h>

static inline void
count_piece (FaPosition *pos, FaPiece piece, int delta)
{
  int kind = fa_piece_kind (piece);
  for (int side = 0; side < 2; side++)
    if (fa_piece_is_side (piece, side))
      {
        int c = pos->kind_count[side][kind] += (uint8_t) delta;
        if (c)
          pos->kinds_present[side] |= fa_kind_bit (kind);
        else
          pos->kinds_present[side] &= ~fa_kind_bit (kind);
      }
}

static void
occupy (FaPosition *pos, FaSquare sq)
{
  pos->occupied_index[sq] = (uint8_t) pos->n_occupied;
  pos->occupied[pos->n_occupied++] = sq;
}

static void
vacate (FaPosition *pos, FaSquare sq)
{
  int i = pos->occupied_index[sq];
  FaSquare last = pos->occupied[--pos->n_occupied];
  pos->occupied[i] = last;
  pos->occupied_index[last] = (uint8_t) i;
}

/* Puts sq back at index i of occupied[], where vacate took it from: the
 * square that vacate moved into i goes back to the end, so that the
 * order of generation never depends on what was searched before. */
static void
reoccupy (FaPosition *pos, FaSquare sq, int i)
{
  if (i < pos->n_occupied)
    {
      FaSquare moved_in = pos->occupied[i];
      pos->occupied_index[moved_in] = (uint8_t) pos->n_occupied;
      pos->occupied[pos->n_occupied] = moved_in;
    }
  /* else sq was the last one: nothing moved in (and the end slot may
   * hold a square that has been occupied again since). */
  pos->n_occupied++;
  pos->occupied[i] = sq;
  pos->occupied_index[sq] = (uint8_t) i;
}

static void
relocate (FaPosition *pos, FaSquare from, FaSquare to)
{
  int i = pos->occupied_index[from];
  pos->occupied[i] = to;
  pos->occupied_index[to] = (uint8_t) i;
}

void
fa_position_init (FaPosition *pos, const FaRules *rules)
{
  pos->rules = rules;
  memset (pos->board, 0, sizeof pos->board);
  pos->side = FA_WHITE;
  pos->king[0] = pos->king[1] = FA_NO_SQUARE;
  pos->castling = 0;
  pos->ep_target = pos->ep_victim = FA_NO_SQUARE;
  pos->ply = 0;
  pos->n_occupied = 0;
  pos->hash = 0;
  memset (pos->kind_count, 0, sizeof pos->kind_count);
  pos->kinds_present[0] = pos->kinds_present[1] = 0;
  for (int sq = 0; sq < FA_MAX_SQUARES; sq++)
    pos->origin[sq] = FA_NO_SQUARE;
  pos->mwu = FA_NO_SQUARE;
  pos->no_swap_back[0] = pos->no_swap_back[1] = FA_NO_SQUARE;
}

void
fa_position_set_no_swap_back (FaPosition *pos, FaSquare a, FaSquare b)
{
  if (pos->ply > 0)
    {
      FaUndo *u = &pos->history[pos->ply - 1];
      g_assert (u->n_effects < FA_MAX_EFFECTS);
      pos->effects[pos->ply - 1][u->n_effects++] = (FaEffect) {
        .kind = FA_EFFECT_NO_SWAP_BACK, .square = pos->no_swap_back[0], .origin = pos->no_swap_back[1]
      };
    }
  pos->hash ^= fa_no_swap_back_key (pos->no_swap_back[0], pos->no_swap_back[1]) ^ fa_no_swap_back_key (a, b);
  pos->no_swap_back[0] = a;
  pos->no_swap_back[1] = b;
}

void
fa_position_set_mwu (FaPosition *pos, FaSquare sq)
{
  if (pos->ply > 0)
    {
      FaUndo *u = &pos->history[pos->ply - 1];
      g_assert (u->n_effects < FA_MAX_EFFECTS);
      pos->effects[pos->ply - 1][u->n_effects++]
        = (FaEffect) { .kind = FA_EFFECT_MWU, .square = sq, .origin = pos->mwu };
    }
  pos->hash ^= fa_mwu_key (pos->mwu) ^ fa_mwu_key (sq);
  pos->mwu = sq;
}

/* A unit's diagram square in the key: Diagram Circe positions with the
 * same units on the same squares but reborn elsewhere differ.  A mix of
 * the two squares, so that no table of 65,536 keys is needed. */
static inline uint64_t
origin_key (FaSquare sq, FaSquare origin)
{
  uint64_t x = ((uint64_t) (uint16_t) sq << 16 | (uint16_t) origin) + 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

/* Sets the origin of the unit on sq, with the key. */
static void
set_origin (FaPosition *pos, FaSquare sq, FaSquare origin)
{
  if (pos->origin[sq] != FA_NO_SQUARE)
    pos->hash ^= origin_key (sq, pos->origin[sq]);
  pos->origin[sq] = origin;
  if (origin != FA_NO_SQUARE)
    pos->hash ^= origin_key (sq, origin);
}

void
fa_position_mark_diagram (FaPosition *pos)
{
  if (!pos->rules->conditions.tracks_origins)
    return;
  for (int i = 0; i < pos->n_occupied; i++)
    pos->origin[pos->occupied[i]] = pos->occupied[i];
  fa_position_rehash (pos);
}

static void
note_king (FaPosition *pos, FaSquare sq, FaPiece piece)
{
  if (!(pos->rules->kinds[fa_piece_kind (piece)].flags & FA_PIECE_ROYAL))
    return;
  for (int side = 0; side < 2; side++)
    if (fa_piece_is_side (piece, side))
      pos->king[side] = sq;
}

/* Puts piece on the empty square sq, last in occupied[]. */
static void
add_piece (FaPosition *pos, FaSquare sq, FaPiece piece)
{
  pos->board[sq] = piece;
  occupy (pos, sq);
  count_piece (pos, piece, 1);
  note_king (pos, sq, piece);
}

/* Puts piece back on sq at index i of occupied[], where remove_piece or
 * a capture took it from. */
static void
restore_piece (FaPosition *pos, FaSquare sq, FaPiece piece, int i)
{
  reoccupy (pos, sq, i);
  pos->board[sq] = piece;
  count_piece (pos, piece, 1);
  note_king (pos, sq, piece);
}

/* Takes the piece off sq (the last of occupied[] takes its place). */
static void
remove_piece (FaPosition *pos, FaSquare sq)
{
  FaPiece old = pos->board[sq];
  pos->board[sq] = 0;
  vacate (pos, sq);
  count_piece (pos, old, -1);
  for (int side = 0; side < 2; side++)
    if (pos->king[side] == sq)
      pos->king[side] = FA_NO_SQUARE;
}

void
fa_position_put (FaPosition *pos, FaSquare sq, FaPiece piece)
{
  fa_position_clear_square (pos, sq);
  add_piece (pos, sq, piece);
  pos->hash ^= pos->rules->zobrist[piece][sq];
}

void
fa_position_clear_square (FaPosition *pos, FaSquare sq)
{
  FaPiece old = pos->board[sq];
  if (!old)
    return;
  pos->hash ^= pos->rules->zobrist[old][sq];
  remove_piece (pos, sq);
}

void
fa_position_set_default_castling (FaPosition *pos)
{
  const FaRules *r = pos->rules;
  pos->castling = 0;
  if (!r->castling_possible)
    return;
  for (int side = 0; side < 2; side++)
    {
      /* (The king, paralysing or not: a kind that castles.) */
      FaPiece king = pos->board[r->castle_king_from[side]];
      /* Per piece: each rook on its corner has its bit, king or not. */
      bool king_home = king && (r->kinds[fa_piece_kind (king)].flags & FA_PIECE_CASTLES) && fa_piece_is_side (king, side);
      if (!king_home && !r->conditions.castling_by_pieces)
        continue;
      if (king_home && r->conditions.castling_by_pieces)
        pos->castling |= side == FA_WHITE ? FA_CASTLE_WHITE_KING_HOME : FA_CASTLE_BLACK_KING_HOME;
      if (fa_is_castling_rook (r, pos->board[r->castle_rook_short[side]], side))
        pos->castling |= side == FA_WHITE ? FA_CASTLE_WHITE_SHORT : FA_CASTLE_BLACK_SHORT;
      if (fa_is_castling_rook (r, pos->board[r->castle_rook_long[side]], side))
        pos->castling |= side == FA_WHITE ? FA_CASTLE_WHITE_LONG : FA_CASTLE_BLACK_LONG;
    }
  fa_position_rehash (pos);
}

void
fa_position_rehash (FaPosition *pos)
{
  const FaRules *r = pos->rules;
  uint64_t h = 0;
  for (int i = 0; i < pos->n_occupied; i++)
    h ^= r->zobrist[pos->board[pos->occupied[i]]][pos->occupied[i]];
  h ^= r->zobrist_castling[pos->castling];
  if (pos->ep_target != FA_NO_SQUARE)
    h ^= r->zobrist_ep[pos->ep_target];
  if (pos->side == FA_BLACK)
    h ^= r->zobrist_side;
  if (G_UNLIKELY (r->conditions.circe.parrain))
    h ^= fa_parrain_key (pos, pos->ply);
  if (G_UNLIKELY (r->conditions.tracks_origins))
    for (int i = 0; i < pos->n_occupied; i++)
      if (pos->origin[pos->occupied[i]] != FA_NO_SQUARE)
        h ^= origin_key (pos->occupied[i], pos->origin[pos->occupied[i]]);
  h ^= fa_mwu_key (pos->mwu);
  h ^= fa_no_swap_back_key (pos->no_swap_back[0], pos->no_swap_back[1]);
  pos->hash = h;
}

void
fa_position_copy (FaPosition *dst, const FaPosition *src)
{
  memcpy (dst, src, offsetof (FaPosition, history));
  memcpy (dst->history, src->history, sizeof (FaUndo) * (size_t) src->ply);
  memcpy (dst->effects, src->effects, sizeof src->effects[0] * (size_t) src->ply);
  memcpy (dst->kind_count, src->kind_count, sizeof src->kind_count);
  memcpy (dst->kinds_present, src->kinds_present, sizeof src->kinds_present);
  dst->n_occupied = src->n_occupied;
  memcpy (dst->occupied, src->occupied, sizeof src->occupied);
  memcpy (dst->occupied_index, src->occupied_index, sizeof src->occupied_index);
  memcpy (dst->no_swap_back, src->no_swap_back, sizeof src->no_swap_back);
}

/* The rook's squares of the castling move m by side. */
static inline void
castling_rook_squares (const FaRules *r, FaMove m, int side, FaSquare *rook_from, FaSquare *rook_to)
{
  *rook_from = (m.type == FA_MOVE_CASTLE_SHORT) ? r->castle_rook_short[side] : r->castle_rook_long[side];
  /* Beside the king's square of castling, where the king stands or not
   * (Mars Circe: fa_move_castles_from_array). */
  *rook_to = (FaSquare) ((r->castle_king_from[side] + m.to) / 2);
}

/* The conditions' hooks, after the move itself.  Out of line, and called
 * last, so that the move's own making stays a leaf. */
static G_GNUC_NO_INLINE void
run_after_move_hooks (FaPosition *pos)
{
  const FaConditionRules *c = &pos->rules->conditions;
  for (int i = 0; i < c->n_after_move; i++)
    c->after_move[i] (pos);
}

/* The end of every move but a pass: the castling rights that survive
 * (keep), the other side to move.  Returns the new key. */
static inline uint64_t
end_move (FaPosition *pos, uint8_t keep, uint64_t h)
{
  const FaRules *r = pos->rules;
  uint8_t castling = pos->castling & keep;
  if (castling != pos->castling)
    {
      h ^= r->zobrist_castling[pos->castling] ^ r->zobrist_castling[castling];
      pos->castling = castling;
    }
  pos->side ^= 1;
  return h;
}

/* The units on a and b change places (a swapper's swap; unmade by the
 * same call): both squares stay occupied, so the lists of occupied
 * squares and the counts stay as they are. */
static void
exchange_units (FaPosition *pos, FaSquare a, FaSquare b)
{
  FaPiece at_a = pos->board[a];
  pos->board[a] = pos->board[b];
  pos->board[b] = at_a;
  for (int side = 0; side < 2; side++)
    if (pos->king[side] == a)
      pos->king[side] = b;
    else if (pos->king[side] == b)
      pos->king[side] = a;
}

/* make_move's swap; returns the new key. */
static G_GNUC_NO_INLINE uint64_t
swap_units (FaPosition *pos, FaSquare from, FaSquare to, uint64_t h)
{
  const FaRules *r = pos->rules;
  FaPiece moved = pos->board[from], partner = pos->board[to];
  h ^= r->zobrist[moved][from] ^ r->zobrist[moved][to] ^ r->zobrist[partner][to] ^ r->zobrist[partner][from];
  exchange_units (pos, from, to);
  return end_move (pos, r->castling_keep_mask[from] & r->castling_keep_mask[to], h);
}

/* Moves the unit on from to the empty square to: board, list, key. */
static inline uint64_t
shift_unit (FaPosition *pos, FaSquare from, FaSquare to, uint64_t h)
{
  FaPiece p = pos->board[from];
  h ^= pos->rules->zobrist[p][from] ^ pos->rules->zobrist[p][to];
  pos->board[from] = 0;
  pos->board[to] = p;
  relocate (pos, from, to);
  return h;
}

FaSquare
fa_castling_rook_corner (const FaRules *r, FaMove m, int side)
{
  if (m.rebirth_choice == FA_CASTLING_ROOK_TO_SHORT)
    return r->castle_rook_short[side];
  if (m.rebirth_choice == FA_CASTLING_ROOK_TO_LONG)
    return r->castle_rook_long[side];
  return FA_NO_SQUARE;
}

/* Castling from the king's game-array square (fa_move_castles_from_array):
 * the king from where it stands, the second rook to its corner, the
 * castling rook if its corner holds one (Popeye's castling beside a
 * rook's rebirth moves the king alone).  Every square left loses its
 * right, as Popeye's moves from them do.  Returns the new key. */
static G_GNUC_NO_INLINE uint64_t
make_castling_from_array (FaPosition *pos, FaMove move, uint64_t h)
{
  const FaRules *r = pos->rules;
  int side = pos->side;
  uint8_t keep = r->castling_keep_mask[move.from] & r->castling_keep_mask[r->castle_king_from[side]];
  /* In Popeye's order: the king to its square of castling (the rook's
   * corner may be the square it left), the rook to its corner (the
   * king's arrival may be the square the rook left), the castling. */
  FaSquare home = r->castle_king_from[side];
  if (move.from != home)
    h = shift_unit (pos, move.from, home, h);
  FaSquare corner = fa_castling_rook_corner (r, move, side);
  if (corner != FA_NO_SQUARE)
    {
      h = shift_unit (pos, move.promotion, corner, h);
      keep &= r->castling_keep_mask[move.promotion];
    }
  h = shift_unit (pos, home, move.to, h);
  pos->king[side] = move.to;
  FaSquare rook_from, rook_to;
  castling_rook_squares (r, move, side, &rook_from, &rook_to);
  if (pos->board[rook_from])
    h = shift_unit (pos, rook_from, rook_to, h);
  keep &= r->castling_keep_mask[rook_from];
  return end_move (pos, keep, h);
}

/* Undoes make_castling_from_array (the key and rights come back with the
 * undo record); the side to move is the one that castled. */
static G_GNUC_NO_INLINE void
unmake_castling_from_array (FaPosition *pos, FaMove move)
{
  const FaRules *r = pos->rules;
  int side = pos->side;
  FaSquare rook_from, rook_to;
  castling_rook_squares (r, move, side, &rook_from, &rook_to);
  /* The castling rook moved if its corner is empty now and the square
   * beside the king holds a unit (it was empty before castling). */
  if (!pos->board[rook_from] && pos->board[rook_to])
    shift_unit (pos, rook_to, rook_from, 0);
  FaSquare home = r->castle_king_from[side];
  shift_unit (pos, move.to, home, 0);
  FaSquare corner = fa_castling_rook_corner (r, move, side);
  if (corner != FA_NO_SQUARE)
    shift_unit (pos, corner, move.promotion, 0);
  if (move.from != home)
    shift_unit (pos, home, move.from, 0);
  pos->king[side] = move.from;
}

static inline void
make_move (FaPosition *pos, FaMove move)
{
  const FaRules *r = pos->rules;
  /* FA_MAX_PLY bounds every search; a caller going deeper is a bug. */
  g_assert (pos->ply < FA_MAX_PLY);
  FaUndo *u = &pos->history[pos->ply++];
  u->move = move;
  u->castling = pos->castling;
  u->ep_target = pos->ep_target;
  u->ep_victim = pos->ep_victim;
  u->hash = pos->hash;
  u->n_effects = 0;
  u->refused = false;
  u->captured = 0;
  u->capture_square = FA_NO_SQUARE;

  uint64_t h = pos->hash ^ r->zobrist_side;
  if (pos->ep_target != FA_NO_SQUARE)
    h ^= r->zobrist_ep[pos->ep_target];
  pos->ep_target = pos->ep_victim = FA_NO_SQUARE;

  if (move.type == FA_MOVE_NULL)
    {
      u->moved = 0;
      pos->side ^= 1;
      pos->hash = h;
      return;
    }

  FaSquare from = move.from, to = move.to;
  FaPiece moved = pos->board[from];
  u->moved = moved;

  if (__builtin_expect (move.special == FA_MOVE_SPECIAL_SWAP, 0))
    {
      pos->hash = swap_units (pos, from, to, h);
      return;
    }
  if (__builtin_expect (fa_move_castles_from_array (move), 0))
    {
      pos->hash = make_castling_from_array (pos, move, h);
      return;
    }

  FaSquare capture_sq = (move.type == FA_MOVE_EN_PASSANT)                          ? u->ep_victim
                        : __builtin_expect (move.special == FA_MOVE_SPECIAL_LOCUST, 0) ? fa_locust_victim (&r->geometry, from, to)
                                                                                    : to;
  /* A move may end where it began (Gravitational chess: a rook's fall
   * back to its square): nothing is captured there. */
  FaPiece captured = capture_sq != from ? pos->board[capture_sq] : 0;
  if (captured)
    {
      u->captured = captured;
      u->capture_square = capture_sq;
      u->capture_index = pos->occupied_index[capture_sq];
      h ^= r->zobrist[captured][capture_sq];
      pos->board[capture_sq] = 0;
      vacate (pos, capture_sq);
      count_piece (pos, captured, -1);
      for (int side = 0; side < 2; side++)
        if (pos->king[side] == capture_sq)
          pos->king[side] = FA_NO_SQUARE;
    }

  FaPiece arriving = moved;
  if (move.promotion)
    {
      arriving = fa_piece_make (move.promotion, moved & 3);
      count_piece (pos, moved, -1);
      count_piece (pos, arriving, 1);
    }
  h ^= r->zobrist[moved][from] ^ r->zobrist[arriving][to];
  pos->board[from] = 0;
  pos->board[to] = arriving;
  relocate (pos, from, to);
  for (int side = 0; side < 2; side++)
    if (pos->king[side] == from)
      pos->king[side] = to;

  uint8_t keep = r->castling_keep_mask[from] & r->castling_keep_mask[to];
  if (fa_move_castles (move))
    {
      FaSquare rook_from, rook_to;
      castling_rook_squares (r, move, pos->side, &rook_from, &rook_to);
      FaPiece rook = pos->board[rook_from];
      h ^= r->zobrist[rook][rook_from] ^ r->zobrist[rook][rook_to];
      pos->board[rook_from] = 0;
      pos->board[rook_to] = rook;
      relocate (pos, rook_from, rook_to);
      /* With rights kept per piece the king's move keeps the rook's bit. */
      keep &= r->castling_keep_mask[rook_from];
    }
  else if (move.type == FA_MOVE_DOUBLE_STEP)
    {
      pos->ep_target = (FaSquare) ((from + to) / 2);
      pos->ep_victim = to;
      h ^= r->zobrist_ep[pos->ep_target];
    }

  pos->hash = end_move (pos, keep, h);
}

void
fa_position_make (FaPosition *pos, FaMove move)
{
  make_move (pos, move);
  if (G_UNLIKELY (pos->rules->conditions.n_after_move))
    run_after_move_hooks (pos);
}

void
fa_position_effect (FaPosition *pos, FaEffectKind kind, FaSquare sq, FaPiece piece)
{
  const FaRules *r = pos->rules;
  FaUndo *u = &pos->history[pos->ply - 1];
  g_assert (u->n_effects < FA_MAX_EFFECTS);
  FaPiece before = pos->board[sq];
  FaEffect *e = &pos->effects[pos->ply - 1][u->n_effects++];
  *e = (FaEffect) { .kind = (uint8_t) kind, .square = sq, .before = before, .after = piece,
                    .index = before ? pos->occupied_index[sq] : 0, .origin = pos->origin[sq] };
  if (G_UNLIKELY (r->conditions.tracks_origins))
    {
      /* A unit reborn is the one captured; one relocated, the one that
       * left (the effect before); one recoloured stays itself; any other
       * is new. */
      FaSquare origin = FA_NO_SQUARE;
      if (kind == FA_EFFECT_REBIRTH || kind == FA_EFFECT_REBIRTH_PROMOTION)
        origin = fa_position_captured_origin (pos);
      else if (kind == FA_EFFECT_RELOCATION_TO && e > pos->effects[pos->ply - 1])
        origin = e[-1].origin;
      else if (kind == FA_EFFECT_RECOLOUR)
        origin = e->origin;
      set_origin (pos, sq, piece ? origin : FA_NO_SQUARE);
    }
  if (before)
    {
      pos->hash ^= r->zobrist[before][sq];
      remove_piece (pos, sq);
    }
  if (piece)
    {
      pos->hash ^= r->zobrist[piece][sq];
      add_piece (pos, sq, piece);
    }
  /* Off its square, a king or rook has moved; put on it, it has not
   * (CIR-2, AC-9: a reborn or relocated rook or king may castle). */
  uint8_t castling = pos->castling & r->castling_keep_mask[sq];
  if (piece && r->conditions.castling_by_pieces && r->castling_possible)
    {
      int side = fa_piece_side (piece);
      bool white = side == FA_WHITE;
      int placed = fa_piece_kind (piece);
      if (placed == r->rook_kind && sq == r->castle_rook_short[side])
        castling |= white ? FA_CASTLE_WHITE_SHORT : FA_CASTLE_BLACK_SHORT;
      if (placed == r->rook_kind && sq == r->castle_rook_long[side])
        castling |= white ? FA_CASTLE_WHITE_LONG : FA_CASTLE_BLACK_LONG;
      if ((r->kinds[placed].flags & FA_PIECE_CASTLES) && sq == r->castle_king_from[side])
        castling |= white ? FA_CASTLE_WHITE_KING_HOME : FA_CASTLE_BLACK_KING_HOME;
    }
  if (castling != pos->castling)
    {
      pos->hash ^= r->zobrist_castling[pos->castling] ^ r->zobrist_castling[castling];
      pos->castling = castling;
    }
}

void
fa_position_shift (FaPosition *pos, FaSquare from, FaSquare to)
{
  FaPiece p = pos->board[from];
  pos->hash = shift_unit (pos, from, to, pos->hash);
  for (int side = 0; side < 2; side++)
    if (pos->king[side] == from && fa_piece_is_side (p, side))
      pos->king[side] = to;
}

void
fa_position_forbid_castling (FaPosition *pos, FaSquare sq)
{
  const FaRules *r = pos->rules;
  if (!r->castling_possible)
    return;
  /* What a move from sq would leave. */
  pos->castling &= r->castling_keep_mask[sq];
  fa_position_rehash (pos);
}

void
fa_position_clear_en_passant (FaPosition *pos)
{
  if (pos->ep_target == FA_NO_SQUARE)
    return;
  pos->hash ^= pos->rules->zobrist_ep[pos->ep_target];
  pos->ep_target = pos->ep_victim = FA_NO_SQUARE;
}

void
fa_position_carry_origins (FaPosition *pos)
{
  FaUndo *u = &pos->history[pos->ply - 1];
  FaMove m = u->move;
  if (m.type == FA_MOVE_NULL)
    return;
  g_assert (u->n_effects == 0);
  /* The board has the move, the origins not yet: the captured unit's is
   * still on its square. */
  FaSquare captured = u->captured ? pos->origin[u->capture_square] : FA_NO_SQUARE;
  pos->effects[pos->ply - 1][u->n_effects++]
    = (FaEffect) { .kind = FA_EFFECT_IDENTITY, .square = m.from, .origin = captured };
  FaSquare moving = pos->origin[m.from];
  if (u->captured)
    set_origin (pos, u->capture_square, FA_NO_SQUARE);
  set_origin (pos, m.from, FA_NO_SQUARE);
  set_origin (pos, m.to, moving);
  if (fa_move_castles (m))
    {
      FaSquare rook_from, rook_to;
      castling_rook_squares (pos->rules, m, pos->side ^ 1, &rook_from, &rook_to);
      set_origin (pos, rook_to, pos->origin[rook_from]);
      set_origin (pos, rook_from, FA_NO_SQUARE);
    }
}

FaSquare
fa_position_mover_square (const FaPosition *pos)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  FaSquare at = u->move.to;
  const FaEffect *effects = pos->effects[pos->ply - 1];
  for (int i = 0; i < u->n_effects; i++)
    if (effects[i].kind == FA_EFFECT_RELOCATION_TO)
      at = effects[i].square;
  return at;
}

FaSquare
fa_position_captured_origin (const FaPosition *pos)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  const FaEffect *first = &pos->effects[pos->ply - 1][0];
  return u->n_effects && first->kind == FA_EFFECT_IDENTITY ? first->origin : FA_NO_SQUARE;
}

/* Undoes fa_position_carry_origins (the key comes back with the rest of
 * u); e is its effect. */
static void
uncarry_origins (FaPosition *pos, const FaUndo *u, const FaEffect *e)
{
  FaMove m = u->move;
  if (fa_move_castles (m))
    {
      FaSquare rook_from, rook_to;
      castling_rook_squares (pos->rules, m, pos->side, &rook_from, &rook_to);
      pos->origin[rook_from] = pos->origin[rook_to];
      pos->origin[rook_to] = FA_NO_SQUARE;
    }
  FaSquare moving = pos->origin[m.to];
  pos->origin[m.to] = FA_NO_SQUARE;
  pos->origin[m.from] = moving;
  if (u->captured)
    pos->origin[u->capture_square] = e->origin;
}

/* Undoes the effects of the move u, last first (the key and the castling
 * rights come back with the rest of u). */
static G_GNUC_NO_INLINE void
unmake_effects (FaPosition *pos, const FaUndo *u)
{
  for (int i = u->n_effects - 1; i >= 0; i--)
    {
      const FaEffect *e = &pos->effects[pos->ply][i];
      if (e->kind == FA_EFFECT_IDENTITY)
        {
          uncarry_origins (pos, u, e);
          continue;
        }
      if (e->kind == FA_EFFECT_MWU)
        {
          pos->mwu = e->origin;
          continue;
        }
      if (e->kind == FA_EFFECT_NO_SWAP_BACK)
        {
          pos->no_swap_back[0] = e->square;
          pos->no_swap_back[1] = e->origin;
          continue;
        }
      if (e->after)
        remove_piece (pos, e->square);
      if (e->before)
        restore_piece (pos, e->square, e->before, e->index);
      pos->origin[e->square] = e->origin;
    }
}

void
fa_position_unmake (FaPosition *pos)
{
  const FaRules *r = pos->rules;
  FaUndo *u = &pos->history[--pos->ply];
  pos->side ^= 1;
  pos->castling = u->castling;
  pos->ep_target = u->ep_target;
  pos->ep_victim = u->ep_victim;
  pos->hash = u->hash;
  FaMove move = u->move;
  if (move.type == FA_MOVE_NULL)
    return;
  if (G_UNLIKELY (u->n_effects))
    unmake_effects (pos, u);

  FaSquare from = move.from, to = move.to;
  if (G_UNLIKELY (move.special == FA_MOVE_SPECIAL_SWAP))
    {
      exchange_units (pos, from, to);
      return;
    }
  if (G_UNLIKELY (fa_move_castles_from_array (move)))
    {
      unmake_castling_from_array (pos, move);
      return;
    }
  if (fa_move_castles (move))
    {
      FaSquare rook_from, rook_to;
      castling_rook_squares (r, move, pos->side, &rook_from, &rook_to);
      pos->board[rook_from] = pos->board[rook_to];
      pos->board[rook_to] = 0;
      relocate (pos, rook_to, rook_from);
    }
  if (move.promotion)
    {
      count_piece (pos, pos->board[to], -1);
      count_piece (pos, u->moved, 1);
    }
  pos->board[to] = 0;
  pos->board[from] = u->moved;
  relocate (pos, to, from);
  for (int side = 0; side < 2; side++)
    if (pos->king[side] == to && fa_piece_is_side (u->moved, side))
      pos->king[side] = from;
  if (u->captured)
    restore_piece (pos, u->capture_square, u->captured, u->capture_index);
}

bool
fa_position_set_fen (FaPosition *pos, const FaRules *r, const char *fen)
{
  const FaGeometry *g = &r->geometry;
  fa_position_init (pos, r);
  int rank = g->ranks - 1, file = 0;
  const char *p = fen;
  for (; *p && *p != ' '; p++)
    {
      if (*p == '/')
        {
          if (--rank < 0)
            return false;
          file = 0;
        }
      else if (isdigit ((unsigned char) *p))
        {
          int n = 0;
          while (isdigit ((unsigned char) *p))
            n = n * 10 + (*p++ - '0');
          p--;
          file += n;
        }
      else
        {
          const FaPieceSpec *spec;
          unsigned colour;
          if (*p == '[')
            {
              const char *end = strchr (p, ']');
              if (!end || end - p < 2)
                return false;
              colour = isupper ((unsigned char) p[1]) ? 1u : 2u;
              spec = fa_piece_lookup_code (p + 1, (size_t) (end - p - 1));
              p = end;
            }
          else
            {
              static const char letters[] = "kqrbnp";
              const char *hit = strchr (letters, tolower ((unsigned char) *p));
              if (!hit)
                return false;
              colour = isupper ((unsigned char) *p) ? 1u : 2u;
              const FaPieceSpec *orthodox[] = { fa_piece_king (), fa_piece_queen (), fa_piece_rook (),
                                                fa_piece_bishop (), fa_piece_knight (), fa_piece_pawn () };
              spec = orthodox[hit - letters];
            }
          int kind = spec ? fa_rules_kind_of (r, spec) : 0;
          FaSquare sq = fa_square_make (g, file, rank);
          if (!kind || sq == FA_NO_SQUARE)
            return false;
          fa_position_put (pos, sq, fa_piece_make (kind, colour));
          file++;
        }
    }
  while (*p == ' ')
    p++;
  pos->side = (*p == 'b') ? FA_BLACK : FA_WHITE;
  if (*p)
    p++;
  while (*p == ' ')
    p++;
  pos->castling = 0;
  for (; *p && *p != ' '; p++)
    switch (*p)
      {
      case 'K': pos->castling |= FA_CASTLE_WHITE_SHORT; break;
      case 'Q': pos->castling |= FA_CASTLE_WHITE_LONG; break;
      case 'k': pos->castling |= FA_CASTLE_BLACK_SHORT; break;
      case 'q': pos->castling |= FA_CASTLE_BLACK_LONG; break;
      case '-': break;
      default: return false;
      }
  if (!r->castling_possible)
    pos->castling = 0;
  /* Rights per piece: a side with a right has its king at home. */
  if (r->conditions.castling_by_pieces)
    {
      if (pos->castling & (FA_CASTLE_WHITE_SHORT | FA_CASTLE_WHITE_LONG))
        pos->castling |= FA_CASTLE_WHITE_KING_HOME;
      if (pos->castling & (FA_CASTLE_BLACK_SHORT | FA_CASTLE_BLACK_LONG))
        pos->castling |= FA_CASTLE_BLACK_KING_HOME;
    }
  while (*p == ' ')
    p++;
  if (*p && *p != '-')
    {
      FaSquare ep;
      if (!fa_square_parse (g->files, g->ranks, p, &ep))
        return false;
      pos->ep_target = ep;
      pos->ep_victim = (FaSquare) (ep + (pos->side == FA_WHITE ? -g->files : g->files));
    }
  fa_position_rehash (pos);
  return true;
}
