/* Bringing back the work a crashed session left (faerie-autosave.h): each
 * autosave opens in a studio window (a game window for a UC-73 game log)
 * under the name of the file it belongs to, marked unsaved, with a
 * notice saying which file, when, and how it differs from the file on
 * disk.  An autosave that cannot be read (a
 * mistake in it, a twin that no longer applies) is never dropped: it
 * opens as text beside the error, to correct and try again, save as a
 * file, or discard; closed, it stays for the next start. */
#pragma once

#include <gtk/gtk.h>

#include "faerie-autosave.h"

G_BEGIN_DECLS

/* Opens a window for each autosave; returns how many windows opened. */
guint faerie_recovery_run (GtkApplication *app);

/* Opens autosave (taken): a studio window if it reads, else its text
 * beside the error.  Returns the window. */
GtkWindow *faerie_recovery_open (GtkApplication *app, FaerieAutosave *autosave);

G_END_DECLS
