/* The solver's entry points: build the rules and the position from a
 * problem, check the diagram, then run the search the stipulation asks
 * for, phase by phase (set play, solution, duplex). */
#include "play/solver.h"
#include "play/solver-private.h"

#include "rules/conditions/mars.h"
#include "rules/conditions/sentinelles.h"
#include "rules/condition-catalogue.h"
#include "rules/rococo.h"

#include <glib/gi18n-lib.h>

#include "play/search.h"
#include "play/retro.h"

#define DEFAULT_HASH_MB 64

static void
add_kind_once (GPtrArray *specs, const FaPieceSpec *spec)
{
  if (!g_ptr_array_find (specs, spec, NULL))
    g_ptr_array_add (specs, (gpointer) spec);
}

/* A royal pawn promotes to royal pieces (ROY-2), a paralysing pawn to
 * paralysing ones: that kind (variant) of a piece a pawn may become. */
static void
add_promotion_variant (GPtrArray *specs, const FaPieceSpec *spec,
                       const FaPieceSpec *(*variant) (const FaPieceSpec *base))
{
  if (!(spec->flags & (FA_PIECE_NO_PROMOTION | FA_PIECE_ROYAL | FA_PIECE_PAWN)))
    add_kind_once (specs, variant (spec));
}

/* The kinds a pawn with an attribute may become: variant's kind of each
 * orthodox piece and of each kind on the board that a pawn may become. */
static void
add_promotion_variants (GPtrArray *specs, const FaPieceSpec *(*variant) (const FaPieceSpec *base))
{
  const FaPieceSpec *orthodox[] = { fa_piece_queen (), fa_piece_knight (), fa_piece_rook (), fa_piece_bishop () };
  for (gsize i = 0; i < G_N_ELEMENTS (orthodox); i++)
    add_promotion_variant (specs, orthodox[i], variant);
  for (guint i = 0, n = specs->len; i < n; i++)
    add_promotion_variant (specs, g_ptr_array_index (specs, i), variant);
}

/* The first piece with the attribute Paralysing, NULL when none. */
static const FaPlacedPiece *
first_paralysing_piece (const FaProblem *p)
{
  for (guint i = 0; i < p->pieces->len; i++)
    if (g_array_index (p->pieces, FaPlacedPiece, i).paralysing)
      return &g_array_index (p->pieces, FaPlacedPiece, i);
  return NULL;
}

/* Every kind the problem can put on the board, twins included. */
static GPtrArray *
collect_kinds (const FaProblem *p)
{
  GPtrArray *specs = g_ptr_array_new ();
  for (guint i = 0; i < p->pieces->len; i++)
    add_kind_once (specs, fa_placed_piece_kind (&g_array_index (p->pieces, FaPlacedPiece, i)));
  /* A royal piece's walk is on the board too: pawns may promote to it,
   * as in Popeye. */
  gboolean royal_pawn = FALSE, paralysing_pawn = FALSE;
  for (guint i = 0, n = specs->len; i < n; i++)
    {
      const FaPieceSpec *spec = g_ptr_array_index (specs, i), *base = fa_piece_attribute_base (spec);
      royal_pawn |= (spec->flags & FA_PIECE_ROYAL) && (spec->flags & FA_PIECE_PAWN);
      paralysing_pawn |= (spec->flags & FA_PIECE_PARALYSING) && (spec->flags & FA_PIECE_PAWN);
      if (base != spec && !(base->flags & FA_PIECE_ROYAL))
        add_kind_once (specs, base);
    }
  if (royal_pawn)
    add_promotion_variants (specs, fa_piece_royal_variant);
  if (paralysing_pawn)
    add_promotion_variants (specs, fa_piece_paralysing_variant);
  /* Sentinelles Berolina leaves Berolina pawns. */
  for (guint i = 0; p->conditions && i < p->conditions->len; i++)
    {
      FaSentinellesRule sentinelles;
      if (fa_sentinelles_line_read (g_ptr_array_index (p->conditions, i), &sentinelles) && sentinelles.berolina)
        add_kind_once (specs, fa_piece_lookup_code ("BP", 2));
    }
  return specs;
}

/* The side Popeye's plain Maximummer binds (its twin.c,
 * findRestrictedSide; each case found by comparing outputs): Black, the
 * defending side, but White in series play that ends with White's single
 * move (ser-h#, ser-hs#, ser-h=) and in the double series n->ser-#m; the
 * other side in a phase with the colours swapped (half-duplex, a
 * duplex's second phase). */
