#include "io/popeye-text.h"

#include <string.h>

#include "io/popeye-input.h"
#include "problem/notation.h"
#include "rules/condition-catalogue.h"
#include "rules/conditions/circe-line.h"
#include "rules/conditions/koeko.h"
#include "rules/conditions/mummer.h"
#include "rules/conditions/sentinelles.h"

static int
board_width (const FaProblem *p)
{
  return 4 * p->files + 5;
}

static void
append_centred (GString *out, const char *text, int width)
{
  int len = (int) g_utf8_strlen (text, -1);
  int pad = len < width ? (width - len) / 2 : 0;
  g_string_append_printf (out, "%*s%s\n", pad, "", text);
}

static void
append_lines_centred (GString *out, const char *text, int width)
{
  if (!text || !*text)
    return;
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (char **l = lines; *l; l++)
    append_centred (out, *l, width);
}

static void
append_board (GString *out, const FaProblem *p)
{
  GString *border = g_string_new ("+");
  for (int f = 0; f < p->files; f++)
    g_string_append_printf (border, "---%c", 'a' + f);
  g_string_append (border, "---+");
  int inner = board_width (p) - 2;
  g_string_append_printf (out, "%s\n", border->str);
  g_string_append_printf (out, "|%*s|\n", inner, "");
  for (int r = p->ranks - 1; r >= 0; r--)
    {
      /* A hunter X/Y shows X/ in its cell and Y under it, on the line
       * that is otherwise blank, as Popeye has it. */
      GString *below = g_string_new ("| ");
      gboolean any_below = FALSE;
      g_string_append_printf (out, "%-2d", r + 1);
      for (int f = 0; f < p->files; f++)
        {
          FaSquare sq = (FaSquare) (r * p->files + f);
          const FaPlacedPiece *pp = fa_problem_piece_at (p, sq);
          char text[16];
          const char *under = "";
          if (p->holes[sq])
            g_strlcpy (text, " ", sizeof text);
          else if (!pp)
            g_strlcpy (text, ".", sizeof text);
          else
            {
              const char *slash = strchr (pp->spec->code, '/');
              g_snprintf (text, sizeof text, "%s%.*s",
                          pp->colour == FA_COLOUR_BLACK ? "-" : pp->colour == FA_COLOUR_NEUTRAL ? "=" : "",
                          slash ? (int) (slash - pp->spec->code) : (int) strlen (pp->spec->code), pp->spec->code);
              if (slash)
                {
                  under = slash + 1;
                  any_below = TRUE;
                }
            }
          /* Popeye's cells are three wide and a blank; a black or neutral
           * unit of a three-letter code (-SWP) takes the blank, so that
           * the columns stay in line. */
          int pad = 3 - (int) strlen (text);
          g_string_append_printf (out, "%*s%s%s", pad > 0 ? pad : 0, "", text, *under ? "/" : pad < 0 ? "" : " ");
          g_string_append_printf (below, "%3s ", under);
        }
      g_string_append_printf (out, "  %d\n", r + 1);
      if (any_below)
        {
          g_string_truncate (below, (gsize) MIN ((int) below->len, inner + 1));
          g_string_append_printf (out, "%-*s|\n", inner + 1, below->str);
        }
      else
        g_string_append_printf (out, "|%*s|\n", inner, "");
      g_string_free (below, TRUE);
    }
  g_string_append_printf (out, "%s\n", border->str);
  g_string_free (border, TRUE);
}

static void
append_stipulation_line (GString *out, const FaProblem *p)
{
  int counts[4] = { 0 };
  for (guint i = 0; i < p->pieces->len; i++)
    counts[g_array_index (p->pieces, FaPlacedPiece, i).colour]++;
  char stip[48] = "";
  if (p->has_stipulation)
    {
      /* WhiteToPlay turns a help play of n moves into one of n-1.5 moves,
       * and Popeye's header says so: "h#2" shows as "h#1.5". */
      FaStipulation shown = p->stipulation;
      if (p->options.white_to_play && fa_play_is_help (shown.play) && !shown.series && !shown.half
          && shown.moves > 1)
        {
          shown.moves--;
          shown.half = true;
        }
      fa_stipulation_format (&shown, stip);
    }
  /* Option Threat n shows as "#3/1". */
  if (p->has_stipulation && p->options.threat > 0)
    g_snprintf (stip + strlen (stip), sizeof stip - strlen (stip), "/%d", p->options.threat);
  g_autofree char *count = counts[FA_COLOUR_NEUTRAL]
                               ? g_strdup_printf ("%d + %d + %dn", counts[1], counts[2], counts[3])
                               : g_strdup_printf ("%d + %d", counts[1], counts[2]);
  int end_column = board_width (p) - 2;
  int used = 2 + (int) strlen (stip);
  int pad = end_column - used - (int) strlen (count);
  /* Popeye's boards are always wide enough; on a narrow one (1x1, 2x2)
   * the count follows the stipulation after one blank, never glued to
   * it ("#21 + 0" read as a mate in 21). */
  if (pad < 1 && *stip)
    pad = 1;
  g_string_append_printf (out, "  %s%*s%s\n", stip, pad > 0 ? pad : 0, "", count);
}

