#include "faerie-board.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "faerie-piece-art.h"
#include "faerie-piece-names.h"
#include "pieces/piece-catalogue.h"

#define TYPING_PAUSE_MS 700 /* a typed code ends after this pause */

struct _FaerieBoard
{
  GtkWidget parent_instance;
  FaProblem *problem;       /* our copy */
  gboolean editable, flipped, show_coordinates;
  GdkRGBA light, dark;
  const FaPieceSpec *current_spec;
  FaColour current_colour;
  FaSquare cursor;
  FaSquare marked_from, marked_to;
  FaSquare drag_from;       /* the square a drag started on */
  /* Play mode (a game): the owner says which pieces may be picked up and
   * which squares the picked one may go to; nothing is edited. */
  gboolean play_mode;
  FaSquare picked;          /* the picked piece's square, FA_NO_SQUARE if none */
  gboolean targets[FA_MAX_SQUARES];
  FaSquare menu_square;     /* the square of the context menu */
  GtkWidget *menu;
  GMenu *menu_model;
  GString *typed;           /* a piece code being typed */
  gboolean typed_black;
  guint typing_timeout;
  gboolean hole_mode;       /* a click makes a square a hole, or a hole a square */
  /* A piece dragged off the board fades out where it stood. */
  FaPlacedPiece fading;
  gint64 fade_start;        /* 0: nothing fading */
  guint fade_tick;
};

#define FADE_USEC (220 * 1000)

G_DEFINE_FINAL_TYPE (FaerieBoard, faerie_board, GTK_TYPE_WIDGET)

enum
{
  PIECE_DROPPED,
  PIECE_MOVED,
  PIECE_REMOVED,
  MWU_TOGGLED,
  PARALYSING_TOGGLED,
  HOLE_TOGGLED,
  PLAY_PICK,
  PLAY_MOVE,
  PLAY_DROP,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

/* ---- Geometry ---- */

typedef struct
{
  double x0, y0, square, margin;
  int files, ranks;
} Layout;

static void
compute_layout (FaerieBoard *self, Layout *l)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));
  l->files = self->problem->files;
  l->ranks = self->problem->ranks;
  /* Coordinates take a margin of about a third of a square. */
  double margin_share = self->show_coordinates ? 0.35 : 0.05;
  double square = MIN (width / (l->files + 2 * margin_share), height / (l->ranks + 2 * margin_share));
  l->square = floor (MAX (square, 1));
  l->margin = floor (l->square * margin_share);
  l->x0 = floor ((width - l->square * l->files) / 2);
  l->y0 = floor ((height - l->square * l->ranks) / 2);
}

/* Column and row on screen of a square (row 0 at the top). */
static void
square_cell (FaerieBoard *self, const Layout *l, FaSquare sq, int *col, int *row)
{
  int file = sq % l->files, rank = sq / l->files;
  *col = self->flipped ? l->files - 1 - file : file;
  *row = self->flipped ? rank : l->ranks - 1 - rank;
}

/* The square under (x, y), a hole too; FA_NO_SQUARE off the board. */
static FaSquare
cell_at (FaerieBoard *self, double x, double y)
{
  Layout l;
  compute_layout (self, &l);
  int col = (int) floor ((x - l.x0) / l.square), row = (int) floor ((y - l.y0) / l.square);
  if (x < l.x0 || y < l.y0 || col < 0 || row < 0 || col >= l.files || row >= l.ranks)
    return FA_NO_SQUARE;
  int file = self->flipped ? l.files - 1 - col : col;
  int rank = self->flipped ? row : l.ranks - 1 - row;
  return (FaSquare) (rank * l.files + file);
}

FaSquare
faerie_board_square_at (FaerieBoard *self, double x, double y)
{
  FaSquare sq = cell_at (self, x, y);
  return sq != FA_NO_SQUARE && self->problem->holes[sq] ? FA_NO_SQUARE : sq;
}

void
faerie_board_square_centre (FaerieBoard *self, FaSquare square, double *x, double *y)
{
  Layout l;
  compute_layout (self, &l);
  int col, row;
  square_cell (self, &l, square, &col, &row);
  *x = l.x0 + (col + 0.5) * l.square;
  *y = l.y0 + (row + 0.5) * l.square;
}

/* ---- Drawing ---- */

static void
append_label (GtkWidget *widget, GtkSnapshot *snapshot, const char *text, double cx, double cy, double size)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoFontDescription *font = pango_font_description_new ();
  pango_font_description_set_absolute_size (font, MAX (size, 6) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  int w, h;
  pango_layout_get_pixel_size (layout, &w, &h);
  GdkRGBA colour;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) (cx - w / 2.0), (float) (cy - h / 2.0)));
  gtk_snapshot_append_layout (snapshot, layout, &colour);
  gtk_snapshot_restore (snapshot);
  g_object_unref (layout);
}

/* The Magic Wandering Unit's mark: a gold ring round the square's
 * piece, as diagrams circle a unit with a power of its own. */