static int
plain_maximummer_side (const FaProblem *p, gboolean swapped)
{
  const FaStipulation *st = &p->stipulation;
  int side = st->series && (fa_play_is_help (st->play) || st->prefix) ? FA_WHITE : FA_BLACK;
  return swapped ? side ^ 1 : side;
}

/* Where the problem states a condition by keyword: the index of its
 * condition line, -1 if none. */
static int
condition_line_index (const FaProblem *p, const char *keyword)
{
  for (guint i = 0; p->conditions && i < p->conditions->len; i++)
    if (fa_condition_line_is (g_ptr_array_index (p->conditions, i), keyword))
      return (int) i;
  return -1;
}

/* The Magic Wandering Unit of the diagram into the position: one unit,
 * not a king, not neutral, and the condition with it (MWU-1).  NULL, or
 * what is wrong; *where gets the piece or condition it is about. */
static char *
place_mwu (FaPosition *pos, const FaProblem *p, FaSourcePos *where)
{
  FaSquare mwu = FA_NO_SQUARE;
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      if (!pp->mwu)
        continue;
      *where = pp->source;
      if (mwu != FA_NO_SQUARE)
        return g_strdup (_("a second unit is marked MWU: the magic power has one unit (MWU-1)"));
      if (fa_placed_piece_kind (pp)->flags & FA_PIECE_ROYAL || pp->royal)
        return g_strdup (_("a king cannot be the Magic Wandering Unit (MWU-1)"));
      if (pp->colour == FA_COLOUR_NEUTRAL)
        return g_strdup (_("a neutral unit cannot be the Magic Wandering Unit"));
      if (pos->rules->conditions.mwu == FA_MWU_NONE)
        return g_strdup (_("a unit marked MWU needs the condition: Condition MWU TypeI or TypeII"));
      mwu = pp->square;
    }
  if (mwu == FA_NO_SQUARE && pos->rules->conditions.mwu != FA_MWU_NONE)
    {
      *where = fa_problem_condition_source (p, (guint) condition_line_index (p, "MWU"));
      return g_strdup (_("Condition MWU needs a unit marked MWU among the pieces: White MWU Sc1"));
    }
  fa_position_set_mwu (pos, mwu);
  return NULL;
}

/* The message for a diagram whose side not to play is in check, naming
 * the king (and pointing at it, where the input wrote it). */
static char *
king_capturable (const FaProblem *p, const FaPosition *pos, int side, FaSourcePos *at)
{
  FaSquare king = pos->king[side];
  if (king == FA_NO_SQUARE) /* Rex Multiplex: one of several */
    return g_strdup (_("the side to play can capture the king"));
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *placed = &g_array_index (p->pieces, FaPlacedPiece, i);
      if (placed->square == king && placed->source.line)
        *at = placed->source;
    }
  char name[8];
  fa_square_name (&pos->rules->geometry, king, name);
  return side == FA_WHITE
             ? g_strdup_printf (_("the side to play can capture the king: the white king on %s is in check"), name)
             : g_strdup_printf (_("the side to play can capture the king: the black king on %s is in check"), name);
}

char *
fa_solver_setup_position (FaPosition *pos, const FaRules *rules, const FaProblem *p, FaSourcePos *where)
{
  fa_position_init (pos, rules);
  int kings[2] = { 0, 0 };
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      const FaPieceSpec *spec = fa_placed_piece_kind (pp);
      int kind = fa_rules_kind_of (rules, spec);
      if (!fa_square_exists (&rules->geometry, pp->square))
        {
          *where = pp->source;
          return g_strdup (_("a piece stands outside the board"));
        }
      fa_position_put (pos, pp->square, fa_piece_make (kind, (unsigned) pp->colour));
      if ((spec->flags & FA_PIECE_ROYAL) && !rules->conditions.rex_multiplex)
        for (int side = 0; side < 2; side++)
          if ((unsigned) pp->colour & fa_side_bit (side) && ++kings[side] == 2)
            {
              /* The second king is the one too many: name where it was
               * written. */
              *where = pp->source;
              return g_strdup (_("a side has more than one king"));
            }
    }
  char *mwu_error = place_mwu (pos, p, where);
  if (mwu_error)
    return mwu_error;
  /* A side without a king is solved (Popeye warns unless NoWk or NoBk
   * says so, and solves too). */
  const FaOptions *o = &p->options;
  fa_position_set_default_castling (pos);
  if (o->no_castling)
    for (guint i = 0; i < o->no_castling->len; i++)
      fa_position_forbid_castling (pos, g_array_index (o->no_castling, FaSquare, i));
  if (o->ep_passed != FA_NO_SQUARE && o->ep_to != FA_NO_SQUARE)
    {
      pos->ep_target = o->ep_passed;
      pos->ep_victim = o->ep_to;
    }
  fa_position_rehash (pos);
  fa_position_mark_diagram (pos);
  return NULL;
}