/* Forced squares as Popeye lists them: one word each, from a1 rank by
 * rank ("WhiteForcedSquare e2 e4 h8" for e4h8e2).  The squares were
 * checked when the rules were compiled; 16x16 names cover every board. */
static char *
forced_squares_header (const char *keyword, const char *squares)
{
  uint64_t listed[FA_MAX_SQUARES / 64];
  fa_forced_squares_parse (FA_MAX_FILES, FA_MAX_RANKS, squares, listed);
  GString *out = g_string_new (keyword);
  for (FaSquare sq = 0; sq < FA_MAX_SQUARES; sq++)
    if ((listed[sq >> 6] >> (sq & 63)) & 1)
      {
        char name[8];
        g_string_append_printf (out, " %s", fa_square_name_for (FA_MAX_FILES, sq, name));
      }
  return g_string_free (out, FALSE);
}

/* A condition as Popeye's header writes it: the Circe family in one form
 * ("MirrorCirce" is "Circe Mirror"); the others as written.  *rank: where
 * Popeye lists it. */
static char *
condition_header (const char *line, int *rank)
{
  FaCirceLine circe;
  if (fa_circe_line_read (line, &circe) == FA_CIRCE_LINE_READ)
    {
      *rank = fa_popeye_condition_rank (circe.anti ? "AntiCirce" : "Circe");
      return fa_circe_line_header (&circe);
    }
  g_autofree char *keyword = g_strndup (line, strcspn (line, " "));
  *rank = fa_popeye_condition_rank (keyword);
  FaSentinellesRule sentinelles;
  if (fa_sentinelles_line_read (line, &sentinelles))
    return fa_sentinelles_header (&sentinelles);
  if (fa_condition_line_is (line, "KoeKo") || fa_condition_line_is (line, "AntiKoeKo"))
    return fa_koeko_header (line);
  if (fa_condition_line_is (line, "WhiteForcedSquare") || fa_condition_line_is (line, "BlackForcedSquare"))
    return forced_squares_header (keyword, line + strlen (keyword));
  return g_strdup (line);
}

typedef struct
{
  int rank;
  guint index;
  char *text;
} HeaderCondition;

static gint
compare_header_conditions (gconstpointer a, gconstpointer b)
{
  const HeaderCondition *x = a, *y = b;
  if (x->rank != y->rank)
    return x->rank < y->rank ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* The conditions as Popeye writes them, in its order (free with
 * g_strfreev). */
static char **
conditions_in_popeye_order (char *const *conditions, guint n)
{
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (HeaderCondition));
  /* Beside plain Maximummer Popeye writes no side's Maximummer (the pair
   * is its "nonsense combination", refused by the solver). */
  gboolean plain_maximummer = FALSE;
  for (guint i = 0; i < n; i++)
    plain_maximummer |= g_ascii_strcasecmp (conditions[i], "Maximummer") == 0;
  for (guint i = 0; i < n; i++)
    {
      if (plain_maximummer && (g_ascii_strcasecmp (conditions[i], "WhiteMaximummer") == 0
                               || g_ascii_strcasecmp (conditions[i], "BlackMaximummer") == 0))
        continue;
      HeaderCondition c = { 0, i, NULL };
      c.text = condition_header (conditions[i], &c.rank);
      g_array_append_val (lines, c);
    }
  g_array_sort (lines, compare_header_conditions);
  char **texts = g_new0 (char *, lines->len + 1);
  for (guint i = 0; i < lines->len; i++)
    texts[i] = g_array_index (lines, HeaderCondition, i).text;
  g_array_unref (lines);
  return texts;
}

typedef enum
{
  ATTRIBUTE_ROYAL,
  ATTRIBUTE_PARALYSING,
  ATTRIBUTE_MWU,
} Attribute;

static gboolean
has_attribute (const FaPlacedPiece *pp, Attribute attribute)
{
  return attribute == ATTRIBUTE_ROYAL ? pp->royal : attribute == ATTRIBUTE_PARALYSING ? pp->paralysing : pp->mwu;
}