static void
append_mwu_mark (GtkSnapshot *snapshot, const graphene_rect_t *square)
{
  float inset = square->size.width * 0.04f, w = MAX (2.0f, square->size.width / 18);
  GskRoundedRect ring;
  gsk_rounded_rect_init_from_rect (&ring, &GRAPHENE_RECT_INIT (square->origin.x + inset, square->origin.y + inset,
                                                                square->size.width - 2 * inset,
                                                                square->size.height - 2 * inset),
                                   square->size.width / 2 - inset);
  GdkRGBA gold = { 0.85, 0.62, 0.05, 0.95 };
  gtk_snapshot_append_border (snapshot, &ring, (float[4]) { w, w, w, w }, (GdkRGBA[4]) { gold, gold, gold, gold });
}

/* A paralysing unit's mark: a violet ring inside the square's edge (the
 * MWU's gold ring, round the piece, stays visible inside it). */
static void
append_paralysing_mark (GtkSnapshot *snapshot, const graphene_rect_t *square)
{
  float w = MAX (2.0f, square->size.width / 16);
  GskRoundedRect frame;
  gsk_rounded_rect_init_from_rect (&frame, square, square->size.width / 8);
  GdkRGBA violet = { 0.55, 0.2, 0.75, 0.9 };
  gtk_snapshot_append_border (snapshot, &frame, (float[4]) { w, w, w, w },
                              (GdkRGBA[4]) { violet, violet, violet, violet });
}

/* Play mode: the picked piece's square tinted, and where it may go: a
 * dot on an empty square, a ring round a piece it may take. */
static void
append_targets (FaerieBoard *self, GtkSnapshot *snapshot, const Layout *l)
{
  GdkRGBA picked = { 0.35, 0.65, 0.3, 0.45 }, target = { 0.15, 0.45, 0.15, 0.55 };
  int n = l->files * l->ranks;
  for (FaSquare sq = 0; sq < n; sq++)
    {
      if (sq != self->picked && !self->targets[sq])
        continue;
      int col, row;
      square_cell (self, l, sq, &col, &row);
      graphene_rect_t r = GRAPHENE_RECT_INIT ((float) (l->x0 + col * l->square), (float) (l->y0 + row * l->square),
                                              (float) l->square, (float) l->square);
      if (sq == self->picked)
        gtk_snapshot_append_color (snapshot, &picked, &r);
      if (!self->targets[sq])
        continue;
      if (fa_problem_piece_at (self->problem, sq))
        {
          float w = (float) MAX (3, l->square / 12);
          GskRoundedRect ring;
          gsk_rounded_rect_init_from_rect (&ring, &r, (float) l->square / 2);
          gtk_snapshot_append_border (snapshot, &ring, (float[4]) { w, w, w, w },
                                      (GdkRGBA[4]) { target, target, target, target });
        }
      else
        {
          float d = (float) l->square * 0.3f;
          GskRoundedRect dot;
          gsk_rounded_rect_init_from_rect (&dot, &GRAPHENE_RECT_INIT (r.origin.x + (r.size.width - d) / 2,
                                                                      r.origin.y + (r.size.height - d) / 2, d, d),
                                           d / 2);
          gtk_snapshot_push_rounded_clip (snapshot, &dot);
          gtk_snapshot_append_color (snapshot, &target, &dot.bounds);
          gtk_snapshot_pop (snapshot);
        }
    }
}

