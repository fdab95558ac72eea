#include "faerie-game-window.h"

#include <glib/gi18n.h>
#include <string.h>
#include <unistd.h>

#include "faerie-autosave.h"
#include "faerie-close-prompt.h"
#include "faerie-piece-art.h"
#include "faerie-piece-names.h"
#include "game/gc-notation.h"

#define RESERVE_FIGURE 30 /* pixels, a piece of a reserve queue */

struct _FaerieGameWindow
{
  GtkApplicationWindow parent_instance;

  /* Template children */
  FaerieBoard *board;
  GtkLabel *status_label, *refusal_label, *step_label, *notice_label, *move_list;
  GtkLabel *black_header, *white_header, *black_caption, *white_caption;
  GtkWidget *step_box, *choice_buttons, *skip_drop_button, *moves_scroll;
  GtkFlowBox *black_queue, *white_queue;

  FaUc73Game *game;
  GArray *legal;      /* of FaUc73Turn: the legal turns now */
  GPtrArray *texts;   /* each turn played, in Game Courier notation */
  FaerieGameStep step;
  FaMove pending;     /* STEP_DROP: the move made */
  GArray *choices;    /* STEP_CHOICE: of FaMove, the ways to make it */
  FaPosition *after;  /* STEP_DROP: the position after the pending move */
  GFile *file;        /* where the game was saved or read, NULL if nowhere */
  gboolean modified;
  char *autosave_id;
  guint autosave_source;
};

G_DEFINE_FINAL_TYPE (FaerieGameWindow, faerie_game_window, GTK_TYPE_APPLICATION_WINDOW)

static const FaPieceSpec *
kind_spec (FaerieGameWindow *self, int kind)
{
  return fa_uc73_game_rules (self->game)->kinds[kind].spec;
}

/* ---- The legal turns ---- */

static void
refresh_legal (FaerieGameWindow *self)
{
  g_clear_pointer (&self->legal, g_array_unref);
  self->legal = fa_uc73_game_legal_turns (self->game);
}

/* The moves of the legal turns from `from` to `to`, each once (a move
 * may be legal only with a drop that covers its king, section 1.4); any
 * to when to is FA_NO_SQUARE. */
static GArray *
moves_between (FaerieGameWindow *self, FaSquare from, FaSquare to)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (FaMove));
  for (guint i = 0; i < self->legal->len; i++)
    {
      FaUc73Turn t = g_array_index (self->legal, FaUc73Turn, i);
      if (t.move.from != from || (to != FA_NO_SQUARE && t.move.to != to))
        continue;
      gboolean listed = FALSE;
      for (guint j = 0; j < moves->len && !listed; j++)
        listed = fa_move_equal (g_array_index (moves, FaMove, j), t.move);
      if (!listed)
        g_array_append_val (moves, t.move);
    }
  return moves;
}

/* The squares a drop may go to after move. */
static GArray *
drops_after (FaerieGameWindow *self, FaMove move)
{
  GArray *drops = g_array_new (FALSE, FALSE, sizeof (FaSquare));
  for (guint i = 0; i < self->legal->len; i++)
    {
      FaUc73Turn t = g_array_index (self->legal, FaUc73Turn, i);
      if (t.drop != FA_NO_SQUARE && fa_move_equal (t.move, move))
        g_array_append_val (drops, t.drop);
    }
  return drops;
}

/* May move be played without a drop (section 1.4: a drop may have to
 * cover the king it leaves in check)? */
static gboolean
move_alone_legal (FaerieGameWindow *self, FaMove move)
{
  for (guint i = 0; i < self->legal->len; i++)
    {
      FaUc73Turn t = g_array_index (self->legal, FaUc73Turn, i);
      if (t.drop == FA_NO_SQUARE && fa_move_equal (t.move, move))
        return TRUE;
    }
  return FALSE;
}

/* ---- Showing the game ---- */

static FaProblem *
position_problem (const FaPosition *pos)
{
  FaProblem *problem = fa_problem_new ();
  const FaGeometry *g = &pos->rules->geometry;
  for (FaSquare sq = 0; sq < fa_geometry_n_squares (g); sq++)
    {
      FaPiece piece = pos->board[sq];
      if (!piece)
        continue;
      FaColour colour = fa_piece_is_side (piece, FA_WHITE) && fa_piece_is_side (piece, FA_BLACK) ? FA_COLOUR_NEUTRAL
                        : fa_piece_is_side (piece, FA_WHITE)                                     ? FA_COLOUR_WHITE
                                                                                                 : FA_COLOUR_BLACK;
      fa_problem_put (problem, pos->rules->kinds[fa_piece_kind (piece)].spec, colour, sq);
    }
  return problem;
}

static GdkContentProvider *
on_reserve_drag_prepare (GtkDragSource *source, double x, double y, FaerieGameWindow *self)
{
  if (self->step != FAERIE_GAME_STEP_DROP)
    return NULL;
  int side = fa_uc73_game_side (self->game);
  const FaPieceSpec *spec = kind_spec (self, fa_uc73_game_queue_kind (self->game, side, 0));
  int size = MAX (32, (int) (gtk_widget_get_width (GTK_WIDGET (self->board)) / 9));
  GdkTexture *texture = faerie_piece_art_texture (faerie_piece_art_get_default (), spec,
                                                  side == FA_WHITE ? FA_COLOUR_WHITE : FA_COLOUR_BLACK, size);
  gtk_drag_source_set_icon (source, GDK_PAINTABLE (texture), size / 2, size / 2);
  g_autofree char *payload = g_strdup_printf ("reserve:%d", side);
  return gdk_content_provider_new_typed (G_TYPE_STRING, payload);
}

