#include "verify/soundness.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "problem/notation.h"
#include "problem/stipulation.h"
#include "verify/diagram-legality.h"
#include "verify/intended.h"

const char *
fa_fault_kind_word (FaFaultKind kind)
{
  static const char *const words[FA_N_FAULT_KINDS] = {
    [FA_FAULT_ERROR] = "error",
    [FA_FAULT_ILLEGAL_POSITION] = "illegal position",
    [FA_FAULT_NO_SOLUTION] = "no solution",
    [FA_FAULT_INTENDED_FAILS] = "intended solution fails",
    [FA_FAULT_COOK] = "cook",
    [FA_FAULT_SHORT_SOLUTION] = "short solution",
    [FA_FAULT_DUAL] = "dual",
    [FA_FAULT_MINOR_DUAL] = "minor dual",
    [FA_FAULT_INCOMPLETE] = "incomplete",
  };
  return words[kind];
}

const char *
fa_verdict_word (FaSoundnessVerdict verdict)
{
  static const char *const words[] = { "sound", "duals", "unsound", "incomplete", "error" };
  return words[verdict];
}

gboolean
fa_fault_is_fault (FaFaultKind kind)
{
  return kind != FA_FAULT_MINOR_DUAL && kind != FA_FAULT_INCOMPLETE;
}

static void
fault_free (gpointer data)
{
  FaFault *fault = data;
  g_free (fault->line);
  g_free (fault->detail);
  if (fault->moves)
    g_array_unref (fault->moves);
  g_free (fault);
}

void
fa_soundness_report_free (FaSoundnessReport *report)
{
  if (!report)
    return;
  g_ptr_array_unref (report->faults);
  if (report->solutions)
    g_ptr_array_unref (report->solutions);
  /* Last: the solutions point into them. */
  g_ptr_array_unref (report->solved);
  g_free (report->intended_error);
  g_free (report);
}

/* ---- Writing moves ------------------------------------------------------ */

/* The report writes moves as problem columns print them, in the
 * notation the options give (the studio's letters). */
static const FaNotation *
report_notation (const FaSolveOptions *options)
{
  static const FaNotation popeye_letters = { .short_form = TRUE };
  return options->report_notation ? options->report_notation : &popeye_letters;
}

static FaFault *
add_fault (FaSoundnessReport *report, FaFaultKind kind, int twin, char *line, char *detail)
{
  FaFault *fault = g_new0 (FaFault, 1);
  fault->kind = kind;
  fault->twin = twin;
  fault->line = line;
  fault->detail = detail;
  g_ptr_array_add (report->faults, fault);
  return fault;
}

/* The moves of nodes, for the fault's board. */
static void
set_moves (FaFault *fault, const FaSolutionNode *const *nodes, guint len)
{
  fault->moves = g_array_sized_new (FALSE, FALSE, sizeof (FaMoveRecord), len);
  for (guint i = 0; i < len; i++)
    g_array_append_val (fault->moves, nodes[i]->move);
}

/* "1.Qd5!", "1...Kf4", "2.Qe4#". */
static char *
node_text (const FaSoundnessReport *report, const FaSolution *sol, const FaSolutionNode *node)
{
  GString *out = g_string_new (NULL);
  fa_notation_append_node_move (report->notation, out, sol, node, TRUE);
  return g_string_free (out, FALSE);
}

/* A path of tree nodes as a line ("1.Qd5! Kf4 2.Qe4#"), each numbered as
 * the tree numbers it. */
static char *
path_text (const FaSoundnessReport *report, const FaSolution *sol, const FaSolutionNode *const *path, guint len)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < len; i++)
    {
      if (i)
        g_string_append_c (out, ' ');
      fa_notation_append_node_move (report->notation, out, sol, path[i], TRUE);
    }
  return g_string_free (out, FALSE);
}

/* A help or series line as magazines print it. */
static char *
line_text (const FaSoundnessReport *report, const FaSolution *sol, const FaSolutionNode *phase, const FaSolutionNode *const *path, guint len)
{
  GString *out = g_string_new (NULL);
  fa_notation_append_line (report->notation, out, sol, path, len, fa_notation_pair_side (sol, phase), FALSE);
  return g_string_free (out, FALSE);
}

/* ---- Lines (help and series play) --------------------------------------- */

typedef struct
{
  const FaSolutionNode *phase;
  GPtrArray *nodes;   /* of const FaSolutionNode*, first move first */
} Line;

static void
line_free (gpointer data)
{
  Line *line = data;
  g_ptr_array_unref (line->nodes);
  g_free (line);
}

