#include "faerie-piece-art.h"

#include "fa-diagram.h"


struct _FaeriePieceArt
{
  GObject parent_instance;
  GHashTable *textures; /* "code/colour/rotation/size" -> GdkTexture */
};

G_DEFINE_FINAL_TYPE (FaeriePieceArt, faerie_piece_art, G_TYPE_OBJECT)

static void
faerie_piece_art_finalize (GObject *object)
{
  FaeriePieceArt *self = FAERIE_PIECE_ART (object);
  g_hash_table_unref (self->textures);
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
}

FaeriePieceArt *
faerie_piece_art_get_default (void)
{
  static FaeriePieceArt *art;
  if (!art)
    art = g_object_new (FAERIE_TYPE_PIECE_ART, NULL);
  return art;
}

void
faerie_piece_art_draw (FaeriePieceArt *self, cairo_t *cr, const FaPieceSpec *spec, FaColour colour, double x,
                       double y, double size)
{
  fa_diagram_draw_piece (cr, spec, colour, x, y, size);
}

GdkTexture *
faerie_texture_from_surface (cairo_surface_t *surface)
{
  cairo_surface_flush (surface);
  int width = cairo_image_surface_get_width (surface), height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr (GBytes) bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * (gsize) height);
  /* cairo's ARGB32 is premultiplied BGRA in memory on little-endian machines. */
  return gdk_memory_texture_new (width, height,
                                 G_BYTE_ORDER == G_LITTLE_ENDIAN ? GDK_MEMORY_B8G8R8A8_PREMULTIPLIED
                                                                 : GDK_MEMORY_A8R8G8B8_PREMULTIPLIED,
                                 bytes, (gsize) stride);
}

GdkTexture *
faerie_piece_art_texture (FaeriePieceArt *self, const FaPieceSpec *spec, FaColour colour, int size)
{
  g_autofree char *key = g_strdup_printf ("%s/%d/%d/%d", spec->code, (int) colour, spec->glyph_rotation, size);
  GdkTexture *texture = g_hash_table_lookup (self->textures, key);
  if (texture)
    return texture;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  faerie_piece_art_draw (self, cr, spec, colour, 0, 0, size);
  cairo_destroy (cr);
  texture = faerie_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  g_hash_table_insert (self->textures, g_steal_pointer (&key), texture);
  return texture;
}
