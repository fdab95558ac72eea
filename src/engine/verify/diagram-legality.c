/* The diagram's legality: the kings and edge-rank pawns of any problem,
 * and check as the solver plays it (diagram-legality.h). */
#include "verify/diagram-legality.h"

#include <glib/gi18n-lib.h>

#include "play/solver-private.h"
#include "rules/attack.h"
#include "rules/condition-catalogue.h"

/* ---- Findings -------------------------------------------------------------- */

typedef struct
{
  FaDiagramIssue *issues;
  int max, n;
  FaDiagramIssue overflow; /* where the findings beyond max are written */
} Findings;

static FaDiagramIssue *
add_issue (Findings *f, FaDiagramIssueKind kind, int side)
{
  FaDiagramIssue *issue = f->n < f->max ? &f->issues[f->n] : &f->overflow;
  f->n++;
  *issue = (FaDiagramIssue) { .kind = kind, .side = side, .square = FA_NO_SQUARE };
  return issue;
}

/* ---- The whole diagram ------------------------------------------------------- */

/* Can a pawn stand on a first or last rank by the rules (a Circe whose
 * rebirth square may be there: Platzwechsel, Couscous, Parrain,
 * Chameleon; Symmetry Anti-Circe's relocation; the MWU's colour
 * change)?  Then a pawn there is no finding. */
static gboolean
pawns_may_reach_edge (const FaRules *rules)
{
  const FaConditionRules *c = &rules->conditions;
  return (c->circe.active
          && (c->circe.square == FA_REBIRTH_DEPARTURE || c->circe.couscous || c->circe.parrain || c->circe.chameleon))
         || (c->anticirce != FA_ANTICIRCE_NONE && c->anticirce_square == FA_REBIRTH_SYMMETRY)
         || c->mwu != FA_MWU_NONE || c->first_rank_pawns_step;
}

int
fa_diagram_issues (const FaProblem *p, FaDiagramIssue *issues, int max)
{
  Findings f = { .issues = issues, .max = max };
  gboolean conditions = p->conditions && p->conditions->len;
  char *rules_error = NULL;
  FaSourcePos unused;
  FaRules *rules = fa_solver_rules_new (p, &rules_error, &unused);
  g_free (rules_error);

  /* Rex Multiplex allows several kings a side (RXM-1). */
  gboolean multiplex = FALSE;
  for (guint i = 0; conditions && i < p->conditions->len; i++)
    multiplex |= fa_condition_line_is (g_ptr_array_index (p->conditions, i), "RexMultiplex");
  gboolean edge_pawns = rules ? !pawns_may_reach_edge (rules) : !conditions;
  int kings[2] = { 0, 0 };
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      for (int side = 0; side < 2; side++)
        if (((unsigned) pp->colour & (1u << side)) && (fa_placed_piece_kind (pp)->flags & FA_PIECE_ROYAL))
          kings[side]++;
      int rank = pp->square / p->files;
      if (edge_pawns && (pp->spec->flags & FA_PIECE_PAWN) && (rank == 0 || rank == p->ranks - 1))
        add_issue (&f, FA_DIAGRAM_PAWN_ON_EDGE_RANK, pp->colour == FA_COLOUR_BLACK)->square = pp->square;
    }
  /* Option NoWk or NoBk: the composer states that side has no king, as
   * Popeye is told (a convention of fairy and series problems). */
  gboolean kingless[2] = { p->options.no_wk, p->options.no_bk };
  for (int side = 0; side < 2; side++)
    if (kings[side] > 1 ? !multiplex : kings[side] == 0 && !kingless[side])
      add_issue (&f, kings[side] ? FA_DIAGRAM_TWO_KINGS : FA_DIAGRAM_NO_KING, side);

  /* Check as the solver tests it, the conditions' rules included. */
  if (rules)
    {
      FaPosition *pos = g_new0 (FaPosition, 1);
      g_autofree char *error = fa_solver_setup_position (pos, rules, p, &unused);
      if (!error)
        {
          gboolean in_check[2] = { fa_in_check (pos, FA_WHITE), fa_in_check (pos, FA_BLACK) };
          if (in_check[FA_WHITE] && in_check[FA_BLACK])
            add_issue (&f, FA_DIAGRAM_BOTH_IN_CHECK, FA_WHITE);
          else if (p->has_stipulation && in_check[fa_solver_first_side (p) ^ 1])
            add_issue (&f, FA_DIAGRAM_IN_CHECK, fa_solver_first_side (p) ^ 1);
        }
      g_free (pos);
      fa_rules_free (rules);
    }
  return f.n;
}

/* ---- In words ---------------------------------------------------------------- */

char *
fa_diagram_issue_describe (const FaProblem *p, const FaDiagramIssue *issue)
{
  char at[8];
  gboolean black = issue->side == FA_BLACK;
  if (issue->square != FA_NO_SQUARE)
    fa_square_name_for (p->files, issue->square, at);
  switch (issue->kind)
    {
    case FA_DIAGRAM_NO_KING:
      return g_strdup (black ? _("Black has no king") : _("White has no king"));
    case FA_DIAGRAM_TWO_KINGS:
      return g_strdup (black ? _("Black has more than one king") : _("White has more than one king"));
    case FA_DIAGRAM_PAWN_ON_EDGE_RANK:
      return g_strdup_printf (_("the pawn on %s stands on a first or last rank"), at);
    case FA_DIAGRAM_IN_CHECK:
      return g_strdup (black ? _("Black, not to move, is in check") : _("White, not to move, is in check"));
    case FA_DIAGRAM_BOTH_IN_CHECK:
      return g_strdup (_("both kings are in check: the side that moved last left its own king in check"));
    }
  return g_strdup (_("the diagram is illegal"));
}
