/* The collection view: the problems of a file in a list an editor works
 * through, with each problem's verdict; searchable, sortable by number,
 * author, source, stipulation and verdict, filtered to the unsound; the
 * whole file verified in the background with progress and Stop; problems
 * added, removed, duplicated and reordered (each an undo step of the
 * document).  Selecting a row shows that problem in the main window. */
#pragma once

#include <gtk/gtk.h>

#include "faerie-document.h"
#include "problem/notation.h"

G_BEGIN_DECLS

#define FAERIE_TYPE_COLLECTION_WINDOW (faerie_collection_window_get_type ())
G_DECLARE_FINAL_TYPE (FaerieCollectionWindow, faerie_collection_window, FAERIE, COLLECTION_WINDOW, GtkWindow)

FaerieCollectionWindow *faerie_collection_window_new (GtkWindow *parent, FaerieDocument *document);
/* The notation of the faults' lines from the next Verify All (copied);
 * short, with Popeye's letters, until set. */
void faerie_collection_window_set_notation (FaerieCollectionWindow *self, const FaNotation *notation);

/* The rows as shown (filtered and sorted), of FaerieCollectionRow: for
 * tests and for the main window. */
GListModel *faerie_collection_window_get_shown (FaerieCollectionWindow *self);
void faerie_collection_window_set_search (FaerieCollectionWindow *self, const char *text);
void faerie_collection_window_set_only_unsound (FaerieCollectionWindow *self, gboolean only);
/* column: "number", "author", "source", "stipulation" or "verdict". */
void faerie_collection_window_sort_by (FaerieCollectionWindow *self, const char *column, GtkSortType order);
gboolean faerie_collection_window_is_verifying (FaerieCollectionWindow *self);
/* "12 problems: 8 sound, 1 with duals, …" as the window shows it. */
const char *faerie_collection_window_get_summary (FaerieCollectionWindow *self);

G_END_DECLS
