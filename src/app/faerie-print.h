/* Printing diagrams with GtkPrintOperation (the dialog has its preview):
 * one diagram or several per page, laid out in columns, each drawn by the
 * diagram library. */
#pragma once

#include <gtk/gtk.h>

#include "fa-diagram.h"

G_BEGIN_DECLS

/* problems: const FaProblem* to print, in order; styles: FaDiagramStyle*
 * for each (NULL: the default style).  One problem whose style has a
 * solution is printed as magazines print it: the diagram, then the
 * solution, over as many pages as it takes.  With action EXPORT, export_path
 * names the PDF written without a dialog (tests, batch). */
GtkPrintOperationResult faerie_print_diagrams (GtkWindow *parent, GPtrArray *problems, GPtrArray *styles,
                                               int per_row, GtkPrintOperationAction action,
                                               const char *export_path, GError **error);

G_END_DECLS
