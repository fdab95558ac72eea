/* Solving and verifying off the main thread: a GTask runs the engine on a
 * copy of the problem; progress (throttled by the engine to about five a
 * second) and each solution as it is found come back to the main context;
 * cancelling the GCancellable stops the engine within a fraction of a
 * second. */
#pragma once

#include <gio/gio.h>

#include "problem/problem.h"
#include "problem/solution.h"
#include "play/solver.h"
#include "verify/soundness.h"

G_BEGIN_DECLS

typedef struct
{
  double seconds;
  guint64 positions;
  guint solutions;
  char *current;  /* the first move under examination, or NULL */
} FaerieSolveProgress;

/* Called on the caller's main context. */
typedef void (*FaerieProgressFunc) (const FaerieSolveProgress *progress, gpointer user_data);
/* node: a found solution (a key with its play, or a help line), owned by
 * the callee. */
typedef void (*FaerieFoundFunc) (FaSolutionNode *node, gpointer user_data);

/* options gives the hash size and threads; its callbacks and cancel flag
 * are the task's own. */
void faerie_solve_async (const FaProblem *problem, const FaSolveOptions *options, GCancellable *cancellable,
                         FaerieProgressFunc progress, FaerieFoundFunc found, gpointer user_data,
                         GAsyncReadyCallback callback, gpointer callback_data);

/* The solutions, one FaSolution per twin (a GPtrArray that frees them),
 * also when stopped (their status says so). */
GPtrArray *faerie_solve_finish (GAsyncResult *result, GError **error);

/* The soundness report (verify/soundness.h) the same way: its solves one
 * after the other (the whole play, then each shorter stipulation), the
 * progress of each; options->timeout_seconds is the whole problem's. */
void faerie_verify_async (const FaProblem *problem, const FaSolveOptions *options, GCancellable *cancellable,
                          FaerieProgressFunc progress, gpointer user_data, GAsyncReadyCallback callback,
                          gpointer callback_data);

/* The report, also when stopped (then incomplete, unless a fault was
 * found before); free with fa_soundness_report_free. */
FaSoundnessReport *faerie_verify_finish (GAsyncResult *result, GError **error);

G_END_DECLS
