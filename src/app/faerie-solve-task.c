#include "faerie-solve-task.h"

#include "faerie-post.h"

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

typedef struct
{
  FaProblem *problem;
  FaSolveOptions options;
  FaNotation report_notation; /* the task's own copy of options->report_notation */
  volatile gint cancel;
  gulong cancel_handler;
  GCancellable *cancellable;
  GMainContext *context;
  FaerieProgressFunc progress;
  FaerieFoundFunc found;
  gpointer user_data;
} SolveData;

static void
solve_data_free (SolveData *d)
{
  if (d->cancel_handler)
    g_cancellable_disconnect (d->cancellable, d->cancel_handler);
  g_clear_object (&d->cancellable);
  fa_problem_free (d->problem);
  g_main_context_unref (d->context);
  g_free (d);
}

typedef struct
{
  SolveData *data;
  GTask *task; /* keeps data alive until the message is handled */
  FaerieSolveProgress progress;
  FaSolutionNode *node;
} Message;

static void
message_free (Message *m)
{
  g_free (m->progress.current);
  if (m->node)
    fa_solution_node_free (m->node);
  g_object_unref (m->task);
  g_free (m);
}

static gboolean
deliver (gpointer user_data)
{
  Message *m = user_data;
  SolveData *d = m->data;
  if (g_cancellable_is_cancelled (d->cancellable))
    return G_SOURCE_REMOVE;
  if (m->node && d->found)
    d->found (g_steal_pointer (&m->node), d->user_data);
  else if (!m->node && d->progress)
    d->progress (&m->progress, d->user_data);
  return G_SOURCE_REMOVE;
}

static void
post (SolveData *d, GTask *task, Message *m)
{
  m->data = d;
  m->task = g_object_ref (task);
  faerie_post (d->context, deliver, m, (GDestroyNotify) message_free);
}

/* The engine's callbacks run on the worker; user_data is the GTask. */
static void
on_progress (const FaProgress *p, gpointer user_data)
{
  GTask *task = user_data;
  Message *m = g_new0 (Message, 1);
  m->progress = (FaerieSolveProgress) { p->seconds, p->nodes, p->solutions, g_strdup (p->current) };
  post (g_task_get_task_data (task), task, m);
}

static void
on_found (const FaSolutionNode *node, gpointer user_data)
{
  GTask *task = user_data;
  Message *m = g_new0 (Message, 1);
  m->node = fa_solution_node_copy (node);
  post (g_task_get_task_data (task), task, m);
}

/* The worker: the solutions, or the report. */
static void
engine_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  SolveData *d = task_data;
#ifdef __linux__
  /* The solver takes every core; a lower priority for this thread (and
   * the solver threads it starts, which inherit it) keeps the window
   * responsive however long the solve. */
  setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), 10);
#endif
  d->options.cancel = &d->cancel;
  d->options.progress = on_progress;
  d->options.found = d->found ? on_found : NULL;
  d->options.user_data = task;
  if (g_task_get_source_tag (task) == faerie_verify_async)
    g_task_return_pointer (task, fa_verify_problem (d->problem, &d->options),
                           (GDestroyNotify) fa_soundness_report_free);
  else
    g_task_return_pointer (task, fa_solve_problem (d->problem, &d->options), (GDestroyNotify) g_ptr_array_unref);
}

static void
on_cancelled (GCancellable *cancellable, SolveData *d)
{
  g_atomic_int_set (&d->cancel, 1);
}

static void
start_task (gpointer source_tag, const FaProblem *problem, const FaSolveOptions *options, GCancellable *cancellable,
            FaerieProgressFunc progress, FaerieFoundFunc found, gpointer user_data, GAsyncReadyCallback callback,
            gpointer callback_data)
{
  SolveData *d = g_new0 (SolveData, 1);
  d->problem = fa_problem_copy (problem);
  if (options)
    d->options = *options;
  if (options && options->report_notation)
    {
      d->report_notation = *options->report_notation;
      d->options.report_notation = &d->report_notation;
    }
  d->cancellable = cancellable ? g_object_ref (cancellable) : g_cancellable_new ();
  d->context = g_main_context_ref_thread_default ();
  d->progress = progress;
  d->found = found;
  d->user_data = user_data;
  d->cancel_handler = g_cancellable_connect (d->cancellable, G_CALLBACK (on_cancelled), d, NULL);
  GTask *task = g_task_new (NULL, d->cancellable, callback, callback_data);
  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, d, (GDestroyNotify) solve_data_free);
  /* A stopped solve still returns what it found. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_set_check_cancellable (task, FALSE);
  g_task_run_in_thread (task, engine_thread);
  g_object_unref (task);
}

void
faerie_solve_async (const FaProblem *problem, const FaSolveOptions *options, GCancellable *cancellable,
                    FaerieProgressFunc progress, FaerieFoundFunc found, gpointer user_data,
                    GAsyncReadyCallback callback, gpointer callback_data)
{
  start_task (faerie_solve_async, problem, options, cancellable, progress, found, user_data, callback,
              callback_data);
}

GPtrArray *
faerie_solve_finish (GAsyncResult *result, GError **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
faerie_verify_async (const FaProblem *problem, const FaSolveOptions *options, GCancellable *cancellable,
                     FaerieProgressFunc progress, gpointer user_data, GAsyncReadyCallback callback,
                     gpointer callback_data)
{
  start_task (faerie_verify_async, problem, options, cancellable, progress, NULL, user_data, callback,
              callback_data);
}

FaSoundnessReport *
faerie_verify_finish (GAsyncResult *result, GError **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}
