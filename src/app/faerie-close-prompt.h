/* Asking before a window with unsaved work closes: "Save the changes
 * before closing?" with Close without Saving, Cancel and Save, the
 * question every studio window asks (problems and games alike), so that
 * the app never loses what the user was working on.  The window decides
 * what each answer does (faerie-window.c, faerie-game-window.c). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  FAERIE_CLOSE_CANCEL,  /* keep the window open */
  FAERIE_CLOSE_DISCARD, /* close without saving */
  FAERIE_CLOSE_SAVE,    /* save, then close */
} FaerieCloseAnswer;

typedef void (*FaerieCloseCallback) (GtkWindow *window, FaerieCloseAnswer answer);

/* Shows the question, modal on window; detail says what is unsaved.
 * callback runs once with the answer, the dialog already gone. */
void faerie_close_prompt_ask (GtkWindow *window, const char *detail, FaerieCloseCallback callback);

G_END_DECLS
