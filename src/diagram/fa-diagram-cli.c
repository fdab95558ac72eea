/* faerie-solve --diagram, as a loadable module: faerie-solve loads it
 * (GModule) only when asked for diagrams, so that solving never pays for
 * loading cairo, pango and librsvg (about 4 ms a run, a third of a short
 * solve).  The module reads, solves and draws with its own copy of the
 * engine: nothing but plain values crosses the boundary. */
#include <gmodule.h>
#include <stdio.h>
#include <string.h>

#include "fa-diagram-cli.h"
#include "fa-diagram.h"
#include "io/popeye-input.h"
#include "play/solver.h"
#include "verify/soundness.h"

G_MODULE_EXPORT int
faerie_diagram_cli_run (const FaDiagramCliRequest *request)
{
  g_autoptr (GPtrArray) errors = NULL;
  g_autoptr (GPtrArray) problems = fa_popeye_read (request->text, request->name, &errors);
  for (guint i = 0; i < errors->len; i++)
    {
      g_autofree char *msg = fa_input_error_to_string (g_ptr_array_index (errors, i));
      fprintf (stderr, "%s\n", msg);
    }
  FaSolveOptions solve = { 0 };
  solve.hash_mb = request->hash_mb;
  solve.threads = request->threads;
  solve.timeout_seconds = request->timeout;
  const char *dot = strrchr (request->out, '.');
  g_autofree char *stem = dot ? g_strndup (request->out, (gsize) (dot - request->out)) : g_strdup (request->out);
  for (guint i = 0; i < problems->len; i++)
    {
      const FaProblem *p = g_ptr_array_index (problems, i);
      FaDiagramStyle style;
      fa_diagram_style_init (&style);
      g_autofree char *number = problems->len > 1 ? g_strdup_printf ("%u", i + 1) : NULL;
      style.number = number;
      g_autofree char *solution_text = NULL;
      g_autoptr (GPtrArray) solutions = NULL;
      if (request->with_solution)
        {
          solutions = fa_solve_problem (p, &solve);
          solution_text = fa_diagram_solution_text (p, solutions, NULL);
          style.solution = solution_text;
          style.solutions = solutions;
        }
      /* C+ only from a verification: a solve finds the solutions, not
       * that they are all the composer meant. */
      if (request->verify)
        {
          g_autoptr (FaSoundnessReport) report = fa_verify_problem (p, &solve);
          style.verified = fa_diagram_verified (report);
        }
      g_autofree char *path = problems->len > 1 ? g_strdup_printf ("%s-%u%s", stem, i + 1, dot ? dot : "")
                                                : g_strdup (request->out);
      g_autoptr (GError) error = NULL;
      if (!fa_diagram_save (p, &style, path, request->dpi, &error))
        {
          fprintf (stderr, "faerie-solve: %s\n", error->message);
          return 2;
        }
    }
  return errors->len ? 1 : 0;
}

G_MODULE_EXPORT char *
faerie_diagram_cli_svg (const char *text, const char *name)
{
  g_autoptr (GPtrArray) errors = NULL;
  g_autoptr (GPtrArray) problems = fa_popeye_read (text, name, &errors);
  if (problems->len == 0)
    return NULL;
  FaDiagramStyle style;
  fa_diagram_style_init (&style);
  style.caption = FALSE;
  return fa_diagram_svg (g_ptr_array_index (problems, 0), &style);
}