static void
collect_lines (GPtrArray *lines, const FaSolutionNode *phase, const FaSolutionNode *node, GPtrArray *path)
{
  if (node != phase)
    g_ptr_array_add (path, (gpointer) node);
  if (node != phase && fa_solution_node_n_children (node) == 0)
    {
      Line *line = g_new0 (Line, 1);
      line->phase = phase;
      line->nodes = g_ptr_array_copy (path, NULL, NULL);
      g_ptr_array_add (lines, line);
    }
  for (guint i = 0; i < fa_solution_node_n_children (node); i++)
    collect_lines (lines, phase, fa_solution_node_child (node, i), path);
  if (node != phase)
    g_ptr_array_set_size (path, path->len - 1);
}

/* The lines of the play a verdict is about: the solution and the duplex
 * half; set play is shown, not judged. */
static GPtrArray *
solution_lines (const FaSolution *sol)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (line_free);
  g_autoptr (GPtrArray) path = g_ptr_array_new ();
  for (guint i = 0; i < fa_solution_node_n_children (sol->root); i++)
    {
      const FaSolutionNode *phase = fa_solution_node_child (sol->root, i);
      if (phase->phase != FA_PHASE_SET_PLAY)
        collect_lines (lines, phase, phase, path);
    }
  return lines;
}

static void
set_line_moves (FaFault *fault, const Line *line)
{
  set_moves (fault, (const FaSolutionNode *const *) line->nodes->pdata, line->nodes->len);
}

static char *
text_of_line (const FaSoundnessReport *report, const FaSolution *sol, const Line *line)
{
  return line_text (report, sol, line->phase, (const FaSolutionNode *const *) line->nodes->pdata, line->nodes->len);
}

/* The intended lines of a part: the moves of the solution (not the set
 * play) cut where a number starts the count again ("1.Kd5 Qc3 2.Ke4 Qe3#
 * 1.Kf5 ..."); a line may go on over several lines of text. */
static GPtrArray *
intended_lines (const FaIntendedPart *part)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  GArray *current = NULL;
  int first_number = 0;
  for (guint i = 0; part && i < part->moves->len; i++)
    {
      const FaIntendedMove *move = &g_array_index (part->moves, FaIntendedMove, i);
      if (move->set_play)
        continue;
      gboolean starts = !current || (move->number > 0 && move->number <= first_number);
      if (starts)
        {
          current = g_array_new (FALSE, FALSE, sizeof (const FaIntendedMove *));
          g_ptr_array_add (lines, current);
          first_number = move->number;
        }
      g_array_append_val (current, move);
    }
  return lines;
}

/* How many moves of line the intended moves match from the start. */
static guint
matching_prefix (const GArray *intended, const Line *line, int files)
{
  guint k = 0;
  while (k < intended->len && k < line->nodes->len
         && fa_move_pattern_matches (&g_array_index (intended, const FaIntendedMove *, k)->pattern,
                                     &((const FaSolutionNode *) g_ptr_array_index (line->nodes, k))->move, files))
    k++;
  return k;
}

/* Where two lines part: the number of moves they share. */
static guint
shared_moves (const Line *a, const Line *b)
{
  guint k = 0;
  while (k < a->nodes->len && k < b->nodes->len && g_ptr_array_index (a->nodes, k) == g_ptr_array_index (b->nodes, k))
    k++;
  return k;
}

/* The moves of a whole line of the stipulation: h#2 four, h#2.5 five,
 * h#2 with WhiteToPlay three (White's move, then one pair), ser-h#7
 * eight, ser-#5 five. */
static guint
full_line_length (const FaStipulation *s, const FaOptions *options)
{
  if (s->series)
    return (guint) (s->prefix + s->moves + (s->play == FA_PLAY_DIRECT ? 0 : 1));
  if (options->white_to_play && !s->half && s->moves > 0)
    return (guint) (2 * s->moves - 1);
  return (guint) (2 * s->moves + (s->half ? 1 : 0));
}

/* Help play finds shorter lines too, as Popeye does: those are the short
 * solutions' business (report_short_solutions), not cooks. */
static void
drop_short_lines (GPtrArray *lines, const FaStipulation *stipulation, const FaOptions *options)
{
  guint full = full_line_length (stipulation, options);
  for (guint l = lines->len; l-- > 0;)
    if (((const Line *) g_ptr_array_index (lines, l))->nodes->len < full)
      g_ptr_array_remove_index (lines, l);
}

