#include "rules/conditions/conditions.h"

#include "rules/conditions/anticirce.h"
#include "rules/conditions/circe.h"
#include "rules/condition-catalogue.h"
#include "rules/rules.h"

#include <glib.h>
#include <glib/gi18n-lib.h>

static void
add_hook (FaConditionRules *c, FaMoveHook hook)
{
  g_assert (c->n_after_move < FA_MAX_MOVE_HOOKS);
  c->after_move[c->n_after_move++] = hook;
  c->move_effects = true;
}

/* Each kind's place in the game array, by the orthodox piece it is. */
static void
classify_kinds (FaRules *rules)
{
  for (int k = 1; k <= rules->n_kinds; k++)
    {
      const FaPieceSpec *spec = rules->kinds[k].spec;
      rules->conditions.array_class[k] = spec == fa_piece_king ()     ? FA_ARRAY_KING
                                         : spec == fa_piece_queen ()  ? FA_ARRAY_QUEEN
                                         : spec == fa_piece_rook ()   ? FA_ARRAY_ROOK
                                         : spec == fa_piece_bishop () ? FA_ARRAY_BISHOP
                                         : spec == fa_piece_knight () ? FA_ARRAY_KNIGHT
                                         : spec == fa_piece_pawn ()   ? FA_ARRAY_PAWN
                                                                      : FA_ARRAY_FAIRY;
    }
}

bool
fa_conditions_compile (FaRules *rules, char *const *lines, int n_lines, int *bad, char **error)
{
  FaConditionRules *c = &rules->conditions;
  classify_kinds (rules);
  /* The condition that owns what a capture does: two of them need an
   * order of their effects (Popeye relocates, then rebirths), not built
   * yet. */
  const char *capture_owner = NULL;
  for (int i = 0; i < n_lines; i++)
    {
      const char *line = lines[i];
      const FaConditionSpec *spec = fa_condition_of_line (line);
      bool owns_capture = spec && (spec->family == FA_CONDITION_FAMILY_CIRCE || spec->family == FA_CONDITION_FAMILY_ANTI_CIRCE);
      if (owns_capture && capture_owner)
        {
          *bad = i;
          /* Translators: both %s are Popeye condition names. */
          *error = g_strdup_printf (_("the conditions %s and %s together are not supported yet"), capture_owner, line);
          return false;
        }
      if (owns_capture)
        capture_owner = line;
      /* Plain Circe: the keyword alone (a variant word after it is another
       * condition, not solved yet). */
      if (g_ascii_strcasecmp (line, "Circe") == 0)
        {
          c->circe = FA_CIRCE_PLAIN;
          fa_rules_castle_by_pieces (rules);
          add_hook (c, fa_circe_after_move);
          continue;
        }
      /* Anti-Circe: Calvet unless Cheylan is named (AC-3), as in Popeye. */
      FaAntiCirceRule anticirce = g_ascii_strcasecmp (line, "AntiCirce") == 0 || g_ascii_strcasecmp (line, "AntiCirce Calvet") == 0
                                      ? FA_ANTICIRCE_CALVET
                                  : g_ascii_strcasecmp (line, "AntiCirce Cheylan") == 0 ? FA_ANTICIRCE_CHEYLAN
                                                                                       : FA_ANTICIRCE_NONE;
      if (anticirce != FA_ANTICIRCE_NONE)
        {
          c->anticirce = anticirce;
          c->capture_allowed = fa_anticirce_capture_allowed;
          c->goal_moves_in_usual_order = true;
          fa_rules_castle_by_pieces (rules);
          add_hook (c, fa_anticirce_after_move);
          continue;
        }
      *bad = i;
      /* Translators: %s is a Popeye condition name such as Circe, as
       * written in the problem. */
      *error = g_strdup_printf (_("the condition %s is not supported yet"), line);
      return false;
    }
  return true;
}
