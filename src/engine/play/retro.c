/* Retractors: the AND/OR search of spec section 1.5 for the defensive
 * ones, the cooperative search of help retractors, and their solution
 * trees.  The retractions themselves are retraction.c's.  See retro.h. */
#include "play/retro.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "play/retraction.h"
#include "rules/condition-catalogue.h"
#include "rules/move-list.h"

/* ---- The search (spec 1.5) -------------------------------------------- */

#define SALT_WHITE 0x5be0cd19137e2179ull
#define SALT_BLACK 0x1f83d9abfb41bd6bull

static uint64_t
state_key (const FaRetro *rt, uint64_t salt)
{
  uint64_t key = rt->s->pos.hash ^ salt;
  if (rt->forced != FA_NO_SQUARE)
    key ^= 0x9e3779b97f4a7c15ull * (uint64_t) (rt->forced + 1);
  for (int w = 0; w < FA_MAX_SQUARES / 64; w++)
    key ^= rt->frozen[w] * 0xc2b2ae3d27d4eb4full;
  /* What the repetition rule (RET-16) forbids from here depends on the
   * positions of the line that may come again, each with how often it
   * came: those with as many units as this one (a retraction never takes
   * a unit off the board, so one with fewer never recurs). */
  if (rt->repetition != FA_REPETITION_OFF)
    for (int i = 0; i < rt->line_length; i++)
      {
        if (rt->line_units[i] != rt->s->pos.n_occupied)
          continue;
        /* (How often it came before it: counted once, when it joined the
         * line, not on every probe.) */
        uint64_t x = (rt->line[i] + rt->line_seen[i]) * 0x165667b19e3779f9ull;
        key ^= x ^ (x >> 29);
      }
  return key;
}

static bool after_white (FaRetro *rt, int k);
static bool white_wins (FaRetro *rt, int k);

static bool
chooser_is_retractor (const FaRetro *rt, int retractor)
{
  switch (rt->type)
    {
    case FA_RETRACTOR_PROCA:
      return true;
    case FA_RETRACTOR_HOEG:
      return false;
    case FA_RETRACTOR_KLAN:
      return retractor == FA_WHITE;
    default:
      return true; /* Pacific: no victims to choose */
    }
}


/* What a retraction's outcome is for White: the position after it, with
 * k White retractions left counted from it. */
static bool
outcome (FaRetro *rt, int retractor, int k)
{
  if (retractor == FA_WHITE)
    return after_white (rt, k);
  /* BlackRefutes (spec 1.5), as a White win. */
  if (rt->forward_defence && fa_retro_forward_goal (rt))
    return false;
  return white_wins (rt, k - 1);
}

/* Black's refutations: the one last found with k White retractions left
 * is tried first with k again, as it often refutes White's next try too
 * (the killer heuristic of game-tree search). */
static void
remember_refutation (FaRetro *rt, int k, const FaRetroShape *shape, FaRetroVictim victim)
{
  if (k >= 0 && k <= FA_MAX_RETRACTIONS)
    rt->refutation[k] = (FaRetroRefutation) { .shape = *shape, .victim = victim, .set = true };
}

static void
try_refutation_first (const FaRetro *rt, int k, FaRetroList *list)
{
  if (k < 0 || k > FA_MAX_RETRACTIONS || !rt->refutation[k].set)
    return;
  const FaRetroShape *r = &rt->refutation[k].shape;
  for (int i = 1; i < list->n; i++)
    {
      const FaRetroShape *t = &list->shapes[i];
      if (t->move.from == r->move.from && t->move.to == r->move.to && t->kind == r->kind && t->stands == r->stands
          && t->move.promotion == r->move.promotion)
        {
          FaRetroShape first = list->shapes[0];
          list->shapes[0] = *t;
          list->shapes[i] = first;
          return;
        }
    }
}

/* Sorts the retractions of the list by how many retractions each leaves
 * the other side (its shapes, the first unit it may put back put back),
 * fewest first, ties in the list's order; those that can put back no
 * unit at all last. */