static void
report_line_play (FaSoundnessReport *report, int twin, const FaSolution *sol, const FaIntendedPart *part,
                  const FaProblem *problem)
{
  g_autoptr (GPtrArray) lines = solution_lines (sol);
  if (!problem->stipulation.retractions)
    drop_short_lines (lines, &problem->stipulation, &problem->options);
  if (lines->len == 0)
    {
      if (sol->status == FA_SOLVE_COMPLETE)
        add_fault (report, FA_FAULT_NO_SOLUTION, twin, NULL, g_strdup (_("no line reaches the goal")));
      return;
    }
  g_autoptr (GPtrArray) wanted = intended_lines (part);
  /* Which solution each intended line is. */
  g_autofree gboolean *intended = g_new0 (gboolean, lines->len);
  for (guint w = 0; w < wanted->len; w++)
    {
      const GArray *moves = g_ptr_array_index (wanted, w);
      guint best = 0;
      const Line *best_line = NULL;
      gboolean found = FALSE;
      for (guint l = 0; l < lines->len; l++)
        {
          const Line *line = g_ptr_array_index (lines, l);
          guint k = matching_prefix (moves, line, sol->files);
          if (k == moves->len && k == line->nodes->len)
            {
              intended[l] = found = TRUE;
              break;
            }
          if (k > best || !best_line)
            best = k, best_line = line;
        }
      /* A search that stopped may not have come to the intended line: it
       * fails only where every line is known. */
      if (found || sol->status != FA_SOLVE_COMPLETE)
        continue;
      const FaIntendedMove *at = g_array_index (moves, const FaIntendedMove *, MIN (best, moves->len - 1));
      FaFault *fault = add_fault (report, FA_FAULT_INTENDED_FAILS, twin, NULL,
                                  best == moves->len ? g_strdup_printf (_("the line stops before the goal after %s"), at->text)
                                  : best == 0        ? g_strdup_printf (_("no solution begins with %s"), at->text)
                                                     : g_strdup_printf (_("no solution goes on with %s"), at->text));
      GString *written = g_string_new (NULL);
      for (guint i = 0; i < moves->len; i++)
        {
          const FaIntendedMove *move = g_array_index (moves, const FaIntendedMove *, i);
          if (i)
            g_string_append_c (written, ' ');
          if (move->number)
            g_string_append_printf (written, move->dots ? "%d..." : "%d.", move->number);
          g_string_append (written, move->text);
        }
      fault->line = g_string_free (written, FALSE);
      fault->at = at->at;
      /* The position where it fails: after the moves that are a solution's. */
      set_moves (fault, (const FaSolutionNode *const *) best_line->nodes->pdata, best);
    }

  /* The other lines: a dual where it leaves an intended line (or, with no
   * intended solution, an earlier line) after the first move, minor where
   * only the last move differs; a cook where it shares no first move.
   * With no intended solution, the lines of distinct first moves are
   * counted (cooks), one expected. */
  gboolean judged = wanted->len > 0;
  guint cooks = 0;
  /* One cook per first move: the lines that follow it are its own. */
  g_autoptr (GHashTable) cook_faults = g_hash_table_new (NULL, NULL);
  g_autoptr (GHashTable) cook_lines = g_hash_table_new (NULL, NULL);
  for (guint l = 0; l < lines->len; l++)
    {
      if (intended[l])
        continue;
      const Line *line = g_ptr_array_index (lines, l);
      guint shared = 0;
      for (guint o = 0; o < lines->len; o++)
        if (o != l && (judged ? intended[o] : o < l))
          shared = MAX (shared, shared_moves (line, g_ptr_array_index (lines, o)));
      if (shared == 0)
        {
          gpointer first = g_ptr_array_index (line->nodes, 0);
          FaFault *fault = g_hash_table_lookup (cook_faults, first);
          if (fault)
            {
              guint n = GPOINTER_TO_UINT (g_hash_table_lookup (cook_lines, first)) + 1;
              g_hash_table_insert (cook_lines, first, GUINT_TO_POINTER (n));
              g_free (fault->detail);
              fault->detail = g_strdup_printf (_("a solution not intended, one of %u lines after its first move"), n);
            }
          else if (judged)
            {
              fault = add_fault (report, FA_FAULT_COOK, twin, text_of_line (report, sol, line),
                                 g_strdup (_("a solution not intended")));
              set_line_moves (fault, line);
              g_hash_table_insert (cook_faults, first, fault);
              g_hash_table_insert (cook_lines, first, GUINT_TO_POINTER (1));
            }
          else
            cooks++;
          continue;
        }
      gboolean minor = shared + 1 == line->nodes->len;
      g_autofree char *where = line_text (report, sol, line->phase, (const FaSolutionNode *const *) line->nodes->pdata,
                                          shared + 1);
      FaFault *fault = add_fault (report, minor ? FA_FAULT_MINOR_DUAL : FA_FAULT_DUAL, twin, text_of_line (report, sol, line),
                                  g_strdup_printf (_("branches at %s"), where));
      set_line_moves (fault, line);
    }
  if (!judged && cooks > 1)
    {
      /* Without an intended solution one line is expected per twin. */
      GString *all = g_string_new (NULL);
      guint listed = 0;
      for (guint l = 0; l < lines->len; l++)
        {
          const Line *line = g_ptr_array_index (lines, l);
          if (l && shared_moves (line, g_ptr_array_index (lines, l - 1)) > 0)
            continue;
          if (listed++ == 5)
            {
              g_string_append (all, "; ...");
              break;
            }
          g_autofree char *text = text_of_line (report, sol, line);
          g_string_append_printf (all, "%s%s", all->len ? "; " : "", text);
        }
      FaFault *fault = add_fault (report, FA_FAULT_COOK, twin, g_string_free (all, FALSE),
                 g_strdup_printf (_("%u solutions where one is expected (give the intended ones with Solution)"),
                                  cooks));
      set_line_moves (fault, g_ptr_array_index (lines, 0));
    }
}

