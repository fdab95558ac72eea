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

char *
fa_retro_audit (FaSearch *s, gboolean *holds)
{
  FaRetro *rt = g_new0 (FaRetro, 1);
  fa_retro_init (rt, s);
  FaPosition *pos = &s->pos;
  int squares = fa_geometry_n_squares (&pos->rules->geometry);
  GString *report = g_string_new (NULL);
  int checked = 0, missing = 0, several = 0, own = 0;
  for (int side = FA_WHITE; side <= FA_BLACK; side++)
    {
      pos->side = side;
      FA_MOVE_LIST (moves, pos);
      int n = fa_generate_legal (pos, moves);
      for (int i = 0; i < n; i++)
        {
          FaPiece before[FA_MAX_SQUARES];
          memcpy (before, pos->board, sizeof (FaPiece) * (size_t) squares);
          fa_position_make (pos, moves[i]);
          if (victims_restorable (rt, before, side))
            {
              checked++;
              several += units_gone (pos, before, side ^ 1) > 1;
              own += units_gone (pos, before, side) > 0;
              if (!taken_back (rt, before))
                {
                  missing++;
                  char from[8], to[8];
                  const FaGeometry *g = &pos->rules->geometry;
                  g_string_append_printf (report, "%s %s-%s (type %d): no retraction leads back\n",
                                          side == FA_WHITE ? "White" : "Black", fa_square_name (g, moves[i].from, from),
                                          fa_square_name (g, moves[i].to, to), moves[i].type);
                }
            }
          fa_position_unmake (pos);
        }
    }
  /* The counts that tell what the positions tried: moves that took several
   * units, and moves that took the mover's own (a suicide, a mutual
   * destruction). */
  g_string_append_printf (report, "%d moves taken back, %d missing; %d took several units, %d the mover's own\n",
                          checked - missing, missing, several, own);
  *holds = missing == 0 && checked > 0;
  fa_retro_clear (rt);
  g_free (rt);
  return g_string_free (report, FALSE);
}
