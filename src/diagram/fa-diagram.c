/* Layout and drawing of one diagram.  One function walks the layout and,
 * given a cairo context, draws as it goes, so that the size measured and
 * the picture drawn can never disagree. */
#include <pango/pangocairo.h>
#include <string.h>

#include "rules/condition-catalogue.h"
#include "fa-diagram.h"
#include "io/popeye-input.h"
#include "io/popeye-text.h"
#include "io/solution-text.h"
#include "problem/stipulation.h"

void
fa_diagram_style_init (FaDiagramStyle *style)
{
  *style = (FaDiagramStyle) {
    .square = 20,
    .dark_squares = FA_DIAGRAM_DARK_HATCHED,
    .light_rgb = { 1, 1, 1 },
    .dark_rgb = { 0, 0, 0 },
    .coordinates = FALSE,
    .caption = TRUE,
    .legend = TRUE,
    .font = "Serif",
  };
}

gboolean
fa_diagram_verified (const FaSoundnessReport *report)
{
  /* An incomplete search makes the verdict incomplete (or unsound, when
   * it found a fault first): sound is complete. */
  return report && report->verdict == FA_VERDICT_SOUND;
}

char *
fa_diagram_solution_text (const FaProblem *problem, GPtrArray *solutions, const FaNotation *notation)
{
  static const FaNotation short_form = { .short_form = TRUE };
  char *text = fa_solution_text (notation ? notation : &short_form, problem, solutions);
  return g_strchomp (text);
}

char *
fa_diagram_piece_count (const FaProblem *p)
{
  int count[4] = { 0, 0, 0, 0 };
  for (guint i = 0; i < p->pieces->len; i++)
    count[g_array_index (p->pieces, FaPlacedPiece, i).colour & 3]++;
  return count[FA_COLOUR_NEUTRAL] ? g_strdup_printf ("(%d+%d+%d)", count[1], count[2], count[3])
                                  : g_strdup_printf ("(%d+%d)", count[1], count[2]);
}

/* ---- Text ---- */

typedef struct
{
  cairo_t *cr;          /* draws when not NULL */
  PangoLayout *layout;
  const FaDiagramStyle *style;
  double width;         /* of the text column */
  double y;             /* next line's top */
} Writer;

