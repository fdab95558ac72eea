/* The condition catalogue (condition-catalogue.h): every entry complete,
 * keywords and codes unique, lookup, the fixed order, and the Spanish
 * labels against the Mirador table of the rules specification. */
#include <glib.h>
#include <string.h>

#include "rules/condition-catalogue.h"
#include "rules/rules.h"

static void
test_entries_complete (void)
{
  size_t n;
  const FaConditionSpec *cat = fa_condition_catalogue (&n);
  g_assert_cmpuint (n, >, 0);
  for (size_t i = 0; i < n; i++)
    {
      const FaConditionSpec *c = &cat[i];
      g_assert_nonnull (c->keyword);
      g_assert_cmpuint (strlen (c->keyword), >, 0);
      g_assert_nonnull (c->name_en);
      g_assert_cmpuint (strlen (c->name_en), >, 0);
      g_assert_nonnull (c->name_es);
      g_assert_cmpuint (strlen (c->name_es), >, 0);
      g_assert_nonnull (c->summary);
      g_assert_cmpuint (strlen (c->summary), >, 0);
      /* One line, for a picker and a legend. */
      g_assert_null (strchr (c->summary, '\n'));
      /* Each has its Spanish summary for a legend in Spanish. */
      const char *es = fa_condition_summary_in (c, "es_ES.UTF-8");
      g_assert_true (es != c->summary);
      g_assert_null (strchr (es, '\n'));
      g_assert_true (fa_condition_summary_in (c, "en") == c->summary);
      g_assert_true (fa_condition_summary_in (c, NULL) == c->summary);
      /* The parameters too, where there are any. */
      const char *params_es = fa_condition_parameters_in (c, "es");
      g_assert_true (c->parameters ? params_es != c->parameters && params_es != NULL : params_es == NULL);
      g_assert_true (fa_condition_parameters_in (c, "en") == c->parameters);
      g_assert_true (c->parameters == NULL || c->parameters[0] != '\0');
      g_assert_true (g_utf8_validate (c->name_es, -1, NULL));
      g_assert_true (g_utf8_validate (c->name_en, -1, NULL));

      g_assert_nonnull (c->code);
      g_assert_cmpuint (strlen (c->code), ==, 3);
      for (int k = 0; k < 3; k++)
        g_assert_true (g_ascii_isupper (c->code[k]));

      g_assert_cmpint (c->family, >=, 0);
      g_assert_cmpint (c->family, <, FA_N_CONDITION_FAMILIES);
      /* solved says what the solver takes: the keyword alone compiles
       * (Royal, a piece attribute and no condition line, aside: the
       * solver's tests solve its problems). */
      const char *error = NULL;
      FaRules *rules = fa_rules_new (8, 8, NULL, NULL, 0, &error);
      int bad = -1;
      g_autofree char *message = NULL;
      char *line = (char *) c->keyword;
      if (strcmp (c->keyword, "Royal") != 0 && fa_conditions_compile (rules, &line, 1, &bad, &message) != c->solved)
        g_error ("%s: solved is %d, the solver says %s", c->keyword, c->solved, message ? message : "yes");
      fa_rules_free (rules);
      /* Our own keywords are single CamelCase words. */
      if (!c->popeye)
        {
          g_assert_true (g_ascii_isupper (c->keyword[0]));
          for (const char *p = c->keyword; *p; p++)
            g_assert_true (g_ascii_isalnum (*p));
        }
    }
}

static void
test_unique (void)
{
  size_t n;
  const FaConditionSpec *cat = fa_condition_catalogue (&n);
  for (size_t i = 0; i < n; i++)
    for (size_t j = i + 1; j < n; j++)
      {
        if (g_ascii_strcasecmp (cat[i].keyword, cat[j].keyword) == 0)
          g_error ("keyword %s twice", cat[i].keyword);
        if (strcmp (cat[i].code, cat[j].code) == 0)
          g_error ("code %s twice (%s, %s)", cat[i].code, cat[i].keyword, cat[j].keyword);
        if (strcmp (cat[i].name_en, cat[j].name_en) == 0)
          g_error ("English name %s twice", cat[i].name_en);
      }
}

/* By family, then English name. */
static void
test_order (void)
{
  size_t n;
  const FaConditionSpec *cat = fa_condition_catalogue (&n);
  for (size_t i = 1; i < n; i++)
    {
      g_assert_cmpint (cat[i - 1].family, <=, cat[i].family);
      if (cat[i - 1].family == cat[i].family
          && g_ascii_strcasecmp (cat[i - 1].name_en, cat[i].name_en) >= 0)
        g_error ("%s before %s", cat[i - 1].name_en, cat[i].name_en);
    }
  /* Every family has at least one entry. */
  for (int f = 0; f < FA_N_CONDITION_FAMILIES; f++)
    {
      bool seen = false;
      for (size_t i = 0; i < n; i++)
        seen = seen || (int) cat[i].family == f;
      g_assert_true (seen);
    }
}

