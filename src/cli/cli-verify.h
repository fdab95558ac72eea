/* faerie-solve --verify: the soundness report of each problem read
 * (verify/soundness.h), as text or JSON. */
#pragma once

#include <glib.h>

#include "play/solver.h"

/* The exit status when a problem is not sound (cooked, short, no solution,
 * an intended solution that fails, an illegal diagram, or duals). */
#define FA_CLI_EXIT_UNSOUND 5

/* Verifies every problem of problems (FaProblem*), prints the reports to
 * standard output (json: one object {"reports":[...]}), and returns the
 * exit status: 0 when every problem is sound, FA_CLI_EXIT_UNSOUND when one
 * is not, stopped (3) when a report is incomplete, input_error (1) when a
 * problem could not be verified. */
int fa_cli_verify (GPtrArray *problems, const FaSolveOptions *options, gboolean json, int stopped, int input_error);
