#include "rules/conditions/mars.h"

#include "board/geometry.h"
#include "rules/attack.h"
#include "rules/conditions/circe.h"
#include "rules/move-list.h"
#include "rules/movegen.h"

FaSquare
fa_mars_square (const FaPosition *pos, FaSquare from, int side)
{
  const FaRules *r = pos->rules;
  FaPiece p = pos->board[from];
  FaSquare sq = fa_game_array_square (r, fa_piece_kind (p), side, from);
  if (sq == FA_NO_SQUARE || r->geometry.hole[sq] || (sq != from && pos->board[sq]))
    return FA_NO_SQUARE;
  return sq;
}

bool
fa_mars_move_starts_elsewhere (const FaPosition *pos, FaMove move)
{
  const FaConditionRules *c = &pos->rules->conditions;
  if (c->mars == FA_MARS_NONE || fa_move_castles (move) || move.type == FA_MOVE_NULL)
    return false;
  if (fa_move_is_capture (pos, move) != (c->mars == FA_MARS_CIRCE))
    return false;
  FaSquare sq = fa_mars_square (pos, move.from, pos->side);
  return sq != FA_NO_SQUARE && sq != move.from;
}

/* Keeps the moves of moves[first..n) that capture (or that do not),
 * starting them from from; returns the new count.  A move from the
 * game-array square does not end on from, which it passes as an empty
 * square, but for a pawn's double step, as in Popeye (Anti-Mars Circe:
 * f4-f2-f4 is a move, Qd4-d1-d4 and Kd1-e1-d1 are not). */
static int
keep (const FaPosition *pos, FaMove *moves, int first, int n, bool captures, FaSquare from)
{
  int kept = first;
  for (int i = first; i < n; i++)
    if (moves[i].to == from ? !captures && (moves[i].type == FA_MOVE_DOUBLE_STEP)
                            : fa_move_is_capture (pos, moves[i]) == captures)
      {
        FaMove m = moves[i];
        m.from = from;
        moves[kept++] = m;
      }
  return kept;
}

/* The moves of side's piece on from as if it stood on origin, its own
 * square empty then (a line may cross it). */
static int
generate_from (const FaPosition *pos, FaSquare from, FaSquare origin, int side, FaMove *moves, int n)
{
  FaPiece p = pos->board[from];
  FaPosition *q = (FaPosition *) pos; /* restored below */
  if (origin != from)
    q->board[from] = 0;
  n = fa_generate_kind_from (q, fa_piece_kind (p), side, origin, moves, n);
  q->board[from] = p;
  return n;
}

/* The moves of the piece on from that start from origin, of one class
 * (captures or not), as moves of from. */
static int
generate_class (const FaPosition *pos, FaSquare from, FaSquare origin, bool captures, FaMove *moves, int n)
{
  int first = n;
  n = generate_from (pos, from, origin, pos->side, moves, n);
  return keep (pos, moves, first, n, captures, from);
}

/* The castling moves of moves[first..n), found with the king on its
 * game-array square, as moves of the king on from: variant for the first,
 * later ones for the rest (FaCastlingVariant), rook the second rook. */
static void
mark_castling (FaMove *moves, int first, int n, FaSquare from, FaCastlingVariant variant, FaCastlingVariant later,
               FaSquare rook)
{
  for (int i = first; i < n; i++)
    {
      moves[i].from = from;
      moves[i].rebirth_choice = (uint8_t) (i == first ? variant : later);
      moves[i].promotion = rook == FA_NO_SQUARE ? 0 : rook;
    }
}

/* Popeye's castling on its path of rebirth: the king, on from, is put on
 * its game-array square home, the square it left empty, and castles
 * from there by the rooks' rights, its own granted whatever it did
 * before (a king that moved and came back castles; so does one that
 * stands elsewhere, [wKd1->e1]0-0).  Its check and the square it crosses
 * are tested there.  Under Anti-Mars Circe, then, each rook of the side
 * whose own game-array square (a corner) is empty is put there, that
 * corner's right granted, and the castlings found so are the moves of
 * that rook's rebirth: Popeye moves the rook for the first of them
 * alone ([wKd1->e1][wRc3->a1]0-0), the king alone for the next. */
