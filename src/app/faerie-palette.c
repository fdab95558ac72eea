#include "faerie-palette.h"

#include <glib/gi18n.h>
#include <string.h>

#include "faerie-board.h"
#include "faerie-piece-art.h"
#include "faerie-piece-names.h"
#include "faerie-search.h"
#include "pieces/piece-catalogue.h"

#define ICON_SIZE 36

struct _FaeriePalette
{
  GtkWidget parent_instance;
  GtkWidget *box;
  GtkWidget *search;
  GtkWidget *colour_buttons[3];
  GtkWidget *family;        /* all kinds, or one FaPieceFamily + 1 */
  GtkWidget *flow;
  const FaPieceSpec *piece;
  FaColour colour;
  char *filter; /* casefolded */
};

G_DEFINE_FINAL_TYPE (FaeriePalette, faerie_palette, GTK_TYPE_WIDGET)

enum
{
  PIECE_SELECTED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static const FaPieceSpec *
child_spec (GtkFlowBoxChild *child)
{
  return g_object_get_data (G_OBJECT (child), "faerie-spec");
}

static gboolean
filter_child (GtkFlowBoxChild *child, gpointer data)
{
  FaeriePalette *self = data;
  const FaPieceSpec *spec = child_spec (child);
  if (!spec) /* being added */
    return TRUE;
  guint family = self->family ? gtk_drop_down_get_selected (GTK_DROP_DOWN (self->family)) : 0;
  if (family > 0 && family != GTK_INVALID_LIST_POSITION && fa_piece_family (spec) != (FaPieceFamily) (family - 1))
    return FALSE;
  const char *fields[] = { faerie_piece_local_name (spec), faerie_piece_local_code (spec), spec->code,
                           spec->name_en };
  return faerie_search_matches (self->filter, fields, G_N_ELEMENTS (fields));
}

static void
draw_piece (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  FaeriePalette *self = g_object_get_data (G_OBJECT (area), "faerie-palette");
  const FaPieceSpec *spec = data;
  int size = MIN (width, height);
  faerie_piece_art_draw (faerie_piece_art_get_default (), cr, spec, self->colour, (width - size) / 2.0,
                         (height - size) / 2.0, size);
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source, double x, double y, FaeriePalette *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  const FaPieceSpec *spec = g_object_get_data (G_OBJECT (widget), "faerie-spec");
  GdkTexture *texture = faerie_piece_art_texture (faerie_piece_art_get_default (), spec, self->colour, 48);
  gtk_drag_source_set_icon (source, GDK_PAINTABLE (texture), 24, 24);
  g_autofree char *payload = faerie_board_piece_payload (spec, self->colour);
  return gdk_content_provider_new_typed (G_TYPE_STRING, payload);
}

static void
on_child_activated (GtkFlowBox *flow, GtkFlowBoxChild *child, FaeriePalette *self)
{
  self->piece = child_spec (child);
  g_signal_emit (self, signals[PIECE_SELECTED], 0);
}

static void
on_search_changed (GtkSearchEntry *entry, FaeriePalette *self)
{
  faerie_palette_set_filter (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
on_colour_toggled (GtkToggleButton *button, FaeriePalette *self)
{
  if (!gtk_toggle_button_get_active (button) || !self->flow)
    return;
  for (int i = 0; i < 3; i++)
    if (self->colour_buttons[i] == GTK_WIDGET (button))
      self->colour = (FaColour) (i + 1);
  /* Each figure's drawing area itself: GTK 4 keeps a child's drawing
   * when only its parent is queued, so the figures kept their old colour. */
  for (GtkWidget *child = gtk_widget_get_first_child (self->flow); child; child = gtk_widget_get_next_sibling (child))
    gtk_widget_queue_draw (g_object_get_data (G_OBJECT (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))),
                                              "faerie-area"));
  g_signal_emit (self, signals[PIECE_SELECTED], 0);
}

/* "nightrider (N)": the tooltip and accessible name of a kind. */
static char *
kind_description (const FaPieceSpec *spec)
{
  return g_strdup_printf ("%s (%s)", faerie_piece_local_name (spec), faerie_piece_local_code (spec));
}

/* A kind: its figure, and its name beside it (two lines at most: names
 * that begin alike, "saltamontes torre" and "saltamontes alfil", still
 * read apart). */
static void
add_kind (FaeriePalette *self, const FaPieceSpec *spec)
{
  GtkWidget *area = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), ICON_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), ICON_SIZE);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (area), "faerie-palette", self);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_piece, (gpointer) spec, NULL);
  GtkWidget *name = gtk_label_new (faerie_piece_local_name (spec));
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (name), 2);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (name), 9);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 9);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_add_css_class (name, "caption");
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_append (GTK_BOX (box), area);
  gtk_box_append (GTK_BOX (box), name);
  g_object_set_data (G_OBJECT (box), "faerie-spec", (gpointer) spec);
  g_object_set_data (G_OBJECT (box), "faerie-name", name);
  g_object_set_data (G_OBJECT (box), "faerie-area", area);
  g_autofree char *tip = kind_description (spec);
  gtk_widget_set_tooltip_text (box, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);

  GtkDragSource *drag = gtk_drag_source_new ();
  gtk_drag_source_set_actions (drag, GDK_ACTION_COPY);
  g_signal_connect (drag, "prepare", G_CALLBACK (on_drag_prepare), self);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (drag));

  gtk_flow_box_append (GTK_FLOW_BOX (self->flow), box);
  GtkWidget *child = gtk_widget_get_parent (box);
  g_object_set_data (G_OBJECT (child), "faerie-spec", (gpointer) spec);
}

