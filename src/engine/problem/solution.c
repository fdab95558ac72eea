#include "problem/solution.h"

FaSolutionNode *
fa_solution_node_new (FaNodeRole role)
{
  FaSolutionNode *node = g_new0 (FaSolutionNode, 1);
  node->role = role;
  node->move.from = node->move.to = node->move.capture_square = FA_NO_SQUARE;
  return node;
}

FaSolutionNode *
fa_solution_node_add (FaSolutionNode *parent, FaNodeRole role)
{
  FaSolutionNode *node = fa_solution_node_new (role);
  if (!parent->children)
    parent->children = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_solution_node_free);
  g_ptr_array_add (parent->children, node);
  return node;
}

FaSolutionNode *
fa_solution_node_copy (const FaSolutionNode *node)
{
  FaSolutionNode *copy = g_new (FaSolutionNode, 1);
  *copy = *node;
  copy->children = NULL;
  for (guint i = 0; i < fa_solution_node_n_children (node); i++)
    {
      FaSolutionNode *child = fa_solution_node_copy (fa_solution_node_child (node, i));
      if (!copy->children)
        copy->children = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_solution_node_free);
      g_ptr_array_add (copy->children, child);
    }
  return copy;
}

void
fa_solution_node_free (FaSolutionNode *node)
{
  if (!node)
    return;
  if (node->children)
    g_ptr_array_unref (node->children);
  g_free (node);
}

guint
fa_solution_node_n_children (const FaSolutionNode *node)
{
  return node->children ? node->children->len : 0;
}

FaSolutionNode *
fa_solution_node_child (const FaSolutionNode *node, guint i)
{
  return g_ptr_array_index (node->children, i);
}

void
fa_solution_free (FaSolution *s)
{
  if (!s)
    return;
  fa_solution_node_free (s->root);
  g_free (s->twin_label);
  g_free (s->twin_description);
  g_free (s->error);
  g_free (s->check_report);
  g_free (s);
}

char *
fa_move_record_format (const FaMoveRecord *m, int files, int ranks)
{
  if (m->flags & FA_RECORD_CASTLE_SHORT)
    return g_strdup ("0-0");
  if (m->flags & FA_RECORD_CASTLE_LONG)
    return g_strdup ("0-0-0");
  char from[4], to[4];
  fa_square_name_for (files, m->from, from);
  fa_square_name_for (files, m->to, to);
  GString *s = g_string_new (NULL);
  /* A neutral piece is written with an n, a neutral pawn's P too
   * (nPb4-b3), as Popeye writes them. */
  gboolean neutral = m->colour == FA_COLOUR_NEUTRAL;
  if (neutral)
    g_string_append_c (s, 'n');
  /* A royal pawn too (rPb7-b8=rQ). */
  if (m->piece && (neutral || !(m->piece->flags & FA_PIECE_PAWN) || (m->piece->flags & FA_PIECE_ROYAL)))
    g_string_append (s, m->piece->code);
  g_string_append (s, from);
  if (m->flags & FA_RECORD_VIA)
    {
      char via[4];
      g_string_append_printf (s, "-%s", fa_square_name_for (files, m->via, via));
    }
  if (m->flags & FA_RECORD_RETRACTION)
    /* RET-23: the unit put back, then the square it stood on
     * (Kd2xBe1, e4xPd3 e.p.). */
    g_string_append_printf (s, "%s%s%s", m->captured ? "x" : "-", m->captured ? m->captured->code : "", to);
  else
    g_string_append_printf (s, "%c%s", m->captured ? '*' : '-', to);
  if (m->promotion)
    g_string_append_printf (s, "=%s%s", neutral ? "n" : "", m->promotion->code);
  if (m->flags & FA_RECORD_EN_PASSANT)
    g_string_append (s, m->flags & FA_RECORD_RETRACTION ? " e.p." : " ep.");
  for (int i = 0; i < m->n_effects; i++)
    {
      const FaEffectRecord *e = &m->effects[i];
      char sq[4], from_sq[4];
      fa_square_name_for (files, e->square, sq);
      if (e->kind == FA_RECORD_EFFECT_REBIRTH || e->kind == FA_RECORD_EFFECT_ADDITION)
        g_string_append_printf (s, "[+%c%s%s]", fa_colour_letter ((FaColour) e->colour), e->piece->code, sq);
      else if (e->kind == FA_RECORD_EFFECT_REBIRTH_PROMOTION)
        g_string_append_printf (s, "[+%cP%s=%s%s]", fa_colour_letter ((FaColour) e->colour), sq,
                                e->colour == FA_COLOUR_NEUTRAL ? "n" : "", e->piece->code);
      else if (e->kind == FA_RECORD_EFFECT_REMOVAL)
        g_string_append_printf (s, "[-%c%s%s]", fa_colour_letter ((FaColour) e->colour), e->piece->code, sq);
      else if (e->kind == FA_RECORD_EFFECT_RECOLOUR)
        {
          /* After a bracket (a relocation) Popeye writes it inside:
           * [bBh7->c8=w]. */
          gssize at = s->len && s->str[s->len - 1] == ']' ? (gssize) s->len - 1 : -1;
          char recolour[3] = { '=', fa_colour_letter ((FaColour) e->colour), '\0' };
          g_string_insert (s, at, recolour);
        }
      else if (e->kind == FA_RECORD_EFFECT_RELOCATION && (m->flags & FA_RECORD_RETRACTION))
        /* RET-23: where the unit stands, as retro solutions write it
         * (Kg5xSh5[Ke1]). */
        g_string_append_printf (s, "[%s%s]", e->piece->code, sq);
      else if (e->kind == FA_RECORD_EFFECT_RELOCATION)
        g_string_append_printf (s, "[%c%s%s->%s]", fa_colour_letter ((FaColour) e->colour), e->piece->code,
                                fa_square_name_for (files, e->from, from_sq), sq);
    }
  return g_string_free (s, FALSE);
}