/* Which side plays first in the solution phase, and which side reaches
 * (direct) or is forced to reach (self, reflex) or helps reach the goal. */
typedef struct
{
  int first;      /* side to move at the start */
  int goal_side;  /* help play: the side making the last move */
  int plies;      /* help play */
} Roles;

static Roles
roles_for (const FaProblem *p, const FaStipulation *st, gboolean swapped)
{
  Roles r = { FA_WHITE, FA_WHITE, 0 };
  if (st->play == FA_PLAY_HELP && !st->series)
    {
      r.plies = 2 * st->moves + (st->half ? 1 : 0);
      r.first = st->half ? FA_WHITE : FA_BLACK;
      if (p->options.white_to_play && !st->half)
        {
          r.plies--;
          r.first = FA_WHITE;
        }
    }
  else if (fa_play_is_help (st->play) && !st->series)
    {
      /* hs#n, hr#n: White starts and Black makes the last (forced) move;
       * in hs#n.5 Black starts. */
      r.plies = 2 * st->moves + (st->half ? 1 : 0);
      r.first = st->half ? FA_BLACK : FA_WHITE;
      r.goal_side = FA_BLACK;
      if (p->options.white_to_play && !st->half)
        {
          /* As in h#: the other side starts, half a move less. */
          r.plies--;
          r.first = FA_BLACK;
        }
    }
  else if ((fa_play_is_help (st->play) && st->series) || st->prefix || st->retractions)
    r.first = FA_BLACK; /* ser-h#: Black's series, then White's goal move;
                         * ser-hs#: then White's move forcing Black's;
                         * n->ser-#m: Black's n moves, then White's series;
                         * a retractor: White made the last move (RET-2) */
  if (swapped)
    {
      r.first ^= 1;
      r.goal_side ^= 1;
    }
  return r;
}

int
fa_solver_first_side (const FaProblem *p)
{
  return roles_for (p, &p->stipulation, p->options.half_duplex).first;
}

static void
solve_phase (FaSearch *s, FaSolutionNode *root, FaPhaseKind kind, gboolean swapped, gboolean set_play)
{
  const FaProblem *p = s->problem;
  const FaStipulation *st = &p->stipulation;
  Roles roles = roles_for (p, st, swapped);
  int saved_side = s->pos.side;
  s->pos.side = roles.first;
  if (set_play)
    s->pos.side ^= 1;
  fa_position_rehash (&s->pos);
  /* A phase that would begin with the side to move able to capture the
   * king (set play of h=1 with the king en prise, the duplex half) is not
   * played: Popeye prints nothing for it, not even its empty line. */
  if (fa_in_check (&s->pos, s->pos.side ^ 1))
    {
      s->pos.side = saved_side;
      fa_position_rehash (&s->pos);
      return;
    }
  FaSolutionNode *phase = fa_solution_node_add (root, FA_NODE_PHASE);
  phase->phase = kind;
  /* Set play needs a move of the side not starting: none in series play
   * that ends with the series side's move, nor in h#0.5. */
  if (set_play && (st->series ? st->play == FA_PLAY_DIRECT
                              : fa_play_is_help (st->play) && roles.plies <= 1))
    phase->marks |= FA_MARK_NOT_APPLICABLE;

  if (st->retractions)
    fa_retro_solve (s, phase);
  else if (st->series && set_play)
    {
      /* Series set play: the series side plays no move at all, the other
       * side reaches the goal at once (ser-h#: "1...Rd1-d8 #"). */
      if (st->play == FA_PLAY_HELP)
        fa_help_solve (s, phase, 1, s->pos.side);
      else
        fa_series_set_play (s, phase);
    }
  else if (st->series && st->prefix)
    fa_double_series_solve (s, phase, st->prefix, st->moves);
  else if (st->series)
    {
      if (!fa_series_obliged (s, phase))
        for (int k = 1; k <= st->moves && !s->stopped; k++)
          fa_series_solve (s, phase, k);
    }
  else if (fa_play_is_help (st->play))
    {
      int plies = roles.plies - (set_play ? 1 : 0);
      /* hr#: White starting and able to reach the goal must ("?!?");
       * Black starting and able to reaches it in a short solution. */
      if (st->play == FA_PLAY_HELP_REFLEX && plies >= 2 && s->pos.side != roles.goal_side
          && fa_series_obliged (s, phase))
        plies = 0;
      s->help_number_shift = set_play && roles.first == roles.goal_side ? 2 : 0;
      for (int k = 2 - plies % 2; k <= plies && !s->stopped; k += 2)
        fa_help_solve (s, phase, k, roles.goal_side);
      s->help_number_shift = 0;
    }
  else
    fa_direct_solve (s, phase, st->moves, set_play);

  s->pos.side = saved_side;
  fa_position_rehash (&s->pos);
}

