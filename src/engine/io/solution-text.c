#include "io/solution-text.h"

#include "io/popeye-text.h"

static void
indent (GString *out, int depth)
{
  for (int i = 0; i < depth; i++)
    g_string_append (out, "  ");
}

/* A move of a line after the one before it: a reply of the same number
 * goes without it ("2.Rf4+ Kh5"), as magazines print it. */
static void
append_in_line (const FaNotation *n, GString *out, const FaSolution *sol, const FaSolutionNode *node,
                const FaSolutionNode *before)
{
  gboolean reply = before && !fa_notation_attacker_role (node->role) && fa_notation_attacker_role (before->role)
                   && before->move.number == node->move.number
                   && !((node->move.flags ^ before->move.flags) & (FA_RECORD_RETRACTION | FA_RECORD_FORWARD));
  if (before)
    g_string_append_c (out, ' ');
  fa_notation_append_node (n, out, sol, node, !reply);
}

static void append_attacker (const FaNotation *n, GString *out, const FaSolution *sol, const FaSolutionNode *node,
                             int depth, const FaSolutionNode *before);

/* The defences under an attacker's move, a line each: the defence, and
 * while a single continuation answers it, the continuation and what
 * follows on the same line. */
static void
append_defences (const FaNotation *n, GString *out, const FaSolution *sol, const FaSolutionNode *attacker, int depth)
{
  for (guint i = 0; i < fa_solution_node_n_children (attacker); i++)
    {
      const FaSolutionNode *defence = fa_solution_node_child (attacker, i);
      if (defence->role == FA_NODE_THREAT)
        continue;
      indent (out, depth);
      append_in_line (n, out, sol, defence, NULL);
      guint k = fa_solution_node_n_children (defence);
      if (k == 1)
        append_attacker (n, out, sol, fa_solution_node_child (defence, 0), depth + 1, defence);
      else
        {
          g_string_append_c (out, '\n');
          for (guint j = 0; j < k; j++)
            {
              indent (out, depth + 1);
              append_attacker (n, out, sol, fa_solution_node_child (defence, j), depth + 2, NULL);
            }
        }
    }
}

/* An attacker's move (key, try, continuation) on the current line, its
 * threats in brackets, then its defences below it. */
static void
append_attacker (const FaNotation *n, GString *out, const FaSolution *sol, const FaSolutionNode *node, int depth,
                 const FaSolutionNode *before)
{
  append_in_line (n, out, sol, node, before);
  gboolean threats = FALSE;
  for (guint i = 0; i < fa_solution_node_n_children (node); i++)
    {
      const FaSolutionNode *threat = fa_solution_node_child (node, i);
      if (threat->role != FA_NODE_THREAT)
        continue;
      g_string_append (out, threats ? ", " : " (");
      threats = TRUE;
      fa_notation_append_node_move (n, out, sol, threat, TRUE);
    }
  if (threats)
    g_string_append_c (out, ')');
  g_string_append_c (out, '\n');
  append_defences (n, out, sol, node, depth);
}

static void
append_phase (const FaNotation *n, GString *out, const FaSolution *sol, const FaSolutionNode *phase, int depth)
{
  if (fa_solution_in_lines (sol))
    {
      g_autofree char *indent = g_strnfill (2 * (gsize) depth, ' ');
      fa_notation_append_lines (n, out, sol, phase, indent);
      return;
    }
  for (guint i = 0; i < fa_solution_node_n_children (phase); i++)
    {
      const FaSolutionNode *node = fa_solution_node_child (phase, i);
      indent (out, depth);
      if (fa_notation_attacker_role (node->role))
        append_attacker (n, out, sol, node, depth + 1, NULL);
      else
        {
          /* Set play: Black's moves first, each with what follows. */
          append_in_line (n, out, sol, node, NULL);
          if (fa_solution_node_n_children (node) == 1)
            append_attacker (n, out, sol, fa_solution_node_child (node, 0), depth + 1, node);
          else
            g_string_append_c (out, '\n');
        }
    }
}

static void
append_solution (const FaNotation *n, GString *out, const FaSolution *sol, int depth)
{
  if (sol->error)
    {
      indent (out, depth);
      g_string_append_printf (out, "%s\n", sol->error);
      return;
    }
  for (guint i = 0; i < fa_solution_node_n_children (sol->root); i++)
    {
      const FaSolutionNode *phase = fa_solution_node_child (sol->root, i);
      if (phase->marks & FA_MARK_NOT_APPLICABLE)
        continue;
      if (phase->phase != FA_PHASE_SOLUTION)
        {
          indent (out, depth);
          g_string_append_printf (out, "%s\n", fa_notation_word (n, phase->phase == FA_PHASE_SET_PLAY ? FA_WORD_SET_PLAY
                                                                                                        : FA_WORD_DUPLEX));
          append_phase (n, out, sol, phase, depth + 1);
        }
      else
        append_phase (n, out, sol, phase, depth);
    }
}

char *
fa_solution_text (const FaNotation *n, const FaProblem *problem, GPtrArray *solutions)
{
  GString *out = g_string_new (NULL);
  for (guint t = 0; solutions && t < solutions->len; t++)
    {
      const FaSolution *sol = g_ptr_array_index (solutions, t);
      if (!sol->twin_label)
        {
          append_solution (n, out, sol, 0);
          continue;
        }
      g_autofree char *description = fa_twin_describe_in (n, problem, t);
      g_string_append_printf (out, "%s%s%s\n", sol->twin_label, description && *description ? " " : "",
                              description ? g_strstrip (description) : "");
      append_solution (n, out, sol, 1);
    }
  return g_string_free (out, FALSE);
}