/* ---- Trees (direct, self and reflex play) -------------------------------- */

static gboolean
is_goal_move (const FaSolutionNode *node)
{
  return fa_solution_node_n_children (node) == 0;
}

/* Duals under an attacker's move: a defence answered by more than one
 * continuation; minor where every one of them reaches the goal at once. */
static void
find_duals (FaSoundnessReport *report, int twin, const FaSolution *sol, const FaSolutionNode *attacker,
            GPtrArray *path)
{
  g_ptr_array_add (path, (gpointer) attacker);
  for (guint i = 0; i < fa_solution_node_n_children (attacker); i++)
    {
      const FaSolutionNode *defence = fa_solution_node_child (attacker, i);
      if (defence->role != FA_NODE_DEFENCE)
        continue;
      g_ptr_array_add (path, (gpointer) defence);
      guint n = fa_solution_node_n_children (defence);
      if (n > 1)
        {
          gboolean minor = TRUE;
          GString *answers = g_string_new (NULL);
          for (guint j = 0; j < n; j++)
            {
              const FaSolutionNode *answer = fa_solution_node_child (defence, j);
              minor &= is_goal_move (answer);
              g_autofree char *text = node_text (report, sol, answer);
              g_string_append_printf (answers, "%s%s", j ? ", " : "", text);
            }
          g_string_prepend (answers, minor ? _("the goal is reached more ways: ") : _("more than one continuation: "));
          FaFault *fault = add_fault (report, minor ? FA_FAULT_MINOR_DUAL : FA_FAULT_DUAL, twin,
                                      path_text (report, sol, (const FaSolutionNode *const *) path->pdata, path->len),
                                      g_string_free (answers, FALSE));
          set_moves (fault, (const FaSolutionNode *const *) path->pdata, path->len);
        }
      for (guint j = 0; j < n; j++)
        find_duals (report, twin, sol, fa_solution_node_child (defence, j), path);
      g_ptr_array_set_size (path, path->len - 1);
    }
  g_ptr_array_set_size (path, path->len - 1);
}

/* The intended key: the first move numbered 1 (a retractor's -1) marked
 * "!", else the first one so numbered not marked "?" (the moves before it
 * are set play). */
static guint
intended_key (const FaIntendedPart *part, int first_number)
{
  guint first = G_MAXUINT;
  for (guint i = 0; part && i < part->moves->len; i++)
    {
      const FaIntendedMove *move = &g_array_index (part->moves, FaIntendedMove, i);
      if (move->dots || move->set_play || move->threat || move->refutation || move->number != first_number)
        continue;
      if (move->key_mark)
        return i;
      if (!move->try_mark && first == G_MAXUINT)
        first = i;
    }
  return first;
}

static const FaSolutionNode *
child_matching (const FaSolutionNode *node, const FaIntendedMove *move, int files, gboolean threat)
{
  for (guint i = 0; i < fa_solution_node_n_children (node); i++)
    {
      const FaSolutionNode *child = fa_solution_node_child (node, i);
      if ((child->role == FA_NODE_THREAT) == threat && fa_move_pattern_matches (&move->pattern, &child->move, files))
        return child;
    }
  return NULL;
}

/* Follows the intended variations under the key.  Each written move is
 * placed by its number: "1...X" answers the key, "2.Y" the defence
 * before it, so that "1...Kf4 2.Qe4#, 2.Qf5#" gives two answers to
 * 1...Kf4 and "(2.c3#, 2.c4#)" two threats.  A move written without a
 * number follows the move before it, except the first one after a
 * bracketed threat, which answers the key ("1.Qc1! (2.Sde4#) Kxf2
 * 2.Qg1#").  A threat's line hangs from the key without the pass before
 * it.  A defence the tree has not, answered by a threat of the key
 * ("1...e4 2.Sdxe4#" where the threat is 2.Sde4#), is a move that does
 * not defend: the tree leaves it out, as Popeye does, and so does the
 * check.  The first other move the tree has not is the failure. */
#define MAX_PLIES 64

/* Whether move is a threat of the key, captures aside: after a black
 * move that does not defend, the threat may take what moved
 * ("2.Sdxe4#" for the threat 2.Sde4#). */