/* Sets markup (already escaped) at size points; returns its height. */
static double
prepare (Writer *w, const char *markup, double size, PangoAlignment align)
{
  PangoFontDescription *font = pango_font_description_from_string (w->style->font);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (w->layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (w->layout, w->width < 0 ? -1 : (int) (w->width * PANGO_SCALE));
  pango_layout_set_wrap (w->layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (w->layout, align);
  pango_layout_set_markup (w->layout, markup, -1);
  int h;
  pango_layout_get_size (w->layout, NULL, &h);
  return (double) h / PANGO_SCALE;
}

static void
write_at (Writer *w, double x, const char *markup, double size, PangoAlignment align)
{
  double h = prepare (w, markup, size, align);
  if (w->cr)
    {
      cairo_move_to (w->cr, x, w->y);
      cairo_set_source_rgb (w->cr, 0, 0, 0);
      pango_cairo_show_layout (w->cr, w->layout);
    }
  w->y += h;
}

static void
write_line (Writer *w, const char *markup, double size, PangoAlignment align)
{
  write_at (w, 0, markup, size, align);
}

/* ---- Board ---- */

static void
draw_hatching (cairo_t *cr, const FaDiagramStyle *s, double x, double y)
{
  double q = s->square;
  cairo_save (cr);
  cairo_rectangle (cr, x, y, q, q);
  cairo_clip (cr);
  cairo_set_source_rgb (cr, s->dark_rgb[0], s->dark_rgb[1], s->dark_rgb[2]);
  cairo_set_line_width (cr, q / 30);
  for (double d = -q; d < q; d += q / 6.5)
    {
      cairo_move_to (cr, x + d, y + q);
      cairo_line_to (cr, x + d + q, y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The board with its frame and coordinates, top left at (x0, y0). */
static void
draw_board (cairo_t *cr, const FaProblem *p, const FaDiagramStyle *s, double x0, double y0)
{
  double q = s->square;
  for (int rank = 0; rank < p->ranks; rank++)
    for (int file = 0; file < p->files; file++)
      {
        FaSquare sq = (FaSquare) (rank * p->files + file);
        double x = x0 + file * q, y = y0 + (p->ranks - 1 - rank) * q;
        if (p->holes[sq])
          {
            /* A square that does not exist: solid grey, as fairy
             * diagrams mark holes. */
            cairo_rectangle (cr, x, y, q, q);
            cairo_set_source_rgb (cr, 0.55, 0.55, 0.55);
            cairo_fill (cr);
            continue;
          }
        gboolean dark = (file + rank) % 2 == 0;
        const double *rgb = dark && s->dark_squares == FA_DIAGRAM_DARK_PLAIN ? s->dark_rgb : s->light_rgb;
        cairo_rectangle (cr, x, y, q, q);
        cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
        cairo_fill (cr);
        if (dark && s->dark_squares == FA_DIAGRAM_DARK_HATCHED)
          draw_hatching (cr, s, x, y);
      }
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, q / 14);
  cairo_rectangle (cr, x0, y0, q * p->files, q * p->ranks);
  cairo_stroke (cr);
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      int file = pp->square % p->files, rank = pp->square / p->files;
      fa_diagram_draw_piece (cr, pp->spec, pp->colour, x0 + file * q, y0 + (p->ranks - 1 - rank) * q, q);
    }
}

static void
draw_coordinates (Writer *w, const FaProblem *p, double x0, double y0)
{
  double q = w->style->square, size = q * 0.4;
  double saved_y = w->y, saved_width = w->width;
  w->width = q;
  for (int file = 0; file < p->files; file++)
    {
      char text[2] = { (char) ('a' + file), 0 };
      w->y = y0 + p->ranks * q + q * 0.05;
      write_at (w, x0 + file * q, text, size, PANGO_ALIGN_CENTER);
    }
  for (int rank = 0; rank < p->ranks; rank++)
    {
      char text[4];
      g_snprintf (text, sizeof text, "%d", rank + 1);
      w->y = y0 + (p->ranks - 1 - rank) * q + q * 0.25;
      w->width = q * 0.45;
      write_at (w, x0 - q * 0.5, text, size, PANGO_ALIGN_RIGHT);
    }
  w->y = saved_y;
  w->width = saved_width;
}

/* ---- The whole diagram ---- */

static gboolean
is_orthodox (const FaPieceSpec *spec)
{
  return spec == fa_piece_king () || spec == fa_piece_queen () || spec == fa_piece_rook ()
         || spec == fa_piece_bishop () || spec == fa_piece_knight () || spec == fa_piece_pawn ();
}

static void
caption (Writer *w, const FaProblem *p)
{
  const FaDiagramStyle *s = w->style;
  double size = s->square * 0.5;
  GString *line = g_string_new (NULL);
  if (s->number)
    g_string_append_printf (line, "<b>%s</b>  ", s->number);
  if (p->author)
    {
      /* Several Author lines: one name each. */
      g_autofree char *shown = fa_popeye_display_text (p->author);
      g_auto (GStrv) names = g_strsplit (shown, "\n", -1);
      g_autofree char *joined = g_strjoinv (", ", names);
      g_autofree char *authors = g_markup_escape_text (joined, -1);
      g_string_append_printf (line, "<b>%s</b>", authors);
    }
  if (line->len)
    write_line (w, line->str, size, PANGO_ALIGN_CENTER);
  g_string_truncate (line, 0);
  /* A collection's source and award are kept field by field. */
  g_autofree char *citation = fa_problem_citation (p);
  g_autofree char *award_text = fa_problem_award_text (p);
  if (citation)
    {
      g_autofree char *shown = fa_popeye_display_text (citation);
      g_autofree char *origin = g_markup_escape_text (shown, -1);
      g_strdelimit (origin, "\n", ' ');
      g_string_append_printf (line, "<i>%s</i>", origin);
    }
  if (award_text)
    {
      g_autofree char *shown = fa_popeye_display_text (award_text);
      g_autofree char *award = g_markup_escape_text (shown, -1);
      g_string_append_printf (line, "%s%s", line->len ? ", " : "", award);
    }
  if (line->len)
    write_line (w, line->str, size * 0.9, PANGO_ALIGN_CENTER);
  if (p->title)
    {
      g_autofree char *title = g_markup_escape_text (p->title, -1);
      write_line (w, title, size * 0.9, PANGO_ALIGN_CENTER);
    }
  g_string_free (line, TRUE);
  w->y += s->square * 0.25;
}

char *
fa_diagram_condition_markup (const char *line, const char *language)
{
  const FaConditionSpec *spec = fa_condition_of_line (line);
  if (!spec)
    return g_markup_printf_escaped ("<b>%s</b>", line);
  /* The condition's name in that language when the line is the bare
   * keyword; the line as written when it carries parameters. */
  const char *name = g_ascii_strcasecmp (line, spec->keyword) == 0 ? fa_condition_name_in (spec, language) : line;
  return g_markup_printf_escaped ("<b>%s</b>: %s", name, fa_condition_summary_in (spec, language));
}

/* Under the board: stipulation and count on one line (C+ at the
 * right), then twins, conditions, and the legend. */
static void
legend (Writer *w, const FaProblem *p)
{
  const FaDiagramStyle *s = w->style;
  double size = s->square * 0.5;
  w->y += s->square * 0.2;
  char stip[64] = "";
  if (p->has_stipulation)
    fa_stipulation_format (&p->stipulation, stip);
  g_autofree char *count = fa_diagram_piece_count (p);
  g_autofree char *stip_markup = g_markup_escape_text (stip, -1);
  double top = w->y;
  write_line (w, stip_markup, size, PANGO_ALIGN_LEFT);
  double after = w->y;
  w->y = top;
  g_autofree char *right = g_strdup_printf ("%s%s", s->verified ? "C+  " : "", count);
  write_line (w, right, size, PANGO_ALIGN_RIGHT);
  w->y = MAX (after, w->y);
  for (guint i = 1; p->twins && i <= p->twins->len; i++)
    {
      g_autofree char *label = fa_problem_twin_label (p, i);
      g_autofree char *desc = fa_twin_describe_in (s->notation ? s->notation : fa_notation_popeye (), p, i);
      g_autofree char *text = g_markup_printf_escaped ("%s %s", label, desc);
      write_line (w, text, size * 0.9, PANGO_ALIGN_LEFT);
    }
  /* Definitions and names in the interface language. */
  const char *language = g_get_language_names ()[0];
  gboolean spanish = g_ascii_strncasecmp (language, "es", 2) == 0;
  for (guint i = 0; i < p->conditions->len; i++)
    {
      g_autofree char *text = fa_diagram_condition_markup (g_ptr_array_index (p->conditions, i), language);
      write_line (w, text, size * 0.85, PANGO_ALIGN_LEFT);
    }
  /* Each fairy kind once, with its figure. */
  GPtrArray *seen = g_ptr_array_new ();
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPieceSpec *spec = g_array_index (p->pieces, FaPlacedPiece, i).spec;
      if (is_orthodox (spec) || g_ptr_array_find (seen, spec, NULL))
        continue;
      g_ptr_array_add (seen, (gpointer) spec);
      double icon = size * 1.6;
      if (w->cr)
        fa_diagram_draw_piece (w->cr, spec, FA_COLOUR_WHITE, 0, w->y, icon);
      double saved_width = w->width;
      w->width -= icon * 1.2;
      g_autofree char *name = g_markup_printf_escaped ("= %s (%s)", spanish ? spec->name_es : spec->name_en, spec->code);
      double top_y = w->y;
      w->y += (icon - size * 1.2) / 2;
      write_at (w, icon * 1.2, name, size * 0.85, PANGO_ALIGN_LEFT);
      w->y = MAX (w->y, top_y + icon);
      w->width = saved_width;
    }
  g_ptr_array_free (seen, TRUE);
}

/* The solution under the diagram, as magazines print it: the board's
 * width, lines wrapped, indentation kept. */
static PangoLayout *
solution_layout (cairo_t *cr, const FaDiagramStyle *s, const char *solution, double width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string (s->font);
  pango_font_description_set_absolute_size (font, s->square * 0.45 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, solution, -1);
  return layout;
}

static void
solution_text (Writer *w, cairo_t *measure, const char *solution)
{
  const FaDiagramStyle *s = w->style;
  w->y += s->square * 0.3;
  PangoLayout *layout = solution_layout (measure, s, solution, w->width);
  if (w->cr)
    {
      cairo_move_to (w->cr, 0, w->y);
      cairo_set_source_rgb (w->cr, 0, 0, 0);
      pango_cairo_show_layout (w->cr, layout);
    }
  int h;
  pango_layout_get_size (layout, NULL, &h);
  w->y += (double) h / PANGO_SCALE;
  g_object_unref (layout);
}

/* Walks the layout; draws when cr is not NULL.  Returns the size. */
static void
layout (cairo_t *cr, const FaProblem *p, const FaDiagramStyle *s, double *width, double *height)
{
  cairo_surface_t *scratch = NULL;
  cairo_t *measure = cr;
  if (!measure)
    {
      scratch = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
      measure = cairo_create (scratch);
    }
  double margin = s->coordinates ? s->square * 0.6 : 0;
  double pad = s->square * 0.25; /* white around it all */
  double board_w = s->square * p->files, board_h = s->square * p->ranks;
  Writer w = { cr, pango_cairo_create_layout (measure), s, board_w + 2 * margin, 0 };
  /* Text lines start at the board's left edge (with coordinates, a margin
   * to the left of it holds the rank numbers). */
  if (cr)
    {
      cairo_save (cr);
      cairo_translate (cr, pad, pad);
    }
  if (s->caption)
    caption (&w, p);
  double board_y = w.y;
  if (cr)
    draw_board (cr, p, s, margin, board_y);
  if (s->coordinates)
    draw_coordinates (&w, p, margin, board_y);
  w.y = board_y + board_h + margin;
  if (s->legend)
    legend (&w, p);
  if (s->solution && *s->solution)
    solution_text (&w, measure, s->solution);
  if (cr)
    cairo_restore (cr);
  *width = board_w + 2 * margin + 2 * pad;
  *height = w.y + 2 * pad;
  g_object_unref (w.layout);
  if (scratch)
    {
      cairo_destroy (measure);
      cairo_surface_destroy (scratch);
    }
}

void
fa_diagram_get_size (const FaProblem *problem, const FaDiagramStyle *style, double *width, double *height)
{
  layout (NULL, problem, style, width, height);
}

void
fa_diagram_render (cairo_t *cr, const FaProblem *problem, const FaDiagramStyle *style)
{
  double width, height;
  layout (cr, problem, style, &width, &height);
}

/* ---- Pages: the diagram, then its solution flowing on ---------------- */

typedef struct
{
  FaDiagramStyle diagram;  /* the style without the solution */
  double scale;            /* of the diagram on the page */
  double diagram_height;   /* on the page */
  PangoLayout *text;
  int n_lines, n_pages;
  int *page;               /* of each line */
  double *baseline;        /* of each line, on its page */
} Pages;

static void
paginate (cairo_t *cr, const FaProblem *problem, const FaDiagramStyle *style, double page_w, double page_h, Pages *out)
{
  *out = (Pages) { .diagram = *style };
  out->diagram.solution = NULL;
  double w, h;
  fa_diagram_get_size (problem, &out->diagram, &w, &h);
  out->scale = MIN (1.5, page_w / w);
  out->diagram_height = h * out->scale;
  out->n_pages = 1;
  if (!style->solution || !*style->solution)
    return;
  /* The text at the size a diagram of 20 pt squares would give it. */
  FaDiagramStyle text_style = *style;
  text_style.square = 20;
  out->text = solution_layout (cr, &text_style, style->solution, page_w);
  out->n_lines = pango_layout_get_line_count (out->text);
  out->page = g_new (int, out->n_lines);
  out->baseline = g_new (double, out->n_lines);
  PangoLayoutIter *iter = pango_layout_get_iter (out->text);
  int page = 0, lines_on_page = 0;
  double top = out->diagram_height + 12; /* where the first line goes */
  double line_shift = 0;                 /* layout y to page y */
  for (int i = 0; i < out->n_lines; i++, pango_layout_iter_next_line (iter))
    {
      PangoRectangle logical;
      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      double line_top = (double) logical.y / PANGO_SCALE, height = (double) logical.height / PANGO_SCALE;
      if (i == 0)
        line_shift = top - line_top;
      /* A line that does not fit goes over, unless it would be alone on
       * its page anyway (the first page has the diagram). */
      if (line_top + line_shift + height > page_h && (lines_on_page > 0 || page == 0))
        {
          page++;
          line_shift = -line_top;
          lines_on_page = 0;
        }
      lines_on_page++;
      out->page[i] = page;
      out->baseline[i] = (double) pango_layout_iter_get_baseline (iter) / PANGO_SCALE + line_shift;
    }
  pango_layout_iter_free (iter);
  out->n_pages = page + 1;
}

static void
pages_clear (Pages *p)
{
  g_clear_object (&p->text);
  g_free (p->page);
  g_free (p->baseline);
}

int
fa_diagram_n_pages (cairo_t *cr, const FaProblem *problem, const FaDiagramStyle *style, double page_w, double page_h)
{
  Pages pages;
  paginate (cr, problem, style, page_w, page_h, &pages);
  int n = pages.n_pages;
  pages_clear (&pages);
  return n;
}

void
fa_diagram_render_page (cairo_t *cr, const FaProblem *problem, const FaDiagramStyle *style, double page_w,
                        double page_h, int page)
{
  Pages pages;
  paginate (cr, problem, style, page_w, page_h, &pages);
  if (page == 0)
    {
      cairo_save (cr);
      cairo_scale (cr, pages.scale, pages.scale);
      fa_diagram_render (cr, problem, &pages.diagram);
      cairo_restore (cr);
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  for (int i = 0; i < pages.n_lines; i++)
    if (pages.page[i] == page)
      {
        cairo_move_to (cr, 0, pages.baseline[i]);
        pango_cairo_show_layout_line (cr, pango_layout_get_line_readonly (pages.text, i));
      }
  pages_clear (&pages);
}