static void
test_lookup (void)
{
  size_t n;
  const FaConditionSpec *cat = fa_condition_catalogue (&n);
  for (size_t i = 0; i < n; i++)
    {
      g_assert_true (fa_condition_lookup (cat[i].keyword) == &cat[i]);
      char *up = g_ascii_strup (cat[i].keyword, -1);
      char *down = g_ascii_strdown (cat[i].keyword, -1);
      g_assert_true (fa_condition_lookup (up) == &cat[i]);
      g_assert_true (fa_condition_lookup (down) == &cat[i]);
      g_free (up);
      g_free (down);
    }
  g_assert_null (fa_condition_lookup ("NoSuchCondition"));
  g_assert_null (fa_condition_lookup (""));
  g_assert_null (fa_condition_lookup (NULL));
  /* Exact: no abbreviations, no trailing text. */
  g_assert_null (fa_condition_lookup ("Madras"));
  g_assert_null (fa_condition_lookup ("Madrasi RexInclusive"));
  g_assert_true (fa_condition_lookup ("circe") == fa_condition_lookup ("Circe"));
  g_assert_true (fa_condition_lookup ("circe") != fa_condition_lookup ("Circe RexInclusive"));
}

static const FaConditionSpec *
must_find (const char *keyword)
{
  const FaConditionSpec *c = fa_condition_lookup (keyword);
  if (c == NULL)
    g_error ("no condition %s", keyword);
  return c;
}

/* Labels verbatim from the specification's table 4.1. */
static void
test_spanish_labels (void)
{
  g_assert_cmpstr (must_find ("ParrainCirce")->name_es, ==, "Circe Apadrinado");
  g_assert_cmpstr (must_find ("FunctionaryChess")->name_es, ==, "Ajedrez Funcionario");
  g_assert_cmpstr (must_find ("ChameleonCirce")->name_es, ==, "Circe Camaleón");
  g_assert_cmpstr (must_find ("FileCirce")->name_es, ==, "Circe de Columna");
  g_assert_cmpstr (must_find ("SymmetryCirce")->name_es, ==, "Circe Simétrico");
  g_assert_cmpstr (must_find ("MarsCirce")->name_es, ==, "Circe Marciano");
  g_assert_cmpstr (must_find ("MirrorAntiCirce")->name_es, ==, "Anticirce especular");
  g_assert_cmpstr (must_find ("DoubleTibet")->name_es, ==, "Doble Tibet");
  g_assert_cmpstr (must_find ("MonochromChess")->name_es, ==, "Ajedrez Monocromático");
  g_assert_cmpstr (must_find ("KoeKo")->name_es, ==, "Ajedrez de Contacto de Colonia");
  g_assert_cmpstr (must_find ("Sentinelles")->name_es, ==, "Centinelas");
  g_assert_cmpstr (must_find ("GravitationalChess")->name_es, ==, "Ajedrez Gravitacional");
}

static void
test_spot_checks (void)
{
  const FaConditionSpec *c = must_find ("ParrainCirce");
  g_assert_cmpstr (c->code, ==, "PAR");
  g_assert_cmpint (c->family, ==, FA_CONDITION_FAMILY_CIRCE);
  g_assert_true (c->popeye);

  c = must_find ("AntiCirce Cheylan");
  g_assert_cmpint (c->family, ==, FA_CONDITION_FAMILY_ANTI_CIRCE);
  g_assert_true (c->popeye);

  c = must_find ("MWU");
  g_assert_cmpstr (c->code, ==, "MWU");
  g_assert_cmpint (c->family, ==, FA_CONDITION_FAMILY_AFTER_MOVE);
  g_assert_false (c->popeye);

  /* "Popeye no resuelve esta condición". */
  g_assert_false (must_find ("RexMultiplex")->popeye);
  g_assert_false (must_find ("GravitationalChess")->popeye);

  g_assert_cmpint (must_find ("Madrasi")->family, ==, FA_CONDITION_FAMILY_PARALYSIS);
  g_assert_cmpint (must_find ("BlackMaximummer")->family, ==, FA_CONDITION_FAMILY_MOVE_CHOICE);
  g_assert_cmpint (must_find ("KoeKo")->family, ==, FA_CONDITION_FAMILY_BOARD);
  g_assert_cmpint (must_find ("AndernachChess")->family, ==, FA_CONDITION_FAMILY_CAPTURE);
  g_assert_cmpint (must_find ("Royal")->family, ==, FA_CONDITION_FAMILY_ROYALTY);
  g_assert_nonnull (must_find ("Sentinelles PionAdvers"));

  /* Play types are stipulations, not conditions. */
  g_assert_null (fa_condition_lookup ("Reflex"));
  g_assert_null (fa_condition_lookup ("Series"));
}

static void
test_family_names (void)
{
  for (int f = 0; f < FA_N_CONDITION_FAMILIES; f++)
    {
      g_assert_nonnull (fa_condition_family_name ((FaConditionFamily) f));
      g_assert_nonnull (fa_condition_family_name_es ((FaConditionFamily) f));
    }
  g_assert_cmpstr (fa_condition_family_name (FA_CONDITION_FAMILY_CIRCE), ==, "Circe family");
  g_assert_null (fa_condition_family_name (FA_N_CONDITION_FAMILIES));
  g_assert_null (fa_condition_family_name_es (FA_N_CONDITION_FAMILIES));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/condition-catalogue/entries-complete", test_entries_complete);
  g_test_add_func ("/condition-catalogue/unique", test_unique);
  g_test_add_func ("/condition-catalogue/order", test_order);
  g_test_add_func ("/condition-catalogue/lookup", test_lookup);
  g_test_add_func ("/condition-catalogue/spanish-labels", test_spanish_labels);
  g_test_add_func ("/condition-catalogue/spot-checks", test_spot_checks);
  g_test_add_func ("/condition-catalogue/family-names", test_family_names);
  return g_test_run ();
}