/* Option Threat n asks the attacker to threaten within n moves where n
 * or more of its moves are still to come after its move: only in direct,
 * self and reflex play of more than n moves.  Elsewhere Popeye says so
 * (and the option does nothing). */
static gboolean
threat_option_applies (const FaProblem *p)
{
  const FaStipulation *st = &p->stipulation;
  if (p->options.threat <= 0 || !p->has_stipulation)
    return TRUE;
  if (st->series || fa_play_is_help (st->play) || st->retractions)
    return FALSE;
  /* (Popeye takes s#1/1 and r#1/1 without a word.) */
  return p->options.threat < st->moves || (st->play != FA_PLAY_DIRECT && st->moves == 1 && p->options.threat == 1);
}

/* After a phase: a stop at MaxSolutions ends only that phase. */
static void
next_phase (FaSearch *s, gboolean *partial, guint *total)
{
  if (s->stopped && s->stop_status == FA_SOLVE_PARTIAL)
    {
      *partial = TRUE;
      s->stopped = FALSE;
    }
  *total += s->solutions;
  s->solutions = 0;
  /* Each phase has the limit (the workers have all been joined). */
  if (s->shared_solutions)
    g_atomic_int_set (s->shared_solutions, 0);
}

/* The rules of the problem's kinds could not be made: where a limit of
 * the whole problem is passed (move vectors, attack rays, paths), names
 * the kind that passes it and the first piece of that kind, found by
 * making the rules of ever more of the kinds (only on this error's path:
 * those tables only grow with the kinds). */
static char *
rules_error_at_kind (const FaProblem *p, GPtrArray *specs, const char *rules_error, FaSourcePos *error_at)
{
  const FaPieceSpec *culprit = NULL;
  for (guint n = 1; n <= specs->len && !culprit; n++)
    {
      const char *error = NULL;
      FaRules *rules = fa_rules_new (p->files, p->ranks, p->holes, (const FaPieceSpec *const *) specs->pdata,
                                     (int) n, &error);
      if (rules)
        fa_rules_free (rules);
      else if (g_strcmp0 (error, rules_error) == 0)
        culprit = g_ptr_array_index (specs, n - 1);
      else
        break;
    }
  if (!culprit)
    return g_strdup (_(rules_error));
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      const FaPieceSpec *kind = fa_placed_piece_kind (pp);
      if ((kind == culprit || fa_piece_royal_base (kind) == culprit) && pp->source.line)
        {
          *error_at = pp->source;
          break;
        }
    }
  /* Translators: the first %s is a limit's message such as "too many
   * different move vectors for one problem", the second a piece code. */
  return g_strdup_printf (_("%s: %s is one kind too many"), _(rules_error), culprit->code);
}

/* Whether a pawn of the diagram stands on its own first rank (the
 * conditions that may rebirth one there say so themselves). */
static gboolean
pawn_on_first_rank (const FaProblem *p, const FaRules *rules)
{
  const FaGeometry *g = &rules->geometry;
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      int k = fa_rules_kind_of (rules, fa_placed_piece_kind (pp));
      int rank = fa_square_rank (g, pp->square);
      if (fa_kind_idles_on_first_rank (&rules->kinds[k])
          && (((pp->colour & FA_COLOUR_WHITE) && rank == 0) || ((pp->colour & FA_COLOUR_BLACK) && rank == g->ranks - 1)))
        return TRUE;
    }
  return FALSE;
}

