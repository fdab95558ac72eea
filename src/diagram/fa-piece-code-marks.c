/* Codes drawn on pieces (fa-piece-code-marks.h). */
#include "fa-piece-code-marks.h"

#include <math.h>
#include <string.h>

/* The code centred on (cx, cy), in bold sans at font_size. */
static void
show_code (cairo_t *cr, const char *code, double cx, double cy, double font_size)
{
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, font_size);
  cairo_text_extents_t ext;
  cairo_text_extents (cr, code, &ext);
  cairo_move_to (cr, cx - ext.width / 2 - ext.x_bearing, cy - ext.height / 2 - ext.y_bearing);
  cairo_show_text (cr, code);
}

static double
text_width (cairo_t *cr, const char *code, double font_size)
{
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, font_size);
  cairo_text_extents_t ext;
  cairo_text_extents (cr, code, &ext);
  return ext.width;
}

static void
pill_path (cairo_t *cr, double x, double y, double w, double h)
{
  double r = h / 2;
  cairo_new_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, G_PI / 2);
  cairo_arc (cr, x + r, y + r, r, G_PI / 2, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* One colour's pill: light is white with black outline and text, as a
 * white figure; dark is black with white text, its outline white so that
 * it stays apart from the black figure under it. */
static void
draw_pill (cairo_t *cr, const char *code, gboolean dark, double x, double y, double w, double h, double unit,
           double font_size)
{
  double ink = dark ? 1 : 0, paper = dark ? 0 : 1;
  pill_path (cr, x, y, w, h);
  cairo_set_source_rgb (cr, paper, paper, paper);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1.2 * unit);
  cairo_set_source_rgb (cr, ink, ink, ink);
  cairo_stroke (cr);
  show_code (cr, code, x + w / 2, y + h / 2, font_size);
}

void
fa_piece_badge_draw (cairo_t *cr, const char *code, FaColour colour, double size)
{
  /* Sizes on the figures' 45-unit grid; one letter a little larger than
   * three, so that short codes read at palette size. */
  double unit = size / 45.0;
  double font_size = (strlen (code) > 2 ? 8.5 : 10.5) * unit;
  double h = 14 * unit;
  double w = MAX (h, text_width (cr, code, font_size) + 5 * unit);
  double x = 44 * unit - w, y = 1 * unit;
  cairo_save (cr);
  if (colour == FA_COLOUR_NEUTRAL)
    {
      /* Split as the neutral figures are: white left, black right. */
      draw_pill (cr, code, FALSE, x, y, w, h, unit, font_size);
      cairo_rectangle (cr, x + w / 2, 0, size, size);
      cairo_clip (cr);
      draw_pill (cr, code, TRUE, x, y, w, h, unit, font_size);
    }
  else
    draw_pill (cr, code, colour == FA_COLOUR_BLACK, x, y, w, h, unit, font_size);
  cairo_restore (cr);
}

void
fa_piece_code_disc_draw (cairo_t *cr, const char *code, FaColour colour, double size)
{
  cairo_save (cr);
  cairo_new_path (cr);
  cairo_arc (cr, size / 2, size / 2, size * 0.38, 0, 2 * G_PI);
  gboolean dark = colour == FA_COLOUR_BLACK;
  cairo_set_source_rgb (cr, dark ? 0.1 : 1, dark ? 0.1 : 1, dark ? 0.1 : 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, size * 0.04);
  cairo_set_source_rgb (cr, dark ? 0.9 : 0, dark ? 0.9 : 0, dark ? 0.9 : 0);
  cairo_stroke (cr);
  show_code (cr, code, size / 2, size / 2, size * (strlen (code) > 1 ? 0.3 : 0.42));
  cairo_restore (cr);
}