static int
generate_castling_from_array (const FaPosition *pos, FaSquare from, FaSquare home, FaMove *moves, int n)
{
  const FaRules *r = pos->rules;
  int side = pos->side;
  if (!r->castling_possible || home != r->castle_king_from[side]
      || !(r->kinds[fa_piece_kind (pos->board[from])].flags & FA_PIECE_CASTLES))
    return n;
  bool white = side == FA_WHITE;
  uint8_t king_right = white ? FA_CASTLE_WHITE_KING_HOME : FA_CASTLE_BLACK_KING_HOME;
  uint8_t short_right = white ? FA_CASTLE_WHITE_SHORT : FA_CASTLE_BLACK_SHORT;
  uint8_t long_right = white ? FA_CASTLE_WHITE_LONG : FA_CASTLE_BLACK_LONG;
  FaPosition *q = (FaPosition *) pos; /* restored below */
  uint8_t rights = q->castling;
  if (home != from)
    fa_position_shift (q, from, home);
  q->castling = rights | king_right;
  int first = n;
  n = fa_generate_castling (q, home, moves, n);
  mark_castling (moves, first, n, from, FA_CASTLING_FROM_ARRAY, FA_CASTLING_FROM_ARRAY, FA_NO_SQUARE);
  if (r->conditions.mars == FA_MARS_ANTI)
    for (int i = 0; i < q->n_occupied; i++)
      {
        /* (A shift keeps each unit's place in the list.) */
        FaSquare sq = q->occupied[i];
        if (!fa_is_castling_rook (r, q->board[sq], side))
          continue;
        FaSquare corner = fa_game_array_square (r, r->rook_kind, side, sq);
        if (corner == FA_NO_SQUARE || r->geometry.hole[corner] || q->board[corner])
          continue;
        /* Popeye grants the right of the corner's wing by its file. */
        bool long_wing = fa_square_file (&r->geometry, corner) == 0;
        fa_position_shift (q, sq, corner);
        q->castling = rights | king_right | (long_wing ? long_right : short_right);
        int found = n;
        n = fa_generate_castling (q, home, moves, n);
        mark_castling (moves, found, n, from, long_wing ? FA_CASTLING_ROOK_TO_LONG : FA_CASTLING_ROOK_TO_SHORT,
                       FA_CASTLING_ROOK_STAYS, sq);
        fa_position_shift (q, corner, sq);
      }
  q->castling = rights;
  if (home != from)
    fa_position_shift (q, home, from);
  return n;
}

int
fa_mars_generate_piece (const FaPosition *pos, FaSquare from, FaMove *moves, int n)
{
  bool mars = pos->rules->conditions.mars == FA_MARS_CIRCE;
  FaSquare home = fa_mars_square (pos, from, pos->side);
  /* Popeye's order: the captures, then the other moves. */
  if (!mars)
    n = generate_class (pos, from, from, true, moves, n);
  else if (home != FA_NO_SQUARE)
    n = generate_class (pos, from, home, true, moves, n);
  if (mars)
    n = generate_class (pos, from, from, false, moves, n);
  else if (home != FA_NO_SQUARE)
    n = generate_class (pos, from, home, false, moves, n);
  /* Castling, on both of Popeye's paths: from where the king stands, by
   * its rights; and from its game-array square (below). */
  n = fa_generate_castling (pos, from, moves, n);
  if (home != FA_NO_SQUARE)
    n = generate_castling_from_array (pos, from, home, moves, n);
  return n;
}

