/* Diagrams: boards rendered to PNG and compared with reference images
 * (tests/diagram/, a small tolerance for antialiasing), the PDF's text
 * read back with pdftotext, every SVG export loaded again with librsvg,
 * and the LaTeX of the chess-problem-diagrams package.
 *
 * FAERIE_REGENERATE_REFERENCES=1 writes the references anew (look at
 * them before committing). */
#include <cairo.h>
#include <glib/gstdio.h>
#include <librsvg/rsvg.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fa-diagram.h"
#include "io/popeye-input.h"
#include "play/solver.h"

/* Orthodox, fairy pieces (turned and own figures), neutrals, and a 10x10
 * board with a hole. */
static const struct
{
  const char *name;
  const char *input;
} diagrams[] = {
  { "orthodox",
    "BeginProblem\nAuthor Sam Loyd\nOrigin Chess Monthly 1859\nPieces White Kf5 Rg7 Se1 Pg2h2 Black Kh5 Bf2 Pg3h6\n"
    "Stipulation #3\nTwin Remove e1 Stipulation #4\nEndProblem\n" },
  { "fairy",
    "BeginProblem\nAuthor Ann Example\nOrigin Constructed for Faerie's tests\nPieces White Ka1 Nb3 Gc4 AMd5 CAe6 "
    "Black Kh8 LIg6 ROf5 EMe2 PRh1 GIc8\nStipulation h#2\nCondition Madrasi\nEndProblem\n" },
  { "neutrals",
    "BeginProblem\nPieces White Ke1 Black Ke8 Neutral Qd4 Sb5 Pc3\nStipulation h#2\nEndProblem\n" },
  { "ten-by-ten",
    "BeginProblem\nBoardSize 10x10\nHoles e5\nPieces White Ka1 Rj10 Nb2 Black Kj1 Gh8\nStipulation #2\n"
    "EndProblem\n" },
};

static FaProblem *
read_one (const char *input)
{
  g_autoptr (GPtrArray) errors = NULL;
  g_autoptr (GPtrArray) problems = fa_popeye_read (input, "diagram-test", &errors);
  for (guint i = 0; i < errors->len; i++)
    {
      g_autofree char *e = fa_input_error_to_string (g_ptr_array_index (errors, i));
      g_test_message ("%s", e);
    }
  g_assert_cmpuint (errors->len, ==, 0);
  g_assert_cmpuint (problems->len, ==, 1);
  return fa_problem_copy (g_ptr_array_index (problems, 0));
}

/* The board alone: no text, so the pixels do not depend on fonts. */
static cairo_surface_t *
render_board (const FaProblem *p)
{
  FaDiagramStyle style;
  fa_diagram_style_init (&style);
  style.caption = FALSE;
  style.legend = FALSE;
  style.square = 24;
  double w, h;
  fa_diagram_get_size (p, &style, &w, &h);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) w, (int) h);
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  fa_diagram_render (cr, p, &style);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The mean difference per channel, and the share of pixels that differ
 * by more than a quarter of the range. */
static void
compare (cairo_surface_t *a, cairo_surface_t *b, double *mean, double *share)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  g_assert_cmpint (w, ==, cairo_image_surface_get_width (b));
  g_assert_cmpint (h, ==, cairo_image_surface_get_height (b));
  const unsigned char *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  int sa = cairo_image_surface_get_stride (a), sb = cairo_image_surface_get_stride (b);
  double total = 0;
  long far = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int worst = 0;
        for (int c = 0; c < 4; c++)
          {
            int d = abs (pa[y * sa + 4 * x + c] - pb[y * sb + 4 * x + c]);
            total += d;
            worst = MAX (worst, d);
          }
        far += worst > 64;
      }
  *mean = total / (4.0 * w * h);
  *share = (double) far / ((double) w * h);
}

