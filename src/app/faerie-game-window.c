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
  GtkLabel *status_label, *refusal_label, *step_label, *notice_label, *browse_label;
  GtkLabel *black_header, *white_header, *black_caption, *white_caption;
  GtkWidget *step_box, *choice_buttons, *skip_drop_button, *moves_scroll, *browse_box, *play_here_button;
  GtkListBox *move_list;
  GtkFlowBox *black_queue, *white_queue;

  FaUc73Game *game;
  GArray *legal;      /* of FaUc73Turn: the legal turns now */
  /* Each turn of the game (the later ones too while an earlier position
   * is shown) as the move list shows it: Game Courier notation with the
   * interface language's piece codes (the file keeps the spec's). */
  GPtrArray *shown;
  char *move_list_text; /* the move list as text */
  /* An earlier position is shown by taking the later turns back: they
   * wait here, the next first, until the game goes forward again. */
  GArray *ahead;
  GArray *branch;     /* of FaMove: a move made in an earlier position, waiting for "take back the later turns" */
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

/* The interface language's code of a piece (faerie-piece-names.h), for
 * the move list. */
static const char *
local_code (const FaPieceSpec *spec, gpointer data)
{
  return faerie_piece_local_code (spec);
}

/* Notes turn's text (it is legal now, and about to be played). */
static void
record_turn (FaerieGameWindow *self, FaUc73Turn turn)
{
  g_ptr_array_add (self->shown, fa_gc_turn_text_coded (self->game, turn, local_code, NULL));
}

/* The texts of every turn played, written afresh from the start. */
static void
rebuild_texts (FaerieGameWindow *self)
{
  guint n = fa_uc73_game_n_turns (self->game);
  g_autofree FaUc73Turn *turns = g_new (FaUc73Turn, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    turns[i] = fa_uc73_game_turn (self->game, i);
  while (fa_uc73_game_undo (self->game))
    ;
  g_ptr_array_set_size (self->shown, 0);
  for (guint i = 0; i < n; i++)
    {
      record_turn (self, turns[i]);
      fa_uc73_game_play (self->game, turns[i]);
    }
}

/* How many turns the game has, the ones after a position shown too. */
static guint
total_turns (FaerieGameWindow *self)
{
  return fa_uc73_game_n_turns (self->game) + self->ahead->len;
}

/* Takes back or plays again the game's turns until k are played (an
 * earlier position, the later turns kept in ahead); nothing shown. */
static void
seek (FaerieGameWindow *self, guint k)
{
  while (fa_uc73_game_n_turns (self->game) > k)
    {
      FaUc73Turn last = fa_uc73_game_turn (self->game, fa_uc73_game_n_turns (self->game) - 1);
      fa_uc73_game_undo (self->game);
      g_array_prepend_val (self->ahead, last);
    }
  while (fa_uc73_game_n_turns (self->game) < k && self->ahead->len)
    {
      FaUc73Turn next = g_array_index (self->ahead, FaUc73Turn, 0);
      g_array_remove_index (self->ahead, 0);
      fa_uc73_game_play (self->game, next);
    }
}

/* Forgets the turns after the position shown: playing from it. */
static void
drop_later_turns (FaerieGameWindow *self)
{
  guint n = fa_uc73_game_n_turns (self->game);
  g_array_set_size (self->ahead, 0);
  g_ptr_array_set_size (self->shown, (int) n);
  self->modified = TRUE;
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
  /* Translators: after a seed's number in the title: its options. */
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT "%s%s", number,
                                           fa_uc73_game_is_symmetric (self->game) ? _(", symmetric") : "",
                                           fa_uc73_game_flags (self->game) & FA_UC73_FIRST_PAIR_ONLY
                                               ? _(", A4 first pair only")
                                               : "");
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

/* A row of the move list: a turn (its position shown when chosen), or
 * a line that is no position (the drop step, the result). */
static void
append_row (FaerieGameWindow *self, const char *text, gboolean position)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_list_box_append (self->move_list, label);
  GtkListBoxRow *row = GTK_LIST_BOX_ROW (gtk_widget_get_parent (label));
  gtk_list_box_row_set_activatable (row, position);
  gtk_list_box_row_set_selectable (row, position);
}

