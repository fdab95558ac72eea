#include "rules/conditions/sentinelles.h"

#include <glib.h>

#include "rules/rococo.h"

bool
fa_sentinelles_line_read (const char *line, FaSentinellesRule *s)
{
  *s = (FaSentinellesRule) { .max = { 8, 8 }, .max_total = 16 };
  g_auto (GStrv) w = g_strsplit_set (line, " ", -1);
  if (!w[0] || g_ascii_strcasecmp (w[0], "Sentinelles") != 0)
    return false;
  for (char **t = w + 1; *t; t++)
    {
      if (!**t)
        continue;
      int *limit = g_ascii_strcasecmp (*t, "MaximumWhite") == 0   ? &s->max[FA_WHITE]
                   : g_ascii_strcasecmp (*t, "MaximumBlack") == 0 ? &s->max[FA_BLACK]
                   : g_ascii_strcasecmp (*t, "MaximumTotal") == 0 ? &s->max_total
                                                                  : NULL;
      if (limit)
        {
          char *end = NULL;
          gint64 n = t[1] ? g_ascii_strtoll (t[1], &end, 10) : -1;
          if (!t[1] || end == t[1] || *end || n < 0 || n > 255)
            return false;
          *limit = (int) n;
          t++;
        }
      else if (g_ascii_strcasecmp (*t, "PionAdvers") == 0)
        s->adverse = true;
      else if (g_ascii_strcasecmp (*t, "PionNeutre") == 0)
        s->neutral = true;
      else if (g_ascii_strcasecmp (*t, "ParaSentinelles") == 0)
        s->para = true;
      else if (g_ascii_strcasecmp (*t, "Berolina") == 0)
        s->berolina = true;
      else if (g_ascii_strcasecmp (*t, "PionPropre") != 0)
        return false;
    }
  return true;
}

char *
fa_sentinelles_header (const FaSentinellesRule *s)
{
  GString *out = g_string_new (s->para ? "ParaSentinelles" : "Sentinelles");
  if (s->berolina)
    g_string_append (out, " Berolina");
  if (s->adverse)
    g_string_append (out, "  PionAdvers");
  if (s->neutral)
    g_string_append (out, "  PionNeutre");
  if (s->max[FA_WHITE] != 8 || s->max[FA_BLACK] != 8)
    g_string_append_printf (out, " %d/%d", s->max[FA_WHITE], s->max[FA_BLACK]);
  if (s->max_total != 16)
    g_string_append_printf (out, " //%d", s->max_total);
  return g_string_free (out, FALSE);
}


void
fa_sentinelles_after_move (FaPosition *pos)
{
  const FaRules *r = pos->rules;
  const FaSentinellesRule *rule = &r->conditions.sentinelles;
  const FaUndo *u = &pos->history[pos->ply - 1];
  /* A pawn leaves none, of any of Popeye's pawn walks (Berolina, super,
   * marine, protean), nor does the Rococo cannon pawn, a pawn too. */
  if (!u->moved || (r->kinds[fa_piece_kind (u->moved)].flags & (FA_PIECE_PAWN | FA_PIECE_PAWN_WALK))
      || r->rococo_power[fa_piece_kind (u->moved)] == FA_ROCOCO_CANNON_PAWN)
    return;
  FaSquare from = u->move.from;
  int rank = fa_square_rank (&r->geometry, from);
  if (rank == 0 || rank == r->geometry.ranks - 1 || pos->board[from])
    return;
  /* The side that moved (a neutral unit moves for it). */
  int mover = pos->side ^ 1;
  if (rule->neutral && (u->moved & 3) == 3)
    {
      fa_position_effect (pos, FA_EFFECT_ADDITION, from, fa_piece_make (rule->kind, 3));
      return;
    }
  int side = rule->adverse ? mover ^ 1 : mover;
  /* The limits count the units of the kind left, as Popeye counts them. */
  int pawns[2] = { pos->kind_count[FA_WHITE][rule->kind], pos->kind_count[FA_BLACK][rule->kind] };
  /* ParaSentinelles: none for a side that has more pawns than the other
   * had before the move (a pawn just captured counts). */
  if (rule->para)
    {
      int other = pawns[side ^ 1];
      /* (A Rococo capture may have taken several.) */
      FaPiece taken[FA_MAX_EFFECTS + 1];
      int n_taken = fa_rococo_taken (pos, taken);
      for (int i = 0; i < n_taken; i++)
        if ((rule->berolina ? fa_piece_kind (taken[i]) == rule->kind
                            : (r->kinds[fa_piece_kind (taken[i])].flags & FA_PIECE_PAWN) != 0)
            && fa_piece_is_side (taken[i], side ^ 1))
          other++;
      if (pawns[side] > other)
        return;
    }
  if (pawns[side] + 1 > rule->max[side] || pawns[FA_WHITE] + pawns[FA_BLACK] + 1 > rule->max_total)
    return;
  fa_position_effect (pos, FA_EFFECT_ADDITION, from, fa_piece_make (rule->kind, fa_side_bit (side)));
}
