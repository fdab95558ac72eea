#include "io/soundness-output.h"

#include "io/json-output.h"
#include "io/solution-text.h"
#include "problem/stipulation.h"

static const char *
twin_label (const FaSoundnessReport *report, int twin)
{
  if (twin < 0 || (guint) twin >= report->solutions->len)
    return NULL;
  return ((const FaSolution *) g_ptr_array_index (report->solutions, twin))->twin_label;
}

/* "problem.inp:12: h#2 (A. Composer, Die Schwalbe 2024)". */
static void
append_heading (GString *out, const FaProblem *problem)
{
  char stipulation[32] = "";
  if (problem->has_stipulation)
    fa_stipulation_format (&problem->stipulation, stipulation);
  g_string_append_printf (out, "%s:%d: %s", problem->source_name ? problem->source_name : "-", problem->source_line,
                          *stipulation ? stipulation : "(no stipulation)");
  if (problem->author || problem->origin)
    {
      g_autofree char *author = g_strdup (problem->author ? problem->author : "");
      g_strdelimit (author, "\n", ';');
      g_string_append_printf (out, " (%s%s%s)", author, problem->author && problem->origin ? ", " : "",
                              problem->origin ? problem->origin : "");
    }
}

/* "cook: 1.Qd5! (another key)" */
static void
append_fault (GString *out, const FaSoundnessReport *report, const FaFault *fault)
{
  const char *label = twin_label (report, fault->twin);
  g_string_append_printf (out, "%s%s%s:", label ? label : "", label ? " " : "", fa_fault_kind_word (fault->kind));
  if (fault->line)
    g_string_append_printf (out, " %s", fault->line);
  if (fault->detail)
    g_string_append_printf (out, fault->line ? " (%s)" : " %s", fault->detail);
}

gboolean
fa_soundness_append_faults (GString *out, const FaSoundnessReport *report)
{
  guint shown = 0, more = 0;
  for (guint i = 0; i < report->faults->len; i++)
    {
      const FaFault *fault = g_ptr_array_index (report->faults, i);
      if (fault->kind == FA_FAULT_MINOR_DUAL)
        continue;
      if (shown++)
        {
          more++;
          continue;
        }
      append_fault (out, report, fault);
    }
  if (report->intended_error && !shown++)
    g_string_append_printf (out, "the intended solution does not read at %d:%d: %s", report->intended_error_at.line,
                            report->intended_error_at.column, report->intended_error);
  if (more)
    g_string_append_printf (out, " (and %u more)", more);
  return shown > 0;
}

void
fa_soundness_append_line (GString *out, const FaProblem *problem, const FaSoundnessReport *report)
{
  append_heading (out, problem);
  g_string_append_printf (out, ": %s", fa_verdict_word (report->verdict));
  g_autoptr (GString) faults = g_string_new (NULL);
  if (fa_soundness_append_faults (faults, report))
    g_string_append_printf (out, " - %s", faults->str);
  g_string_append_c (out, '\n');
}

void
fa_soundness_append_text (GString *out, const FaProblem *problem, const FaSoundnessReport *report)
{
  append_heading (out, problem);
  g_string_append_printf (out, ": %s\n", fa_verdict_word (report->verdict));
  if (report->intended_error)
    g_string_append_printf (out, "  %s:%d:%d: the intended solution does not read: %s\n",
                            problem->source_name ? problem->source_name : "-", report->intended_error_at.line,
                            report->intended_error_at.column, report->intended_error);
  else if (!report->has_intended)
    g_string_append (out, "  no intended solution given (keyword Solution): judged by the solution alone\n");
  for (guint i = 0; i < report->faults->len; i++)
    {
      const FaFault *fault = g_ptr_array_index (report->faults, i);
      g_string_append (out, "  ");
      append_fault (out, report, fault);
      if (fault->at.line > 0)
        g_string_append_printf (out, " [written at %d:%d]", fault->at.line, fault->at.column);
      g_string_append_c (out, '\n');
    }
  if (report->solutions && report->solutions->len)
    {
      static const FaNotation notation = { .short_form = TRUE };
      g_autofree char *text = fa_solution_text (&notation, problem, report->solutions);
      g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
      g_string_append (out, "  solution:\n");
      for (char **line = lines; *line; line++)
        if (**line)
          g_string_append_printf (out, "    %s\n", *line);
    }
}

void
fa_soundness_append_json (GString *out, const FaProblem *problem, const FaSoundnessReport *report)
{
  char stipulation[32] = "";
  if (problem->has_stipulation)
    fa_stipulation_format (&problem->stipulation, stipulation);
  g_string_append (out, "{\"source\":");
  fa_json_append_string (out, problem->source_name);
  g_string_append_printf (out, ",\"line\":%d,\"stipulation\":", problem->source_line);
  fa_json_append_string (out, *stipulation ? stipulation : NULL);
  g_string_append (out, ",\"author\":");
  fa_json_append_string (out, problem->author);
  g_string_append (out, ",\"origin\":");
  fa_json_append_string (out, problem->origin);
  g_string_append (out, ",\"verdict\":");
  fa_json_append_string (out, fa_verdict_word (report->verdict));
  g_string_append_printf (out, ",\"intended\":%s", report->has_intended ? "true" : "false");
  g_string_append (out, ",\"intended_error\":");
  if (report->intended_error)
    {
      g_string_append_printf (out, "{\"line\":%d,\"column\":%d,\"message\":", report->intended_error_at.line,
                              report->intended_error_at.column);
      fa_json_append_string (out, report->intended_error);
      g_string_append_c (out, '}');
    }
  else
    g_string_append (out, "null");
  g_string_append (out, ",\"faults\":[");
  for (guint i = 0; i < report->faults->len; i++)
    {
      const FaFault *fault = g_ptr_array_index (report->faults, i);
      g_string_append (out, i ? ",{\"kind\":" : "{\"kind\":");
      fa_json_append_string (out, fa_fault_kind_word (fault->kind));
      g_string_append_printf (out, ",\"fault\":%s,\"twin\":", fa_fault_is_fault (fault->kind) ? "true" : "false");
      fa_json_append_string (out, twin_label (report, fault->twin));
      g_string_append (out, ",\"line\":");
      fa_json_append_string (out, fault->line);
      g_string_append (out, ",\"detail\":");
      fa_json_append_string (out, fault->detail);
      if (fault->at.line > 0)
        g_string_append_printf (out, ",\"at\":{\"line\":%d,\"column\":%d}", fault->at.line, fault->at.column);
      g_string_append_c (out, '}');
    }
  g_string_append_printf (out, "],\"nodes\":%" G_GUINT64_FORMAT ",\"seconds\":%.3f,\"solution\":", report->nodes,
                          report->seconds);
  if (report->solutions)
    fa_json_append_problem (out, problem, report->solutions);
  else
    g_string_append (out, "null");
  g_string_append_c (out, '}');
}
