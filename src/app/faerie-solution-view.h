/* The solution as a collapsible tree (GtkTreeListModel + GtkTreeExpander):
 * twins with what changes ("b) bKh4<-->wBc6"), phases (set play,
 * solution, duplex), keys and tries with their threats, defences,
 * refutations and continuations; help and series play one row per line,
 * or per part where lines part ("1.Kh3 Rg8 2.h4 Bg2#").  Each row is
 * written as problemists write it, in short notation ("1.Rh8!", "but
 * 1...Kxe3!", "threat: 2.Qe4#") or Popeye's long one, with the piece
 * letters of the interface language or figurines.  While solving,
 * solutions are listed as they are found; the whole tree replaces them at
 * the end.  Selecting a row emits "line-selected": the position after its
 * moves is shown, and stepping (the arrows across, or the window's
 * buttons) moves through the line a move at a time, into the row's first
 * continuation and back to its parent. */
#pragma once

#include <gtk/gtk.h>

#include "problem/notation.h"
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
/* A solution found while solving problem (takes node). */
void faerie_solution_view_add_found (FaerieSolutionView *self, FaSolutionNode *node, const FaProblem *problem);
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

/* Short notation (else Popeye's long one) and figurines: the rows are
 * written again. */
void faerie_solution_view_set_notation (FaerieSolutionView *self, gboolean short_form, gboolean figurine);
const FaNotation *faerie_solution_view_get_notation (FaerieSolutionView *self);

/* The position shown for the selected row (after its last move, or the
 * one stepped to), and the move that led there ("Rg8+ (2 of 4)"). */
FaProblem *faerie_solution_view_shown_position (FaerieSolutionView *self, FaSquare *from, FaSquare *to,
                                                char **move_text);
/* One move on (delta 1) or back (-1) in the selected line; FALSE when
 * there is none. */
gboolean faerie_solution_view_step (FaerieSolutionView *self, int delta);

G_END_DECLS
