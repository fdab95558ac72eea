/* The soundness report written out: as text for a terminal (faerie-solve
 * --verify) and as JSON (--verify --json; docs/json-schema.md). */
#pragma once

#include <glib.h>

#include "problem/problem.h"
#include "verify/soundness.h"

/* "file:line: #2 (A. Composer): unsound", then a line per fault
 * ("  cook: 1.Qd5! (another key)"), then the solution the report rests
 * on, in short notation, indented. */
void fa_soundness_append_text (GString *out, const FaProblem *problem, const FaSoundnessReport *report);

/* The report in one line, for a collection: "file:line: h#2 (A.
 * Composer): unsound - cook: 1.Kd5 ... (and 2 more)"; minor duals left
 * out. */
void fa_soundness_append_line (GString *out, const FaProblem *problem, const FaSoundnessReport *report);
/* The faults of that line alone ("cook: 1.Kd5 ... (and 2 more)"); FALSE,
 * nothing written, when there is none. */
gboolean fa_soundness_append_faults (GString *out, const FaSoundnessReport *report);

/* One problem's report as a JSON object: verdict, faults, and the
 * solution as faerie-solve --json writes it. */
void fa_soundness_append_json (GString *out, const FaProblem *problem, const FaSoundnessReport *report);