static gboolean
is_threat_move (const FaSolutionNode *key_node, const FaIntendedMove *move, int files)
{
  FaMovePattern pattern = move->pattern;
  pattern.capture = FA_PATTERN_CAPTURE_ANY;
  for (guint i = 0; i < fa_solution_node_n_children (key_node); i++)
    {
      const FaSolutionNode *child = fa_solution_node_child (key_node, i);
      if (child->role == FA_NODE_THREAT && fa_move_pattern_matches (&pattern, &child->move, files))
        return TRUE;
    }
  return FALSE;
}

static void
check_variations (FaSoundnessReport *report, int twin, const FaSolution *sol, const FaIntendedPart *part, guint key,
                  const FaSolutionNode *key_node)
{
  /* The nodes of the line followed, by ply from the key (0); the
   * threats' own. */
  const FaSolutionNode *path[MAX_PLIES] = { key_node }, *threat_path[MAX_PLIES] = { key_node };
  int depth = 0, threat_depth = 0, ply = 0;
  gboolean after_threat = FALSE, skipping = FALSE;
  int first = g_array_index (part->moves, FaIntendedMove, key).number;
  for (guint i = key + 1; i < part->moves->len; i++)
    {
      const FaIntendedMove *move = &g_array_index (part->moves, FaIntendedMove, i);
      if (move->number == first && !move->dots)
        break; /* a try or another key: its own play */
      if (move->set_play || move->refutation)
        continue;
      if (move->number)
        ply = 2 * ABS (move->number - first) + (move->dots ? 1 : 0);
      else if (after_threat && !move->threat)
        ply = 1;
      else
        ply++;
      ply = CLAMP (ply, 1, MAX_PLIES - 1);
      after_threat = move->threat;
      /* The rest of a defence that does not defend. */
      if (skipping && !move->threat && ply >= 2)
        continue;
      skipping = FALSE;
      /* from and the moves from the key to it, for the board. */
      const FaSolutionNode *const *from_path = path;
      int from_at;
      if (move->threat)
        {
          /* "2.Y" is a threat of the key; "2...Z 3.W" go on from it. */
          from_path = threat_path;
          from_at = ply <= 2 ? 0 : MIN (ply - 1, threat_depth);
        }
      else
        from_at = MIN (ply - 1, depth);
      const FaSolutionNode *from = from_path[from_at];
      const FaSolutionNode *next = child_matching (from, move, sol->files, move->threat && from == key_node);
      if (!next && !move->threat && ply == 1)
        {
          const FaIntendedMove *answer = NULL;
          for (guint j = i + 1; j < part->moves->len && !answer; j++)
            {
              const FaIntendedMove *m = &g_array_index (part->moves, FaIntendedMove, j);
              if (!m->set_play && !m->refutation)
                answer = m;
            }
          if (answer && !answer->threat && (answer->number ? ABS (answer->number - first) == 1 && !answer->dots : TRUE)
              && is_threat_move (key_node, answer, sol->files))
            {
              skipping = TRUE;
              continue;
            }
        }
      if (!next)
        {
          g_autofree char *after = node_text (report, sol, from);
          FaFault *fault = add_fault (report, FA_FAULT_INTENDED_FAILS, twin, g_strdup (move->text),
                                      g_strdup_printf (move->threat && from == key_node
                                                         ? _("%s is not a threat of %s")
                                                         : _("%s does not follow %s in the solution"),
                                                       move->text, after));
          fault->at = move->at;
          set_moves (fault, from_path, from_at + 1);
          return;
        }
      if (move->threat)
        {
          ply = MAX (ply, 2);
          threat_path[ply] = next;
          threat_depth = ply;
        }
      else
        {
          path[ply] = next;
          depth = ply;
        }
    }
}

