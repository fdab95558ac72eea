#include "cli-verify.h"

#include <stdio.h>

#include "io/soundness-output.h"
#include "verify/soundness.h"

int
fa_cli_verify (GPtrArray *problems, const FaSolveOptions *options, gboolean json, int stopped, int input_error)
{
  int status = 0;
  GString *out = g_string_new (json ? "{\"reports\":[" : NULL);
  for (guint i = 0; i < problems->len; i++)
    {
      const FaProblem *problem = g_ptr_array_index (problems, i);
      g_autoptr (FaSoundnessReport) report = fa_verify_problem (problem, options);
      if (options->progress)
        fprintf (stderr, "\r%*s\r", 78, "");
      /* The worst of the problems decides: an error, then a fault, then
       * a report that stopped early. */
      switch (report->verdict)
        {
        case FA_VERDICT_ERROR:
          status = input_error;
          break;
        case FA_VERDICT_UNSOUND:
        case FA_VERDICT_DUALS:
          if (status != input_error)
            status = FA_CLI_EXIT_UNSOUND;
          break;
        case FA_VERDICT_INCOMPLETE:
          if (status == 0)
            status = stopped;
          break;
        case FA_VERDICT_SOUND:
          break;
        }
      if (json)
        {
          if (i)
            g_string_append_c (out, ',');
          fa_soundness_append_json (out, problem, report);
        }
      else
        {
          fa_soundness_append_text (out, problem, report);
          fputs (out->str, stdout);
          fflush (stdout);
          g_string_truncate (out, 0);
        }
    }
  if (json)
    {
      g_string_append (out, "]}\n");
      fputs (out->str, stdout);
    }
  g_string_free (out, TRUE);
  return status;
}
