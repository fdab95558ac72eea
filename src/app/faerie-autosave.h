/* Autosave files: every 30 seconds a window with unsaved changes writes
 * its problems (a game window its game log, "# UC-73 seed N" first, under
 * the same name) to ~/.local/share/faerie/autosave/ID.inp, and beside it
 * ID.meta (a key file: the file being edited, the time), so that a
 * session that crashed can offer the work back, saying which file it
 * belongs to and when it was saved. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* How often a window with unsaved work writes it. */
#define FAERIE_AUTOSAVE_SECONDS 30

typedef struct
{
  char *id;          /* the window's autosave name */
  char *path;        /* of the .inp */
  char *text;        /* its contents */
  GFile *original;   /* the file being edited, NULL if never saved */
  GDateTime *time;   /* when it was written */
} FaerieAutosave;

void faerie_autosave_free (FaerieAutosave *autosave);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FaerieAutosave, faerie_autosave_free)

char *faerie_autosave_path (const char *id);
void faerie_autosave_write (const char *id, const char *text, GFile *original);
/* Removes the .inp and the .meta of id. */
void faerie_autosave_remove (const char *id);
/* The autosaves a session left, oldest first (FaerieAutosave*). */
GPtrArray *faerie_autosave_find (void);

/* What recovering it means, in a sentence for the user: the file, the
 * time, and how the recovered problems (const FaProblem*) differ from
 * the file as it is on disk now. */
char *faerie_autosave_describe (const FaerieAutosave *autosave, GPtrArray *problems);
/* The same for an autosaved UC-73 game (its log), of n_turns turns. */
char *faerie_autosave_describe_game (const FaerieAutosave *autosave, guint n_turns);

G_END_DECLS