/* One side's queue, in drop order: the next drop first, the next
 * promotion last, each marked; during the drop step the next drop may be
 * dragged onto the board. */
static void
show_queue (FaerieGameWindow *self, int side, int length, int rights)
{
  GtkFlowBox *box = side == FA_WHITE ? self->white_queue : self->black_queue;
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))))
    gtk_flow_box_remove (box, child);
  FaColour colour = side == FA_WHITE ? FA_COLOUR_WHITE : FA_COLOUR_BLACK;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  gboolean dropping = self->step == FAERIE_GAME_STEP_DROP && side == fa_uc73_game_side (self->game);
  for (int i = 0; i < length; i++)
    {
      const FaPieceSpec *spec = kind_spec (self, fa_uc73_game_queue_kind (self->game, side, i));
      GdkTexture *texture = faerie_piece_art_texture (faerie_piece_art_get_default (), spec, colour,
                                                      RESERVE_FIGURE * scale);
      GtkWidget *image = gtk_image_new_from_paintable (GDK_PAINTABLE (texture));
      gtk_image_set_pixel_size (GTK_IMAGE (image), RESERVE_FIGURE);
      g_autofree char *tip = NULL;
      if (i == 0 && dropping)
        /* Translators: the reserve's front piece during the drop step. */
        tip = g_strdup_printf (_("%d. %s (%s): drag it to a marked square"), i + 1, faerie_piece_local_name (spec),
                               faerie_piece_local_code (spec));
      else if (i == 0)
        tip = g_strdup_printf (_("%d. %s (%s): the next drop"), i + 1, faerie_piece_local_name (spec),
                               faerie_piece_local_code (spec));
      else if (i == length - 1)
        tip = g_strdup_printf (_("%d. %s (%s): the next promotion"), i + 1, faerie_piece_local_name (spec),
                               faerie_piece_local_code (spec));
      else
        tip = g_strdup_printf ("%d. %s (%s)", i + 1, faerie_piece_local_name (spec), faerie_piece_local_code (spec));
      gtk_widget_set_tooltip_text (image, tip);
      gtk_flow_box_append (box, image);
      GtkWidget *cell = gtk_widget_get_parent (image);
      if (i == 0)
        gtk_widget_add_css_class (cell, dropping ? "drop-now" : "next-drop");
      if (i == length - 1)
        gtk_widget_add_css_class (cell, "next-promotion");
      if (i == 0 && dropping)
        {
          GtkDragSource *drag = gtk_drag_source_new ();
          gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
          g_signal_connect (drag, "prepare", G_CALLBACK (on_reserve_drag_prepare), self);
          gtk_widget_add_controller (cell, GTK_EVENT_CONTROLLER (drag));
          gtk_widget_set_cursor_from_name (cell, "grab");
        }
    }
  g_autofree char *pieces = g_strdup_printf (g_dngettext (NULL, "%d piece", "%d pieces", length), length);
  /* TRANSLATORS: %s is a number of pieces, "65 pieces" */
  g_autofree char *header = side == FA_WHITE ? g_strdup_printf (_("White reserve: %s · drop rights: %d"), pieces, rights)
                                             /* TRANSLATORS: %s is a number of pieces, "65 pieces" */
                                             : g_strdup_printf (_("Black reserve: %s · drop rights: %d"), pieces, rights);
  gtk_label_set_text (side == FA_WHITE ? self->white_header : self->black_header, header);
  g_autofree char *caption = NULL;
  if (length == 0)
    caption = g_strdup (_("Empty: no more drops, and a pawn may not reach the last rank."));
  else
    {
      const FaPieceSpec *next = kind_spec (self, fa_uc73_game_queue_kind (self->game, side, 0));
      const FaPieceSpec *last = kind_spec (self, fa_uc73_game_queue_kind (self->game, side, length - 1));
      /* Translators: the front and the back of a reserve queue. */
      caption = g_strdup_printf (_("Next drop (first, green): %s (%s) · next promotion (last, blue): %s (%s)"),
                                 faerie_piece_local_name (next), faerie_piece_local_code (next),
                                 faerie_piece_local_name (last), faerie_piece_local_code (last));
    }
  gtk_label_set_text (side == FA_WHITE ? self->white_caption : self->black_caption, caption);
}

static void
update_title (FaerieGameWindow *self)
{
  g_autofree char *name = self->file ? g_file_get_basename (self->file) : NULL;
  guint64 number = 0;
  gboolean seeded = fa_uc73_game_get_seed (self->game, &number);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, number);
  g_autofree char *title = NULL;
  if (name && seeded)
    /* Translators: the game window's title: an unsaved mark, the file, the seed. */
    title = g_strdup_printf (_("%s%s — UC-73 seed %s"), self->modified ? "*" : "", name, seed);
  else if (name)
    /* Translators: the game window's title: an unsaved mark, the file. */
    title = g_strdup_printf (_("%s%s — UC-73 game from a position"), self->modified ? "*" : "", name);
  else if (seeded)
    title = g_strdup_printf (_("%sUC-73 Game, seed %s"), self->modified ? "*" : "", seed);
  else
    title = g_strdup_printf (_("%sUC-73 Game from a Position"), self->modified ? "*" : "");
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
show_move_list (FaerieGameWindow *self, FaUc73Result result)
{
  GString *list = g_string_new (NULL);
  for (guint i = 0; i < self->texts->len; i++)
    g_string_append_printf (list, "%s%u%s %s", i ? "\n" : "", i / 2 + 1, i % 2 ? "..." : ".",
                            (const char *) g_ptr_array_index (self->texts, i));
  guint n = self->texts->len;
  if (self->step == FAERIE_GAME_STEP_DROP)
    {
      g_autofree char *text = fa_gc_turn_text (self->game, (FaUc73Turn) { self->pending, FA_NO_SQUARE });
      /* Translators: the move of a turn whose drop is still to come. */
      g_string_append_printf (list, _("%s%u%s %s (drop step)"), n ? "\n" : "", n / 2 + 1, n % 2 ? "..." : ".", text);
    }
  int side = fa_uc73_game_side (self->game);
  if (result == FA_UC73_CHECKMATE)
    g_string_append_printf (list, "\n%s", side == FA_WHITE ? _("0–1: White is checkmated") : _("1–0: Black is checkmated"));
  else if (result == FA_UC73_STALEMATE)
    g_string_append_printf (list, "\n%s", _("½–½: stalemate"));
  if (list->len == 0)
    g_string_append (list, _("No moves yet."));
  gtk_label_set_text (self->move_list, list->str);
  g_string_free (list, TRUE);
}

