/* Piece figures: the SVG set in icons/pieces (compiled in as resources),
 * chosen by the glyph the piece catalogue names (fa-piece-glyph.h),
 * turned by its rotation, the fairy-font convention, and badged with the
 * kind's code when the glyph asks for it. */
#include <librsvg/rsvg.h>

#include "fa-diagram.h"
#include "fa-piece-code-marks.h"
#include "fa-piece-glyph.h"

#define RESOURCE_PIECES "/io/github/faerie/Faerie/pieces/"

static const char *
colour_name (FaColour colour)
{
  return colour == FA_COLOUR_WHITE ? "white" : colour == FA_COLOUR_BLACK ? "black" : "neutral";
}

/* Parsed SVGs, loaded once; drawing may happen on any thread (exports
 * run beside the window), so the cache is locked. */
static GMutex cache_lock;
static GHashTable *cache; /* "white-king" -> RsvgHandle, or a missing key's NULL */

static RsvgHandle *
figure_handle (const char *figure, FaColour colour)
{
  g_autofree char *key = g_strdup_printf ("%s-%s", colour_name (colour), figure);
  g_mutex_lock (&cache_lock);
  if (!cache)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  RsvgHandle *handle = NULL;
  if (!g_hash_table_lookup_extended (cache, key, NULL, (gpointer *) &handle))
    {
      g_autofree char *path = g_strdup_printf (RESOURCE_PIECES "%s.svg", key);
      g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
      handle = bytes ? rsvg_handle_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL)
                     : NULL;
      g_hash_table_insert (cache, g_steal_pointer (&key), handle);
    }
  g_mutex_unlock (&cache_lock);
  return handle;
}

static RsvgHandle *
spec_handle (const FaPieceSpec *spec, FaColour colour, FaGlyph *glyph)
{
  *glyph = fa_piece_glyph_parse (spec->glyph);
  return glyph->figure ? figure_handle (glyph->figure->file, colour) : NULL;
}

gboolean
fa_diagram_piece_has_figure (const FaPieceSpec *spec)
{
  FaGlyph glyph;
  for (int colour = FA_COLOUR_WHITE; colour <= FA_COLOUR_NEUTRAL; colour++)
    if (!spec_handle (spec, (FaColour) colour, &glyph))
      return FALSE;
  return TRUE;
}

void
fa_diagram_draw_piece (cairo_t *cr, const FaPieceSpec *spec, FaColour colour, double x, double y, double size)
{
  FaGlyph glyph;
  RsvgHandle *handle = spec_handle (spec, colour, &glyph);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (!handle)
    /* A piece the problem defines itself: no figure, its code. */
    fa_piece_code_disc_draw (cr, spec->code, colour, size);
  else
    {
      cairo_save (cr);
      cairo_translate (cr, size / 2, size / 2);
      cairo_rotate (cr, spec->glyph_rotation * G_PI / 180.0);
      cairo_translate (cr, -size / 2, -size / 2);
      RsvgRectangle viewport = { 0, 0, size, size };
      rsvg_handle_render_document (handle, cr, &viewport, NULL);
      cairo_restore (cr);
      if (glyph.badge)
        fa_piece_badge_draw (cr, spec->code, colour, size);
    }
  cairo_restore (cr);
}