static void
order_by_white_retractions (FaRetro *rt, FaRetroList *list, int retractor)
{
  FA_SCRATCH_ARRAY (int, count, list->n);
  for (int i = 0; i < list->n; i++)
    {
      FaRetroVictim victims[FA_RETRO_MAX_CHOICES];
      count[i] = G_MAXINT;
      if (fa_retro_victims (rt, &list->shapes[i], retractor, victims) == 0)
        continue;
      FaRetroUndo u;
      fa_retro_apply (rt, &list->shapes[i], victims[0], &u);
      FaRetroList after;
      fa_retro_list (rt, &after);
      count[i] = after.n;
      fa_retro_list_free (&after);
      fa_retro_undo (rt, &u);
    }
  /* insertion: stable, and the lists are short */
  for (int i = 1; i < list->n; i++)
    {
      FaRetroShape shape = list->shapes[i];
      int c = count[i], j = i;
      for (; j > 0 && count[j - 1] > c; j--)
        {
          list->shapes[j] = list->shapes[j - 1];
          count[j] = count[j - 1];
        }
      list->shapes[j] = shape;
      count[j] = c;
    }
}

/* The side to retract chooses a shape; the victim is chosen by the party
 * RET-8 names.  Returns whether White wins (White to retract: some
 * choice wins; Black: every choice loses for Black). */
static bool
choose (FaRetro *rt, int k)
{
  FaSearch *s = rt->s;
  FaPosition *pos = &s->pos;
  int retractor = pos->side ^ 1;
  bool white = retractor == FA_WHITE;
  bool retractor_chooses = chooser_is_retractor (rt, retractor);
  bool chooser_white = white == retractor_chooses;
  FaRetroList list;
  fa_retro_list (rt, &list);
  /* Black's refutation: with two White retractions or more to come after
   * it, the Black retractions that leave White fewest come first (the
   * one that refuted last does not): a refutation that leaves White few
   * retractions is proved in a smaller tree, as in direct play.  The
   * last four pairs of Weeth and Wenda's 1223.2: 30.5 G instructions to
   * 19.3 G; of StrateGems R0174: 193 million positions to 133 million.
   * With one to come, the one that refuted last comes first. */
  if (!white && k >= 3)
    order_by_white_retractions (rt, &list, retractor);
  else if (!white)
    try_refutation_first (rt, k, &list);
  /* White to retract: a win found ends it; Black: a refutation found. */
  bool decided = false, any_legal = false;
  for (int i = 0; i < list.n && !decided && !s->stopped; i++)
    {
      FaRetroVictim victims[FA_RETRO_MAX_CHOICES];
      int n_victims = fa_retro_victims (rt, &list.shapes[i], retractor, victims);
      int legal = 0;
      bool all_win = true, any_win = false;
      for (int v = 0; v < n_victims && !s->stopped; v++)
        {
          FaRetroUndo u;
          fa_retro_apply (rt, &list.shapes[i], victims[v], &u);
          fa_search_tick (s);
          /* White's last retraction wins by the forward goal alone, far
           * cheaper to test than the retraction's legality (RET-14 tries
           * Black's retractions): where White chooses, a retraction that
           * does not reach it needs no legality test. */
          bool goal_first = white && k == 1 && chooser_white;
          bool win = goal_first && after_white (rt, k);
          if ((!goal_first || win) && fa_retro_legal_applied (rt, &list.shapes[i], list.after, retractor))
            {
              legal++;
              if (!goal_first)
                {
                  fa_retro_push_line (rt);
                  win = outcome (rt, retractor, k);
                  rt->line_length--;
                }
              all_win &= win;
              any_win |= win;
              if (!white && !win)
                remember_refutation (rt, k, &list.shapes[i], victims[v]);
            }
          fa_retro_undo (rt, &u);
          /* The chooser of the victim decides the shape once one of its
           * choices does. */
          if (chooser_white ? any_win : !all_win)
            break;
        }
      if (!legal)
        continue;
      any_legal = true;
      bool shape_wins = chooser_white ? any_win : all_win;
      if (white ? shape_wins : !shape_wins)
        decided = true;
    }
  fa_retro_list_free (&list);
  /* Black without a retraction that leaves White one (RET-14 a ply
   * further): the position has no history, so White's retraction that
   * made it was no legal one either (RET-15), and wins nothing. */
  if (!white && !any_legal && !s->stopped)
    return false;
  return white ? decided : !decided;
}

/* choose, remembered in the table by the position and the line's state
 * (salt: whose retraction it is): a win within k holds within more, a
 * failure within k within fewer. */
static bool
choose_remembered (FaRetro *rt, int k, uint64_t salt)
{
  FaSearch *s = rt->s;
  uint64_t key = state_key (rt, salt);
  FaTTResult e = fa_tt_probe (&s->tt, key);
  if (e.found && e.win_within && e.win_within <= k)
    return true;
  if (e.found && e.fail_within >= k)
    return false;
  bool win = choose (rt, k);
  if (!s->stopped)
    fa_tt_store (&s->tt, key, win ? k : 0, win ? 0 : k);
  return win;
}

