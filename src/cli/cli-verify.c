#include "cli-verify.h"

#include <stdio.h>
#include <unistd.h>

#include "io/soundness-output.h"
#include "verify/soundness.h"

/* A collection is verified a problem per core: each problem's solves on
 * one thread (the solver's threads gain little on a loaded machine, and a
 * problem at a time per core gains fully), the reports printed in the
 * collection's order as they become ready. */
typedef struct
{
  GPtrArray *problems;
  FaSolveOptions options;
  FaSoundnessReport **reports;
  GMutex lock;
  GCond ready;
} Collection;

static void
verify_one (gpointer data, gpointer user_data)
{
  Collection *c = user_data;
  guint index = GPOINTER_TO_UINT (data) - 1;
  FaSoundnessReport *report = fa_verify_problem (g_ptr_array_index (c->problems, index), &c->options);
  g_mutex_lock (&c->lock);
  c->reports[index] = report;
  g_cond_broadcast (&c->ready);
  g_mutex_unlock (&c->lock);
}

static FaSoundnessReport *
wait_for (Collection *c, guint index)
{
  g_mutex_lock (&c->lock);
  while (!c->reports[index])
    g_cond_wait (&c->ready, &c->lock);
  FaSoundnessReport *report = c->reports[index];
  g_mutex_unlock (&c->lock);
  return report;
}

/* "[#########           ] 45/100 problems, 0:42" on a terminal. */
static void
show_progress (guint done, guint total, gint64 started)
{
  int width = 30, filled = total ? (int) ((guint64) done * (guint) width / total) : width;
  int seconds = (int) ((g_get_monotonic_time () - started) / G_USEC_PER_SEC);
  fprintf (stderr, "\r[%.*s%*s] %u/%u problems, %d:%02d", filled, "##############################", width - filled,
           "", done, total, seconds / 60, seconds % 60);
  fflush (stderr);
}

int
fa_cli_verify (GPtrArray *problems, const FaSolveOptions *options, const FaCliVerifyOptions *o)
{
  guint n = problems->len;
  gboolean collection = n > 1;
  Collection c = { .problems = problems, .options = *options };
  c.reports = g_new0 (FaSoundnessReport *, n ? n : 1);
  g_mutex_init (&c.lock);
  g_cond_init (&c.ready);

  int jobs = MAX (1, options->threads);
  GThreadPool *pool = NULL;
  if (collection)
    {
      c.options.threads = 1;
      c.options.progress = NULL; /* several problems at once: the bar instead */
      pool = g_thread_pool_new (verify_one, &c, MIN (jobs, (int) n), TRUE, NULL);
      for (guint i = 0; i < n; i++)
        g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);
    }
  gboolean bar = collection && o->progress && isatty (fileno (stderr));
  gint64 started = g_get_monotonic_time ();

  int status = 0;
  guint counts[FA_VERDICT_ERROR + 1] = { 0 };
  FaVerifyHtml *html = o->html ? fa_verify_html_new (o->svg) : NULL;
  GString *out = g_string_new (o->json ? "{\"reports\":[" : NULL);
  for (guint i = 0; i < n; i++)
    {
      const FaProblem *problem = g_ptr_array_index (problems, i);
      if (!collection)
        verify_one (GUINT_TO_POINTER (i + 1), &c);
      g_autoptr (FaSoundnessReport) report = wait_for (&c, i);
      if (!collection && options->progress)
        fprintf (stderr, "\r%*s\r", 78, "");
      counts[report->verdict]++;
      if (html)
        fa_verify_html_add (html, problem, report);
      /* The worst of the problems decides: an error, then a fault, then
       * a report that stopped early. */
      switch (report->verdict)
        {
        case FA_VERDICT_ERROR:
          status = o->input_error_status;
          break;
        case FA_VERDICT_UNSOUND:
        case FA_VERDICT_DUALS:
          if (status != o->input_error_status)
            status = FA_CLI_EXIT_UNSOUND;
          break;
        case FA_VERDICT_INCOMPLETE:
          if (status == 0)
            status = o->stopped_status;
          break;
        case FA_VERDICT_SOUND:
          break;
        }
      if (o->json)
        {
          if (i)
            g_string_append_c (out, ',');
          fa_soundness_append_json (out, problem, report);
          continue;
        }
      if (bar)
        fprintf (stderr, "\r%*s\r", 60, "");
      if (collection)
        fa_soundness_append_line (out, problem, report);
      else
        fa_soundness_append_text (out, problem, report);
      fputs (out->str, stdout);
      fflush (stdout);
      g_string_truncate (out, 0);
      if (bar)
        show_progress (i + 1, n, started);
    }
  if (bar)
    fprintf (stderr, "\r%*s\r", 60, "");
  if (pool)
    g_thread_pool_free (pool, FALSE, TRUE);

  if (o->json)
    {
      g_string_append (out, "],\"summary\":{");
      for (int v = 0; v <= FA_VERDICT_ERROR; v++)
        g_string_append_printf (out, "%s\"%s\":%u", v ? "," : "", fa_verdict_word (v), counts[v]);
      g_string_append (out, "}}\n");
    }
  else if (collection)
    {
      g_string_append_printf (out, "%u problems:", n);
      for (int v = 0; v <= FA_VERDICT_ERROR; v++)
        g_string_append_printf (out, "%s %u %s", v ? "," : "", counts[v], fa_verdict_word (v));
      g_string_append_c (out, '\n');
    }
  fputs (out->str, stdout);
  g_string_free (out, TRUE);
  g_autoptr (GError) error = NULL;
  if (html && !fa_verify_html_write (html, o->html, &error))
    {
      fprintf (stderr, "faerie-solve: %s\n", error->message);
      status = o->input_error_status;
    }
  fa_verify_html_free (html);
  g_free (c.reports);
  g_mutex_clear (&c.lock);
  g_cond_clear (&c.ready);
  return status;
}