static void
report_tree_play (FaSoundnessReport *report, int twin, const FaSolution *sol, const FaIntendedPart *part)
{
  g_autoptr (GPtrArray) keys = g_ptr_array_new ();
  g_autoptr (GPtrArray) tries = g_ptr_array_new ();
  for (guint i = 0; i < fa_solution_node_n_children (sol->root); i++)
    {
      const FaSolutionNode *phase = fa_solution_node_child (sol->root, i);
      if (phase->phase == FA_PHASE_SET_PLAY)
        continue;
      for (guint j = 0; j < fa_solution_node_n_children (phase); j++)
        {
          const FaSolutionNode *node = fa_solution_node_child (phase, j);
          g_ptr_array_add (node->role == FA_NODE_KEY ? keys : tries, (gpointer) node);
        }
    }
  if (keys->len == 0)
    {
      if (sol->status == FA_SOLVE_COMPLETE)
        add_fault (report, FA_FAULT_NO_SOLUTION, twin, NULL, g_strdup (_("no key")));
      return;
    }

  guint key = intended_key (part, sol->root && fa_solution_node_n_children (sol->root)
                                      && fa_solution_node_n_children (fa_solution_node_child (sol->root, 0))
                                      && (fa_solution_node_child (fa_solution_node_child (sol->root, 0), 0)->move.flags
                                          & FA_RECORD_RETRACTION)
                                    ? -1 : 1);
  const FaSolutionNode *key_node = NULL;
  if (key != G_MAXUINT)
    {
      const FaIntendedMove *move = &g_array_index (part->moves, FaIntendedMove, key);
      for (guint i = 0; i < keys->len && !key_node; i++)
        if (fa_move_pattern_matches (&move->pattern, &((const FaSolutionNode *) keys->pdata[i])->move, sol->files))
          key_node = keys->pdata[i];
      /* A search that stopped may not have come to the intended key. */
      if (!key_node && sol->status == FA_SOLVE_COMPLETE)
        {
          /* A try names its refutation, and shows it on the board. */
          g_autofree char *why = NULL;
          const FaSolutionNode *shown[2] = { NULL, NULL };
          for (guint i = 0; i < tries->len && !why; i++)
            {
              const FaSolutionNode *try = tries->pdata[i];
              if (try->role != FA_NODE_TRY || !fa_move_pattern_matches (&move->pattern, &try->move, sol->files))
                continue;
              shown[0] = try;
              GString *refutations = g_string_new (NULL);
              for (guint j = 0; j < fa_solution_node_n_children (try); j++)
                {
                  const FaSolutionNode *refutation = fa_solution_node_child (try, j);
                  if (refutation->role != FA_NODE_REFUTATION)
                    continue;
                  if (!shown[1])
                    shown[1] = refutation;
                  g_autofree char *text = node_text (report, sol, refutation);
                  g_string_append_printf (refutations, "%s%s", refutations->len ? ", " : "", text);
                }
              why = g_strdup_printf (_("a try, refuted by %s"), refutations->str);
              g_string_free (refutations, TRUE);
            }
          FaFault *fault = add_fault (report, FA_FAULT_INTENDED_FAILS, twin,
                                      g_strdup_printf ("%d.%s", move->number, move->text),
                                      why ? g_steal_pointer (&why) : g_strdup (_("not a key")));
          fault->at = move->at;
          /* Where it fails: the diagram, or after the try and its refutation. */
          set_moves (fault, shown, shown[0] ? (shown[1] ? 2 : 1) : 0);
        }
      else if (key_node)
        check_variations (report, twin, sol, part, key, key_node);
    }

  /* Every other key is a cook; with no intended key, every key after the
   * first (the key must be unique). */
  for (guint i = 0; i < keys->len; i++)
    {
      const FaSolutionNode *node = keys->pdata[i];
      if (node == key_node || (key == G_MAXUINT && i == 0))
        continue;
      FaFault *fault = add_fault (report, FA_FAULT_COOK, twin, node_text (report, sol, node), g_strdup (_("another key")));
      set_moves (fault, &node, 1);
    }

  /* Duals: in the intended key's play, or the only key's. */
  const FaSolutionNode *judged = key_node ? key_node : key == G_MAXUINT && keys->len == 1 ? keys->pdata[0] : NULL;
  if (judged)
    {
      g_autoptr (GPtrArray) path = g_ptr_array_new ();
      find_duals (report, twin, sol, judged, path);
      guint threats = 0;
      gboolean minor = TRUE;
      GString *list = g_string_new (NULL);
      for (guint i = 0; i < fa_solution_node_n_children (judged); i++)
        {
          const FaSolutionNode *threat = fa_solution_node_child (judged, i);
          if (threat->role != FA_NODE_THREAT)
            continue;
          threats++;
          minor &= is_goal_move (threat);
          g_autofree char *text = node_text (report, sol, threat);
          g_string_append_printf (list, "%s%s", list->len ? ", " : "", text);
        }
      if (threats > 1)
        {
          g_string_prepend (list, _("more than one threat: "));
          FaFault *fault = add_fault (report, minor ? FA_FAULT_MINOR_DUAL : FA_FAULT_DUAL, twin,
                                      node_text (report, sol, judged), g_string_free (list, FALSE));
          set_moves (fault, &judged, 1);
        }
      else
        g_string_free (list, TRUE);
    }
}

/* ---- Short solutions ----------------------------------------------------- */

/* The stipulations of the same play, shorter: #(n-1) holds every
 * shorter direct mate; help play is exact, so every shorter length that
 * keeps the side that begins (h#2: h#1; h#2.5: h#1.5, h#0.5). */
static GArray *
shorter_stipulations (const FaStipulation *s)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (FaStipulation));
  if (s->retractions || s->prefix || s->goal == FA_GOAL_ANY)
    return out;
  if (!s->series && !fa_play_is_help (s->play))
    {
      if (s->moves > 1)
        {
          FaStipulation shorter = *s;
          shorter.moves--;
          g_array_append_val (out, shorter);
        }
      return out;
    }
  for (int moves = s->half ? 0 : 1; moves < s->moves; moves++)
    {
      FaStipulation shorter = *s;
      shorter.moves = moves;
      g_array_append_val (out, shorter);
    }
  return out;
}