/* The move list: the start, then a row a turn (the later ones too while
 * an earlier position is shown), the shown position's row selected. */
static void
show_move_list (FaerieGameWindow *self, FaUc73Result result)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->move_list))))
    gtk_list_box_remove (self->move_list, child);
  append_row (self, _("Start"), TRUE);
  GString *list = g_string_new (NULL);
  for (guint i = 0; i < self->shown->len; i++)
    {
      g_autofree char *row = g_strdup_printf ("%u%s %s", i / 2 + 1, i % 2 ? "..." : ".",
                                              (const char *) g_ptr_array_index (self->shown, i));
      g_string_append_printf (list, "%s%s", i ? "\n" : "", row);
      append_row (self, row, TRUE);
    }
  guint n = self->shown->len;
  if (self->step == FAERIE_GAME_STEP_DROP)
    {
      g_autofree char *text
          = fa_gc_turn_text_coded (self->game, (FaUc73Turn) { self->pending, FA_NO_SQUARE }, local_code, NULL);
      /* Translators: the move of a turn whose drop is still to come. */
      g_autofree char *row = g_strdup_printf (_("%u%s %s (drop step)"), n / 2 + 1, n % 2 ? "..." : ".", text);
      g_string_append_printf (list, "%s%s", n ? "\n" : "", row);
      append_row (self, row, FALSE);
    }
  int side = fa_uc73_game_side (self->game);
  const char *outcome = NULL;
  if (result == FA_UC73_CHECKMATE)
    outcome = side == FA_WHITE ? _("0–1: White is checkmated") : _("1–0: Black is checkmated");
  else if (result == FA_UC73_STALEMATE)
    outcome = _("½–½: stalemate");
  if (outcome)
    {
      g_string_append_printf (list, "\n%s", outcome);
      append_row (self, outcome, FALSE);
    }
  if (list->len == 0)
    {
      g_string_append (list, _("No moves yet."));
      append_row (self, list->str, FALSE);
    }
  g_free (self->move_list_text);
  self->move_list_text = g_string_free (list, FALSE);
  gtk_list_box_select_row (self->move_list,
                           gtk_list_box_get_row_at_index (self->move_list, (int) fa_uc73_game_n_turns (self->game)));
}

/* The browsing bar: which earlier position is shown, and a move made in
 * it waiting to be confirmed. */
