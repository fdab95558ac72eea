#include "solution.h"

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
  if (m->piece && !(m->piece->flags & FA_PIECE_PAWN))
    g_string_append (s, m->piece->code);
  g_string_append_printf (s, "%s%c%s", from, m->captured ? '*' : '-', to);
  if (m->promotion)
    g_string_append_printf (s, "=%s", m->promotion->code);
  if (m->flags & FA_RECORD_EN_PASSANT)
    g_string_append (s, " ep.");
  return g_string_free (s, FALSE);
}
