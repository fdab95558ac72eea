/* Stipulations: Popeye's notation, read and written. */
#include <glib.h>
#include <string.h>

#include "problem/stipulation.h"

typedef struct
{
  const char *text;
  FaPlay play;
  FaGoal goal;
  bool series;
  int moves;
  bool half;
  const char *normalised; /* as Popeye writes it */
} GoodCase;

static const GoodCase good_cases[] = {
  { "#2", FA_PLAY_DIRECT, FA_GOAL_MATE, false, 2, false, "#2" },
  { "=3", FA_PLAY_DIRECT, FA_GOAL_STALEMATE, false, 3, false, "=3" },
  { "==4", FA_PLAY_DIRECT, FA_GOAL_DOUBLE_STALEMATE, false, 4, false, "==4" },
  { "+1", FA_PLAY_DIRECT, FA_GOAL_CHECK, false, 1, false, "+1" },
  { "h#2", FA_PLAY_HELP, FA_GOAL_MATE, false, 2, false, "h#2" },
  { "h#2.5", FA_PLAY_HELP, FA_GOAL_MATE, false, 2, true, "h#2.5" },
  { "h#0.5", FA_PLAY_HELP, FA_GOAL_MATE, false, 0, true, "h#0.5" },
  { "h=3", FA_PLAY_HELP, FA_GOAL_STALEMATE, false, 3, false, "h=3" },
  { "h==3", FA_PLAY_HELP, FA_GOAL_DOUBLE_STALEMATE, false, 3, false, "h==3" },
  { "s#3", FA_PLAY_SELF, FA_GOAL_MATE, false, 3, false, "s#3" },
  { "s=2", FA_PLAY_SELF, FA_GOAL_STALEMATE, false, 2, false, "s=2" },
  { "r#2", FA_PLAY_REFLEX, FA_GOAL_MATE, false, 2, false, "r#2" },
  { "ser-#5", FA_PLAY_DIRECT, FA_GOAL_MATE, true, 5, false, "ser-#5" },
  { "2->ser-#3", FA_PLAY_DIRECT, FA_GOAL_MATE, true, 3, false, "2->ser-#3" },
  { "12->SER-=2", FA_PLAY_DIRECT, FA_GOAL_STALEMATE, true, 2, false, "12->ser-=2" },
  { "ser-=4", FA_PLAY_DIRECT, FA_GOAL_STALEMATE, true, 4, false, "ser-=4" },
  { "ser-h#7", FA_PLAY_HELP, FA_GOAL_MATE, true, 7, false, "ser-h#7" },
  { "ser-h=6", FA_PLAY_HELP, FA_GOAL_STALEMATE, true, 6, false, "ser-h=6" },
  { "ser-s#9", FA_PLAY_SELF, FA_GOAL_MATE, true, 9, false, "ser-s#9" },
  { "ser-r#3", FA_PLAY_REFLEX, FA_GOAL_MATE, true, 3, false, "ser-r#3" },
  { "ser-+7", FA_PLAY_DIRECT, FA_GOAL_CHECK, true, 7, false, "ser-+7" },
  { "ser-!=2", FA_PLAY_DIRECT, FA_GOAL_AUTO_STALEMATE, true, 2, false, "ser-!=2" },
  { "h!=1.5", FA_PLAY_HELP, FA_GOAL_AUTO_STALEMATE, false, 1, true, "h!=1.5" },
  { "H#3", FA_PLAY_HELP, FA_GOAL_MATE, false, 3, false, "h#3" },
  { "SER-H#12", FA_PLAY_HELP, FA_GOAL_MATE, true, 12, false, "ser-h#12" },
  { "Ser-S#2", FA_PLAY_SELF, FA_GOAL_MATE, true, 2, false, "ser-s#2" },
  { "R==2", FA_PLAY_REFLEX, FA_GOAL_DOUBLE_STALEMATE, false, 2, false, "r==2" },
  { "#999", FA_PLAY_DIRECT, FA_GOAL_MATE, false, 999, false, "#999" },
  { "hs#2", FA_PLAY_HELP_SELF, FA_GOAL_MATE, false, 2, false, "hs#2" },
  { "HS#3.5", FA_PLAY_HELP_SELF, FA_GOAL_MATE, false, 3, true, "hs#3.5" },
  { "hs=2", FA_PLAY_HELP_SELF, FA_GOAL_STALEMATE, false, 2, false, "hs=2" },
  { "hr#2", FA_PLAY_HELP_REFLEX, FA_GOAL_MATE, false, 2, false, "hr#2" },
  { "hr#1.5", FA_PLAY_HELP_REFLEX, FA_GOAL_MATE, false, 1, true, "hr#1.5" },
  { "ser-hs#5", FA_PLAY_HELP_SELF, FA_GOAL_MATE, true, 5, false, "ser-hs#5" },
};

