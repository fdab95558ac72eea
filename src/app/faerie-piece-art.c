#include "faerie-piece-art.h"

#include <librsvg/rsvg.h>
#include <string.h>

#define RESOURCE_PIECES "/io/github/faerie/Faerie/pieces/"

struct _FaeriePieceArt
{
  GObject parent_instance;
  GHashTable *textures; /* "glyph/colour/rotation/size" -> GdkTexture */
  GHashTable *handles;  /* "colour-figure" -> RsvgHandle, NULL when missing */
};

G_DEFINE_FINAL_TYPE (FaeriePieceArt, faerie_piece_art, G_TYPE_OBJECT)

static void
unref_if_any (gpointer object)
{
  if (object)
    g_object_unref (object);
}

static void
faerie_piece_art_finalize (GObject *object)
{
  FaeriePieceArt *self = FAERIE_PIECE_ART (object);
  g_hash_table_unref (self->textures);
  g_hash_table_unref (self->handles);
  G_OBJECT_CLASS (faerie_piece_art_parent_class)->finalize (object);
}

static void
faerie_piece_art_class_init (FaeriePieceArtClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = faerie_piece_art_finalize;
}

static void
faerie_piece_art_init (FaeriePieceArt *self)
{
  self->textures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->handles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         unref_if_any);
}

FaeriePieceArt *
faerie_piece_art_get_default (void)
{
  static FaeriePieceArt *art;
  if (!art)
    art = g_object_new (FAERIE_TYPE_PIECE_ART, NULL);
  return art;
}

static const char *
figure_name (const char *glyph)
{
  static const struct
  {
    const char *glyph, *name;
  } figures[] = { { "K", "king" }, { "Q", "queen" }, { "R", "rook" },
                  { "B", "bishop" }, { "S", "knight" }, { "P", "pawn" } };
  for (gsize i = 0; i < G_N_ELEMENTS (figures); i++)
    if (g_strcmp0 (glyph, figures[i].glyph) == 0)
      return figures[i].name;
  return NULL;
}

static const char *
colour_name (FaColour colour)
{
  return colour == FA_COLOUR_WHITE ? "white" : colour == FA_COLOUR_BLACK ? "black" : "neutral";
}

static RsvgHandle *
figure_handle (FaeriePieceArt *self, const char *figure, FaColour colour)
{
  g_autofree char *key = g_strdup_printf ("%s-%s", colour_name (colour), figure);
  RsvgHandle *handle;
  if (g_hash_table_lookup_extended (self->handles, key, NULL, (gpointer *) &handle))
    return handle;
  g_autofree char *path = g_strdup_printf (RESOURCE_PIECES "%s.svg", key);
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
  handle = bytes ? rsvg_handle_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL) : NULL;
  g_hash_table_insert (self->handles, g_steal_pointer (&key), handle);
  return handle;
}

/* A piece with a figure of its own that is not drawn yet: its code in a
 * disc of its colour, so that the board stays readable. */
static void
draw_code_disc (cairo_t *cr, const FaPieceSpec *spec, FaColour colour, double size)
{
  double r = size * 0.38;
  cairo_arc (cr, size / 2, size / 2, r, 0, 2 * G_PI);
  gboolean dark = colour == FA_COLOUR_BLACK;
  cairo_set_source_rgb (cr, dark ? 0.1 : 1, dark ? 0.1 : 1, dark ? 0.1 : 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, size * 0.04);
  cairo_set_source_rgb (cr, dark ? 0.9 : 0, dark ? 0.9 : 0, dark ? 0.9 : 0);
  cairo_stroke (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size * (strlen (spec->code) > 1 ? 0.3 : 0.42));
  cairo_text_extents_t ext;
  cairo_text_extents (cr, spec->code, &ext);
  cairo_move_to (cr, size / 2 - ext.width / 2 - ext.x_bearing, size / 2 - ext.height / 2 - ext.y_bearing);
  cairo_show_text (cr, spec->code);
}

void
faerie_piece_art_draw (FaeriePieceArt *self, cairo_t *cr, const FaPieceSpec *spec, FaColour colour, double x,
                       double y, double size)
{
  const char *figure = figure_name (spec->glyph ? spec->glyph : spec->code);
  RsvgHandle *handle = figure ? figure_handle (self, figure, colour) : NULL;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (!handle)
    {
      draw_code_disc (cr, spec, colour, size);
      cairo_restore (cr);
      return;
    }
  /* Fairy fonts show many fairy pieces as a turned orthodox figure. */
  cairo_translate (cr, size / 2, size / 2);
  cairo_rotate (cr, spec->glyph_rotation * G_PI / 180.0);
  cairo_translate (cr, -size / 2, -size / 2);
  RsvgRectangle viewport = { 0, 0, size, size };
  rsvg_handle_render_document (handle, cr, &viewport, NULL);
  cairo_restore (cr);
}

GdkTexture *
faerie_piece_art_texture (FaeriePieceArt *self, const FaPieceSpec *spec, FaColour colour, int size)
{
  g_autofree char *key = g_strdup_printf ("%s/%s/%d/%d", spec->code, colour_name (colour), spec->glyph_rotation, size);
  GdkTexture *texture = g_hash_table_lookup (self->textures, key);
  if (texture)
    return texture;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  faerie_piece_art_draw (self, cr, spec, colour, 0, 0, size);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr (GBytes) bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * (gsize) size);
  cairo_surface_destroy (surface);
  /* cairo's ARGB32 is premultiplied BGRA in memory on little-endian machines. */
  texture = gdk_memory_texture_new (size, size,
                                    G_BYTE_ORDER == G_LITTLE_ENDIAN ? GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
                                                                    : GDK_MEMORY_A8R8G8B8_PREMULTIPLIED,
                                    bytes, (gsize) stride);
  g_hash_table_insert (self->textures, g_steal_pointer (&key), texture);
  return texture;
}
