#include "verify-html.h"

#include "io/popeye-output.h"
#include "io/solution-text.h"
#include "problem/stipulation.h"

struct FaVerifyHtml
{
  FaVerifyHtmlSvg svg;
  GString *sections;
  guint counts[FA_VERDICT_ERROR + 1];
  guint problems;
};

/* What each verdict is called on the page, and its colour. */
static const char *const verdict_titles[] = { "Sound", "Sound, with duals", "Unsound", "Incomplete",
                                              "Could not be verified" };
static const char *const verdict_colours[] = { "#1a7f37", "#9a6700", "#cf222e", "#57606a", "#8250df" };

FaVerifyHtml *
fa_verify_html_new (FaVerifyHtmlSvg svg)
{
  FaVerifyHtml *html = g_new0 (FaVerifyHtml, 1);
  html->svg = svg;
  html->sections = g_string_new (NULL);
  return html;
}

void
fa_verify_html_free (FaVerifyHtml *html)
{
  if (!html)
    return;
  g_string_free (html->sections, TRUE);
  g_free (html);
}

static void
append_escaped (GString *out, const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text ? text : "", -1);
  g_string_append (out, escaped);
}

/* The diagram, drawn by the module from the problem's own Popeye text, so
 * that nothing but text crosses into the module's copy of the engine. */
static void
append_diagram (FaVerifyHtml *html, const FaProblem *problem)
{
  if (!html->svg)
    return;
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_ptr_array_add (one, (gpointer) problem);
  g_autofree char *text = fa_popeye_write (one);
  g_autofree char *svg = html->svg (text, problem->source_name ? problem->source_name : "-");
  if (!svg)
    return;
  /* The page embeds the document's <svg> element, not its XML prologue. */
  const char *start = strstr (svg, "<svg");
  g_string_append_printf (html->sections, "<div class=\"diagram\">%s</div>\n", start ? start : svg);
}

void
fa_verify_html_add (FaVerifyHtml *html, const FaProblem *problem, const FaSoundnessReport *report)
{
  GString *out = html->sections;
  html->counts[report->verdict]++;
  html->problems++;
  char stipulation[32] = "";
  if (problem->has_stipulation)
    fa_stipulation_format (&problem->stipulation, stipulation);

  g_string_append_printf (out, "<section class=\"%s\">\n<h2>%u. ", fa_verdict_word (report->verdict), html->problems);
  append_escaped (out, problem->author ? problem->author : "(no author)");
  g_string_append (out, "</h2>\n<p class=\"source\">");
  append_escaped (out, problem->origin);
  if (problem->origin && problem->award)
    g_string_append (out, ", ");
  append_escaped (out, problem->award);
  g_string_append (out, "<br><span class=\"file\">");
  g_autofree char *place = g_strdup_printf ("%s:%d", problem->source_name ? problem->source_name : "-",
                                            problem->source_line);
  append_escaped (out, place);
  g_string_append (out, "</span></p>\n");
  append_diagram (html, problem);
  g_string_append (out, "<p class=\"stipulation\">");
  append_escaped (out, *stipulation ? stipulation : "(no stipulation)");
  g_string_append_printf (out, "</p>\n<p class=\"verdict\" style=\"color:%s\">%s</p>\n",
                          verdict_colours[report->verdict], verdict_titles[report->verdict]);
  if (report->intended_error)
    {
      g_autofree char *message = g_strdup_printf ("The intended solution does not read at %d:%d: %s",
                                                  report->intended_error_at.line, report->intended_error_at.column,
                                                  report->intended_error);
      g_string_append (out, "<p class=\"error\">");
      append_escaped (out, message);
      g_string_append (out, "</p>\n");
    }
  if (report->faults->len)
    {
      g_string_append (out, "<ul class=\"faults\">\n");
      for (guint i = 0; i < report->faults->len; i++)
        {
          const FaFault *fault = g_ptr_array_index (report->faults, i);
          const FaSolution *twin = fault->twin >= 0 && (guint) fault->twin < report->solutions->len
                                   ? g_ptr_array_index (report->solutions, fault->twin) : NULL;
          g_string_append_printf (out, "<li class=\"%s\"><b>", fa_fault_is_fault (fault->kind) ? "fault" : "remark");
          if (twin && twin->twin_label)
            {
              append_escaped (out, twin->twin_label);
              g_string_append_c (out, ' ');
            }
          append_escaped (out, fa_fault_kind_word (fault->kind));
          g_string_append (out, "</b> ");
          if (fault->line)
            {
              g_string_append (out, "<code>");
              append_escaped (out, fault->line);
              g_string_append (out, "</code> ");
            }
          append_escaped (out, fault->detail);
          g_string_append (out, "</li>\n");
        }
      g_string_append (out, "</ul>\n");
    }
  if (report->solutions && report->solutions->len)
    {
      static const FaNotation notation = { .short_form = TRUE };
      g_autofree char *text = fa_solution_text (&notation, problem, report->solutions);
      g_string_append (out, "<details><summary>Solution</summary><pre>");
      append_escaped (out, text);
      g_string_append (out, "</pre></details>\n");
    }
  g_string_append (out, "</section>\n");
}

gboolean
fa_verify_html_write (FaVerifyHtml *html, const char *path, GError **error)
{
  GString *page = g_string_new (
    "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    "<title>Faerie: soundness report</title>\n<style>\n"
    "body { font-family: serif; max-width: 60em; margin: 2em auto; padding: 0 1em; }\n"
    "section { border-top: 1px solid #ccc; padding: 1em 0; overflow: auto; }\n"
    ".diagram { float: right; margin-left: 1em; }\n"
    ".verdict { font-weight: bold; font-size: 120%; }\n"
    ".source, .file { color: #555; } .file { font-family: monospace; font-size: 85%; }\n"
    "li.remark { color: #666; } code, pre { font-size: 95%; }\n"
    "table { border-collapse: collapse; } td { padding: 0 1em 0 0; }\n"
    "</style>\n</head>\n<body>\n<h1>Soundness report</h1>\n");
  g_string_append_printf (page, "<p>%u problems, verified by Faerie:</p>\n<table>\n", html->problems);
  for (int v = 0; v <= FA_VERDICT_ERROR; v++)
    g_string_append_printf (page, "<tr><td style=\"color:%s\">%s</td><td>%u</td></tr>\n", verdict_colours[v],
                            verdict_titles[v], html->counts[v]);
  g_string_append (page, "</table>\n");
  g_string_append_len (page, html->sections->str, (gssize) html->sections->len);
  g_string_append (page, "</body>\n</html>\n");
  gboolean ok = g_file_set_contents (path, page->str, (gssize) page->len, error);
  g_string_free (page, TRUE);
  return ok;
}