static void
show_browsing (FaerieGameWindow *self)
{
  guint n = fa_uc73_game_n_turns (self->game), total = total_turns (self);
  gtk_widget_set_visible (self->browse_box, self->ahead->len > 0);
  gtk_widget_set_visible (self->play_here_button, self->branch->len > 0);
  if (!self->ahead->len)
    return;
  g_autofree char *text = NULL;
  if (self->branch->len)
    {
      g_autofree char *move = fa_gc_turn_text_coded (
          self->game, (FaUc73Turn) { g_array_index (self->branch, FaMove, 0), FA_NO_SQUARE }, local_code, NULL);
      text = g_strdup_printf (g_dngettext (NULL, "Play %s from this earlier position? The %u later turn is taken back.",
                                           "Play %s from this earlier position? The %u later turns are taken back.",
                                           self->ahead->len),
                              move, self->ahead->len);
    }
  else if (n == 0)
    text = g_strdup_printf (_("The start, before the %u turns played: look only. A move made here asks to take "
                              "back the later turns."),
                            total);
  else
    text = g_strdup_printf (_("The position after turn %u of %u: look only. A move made here asks to take back "
                              "the later turns."),
                            n, total);
  gtk_label_set_text (self->browse_label, text);
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
  show_browsing (self);

  gboolean browsing = self->ahead->len > 0;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.undo",
                                 !browsing && (n_turns > 0 || self->step != FAERIE_GAME_STEP_MOVE));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.first", n_turns > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.back", n_turns > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.forward", browsing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.current", browsing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.play-from-here", self->branch->len > 0);
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
on_moves_changed (GtkAdjustment *adjustment, FaerieGameWindow *self)
{
  /* The last turn in sight, once the list has its new size (an earlier
   * position's turn is the one chosen: in sight already). */
  if (self->ahead->len)
    return;
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
  if (!fa_uc73_game_turn_is_legal (self->game, turn))
    {
      g_warn_if_reached ();
      return;
    }
  if (self->ahead->len)
    drop_later_turns (self);
  record_turn (self, turn);
  fa_uc73_game_play (self->game, turn);
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
  if (self->ahead->len)
    {
      /* An earlier position: the move waits until the later turns are
       * taken back on purpose; the piece goes back meanwhile. */
      g_array_set_size (self->branch, 0);
      g_array_append_vals (self->branch, moves->data, moves->len);
      update (self);
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
  if (self->ahead->len)
    {
      g_set_error_literal (error, FA_GC_ERROR, FA_GC_ERROR_ILLEGAL,
                           _("An earlier position is shown: go back to the current position first."));
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

void
faerie_game_window_show_turn (FaerieGameWindow *self, guint k)
{
  g_return_if_fail (FAERIE_IS_GAME_WINDOW (self));
  set_step (self, FAERIE_GAME_STEP_MOVE); /* an unfinished turn's move goes back */
  g_array_set_size (self->branch, 0);
  seek (self, MIN (k, total_turns (self)));
  refresh_legal (self);
  update (self);
}

guint
faerie_game_window_get_shown_turn (FaerieGameWindow *self)
{
  g_return_val_if_fail (FAERIE_IS_GAME_WINDOW (self), 0);
  return fa_uc73_game_n_turns (self->game);
}

const char *
faerie_game_window_get_browsing (FaerieGameWindow *self)
{
  g_return_val_if_fail (FAERIE_IS_GAME_WINDOW (self), NULL);
  return gtk_widget_get_visible (self->browse_box) ? gtk_label_get_text (self->browse_label) : NULL;
}

static void
on_turn_activated (GtkListBox *box, GtkListBoxRow *row, FaerieGameWindow *self)
{
  faerie_game_window_show_turn (self, (guint) gtk_list_box_row_get_index (row));
}

static void
step_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (widget);
  guint n = fa_uc73_game_n_turns (self->game);
  if (!strcmp (name, "game.first"))
    faerie_game_window_show_turn (self, 0);
  else if (!strcmp (name, "game.back") && n > 0)
    faerie_game_window_show_turn (self, n - 1);
  else if (!strcmp (name, "game.forward"))
    faerie_game_window_show_turn (self, n + 1);
  else if (!strcmp (name, "game.current"))
    faerie_game_window_show_turn (self, total_turns (self));
}

static void
play_from_here_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (widget);
  if (!self->branch->len)
    return;
  g_autoptr (GArray) moves = g_array_copy (self->branch);
  g_array_set_size (self->branch, 0);
  drop_later_turns (self);
  refresh_legal (self);
  if (moves->len == 1)
    make_move (self, g_array_index (moves, FaMove, 0));
  else
    offer_choices (self, moves);
}

static void
undo_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieGameWindow *self = FAERIE_GAME_WINDOW (widget);
  if (self->ahead->len)
    return; /* an earlier position is shown: nothing to take back there */
  if (self->step != FAERIE_GAME_STEP_MOVE)
    set_step (self, FAERIE_GAME_STEP_MOVE); /* the move of an unfinished turn goes back */
  else if (fa_uc73_game_undo (self->game))
    {
      g_ptr_array_set_size (self->shown, (int) self->shown->len - 1);
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
  /* The whole game, whatever position is shown. */
  guint shown = fa_uc73_game_n_turns (self->game);
  seek (self, total_turns (self));
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
  seek (self, shown);
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
  g_autoptr (GError) replay_error = NULL;
  int bad_line = 0;
  gboolean complete = fa_gc_replay (game, text, NULL, NULL, NULL, &bad_line, &replay_error);
  g_clear_pointer (&self->game, fa_uc73_game_free);
  self->game = game;
  g_array_set_size (self->ahead, 0);
  g_array_set_size (self->branch, 0);
  rebuild_texts (self);
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
  GtkWidget *dialog, *entry, *symmetric, *first_pair;
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
  gboolean symmetric = gtk_check_button_get_active (GTK_CHECK_BUTTON (request->symmetric));
  FaUc73Flags flags = gtk_check_button_get_active (GTK_CHECK_BUTTON (request->first_pair)) ? FA_UC73_FIRST_PAIR_ONLY
                                                                                           : FA_UC73_RULES_DEFAULT;
  FaerieGameWindow *window
      = faerie_game_window_new_for_game (request->app, fa_uc73_game_new_seeded (seed, symmetric, flags));
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
  request->symmetric = gtk_check_button_new_with_mnemonic (_("S_ymmetric start: Black’s arrangement and queue are "
                                                             "White’s, mirrored"));
  gtk_box_append (GTK_BOX (box), request->symmetric);
  request->first_pair = gtk_check_button_new_with_mnemonic (_("Only the _first pair of a recapture chain is an "
                                                              "exchange (ambiguity A4)"));
  gtk_widget_set_tooltip_text (request->first_pair,
                               _("By default every capture that takes back the capturing piece completes an "
                                 "exchange, so in a chain of recaptures each pair gives both sides a drop right. "
                                 "With this, a recapture that completes an exchange starts no new one."));
  gtk_box_append (GTK_BOX (box), request->first_pair);
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
  g_clear_pointer (&self->shown, g_ptr_array_unref);
  g_clear_pointer (&self->ahead, g_array_unref);
  g_clear_pointer (&self->branch, g_array_unref);
  g_free (self->move_list_text);
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
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, browse_box);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, browse_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieGameWindow, play_here_button);
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
  gtk_widget_class_install_action (widget_class, "game.first", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "game.back", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "game.forward", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "game.current", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "game.play-from-here", NULL, play_from_here_action);
  /* As the problem window steps through a line: Alt and the arrows. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "game.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "game.forward", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_ALT_MASK, "game.first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, GDK_ALT_MASK, "game.current", NULL);
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
  self->shown = g_ptr_array_new_with_free_func (g_free);
  self->ahead = g_array_new (FALSE, FALSE, sizeof (FaUc73Turn));
  self->branch = g_array_new (FALSE, FALSE, sizeof (FaMove));
  g_signal_connect (self->move_list, "row-activated", G_CALLBACK (on_turn_activated), self);
  self->choices = g_array_new (FALSE, FALSE, sizeof (FaMove));
  self->after = g_new0 (FaPosition, 1);
  faerie_board_set_play_mode (self->board, TRUE);
  g_signal_connect (self->board, "play-pick", G_CALLBACK (on_play_pick), self);
  g_signal_connect (self->board, "play-move", G_CALLBACK (on_play_move), self);
  g_signal_connect (self->board, "play-drop", G_CALLBACK (on_play_drop), self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->moves_scroll)), "changed",
                    G_CALLBACK (on_moves_changed), self);
}

FaerieGameWindow *
faerie_game_window_new (GtkApplication *app, guint64 seed)
{
  return faerie_game_window_new_for_game (app, fa_uc73_game_new_seeded (seed, FALSE, FA_UC73_RULES_DEFAULT));
}

FaerieGameWindow *
faerie_game_window_new_for_game (GtkApplication *app, FaUc73Game *game)
{
  g_return_val_if_fail (game != NULL, NULL);
  FaerieGameWindow *self = g_object_new (FAERIE_TYPE_GAME_WINDOW, "application", app, NULL);
  self->game = game;
  rebuild_texts (self);
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
  return self->move_list_text;
}