static void
test_reference_image (gconstpointer data)
{
  guint i = GPOINTER_TO_UINT (data);
  g_autoptr (FaProblem) p = read_one (diagrams[i].input);
  cairo_surface_t *surface = render_board (p);
  g_autofree char *name = g_strdup_printf ("%s.png", diagrams[i].name);
  g_autofree char *reference = g_build_filename (g_getenv ("FAERIE_DIAGRAM_REFERENCES"), name, NULL);
  if (g_getenv ("FAERIE_REGENERATE_REFERENCES"))
    {
      g_assert_cmpint (cairo_surface_write_to_png (surface, reference), ==, CAIRO_STATUS_SUCCESS);
      g_test_message ("wrote %s", reference);
    }
  cairo_surface_t *expected = cairo_image_surface_create_from_png (reference);
  g_assert_cmpint (cairo_surface_status (expected), ==, CAIRO_STATUS_SUCCESS);
  /* The reference is read as ARGB32 too when it has alpha. */
  double mean, share;
  compare (surface, expected, &mean, &share);
  g_test_message ("%s: mean difference %.3f, pixels far off %.4f%%", diagrams[i].name, mean, share * 100);
  if (mean > 1.5 || share > 0.002)
    {
      g_autofree char *actual = g_build_filename (g_get_tmp_dir (), name, NULL);
      cairo_surface_write_to_png (surface, actual);
      g_test_fail_printf ("%s differs from %s (see %s)", diagrams[i].name, reference, actual);
    }
  cairo_surface_destroy (expected);
  cairo_surface_destroy (surface);
}

static char *
pdf_text (const char *pdf)
{
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  const char *argv[] = { "pdftotext", "-layout", pdf, "-", NULL };
  int status;
  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out,
                     NULL, &status, &error))
    return NULL;
  return g_steal_pointer (&out);
}

static void
test_pdf_text (void)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  if (!pdftotext)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      return;
    }
  g_autofree char *dir = g_dir_make_tmp ("faerie-diagram-XXXXXX", NULL);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (FaProblem) p = read_one (diagrams[i].input);
      FaDiagramStyle style;
      fa_diagram_style_init (&style);
      style.number = "17";
      style.verified = TRUE;
      g_autofree char *path = g_build_filename (dir, "d.pdf", NULL);
      g_autoptr (GError) error = NULL;
      g_assert_true (fa_diagram_save (p, &style, path, 0, &error));
      g_autofree char *text = pdf_text (path);
      g_assert_nonnull (text);
      g_test_message ("%s", text);
      g_assert_nonnull (strstr (text, "17"));
      g_assert_nonnull (strstr (text, "C+"));
      if (i == 0)
        {
          g_assert_nonnull (strstr (text, "Sam Loyd"));
          g_assert_nonnull (strstr (text, "Chess Monthly 1859"));
          g_assert_nonnull (strstr (text, "#3"));
          g_assert_nonnull (strstr (text, "(5+4)"));
          g_assert_nonnull (strstr (text, "b) -wSe1"));
        }
      else
        {
          g_assert_nonnull (strstr (text, "h#2"));
          g_assert_nonnull (strstr (text, "(5+6)"));
          g_assert_nonnull (strstr (text, "nightrider (N)"));
          g_assert_nonnull (strstr (text, "grasshopper (G)"));
          g_assert_nonnull (strstr (text, "amazon (AM)"));
          g_assert_nonnull (strstr (text, "Madrasi:"));
        }
      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