/* The time limit is the whole problem's: each solve gets what is left. */
typedef struct
{
  FaSolveOptions options;
  gint64 deadline; /* monotonic microseconds; 0: none */
} Budget;

static Budget
budget_start (const FaSolveOptions *options)
{
  Budget budget = { .options = *options };
  if (options->timeout_seconds > 0)
    budget.deadline = g_get_monotonic_time () + (gint64) (options->timeout_seconds * 1e6);
  return budget;
}

/* The options for the next solve; FALSE when no time is left. */
static gboolean
budget_next (Budget *budget)
{
  if (!budget->deadline)
    return TRUE;
  double left = (double) (budget->deadline - g_get_monotonic_time ()) / 1e6;
  budget->options.timeout_seconds = left;
  return left > 0;
}

static void
add_totals (FaSoundnessReport *report, GPtrArray *solutions)
{
  for (guint t = 0; t < solutions->len; t++)
    {
      const FaSolution *sol = g_ptr_array_index (solutions, t);
      report->nodes += sol->nodes;
      report->seconds += sol->seconds;
    }
}

/* A short solution once, though the solves of h#1 and h#2 both find it. */
static void
add_short_solution (FaSoundnessReport *report, int twin, char *line, const char *stipulation,
                    const FaSolutionNode *const *nodes, guint len)
{
  for (guint i = 0; i < report->faults->len; i++)
    {
      const FaFault *fault = g_ptr_array_index (report->faults, i);
      if (fault->kind == FA_FAULT_SHORT_SOLUTION && fault->twin == twin && !g_strcmp0 (fault->line, line))
        {
          g_free (line);
          return;
        }
    }
  set_moves (add_fault (report, FA_FAULT_SHORT_SOLUTION, twin, line, g_strdup (stipulation)), nodes, len);
}

/* The keys or lines of a solve of a shorter stipulation. */
static void
add_short_solutions (FaSoundnessReport *report, int twin, const FaSolution *sol, const char *name)
{
  if (sol->status == FA_SOLVE_CANCELLED || sol->status == FA_SOLVE_TIMED_OUT)
    add_fault (report, FA_FAULT_INCOMPLETE, twin, NULL, g_strdup_printf (_("the search for %s stopped"), name));
  if (fa_solution_in_lines (sol))
    {
      g_autoptr (GPtrArray) lines = solution_lines (sol);
      for (guint l = 0; l < lines->len; l++)
        {
          const Line *line = g_ptr_array_index (lines, l);
          add_short_solution (report, twin, text_of_line (report, sol, line), name,
                              (const FaSolutionNode *const *) line->nodes->pdata, line->nodes->len);
        }
      return;
    }
  for (guint i = 0; i < fa_solution_node_n_children (sol->root); i++)
    {
      const FaSolutionNode *phase = fa_solution_node_child (sol->root, i);
      for (guint j = 0; j < fa_solution_node_n_children (phase); j++)
        {
          const FaSolutionNode *node = fa_solution_node_child (phase, j);
          if (node->role == FA_NODE_KEY)
            add_short_solution (report, twin, node_text (report, sol, node), name, &node, 1);
        }
    }
}

/* Each twin at each shorter length of its own stipulation (a twin may
 * change it). */
static void
report_short_solutions (FaSoundnessReport *report, const FaProblem *problem, Budget *budget)
{
  guint twins = problem->twins->len ? problem->twins->len + 1 : 1;
  for (guint t = 0; t < twins; t++)
    {
      FaProblem *position = problem->twins->len ? fa_problem_twin (problem, t, NULL) : fa_problem_copy (problem);
      if (!position)
        continue; /* the twin's error is the main solve's */
      g_ptr_array_add (report->solved, position);
      g_autoptr (GArray) shorter = shorter_stipulations (&position->stipulation);
      for (guint s = 0; s < shorter->len; s++)
        {
          /* Stopped (the studio's Stop): the solves left would stop at
           * once, each with a fault of its own; one says it. */
          if (budget->options.cancel && g_atomic_int_get (budget->options.cancel))
            {
              add_fault (report, FA_FAULT_INCOMPLETE, -1, NULL,
                         g_strdup (_("the search for the shorter solutions stopped")));
              return;
            }
          if (!budget_next (budget))
            {
              add_fault (report, FA_FAULT_INCOMPLETE, -1, NULL, g_strdup (_("no time left for the shorter solutions")));
              return;
            }
          FaProblem *copy = fa_problem_copy (position);
          g_ptr_array_add (report->solved, copy);
          copy->stipulation = g_array_index (shorter, FaStipulation, s);
          copy->options.try_play = copy->options.set_play = copy->options.variation = FALSE;
          copy->options.no_threat = TRUE;
          copy->options.max_solutions = 0;
          copy->options.intelligent_max = 0;
          char name[32];
          fa_stipulation_format (&copy->stipulation, name);
          g_autoptr (FaSolution) sol = fa_solve (copy, &budget->options);
          report->nodes += sol->nodes;
          report->seconds += sol->seconds;
          if (!sol->error)
            add_short_solutions (report, (int) t, sol, name);
        }
    }
}