/* Why a move, a pick or a drop was refused, under the status line until
 * the next action. */
static void
refuse (FaerieGameWindow *self, const char *why)
{
  gtk_label_set_text (self->refusal_label, why);
  gtk_widget_set_visible (GTK_WIDGET (self->refusal_label), TRUE);
}

static void
clear_refusal (FaerieGameWindow *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->refusal_label), FALSE);
}

/* Why nothing may be picked up or moved now, NULL when it may. */
static const char *
not_now (FaerieGameWindow *self)
{
  if (fa_uc73_game_result (self->game) != FA_UC73_PLAYING)
    return _("The game is over. Undo takes back a turn.");
  if (self->step == FAERIE_GAME_STEP_DROP)
    return _("First drop the reserve piece on a marked square, or skip the drop.");
  if (self->step == FAERIE_GAME_STEP_CHOICE)
    return _("First choose how to play the move, or Undo.");
  return NULL;
}

/* Everything shown from the game and the step. */
static void
update (FaerieGameWindow *self)
{
  clear_refusal (self);
  FaUc73Game *game = self->game;
  int side = fa_uc73_game_side (game);
  FaUc73Result result = fa_uc73_game_result (game);
  guint n_turns = fa_uc73_game_n_turns (game);

  /* The board: during the drop step, the position after the move. */
  const FaPosition *pos = fa_uc73_game_position (game);
  if (self->step == FAERIE_GAME_STEP_DROP)
    {
      fa_uc73_game_peek (game, (FaUc73Turn) { self->pending, FA_NO_SQUARE }, self->after);
      pos = self->after;
    }
  g_autoptr (FaProblem) problem = position_problem (pos);
  faerie_board_set_problem (self->board, problem);
  if (self->step != FAERIE_GAME_STEP_MOVE)
    faerie_board_set_marked (self->board, self->pending.from, self->pending.to);
  else if (n_turns)
    {
      FaUc73Turn last = fa_uc73_game_turn (game, n_turns - 1);
      faerie_board_set_marked (self->board, last.move.from, last.move.to);
    }
  else
    faerie_board_set_marked (self->board, FA_NO_SQUARE, FA_NO_SQUARE);
  if (self->step == FAERIE_GAME_STEP_DROP)
    {
      g_autoptr (GArray) drops = drops_after (self, self->pending);
      faerie_board_set_targets (self->board, FA_NO_SQUARE, (const FaSquare *) drops->data, (int) drops->len);
    }
  else
    faerie_board_set_targets (self->board, FA_NO_SQUARE, NULL, 0);

  /* Who is to move, and what the step wants. */
  const char *status;
  gboolean check = fa_uc73_game_in_check (game);
  if (result == FA_UC73_CHECKMATE)
    status = side == FA_WHITE ? _("Checkmate: White is mated, Black wins.") : _("Checkmate: Black is mated, White wins.");
  else if (result == FA_UC73_STALEMATE)
    status = side == FA_WHITE ? _("Stalemate: White has no move; a draw.") : _("Stalemate: Black has no move; a draw.");
  else if (self->step == FAERIE_GAME_STEP_DROP)
    status = side == FA_WHITE ? _("White’s turn: the drop step") : _("Black’s turn: the drop step");
  else if (self->step == FAERIE_GAME_STEP_CHOICE)
    status = side == FA_WHITE ? _("White’s turn: choose how to play the move") : _("Black’s turn: choose how to play the move");
  else if (check)
    status = side == FA_WHITE ? _("White to move, in check") : _("Black to move, in check");
  else
    status = side == FA_WHITE ? _("White to move") : _("Black to move");
  gtk_label_set_text (self->status_label, status);
  gtk_widget_set_visible (self->step_box, self->step != FAERIE_GAME_STEP_MOVE);
  gtk_widget_set_visible (self->skip_drop_button, self->step == FAERIE_GAME_STEP_DROP);
  gtk_widget_set_visible (self->choice_buttons, self->step == FAERIE_GAME_STEP_CHOICE);
  if (self->step == FAERIE_GAME_STEP_DROP)
    {
      const FaPieceSpec *spec = kind_spec (self, fa_uc73_game_queue_kind (game, side, 0));
      g_autofree char *text
          = g_strdup_printf (side == FA_WHITE
                                 ? _("White may drop the next reserve piece, %s (%s), on a marked empty square of "
                                     "rank 1: drag it from the reserve, or click the square. Or skip the drop.")
                                 : _("Black may drop the next reserve piece, %s (%s), on a marked empty square of "
                                     "rank 8: drag it from the reserve, or click the square. Or skip the drop."),
                             faerie_piece_local_name (spec), faerie_piece_local_code (spec));
      gtk_label_set_text (self->step_label, text);
    }
  else if (self->step == FAERIE_GAME_STEP_CHOICE)
    gtk_label_set_text (self->step_label, _("This move can be played more than one way (a cannon pawn on the last "
                                            "rank may promote or not): choose one, or Undo."));

  /* The queues and rights: during the drop step, as the move left them. */
  for (int s = FA_WHITE; s <= FA_BLACK; s++)
    {
      int length = fa_uc73_game_queue_length (game, s), rights = fa_uc73_game_drop_rights (game, s);
      if (self->step == FAERIE_GAME_STEP_DROP)
        {
          /* An exchange gives both sides a right: the mover's gain is each's. */
          rights += fa_uc73_game_rights_after_move (game, self->pending) - fa_uc73_game_drop_rights (game, side);
          if (s == side && self->pending.promotion)
            length--;
        }
      show_queue (self, s, length, rights);
    }
  show_move_list (self, result);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.undo", n_turns > 0 || self->step != FAERIE_GAME_STEP_MOVE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.skip-drop",
                                 self->step == FAERIE_GAME_STEP_DROP && move_alone_legal (self, self->pending));
  update_title (self);
}