static void
faerie_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FaerieBoard *self = FAERIE_BOARD (widget);
  Layout l;
  compute_layout (self, &l);
  int scale = gtk_widget_get_scale_factor (widget);
  GdkRGBA mark = { 0.95, 0.85, 0.2, 0.45 };
  for (int rank = 0; rank < l.ranks; rank++)
    for (int file = 0; file < l.files; file++)
      {
        FaSquare sq = (FaSquare) (rank * l.files + file);
        if (self->problem->holes[sq])
          continue;
        int col, row;
        square_cell (self, &l, sq, &col, &row);
        graphene_rect_t r = GRAPHENE_RECT_INIT ((float) (l.x0 + col * l.square), (float) (l.y0 + row * l.square),
                                                (float) l.square, (float) l.square);
        gtk_snapshot_append_color (snapshot, (file + rank) % 2 ? &self->light : &self->dark, &r);
        if (sq == self->marked_from || sq == self->marked_to)
          gtk_snapshot_append_color (snapshot, &mark, &r);
      }
  FaeriePieceArt *art = faerie_piece_art_get_default ();
  for (guint i = 0; i < self->problem->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (self->problem->pieces, FaPlacedPiece, i);
      if (pp->square >= l.files * l.ranks)
        continue;
      int col, row;
      square_cell (self, &l, pp->square, &col, &row);
      GdkTexture *texture = faerie_piece_art_texture (art, pp->spec, pp->colour, (int) l.square * scale);
      graphene_rect_t r = GRAPHENE_RECT_INIT ((float) (l.x0 + col * l.square), (float) (l.y0 + row * l.square),
                                              (float) l.square, (float) l.square);
      gtk_snapshot_append_texture (snapshot, texture, &r);
      if (pp->mwu)
        append_mwu_mark (snapshot, &r);
      if (pp->paralysing)
        append_paralysing_mark (snapshot, &r);
    }
  if (self->fade_start && self->fading.square < l.files * l.ranks)
    {
      /* Smaller and fainter as it goes. */
      double t = CLAMP ((double) (g_get_monotonic_time () - self->fade_start) / FADE_USEC, 0, 1);
      int col, row;
      square_cell (self, &l, self->fading.square, &col, &row);
      double inset = l.square * 0.25 * t;
      graphene_rect_t r = GRAPHENE_RECT_INIT ((float) (l.x0 + col * l.square + inset),
                                              (float) (l.y0 + row * l.square + inset), (float) (l.square - 2 * inset),
                                              (float) (l.square - 2 * inset));
      gtk_snapshot_push_opacity (snapshot, 1 - t);
      gtk_snapshot_append_texture (
          snapshot, faerie_piece_art_texture (art, self->fading.spec, self->fading.colour, (int) l.square * scale), &r);
      gtk_snapshot_pop (snapshot);
    }
  if (self->play_mode)
    append_targets (self, snapshot, &l);
  if (self->show_coordinates)
    for (int i = 0; i < MAX (l.files, l.ranks); i++)
      {
        double label = l.margin * 0.7;
        if (i < l.files)
          {
            char text[4] = { (char) ('a' + (self->flipped ? l.files - 1 - i : i)), 0 };
            append_label (widget, snapshot, text, l.x0 + (i + 0.5) * l.square, l.y0 + l.ranks * l.square + l.margin / 2,
                          label);
          }
        if (i < l.ranks)
          {
            char text[4];
            g_snprintf (text, sizeof text, "%d", self->flipped ? i + 1 : l.ranks - i);
            append_label (widget, snapshot, text, l.x0 - l.margin / 2, l.y0 + (i + 0.5) * l.square, label);
          }
      }
  /* The letters of a piece code being typed, on the square the piece
   * will go to, until the code is complete or the pause ends it. */
  if (self->typed->len && self->cursor != FA_NO_SQUARE)
    {
      int col, row;
      square_cell (self, &l, self->cursor, &col, &row);
      graphene_rect_t r = GRAPHENE_RECT_INIT ((float) (l.x0 + col * l.square), (float) (l.y0 + row * l.square),
                                              (float) l.square, (float) l.square);
      GdkRGBA veil = { 1, 1, 1, 0.8f };
      gtk_snapshot_append_color (snapshot, &veil, &r);
      append_label (widget, snapshot, self->typed->str, l.x0 + (col + 0.5) * l.square, l.y0 + (row + 0.5) * l.square,
                    l.square * 0.4);
    }
  if (gtk_widget_has_focus (widget) && self->cursor != FA_NO_SQUARE && self->editable)
    {
      int col, row;
      square_cell (self, &l, self->cursor, &col, &row);
      GskRoundedRect outline;
      gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT ((float) (l.x0 + col * l.square),
                                                                     (float) (l.y0 + row * l.square),
                                                                     (float) l.square, (float) l.square), 0);
      GdkRGBA focus = { 0.2, 0.45, 0.9, 1 };
      float w = (float) MAX (2, l.square / 16);
      gtk_snapshot_append_border (snapshot, &outline, (float[4]) { w, w, w, w },
                                  (GdkRGBA[4]) { focus, focus, focus, focus });
    }
}

static void
faerie_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                      int *minimum_baseline, int *natural_baseline)
{
  FaerieBoard *self = FAERIE_BOARD (widget);
  int n = orientation == GTK_ORIENTATION_HORIZONTAL ? self->problem->files : self->problem->ranks;
  *minimum = (int) ((n + 0.7) * 28);
  *natural = (int) ((n + 0.7) * 60);
  *minimum_baseline = *natural_baseline = -1;
}

/* ---- Edits ---- */

void
faerie_board_set_hole_mode (FaerieBoard *self, gboolean on)
{
  self->hole_mode = on;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), on ? "crosshair" : NULL);
}

gboolean
faerie_board_get_hole_mode (FaerieBoard *self)
{
  return self->hole_mode;
}

void
faerie_board_drop_piece (FaerieBoard *self, const FaPieceSpec *spec, FaColour colour, FaSquare square)
{
  g_return_if_fail (FAERIE_IS_BOARD (self));
  if (!self->editable || square == FA_NO_SQUARE || !spec)
    return;
  g_signal_emit (self, signals[PIECE_DROPPED], 0, spec, (int) colour, (int) square);
}

char *
faerie_board_piece_payload (const FaPieceSpec *spec, FaColour colour)
{
  return g_strdup_printf ("piece:%s:%d", spec->code, (int) colour);
}