/* ---- The report ----------------------------------------------------------- */

static void
report_diagram (FaSoundnessReport *report, const FaProblem *problem)
{
  guint twins = MAX (1, problem->twins->len + 1);
  for (guint t = 0; t < twins; t++)
    {
      g_autoptr (FaProblem) position = t ? fa_problem_twin (problem, t, NULL) : NULL;
      const FaProblem *p = position ? position : problem;
      if (t && !position)
        continue;
      FaDiagramIssue issues[16];
      int n = MIN (fa_diagram_issues (p, issues, G_N_ELEMENTS (issues)), (int) G_N_ELEMENTS (issues));
      for (int i = 0; i < n; i++)
        add_fault (report, FA_FAULT_ILLEGAL_POSITION, problem->twins->len ? (int) t : -1, NULL,
                   fa_diagram_issue_describe (p, &issues[i]));
    }
}

static int
fault_order (gconstpointer a, gconstpointer b)
{
  const FaFault *x = *(const FaFault *const *) a, *y = *(const FaFault *const *) b;
  if (x->kind != y->kind)
    return (int) x->kind - (int) y->kind;
  return x->twin - y->twin;
}

FaSoundnessReport *
fa_verify_problem (const FaProblem *problem, const FaSolveOptions *options)
{
  FaSoundnessReport *report = g_new0 (FaSoundnessReport, 1);
  report->faults = g_ptr_array_new_with_free_func (fault_free);
  report->solved = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_problem_free);
  report->has_intended = problem->solution != NULL;
  report->notation = report_notation (options);

  g_autoptr (GError) error = NULL;
  g_autoptr (FaIntended) intended = fa_intended_parse (problem, &report->intended_error_at, &error);
  if (!intended)
    {
      report->intended_error = g_strdup (error->message);
      report->verdict = FA_VERDICT_ERROR;
      report->notation = NULL;
      return report;
    }

  report_diagram (report, problem);

  /* The whole play: every key with its variations and tries, every line;
   * no limit that could hide a cook. */
  FaProblem *full = fa_problem_copy (problem);
  g_ptr_array_add (report->solved, full);
  gboolean tree = !full->stipulation.series && !fa_play_is_help (full->stipulation.play);
  full->options.variation = TRUE;
  full->options.try_play = tree && !full->stipulation.retractions;
  full->options.no_threat = FALSE;
  full->options.no_short_variations = FALSE;
  full->options.max_solutions = 0;
  full->options.intelligent_max = 0;
  Budget budget = budget_start (options);
  report->solutions = fa_solve_problem (full, &budget.options);
  add_totals (report, report->solutions);

  gboolean errors = FALSE;
  for (guint t = 0; t < report->solutions->len; t++)
    {
      const FaSolution *sol = g_ptr_array_index (report->solutions, t);
      if (sol->error)
        {
          errors = TRUE;
          add_fault (report, FA_FAULT_ERROR, (int) t, NULL, g_strdup (sol->error));
          continue;
        }
      if (sol->status == FA_SOLVE_CANCELLED || sol->status == FA_SOLVE_TIMED_OUT)
        add_fault (report, FA_FAULT_INCOMPLETE, (int) t, NULL, g_strdup (_("the search stopped")));
      const FaIntendedPart *part = fa_intended_part (intended, sol->twin_label);
      if (fa_solution_in_lines (sol))
        report_line_play (report, (int) t, sol, part, full);
      else
        report_tree_play (report, (int) t, sol, part);
    }
  if (!errors)
    report_short_solutions (report, problem, &budget);

  g_ptr_array_sort (report->faults, fault_order);
  gboolean unsound = FALSE, duals = FALSE, incomplete = FALSE;
  for (guint i = 0; i < report->faults->len; i++)
    {
      FaFaultKind kind = ((const FaFault *) report->faults->pdata[i])->kind;
      unsound |= kind <= FA_FAULT_SHORT_SOLUTION && kind != FA_FAULT_ERROR;
      duals |= kind == FA_FAULT_DUAL;
      incomplete |= kind == FA_FAULT_INCOMPLETE;
    }
  report->verdict = errors       ? FA_VERDICT_ERROR
                    : unsound    ? FA_VERDICT_UNSOUND
                    : incomplete ? FA_VERDICT_INCOMPLETE
                    : duals      ? FA_VERDICT_DUALS
                                 : FA_VERDICT_SOUND;
  report->notation = NULL;
  return report;
}
