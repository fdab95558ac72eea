/* The soundness report of a Verify (verify/soundness.h) as the studio
 * shows it: the verdict in colour (Sound, Sound with duals, Unsound,
 * Incomplete, Error), what it rests on (faults, time, positions), then a
 * row per fault: its word (cook, short solution, dual, minor dual ranked
 * lower, no solution, intended solution fails, illegal position), its
 * twin, its line and what is wrong.  Selecting a row emits
 * "line-selected": the window shows the position after the fault's line
 * (for an intended solution that fails, the position where it fails),
 * and steps through the line a move at a time as it does a solution's.
 * After an edit the report is dimmed under a note that it is for the
 * problem before, until the problem is verified again (or the edit
 * undone). */
#pragma once

#include <gtk/gtk.h>

#include "problem/notation.h"
#include "problem/problem.h"
#include "verify/soundness.h"

G_BEGIN_DECLS

#define FAERIE_TYPE_REPORT_VIEW (faerie_report_view_get_type ())
G_DECLARE_FINAL_TYPE (FaerieReportView, faerie_report_view, FAERIE, REPORT_VIEW, GtkWidget)

GtkWidget *faerie_report_view_new (void);

/* Shows report (taken: the view frees it) of problem (copied); NULL
 * clears the view.  The solutions report->solutions point into the
 * report: it lives until the next report or clear. */
void faerie_report_view_set_report (FaerieReportView *self, const FaProblem *problem, FaSoundnessReport *report);
const FaSoundnessReport *faerie_report_view_get_report (FaerieReportView *self);
const FaProblem *faerie_report_view_get_problem (FaerieReportView *self);

/* Dims the report under a note when current is not the problem it was
 * made for (the intended solution counts), and undims it when it is
 * again. */
void faerie_report_view_show_stale (FaerieReportView *self, const FaProblem *current);
gboolean faerie_report_view_is_stale (FaerieReportView *self);

/* Whether current earns "C+": the report is of current, sound, and
 * complete (no time limit reached, not stopped). */
gboolean faerie_report_view_verifies (FaerieReportView *self, const FaProblem *current);

/* The verdict as shown ("Sound", "Unsound", ...), NULL without a report. */
const char *faerie_report_view_get_verdict_text (FaerieReportView *self);
guint faerie_report_view_get_n_rows (FaerieReportView *self);
/* A row as text: "cook: 1.Qf5! (another key)"; the twin's label first
 * when the problem has twins ("b) cook: ..."). */
char *faerie_report_view_get_row_text (FaerieReportView *self, guint row);
const FaFault *faerie_report_view_get_fault (FaerieReportView *self, guint row);
void faerie_report_view_select_row (FaerieReportView *self, guint row);
void faerie_report_view_unselect (FaerieReportView *self);

/* The notation the moves stepped through are written in. */
void faerie_report_view_set_notation (FaerieReportView *self, const FaNotation *notation);

/* The position shown for the selected row (after its line's moves, or
 * the one stepped to), the last move's squares, and the move that led
 * there ("Rg8 (2 of 4)"); NULL when no row is selected. */
FaProblem *faerie_report_view_shown_position (FaerieReportView *self, FaSquare *from, FaSquare *to,
                                              char **move_text);
/* One move on (delta 1) or back (-1) in the selected row's line; FALSE
 * when there is none. */
gboolean faerie_report_view_step (FaerieReportView *self, int delta);

G_END_DECLS