static gboolean
fade_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  FaerieBoard *self = FAERIE_BOARD (widget);
  gtk_widget_queue_draw (widget);
  if (g_get_monotonic_time () - self->fade_start < FADE_USEC)
    return G_SOURCE_CONTINUE;
  self->fade_start = 0;
  self->fade_tick = 0;
  return G_SOURCE_REMOVE;
}

/* Removes the piece on from, as a drag off the board does: it fades out
 * on its square, the removal's animation. */
static void
remove_dragged (FaerieBoard *self, FaSquare from)
{
  const FaPlacedPiece *pp = fa_problem_piece_at (self->problem, from);
  if (pp)
    {
      self->fading = *pp;
      self->fade_start = g_get_monotonic_time ();
      if (!self->fade_tick)
        self->fade_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), fade_tick, NULL, NULL);
    }
  g_signal_emit (self, signals[PIECE_REMOVED], 0, (int) from);
}

/* Play mode: asks the owner to make the move from the picked square to
 * to; TRUE when it took it. */
static gboolean
play_move (FaerieBoard *self, FaSquare from, FaSquare to)
{
  gboolean accepted = FALSE;
  if (from != FA_NO_SQUARE && to != FA_NO_SQUARE)
    g_signal_emit (self, signals[PLAY_MOVE], 0, (int) from, (int) to, &accepted);
  return accepted;
}

/* Play mode: a piece of the board ("square:N") or of a reserve
 * ("reserve:...") dropped on to.  Refused (FALSE: the drag icon flies
 * back) unless the owner takes it. */
static gboolean
play_drop_payload (FaerieBoard *self, const char *payload, FaSquare to)
{
  gboolean accepted = FALSE;
  if (g_str_has_prefix (payload, "square:"))
    accepted = play_move (self, (FaSquare) atoi (payload + 7), to);
  else if (g_str_has_prefix (payload, "reserve:") && to != FA_NO_SQUARE)
    g_signal_emit (self, signals[PLAY_DROP], 0, (int) to, &accepted);
  return accepted;
}

/* Play mode: asks the owner whether the piece on sq may be picked up;
 * the owner answers with faerie_board_set_targets. */
static gboolean
play_pick (FaerieBoard *self, FaSquare sq)
{
  gboolean accepted = FALSE;
  if (sq != FA_NO_SQUARE)
    g_signal_emit (self, signals[PLAY_PICK], 0, (int) sq, &accepted);
  return accepted;
}

static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y, FaerieBoard *self)
{
  const char *payload = g_value_get_string (value);
  FaSquare to = faerie_board_square_at (self, x, y);
  if (payload && self->play_mode)
    return play_drop_payload (self, payload, to);
  if (!payload || !self->editable)
    return FALSE;
  if (g_str_has_prefix (payload, "square:"))
    {
      int from = atoi (payload + 7);
      /* Off the squares but over the board's pane: the piece goes, as
       * anywhere off the board. */
      if (to == FA_NO_SQUARE)
        remove_dragged (self, (FaSquare) from);
      else if (from != to)
        g_signal_emit (self, signals[PIECE_MOVED], 0, from, (int) to);
      return TRUE;
    }
  if (to == FA_NO_SQUARE)
    return FALSE;
  g_auto (GStrv) parts = g_strsplit (payload, ":", 3);
  if (g_strv_length (parts) != 3 || strcmp (parts[0], "piece") != 0)
    return FALSE;
  const FaPieceSpec *spec = fa_problem_lookup_piece (self->problem, parts[1], strlen (parts[1]));
  int colour = atoi (parts[2]);
  if (!spec || colour < FA_COLOUR_WHITE || colour > FA_COLOUR_NEUTRAL)
    return FALSE;
  faerie_board_drop_piece (self, spec, (FaColour) colour, to);
  self->cursor = to;
  return TRUE;
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source, double x, double y, FaerieBoard *self)
{
  FaSquare sq = faerie_board_square_at (self, x, y);
  const FaPlacedPiece *pp = sq == FA_NO_SQUARE ? NULL : fa_problem_piece_at (self->problem, sq);
  if (self->play_mode ? !pp || !play_pick (self, sq) : !self->editable || !pp)
    return NULL;
  self->drag_from = sq;
  Layout l;
  compute_layout (self, &l);
  GdkTexture *texture = faerie_piece_art_texture (faerie_piece_art_get_default (), pp->spec, pp->colour,
                                                  (int) l.square);
  gtk_drag_source_set_icon (source, GDK_PAINTABLE (texture), (int) l.square / 2, (int) l.square / 2);
  g_autofree char *payload = g_strdup_printf ("square:%d", sq);
  return gdk_content_provider_new_typed (G_TYPE_STRING, payload);
}

/* The board's square under the pointer of drag, FA_NO_SQUARE if none. */
static FaSquare
square_under_pointer (FaerieBoard *self, GdkDrag *drag)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  double x, y, nx, ny;
  if (!native || !gdk_surface_get_device_position (gtk_native_get_surface (native), gdk_drag_get_device (drag), &x, &y,
                                                   NULL))
    return FA_NO_SQUARE;
  gtk_native_get_surface_transform (native, &nx, &ny);
  graphene_point_t p;
  if (!gtk_widget_compute_point (GTK_WIDGET (native), GTK_WIDGET (self), &GRAPHENE_POINT_INIT ((float) (x - nx),
                                                                                              (float) (y - ny)),
                                 &p))
    return FA_NO_SQUARE;
  return faerie_board_square_at (self, p.x, p.y);
}

