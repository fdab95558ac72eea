/* The application: windows, app-wide actions (new, preferences, about,
 * quit) with their accelerators, opening files given on the command line
 * and recovering autosaved work after a crash. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FAERIE_TYPE_APPLICATION (faerie_application_get_type ())
G_DECLARE_FINAL_TYPE (FaerieApplication, faerie_application, FAERIE, APPLICATION, GtkApplication)

FaerieApplication *faerie_application_new (void);

/* Opens a window for each autosaved file a crashed session left
 * (faerie-recovery.h); returns how many.  Done on activation. */
guint faerie_application_recover_autosaves (FaerieApplication *self);

G_END_DECLS
