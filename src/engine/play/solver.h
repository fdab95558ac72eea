/* The solver API: synchronous and re-entrant.  Every table lives in the
 * call's own context, so several solves may run at once in one process.
 * Call it from a worker thread; cancel through the cancel flag. */
#pragma once

#include <glib.h>

#include "problem/problem.h"
#include "problem/notation.h"
#include "problem/solution.h"

#define FA_DEFAULT_SOLUTION_LIMIT 100000

/* Each solving thread checks the limits (cancel flag, node budget, time)
 * and reports progress once every this many positions it makes: a cancel
 * takes effect within that many more positions per thread. */
#define FA_POLL_INTERVAL 4096

typedef struct
{
  guint64 nodes;
  double seconds;
  guint solutions;      /* solutions found so far */
  const char *current;  /* the first move being examined, Popeye notation */
} FaProgress;

/* When help mates are solved the intelligent way (intelligent.h). */
typedef enum
{
  FA_INTELLIGENT_AS_PROBLEM, /* when the problem has Option Intelligent */
  FA_INTELLIGENT_ALWAYS,     /* wherever the mode applies */
  FA_INTELLIGENT_NEVER,
} FaIntelligentUse;

typedef struct
{
  gsize hash_mb;            /* transposition table size; 0 = default (64) */
  int threads;              /* solver threads; 0 or 1 = one */
  double timeout_seconds;   /* 0 = none (the problem's MaxTime also applies) */
  /* Stop (as at a timeout) after about this many positions of a twin, 0 =
   * no limit: a budget that, unlike time, gives the same result on a busy
   * machine (fuzzing, tests). */
  guint64 max_nodes;
  volatile gint *cancel;    /* set to non-zero (g_atomic_int_set) to stop */
  gboolean exhaustive;      /* no pruning by proofs (the mate bound): for tests */
  FaIntelligentUse intelligent;
  /* Without Option MaxSolutions, stop after this many solutions (0: the
   * default, FA_DEFAULT_SOLUTION_LIMIT); the solution is then partial. */
  guint solution_limit;
  /* Called on the solving thread about every 0.2 s. */
  void (*progress) (const FaProgress *progress, gpointer user_data);
  /* Called on the solving thread for each top-level solution as it is found
   * (a key, or a help line), with the phase it belongs to. */
  void (*found) (const FaSolutionNode *node, gpointer user_data);
  gpointer user_data;
  /* A retractor's published line to check instead of solving
   * (fa_retro_check_line): the report goes to FaSolution.check_report. */
  const char *check_line;
  /* For the tests: instead of solving, check that every move from the
   * diagram is taken back by a retraction (fa_retro_audit); the report
   * goes to FaSolution.check_report. */
  gboolean retro_audit;
  /* The notation of the moves a verification's report writes
   * (verify/soundness.h), the studio's letters; NULL: short, with
   * Popeye's letters. */
  const FaNotation *report_notation;
} FaSolveOptions;

/* Solves every twin of problem; returns a GPtrArray of FaSolution*, one per
 * twin (one when there are no twins).  A twin that cannot be solved (bad
 * position, unsupported condition) has its error field set. */
GPtrArray *fa_solve_problem (const FaProblem *problem, const FaSolveOptions *options);

/* Solves one position (a problem with its twin already applied). */
FaSolution *fa_solve (const FaProblem *problem, const FaSolveOptions *options);
