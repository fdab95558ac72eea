/* Diagram files: SVG, PDF and PNG through cairo's surfaces, and the LaTeX
 * of the chess-problem-diagrams package. */
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "fa-diagram.h"
#include "fa-piece-glyph.h"
#include "io/popeye-text.h"
#include "io/solution-text.h"
#include "problem/stipulation.h"

/* A PDF of A4 pages: the diagram, then its solution flowing on. */
static gboolean
save_pages (const FaProblem *problem, const FaDiagramStyle *style, const char *path, GError **error)
{
  const double page_w = 595.28, page_h = 841.89, margin = 56.7;
  cairo_surface_t *surface = cairo_pdf_surface_create (path, page_w, page_h);
  cairo_t *cr = cairo_create (surface);
  int n = fa_diagram_n_pages (cr, problem, style, page_w - 2 * margin, page_h - 2 * margin);
  for (int page = 0; page < n; page++)
    {
      cairo_save (cr);
      cairo_translate (cr, margin, margin);
      fa_diagram_render_page (cr, problem, style, page_w - 2 * margin, page_h - 2 * margin, page);
      cairo_restore (cr);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_status_t status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

static cairo_status_t
append_to_string (void *closure, const unsigned char *data, unsigned int length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}

char *
fa_diagram_svg (const FaProblem *problem, const FaDiagramStyle *style)
{
  double width, height;
  fa_diagram_get_size (problem, style, &width, &height);
  GString *svg = g_string_new (NULL);
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream (append_to_string, svg, width, height);
  cairo_t *cr = cairo_create (surface);
  fa_diagram_render (cr, problem, style);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  gboolean ok = cairo_surface_status (surface) == CAIRO_STATUS_SUCCESS;
  cairo_surface_destroy (surface);
  if (!ok)
    {
      g_string_free (svg, TRUE);
      return NULL;
    }
  return g_string_free (svg, FALSE);
}

gboolean
fa_diagram_save (const FaProblem *problem, const FaDiagramStyle *style, const char *path, double dpi,
                 GError **error)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);
  if (g_str_has_suffix (lower, ".tex"))
    {
      g_autofree char *tex = fa_diagram_latex (problem, style->solutions);
      return g_file_set_contents (path, tex, -1, error);
    }
  if (g_str_has_suffix (lower, ".pdf") && style->solution && *style->solution)
    return save_pages (problem, style, path, error);
  double width, height;
  fa_diagram_get_size (problem, style, &width, &height);
  cairo_surface_t *surface;
  double scale = 1;
  if (g_str_has_suffix (lower, ".svg"))
    surface = cairo_svg_surface_create (path, width, height);
  else if (g_str_has_suffix (lower, ".pdf"))
    surface = cairo_pdf_surface_create (path, width, height);
  else if (g_str_has_suffix (lower, ".png"))
    {
      scale = (dpi > 0 ? dpi : 150) / 72.0;
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width * scale),
                                            (int) ceil (height * scale));
    }
  else
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "%s: the file name must end in .svg, .pdf, .png or .tex", path);
      return FALSE;
    }
  cairo_t *cr = cairo_create (surface);
  if (g_str_has_suffix (lower, ".png"))
    {
      /* A white page: a transparent diagram disappears on dark slides. */
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_scale (cr, scale, scale);
    }
  fa_diagram_render (cr, problem, style);
  cairo_destroy (cr);
  cairo_status_t status = cairo_surface_status (surface);
  if (status == CAIRO_STATUS_SUCCESS && g_str_has_suffix (lower, ".png"))
    status = cairo_surface_write_to_png (surface, path);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/* ---- LaTeX ---- */

static void
append_tex (GString *out, const char *text)
{
  for (const char *c = text; *c; c++)
    switch (*c)
      {
      case '#': case '$': case '%': case '&': case '_': case '{': case '}':
        g_string_append_printf (out, "\\%c", *c);
        break;
      case '\\': g_string_append (out, "\\textbackslash{}"); break;
      case '~': g_string_append (out, "\\textasciitilde{}"); break;
      case '^': g_string_append (out, "\\textasciicircum{}"); break;
      case '\n': g_string_append (out, "; "); break;
      default: g_string_append_c (out, *c);
      }
}

/* The package's letters are German (K D T L S B) and its turns R, U, L
 * (right, upside down, left); figures it has no letter for are drawn as
 * the nearest orthodox one and named in \piecedefs (a badge it cannot
 * draw: the name tells the kinds apart). */
static void
append_piece_letters (GString *out, const FaPieceSpec *spec)
{
  FaGlyph glyph = fa_piece_glyph_parse (spec->glyph);
  const char *letter = glyph.figure ? glyph.figure->letter : "S";
  g_string_append (out, letter);
  int turn = ((spec->glyph_rotation % 360) + 360) % 360;
  if (turn >= 45 && turn < 135)
    g_string_append_c (out, 'R');
  else if (turn >= 135 && turn < 225)
    g_string_append_c (out, 'U');
  else if (turn >= 225 && turn < 315)
    g_string_append_c (out, 'L');
}

/* The package's letters are German: so is the text around its board. */
static const char *
german (const FaPieceSpec *spec)
{
  return spec->code_de;
}