bool
fa_mars_square_attacked (const FaPosition *pos, FaSquare sq, int by_side)
{
  const FaConditionRules *c = &pos->rules->conditions;
  unsigned own = fa_side_bit (by_side);
  FA_MOVE_LIST (moves, pos);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      if (!(p & own))
        continue;
      FaSquare home = fa_mars_square (pos, from, by_side);
      if (home == FA_NO_SQUARE)
        continue;
      int kind = fa_piece_kind (p);
      if (fa_kind_set_has (pos->rules->table_test_kinds[by_side], kind))
        {
          /* The attack tables describe every capture of such a kind (the
           * orthodox attack test answers by them): asked from the
           * game-array square, the unit's own square empty, they say
           * what generating its moves there would, without the moves
           * (the check test of each last move was most of a Mars h#). */
          FaPosition *q = (FaPosition *) pos; /* restored below */
          if (home != from)
            q->board[from] = 0;
          bool takes = fa_table_attack (q, kind, by_side, home, sq, true);
          q->board[from] = p;
          if (takes && (!c->capture_allowed || c->capture_allowed (pos, from, sq, by_side)))
            return true;
          continue;
        }
      int n = generate_from (pos, from, home, by_side, moves, 0);
      for (int m = 0; m < n; m++)
        if (moves[m].to == sq && moves[m].type != FA_MOVE_EN_PASSANT)
          {
            /* The filters judge the unit where it stands, as Popeye
             * puts it back there to ask them (Madrasi: a unit paralysed
             * there gives no check). */
            if (!c->capture_allowed || c->capture_allowed (pos, from, sq, by_side))
              return true;
            break;
          }
    }
  return false;
}

/* Could a unit of kind, of the orthodox riders and the knight, reach to
 * from from on an empty board?  Any other kind: yes. */
static bool
may_reach (const FaRules *r, int kind, int side, FaSquare from, FaSquare to)
{
  switch ((FaArrayClass) r->conditions.array_class[kind])
    {
    case FA_ARRAY_QUEEN:
    case FA_ARRAY_ROOK:
    case FA_ARRAY_BISHOP:
    case FA_ARRAY_KNIGHT:
      {
        int d = fa_square_delta (&r->geometry, from, to);
        return fa_kind_set_has (r->leap_attacks[side][d] | r->ride_attacks[side][d], kind);
      }
    default:
      return true;
    }
}

bool
fa_mars_square_observed_by_kinds (const FaPosition *pos, FaSquare sq, int by_side, FaKindSet kinds)
{
  /* Popeye's test, which Madrasi asks: each unit of kinds in turn, if its
   * game-array square is free and (for the orthodox riders and the
   * knight) in line with sq, is put there, its own square left empty,
   * and sq counts as observed when any unit of kinds observes it then,
   * that one from its square or the others from theirs.  With one unit
   * of the kind this is the observation from its game-array square; with
   * two, the second also observes from where it stands. */
  const FaRules *r = pos->rules;
  unsigned own = fa_side_bit (by_side);
  FaPosition *q = (FaPosition *) pos; /* restored below */
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      FaPiece p = pos->board[from];
      int kind = fa_piece_kind (p);
      if (from == sq || !(p & own) || !fa_kind_set_has (kinds, kind))
        continue;
      FaSquare home = fa_mars_square (pos, from, by_side);
      if (home == FA_NO_SQUARE || !may_reach (r, kind, by_side, home, sq))
        continue;
      if (home != from)
        fa_position_shift (q, from, home);
      bool observed = fa_square_observed_by_kinds (q, sq, by_side, kinds);
      if (home != from)
        fa_position_shift (q, home, from);
      if (observed)
        return true;
    }
  return false;
}

void
fa_mars_after_move (FaPosition *pos)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  if (u->move.type != FA_MOVE_DOUBLE_STEP)
    return;
  const FaRules *r = pos->rules;
  FaSquare start = fa_game_array_square (r, fa_piece_kind (u->moved), pos->side ^ 1, u->move.from);
  if (start == u->move.from)
    return;
  /* A double step from elsewhere: the square it passed is the one an
   * en passant capture goes to (Popeye: b3-b7-b5, then c5*b6 ep.). */
  pos->hash ^= r->zobrist_ep[pos->ep_target];
  pos->ep_target = (FaSquare) ((start + u->move.to) / 2);
  pos->hash ^= r->zobrist_ep[pos->ep_target];
}