/* WhiteWins (spec 1.5): Black to move, White to retract, k retractions
 * allowed. */
static bool
white_wins (FaRetro *rt, int k)
{
  if (k < 1 || rt->s->stopped)
    return false;
  return choose_remembered (rt, k, SALT_WHITE);
}

/* AfterWhite (spec 1.5): White to move after its retraction; k counts it. */
static bool
after_white (FaRetro *rt, int k)
{
  if (fa_retro_forward_goal (rt))
    return true;
  if (k <= 1 || rt->s->stopped)
    return false;
  return choose_remembered (rt, k, SALT_BLACK);
}

/* ---- The solution tree ------------------------------------------------ */

/* The least k within which White wins from here (White to retract, or
 * White to move after its retraction), 0 if none within max. */
static int
least_white (FaRetro *rt, int max, bool white_to_retract)
{
  for (int k = 1; k <= max; k++)
    if (white_to_retract ? white_wins (rt, k) : after_white (rt, k))
      return k;
  return 0;
}

/* A node for the retraction shape, victim (applied), numbered number,
 * checking when the forward move checks. */
static FaSolutionNode *
add_retraction_node (FaRetro *rt, FaSolutionNode *parent, FaNodeRole role, const FaRetroShape *shape, int number, bool check)
{
  FaSolutionNode *node = fa_solution_node_add (parent, role);
  node->move = fa_retro_record (rt, shape, number);
  node->marks = check ? FA_MARK_CHECK : 0;
  return node;
}

static void build_after_white (FaRetro *rt, FaSolutionNode *node, int k, int number);
static void build_choices (FaRetro *rt, FaSolutionNode *parent, FaNodeRole role, int k, int number);

/* The retractions of the side to retract that lead where wanted: White's
 * that win within k (as keys or continuations), Black's all legal ones
 * (defences), each with what follows. */
/* The least number of White retractions within which White wins after
 * Black's retraction (applied), within max; 0 if White does not, or if
 * Black reaches its forward goal at once (RET-5). */
static int
least_after_black (FaRetro *rt, int max)
{
  if (rt->forward_defence && fa_retro_forward_goal (rt))
    return 0;
  return least_white (rt, max, true);
}

/* The retraction shape list->shapes[i] of the side to retract, if it
 * leads where wanted, with what follows, below parent.  White's: if it
 * wins within k, as a key or continuation; where Black chooses the unit
 * put back (Høeg), only if every choice wins, and every choice is shown.
 * Black's: every defence; where White chooses the unit (Høeg, Klan), the
 * units White puts back to win.  check: the side to move stands in check
 * (the retraction took back a checking move). */
static void
build_shape (FaRetro *rt, FaSolutionNode *parent, FaNodeRole role, int k, int number, const FaRetroList *list, int i,
             bool check)
{
  int retractor = list->retractor;
  bool white = retractor == FA_WHITE;
  bool retractor_chooses = chooser_is_retractor (rt, retractor);
  const FaRetroShape *shape = &list->shapes[i];
  FaRetroVictim victims[FA_RETRO_MAX_CHOICES];
  int n_victims = fa_retro_victims (rt, shape, retractor, victims);
  /* For each legal unit: how soon White wins after it (White's
   * retraction: k if it wins, else 0). */
  int least[FA_RETRO_MAX_CHOICES];
  bool legal[FA_RETRO_MAX_CHOICES];
  int n_legal = 0, n_wins = 0;
  for (int v = 0; v < n_victims; v++)
    {
      FaRetroUndo u;
      fa_retro_apply (rt, shape, victims[v], &u);
      legal[v] = fa_retro_legal_applied (rt, shape, list->after, retractor);
      least[v] = 0;
      if (legal[v])
        {
          fa_retro_push_line (rt);
          least[v] = white ? (after_white (rt, k) ? k : 0) : least_after_black (rt, k - 1);
          rt->line_length--;
          n_legal++;
          n_wins += least[v] > 0;
        }
      fa_retro_undo (rt, &u);
    }
  if (!n_legal)
    return;
  /* Which units to show: White's winning choices; under Black's choice
   * every unit (the shape wins only if all do); Black's defences all, but
   * where White chooses, the units that win. */
  bool shape_shown = white ? (retractor_chooses ? n_wins > 0 : n_wins == n_legal) : true;
  if (!shape_shown)
    return;
  for (int v = 0; v < n_victims; v++)
    {
      if (!legal[v])
        continue;
      bool show = white ? !retractor_chooses || least[v] > 0 : retractor_chooses || least[v] > 0 || n_wins == 0;
      if (!show)
        continue;
      /* Where Black chooses what White's retraction put back and every
       * choice loses, the first stands for all (the plain move where it
       * may be one), as solutions are written. */
      if (white && !retractor_chooses)
        n_victims = 0;
      FaRetroUndo u;
      fa_retro_apply (rt, shape, victims[v], &u);
      fa_retro_push_line (rt);
      FaSolutionNode *node = add_retraction_node (rt, parent, white ? role : FA_NODE_DEFENCE, shape, number, check);
      if (white)
        build_after_white (rt, node, k, number);
      else if (least[v] > 0)
        /* Under a key every defence loses: the continuations within the
         * fewest retractions that win. */
        build_choices (rt, node, FA_NODE_CONTINUATION, least[v], number + 1);
      rt->line_length--;
      fa_retro_undo (rt, &u);
    }
}