static void
test_good (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (good_cases); i++)
    {
      const GoodCase *c = &good_cases[i];
      FaStipulation s;
      int error_pos = -1;
      const char *expected = NULL;
      g_test_message ("%s", c->text);
      g_assert_true (fa_stipulation_parse (c->text, &s, &error_pos, &expected));
      g_assert_cmpint (s.play, ==, c->play);
      g_assert_cmpint (s.goal, ==, c->goal);
      g_assert_cmpint (s.series, ==, c->series);
      g_assert_cmpint (s.moves, ==, c->moves);
      g_assert_cmpint (s.half, ==, c->half);

      char buf[32];
      g_assert_cmpstr (fa_stipulation_format (&s, buf), ==, c->normalised);

      /* What is written reads back the same. */
      FaStipulation again;
      g_assert_true (fa_stipulation_parse (buf, &again, NULL, NULL));
      g_assert_cmpint (again.play, ==, s.play);
      g_assert_cmpint (again.goal, ==, s.goal);
      g_assert_cmpint (again.series, ==, s.series);
      g_assert_cmpint (again.moves, ==, s.moves);
      g_assert_cmpint (again.half, ==, s.half);
    }
}

typedef struct
{
  const char *text;
  int error_pos;
  const char *expected_fragment;
} BadCase;

static const BadCase bad_cases[] = {
  { "", 0, "stipulation such as #2" },
  { "2", 0, "stipulation such as #2" },
  { "x2", 0, "stipulation such as #2" },
  { "#", 1, "number of moves" },
  { "h#", 2, "number of moves" },
  { "hx3", 1, "goal" },
  { "ser-", 4, "goal" },
  { "ser-x2", 4, "goal" },
  { "#0", 1, "at least 1" },
  { "ser-#0", 5, "at least 1" },
  { "#2.5", 2, "only help play" },
  { "s#2.5", 3, "only help play" },
  { "ser-h#2.5", 7, "only help play" },
  { "h#2.4", 4, "5 after the decimal point" },
  { "h#2.", 4, "5 after the decimal point" },
  { "#2x", 2, "end of the stipulation" },
  { "#2 ", 2, "end of the stipulation" },
  { "#1000", 1, "999" },
  { "#99999999999999999999", 1, "999" },
  { "exact-h#2", 0, "stipulation such as #2" },
  { "hsx2", 2, "goal" },
  { "ser-hr#2", 5, "goal" },
  { "ser-hs#2.5", 8, "only help play" },
  { "h##2", 2, "number of moves" },
  /* SER-4: the double series takes a direct series after it. */
  { "0->ser-#2", 0, "at least 1" },
  { "2->h#2", 3, "double series" },
  { "2->ser-h#2", 3, "double series" },
  { "2->ser-#0", 8, "at least 1" },
};

static void
test_bad (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      const BadCase *c = &bad_cases[i];
      FaStipulation s;
      int error_pos = -1;
      const char *expected = NULL;
      g_test_message ("'%s'", c->text);
      g_assert_false (fa_stipulation_parse (c->text, &s, &error_pos, &expected));
      g_assert_cmpint (error_pos, ==, c->error_pos);
      g_assert_nonnull (expected);
      g_assert_nonnull (strstr (expected, c->expected_fragment));
    }
  g_assert_false (fa_stipulation_parse (NULL, NULL, NULL, NULL));
}

static void
test_goal_symbols (void)
{
  g_assert_cmpstr (fa_goal_symbol (FA_GOAL_MATE), ==, "#");
  g_assert_cmpstr (fa_goal_symbol (FA_GOAL_STALEMATE), ==, "=");
  g_assert_cmpstr (fa_goal_symbol (FA_GOAL_DOUBLE_STALEMATE), ==, "==");
  g_assert_cmpstr (fa_goal_symbol (FA_GOAL_CHECK), ==, "+");
  g_assert_cmpstr (fa_goal_symbol (FA_GOAL_AUTO_STALEMATE), ==, "!=");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stipulation/parse-and-format", test_good);
  g_test_add_func ("/stipulation/errors", test_bad);
  g_test_add_func ("/stipulation/goal-symbols", test_goal_symbols);
  return g_test_run ();
}
