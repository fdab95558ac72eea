/* The board: draws a problem's position (any board size, holes, pieces
 * from the piece art) and turns the composer's gestures into edit
 * requests.  It never changes the problem itself: it emits a signal and
 * whoever owns the problem (the window, a test) applies the edit.
 *
 * Gestures: drop a piece from the palette on a square ("piece-dropped");
 * drag a piece to another square ("piece-moved") or off the board
 * ("piece-removed"); click a square to put the current piece there;
 * right-click for colour and removal; arrow keys move a square cursor,
 * typing a piece code puts that piece there (Shift: black), Delete
 * removes. */
#pragma once

#include <gtk/gtk.h>

#include "problem/problem.h"

G_BEGIN_DECLS

#define FAERIE_TYPE_BOARD (faerie_board_get_type ())
G_DECLARE_FINAL_TYPE (FaerieBoard, faerie_board, FAERIE, BOARD, GtkWidget)

GtkWidget *faerie_board_new (void);

/* Shows a copy of problem's position (NULL: an empty 8x8 board). */
void faerie_board_set_problem (FaerieBoard *self, const FaProblem *problem);
/* The position shown (the board's own copy). */
const FaProblem *faerie_board_get_problem (FaerieBoard *self);
/* Not editable: a position of the solution is shown. */
void faerie_board_set_editable (FaerieBoard *self, gboolean editable);
gboolean faerie_board_get_editable (FaerieBoard *self);
void faerie_board_set_flipped (FaerieBoard *self, gboolean flipped);
gboolean faerie_board_get_flipped (FaerieBoard *self);
void faerie_board_set_show_coordinates (FaerieBoard *self, gboolean show);
/* Square colours as CSS colour strings ("#f0d9b5"). */
void faerie_board_set_square_colours (FaerieBoard *self, const char *light, const char *dark);
/* The piece a click or Enter puts down. */
void faerie_board_set_current_piece (FaerieBoard *self, const FaPieceSpec *spec, FaColour colour);
/* Squares to mark (the last move of a shown line); FA_NO_SQUARE: none. */
void faerie_board_set_marked (FaerieBoard *self, FaSquare from, FaSquare to);

FaSquare faerie_board_get_cursor (FaerieBoard *self);
void faerie_board_set_cursor (FaerieBoard *self, FaSquare square);

/* The square under widget coordinates (x, y), FA_NO_SQUARE if none. */
FaSquare faerie_board_square_at (FaerieBoard *self, double x, double y);
/* The centre of a square in widget coordinates. */
void faerie_board_square_centre (FaerieBoard *self, FaSquare square, double *x, double *y);

/* Hole mode: a click on a square emits "hole-toggled" (square) instead
 * of putting a piece there; a hole is clicked the same way. */
void faerie_board_set_hole_mode (FaerieBoard *self, gboolean on);
gboolean faerie_board_get_hole_mode (FaerieBoard *self);

/* What the drop handler does with a dropped palette piece. */
void faerie_board_drop_piece (FaerieBoard *self, const FaPieceSpec *spec, FaColour colour, FaSquare square);

/* Drag payloads (strings): a palette piece "piece:CODE:COLOUR" (COLOUR 1
 * white, 2 black, 3 neutral), a piece of the board "square:N". */
char *faerie_board_piece_payload (const FaPieceSpec *spec, FaColour colour);

/* Play mode, for a game: nothing is edited.  Picking up a piece (a click
 * or the start of a drag) emits "play-pick" (square), whose handler
 * returns TRUE when the piece may move and marks where with
 * faerie_board_set_targets; dropping it (or clicking a target) emits
 * "play-move" (from, to), and a piece of a reserve (payload
 * "reserve:...") dropped on a square, or a click on a target while no
 * piece is picked, emits "play-drop" (square).  A handler that returns
 * FALSE refuses: the dragged piece flies back and nothing changes. */
void faerie_board_set_play_mode (FaerieBoard *self, gboolean on);
gboolean faerie_board_get_play_mode (FaerieBoard *self);
/* The picked piece's square (FA_NO_SQUARE: none) and the squares marked
 * as targets (n of them). */
void faerie_board_set_targets (FaerieBoard *self, FaSquare picked, const FaSquare *targets, int n);
gboolean faerie_board_is_target (FaerieBoard *self, FaSquare square);
FaSquare faerie_board_get_picked (FaerieBoard *self);

G_END_DECLS