/* Popeye's line for an attribute: "Royal h7 d4", the squares in reading
 * order (from the top rank down, each rank from a); ours for the Magic
 * Wandering Unit the same way, "MWU c1". */
static void
append_attribute (GString *out, const FaProblem *p, int width, const char *name, Attribute attribute)
{
  GString *line = g_string_new (name);
  for (int rank = p->ranks - 1; rank >= 0; rank--)
    for (int file = 0; file < p->files; file++)
      {
        const FaPlacedPiece *pp = fa_problem_piece_at (p, (FaSquare) (rank * p->files + file));
        char square[8];
        if (pp && has_attribute (pp, attribute))
          g_string_append_printf (line, " %s", fa_square_name_for (p->files, pp->square, square));
      }
  if (line->len > strlen (name))
    append_centred (out, line->str, width);
  g_string_free (line, TRUE);
}

/* The conditions in Popeye's order, one centred line each. */
static void
append_conditions (GString *out, const FaProblem *p, int width)
{
  if (!p->conditions || p->conditions->len == 0)
    return;
  g_auto (GStrv) texts = conditions_in_popeye_order ((char *const *) p->conditions->pdata, p->conditions->len);
  for (char **t = texts; *t; t++)
    append_centred (out, *t, width);
}

static void
append_header (GString *out, const FaProblem *p)
{
  int width = board_width (p);
  g_string_append (out, "\n");
  append_lines_centred (out, p->author, width);
  append_lines_centred (out, p->origin, width);
  append_lines_centred (out, p->award, width);
  append_lines_centred (out, p->title, width);
  g_string_append (out, "\n");
  append_board (out, p);
  append_stipulation_line (out, p);
  append_attribute (out, p, width, "Royal", ATTRIBUTE_ROYAL);
  append_attribute (out, p, width, "Paralysing", ATTRIBUTE_PARALYSING);
  append_attribute (out, p, width, "MWU", ATTRIBUTE_MWU);
  append_conditions (out, p, width);
  if (p->retractor.type != FA_RETRACTOR_NONE)
    {
      g_autofree char *line = g_strdup_printf ("%s%s", fa_retractor_name (p->retractor.type),
                                               p->retractor.no_forward_defence ? " NoForwardDefence" : "");
      append_centred (out, line, width);
    }
  if (p->options.duplex)
    append_centred (out, "Duplex", width);
  if (p->options.half_duplex)
    append_centred (out, "HalfDuplex", width);
}

/* Tree output (direct, self, reflex play; retractors). */
static void
append_tree_node (GString *out, const FaSolution *sol, const FaSolutionNode *node)
{
  gboolean attacker_move = fa_notation_attacker_role (node->role);
  int n = node->move.number;
  /* A retractor's forward move stands in the column after the last
   * retraction's: its record's number says which (it is written 1.). */
  if (node->move.flags & FA_RECORD_FORWARD)
    n = node->move.number;
  /* Popeye's columns: 1. at 3, later attacker moves at 8n - 6, defender
   * moves at 8n - 2; a number of more digits starts that much earlier
   * (10. one column left of where 9. would). */
  int indent = attacker_move ? (n == 1 ? 3 : 8 * n - 6) : 8 * n - 2;
  for (int rest = n; rest >= 10; rest /= 10)
    indent--;
  g_string_append_printf (out, "%*s", indent, "");
  fa_notation_append_node_move (fa_notation_popeye (), out, sol, node, TRUE);
  if (node->marks & FA_MARK_THREAT_FOLLOWS)
    g_string_append (out, " threat:");
  else if (node->marks & FA_MARK_ZUGZWANG)
    g_string_append (out, " zugzwang.");
  g_string_append (out, "\n");

  gboolean but_written = FALSE;
  for (guint i = 0; i < fa_solution_node_n_children (node); i++)
    {
      const FaSolutionNode *child = fa_solution_node_child (node, i);
      if (child->role == FA_NODE_REFUTATION && !but_written)
        {
          g_string_append (out, "    but\n");
          but_written = TRUE;
        }
      append_tree_node (out, sol, child);
    }
}