static gboolean
on_drag_cancel (GtkDragSource *source, GdkDrag *drag, GdkDragCancelReason reason, FaerieBoard *self)
{
  /* Dropped where nothing takes it: off the board, so the piece goes.
   * A drag that jumps, released before the board heard it arrive, is
   * cancelled the same way though the pointer stands on a square: the
   * piece goes there. */
  gboolean handled = FALSE;
  if (self->play_mode)
    {
      /* Only a legal move is taken; anything else flies back. */
      if (reason == GDK_DRAG_CANCEL_NO_TARGET && self->drag_from != FA_NO_SQUARE)
        handled = play_move (self, self->drag_from, square_under_pointer (self, drag));
      self->drag_from = FA_NO_SQUARE;
      return handled;
    }
  if (reason == GDK_DRAG_CANCEL_NO_TARGET && self->drag_from != FA_NO_SQUARE)
    {
      FaSquare to = square_under_pointer (self, drag);
      if (to == FA_NO_SQUARE)
        remove_dragged (self, self->drag_from);
      else if (to != self->drag_from)
        g_signal_emit (self, signals[PIECE_MOVED], 0, (int) self->drag_from, (int) to);
      /* Handled: the icon does not fly back as from a drag given up. */
      handled = to != self->drag_from;
    }
  self->drag_from = FA_NO_SQUARE;
  return handled;
}

static void
on_drag_end (GtkDragSource *source, GdkDrag *drag, gboolean delete_data, FaerieBoard *self)
{
  self->drag_from = FA_NO_SQUARE;
}

static void
on_click_released (GtkGestureClick *gesture, int n_press, double x, double y, FaerieBoard *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->play_mode)
    {
      /* Click a piece to pick it up, then a target square to move it
       * there; during a drop step, a target square to drop on. */
      FaSquare sq = faerie_board_square_at (self, x, y);
      gboolean drop_step = self->picked == FA_NO_SQUARE && sq != FA_NO_SQUARE && self->targets[sq];
      if (n_press != 1 || sq == FA_NO_SQUARE)
        return;
      if (drop_step)
        {
          gboolean accepted = FALSE;
          g_signal_emit (self, signals[PLAY_DROP], 0, (int) sq, &accepted);
        }
      else if (self->picked != FA_NO_SQUARE && self->targets[sq])
        play_move (self, self->picked, sq);
      else if (sq != self->picked && fa_problem_piece_at (self->problem, sq))
        play_pick (self, sq);
      else
        faerie_board_set_targets (self, FA_NO_SQUARE, NULL, 0);
      return;
    }
  if (self->editable && self->hole_mode)
    {
      FaSquare cell = cell_at (self, x, y);
      if (cell != FA_NO_SQUARE && n_press == 1)
        g_signal_emit (self, signals[HOLE_TOGGLED], 0, (int) cell);
      return;
    }
  FaSquare sq = faerie_board_square_at (self, x, y);
  if (sq == FA_NO_SQUARE)
    return;
  self->cursor = sq;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (self->editable && self->current_spec && n_press == 1)
    faerie_board_drop_piece (self, self->current_spec, self->current_colour, sq);
}

static void
on_context_pressed (GtkGestureClick *gesture, int n_press, double x, double y, FaerieBoard *self)
{
  FaSquare sq = faerie_board_square_at (self, x, y);
  if (sq == FA_NO_SQUARE || !self->editable || self->play_mode || !fa_problem_piece_at (self->problem, sq))
    return;
  self->menu_square = sq;
  /* The Magic Wandering Unit: any unit but a king or a neutral one. */
  const FaPlacedPiece *pp = fa_problem_piece_at (self->problem, sq);
  gboolean magic = !(fa_placed_piece_kind (pp)->flags & FA_PIECE_ROYAL) && !pp->royal && pp->colour != FA_COLOUR_NEUTRAL;
  while (g_menu_model_get_n_items (G_MENU_MODEL (self->menu_model)) > 4)
    g_menu_remove (self->menu_model, 4);
  if (magic)
    g_menu_append (self->menu_model, pp->mwu ? _("Not the Magic Wandering Unit") : _("Magic Wandering Unit"),
                   "board.mwu");
  /* Popeye's attribute Paralysing: any unit but a neutral one. */
  if (pp->colour != FA_COLOUR_NEUTRAL)
    g_menu_append (self->menu_model, pp->paralysing ? _("Not Paralysing") : _("Paralysing"), "board.paralysing");
  /* Another kind: the palette's piece, in this piece's colour. */
  if (self->current_spec && self->current_spec != pp->spec)
    {
      g_autofree char *label = g_strdup_printf (_("Change to %s"), faerie_piece_local_name (self->current_spec));
      g_menu_append (self->menu_model, label, "board.change-kind");
    }
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu), &(GdkRectangle) { (int) x, (int) y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

static void
recolour_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieBoard *self = FAERIE_BOARD (widget);
  const FaPlacedPiece *pp = fa_problem_piece_at (self->problem, self->menu_square);
  if (pp)
    faerie_board_drop_piece (self, pp->spec, (FaColour) g_variant_get_int32 (parameter), self->menu_square);
}