static gboolean
scroll_to_end (gpointer data)
{
  GtkAdjustment *adjustment = data;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  return G_SOURCE_REMOVE;
}

static void
on_moves_changed (GtkAdjustment *adjustment, gpointer data)
{
  /* The last turn in sight, once the list has its new size. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, scroll_to_end, g_object_ref (adjustment), g_object_unref);
}

/* ---- Playing ---- */

static void
set_step (FaerieGameWindow *self, FaerieGameStep step)
{
  self->step = step;
  if (step != FAERIE_GAME_STEP_CHOICE)
    g_array_set_size (self->choices, 0);
  if (step == FAERIE_GAME_STEP_MOVE)
    self->pending = (FaMove) { .from = 0 };
}

static void
play_turn (FaerieGameWindow *self, FaUc73Turn turn)
{
  char *text = fa_gc_turn_text (self->game, turn);
  if (!fa_uc73_game_play (self->game, turn))
    {
      g_free (text);
      g_warn_if_reached ();
      return;
    }
  g_ptr_array_add (self->texts, text);
  self->modified = TRUE;
  set_step (self, FAERIE_GAME_STEP_MOVE);
  refresh_legal (self);
  update (self);
}

/* The move is chosen: the turn ends here, or the drop step follows. */
static void
make_move (FaerieGameWindow *self, FaMove move)
{
  g_autoptr (GArray) drops = drops_after (self, move);
  if (drops->len == 0)
    {
      play_turn (self, (FaUc73Turn) { move, FA_NO_SQUARE });
      return;
    }
  set_step (self, FAERIE_GAME_STEP_DROP);
  self->pending = move;
  update (self);
}

static void
offer_choices (FaerieGameWindow *self, GArray *moves)
{
  set_step (self, FAERIE_GAME_STEP_CHOICE);
  g_array_set_size (self->choices, 0);
  g_array_append_vals (self->choices, moves->data, moves->len);
  self->pending = g_array_index (moves, FaMove, 0);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (self->choice_buttons)))
    gtk_box_remove (GTK_BOX (self->choice_buttons), child);
  for (guint i = 0; i < moves->len; i++)
    {
      FaMove move = g_array_index (moves, FaMove, i);
      g_autofree char *text = fa_gc_turn_text (self->game, (FaUc73Turn) { move, FA_NO_SQUARE });
      /* Translators: a choice of the choice step, then its notation. */
      g_autofree char *label
          = move.promotion
                ? g_strdup_printf (_("Promote to %s: %s"), faerie_piece_local_name (kind_spec (self, move.promotion)),
                                   text)
                : g_strdup_printf (_("Do not promote: %s"), text);
      GtkWidget *button = gtk_button_new_with_label (label);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "game.choose");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", (gint32) i);
      gtk_box_append (GTK_BOX (self->choice_buttons), button);
    }
  update (self);
}

static gboolean
on_play_pick (FaerieBoard *board, int square, FaerieGameWindow *self)
{
  const char *why = not_now (self);
  if (why)
    {
      refuse (self, why);
      return FALSE;
    }
  g_autoptr (GArray) moves = moves_between (self, (FaSquare) square, FA_NO_SQUARE);
  g_autoptr (GArray) targets = g_array_new (FALSE, FALSE, sizeof (FaSquare));
  for (guint i = 0; i < moves->len; i++)
    {
      FaSquare to = g_array_index (moves, FaMove, i).to;
      gboolean seen = FALSE;
      for (guint j = 0; j < targets->len && !seen; j++)
        seen = g_array_index (targets, FaSquare, j) == to;
      if (!seen)
        g_array_append_val (targets, to);
    }
  faerie_board_set_targets (board, moves->len ? (FaSquare) square : FA_NO_SQUARE, (const FaSquare *) targets->data,
                            (int) targets->len);
  FaPiece piece = fa_uc73_game_position (self->game)->board[square];
  int side = fa_uc73_game_side (self->game);
  if (moves->len)
    clear_refusal (self);
  else if (!piece)
    refuse (self, _("There is no piece there."));
  else if (!fa_piece_is_side (piece, side))
    refuse (self, side == FA_WHITE ? _("That piece is Black’s: White to move.")
                                   : _("That piece is White’s: Black to move."));
  else if (fa_uc73_game_in_check (self->game))
    refuse (self, _("That piece has no legal move: the king is in check."));
  else
    refuse (self, _("That piece has no legal move."));
  return moves->len > 0;
}

