/* faerie-solve --verify --html OUT: the reports of a collection as one
 * self-contained page an editor can send to a composer: a summary by
 * verdict, then each problem with its diagram (SVG inside the page), its
 * verdict, its faults and the solution they rest on. */
#pragma once

#include <glib.h>

#include "problem/problem.h"
#include "verify/soundness.h"

/* Draws a problem, given as Popeye text, as SVG (the diagram module's
 * faerie_diagram_cli_svg); NULL: the page has no diagrams. */
typedef char *(*FaVerifyHtmlSvg) (const char *text, const char *name);

typedef struct FaVerifyHtml FaVerifyHtml;

FaVerifyHtml *fa_verify_html_new (FaVerifyHtmlSvg svg);
/* Adds a problem's section (in the order the page shows them). */
void fa_verify_html_add (FaVerifyHtml *html, const FaProblem *problem, const FaSoundnessReport *report);
/* Writes the page to path; FALSE with error set when it cannot. */
gboolean fa_verify_html_write (FaVerifyHtml *html, const char *path, GError **error);
void fa_verify_html_free (FaVerifyHtml *html);
