/* The solution as a collapsible tree (GtkTreeListModel + GtkTreeExpander):
 * twins, phases (set play, solution, duplex), keys and tries with their
 * threats, defences, refutations and continuations, help lines move by
 * move; each row written as problemists write it ("1.Rh1-h8 !",
 * "but 1...Kf4*e3 !", "threat: 2.Qd5-e4 #").  While solving, solutions
 * are listed as they are found; the whole tree replaces them at the end.
 * Selecting a row emits "line-selected" with the moves that lead there. */
#pragma once

#include <gtk/gtk.h>

#include "problem/problem.h"
#include "problem/solution.h"

G_BEGIN_DECLS

#define FAERIE_TYPE_SOLUTION_VIEW (faerie_solution_view_get_type ())
G_DECLARE_FINAL_TYPE (FaerieSolutionView, faerie_solution_view, FAERIE, SOLUTION_VIEW, GtkWidget)

GtkWidget *faerie_solution_view_new (void);
void faerie_solution_view_clear (FaerieSolutionView *self);
/* Marks the solutions shown as stale (dimmed, a banner above them) when
 * current is not the problem they were found for, and unmarks them when
 * it is again (an edit undone). */
void faerie_solution_view_show_stale (FaerieSolutionView *self, const FaProblem *current);
gboolean faerie_solution_view_is_stale (FaerieSolutionView *self);
/* A solution found while solving (takes node). */
void faerie_solution_view_add_found (FaerieSolutionView *self, FaSolutionNode *node, int files, int ranks);
/* The finished solutions of problem (one FaSolution per twin; the view
 * keeps a reference to the array and a copy of the problem). */
void faerie_solution_view_set_solutions (FaerieSolutionView *self, const FaProblem *problem, GPtrArray *solutions);

void faerie_solution_view_expand_all (FaerieSolutionView *self);
void faerie_solution_view_collapse_all (FaerieSolutionView *self);
/* Rows shown (expanded rows count their children). */
guint faerie_solution_view_get_n_rows (FaerieSolutionView *self);
/* The text of a shown row, and the whole solution as Popeye prints it. */
char *faerie_solution_view_get_row_text (FaerieSolutionView *self, guint row);
char *faerie_solution_view_get_text (FaerieSolutionView *self);
/* The line from the first move to the row, as text ("1.Kc5-b6 Rf5-b5 +"). */
char *faerie_solution_view_get_line_text (FaerieSolutionView *self, guint row);
void faerie_solution_view_select_row (FaerieSolutionView *self, guint row);

/* The diagram position after the moves of the line to row (NULL for a
 * row without a move); free with fa_problem_free. */
FaProblem *faerie_solution_view_position_at (FaerieSolutionView *self, guint row, FaSquare *from, FaSquare *to);

G_END_DECLS