static gboolean
on_play_move (FaerieBoard *board, int from, int to, FaerieGameWindow *self)
{
  const char *why = not_now (self);
  if (why)
    {
      refuse (self, why);
      return FALSE;
    }
  g_autoptr (GArray) moves = moves_between (self, (FaSquare) from, (FaSquare) to);
  if (moves->len == 0)
    {
      /* Not legal: the piece goes back, nothing changes. */
      refuse (self, _("That move is not legal."));
      return FALSE;
    }
  if (moves->len == 1)
    make_move (self, g_array_index (moves, FaMove, 0));
  else
    offer_choices (self, moves);
  return TRUE;
}

static gboolean
drop_on (FaerieGameWindow *self, FaSquare square)
{
  if (self->step != FAERIE_GAME_STEP_DROP)
    {
      refuse (self, _("No drop now: a drop follows a move, when the side holds a drop right."));
      return FALSE;
    }
  g_autoptr (GArray) drops = drops_after (self, self->pending);
  for (guint i = 0; i < drops->len; i++)
    if (g_array_index (drops, FaSquare, i) == square)
      {
        play_turn (self, (FaUc73Turn) { self->pending, square });
        return TRUE;
      }
  refuse (self, fa_uc73_game_side (self->game) == FA_WHITE ? _("Drops go on a marked empty square of rank 1.")
                                                           : _("Drops go on a marked empty square of rank 8."));
  return FALSE;
}

static gboolean
on_play_drop (FaerieBoard *board, int square, FaerieGameWindow *self)
{
  return drop_on (self, (FaSquare) square);
}

gboolean
faerie_game_window_play_text (FaerieGameWindow *self, const char *text, GError **error)
{
  g_return_val_if_fail (FAERIE_IS_GAME_WINDOW (self), FALSE);
  if (self->step != FAERIE_GAME_STEP_MOVE)
    {
      g_set_error_literal (error, FA_GC_ERROR, FA_GC_ERROR_ILLEGAL, _("Finish the turn’s drop or choice first."));
      return FALSE;
    }
  FaUc73Turn turn;
  if (!fa_gc_turn_read (self->game, text, &turn, error))
    return FALSE;
  if (turn.drop != FA_NO_SQUARE)
    play_turn (self, turn);
  else
    make_move (self, turn.move);
  return TRUE;
}

/* ---- Actions ---- */

static void
undo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (widget);
  if (self->step != FAERIE_GAME_STEP_MOVE)
    set_step (self, FAERIE_GAME_STEP_MOVE); /* the move of an unfinished turn goes back */
  else if (fa_uc73_game_undo (self->game))
    {
      g_ptr_array_set_size (self->texts, (int) self->texts->len - 1);
      self->modified = TRUE;
      refresh_legal (self);
    }
  update (self);
}

static void
skip_drop_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (widget);
  if (self->step != FAERIE_GAME_STEP_DROP)
    return;
  if (!move_alone_legal (self, self->pending))
    refuse (self, _("The move leaves the king in check: a drop must cover it."));
  else
    play_turn (self, (FaUc73Turn) { self->pending, FA_NO_SQUARE });
}

static void
play_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (widget);
  g_autoptr (GError) error = NULL;
  if (!faerie_game_window_play_text (self, g_variant_get_string (parameter, NULL), &error))
    refuse (self, error->message);
}

static void
drop_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (widget);
  FaSquare square;
  if (fa_square_parse (8, 8, g_variant_get_string (parameter, NULL), &square) > 0)
    drop_on (self, square);
  else
    drop_on (self, FA_NO_SQUARE);
}

static void
choose_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (widget);
  int i = g_variant_get_int32 (parameter);
  if (self->step == FAERIE_GAME_STEP_CHOICE && i >= 0 && (guint) i < self->choices->len)
    make_move (self, g_array_index (self->choices, FaMove, i));
}

static void
flip_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (widget);
  faerie_board_set_flipped (self->board, !faerie_board_get_flipped (self->board));
}

static void
show_error (GtkWindow *parent, const char *primary, const char *detail)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkWidget *dialog = gtk_message_dialog_new (parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
  if (detail)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", detail);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  gtk_window_present (GTK_WINDOW (dialog));
}

static GtkFileFilter *
game_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("UC-73 games"));
  gtk_file_filter_add_pattern (filter, "*.uc73");
  gtk_file_filter_add_pattern (filter, "*.txt");
  return filter;
}

static void
on_save_response (GtkNativeDialog *dialog, int response, FaerieGameWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      G_GNUC_END_IGNORE_DEPRECATIONS
      g_autoptr (GError) error = NULL;
      if (file && !faerie_game_window_save_to_file (self, file, &error))
        show_error (GTK_WINDOW (self), _("The game could not be saved"), error->message);
    }
  g_object_unref (dialog);
}

static void
save_as_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (widget);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Save the UC-73 Game"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), game_filter ());
  guint64 seed = 0;
  g_autofree char *suggested = fa_uc73_game_get_seed (self->game, &seed)
                                   ? g_strdup_printf ("uc73-seed-%" G_GUINT64_FORMAT ".uc73", seed)
                                   : g_strdup ("uc73-game.uc73");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), suggested);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (widget);
  g_autoptr (GError) error = NULL;
  if (!self->file)
    save_as_action (widget, name, parameter);
  else if (!faerie_game_window_save_to_file (self, self->file, &error))
    show_error (GTK_WINDOW (self), _("The game could not be saved"), error->message);
}

static FaerieGameWindow *open_in_new_window (GtkWindow *parent, GtkApplication *app, GFile *file,
                                             FaerieGameWindow *window);