/* build_shape for each retraction of the side to retract. */
static void
build_choices (FaRetro *rt, FaSolutionNode *parent, FaNodeRole role, int k, int number)
{
  FaPosition *pos = &rt->s->pos;
  bool check = fa_in_check (pos, pos->side);
  FaRetroList list;
  fa_retro_list (rt, &list);
  for (int i = 0; i < list.n && !rt->s->stopped; i++)
    build_shape (rt, parent, role, k, number, &list, i, check);
  fa_retro_list_free (&list);
}

/* The keys: White's first retractions, one task each on the solver
 * threads (they share the table); each thread works on a copy of the
 * retractor's state. */
typedef struct
{
  const FaRetro *rt;
  const FaRetroList *list;
  bool check;
} RootShapes;

static void
root_shape_task (FaSearch *ws, int i, FaSolutionNode *into, gpointer data)
{
  const RootShapes *root = data;
  FaRetro *worker = g_new (FaRetro, 1);
  *worker = *root->rt;
  worker->s = ws;
  build_shape (worker, into, FA_NODE_KEY, worker->n, 1, root->list, i, root->check);
  g_free (worker);
}

static void
build_keys (FaRetro *rt, FaSolutionNode *into)
{
  FaPosition *pos = &rt->s->pos;
  RootShapes root = { rt, NULL, fa_in_check (pos, pos->side) };
  FaRetroList list;
  fa_retro_list (rt, &list);
  root.list = &list;
  fa_search_each_task (rt->s, list.n, into, root_shape_task, &root);
  fa_retro_list_free (&list);
}

/* After White's retraction (White to move), winning within k: the goal
 * moves, or Black's retractions. */
static void
build_after_white (FaRetro *rt, FaSolutionNode *node, int k, int number)
{
  FaSearch *s = rt->s;
  if (fa_retro_forward_goal (rt))
    {
      FaPosition *pos = &s->pos;
      FaEnPassantState saved = fa_en_passant_save (pos);
      fa_retro_prove_en_passant (rt);
      FA_MOVE_LIST (moves, pos);
      int count = fa_search_legal_sorted (s, moves);
      for (int i = 0; i < count; i++)
        {
          fa_search_make (s, moves[i]);
          gboolean goal = fa_search_goal_reached (s);
          fa_search_unmake (s);
          if (goal)
            {
              FaSolutionNode *fwd = fa_search_add_and_make (s, node, FA_NODE_CONTINUATION, moves[i], number + 1);
              fwd->move.flags |= FA_RECORD_FORWARD;
              fa_search_unmake (s);
            }
        }
      fa_en_passant_restore (pos, saved);
      return;
    }
  build_choices (rt, node, FA_NODE_DEFENCE, k, number);
}

/* ---- Help retractors -------------------------------------------------- */

/* Black to move forward after the retractions: does Black have a move
 * after which White reaches the goal at once (h#1)?  With into, adds
 * every such pair of moves below it. */
