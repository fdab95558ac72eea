/* Sampling for the heavy solving tests.  FAERIE_TEST_SAMPLE=N (set by
 * tests/run-all.sh for the sanitizer build, where solving is ten times
 * slower) makes them run a representative part of their cases: every N-th
 * corpus problem by sorted name, 1/N of the random positions, one in N of
 * a list of problems.  Unset, empty or 1: everything runs. */
#pragma once

#include <glib.h>
#include <stdlib.h>

/* N of FAERIE_TEST_SAMPLE, at least 1. */
static inline guint
fa_test_sample (void)
{
  const char *text = g_getenv ("FAERIE_TEST_SAMPLE");
  if (!text || !*text)
    return 1;
  char *end = NULL;
  unsigned long n = strtoul (text, &end, 10);
  if (*end || n < 1)
    g_error ("FAERIE_TEST_SAMPLE wants a whole number of at least 1, not '%s'", text);
  return n > G_MAXUINT ? G_MAXUINT : (guint) n;
}

/* Whether case i (counted from 0) of a list runs: every N-th, from the
 * first, so that the first case always runs. */
static inline gboolean
fa_test_sampled (guint i)
{
  return i % fa_test_sample () == 0;
}

/* How many of n cases run when n is a count rather than a list: n/N, and
 * at least at_least (never more than n). */
static inline int
fa_test_sample_count (int n, int at_least)
{
  int sampled = (int) ((guint) n / fa_test_sample ());
  return MIN (n, MAX (sampled, at_least));
}

/* A test message saying what is sampled, for the log. */
#define fa_test_sample_note(what, ran, of)                                                                            \
  do                                                                                                                  \
    {                                                                                                                 \
      if (fa_test_sample () > 1)                                                                                      \
        g_test_message ("FAERIE_TEST_SAMPLE=%u: %s: %u of %u", fa_test_sample (), (what), (guint) (ran),              \
                        (guint) (of));                                                                                \
    }                                                                                                                 \
  while (0)