static void
on_open_response (GtkNativeDialog *dialog, int response, GtkWindow *parent)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      G_GNUC_END_IGNORE_DEPRECATIONS
      GtkApplication *app = g_object_get_data (G_OBJECT (dialog), "application");
      if (file && FAERIE_IS_GAME_WINDOW (parent))
        faerie_game_window_open_file (FAERIE_GAME_WINDOW (parent), file);
      else if (file)
        open_in_new_window (parent, app, file, NULL);
    }
  g_clear_object (&parent);
  g_object_unref (dialog);
}

void
faerie_game_window_ask_open (GtkWindow *parent, GtkApplication *app)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Open a UC-73 Game"), parent,
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), game_filter ());
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_object_set_data (G_OBJECT (dialog), "application", app);
  g_signal_connect (dialog, "response", G_CALLBACK (on_open_response), parent ? g_object_ref (parent) : NULL);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
open_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  faerie_game_window_ask_open (GTK_WINDOW (widget), gtk_window_get_application (GTK_WINDOW (widget)));
}

/* ---- Saving and loading ---- */

char *
faerie_game_window_save_text (FaerieGameWindow *self)
{
  g_return_val_if_fail (FAERIE_IS_GAME_WINDOW (self), NULL);
  g_autofree char *log = fa_gc_game_log (self->game);
  g_autofree char *start = fa_uc73_game_start_text (self->game);
  GString *out = g_string_new (NULL);
  /* Not translated: the file's own words, which the loader reads. */
  g_string_append (out, start);
  g_string_append (out, "# A UC-73 game in Game Courier notation, a turn a line; check it with\n"
                        "# faerie-solve --uc73-replay FILE\n");
  g_string_append (out, log);
  FaUc73Result result = fa_uc73_game_result (self->game);
  int side = fa_uc73_game_side (self->game);
  if (result == FA_UC73_CHECKMATE)
    g_string_append_printf (out, "# %s is checkmated\n", side == FA_WHITE ? "White" : "Black");
  else if (result == FA_UC73_STALEMATE)
    g_string_append_printf (out, "# %s is stalemated\n", side == FA_WHITE ? "White" : "Black");
  return g_string_free (out, FALSE);
}

gboolean
faerie_game_window_save_to_file (FaerieGameWindow *self, GFile *file, GError **error)
{
  g_return_val_if_fail (FAERIE_IS_GAME_WINDOW (self), FALSE);
  g_autofree char *text = faerie_game_window_save_text (self);
  if (!g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, error))
    return FALSE;
  g_set_object (&self->file, file);
  self->modified = FALSE;
  faerie_autosave_remove (self->autosave_id);
  update_title (self);
  return TRUE;
}

gboolean
faerie_game_window_is_game_text (const char *text)
{
  const char *why = NULL;
  g_autoptr (FaUc73Game) game = fa_uc73_game_new_from_text (text, FA_UC73_RULES_DEFAULT, &why);
  return game != NULL;
}

static void
collect_turn (int number, int side, const char *text, gpointer data)
{
  g_ptr_array_add (data, g_strdup (text));
}

gboolean
faerie_game_window_load_text (FaerieGameWindow *self, const char *text, const char *name, GError **error)
{
  g_return_val_if_fail (FAERIE_IS_GAME_WINDOW (self), FALSE);
  const char *why = NULL;
  FaUc73Game *game = fa_uc73_game_new_from_text (text, FA_UC73_RULES_DEFAULT, &why);
  if (!game)
    {
      g_set_error (error, FA_GC_ERROR, FA_GC_ERROR_SYNTAX, "%s: %s", name, _(why));
      return FALSE;
    }
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) replay_error = NULL;
  int bad_line = 0;
  gboolean complete = fa_gc_replay (game, text, collect_turn, texts, NULL, &bad_line, &replay_error);
  g_clear_pointer (&self->game, fa_uc73_game_free);
  self->game = game;
  g_ptr_array_set_size (self->texts, 0);
  for (guint i = 0; i < texts->len; i++)
    g_ptr_array_add (self->texts, g_strdup (g_ptr_array_index (texts, i)));
  set_step (self, FAERIE_GAME_STEP_MOVE);
  refresh_legal (self);
  self->modified = !complete;
  gtk_widget_set_visible (GTK_WIDGET (self->notice_label), !complete);
  if (!complete)
    {
      g_set_error (error, FA_GC_ERROR, replay_error->code, "%s:%d: %s", name, bad_line, replay_error->message);
      g_autofree char *notice = g_strdup_printf (_("%s\nThe turns before it are played; the file is unchanged."),
                                                 (*error)->message);
      gtk_label_set_text (self->notice_label, notice);
    }
  update (self);
  return complete;
}

/* Reads file into window, or into a new game window when window is NULL
 * (parent: for the error dialogs).  The window it went to, or NULL. */
static FaerieGameWindow *
open_in_new_window (GtkWindow *parent, GtkApplication *app, GFile *file, FaerieGameWindow *window)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_file_get_basename (file);
  if (!g_file_load_contents (file, NULL, &text, NULL, NULL, &error))
    {
      show_error (parent, _("The game could not be opened"), error->message);
      return NULL;
    }
  const char *why = NULL;
  g_autoptr (FaUc73Game) start = fa_uc73_game_new_from_text (text, FA_UC73_RULES_DEFAULT, &why);
  if (!start)
    {
      g_autofree char *detail = g_strdup_printf ("%s: %s", name, _(why));
      show_error (parent, _("The game could not be opened"), detail);
      return NULL;
    }
  if (!window)
    window = faerie_game_window_new_for_game (app, g_steal_pointer (&start));
  gtk_window_present (GTK_WINDOW (window));
  if (faerie_game_window_load_text (window, text, name, &error))
    g_set_object (&window->file, file);
  else
    show_error (GTK_WINDOW (window), _("The game could not be read to its end"),
                gtk_label_get_text (window->notice_label));
  update_title (window);
  return window;
}

