/* faerie-solve --verify: the soundness report of each problem read
 * (verify/soundness.h), as text or JSON. */
#pragma once

#include <glib.h>

#include "play/solver.h"
#include "verify-html.h"

/* The exit status when a problem is not sound (cooked, short, no solution,
 * an intended solution that fails, an illegal diagram, or duals). */
#define FA_CLI_EXIT_UNSOUND 5

typedef struct
{
  gboolean json;          /* {"reports":[...],"summary":{...}} */
  gboolean progress;      /* a progress bar on a terminal, for a collection */
  int stopped_status;     /* the exit status of an incomplete report */
  int input_error_status; /* of a problem that could not be verified */
  const char *html;       /* --html OUT: the page of reports; NULL: none */
  FaVerifyHtmlSvg svg;    /* the diagrams on that page; NULL: none */
} FaCliVerifyOptions;

/* Verifies every problem of problems (FaProblem*) and prints the reports
 * to standard output: one problem's whole report, or for a collection a
 * line per problem and a summary by verdict, the problems verified a core
 * each (options->threads of them at once).  Returns the exit status: 0
 * when every problem is sound, FA_CLI_EXIT_UNSOUND when one is not, the
 * stopped status when a report is incomplete, the input error status when
 * a problem could not be verified. */
int fa_cli_verify (GPtrArray *problems, const FaSolveOptions *options, const FaCliVerifyOptions *o);
