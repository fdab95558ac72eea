/* The start of a UC-73 game (problem/uc73.h, pieces-uc73.md sections 1.2
 * and 1.3): every side has each of the 73 types once and the king on its
 * first rank; a seed gives the same start again; and, as 75 kinds in one
 * problem, a start whose sides mirror each other counts as many moves for
 * Black as for White (perft), which checks every type's orientation, the
 * Rococo rules' and the kind sets beyond 64 bits at once. */
#include <glib.h>
#include <string.h>

#include "board/position.h"
#include "play/perft.h"
#include "rules/move-list.h"
#include "rules/movegen.h"
#include "problem/uc73.h"
#include "rules/rococo.h"

static void
test_each_type_once (void)
{
  const FaPieceSpec *const *types = fa_uc73_types ();
  for (guint64 seed = 0; seed < 50; seed++)
    {
      FaUc73Start start;
      fa_uc73_start (&start, seed, FALSE);
      for (int side = 0; side < 2; side++)
        {
          int seen[FA_UC73_TYPES] = { 0 }, kings = 0;
          for (int i = 0; i < 8 + FA_UC73_RESERVE; i++)
            {
              const FaPieceSpec *spec = i < 8 ? start.first_rank[side][i] : start.reserve[side][i - 8];
              int t = 0;
              while (t < FA_UC73_TYPES && types[t] != spec)
                t++;
              g_assert_cmpint (t, <, FA_UC73_TYPES);
              seen[t]++;
              kings += i < 8 && spec == fa_piece_king ();
            }
          for (int t = 0; t < FA_UC73_TYPES; t++)
            g_assert_cmpint (seen[t], ==, 1);
          g_assert_cmpint (kings, ==, 1); /* on the first rank */
        }
    }
}

static void
test_seed_reproduces (void)
{
  FaUc73Start a, b, c;
  fa_uc73_start (&a, 2026, FALSE);
  fa_uc73_start (&b, 2026, FALSE);
  fa_uc73_start (&c, 2027, FALSE);
  g_assert_true (memcmp (&a, &b, sizeof a) == 0);
  g_assert_false (memcmp (&a, &c, sizeof a) == 0);
  /* Asymmetric: the two sides are arranged each on its own. */
  g_assert_false (memcmp (a.first_rank[0], a.first_rank[1], sizeof a.first_rank[0]) == 0
                  && memcmp (a.reserve[0], a.reserve[1], sizeof a.reserve[0]) == 0);
  g_autofree char *fa = fa_uc73_start_fen (&a), *fb = fa_uc73_start_fen (&b);
  g_assert_cmpstr (fa, ==, fb);
  /* The drop queues in section 1.3's squares. */
  g_autofree char *reserve = fa_uc73_start_reserve_text (&a);
  g_assert_true (g_str_has_prefix (reserve, "White reserve: A1 "));
  g_assert_nonnull (strstr (reserve, ", M1 "));
  g_assert_nonnull (strstr (reserve, ", M5 "));
  g_assert_nonnull (strstr (reserve, "\nBlack reserve: A10 "));
  g_assert_nonnull (strstr (reserve, ", M6 "));
}

static FaRules *
uc73_rules (void)
{
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, fa_uc73_types (), FA_UC73_TYPES, &error);
  if (!rules)
    g_error ("%s", error);
  g_assert_cmpint (rules->n_kinds, >, 64);
  fa_rococo_install (rules);
  return rules;
}

static guint64
perft_of (const FaRules *rules, const char *fen, int depth)
{
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, rules, fen));
  guint64 n = fa_perft (pos, depth);
  g_free (pos);
  return n;
}

static void
test_mirrored_sides_count_alike (void)
{
  FaRules *rules = uc73_rules ();
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      FaUc73Start start;
      fa_uc73_start (&start, seed, TRUE);
      g_autofree char *white = fa_uc73_start_fen (&start);
      g_autoptr (GString) black = g_string_new (white);
      char *side = strstr (black->str, " w ");
      g_assert_nonnull (side);
      side[1] = 'b';
      int depth = seed <= 2 ? 3 : 2;
      guint64 w = perft_of (rules, white, depth), b = perft_of (rules, black->str, depth);
      if (w != b)
        g_error ("start %" G_GUINT64_FORMAT " %s: perft %d %" G_GUINT64_FORMAT " for White, %" G_GUINT64_FORMAT
                 " for Black", seed, white, depth, w, b);
      g_assert_cmpuint (w, >, 0);
    }
  fa_rules_free (rules);
}

/* With the 73 types the kinds pass 64: a cannon pawn's promotions name
 * every kind a pawn may promote to, each once, and one move to the last
 * rank without promotion (section 4.7, A20). */
static void
test_cannon_pawn_promotes_to_every_kind (void)
{
  FaRules *rules = uc73_rules ();
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, rules, "k7/4[CNP]3/8/8/8/8/8/4K3 w - -"));
  FA_MOVE_LIST (moves, pos);
  FaSquare e7 = fa_square_make (&rules->geometry, 4, 6), e8 = fa_square_make (&rules->geometry, 4, 7);
  int n = fa_generate_piece (pos, e7, moves, 0), plain = 0;
  guint8 seen[FA_MAX_KINDS + 1] = { 0 };
  for (int i = 0; i < n; i++)
    if (moves[i].to == e8)
      {
        plain += !moves[i].promotion;
        seen[moves[i].promotion]++;
      }
  g_assert_cmpint (plain, ==, 1);
  for (int k = 0; k < rules->n_promotions; k++)
    g_assert_cmpint (seen[rules->promotions[k]], ==, 1);
  g_free (pos);
  fa_rules_free (rules);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/uc73/each-type-once", test_each_type_once);
  g_test_add_func ("/uc73/seed-reproduces", test_seed_reproduces);
  g_test_add_func ("/uc73/mirrored-sides-count-alike", test_mirrored_sides_count_alike);
  g_test_add_func ("/uc73/cannon-pawn-promotes-to-every-kind", test_cannon_pawn_promotes_to_every_kind);
  return g_test_run ();
}