gboolean
faerie_game_window_is_game_file (GFile *file)
{
  g_autofree char *text = NULL;
  return g_file_load_contents (file, NULL, &text, NULL, NULL, NULL) && faerie_game_window_is_game_text (text);
}

FaerieGameWindow *
faerie_game_window_open_new (GtkApplication *app, GtkWindow *parent, GFile *file)
{
  return open_in_new_window (parent, app, file, NULL);
}

FaerieGameWindow *
faerie_game_window_open_file (FaerieGameWindow *self, GFile *file)
{
  g_return_val_if_fail (FAERIE_IS_GAME_WINDOW (self), NULL);
  gboolean fresh = fa_uc73_game_n_turns (self->game) == 0 && !self->modified && !self->file;
  FaerieGameWindow *window = open_in_new_window (GTK_WINDOW (self), gtk_window_get_application (GTK_WINDOW (self)),
                                                 file, fresh ? self : NULL);
  return window ? window : self;
}

/* ---- A new game: the seed ---- */

typedef struct
{
  GtkApplication *app;
  GtkWidget *dialog, *entry;
} SeedRequest;

static void
on_random_clicked (GtkButton *button, SeedRequest *request)
{
  g_autofree char *text = g_strdup_printf ("%u", g_random_int_range (0, 1000000));
  gtk_editable_set_text (GTK_EDITABLE (request->entry), text);
}

static void
on_start_clicked (GtkButton *button, SeedRequest *request)
{
  guint64 seed;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (request->entry));
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &seed, NULL))
    {
      gtk_widget_add_css_class (request->entry, "error");
      gtk_widget_set_tooltip_text (request->entry, _("A seed is a whole number, 0 or more."));
      return;
    }
  FaerieGameWindow *window = faerie_game_window_new (request->app, seed);
  gtk_window_present (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (request->dialog));
}

void
faerie_game_window_ask_new (GtkWindow *parent, GtkApplication *app)
{
  SeedRequest *request = g_new0 (SeedRequest, 1);
  request->app = app;
  GtkWidget *dialog = request->dialog = gtk_window_new ();
  g_object_set_data_full (G_OBJECT (dialog), "request", request, g_free);
  gtk_window_set_title (GTK_WINDOW (dialog), _("New UC-73 Game"));
  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_resizable (GTK_WINDOW (dialog), FALSE);
  gtk_window_set_titlebar (GTK_WINDOW (dialog), gtk_header_bar_new ());
  if (parent)
    gtk_window_set_transient_for (GTK_WINDOW (dialog), parent);
  gtk_window_set_application (GTK_WINDOW (dialog), app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  GtkWidget *explain = gtk_label_new (_("A seed numbers a start: where each side’s pieces stand and the order of "
                                        "its reserve queue. The same seed always gives the same start."));
  gtk_label_set_wrap (GTK_LABEL (explain), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (explain), 48);
  gtk_label_set_xalign (GTK_LABEL (explain), 0);
  gtk_box_append (GTK_BOX (box), explain);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("_Seed:"));
  request->entry = gtk_entry_new ();
  gtk_widget_set_hexpand (request->entry, TRUE);
  gtk_entry_set_input_purpose (GTK_ENTRY (request->entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_activates_default (GTK_ENTRY (request->entry), TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), request->entry);
  GtkWidget *random = gtk_button_new_with_mnemonic (_("_Random"));
  g_signal_connect (random, "clicked", G_CALLBACK (on_random_clicked), request);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), request->entry);
  gtk_box_append (GTK_BOX (row), random);
  gtk_box_append (GTK_BOX (box), row);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), dialog);
  GtkWidget *start = gtk_button_new_with_mnemonic (_("_Start"));
  gtk_widget_add_css_class (start, "suggested-action");
  g_signal_connect (start, "clicked", G_CALLBACK (on_start_clicked), request);
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), start);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_window_set_child (GTK_WINDOW (dialog), box);
  gtk_window_set_default_widget (GTK_WINDOW (dialog), start);
  on_random_clicked (NULL, request);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- Autosave and closing ---- */

char *
faerie_game_window_autosave_path (FaerieGameWindow *self)
{
  g_return_val_if_fail (FAERIE_IS_GAME_WINDOW (self), NULL);
  return faerie_autosave_path (self->autosave_id);
}

void
faerie_game_window_autosave (FaerieGameWindow *self)
{
  g_return_if_fail (FAERIE_IS_GAME_WINDOW (self));
  if (!self->modified)
    return;
  g_autofree char *text = faerie_game_window_save_text (self);
  faerie_autosave_write (self->autosave_id, text, self->file);
}

static gboolean
autosave_tick (gpointer data)
{
  faerie_game_window_autosave (data);
  return G_SOURCE_CONTINUE;
}

void
faerie_game_window_recovered (FaerieGameWindow *self, GFile *original, const char *notice)
{
  g_return_if_fail (FAERIE_IS_GAME_WINDOW (self));
  g_set_object (&self->file, original);
  self->modified = TRUE;
  gtk_label_set_text (self->notice_label, notice);
  gtk_widget_set_visible (GTK_WIDGET (self->notice_label), TRUE);
  update_title (self);
  faerie_game_window_autosave (self);
}

const char *
faerie_game_window_get_notice (FaerieGameWindow *self)
{
  g_return_val_if_fail (FAERIE_IS_GAME_WINDOW (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->notice_label)) ? gtk_label_get_text (self->notice_label) : NULL;
}

