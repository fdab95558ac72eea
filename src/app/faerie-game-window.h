/* A UC-73 game played in the studio (src/engine/game/uc73-game.h): the
 * board in play mode, each side's reserve queue and drop rights, the
 * move list in Game Courier notation, save and load as a log.
 *
 * A turn has up to three steps: the move (pick a piece up, put it on a
 * marked square), a choice when the move can be made more than one way
 * (a cannon pawn on the last rank may promote or not), and the drop
 * step when the side holds a drop right and a drop is legal after the
 * move: the front piece of its reserve onto a marked empty square of its
 * first rank, or Skip Drop.  Undo (Ctrl+Z) leaves a step, or takes back
 * the last turn.
 *
 * Widget actions: game.undo, game.skip-drop, game.play (s: a turn or a
 * move in Game Courier notation), game.drop (s: a square name),
 * game.choose (i: the index of a choice), game.open, game.save,
 * game.save-as, game.flip.
 *
 * Earlier positions: choosing a turn in the move list (or game.first,
 * game.back, game.forward, game.current: Alt+Home, Alt+Left, Alt+Right,
 * Alt+End) shows the position after it, look only, with a bar that says
 * so and leads back to the current position.  A piece may be picked up
 * there to see its moves; a legal move made there is not played but
 * asks, in the bar, to take back the later turns (game.play-from-here),
 * after which it is played as in the current position.  Saving saves
 * the whole game whatever position is shown. */
#pragma once

#include <gtk/gtk.h>

#include "faerie-board.h"
#include "game/uc73-game.h"

G_BEGIN_DECLS

#define FAERIE_TYPE_GAME_WINDOW (faerie_game_window_get_type ())
G_DECLARE_FINAL_TYPE (FaerieGameWindow, faerie_game_window, FAERIE, GAME_WINDOW, GtkApplicationWindow)

typedef enum
{
  FAERIE_GAME_STEP_MOVE,   /* the side to move picks its move */
  FAERIE_GAME_STEP_CHOICE, /* the move can be made several ways: which? */
  FAERIE_GAME_STEP_DROP,   /* the move is made: drop the front reserve piece, or skip */
} FaerieGameStep;

/* A window playing the UC-73 start numbered seed. */
FaerieGameWindow *faerie_game_window_new (GtkApplication *app, guint64 seed);

/* A window playing game (taken), as fa_uc73_game_new builds it from a
 * position and queues; saved with that start (fa_uc73_game_start_text). */
FaerieGameWindow *faerie_game_window_new_for_game (GtkApplication *app, FaUc73Game *game);

/* Is file a saved game (its first comment lines a UC-73 start)? */
gboolean faerie_game_window_is_game_file (GFile *file);
/* Opens the game file in a new game window (errors in a dialog over
 * parent, which may be NULL); the window, or NULL. */
FaerieGameWindow *faerie_game_window_open_new (GtkApplication *app, GtkWindow *parent, GFile *file);

/* Asks for a seed (or a random one), a symmetric start or not and A4's
 * rule, and opens a game window with them. */
void faerie_game_window_ask_new (GtkWindow *parent, GtkApplication *app);
/* Asks for a game log and opens it in a new game window. */
void faerie_game_window_ask_open (GtkWindow *parent, GtkApplication *app);

guint64 faerie_game_window_get_seed (FaerieGameWindow *self);
FaUc73Game *faerie_game_window_get_game (FaerieGameWindow *self);
FaerieBoard *faerie_game_window_get_board (FaerieGameWindow *self);
FaerieGameStep faerie_game_window_get_step (FaerieGameWindow *self);
/* Shows the position after the first k turns (0: the start; the number
 * of turns: the current position). */
void faerie_game_window_show_turn (FaerieGameWindow *self, guint k);
/* How many turns lead to the position shown. */
guint faerie_game_window_get_shown_turn (FaerieGameWindow *self);
/* The bar's text while an earlier position is shown, else NULL. */
const char *faerie_game_window_get_browsing (FaerieGameWindow *self);
/* What the window says: whose turn, the result; the move list, every
 * turn of the game a line, as shown (the interface language's piece
 * codes). */
const char *faerie_game_window_get_status (FaerieGameWindow *self);
const char *faerie_game_window_get_move_list (FaerieGameWindow *self);
/* Why the last pick, move or drop was refused, NULL when none was (or
 * an action followed). */
const char *faerie_game_window_get_refusal (FaerieGameWindow *self);
/* The notice above the queues (a recovered game, a log that did not
 * read to its end), NULL when none is shown. */
const char *faerie_game_window_get_notice (FaerieGameWindow *self);

/* Plays text (Game Courier notation): a whole turn, or a move, after
 * which the drop step may follow.  FALSE and *error when not legal now;
 * nothing changes. */
gboolean faerie_game_window_play_text (FaerieGameWindow *self, const char *text, GError **error);

/* The saved form: "# UC-73 seed N", a comment, then the Game Courier
 * log, a turn a line, which faerie-solve --uc73 N --uc73-replay reads. */
char *faerie_game_window_save_text (FaerieGameWindow *self);
gboolean faerie_game_window_save_to_file (FaerieGameWindow *self, GFile *file, GError **error);

/* Replaces the game with the one text holds (name: the file's, for
 * messages).  Without a seed line: FALSE, nothing changes.  On a turn
 * that cannot be played: FALSE and *error "NAME:LINE: turn N (Side): ...",
 * the turns before it played, and the window no longer tied to a file,
 * so that saving never overwrites the log with less than it held. */
gboolean faerie_game_window_load_text (FaerieGameWindow *self, const char *text, const char *name, GError **error);
/* Opens file: in this window when its game has no turns, else in a new
 * one; errors shown in a dialog.  The window the game went to. */
FaerieGameWindow *faerie_game_window_open_file (FaerieGameWindow *self, GFile *file);

/* Autosave (faerie-autosave.h): every FAERIE_AUTOSAVE_SECONDS a game
 * with unsaved turns writes its log under the window's autosave name;
 * saving or discarding it removes the file.  Closing with unsaved turns
 * asks Save, Close without Saving or Cancel (faerie-close-prompt.h). */
void faerie_game_window_autosave (FaerieGameWindow *self);
char *faerie_game_window_autosave_path (FaerieGameWindow *self);
/* A game recovered after a crash: tied to original (NULL if never
 * saved), unsaved, notice shown, autosaved under this window's name. */
void faerie_game_window_recovered (FaerieGameWindow *self, GFile *original, const char *notice);
/* TRUE when text is a game log (its first line "# UC-73 seed N"). */
gboolean faerie_game_window_is_game_text (const char *text);

G_END_DECLS
