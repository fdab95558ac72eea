/* Piece figures: the SVG set in icons/pieces (compiled in as resources),
 * chosen by the glyph the piece catalogue names and turned by its
 * rotation, the fairy-font convention. */
#include <librsvg/rsvg.h>
#include <string.h>

#include "fa-diagram.h"

#define RESOURCE_PIECES "/io/github/faerie/Faerie/pieces/"

/* Catalogue glyph -> file name of its figure. */
static const char *
figure_name (const char *glyph)
{
  static const struct
  {
    const char *glyph, *name;
  } figures[] = {
    { "K", "king" }, { "Q", "queen" }, { "R", "rook" }, { "B", "bishop" }, { "S", "knight" }, { "P", "pawn" },
    { "AM", "amazon" }, { "EM", "empress" }, { "PR", "princess" }, { "GI", "giraffe" }, { "RO", "rose" },
  };
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

/* A kind whose figure is not drawn yet: its code in a disc of its colour,
 * so that the diagram stays readable. */
static void
draw_code_disc (cairo_t *cr, const FaPieceSpec *spec, FaColour colour, double size)
{
  cairo_new_path (cr);
  cairo_arc (cr, size / 2, size / 2, size * 0.38, 0, 2 * G_PI);
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
fa_diagram_draw_piece (cairo_t *cr, const FaPieceSpec *spec, FaColour colour, double x, double y, double size)
{
  const char *figure = figure_name (spec->glyph ? spec->glyph : spec->code);
  RsvgHandle *handle = figure ? figure_handle (figure, colour) : NULL;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (!handle)
    draw_code_disc (cr, spec, colour, size);
  else
    {
      cairo_translate (cr, size / 2, size / 2);
      cairo_rotate (cr, spec->glyph_rotation * G_PI / 180.0);
      cairo_translate (cr, -size / 2, -size / 2);
      RsvgRectangle viewport = { 0, 0, size, size };
      rsvg_handle_render_document (handle, cr, &viewport, NULL);
    }
  cairo_restore (cr);
}
