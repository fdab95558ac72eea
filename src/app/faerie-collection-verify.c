#include "faerie-collection-verify.h"

#include "faerie-post.h"

struct _FaerieCollectionJob
{
  GPtrArray *problems;    /* of FaProblem*, the job's own copies */
  double seconds_each;
  int jobs;
  FaNotation notation;    /* of the faults' lines */
  volatile gint cancel;   /* the solver's stop flag */
  gboolean abandoned;     /* main thread only: no more callbacks */
  FaerieVerifiedFunc verified;
  FaerieVerifyDoneFunc done;
  gpointer user_data;
  GMainContext *context;  /* where the callbacks run */
};

static FaerieCollectionJob *
job_ref (FaerieCollectionJob *job)
{
  return g_atomic_rc_box_acquire (job);
}

static void
job_clear (FaerieCollectionJob *job)
{
  g_ptr_array_unref (job->problems);
  g_main_context_unref (job->context);
}

static void
job_unref (FaerieCollectionJob *job)
{
  g_atomic_rc_box_release_full (job, (GDestroyNotify) job_clear);
}

typedef struct
{
  FaerieCollectionJob *job;
  guint item;
  FaSoundnessReport *report; /* deliver_verified's */
  gboolean stopped;
} Result;

static void
result_free (Result *r)
{
  job_unref (r->job);
  g_clear_pointer (&r->report, fa_soundness_report_free);
  g_free (r);
}

static gboolean
deliver_verified (gpointer data)
{
  Result *r = data;
  if (!r->job->abandoned)
    r->job->verified (r->item, g_ptr_array_index (r->job->problems, r->item), r->report, r->job->user_data);
  return G_SOURCE_REMOVE;
}

static gboolean
deliver_done (gpointer data)
{
  Result *r = data;
  if (r->job->abandoned)
    return G_SOURCE_REMOVE;
  /* The owner's reference goes with the last callback. */
  r->job->abandoned = TRUE;
  r->job->done (r->stopped, r->job->user_data);
  job_unref (r->job);
  return G_SOURCE_REMOVE;
}

static void
send (FaerieCollectionJob *job, GSourceFunc func, guint item, FaSoundnessReport *report, gboolean stopped)
{
  Result *r = g_new (Result, 1);
  *r = (Result) { job_ref (job), item, report, stopped };
  faerie_post (job->context, func, r, (GDestroyNotify) result_free);
}

/* A pool thread: one problem. */
static void
verify_one (gpointer item_plus_one, gpointer data)
{
  FaerieCollectionJob *job = data;
  guint item = GPOINTER_TO_UINT (item_plus_one) - 1;
  if (g_atomic_int_get (&job->cancel))
    return;
  FaSolveOptions options = { 0 };
  options.threads = 1;
  options.timeout_seconds = job->seconds_each;
  options.cancel = &job->cancel;
  options.report_notation = &job->notation;
  FaSoundnessReport *report = fa_verify_problem (g_ptr_array_index (job->problems, item), &options);
  /* A problem cut short by Stop has no verdict worth keeping. */
  if (!g_atomic_int_get (&job->cancel))
    send (job, deliver_verified, item, report, FALSE);
  else
    fa_soundness_report_free (report);
}

/* The job's own thread: hands the problems to the pool, waits for it. */
static gpointer
run_job (gpointer data)
{
  FaerieCollectionJob *job = data;
  int threads = job->jobs > 0 ? job->jobs : (int) g_get_num_processors ();
  GThreadPool *pool = g_thread_pool_new (verify_one, job, MAX (1, threads), TRUE, NULL);
  for (guint i = 0; pool && i < job->problems->len; i++)
    g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);
  if (pool)
    g_thread_pool_free (pool, FALSE, TRUE);
  send (job, deliver_done, 0, NULL, g_atomic_int_get (&job->cancel) != 0);
  job_unref (job);
  return NULL;
}

FaerieCollectionJob *
faerie_collection_verify_start (GPtrArray *problems, double seconds_each, int jobs, const FaNotation *notation,
                                FaerieVerifiedFunc verified, FaerieVerifyDoneFunc done, gpointer user_data)
{
  FaerieCollectionJob *job = g_atomic_rc_box_new0 (FaerieCollectionJob);
  job->problems = problems;
  job->notation = *notation;
  job->seconds_each = seconds_each;
  job->jobs = jobs;
  job->verified = verified;
  job->done = done;
  job->user_data = user_data;
  job->context = g_main_context_ref_thread_default ();
  /* The owner's reference, given up by abandon or by done. */
  job_ref (job);
  g_thread_unref (g_thread_new ("faerie-verify", run_job, job));
  return job;
}

void
faerie_collection_verify_stop (FaerieCollectionJob *job)
{
  g_atomic_int_set (&job->cancel, 1);
}

void
faerie_collection_verify_abandon (FaerieCollectionJob *job)
{
  g_atomic_int_set (&job->cancel, 1);
  job->abandoned = TRUE;
  job_unref (job);
}