/* Castling's rook: from the corner across the king (forward), or back. */
static void
move_castling_rook (FaProblem *p, const FaMoveRecord *m, gboolean forward)
{
  int rank = m->from / p->files;
  FaSquare corner = (FaSquare) (rank * p->files + ((m->flags & FA_RECORD_CASTLE_SHORT) ? p->files - 1 : 0));
  FaSquare beside_king = (FaSquare) ((m->from + m->to) / 2);
  FaSquare from = forward ? corner : beside_king, to = forward ? beside_king : corner;
  const FaPlacedPiece *rook = fa_problem_piece_at (p, from);
  if (rook)
    {
      FaPlacedPiece r = *rook;
      fa_problem_remove (p, from);
      fa_problem_put (p, r.spec, r.colour, to);
    }
}

/* Where the unit that made m stands after it: its arrival, or where
 * Anti-Circe sent it. */
static FaSquare
square_after (const FaMoveRecord *m)
{
  for (int i = 0; i < m->n_effects; i++)
    if (m->effects[i].kind == FA_RECORD_EFFECT_RELOCATION)
      return m->effects[i].square;
  return m->to;
}

/* A retraction goes back: the unit from where it stands to its departure
 * (a pawn again if the move promoted), the unit it took put back, the
 * rook of castling back in its corner. */
static void
play_retraction (FaProblem *p, const FaMoveRecord *m)
{
  FaSquare stands = square_after (m);
  const FaPlacedPiece *moving = fa_problem_piece_at (p, stands);
  if (!moving)
    return;
  FaPlacedPiece piece = *moving;
  fa_problem_remove (p, stands);
  fa_problem_put (p, m->promotion ? fa_piece_pawn () : piece.spec, piece.colour, m->from);
  if (m->captured && m->capture_square != FA_NO_SQUARE)
    fa_problem_put (p, m->captured, piece.colour == FA_COLOUR_WHITE ? FA_COLOUR_BLACK : FA_COLOUR_WHITE,
                    m->capture_square);
  if (m->flags & (FA_RECORD_CASTLE_SHORT | FA_RECORD_CASTLE_LONG))
    move_castling_rook (p, m, FALSE);
}

void
fa_problem_play_record (FaProblem *p, const FaMoveRecord *m)
{
  if (m->flags & FA_RECORD_RETRACTION)
    {
      play_retraction (p, m);
      return;
    }
  const FaPlacedPiece *moving = fa_problem_piece_at (p, m->from);
  if (!moving)
    return;
  FaPlacedPiece piece = *moving;
  if (m->captured && m->capture_square != FA_NO_SQUARE)
    fa_problem_remove (p, m->capture_square);
  fa_problem_remove (p, m->from);
  fa_problem_put (p, m->promotion ? m->promotion : piece.spec, piece.colour, m->to);
  ((FaPlacedPiece *) fa_problem_piece_at (p, m->to))->royal = piece.royal;
  if (m->flags & (FA_RECORD_CASTLE_SHORT | FA_RECORD_CASTLE_LONG))
    move_castling_rook (p, m, TRUE);
  for (int i = 0; i < m->n_effects; i++)
    {
      const FaEffectRecord *e = &m->effects[i];
      if (e->kind == FA_RECORD_EFFECT_REMOVAL || e->kind == FA_RECORD_EFFECT_ASSASSINATION)
        {
          fa_problem_remove (p, e->square);
          continue;
        }
      if (e->kind == FA_RECORD_EFFECT_RELOCATION)
        fa_problem_remove (p, e->from);
      fa_problem_put (p, e->piece, (FaColour) e->colour, e->square);
    }
}