static bool
help_forward (FaRetro *rt, FaSolutionNode *into)
{
  FaSearch *s = rt->s;
  FaPosition *pos = &s->pos;
  FaEnPassantState saved = fa_en_passant_save (pos);
  fa_retro_prove_en_passant (rt);
  FA_MOVE_LIST (moves, pos);
  int count = fa_search_legal_sorted (s, moves);
  bool found = false;
  for (int i = 0; i < count && (into || !found); i++)
    {
      fa_search_make (s, moves[i]);
      FA_MOVE_LIST (goals, pos);
      int n_goals = fa_search_goal_moves (s, goals, !into);
      fa_search_unmake (s);
      if (!n_goals)
        continue;
      found = true;
      if (!into)
        break;
      FaSolutionNode *black = fa_search_add_and_make (s, into, FA_NODE_HELP_MOVE, moves[i], 1);
      black->move.flags |= FA_RECORD_FORWARD;
      for (int g = 0; g < n_goals; g++)
        {
          FaSolutionNode *white = fa_search_add_and_make (s, black, FA_NODE_HELP_MOVE, goals[g], 1);
          white->move.flags |= FA_RECORD_FORWARD;
          fa_search_unmake (s);
        }
      fa_search_unmake (s);
    }
  fa_en_passant_restore (pos, saved);
  return found;
}

/* A help retractor: both sides choose every retraction, shape and unit
 * alike, to reach the forward goal after k retractions each; White to
 * retract when white_to_retract, else Black (whose retraction numbered
 * number completes the pair).  With into, adds the lines below it. */
static bool
help_lines (FaRetro *rt, int k, bool white_to_retract, int number, FaSolutionNode *into)
{
  FaSearch *s = rt->s;
  FaPosition *pos = &s->pos;
  if (s->stopped)
    return false;
  uint64_t key = state_key (rt, white_to_retract ? SALT_WHITE : SALT_BLACK) ^ (uint64_t) k * 0x2545f4914f6cdd1dull;
  if (!into)
    {
      FaTTResult e = fa_tt_probe (&s->tt, key);
      if (e.found)
        return e.win_within != 0;
    }
  int retractor = pos->side ^ 1;
  bool check = fa_in_check (pos, pos->side);
  FaRetroList list;
  fa_retro_list (rt, &list);
  bool found = false;
  for (int i = 0; i < list.n && (into || !found) && !s->stopped; i++)
    {
      FaRetroVictim victims[FA_RETRO_MAX_CHOICES];
      int n_victims = fa_retro_victims (rt, &list.shapes[i], retractor, victims);
      for (int v = 0; v < n_victims && (into || !found); v++)
        {
          FaRetroUndo u;
          fa_retro_apply (rt, &list.shapes[i], victims[v], &u);
          fa_search_tick (s);
          if (fa_retro_legal_applied (rt, &list.shapes[i], list.after, retractor))
            {
              fa_retro_push_line (rt);
              bool last = !white_to_retract && k == 1;
              bool line;
              if (last)
                line = help_forward (rt, NULL);
              else
                line = help_lines (rt, white_to_retract ? k : k - 1, !white_to_retract, number, NULL);
              if (line && into)
                {
                  FaSolutionNode *node = add_retraction_node (rt, into, FA_NODE_HELP_MOVE, &list.shapes[i], number, check);
                  if (last)
                    help_forward (rt, node);
                  else
                    help_lines (rt, white_to_retract ? k : k - 1, !white_to_retract,
                                white_to_retract ? number : number + 1, node);
                }
              found |= line;
              rt->line_length--;
            }
          fa_retro_undo (rt, &u);
        }
    }
  fa_retro_list_free (&list);
  if (!s->stopped && !into)
    fa_tt_store (&s->tt, key, found ? 1 : 0, found ? 0 : 1);
  return found;
}

/* Anti-Circe and its variants, and the Magic Wandering Unit: the
 * conditions whose retractions are known (AC-R*, MWU-R*). */
static bool
retro_condition (const char *line)
{
  static const char *const codes[] = { "ACI", "ACY", "ACF", "ACM", "ACS", "MWU" };
  const FaConditionSpec *spec = fa_condition_of_line (line);
  for (size_t i = 0; spec && i < G_N_ELEMENTS (codes); i++)
    if (!strcmp (spec->code, codes[i]))
      return true;
  return false;
}

/* Is the Magic Wandering Unit one of the problem's conditions? */
static bool
has_mwu (const FaProblem *p)
{
  for (guint i = 0; p->conditions && i < p->conditions->len; i++)
    {
      const FaConditionSpec *spec = fa_condition_of_line ((const char *) g_ptr_array_index (p->conditions, i));
      if (spec && !strcmp (spec->code, "MWU"))
        return true;
    }
  return false;
}

