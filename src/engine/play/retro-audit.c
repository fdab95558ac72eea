/* The retractions checked against the forward moves they take back: for
 * every legal move of either side from a position, made, the retractions
 * then offered must hold one that leads back to the very position the
 * move left.  A retraction missing there is a defence or a key the
 * retractor search never sees: the tests run this over positions with
 * each kind of piece (tests/test-retro.c). */
#include <string.h>

#include "play/retraction.h"
#include "play/retro.h"
#include "rules/move-list.h"
#include "rules/movegen.h"

/* How many units of side the move just made took off the board. */
static int
units_gone (const FaPosition *pos, const FaPiece *before, int side)
{
  int squares = fa_geometry_n_squares (&pos->rules->geometry), gone = 0;
  for (FaSquare sq = 0; sq < squares; sq++)
    gone += (before[sq] && fa_piece_is_side (before[sq], side)) - (pos->board[sq] && fa_piece_is_side (pos->board[sq], side));
  return gone;
}

/* Did the move just made remove only units a retraction may put back
 * (RET-7: the victim kinds, never a king)? */
static bool
victims_restorable (const FaRetro *rt, const FaPiece *before, int mover)
{
  const FaPosition *pos = &rt->s->pos;
  int squares = fa_geometry_n_squares (&pos->rules->geometry);
  unsigned other = fa_side_bit (mover ^ 1);
  for (FaSquare sq = 0; sq < squares; sq++)
    {
      if (!before[sq] || !(before[sq] & other) || pos->board[sq] == before[sq])
        continue;
      int kind = fa_piece_kind (before[sq]);
      bool allowed = false;
      for (int i = 0; i < rt->n_victim_kinds; i++)
        allowed |= rt->victim_kinds[i] == kind;
      if (!allowed)
        return false;
    }
  return true;
}

/* Is one of the retractions offered now the one that leads back to the
 * board before? */
static bool
taken_back (FaRetro *rt, const FaPiece *before)
{
  FaPosition *pos = &rt->s->pos;
  size_t board_size = sizeof (FaPiece) * (size_t) fa_geometry_n_squares (&pos->rules->geometry);
  FaRetroList list;
  fa_retro_list (rt, &list);
  bool found = false;
  for (int i = 0; i < list.n && !found; i++)
    {
      FaRetroVictim victims[FA_RETRO_MAX_CHOICES];
      int n_victims = fa_retro_victims (rt, &list.shapes[i], list.retractor, victims);
      for (int v = 0; v < n_victims && !found; v++)
        {
          FaRetroUndo u;
          fa_retro_apply (rt, &list.shapes[i], victims[v], &u);
          found = memcmp (pos->board, before, board_size) == 0
                  && fa_retro_verdict (rt, &list.shapes[i], list.after, list.retractor) != FA_RETRO_NOT_A_MOVE;
          fa_retro_undo (rt, &u);
        }
    }
  fa_retro_list_free (&list);
  return found;
}

/* The audit of side's legal moves from the position as it stands (its en
 * passant state included); only its captures en passant where
 * en_passant_only.  Adds to the counts and the report. */
typedef struct
{
  GString *report;
  int checked, missing, several, own, en_passant;
} Audit;

static void
audit_moves (FaRetro *rt, int side, bool en_passant_only, Audit *a)
{
  FaSearch *s = rt->s;
  FaPosition *pos = &s->pos;
  int squares = fa_geometry_n_squares (&pos->rules->geometry);
  pos->side = side;
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_legal (pos, moves);
  for (int i = 0; i < n; i++)
    {
      if (en_passant_only && moves[i].type != FA_MOVE_EN_PASSANT)
        continue;
      FaPiece before[FA_MAX_SQUARES];
      memcpy (before, pos->board, sizeof (FaPiece) * (size_t) squares);
      fa_position_make (pos, moves[i]);
      if (victims_restorable (rt, before, side))
        {
          a->checked++;
          a->several += units_gone (pos, before, side ^ 1) > 1;
          a->own += units_gone (pos, before, side) > 0;
          a->en_passant += moves[i].type == FA_MOVE_EN_PASSANT;
          if (!taken_back (rt, before))
            {
              a->missing++;
              char from[8], to[8];
              const FaGeometry *g = &pos->rules->geometry;
              g_string_append_printf (a->report, "%s %s-%s (type %d): no retraction leads back\n",
                                      side == FA_WHITE ? "White" : "Black", fa_square_name (g, moves[i].from, from),
                                      fa_square_name (g, moves[i].to, to), moves[i].type);
            }
        }
      fa_position_unmake (pos);
    }
}

/* Each way the other side's last move may have been a pawn's double step
 * (a pawn on its fourth rank, the two squares behind it empty): side's
 * captures en passant then. */
static void
audit_en_passant (FaRetro *rt, int side, Audit *a)
{
  FaPosition *pos = &rt->s->pos;
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  int up = side == FA_WHITE ? 1 : -1; /* side's; the double stepper went the other way */
  int fourth = side == FA_WHITE ? g->ranks - 4 : 3;
  for (FaSquare sq = 0; sq < fa_geometry_n_squares (g); sq++)
    {
      FaPiece p = pos->board[sq];
      if (!p || fa_piece_kind (p) != r->pawn_kind || fa_piece_is_side (p, side) || fa_square_rank (g, sq) != fourth)
        continue;
      FaSquare passed = fa_square_make (g, fa_square_file (g, sq), fourth + up);
      FaSquare start = fa_square_make (g, fa_square_file (g, sq), fourth + 2 * up);
      if (pos->board[passed] || pos->board[start])
        continue;
      FaEnPassantState saved = fa_en_passant_save (pos);
      pos->ep_target = passed;
      pos->ep_victim = sq;
      audit_moves (rt, side, true, a);
      fa_en_passant_restore (pos, saved);
    }
}

char *
fa_retro_audit (FaSearch *s, gboolean *holds)
{
  FaRetro *rt = g_new0 (FaRetro, 1);
  fa_retro_init (rt, s);
  Audit a = { g_string_new (NULL), 0, 0, 0, 0, 0 };
  for (int side = FA_WHITE; side <= FA_BLACK; side++)
    {
      audit_moves (rt, side, false, &a);
      audit_en_passant (rt, side, &a);
    }
  /* The counts that tell what the positions tried: moves that took several
   * units, moves that took the mover's own (a suicide, a mutual
   * destruction), captures en passant. */
  g_string_append_printf (a.report,
                          "%d moves taken back, %d missing; %d took several units, %d the mover's own, %d en passant\n",
                          a.checked - a.missing, a.missing, a.several, a.own, a.en_passant);
  *holds = a.missing == 0 && a.checked > 0;
  fa_retro_clear (rt);
  g_free (rt);
  return g_string_free (a.report, FALSE);
}