static const char *const german_words[FA_N_WORDS] = { "aber", "Drohung:", "Zugzwang.", "Satzspiel:", "Duplex:" };
static const char *const german_colours[3] = { "w", "s", "n" };
static const FaNotation german_notation = { .short_form = TRUE, .letters = german, .words = german_words,
                                            .colours = german_colours };

char *
fa_diagram_latex (const FaProblem *p, GPtrArray *solutions)
{
  GString *out = g_string_new ("\\begin{diagram}");
  if (p->files != 8 || p->ranks != 8)
    g_string_append_printf (out, "[%dx%d]", p->files, p->ranks);
  g_string_append_c (out, '\n');
  if (p->author)
    {
      /* The package wants "surname, given names" separated by "; ". */
      g_string_append (out, "  \\author{");
      g_auto (GStrv) names = g_strsplit (p->author, "\n", -1);
      for (int i = 0; names[i]; i++)
        {
          g_auto (GStrv) words = g_strsplit (g_strstrip (names[i]), " ", -1);
          guint n = g_strv_length (words);
          if (i)
            g_string_append (out, "; ");
          if (n > 1)
            {
              append_tex (out, words[n - 1]);
              g_string_append (out, ", ");
              g_free (words[n - 1]);
              words[n - 1] = NULL;
              g_autofree char *given = g_strjoinv (" ", words);
              append_tex (out, given);
            }
          else
            append_tex (out, names[i]);
        }
      g_string_append (out, "}\n");
    }
  g_autofree char *citation = fa_problem_citation (p);
  g_autofree char *award = fa_problem_award_text (p);
  if (citation)
    {
      g_string_append (out, "  \\source{");
      append_tex (out, citation);
      g_string_append (out, "}\n");
    }
  if (award)
    {
      g_string_append (out, "  \\award{");
      append_tex (out, award);
      g_string_append (out, "}\n");
    }
  g_autofree char *count = fa_diagram_piece_count (p);
  char *digits = count + 1; /* "(5+4)" -> "5+4" */
  digits[strlen (digits) - 1] = '\0';
  g_string_append_printf (out, "  \\pieces[%s]{", digits);
  GString *defs = g_string_new (NULL);
  GPtrArray *defined = g_ptr_array_new ();
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      char square[8];
      g_string_append_printf (out, "%s%c", i ? ", " : "",
                              pp->colour == FA_COLOUR_WHITE ? 'w' : pp->colour == FA_COLOUR_BLACK ? 's' : 'n');
      append_piece_letters (out, pp->spec);
      g_string_append (out, fa_square_name_for (p->files, pp->square, square));
      gboolean orthodox = pp->spec->glyph_rotation == 0 && !g_strcmp0 (pp->spec->glyph, pp->spec->code)
                          && strlen (pp->spec->code) == 1;
      if (!orthodox && !g_ptr_array_find (defined, pp->spec, NULL))
        {
          g_ptr_array_add (defined, (gpointer) pp->spec);
          g_string_append_printf (defs, "%s{ws}{", defs->len ? "; " : "");
          append_piece_letters (defs, pp->spec);
          g_string_append (defs, "}{");
          append_tex (defs, pp->spec->name_en);
          g_string_append (defs, "}");
        }
    }
  g_string_append (out, "}\n");
  if (defs->len)
    g_string_append_printf (out, "  \\piecedefs{%s}\n", defs->str);
  g_string_free (defs, TRUE);
  g_ptr_array_free (defined, TRUE);
  if (p->has_stipulation)
    {
      char stip[64];
      g_string_append (out, "  \\stip{");
      append_tex (out, fa_stipulation_format (&p->stipulation, stip));
      g_string_append (out, "}\n");
    }
  if (p->conditions->len)
    {
      g_string_append (out, "  \\condition{");
      for (guint i = 0; i < p->conditions->len; i++)
        {
          if (i)
            g_string_append (out, "; ");
          append_tex (out, g_ptr_array_index (p->conditions, i));
        }
      g_string_append (out, "}\n");
    }
  if (p->twins && p->twins->len)
    {
      g_string_append (out, "  \\twins{");
      for (guint i = 1; i <= p->twins->len; i++)
        {
          g_autofree char *label = fa_problem_twin_label (p, i);
          g_autofree char *desc = fa_twin_describe_in (&german_notation, p, i);
          g_string_append_printf (out, "%s%s ", i > 1 ? "; " : "", label);
          append_tex (out, g_strstrip (desc));
        }
      g_string_append (out, "}\n");
    }
  g_autofree char *solution = solutions ? fa_solution_text (&german_notation, p, solutions) : NULL;
  if (solution && *g_strchomp (solution))
    {
      /* A line each, indented by \quad as the text by two spaces. */
      g_string_append (out, "  \\sol{");
      g_auto (GStrv) lines = g_strsplit (solution, "\n", -1);
      for (int i = 0; lines[i]; i++)
        {
          if (i)
            g_string_append (out, "\\newline ");
          const char *text = lines[i];
          for (; text[0] == ' ' && text[1] == ' '; text += 2)
            g_string_append (out, "\\quad ");
          append_tex (out, text);
        }
      g_string_append (out, "}\n");
    }
  g_string_append (out, "\\end{diagram}\n");
  return g_string_free (out, FALSE);
}