static void
remove_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieBoard *self = FAERIE_BOARD (widget);
  if (self->editable && fa_problem_piece_at (self->problem, self->menu_square))
    g_signal_emit (self, signals[PIECE_REMOVED], 0, (int) self->menu_square);
}

static void
change_kind_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieBoard *self = FAERIE_BOARD (widget);
  const FaPlacedPiece *pp = fa_problem_piece_at (self->problem, self->menu_square);
  if (pp && self->current_spec)
    faerie_board_drop_piece (self, self->current_spec, pp->colour, self->menu_square);
}

static void
mwu_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieBoard *self = FAERIE_BOARD (widget);
  if (self->editable && fa_problem_piece_at (self->problem, self->menu_square))
    g_signal_emit (self, signals[MWU_TOGGLED], 0, (int) self->menu_square);
}

static void
paralysing_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieBoard *self = FAERIE_BOARD (widget);
  if (self->editable && fa_problem_piece_at (self->problem, self->menu_square))
    g_signal_emit (self, signals[PARALYSING_TOGGLED], 0, (int) self->menu_square);
}

static void
flip_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieBoard *self = FAERIE_BOARD (widget);
  faerie_board_set_flipped (self, !self->flipped);
}

/* ---- Keyboard ---- */

/* Puts down the piece whose code was typed, if there is one. */
static void
place_typed (FaerieBoard *self)
{
  g_clear_handle_id (&self->typing_timeout, g_source_remove);
  if (self->typed->len == 0)
    return;
  const FaPieceSpec *spec = faerie_piece_lookup_local (self->problem, self->typed->str);
  FaColour colour = self->typed_black ? FA_COLOUR_BLACK : FA_COLOUR_WHITE;
  g_string_truncate (self->typed, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (spec && self->cursor != FA_NO_SQUARE)
    faerie_board_drop_piece (self, spec, colour, self->cursor);
}

static gboolean
typing_paused (gpointer data)
{
  FaerieBoard *self = data;
  self->typing_timeout = 0;
  place_typed (self);
  return G_SOURCE_REMOVE;
}

static void
move_cursor (FaerieBoard *self, int dx, int dy)
{
  int files = self->problem->files, ranks = self->problem->ranks;
  if (self->cursor == FA_NO_SQUARE)
    self->cursor = 0;
  int file = self->cursor % files, rank = self->cursor / files;
  if (self->flipped)
    dx = -dx, dy = -dy;
  file = CLAMP (file + dx, 0, files - 1);
  rank = CLAMP (rank + dy, 0, ranks - 1);
  self->cursor = (FaSquare) (rank * files + file);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                FaerieBoard *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK) || self->play_mode)
    return FALSE;
  /* Any other key ends a code being typed: it goes down where it was typed. */
  guint32 typed_char = gdk_keyval_to_unicode (keyval);
  if (self->typed->len && !(typed_char < 128 && g_ascii_isalpha ((char) typed_char)))
    place_typed (self);
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: move_cursor (self, -1, 0); return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: move_cursor (self, 1, 0); return TRUE;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: move_cursor (self, 0, 1); return TRUE;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: move_cursor (self, 0, -1); return TRUE;
    case GDK_KEY_Delete: case GDK_KEY_KP_Delete: case GDK_KEY_BackSpace:
      if (self->editable && self->cursor != FA_NO_SQUARE && fa_problem_piece_at (self->problem, self->cursor))
        g_signal_emit (self, signals[PIECE_REMOVED], 0, (int) self->cursor);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space:
      if (self->typed->len)
        place_typed (self);
      else if (self->editable && self->current_spec && self->cursor != FA_NO_SQUARE)
        faerie_board_drop_piece (self, self->current_spec, self->current_colour, self->cursor);
      return TRUE;
    default:
      break;
    }
  guint32 c = typed_char;
  if (!self->editable || c > 127 || !g_ascii_isalpha ((char) c) || self->cursor == FA_NO_SQUARE)
    return FALSE;
  if (self->typed->len == 0)
    self->typed_black = (state & GDK_SHIFT_MASK) != 0;
  g_string_append_c (self->typed, g_ascii_toupper ((char) c));
  if (!faerie_piece_code_continues (self->problem, self->typed->str))
    place_typed (self);
  else
    {
      g_clear_handle_id (&self->typing_timeout, g_source_remove);
      self->typing_timeout = g_timeout_add (TYPING_PAUSE_MS, typing_paused, self);
      gtk_widget_queue_draw (GTK_WIDGET (self)); /* the letters so far */
    }
  return TRUE;
}

