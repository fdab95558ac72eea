/* Diagrams for publication, drawn with cairo, pango and librsvg (no GTK):
 * the board (any size, holes, plain or hatched dark squares, a frame,
 * optional coordinates), the caption as problem columns print it (number,
 * authors, source, award), and under the board the stipulation and piece
 * count, twins, conditions, a legend naming each fairy piece with its
 * figure and each condition with a one-line definition, a C+ mark, and
 * optionally the solution.  The studio, its print operation, the exports
 * and faerie-solve --diagram all draw through here. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "problem/notation.h"
#include "problem/problem.h"
#include "problem/solution.h"
#include "verify/soundness.h"

G_BEGIN_DECLS

typedef enum
{
  FA_DIAGRAM_DARK_HATCHED, /* diagonal lines, as printed diagrams have them */
  FA_DIAGRAM_DARK_PLAIN,   /* a flat colour */
} FaDiagramDarkSquares;

typedef struct
{
  double square;                 /* side of a square, in points */
  FaDiagramDarkSquares dark_squares;
  double light_rgb[3], dark_rgb[3]; /* plain squares; hatching uses dark_rgb for its lines */
  gboolean coordinates;
  gboolean caption;              /* number, authors, source, award above the board */
  gboolean legend;               /* stipulation, twins, conditions and legend under it */
  const char *number;            /* the diagram's number ("17"), NULL for none */
  gboolean verified;             /* print "C+": a verification found it sound
                                    (fa_diagram_verified) */
  const char *solution;          /* text under the diagram, NULL for none
                                    (fa_diagram_solution_text) */
  GPtrArray *solutions;          /* the solved twins, for LaTeX, which writes
                                    them in its package's letters; NULL for none */
  const char *font;              /* Pango family, "Serif" */
  const FaNotation *notation;    /* the piece letters of the twins, as the
                                    solution's; NULL: Popeye's codes */
} FaDiagramStyle;

/* Defaults for print: 20 pt squares, hatched, caption and legend, no
 * coordinates. */
void fa_diagram_style_init (FaDiagramStyle *style);

/* The whole diagram's size in points. */
void fa_diagram_get_size (const FaProblem *problem, const FaDiagramStyle *style, double *width, double *height);

/* Draws the diagram with its top left corner at the current origin. */
void fa_diagram_render (cairo_t *cr, const FaProblem *problem, const FaDiagramStyle *style);

/* Draws one piece figure in a size x size box at (x, y): the glyph the
 * catalogue names for the kind (an orthodox figure, turned as fairy
 * fonts turn it, or the piece's own figure, either maybe with the kind's
 * code as a badge), white, black or neutral.  A kind whose glyph names
 * no figure (a piece the problem defines) is its code in a disc. */
void fa_diagram_draw_piece (cairo_t *cr, const FaPieceSpec *spec, FaColour colour, double x, double y,
                            double size);

/* Does spec's glyph name a figure that loads, in all three colours? */
gboolean fa_diagram_piece_has_figure (const FaPieceSpec *spec);

/* Writes the diagram to path: .svg, .pdf, .png (at dpi) or .tex (the
 * LaTeX below), by the extension.  FALSE with error set on failure. */
/* The diagram as an SVG document in a string (for a page that embeds it:
 * faerie-solve --verify --html). */
char *fa_diagram_svg (const FaProblem *problem, const FaDiagramStyle *style);

gboolean fa_diagram_save (const FaProblem *problem, const FaDiagramStyle *style, const char *path, double dpi,
                          GError **error);

/* The problem as a LaTeX diagram environment of the chess-problem-diagrams
 * package (\usepackage{diagram}), with the solution when given (one
 * FaSolution per twin): the package's German letters (K D T L S B)
 * throughout, in the pieces, the twins and the solution. */
char *fa_diagram_latex (const FaProblem *problem, GPtrArray *solutions);

/* A diagram with a long solution on pages of page_w x page_h points: the
 * diagram at the top of the first page (scaled to the page's width, at
 * most 1.5 times), its solution flowing on, page after page.  cr is the
 * context the pages will be drawn on (it measures the text). */
int fa_diagram_n_pages (cairo_t *cr, const FaProblem *problem, const FaDiagramStyle *style, double page_w,
                        double page_h);
void fa_diagram_render_page (cairo_t *cr, const FaProblem *problem, const FaDiagramStyle *style, double page_w,
                             double page_h, int page);

/* Does the problem earn the "C+" of a diagram?  Only a verification
 * (verify/soundness.h) whose verdict is sound: every twin solved to the
 * end (no time limit reached, not stopped), no cook, no short solution,
 * the intended solution found, no dual.  A plain solve never does.
 * report: NULL when the problem was not verified. */
gboolean fa_diagram_verified (const FaSoundnessReport *report);

/* The solution as magazines print it (io/solution-text.h), in notation
 * (NULL: short notation with Popeye's piece codes), for style.solution;
 * free with g_free. */
char *fa_diagram_solution_text (const FaProblem *problem, GPtrArray *solutions, const FaNotation *notation);

/* A piece count as diagrams print it: "(5+4)", or "(5+4+1)" with neutrals. */
char *fa_diagram_piece_count (const FaProblem *problem);

/* The legend's line for a condition line, as Pango markup: its name and
 * definition in the language ("es...": Spanish, else English), the line
 * as written when it carries parameters.  The diagram takes the language
 * from the locale (g_get_language_names). */
char *fa_diagram_condition_markup (const char *line, const char *language);

G_END_DECLS