FaRules *
fa_solver_rules_new (const FaProblem *p, char **error, FaSourcePos *error_at)
{
  /* Neutral pieces belong to both sides (checked against the conditions
   * once they are compiled). */
  const FaPlacedPiece *neutral = NULL;
  for (guint i = 0; i < p->pieces->len && !neutral; i++)
    if (g_array_index (p->pieces, FaPlacedPiece, i).colour == FA_COLOUR_NEUTRAL)
      neutral = &g_array_index (p->pieces, FaPlacedPiece, i);

  g_autoptr (GPtrArray) specs = collect_kinds (p);
  const char *rules_error = NULL;
  FaRules *rules = fa_rules_new (p->files, p->ranks, p->holes,
                                 (const FaPieceSpec *const *) specs->pdata, (int) specs->len, &rules_error);
  if (!rules)
    {
      *error = rules_error_at_kind (p, specs, rules_error, error_at);
      return NULL;
    }
  if (pawn_on_first_rank (p, rules))
    fa_rules_let_pawns_stand_on_first_rank (rules);
  /* A royal piece other than a king: the orthodox shortcuts that know
   * only kings (the mate bound, the intelligent mode) are off, as under a
   * condition; the legality filter and the check prediction, which take
   * any royal unit, stay (as for a condition whose effects follow
   * captures alone). */
  gboolean royal = FALSE;
  for (int k = 1; k <= rules->n_kinds; k++)
    if (fa_piece_royal_base (rules->kinds[k].spec))
      royal = rules->conditions.move_effects = true;
  /* ... which they do only where the effects are known to follow captures
   * alone: with no condition there are no effects at all (the conditions
   * compiled say it themselves, below). */
  if (royal && !(p->conditions && p->conditions->len))
    rules->conditions.effects_on_captures_only = true;
  /* Neutral pieces: no shortcut that takes a piece to be one side's
   * (move_effects, set once the conditions are compiled). */
  rules->neutral_pieces = neutral != NULL;
  /* Rococo pieces (rules/rococo.h): their captures and freezing come in
   * as hooks, which neutral units and only some conditions share yet. */
  if (rules->rococo_kinds[0])
    {
      guint refused = 0;
      while (p->conditions && refused < p->conditions->len
             && fa_rococo_takes_condition (g_ptr_array_index (p->conditions, refused)))
        refused++;
      if (p->conditions && refused < p->conditions->len)
        {
          /* TRANSLATORS: %s is a condition as written, "MarsCirce" */
          *error = g_strdup_printf (_("%s with Rococo pieces is not supported yet"),
                                        (const char *) g_ptr_array_index (p->conditions, refused));
          *error_at = fa_problem_condition_source (p, refused);
          fa_rules_free (rules);
          return NULL;
        }
      fa_rococo_install (rules);
    }
  /* Paralysing pieces come in as a condition does (paralysing.h), with
   * or without condition lines. */
  const FaPlacedPiece *paralysing = first_paralysing_piece (p);
  if (paralysing && (rules->rococo_kinds[0] || rules->neutral_pieces))
    {
      *error = g_strdup (_("paralysing pieces beside Rococo pieces or neutral units are not supported yet"));
      *error_at = paralysing->source;
      fa_rules_free (rules);
      return NULL;
    }
  for (guint i = 0; paralysing && i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      if (pp->royal && pp->paralysing)
        {
          *error = g_strdup (_("a unit both royal and paralysing is not supported yet"));
          *error_at = pp->source;
          fa_rules_free (rules);
          return NULL;
        }
    }
  int bad = 0;
  guint n_lines = p->conditions ? p->conditions->len : 0;
  if ((n_lines || paralysing)
      && !fa_conditions_compile (rules, n_lines ? (char *const *) p->conditions->pdata : NULL, (int) n_lines, &bad,
                                 error))
    {
      *error_at = fa_problem_condition_source (p, (guint) bad);
      fa_rules_free (rules);
      return NULL;
    }
  /* Plain Maximummer (compiled as Black's) binds the side the
   * stipulation restricts (plain_maximummer_side), the first phase's;
   * a duplex's second phase takes the other side, which must be free of
   * another mummer too. */
  if (rules->conditions.defending_side_maximummer)
    {
      FaConditionRules *c = &rules->conditions;
      int side = plain_maximummer_side (p, p->options.half_duplex);
      c->mummer[FA_BLACK] = FA_MUMMER_NONE;
      if (c->mummer[side] != FA_MUMMER_NONE || (p->options.duplex && c->mummer[side ^ 1] != FA_MUMMER_NONE))
        {
          *error_at = fa_problem_condition_source (p, (guint) condition_line_index (p, "Maximummer"));
          *error = g_strdup (_("Maximummer binds here the side another mummer condition binds"));
          fa_rules_free (rules);
          return NULL;
        }
      c->mummer[side] = FA_MUMMER_MAXIMUM;
    }
  if (neutral)
    {
      rules->neutral_plain = !rules->conditions.move_effects;
      rules->conditions.move_effects = true;
    }
  if (neutral && !fa_conditions_take_neutrals (&rules->conditions))
    {
      *error = g_strdup (_("neutral pieces under this condition are not supported yet"));
      *error_at = neutral->source;
      fa_rules_free (rules);
      return NULL;
    }
  return rules;
}