/* ---- Object ---- */

static void
faerie_board_dispose (GObject *object)
{
  FaerieBoard *self = FAERIE_BOARD (object);
  g_clear_handle_id (&self->typing_timeout, g_source_remove);
  g_clear_pointer (&self->menu, gtk_widget_unparent);
  g_clear_object (&self->menu_model);
  G_OBJECT_CLASS (faerie_board_parent_class)->dispose (object);
}

static void
faerie_board_finalize (GObject *object)
{
  FaerieBoard *self = FAERIE_BOARD (object);
  g_clear_pointer (&self->problem, fa_problem_free);
  g_string_free (self->typed, TRUE);
  G_OBJECT_CLASS (faerie_board_parent_class)->finalize (object);
}

static void
faerie_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  FaerieBoard *self = FAERIE_BOARD (widget);
  if (self->menu)
    gtk_popover_present (GTK_POPOVER (self->menu));
}

static void
faerie_board_class_init (FaerieBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = faerie_board_dispose;
  object_class->finalize = faerie_board_finalize;
  widget_class->snapshot = faerie_board_snapshot;
  widget_class->measure = faerie_board_measure;
  widget_class->size_allocate = faerie_board_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "faerie-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);

  signals[PIECE_DROPPED] = g_signal_new ("piece-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 3, G_TYPE_POINTER, G_TYPE_INT, G_TYPE_INT);
  signals[PIECE_MOVED] = g_signal_new ("piece-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[PIECE_REMOVED] = g_signal_new ("piece-removed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /* Play mode: "play-pick" (square): may the piece there be picked up?
   * The handler returns TRUE and calls faerie_board_set_targets.
   * "play-move" (from, to) and "play-drop" (square): TRUE when taken. */
  signals[PLAY_PICK] = g_signal_new ("play-pick", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     g_signal_accumulator_true_handled, NULL, NULL, G_TYPE_BOOLEAN, 1, G_TYPE_INT);
  signals[PLAY_MOVE] = g_signal_new ("play-move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     g_signal_accumulator_true_handled, NULL, NULL, G_TYPE_BOOLEAN, 2, G_TYPE_INT,
                                     G_TYPE_INT);
  signals[PLAY_DROP] = g_signal_new ("play-drop", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     g_signal_accumulator_true_handled, NULL, NULL, G_TYPE_BOOLEAN, 1, G_TYPE_INT);

  gtk_widget_class_install_action (widget_class, "board.recolour", "i", recolour_action);
  signals[HOLE_TOGGLED] = g_signal_new ("hole-toggled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[MWU_TOGGLED] = g_signal_new ("mwu-toggled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[PARALYSING_TOGGLED] = g_signal_new ("paralysing-toggled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                              0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_install_action (widget_class, "board.remove", NULL, remove_action);
  gtk_widget_class_install_action (widget_class, "board.mwu", NULL, mwu_action);
  gtk_widget_class_install_action (widget_class, "board.paralysing", NULL, paralysing_action);
  gtk_widget_class_install_action (widget_class, "board.change-kind", NULL, change_kind_action);
  gtk_widget_class_install_action (widget_class, "board.flip", NULL, flip_action);
}

/* The unit under the pointer, named: "black nightrider (N) on b3". */
static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, gpointer data)
{
  FaerieBoard *self = FAERIE_BOARD (widget);
  FaSquare sq = keyboard ? self->cursor : faerie_board_square_at (self, x, y);
  const FaPlacedPiece *pp = sq != FA_NO_SQUARE ? fa_problem_piece_at (self->problem, sq) : NULL;
  if (!pp)
    return FALSE;
  const char *colour = pp->colour == FA_COLOUR_WHITE ? _("white") : pp->colour == FA_COLOUR_BLACK ? _("black")
                                                                                                     : _("neutral");
  char square[8];
  /* Translators: a unit on the board: colour, kind, code, square ("black
   * nightrider (N) on b3"). */
  g_autofree char *text = g_strdup_printf (_("%s %s (%s) on %s"), colour, faerie_piece_local_name (pp->spec),
                                           faerie_piece_local_code (pp->spec),
                                           fa_square_name_for (self->problem->files, sq, square));
  if (pp->paralysing)
    {
      /* Translators: a unit's description on the board, then its
       * attribute ("black rook (R) on h4, paralysing"). */
      char *paralysing = g_strdup_printf (_("%s, paralysing"), text);
      g_free (text);
      text = paralysing;
    }
  gtk_tooltip_set_text (tooltip, text);
  /* Beside the square, not wherever the board's middle is. */
  Layout l;
  compute_layout (self, &l);
  int col, row;
  square_cell (self, &l, sq, &col, &row);
  GdkRectangle area = { (int) (l.x0 + col * l.square), (int) (l.y0 + row * l.square), (int) l.square, (int) l.square };
  gtk_tooltip_set_tip_area (tooltip, &area);
  return TRUE;
}

static void
faerie_board_init (FaerieBoard *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  self->problem = fa_problem_new ();
  self->editable = TRUE;
  self->show_coordinates = TRUE;
  gdk_rgba_parse (&self->light, "#f0d9b5");
  gdk_rgba_parse (&self->dark, "#b58863");
  self->cursor = FA_NO_SQUARE;
  self->marked_from = self->marked_to = FA_NO_SQUARE;
  self->drag_from = FA_NO_SQUARE;
  self->picked = FA_NO_SQUARE;
  self->typed = g_string_new (NULL);
  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY | GDK_ACTION_MOVE);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drop));

  GtkDragSource *drag = gtk_drag_source_new ();
  gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
  g_signal_connect (drag, "prepare", G_CALLBACK (on_drag_prepare), self);
  g_signal_connect (drag, "drag-cancel", G_CALLBACK (on_drag_cancel), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  GtkGesture *click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  GtkGesture *context = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (context), GDK_BUTTON_SECONDARY);
  g_signal_connect (context, "pressed", G_CALLBACK (on_context_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (context));

  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (widget, keys);

  GMenu *menu = self->menu_model = g_menu_new ();
  g_menu_append (menu, _("White"), "board.recolour(1)");
  g_menu_append (menu, _("Black"), "board.recolour(2)");
  g_menu_append (menu, _("Neutral"), "board.recolour(3)");
  g_menu_append (menu, _("Remove"), "board.remove");
  /* (The Magic Wandering Unit's item follows, as the unit allows, and
   * one to change the piece to the palette's.) */
  self->menu = gtk_popover_menu_new_from_model (G_MENU_MODEL (menu));
  gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), FALSE);
  gtk_widget_set_parent (self->menu, widget);
}