static void
append_solution (GString *out, const FaSolution *sol)
{
  /* Popeye says why on stderr; on stdout only the empty line that would
   * have opened the solution remains. */
  if (sol->error)
    {
      g_string_append (out, "\n");
      return;
    }
  gboolean lines = fa_solution_in_lines (sol);
  for (guint i = 0; i < fa_solution_node_n_children (sol->root); i++)
    {
      const FaSolutionNode *phase = fa_solution_node_child (sol->root, i);
      /* Popeye says so where the set play would have been. */
      if (phase->marks & FA_MARK_NOT_APPLICABLE)
        {
          g_string_append (out, "SetPlay not applicable - ignored\n");
          continue;
        }
      if (lines)
        {
          g_string_append (out, "\n");
          fa_notation_append_lines (fa_notation_popeye (), out, sol, phase, "");
          continue;
        }
      /* A solution tree's duplex half (its set play or its play) follows
       * the first half's after one more empty line, as in Popeye. */
      if (i > 0 && fa_solution_node_child (sol->root, i - 1)->phase == FA_PHASE_SOLUTION)
        g_string_append (out, "\n");
      if (phase->phase == FA_PHASE_SET_PLAY)
        {
          g_string_append (out, "\n");
          for (guint j = 0; j < fa_solution_node_n_children (phase); j++)
            append_tree_node (out, sol, fa_solution_node_child (phase, j));
          continue;
        }
      for (guint j = 0; j < fa_solution_node_n_children (phase); j++)
        {
          const FaSolutionNode *node = fa_solution_node_child (phase, j);
          /* Each key or try is a block of its own; obliged goal moves
           * (reflex play) form one block. */
          if (j == 0 || node->role != FA_NODE_OBLIGED_GOAL)
            g_string_append (out, "\n");
          append_tree_node (out, sol, node);
        }
    }
  if (sol->status != FA_SOLVE_COMPLETE)
    {
      /* "Partial solution" and "solving interrupted." follow a solution
       * tree after one empty line, help and series lines directly. */
      if (!lines)
        g_string_append (out, "\n");
      return;
    }
  /* Line output, and the obliged goal moves of reflex play, end with one
   * empty line; a solution tree with two. */
  gboolean obliged = FALSE;
  for (guint i = 0; i < fa_solution_node_n_children (sol->root); i++)
    {
      const FaSolutionNode *phase = fa_solution_node_child (sol->root, i);
      if (fa_solution_node_n_children (phase)
          && fa_solution_node_child (phase, 0)->role == FA_NODE_OBLIGED_GOAL)
        obliged = TRUE;
    }
  g_string_append (out, lines || obliged ? "\n" : "\n\n");
}

static void
describe_piece (const FaNotation *n, GString *out, const FaPlacedPiece *pp, int files)
{
  char sq[4];
  /* Popeye writes a royal piece with an r: wrCAc8; a paralysing one with
   * a p. */
  g_string_append_printf (out, "%s%s%s%s%s", fa_notation_colour (n, pp->colour), pp->paralysing ? "p" : "",
                          pp->royal ? "r" : "",
                          fa_notation_piece (n, pp->spec), fa_square_name_for (files, pp->square, sq));
}

char *
fa_twin_describe (const FaProblem *p, guint index)
{
  return fa_twin_describe_in (fa_notation_popeye (), p, index);
}