FaSolution *
fa_solve (const FaProblem *p, const FaSolveOptions *options)
{
  FaSolution *sol = g_new0 (FaSolution, 1);
  sol->root = fa_solution_node_new (FA_NODE_ROOT);
  fa_solution_set_play (sol, p);

  if (!p->has_stipulation)
    {
      sol->error = g_strdup (_("the problem has no stipulation"));
      return sol;
    }
  const char *retro = fa_retro_unsupported (p);
  if (retro)
    {
      sol->error = g_strdup (_(retro));
      sol->error_at = p->retractor.source;
      return sol;
    }
  char *rules_error = NULL;
  FaRules *rules = fa_solver_rules_new (p, &rules_error, &sol->error_at);
  if (!rules)
    {
      sol->error = rules_error;
      return sol;
    }

  /* All but the position zeroed; fa_solver_setup_position sets that up
   * (its history and effect journal, 800 KB, are written before they are
   * read: cleared, as a calloc from the heap does, for the second twin or
   * the next problem, they were 200 page faults). */
  FaSearch *s = g_malloc (sizeof (FaSearch));
  memset (s, 0, offsetof (FaSearch, pos));
  s->rules = rules;
  s->problem = p;
  s->solve_options = options;
  s->goal = p->stipulation.goal;
  s->play = p->stipulation.play;
  s->series = p->stipulation.series;
  s->max_solutions = p->options.max_solutions > 0 ? (guint) p->options.max_solutions : 0;
  /* Intelligent n limits the lines per final position of help and series
   * play (Popeye's target positions); it does not apply elsewhere. */
  if (p->options.intelligent && p->options.intelligent_max > 0
      && (fa_play_is_help (p->stipulation.play) || p->stipulation.series))
    {
      s->per_position_max = (guint) p->options.intelligent_max;
      s->per_position = g_hash_table_new (NULL, NULL);
      s->target_scratch = g_new (FaPosition, 1);
    }
  s->timer = g_timer_new ();
  s->deadline = p->options.max_time;
  if (options && options->timeout_seconds > 0 && (s->deadline <= 0 || options->timeout_seconds < s->deadline))
    s->deadline = options->timeout_seconds;
  s->next_poll = 1;
  /* Threads split the first moves; MaxSolutions needs one thread so that
   * the solutions kept are the first ones in order. */
  s->threads = options && options->threads > 1 && !s->max_solutions && !s->per_position_max
                   ? options->threads : 1;
  /* Measured with the shared table: splitting the first moves pays in
   * help, direct, self and reflex play (excelsior #5: 0.98 s -> 0.46 s on
   * two threads); series play, whose few first moves are uneven, splits
   * the pairs of its first two moves (help.c). */
  if (!s->max_solutions)
    s->solution_limit = options && options->solution_limit ? options->solution_limit : FA_DEFAULT_SOLUTION_LIMIT;
  GMutex report_lock;
  gint64 shared_nodes = 0;
  gint shared_solutions = 0;
  g_mutex_init (&report_lock);
  s->report_lock = &report_lock;
  s->shared_nodes = &shared_nodes;
  s->shared_solutions = &shared_solutions;

  /* The kinds each side has: the distance tables are made for those. */
  FaKindSet present[2] = { 0, 0 };
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      for (int side = 0; side < 2; side++)
        if ((unsigned) pp->colour & fa_side_bit (side))
          present[side] |= fa_kind_bit (fa_rules_kind_of (rules, fa_placed_piece_kind (pp)));
    }
  /* The empty-board distances: for the mate bound, and for the
   * intelligent mode's pictures of stalemates. */
  FaIntelligentUse use = options ? options->intelligent : FA_INTELLIGENT_AS_PROBLEM;
  gboolean intelligent = use == FA_INTELLIGENT_ALWAYS || (use == FA_INTELLIGENT_AS_PROBLEM && p->options.intelligent);
  gboolean mate = p->stipulation.goal == FA_GOAL_MATE;
  gboolean stalemate = p->stipulation.goal == FA_GOAL_STALEMATE || p->stipulation.goal == FA_GOAL_DOUBLE_STALEMATE;
  /* Both assume orthodox moves: off under conditions that change them.
   * Under the mummers, which only choose among orthodox moves, they hold;
   * they pay in help and series play (Popeye's intelligent h#10 of both
   * Maximummers, BEISPIEL intell-038: 6.4 s to 0.08 s), not in a long
   * selfmate (Hernitz's s#27: 0.09 s to 0.14 s). */
  gboolean help_or_series = fa_play_is_help (p->stipulation.play) || p->stipulation.series;
  /* The tables cost about what a whole short solve does (3 to 4 million
   * instructions with the orthodox kinds, where a #2 of five units
   * searches in 0.1 million): at two moves or fewer, outside series play
   * and the intelligent mode, the bound does not pay for them (random
   * h#2, #2, r#2, hs#2 problems: 4 to 28 % fewer instructions without;
   * a random h#3 0.55 s without, 0.39 s with).  FAERIE_ALWAYS_BOUND:
   * the bound's tests on short problems. */
  gboolean short_solve = !p->stipulation.series && p->stipulation.moves <= 2 && !intelligent
                         && !g_getenv ("FAERIE_ALWAYS_BOUND");
  FaReach *reach = (mate || (stalemate && intelligent)) && !short_solve && !(options && options->exhaustive)
                           && (!rules->conditions.move_effects
                               || (rules->conditions.moves_as_orthodox && help_or_series))
                       ? fa_reach_new (rules, present)
                       : NULL;
  FaMateBound *mate_bound = mate ? fa_mate_bound_new (reach) : NULL;
  s->reach = reach;
  s->mate_bound = mate_bound;
  char *error = fa_solver_setup_position (&s->pos, rules, p, &sol->error_at);
  if (!error && !fa_tt_init (&s->tt, options && options->hash_mb ? options->hash_mb : DEFAULT_HASH_MB))
    error = g_strdup (_("not enough memory for the hash table"));
  if (!error)
    {
      /* The side not to move must not be in check.  In help play Black
       * starts; Popeye calls the other case "the side to play can capture
       * the king". */
      Roles roles = roles_for (p, &p->stipulation, p->options.half_duplex);
      if (fa_in_check (&s->pos, roles.first ^ 1))
        error = king_capturable (p, &s->pos, roles.first ^ 1, &sol->error_at);
    }
  if (!error && !threat_option_applies (p))
    /* Popeye's words in the text output, translated by the studio. */
    sol->warning = g_strdup (N_ ("Option \"Threat\" not applicable or indicated maximum threat length too big"));
  if (error)
    {
      sol->error = error;
    }
  else
    {
      const FaOptions *o = &p->options;
      gboolean normal = !o->half_duplex, swapped = o->duplex || o->half_duplex;
      /* MaxSolutions counts each phase apart, as Popeye does: a phase that
       * reaches it is partial, and the next phase starts again from 0. */
      gboolean partial = FALSE;
      guint total = 0;
      if (options && options->retro_audit && p->stipulation.retractions)
        {
          sol->check_report = fa_retro_audit (s, &sol->check_holds);
          normal = swapped = FALSE;
        }
      else if (options && options->check_line)
        {
          if (p->stipulation.retractions)
            sol->check_report = fa_retro_check_line (s, options->check_line, &sol->check_holds);
          else
            sol->error = g_strdup (_("--check-line checks a retractor's line: the stipulation has no retractions"));
          normal = swapped = FALSE;
        }
      if (normal)
        {
          if (o->set_play)
            {
              solve_phase (s, sol->root, FA_PHASE_SET_PLAY, FALSE, TRUE);
              next_phase (s, &partial, &total);
            }
          if (!s->stopped)
            solve_phase (s, sol->root, FA_PHASE_SOLUTION, FALSE, FALSE);
          next_phase (s, &partial, &total);
        }
      if (swapped && !s->stopped)
        {
          /* Colours swapped: the same search with the other side first,
           * its set play too.  A duplex's plain Maximummer changes sides
           * with the roles: what the table proved no longer holds. */
          if (normal && rules->conditions.defending_side_maximummer)
            {
              int side = plain_maximummer_side (p, FALSE);
              rules->conditions.mummer[side] = FA_MUMMER_NONE;
              rules->conditions.mummer[side ^ 1] = FA_MUMMER_MAXIMUM;
              fa_tt_free (&s->tt);
              if (!fa_tt_init (&s->tt, options && options->hash_mb ? options->hash_mb : DEFAULT_HASH_MB))
                sol->error = g_strdup (_("not enough memory for the hash table"));
            }
          if (o->set_play && !sol->error)
            {
              solve_phase (s, sol->root, FA_PHASE_SET_PLAY, TRUE, TRUE);
              next_phase (s, &partial, &total);
            }
          if (!s->stopped && !sol->error)
            solve_phase (s, sol->root, FA_PHASE_DUPLEX, TRUE, FALSE);
          next_phase (s, &partial, &total);
        }
      partial |= s->per_position_partial;
      sol->status = s->stopped ? s->stop_status : partial ? FA_SOLVE_PARTIAL : FA_SOLVE_COMPLETE;
      s->solutions = total;
      sol->solution_limit_reached = s->solution_limit_reached;
    }
  sol->nodes = s->nodes;
  sol->solutions = s->solutions;
  sol->seconds = g_timer_elapsed (s->timer, NULL);
  g_timer_destroy (s->timer);
  if (s->per_position)
    g_hash_table_destroy (s->per_position);
  g_free (s->target_scratch);
  g_mutex_clear (&report_lock);
  fa_tt_free (&s->tt);
  g_free (s);
  fa_mate_bound_free (mate_bound);
  fa_reach_free (reach);
  fa_rules_free (rules);
  return sol;
}