GtkWidget *
faerie_board_new (void)
{
  return g_object_new (FAERIE_TYPE_BOARD, NULL);
}

void
faerie_board_set_problem (FaerieBoard *self, const FaProblem *problem)
{
  g_return_if_fail (FAERIE_IS_BOARD (self));
  FaProblem *copy = problem ? fa_problem_copy (problem) : fa_problem_new ();
  gboolean resized = copy->files != self->problem->files || copy->ranks != self->problem->ranks;
  fa_problem_free (self->problem);
  self->problem = copy;
  if (self->cursor != FA_NO_SQUARE && self->cursor >= copy->files * copy->ranks)
    self->cursor = FA_NO_SQUARE;
  if (resized)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const FaProblem *
faerie_board_get_problem (FaerieBoard *self)
{
  g_return_val_if_fail (FAERIE_IS_BOARD (self), NULL);
  return self->problem;
}

void
faerie_board_set_editable (FaerieBoard *self, gboolean editable)
{
  self->editable = editable;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
faerie_board_get_editable (FaerieBoard *self)
{
  return self->editable;
}

void
faerie_board_set_flipped (FaerieBoard *self, gboolean flipped)
{
  self->flipped = flipped;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
faerie_board_get_flipped (FaerieBoard *self)
{
  return self->flipped;
}

void
faerie_board_set_show_coordinates (FaerieBoard *self, gboolean show)
{
  self->show_coordinates = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
faerie_board_set_square_colours (FaerieBoard *self, const char *light, const char *dark)
{
  if (light)
    gdk_rgba_parse (&self->light, light);
  if (dark)
    gdk_rgba_parse (&self->dark, dark);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
faerie_board_set_current_piece (FaerieBoard *self, const FaPieceSpec *spec, FaColour colour)
{
  self->current_spec = spec;
  self->current_colour = colour;
}

void
faerie_board_set_marked (FaerieBoard *self, FaSquare from, FaSquare to)
{
  self->marked_from = from;
  self->marked_to = to;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

FaSquare
faerie_board_get_cursor (FaerieBoard *self)
{
  return self->cursor;
}

void
faerie_board_set_cursor (FaerieBoard *self, FaSquare square)
{
  self->cursor = square;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
faerie_board_set_play_mode (FaerieBoard *self, gboolean on)
{
  g_return_if_fail (FAERIE_IS_BOARD (self));
  self->play_mode = on;
  faerie_board_set_targets (self, FA_NO_SQUARE, NULL, 0);
}

gboolean
faerie_board_get_play_mode (FaerieBoard *self)
{
  return self->play_mode;
}

void
faerie_board_set_targets (FaerieBoard *self, FaSquare picked, const FaSquare *targets, int n)
{
  g_return_if_fail (FAERIE_IS_BOARD (self));
  self->picked = picked;
  memset (self->targets, 0, sizeof self->targets);
  for (int i = 0; i < n; i++)
    if (targets[i] >= 0 && targets[i] < FA_MAX_SQUARES)
      self->targets[targets[i]] = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
faerie_board_is_target (FaerieBoard *self, FaSquare square)
{
  return square >= 0 && square < FA_MAX_SQUARES && self->targets[square];
}

FaSquare
faerie_board_get_picked (FaerieBoard *self)
{
  return self->picked;
}