char *
fa_twin_describe_in (const FaNotation *n, const FaProblem *p, guint index)
{
  if (!p->twins || index == 0 || index > p->twins->len)
    return NULL;
  const FaTwin *twin = g_ptr_array_index (p->twins, index - 1);
  g_autoptr (FaProblem) base = fa_problem_twin (p, twin->continued ? index - 1 : 0, NULL);
  if (!base)
    return NULL;
  GString *d = g_string_new (NULL);
  char a[4], b[4];
  for (guint i = 0; i < twin->commands->len; i++)
    {
      const FaTwinCommand *c = &g_array_index (twin->commands, FaTwinCommand, i);
      const FaPlacedPiece *from = c->from != FA_NO_SQUARE ? fa_problem_piece_at (base, c->from) : NULL;
      const FaPlacedPiece *to = c->to != FA_NO_SQUARE ? fa_problem_piece_at (base, c->to) : NULL;
      if (i)
        g_string_append (d, "  ");
      switch (c->kind)
        {
        case FA_TWIN_MOVE:
          /* Onto an occupied square: Popeye writes the removal first
           * ("-wPb3  wPa3-->b3"). */
          if (to)
            {
              g_string_append (d, "-");
              describe_piece (n, d, to, p->files);
              g_string_append (d, "  ");
            }
          if (from)
            describe_piece (n, d, from, p->files);
          g_string_append_printf (d, "-->%s", fa_square_name_for (p->files, c->to, b));
          break;
        case FA_TWIN_EXCHANGE:
          if (from)
            describe_piece (n, d, from, p->files);
          g_string_append (d, "<-->");
          if (to)
            describe_piece (n, d, to, p->files);
          break;
        case FA_TWIN_REMOVE:
          g_string_append (d, "-");
          if (from)
            describe_piece (n, d, from, p->files);
          break;
        case FA_TWIN_ADD:
          /* Popeye marks a piece added on an empty square with "+"; one
           * that replaces another has no mark. */
          if (!fa_problem_piece_at (base, c->piece.square))
            g_string_append (d, "+");
          describe_piece (n, d, &c->piece, p->files);
          break;
        case FA_TWIN_ROTATE:
          g_string_append_printf (d, "rotate %d", c->degrees);
          break;
        case FA_TWIN_MIRROR:
          {
            static const char *const names[] = { "a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1" };
            g_string_append_printf (d, "mirror %s", names[c->mirror]);
          }
          break;
        case FA_TWIN_SHIFT:
          g_string_append_printf (d, "shift %s ==> %s", fa_square_name_for (p->files, c->from, a),
                                  fa_square_name_for (p->files, c->to, b));
          break;
        case FA_TWIN_STIPULATION:
          {
            char buf[32];
            g_string_append (d, fa_stipulation_format (&c->stipulation, buf));
          }
          break;
        case FA_TWIN_CONDITION:
          {
            g_auto (GStrv) lines = g_strsplit (c->condition ? c->condition : "", "\n", -1);
            g_auto (GStrv) texts = conditions_in_popeye_order (lines, g_strv_length (lines));
            /* Popeye writes each further condition on a line of its own,
             * indented by three spaces. */
            g_autofree char *joined = g_strjoinv ("\n   ", texts);
            g_string_append (d, joined);
          }
          break;
        case FA_TWIN_SUBSTITUTE:
          g_string_append_printf (d, "%s ==> %s", fa_notation_piece (n, c->substitute_from),
                                  fa_notation_piece (n, c->substitute_to));
          break;
        case FA_TWIN_POLISH_TYPE:
          g_string_append (d, "PolishType");
          break;
        }
    }
  return g_string_free (d, FALSE);
}

void
fa_popeye_text_append (GString *out, const FaProblem *p, GPtrArray *solutions)
{
  /* Popeye prints remarks first, as they are, even without the board. */
  if (p->remarks)
    for (guint i = 0; i < p->remarks->len; i++)
      g_string_append_printf (out, "%s\n", (const char *) g_ptr_array_index (p->remarks, i));
  /* WhiteToPlay means something only in help play of whole moves and in
   * series play; in direct, self and reflex play and in h#n.5 Popeye
   * ignores it and says so, before the board. */
  const FaStipulation *st = &p->stipulation;
  if (p->options.white_to_play && p->has_stipulation && !st->series
      && !(fa_play_is_help (st->play) && !st->half))
    g_string_append (out, "WhiteToPlay not applicable - ignored\n");
  if (!p->options.no_board)
    append_header (out, p);
  gboolean twins = p->twins && p->twins->len > 0;
  gboolean partial = FALSE, stopped = FALSE;
  if (twins)
    g_string_append (out, "\n");
  for (guint i = 0; i < solutions->len; i++)
    {
      const FaSolution *sol = g_ptr_array_index (solutions, i);
      if (twins)
        {
          g_autofree char *description = fa_twin_describe (p, i);
          if (description)
            g_string_append_printf (out, "%s %s  \n", sol->twin_label, description);
          else
            g_string_append_printf (out, "%s \n", sol->twin_label);
        }
      if (sol->warning)
        g_string_append_printf (out, "%s\n", sol->warning);
      /* Popeye's intelligent mode takes h#, h=, ser-#, ser-= and ser-h#,
       * ser-h=; with other stipulations it says so and solves plainly. */
      if (p->options.intelligent && p->has_stipulation && !sol->error
          && !((st->goal == FA_GOAL_MATE || st->goal == FA_GOAL_STALEMATE)
               && (sol->play == FA_PLAY_HELP || (sol->play == FA_PLAY_DIRECT && sol->series))))
        g_string_append (out, "Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of "
                              "fairy conditions and without fairy pieces.\n");
      append_solution (out, sol);
      partial |= sol->status == FA_SOLVE_PARTIAL;
      stopped |= sol->status == FA_SOLVE_TIMED_OUT || sol->status == FA_SOLVE_CANCELLED;
    }
  /* Popeye's last line says how solving ended: stopped by MaxTime (even
   * in one twin of several), cut short by MaxSolutions, or done. */
  g_string_append (out, stopped   ? "solving interrupted.\n\n\n"
                        : partial ? "Partial solution\n\n\n"
                                  : "solution finished.\n\n\n");
}