test_svg_loads_again (void)
{
  g_autofree char *dir = g_dir_make_tmp ("faerie-diagram-XXXXXX", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (diagrams); i++)
    {
      g_autoptr (FaProblem) p = read_one (diagrams[i].input);
      FaDiagramStyle style;
      fa_diagram_style_init (&style);
      style.coordinates = TRUE;
      g_autofree char *path = g_build_filename (dir, "d.svg", NULL);
      g_autoptr (GError) error = NULL;
      g_assert_true (fa_diagram_save (p, &style, path, 0, &error));
      RsvgHandle *handle = rsvg_handle_new_from_file (path, &error);
      g_assert_no_error (error);
      double w = 0, h = 0, want_w, want_h;
      rsvg_handle_set_dpi (handle, 72); /* the SVG's sizes are in points */
      g_assert_true (rsvg_handle_get_intrinsic_size_in_pixels (handle, &w, &h));
      fa_diagram_get_size (p, &style, &want_w, &want_h);
      g_test_message ("%s: svg %.2f x %.2f px, diagram %.2f x %.2f pt", diagrams[i].name, w, h, want_w, want_h);
      g_assert_cmpfloat (fabs (w - want_w), <, 1);
      g_assert_cmpfloat (fabs (h - want_h), <, 1);
      g_object_unref (handle);
      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
test_png_dpi (void)
{
  g_autoptr (FaProblem) p = read_one (diagrams[0].input);
  FaDiagramStyle style;
  fa_diagram_style_init (&style);
  double w, h;
  fa_diagram_get_size (p, &style, &w, &h);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "faerie-dpi.png", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (fa_diagram_save (p, &style, path, 300, &error));
  cairo_surface_t *png = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_image_surface_get_width (png), ==, (int) ceil (w * 300 / 72));
  cairo_surface_destroy (png);
  g_unlink (path);
  g_assert_false (fa_diagram_save (p, &style, "/tmp/diagram.bmp", 0, &error));
  g_assert_nonnull (strstr (error->message, ".svg, .pdf, .png or .tex"));
}

static void
test_latex (void)
{
  g_autoptr (FaProblem) p = read_one (diagrams[0].input);
  g_autoptr (GPtrArray) solutions = fa_solve_problem (p, NULL);
  g_autofree char *tex = fa_diagram_latex (p, solutions);
  g_test_message ("%s", tex);
  g_assert_true (g_str_has_prefix (tex, "\\begin{diagram}\n"));
  g_assert_nonnull (strstr (tex, "\\author{Loyd, Sam}"));
  g_assert_nonnull (strstr (tex, "\\source{Chess Monthly 1859}"));
  g_assert_nonnull (strstr (tex, "\\pieces[5+4]{wKf5, wTg7, wSe1, wBg2, wBh2, sKh5, sLf2, sBg3, sBh6}"));
  g_assert_nonnull (strstr (tex, "\\stip{\\#3}"));
  /* One set of letters, the package's German ones: the twins and the
   * solution as the pieces (T for the rook, B for a pawn). */
  g_assert_nonnull (strstr (tex, "\\twins{b) -wSe1  \\#4"));
  g_assert_nonnull (strstr (tex, "\\sol{a)\\newline \\quad 1.Txg3!\\newline b) -wSe1  \\#4\\newline \\quad 1.hxg3!}"));
  g_assert_true (g_str_has_suffix (tex, "\\end{diagram}\n"));
  g_autoptr (FaProblem) fairy = read_one (diagrams[1].input);
  g_autofree char *fairy_tex = fa_diagram_latex (fairy, NULL);
  g_test_message ("%s", fairy_tex);
  /* The nightrider is a knight upside down, named in \piecedefs. */
  g_assert_nonnull (strstr (fairy_tex, "wSUb3"));
  g_assert_nonnull (strstr (fairy_tex, "{ws}{SU}{nightrider}"));
  g_assert_nonnull (strstr (fairy_tex, "\\condition{Madrasi}"));
  /* A badged figure (the camelrider: the camel's turned knight with CR)
   * is its figure's letter and turn, named, since the package draws no
   * badge; a kind once without a glyph (the nao) has one now. */
  g_autoptr (FaProblem) badged = read_one ("BeginProblem\nPieces White Ka1 CRb2 NAc3 Black Kh8\nStipulation #2\nEndProblem\n");
  g_autofree char *badged_tex = fa_diagram_latex (badged, NULL);
  g_assert_nonnull (strstr (badged_tex, "wSRb2, wSLc3"));
  g_assert_nonnull (strstr (badged_tex, "{ws}{SR}{camelrider}; {ws}{SL}{nao}"));
  g_autoptr (FaProblem) big = read_one (diagrams[3].input);
  g_autofree char *big_tex = fa_diagram_latex (big, NULL);
  g_assert_true (g_str_has_prefix (big_tex, "\\begin{diagram}[10x10]"));
}

/* Issue 13: every kind of the catalogue has a figure (no code disc
 * left: those are for the pieces a problem defines itself). */
static void
test_every_kind_has_a_figure (void)
{
  size_t n;
  const FaPieceSpec *all = fa_piece_catalogue (&n);
  for (size_t i = 0; i < n; i++)
    if (!fa_diagram_piece_has_figure (&all[i]))
      g_test_fail_printf ("%s (%s) has no figure (glyph %s)", all[i].name_en, all[i].code,
                          all[i].glyph ? all[i].glyph : "NULL");
}

/* The kind as size x size pixels of colour, on transparency. */
static char *
figure_checksum (const FaPieceSpec *spec, FaColour colour, int size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  fa_diagram_draw_piece (cr, spec, colour, 0, 0, size);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  char *sum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, cairo_image_surface_get_data (surface),
                                           (gsize) cairo_image_surface_get_stride (surface) * (gsize) size);
  cairo_surface_destroy (surface);
  return sum;
}