static void
on_family_selected (GtkDropDown *family, GParamSpec *pspec, FaeriePalette *self)
{
  gtk_flow_box_invalidate_filter (GTK_FLOW_BOX (self->flow));
}

static void
faerie_palette_dispose (GObject *object)
{
  FaeriePalette *self = FAERIE_PALETTE (object);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (faerie_palette_parent_class)->dispose (object);
}

static void
faerie_palette_finalize (GObject *object)
{
  g_free (FAERIE_PALETTE (object)->filter);
  G_OBJECT_CLASS (faerie_palette_parent_class)->finalize (object);
}

static void
faerie_palette_class_init (FaeriePaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = faerie_palette_dispose;
  object_class->finalize = faerie_palette_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "faerie-palette");
  signals[PIECE_SELECTED] = g_signal_new ("piece-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                          NULL, NULL, G_TYPE_NONE, 0);
}

static void
faerie_palette_init (FaeriePalette *self)
{
  self->colour = FA_COLOUR_WHITE;
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->search = gtk_search_entry_new ();
  g_object_set (self->search, "placeholder-text", _("Search pieces by name or code"), NULL);
  g_signal_connect (self->search, "search-changed", G_CALLBACK (on_search_changed), self);
  gtk_box_append (GTK_BOX (self->box), self->search);

  GtkWidget *colours = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (colours, "linked");
  const char *labels[3] = { _("White"), _("Black"), _("Neutral") };
  for (int i = 0; i < 3; i++)
    {
      self->colour_buttons[i] = gtk_toggle_button_new_with_label (labels[i]);
      gtk_widget_set_hexpand (self->colour_buttons[i], TRUE);
      if (i)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (self->colour_buttons[i]),
                                     GTK_TOGGLE_BUTTON (self->colour_buttons[0]));
      g_signal_connect (self->colour_buttons[i], "toggled", G_CALLBACK (on_colour_toggled), self);
      gtk_box_append (GTK_BOX (colours), self->colour_buttons[i]);
    }
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->colour_buttons[0]), TRUE);
  gtk_box_append (GTK_BOX (self->box), colours);

  /* In FaPieceFamily's order, after "all". */
  self->family = gtk_drop_down_new_from_strings ((const char *[]) { _("All kinds"), _("Orthodox"), _("Leapers"),
                                                                    _("Riders"), _("Hoppers"),
                                                                    _("Bent and multi-step"), _("Rococo"), NULL });
  gtk_widget_set_tooltip_text (self->family, _("Show one family of pieces"));
  g_signal_connect (self->family, "notify::selected", G_CALLBACK (on_family_selected), self);
  gtk_box_append (GTK_BOX (self->box), self->family);

  self->flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->flow), GTK_SELECTION_SINGLE);
  gtk_flow_box_set_activate_on_single_click (GTK_FLOW_BOX (self->flow), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flow), 12);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->flow), 2);
  /* A few kinds left by the filter stay at the top, not spread over the
   * palette's height. */
  gtk_widget_set_valign (self->flow, GTK_ALIGN_START);
  gtk_flow_box_set_filter_func (GTK_FLOW_BOX (self->flow), filter_child, self, NULL);
  g_signal_connect (self->flow, "child-activated", G_CALLBACK (on_child_activated), self);
  size_t n;
  const FaPieceSpec *all = fa_piece_catalogue (&n);
  for (size_t i = 0; i < n; i++)
    add_kind (self, &all[i]);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), self->flow);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroll), 2 * ICON_SIZE + 40);
  gtk_box_append (GTK_BOX (self->box), scroll);
  self->piece = fa_piece_king ();
}

GtkWidget *
faerie_palette_new (void)
{
  return g_object_new (FAERIE_TYPE_PALETTE, NULL);
}

const FaPieceSpec *
faerie_palette_get_piece (FaeriePalette *self)
{
  return self->piece;
}

FaColour
faerie_palette_get_colour (FaeriePalette *self)
{
  return self->colour;
}

void
faerie_palette_select (FaeriePalette *self, const FaPieceSpec *spec, FaColour colour)
{
  self->piece = spec;
  if (colour >= FA_COLOUR_WHITE && colour <= FA_COLOUR_NEUTRAL)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->colour_buttons[colour - 1]), TRUE);
  g_signal_emit (self, signals[PIECE_SELECTED], 0);
}

void
faerie_palette_set_filter (FaeriePalette *self, const char *text)
{
  g_free (self->filter);
  self->filter = text ? g_utf8_casefold (text, -1) : NULL;
  gtk_flow_box_invalidate_filter (GTK_FLOW_BOX (self->flow));
}

void
faerie_palette_refresh_letters (FaeriePalette *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (self->flow); child; child = gtk_widget_get_next_sibling (child))
    {
      const FaPieceSpec *spec = child_spec (GTK_FLOW_BOX_CHILD (child));
      g_autofree char *tip = kind_description (spec);
      gtk_widget_set_tooltip_text (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)), tip);
    }
  gtk_flow_box_invalidate_filter (GTK_FLOW_BOX (self->flow));
}

void
faerie_palette_set_family (FaeriePalette *self, int family)
{
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->family), family < 0 ? 0 : (guint) family + 1);
}

guint
faerie_palette_count_visible (FaeriePalette *self)
{
  guint n = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (self->flow); child; child = gtk_widget_get_next_sibling (child))
    if (filter_child (GTK_FLOW_BOX_CHILD (child), self))
      n++;
  return n;
}
