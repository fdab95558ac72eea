#include "play/stalemate-witness.h"

#include <string.h>

#include "pieces/piece-catalogue.h"
#include "rules/move-list.h"
#include "rules/movegen.h"

/* Orthodox chess for this purpose: nothing changes what a move does,
 * which moves exist or which attacks count. */
static bool
plain_rules (const FaRules *r)
{
  const FaConditionRules *c = &r->conditions;
  return !c->move_effects && !c->n_after_move && !c->n_capture_filters && !c->attack_test && !c->piece_may_move
         && !c->generation_hooks && c->mummer[0] == FA_MUMMER_NONE && c->mummer[1] == FA_MUMMER_NONE && !c->koeko
         && !c->rex_multiplex && !c->gravitational && c->mars == FA_MARS_NONE && !r->neutral_pieces
         && !r->rococo_kinds[0];
}

/* A queen, rook, bishop, knight or pawn of orthodox chess: the squares
 * its move needs are its departure, those between on its line, and its
 * arrival. */
static bool
orthodox_mover (const FaRules *r, int kind)
{
  const FaPieceSpec *spec = r->kinds[kind].spec;
  return spec == fa_piece_queen () || spec == fa_piece_rook () || spec == fa_piece_bishop ()
         || spec == fa_piece_knight () || spec == fa_piece_pawn ();
}

/* Marks the squares from `from` on, step (dx, dy) at a time, count of
 * them (or up to the edge: count < 0). */
static void
mark_line (FaSquareSet *set, const FaGeometry *g, FaSquare from, int dx, int dy, int count)
{
  int file = fa_square_file (g, from), rank = fa_square_rank (g, from);
  for (int k = 1; count < 0 || k <= count; k++)
    {
      FaSquare sq = fa_square_make (g, file + k * dx, rank + k * dy);
      if (sq == FA_NO_SQUARE)
        break;
      fa_square_set_add (set, sq);
    }
}

/* The squares the witness m of the opponent (whose king is on king)
 * needs left alone by the mover (side). */
static void
mark_needed (FaStalemateWitness *w, const FaPosition *pos, int side, FaSquare king, FaMove m)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  fa_square_set_add (&w->touched, m.from);
  fa_square_set_add (&w->touched, m.to);
  /* The squares it crosses: none for a knight, whose move is one step of
   * its line. */
  int dx = fa_square_file (g, m.to) - fa_square_file (g, m.from);
  int dy = fa_square_rank (g, m.to) - fa_square_rank (g, m.from);
  int steps = fa_vector_gcd (dx, dy);
  mark_line (&w->touched, g, m.from, dx / steps, dy / steps, steps - 1);
  /* The line of a rider of the mover's from the king through m's
   * departure, to the edge. */
  if (r->ride_attacks[side][fa_square_delta (g, m.from, king)])
    {
      int kx = fa_square_file (g, m.from) - fa_square_file (g, king);
      int ky = fa_square_rank (g, m.from) - fa_square_rank (g, king);
      int d = fa_vector_gcd (kx, ky);
      mark_line (&w->touched, g, king, kx / d, ky / d, -1);
    }
}

/* The squares a king's step of the opponent's to t needs left alone: t,
 * and every square from which a unit of the mover's (side) could attack
 * t by its leaps and rides once it has moved there or uncovered a line:
 * each ray back from t up to its first unit.  (The king's own square
 * ends a ray too: a unit that would attack t through it, the king gone,
 * checks the king.) */
static void
mark_needed_by_king (FaStalemateWitness *w, const FaPosition *pos, int side, FaSquare t)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  fa_square_set_add (&w->touched, t);
  for (int i = 0; i < r->n_rays[side]; i++)
    {
      const FaAttackRay *ray = &r->rays[side][i];
      if (!(ray->any_kinds & pos->kinds_present[side]))
        continue;
      FaSquare u = t;
      for (int n = 1; ray->shape == FA_SHAPE_LEAP ? n == 1 : (ray->range == 0 || n <= ray->range); n++)
        {
          u = fa_step (g, ray->vector, u);
          if (u == FA_NO_SQUARE)
            break;
          fa_square_set_add (&w->touched, u);
          if (pos->board[u])
            break;
        }
    }
}

/* The first legal move of the opponent's (to move in pos) that
 * mark_needed or mark_needed_by_king can describe: of a queen, rook,
 * bishop, knight or pawn of orthodox chess, else a king's step. */
static bool
find_witness (FaStalemateWitness *w, FaPosition *pos, int side, FaSquare king)
{
  const FaRules *r = pos->rules;
  unsigned own = fa_side_bit (side ^ 1);
  FaLegality legality;
  fa_legality_init (&legality, pos);
  FA_MOVE_LIST (moves, pos);
  for (int king_steps = 0; king_steps < 2; king_steps++)
    for (int i = 0; i < pos->n_occupied; i++)
      {
        FaSquare from = pos->occupied[i];
        FaPiece p = pos->board[from];
        if (!(p & own) || (from == king) != king_steps || (!king_steps && !orthodox_mover (r, fa_piece_kind (p))))
          continue;
        int n = fa_generate_piece (pos, from, moves, 0);
        for (int m = 0; m < n; m++)
          if ((moves[m].type == FA_MOVE_PLAIN || (moves[m].type == FA_MOVE_DOUBLE_STEP && !king_steps))
              && !moves[m].special && fa_legality_test (&legality, pos, moves[m]))
            {
              memset (&w->touched, 0, sizeof w->touched);
              if (king_steps)
                mark_needed_by_king (w, pos, side, moves[m].to);
              else
                mark_needed (w, pos, side, king, moves[m]);
              w->move = moves[m];
              return true;
            }
      }
  return false;
}

void
fa_stalemate_witness_init (FaStalemateWitness *w, FaPosition *pos)
{
  const FaRules *r = pos->rules;
  int side = pos->side;
  FaSquare king = pos->king[side ^ 1];
  w->found = false;
  if (king == FA_NO_SQUARE || !plain_rules (r) || (pos->kinds_present[side] & ~r->table_attack_kinds[side])
      || fa_piece_kind (pos->board[king]) != r->king_kind)
    return;
  /* The opponent's moves as if it were to move now. */
  fa_position_make (pos, FA_PASS_MOVE);
  w->found = find_witness (w, pos, side, king);
  fa_position_unmake (pos);
}