/* Issue 13: no two kinds of the palette look the same, in any colour:
 * each rendered, its pixels hashed, no hash twice.  Palette size, where
 * a badge's letters are smallest. */
static void
test_no_two_kinds_look_alike (void)
{
  size_t n;
  const FaPieceSpec *all = fa_piece_catalogue (&n);
  for (int colour = FA_COLOUR_WHITE; colour <= FA_COLOUR_NEUTRAL; colour++)
    {
      g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      for (size_t i = 0; i < n; i++)
        {
          char *sum = figure_checksum (&all[i], (FaColour) colour, 36);
          const FaPieceSpec *twin = g_hash_table_lookup (seen, sum);
          if (twin)
            g_test_fail_printf ("%s (%s) and %s (%s) look the same in colour %d", twin->name_en, twin->code,
                                all[i].name_en, all[i].code, colour);
          g_hash_table_insert (seen, sum, (gpointer) &all[i]);
        }
    }
}

/* The legend defines each condition in the interface language: Spanish
 * names and definitions under a Spanish locale. */
static void
test_condition_legend_language (void)
{
  g_autofree char *en = fa_diagram_condition_markup ("ChameleonCirce", "en_GB.UTF-8");
  g_assert_cmpstr (en, ==, "<b>Chameleon Circe</b>: A captured unit is reborn changed to the next type of a cycle of types, on "
                           "that type&apos;s game-array square.");
  g_autofree char *es = fa_diagram_condition_markup ("ChameleonCirce", "es_ES.UTF-8");
  g_assert_true (g_str_has_prefix (es, "<b>Circe Camaleón</b>: La pieza capturada renace"));
  /* With parameters, the line as written. */
  g_autofree char *ri = fa_diagram_condition_markup ("Sentinelles MaximumTotal 6", "es");
  g_assert_true (g_str_has_prefix (ri, "<b>Sentinelles MaximumTotal 6</b>: Una pieza que no es un peón"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (diagrams); i++)
    {
      g_autofree char *path = g_strdup_printf ("/diagram/reference/%s", diagrams[i].name);
      g_test_add_data_func (path, GUINT_TO_POINTER (i), test_reference_image);
    }
  g_test_add_func ("/diagram/pdf-text", test_pdf_text);
  g_test_add_func ("/diagram/svg-loads-again", test_svg_loads_again);
  g_test_add_func ("/diagram/png-dpi", test_png_dpi);
  g_test_add_func ("/diagram/latex", test_latex);
  g_test_add_func ("/diagram/condition-legend-language", test_condition_legend_language);
  g_test_add_func ("/diagram/figures/every-kind", test_every_kind_has_a_figure);
  g_test_add_func ("/diagram/figures/all-distinct", test_no_two_kinds_look_alike);
  return g_test_run ();
}