/* The kind's movement parsed into movement (no parts when it does not
 * parse: a built-in kind's always does). */
static void
parse_movement (const FaPieceSpec *spec, FaMovement *movement)
{
  int at;
  const char *expected;
  if (!fa_movement_parse (spec->movement, movement, &at, &expected))
    movement->n_parts = 0;
}

/* The Rococo power of a kind's movement, FA_ROCOCO_NONE for most. */
static FaRococoPower
rococo_power (const FaPieceSpec *spec)
{
  FaMovement movement;
  parse_movement (spec, &movement);
  for (int i = 0; i < movement.n_parts; i++)
    if (movement.parts[i].shape == FA_SHAPE_ROCOCO)
      return movement.parts[i].rococo;
  return FA_ROCOCO_NONE;
}

/* Does the kind walk as the other side's pawn (the protean pawn)?
 * Retractions know only pawns that walk forward: a protean pawn's moves
 * back, its promotions on its own first rank, are not proposed yet. */
static bool
walks_as_other_pawn (const FaPieceSpec *spec)
{
  FaMovement movement;
  parse_movement (spec, &movement);
  for (int i = 0; i < movement.n_parts; i++)
    if (movement.parts[i].shape == FA_SHAPE_PAWN && movement.parts[i].reversed)
      return true;
  return false;
}

const char *
fa_retro_unsupported (const FaProblem *p)
{
  if (p->stipulation.retractions > 0 && p->retractor.type == FA_RETRACTOR_NONE)
    return N_("a retractor stipulation needs the retractor's type: Retractor Proca, Hoeg, Klan or Pacific");
  if (p->stipulation.retractions == 0 && p->retractor.type != FA_RETRACTOR_NONE)
    return N_("Retractor needs a retractor stipulation such as -7 & #1");
  if (p->stipulation.retractions == 0)
    return NULL;
  for (guint i = 0; p->conditions && i < p->conditions->len; i++)
    if (!retro_condition ((const char *) g_ptr_array_index (p->conditions, i)))
      return N_("retractors take Anti-Circe (Calvet, Cheylan, File, Mirror, Symmetry) and the Magic Wandering Unit, "
                "no other condition yet");
  const FaOptions *o = &p->options;
  if (o->duplex || o->half_duplex || o->set_play || o->try_play || o->white_to_play)
    return N_("Duplex, HalfDuplex, SetPlay, Try and WhiteToPlay do not apply to a retractor");
  /* Every kind but the protean pawn retracts: its ways back are proposed
   * from every square its moves may come from, with the units its
   * captures took where they stood (a locust's victim before its arrival,
   * a Rococo piece's by its power), and checked forwards (retraction.c),
   * which the audit of tests/test-retro.c holds for each kind of the
   * catalogue. */
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      const FaPieceSpec *spec = fa_placed_piece_kind (pp);
      if (pp->colour == FA_COLOUR_NEUTRAL)
        return N_("neutral pieces in a retractor are not supported yet");
      if (walks_as_other_pawn (spec))
        return N_("a protean pawn in a retractor is not supported yet");
      FaRococoPower power = rococo_power (spec);
      if (power && has_mwu (p))
        return N_("Rococo pieces with the Magic Wandering Unit in a retractor are not supported yet");
      /* A long leaper's jumps on a line of more than eight squares would
       * put back more units at once than the retractions hold. */
      if (power == FA_ROCOCO_LONG_LEAPER && MAX (p->files, p->ranks) > 8)
        return N_("a long leaper in a retractor on a board larger than 8x8 is not supported yet");
    }
  return NULL;
}

void
fa_retro_solve (FaSearch *s, FaSolutionNode *phase)
{
  const FaProblem *p = s->problem;
  FaRetro *rt = g_new0 (FaRetro, 1);
  fa_retro_init (rt, s);
  FaSolutionNode *keys = fa_solution_node_new (FA_NODE_ROOT);
  if (p->stipulation.play == FA_PLAY_HELP)
    {
      if (help_lines (rt, rt->n, true, 1, NULL))
        help_lines (rt, rt->n, true, 1, keys);
    }
  else
    build_keys (rt, keys);
  fa_solution_node_adopt_children (phase, keys);
  fa_solution_node_free (keys);
  for (guint i = 0; i < fa_solution_node_n_children (phase); i++)
    s->solutions++;
  fa_retro_clear (rt);
  g_free (rt);
}