static void
on_close_answer (GtkWindow *window, FaerieCloseAnswer answer)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (window);
  g_autoptr (GError) error = NULL;
  if (answer == FAERIE_CLOSE_DISCARD)
    {
      /* Discarded on purpose: no recovery offered later. */
      faerie_autosave_remove (self->autosave_id);
      gtk_window_destroy (window);
    }
  else if (answer == FAERIE_CLOSE_SAVE && !self->file)
    save_as_action (GTK_WIDGET (self), NULL, NULL);
  else if (answer == FAERIE_CLOSE_SAVE && !faerie_game_window_save_to_file (self, self->file, &error))
    show_error (window, _("The game could not be saved"), error->message);
  else if (answer == FAERIE_CLOSE_SAVE)
    gtk_window_destroy (window);
}

static gboolean
faerie_game_window_close_request (GtkWindow *window)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (window);
  if (!self->modified)
    return GTK_WINDOW_CLASS (faerie_game_window_parent_class)->close_request (window);
  faerie_game_window_autosave (self);
  faerie_close_prompt_ask (window, _("The game has turns that are not saved."), on_close_answer);
  return TRUE;
}

/* ---- Object ---- */

static void
faerie_game_window_dispose (GObject *object)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (object);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), FAERIE_TYPE_GAME_WINDOW);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (faerie_game_window_parent_class)->dispose (object);
}

static void
faerie_game_window_finalize (GObject *object)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (object);
  g_clear_pointer (&self->game, fa_uc73_game_free);
  g_clear_pointer (&self->legal, g_array_unref);
  g_clear_pointer (&self->choices, g_array_unref);
  g_clear_pointer (&self->texts, g_ptr_array_unref);
  g_free (self->after);
  g_free (self->autosave_id);
  G_OBJECT_CLASS (faerie_game_window_parent_class)->finalize (object);
}

static void
faerie_game_window_class_init (FaerieGameWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = faerie_game_window_dispose;
  object_class->finalize = faerie_game_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = faerie_game_window_close_request;

  g_type_ensure (FAERIE_TYPE_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/faerie/Faerie/faerie-game-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, board);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, refusal_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, step_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, notice_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, black_header);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, white_header);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, black_caption);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, white_caption);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, step_box);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, choice_buttons);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, skip_drop_button);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, moves_scroll);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, black_queue);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, white_queue);

  gtk_widget_class_install_action (widget_class, "game.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "game.skip-drop", NULL, skip_drop_action);
  gtk_widget_class_install_action (widget_class, "game.play", "s", play_action);
  gtk_widget_class_install_action (widget_class, "game.drop", "s", drop_action);
  gtk_widget_class_install_action (widget_class, "game.choose", "i", choose_action);
  gtk_widget_class_install_action (widget_class, "game.flip", NULL, flip_action);
  gtk_widget_class_install_action (widget_class, "game.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "game.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "game.save-as", NULL, save_as_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "game.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "game.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.save-as",
                                      NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "game.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "game.flip", NULL);
}

static void
faerie_game_window_init (FaerieGameWindow *self)
{
  static guint windows;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->autosave_id = g_strdup_printf ("game-%d-%u", (int) getpid (), ++windows);
  self->autosave_source = g_timeout_add_seconds (FAERIE_AUTOSAVE_SECONDS, autosave_tick, self);
  self->texts = g_ptr_array_new_with_free_func (g_free);
  self->choices = g_array_new (FALSE, FALSE, sizeof (FaMove));
  self->after = g_new0 (FaPosition, 1);
  faerie_board_set_play_mode (self->board, TRUE);
  g_signal_connect (self->board, "play-pick", G_CALLBACK (on_play_pick), self);
  g_signal_connect (self->board, "play-move", G_CALLBACK (on_play_move), self);
  g_signal_connect (self->board, "play-drop", G_CALLBACK (on_play_drop), self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->moves_scroll)), "changed",
                    G_CALLBACK (on_moves_changed), NULL);
}

FaerieGameWindow *
faerie_game_window_new (GtkApplication *app, guint64 seed)
{
  FaerieGameWindow *self = g_object_new (FAERIE_TYPE_GAME_WINDOW, "application", app, NULL);
  self->game = fa_uc73_game_new_seeded (seed, FALSE, FA_UC73_RULES_DEFAULT);
  refresh_legal (self);
  update (self);
  return self;
}

FaerieGameWindow *
faerie_game_window_new_for_game (GtkApplication *app, FaUc73Game *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  FaerieGameWindow *self = g_object_new (FAERIE_TYPE_GAME_WINDOW, "application", app, NULL);
  self->game = game;
  refresh_legal (self);
  update (self);
  return self;
}

guint64
faerie_game_window_get_seed (FaerieGameWindow *self)
{
  guint64 seed = 0;
  fa_uc73_game_get_seed (self->game, &seed);
  return seed;
}

FaUc73Game *
faerie_game_window_get_game (FaerieGameWindow *self)
{
  return self->game;
}

FaerieBoard *
faerie_game_window_get_board (FaerieGameWindow *self)
{
  return self->board;
}

FaerieGameStep
faerie_game_window_get_step (FaerieGameWindow *self)
{
  return self->step;
}

const char *
faerie_game_window_get_status (FaerieGameWindow *self)
{
  return gtk_label_get_text (self->status_label);
}

const char *
faerie_game_window_get_refusal (FaerieGameWindow *self)
{
  g_return_val_if_fail (FAERIE_IS_GAME_WINDOW (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->refusal_label)) ? gtk_label_get_text (self->refusal_label) : NULL;
}

const char *
faerie_game_window_get_move_list (FaerieGameWindow *self)
{
  return gtk_label_get_text (self->move_list);
}
