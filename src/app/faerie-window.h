/* The main window: one open file (a FaerieDocument) with its problem
 * list, the board and palette, the stipulation and metadata, the
 * soundness report, the solution tree and status line; solving and
 * verifying run on a worker thread. */
#pragma once

#include <gtk/gtk.h>

#include "faerie-board.h"
#include "faerie-condition-picker.h"
#include "faerie-document.h"
#include "faerie-palette.h"
#include "faerie-report-view.h"
#include "faerie-solution-view.h"

G_BEGIN_DECLS

#define FAERIE_TYPE_WINDOW (faerie_window_get_type ())
G_DECLARE_FINAL_TYPE (FaerieWindow, faerie_window, FAERIE, WINDOW, GtkApplicationWindow)

FaerieWindow *faerie_window_new (GtkApplication *app);

FaerieDocument *faerie_window_get_document (FaerieWindow *self);
FaerieBoard *faerie_window_get_board (FaerieWindow *self);
FaeriePalette *faerie_window_get_palette (FaerieWindow *self);
FaerieSolutionView *faerie_window_get_solution_view (FaerieWindow *self);
FaerieReportView *faerie_window_get_report_view (FaerieWindow *self);
FaerieConditionPicker *faerie_window_get_condition_picker (FaerieWindow *self);
GtkEditable *faerie_window_get_stipulation_entry (FaerieWindow *self);

/* Opens file in this window; on a read error shows a dialog naming line
 * and column (and returns FALSE) and keeps what the window had. */
gboolean faerie_window_open_file (FaerieWindow *self, GFile *file);

/* A solve or a verification runs (win.solve, win.verify; win.stop ends
 * either). */
gboolean faerie_window_is_solving (FaerieWindow *self);
/* Opens the collection view of the window's problems (or raises it). */
GtkWindow *faerie_window_show_collection (FaerieWindow *self);
gboolean faerie_window_is_verifying (FaerieWindow *self);
/* Whether the diagram carries C+: the last verification of the current
 * problem found it sound (a solve never earns it). */
gboolean faerie_window_get_verified (FaerieWindow *self);
/* The status line's text (for tests). */
const char *faerie_window_get_status (FaerieWindow *self);
/* A notice above the window's content until closed (NULL: none). */
void faerie_window_show_notice (FaerieWindow *self, const char *text);
const char *faerie_window_get_notice (FaerieWindow *self);
/* The last solve's wall time (from Solve to the tree shown) and the
 * positions the solver visited. */
void faerie_window_get_last_solve (FaerieWindow *self, double *seconds, guint64 *nodes);
/* The last error shown in a dialog (for tests), or NULL. */
const char *faerie_window_get_last_error (FaerieWindow *self);

/* The current problem's diagram written to path (.pdf .svg .png .tex),
 * as the Export Diagram dialog does; with C+ when a verification found
 * it sound (faerie_window_get_verified). */
gboolean faerie_window_export_diagram (FaerieWindow *self, const char *path, double dpi, gboolean with_solution,
                                       GError **error);
/* The diagram as an image, as Copy Diagram puts it on the clipboard. */
GdkTexture *faerie_window_diagram_texture (FaerieWindow *self, double dpi);

/* Where unsaved work is kept in case of a crash. */
char *faerie_window_autosave_path (FaerieWindow *self);
/* Writes the autosave file now (done every 30 s while modified). */
void faerie_window_autosave (FaerieWindow *self);

G_END_DECLS