/* The spec of the twin's position that spec is, as the problem's own:
 * the twin's copy of a user piece goes when the twin does. */
static const FaPieceSpec *
problem_spec (const FaProblem *problem, const FaProblem *twin, const FaPieceSpec *spec)
{
  guint index;
  if (spec && g_ptr_array_find (twin->user_pieces, spec, &index) && index < problem->user_pieces->len)
    return g_ptr_array_index (problem->user_pieces, index);
  return spec;
}

/* Points the moves of the tree at the problem's kinds instead of the
 * twin's, which are freed once the twin is solved. */
static void
remap_specs (FaSolutionNode *node, const FaProblem *problem, const FaProblem *twin)
{
  node->move.piece = problem_spec (problem, twin, node->move.piece);
  node->move.captured = problem_spec (problem, twin, node->move.captured);
  node->move.promotion = problem_spec (problem, twin, node->move.promotion);
  for (guint i = 0; i < fa_solution_node_n_children (node); i++)
    remap_specs (fa_solution_node_child (node, i), problem, twin);
}

GPtrArray *
fa_solve_problem (const FaProblem *problem, const FaSolveOptions *options)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_solution_free);
  guint n_twins = problem->twins ? problem->twins->len : 0;
  for (guint i = 0; i <= n_twins; i++)
    {
      g_autoptr (GError) error = NULL;
      FaSourcePos where = { 0, 0 };
      g_autoptr (FaProblem) twin = fa_problem_twin_at (problem, i, &where, &error);
      FaSolution *sol;
      if (!twin)
        {
          sol = g_new0 (FaSolution, 1);
          sol->root = fa_solution_node_new (FA_NODE_ROOT);
          sol->error = g_strdup (error ? error->message : _("the twin cannot be applied"));
          sol->error_at = where;
        }
      else
        {
          sol = fa_solve (twin, options);
          if (twin->user_pieces->len)
            remap_specs (sol->root, problem, twin);
        }
      if (n_twins)
        sol->twin_label = fa_problem_twin_label (problem, i);
      g_ptr_array_add (out, sol);
      /* A time limit is each twin's, as Popeye's MaxTime: the next twin
       * gets its own.  Cancelling stops them all. */
      if (sol->status == FA_SOLVE_CANCELLED)
        break;
    }
  return out;
}
