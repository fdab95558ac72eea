/* A kind's code drawn by cairo over or instead of a figure: the badge
 * that tells apart kinds sharing a figure, and the disc of a kind that
 * has no figure (a piece the problem defines itself).  Internal to
 * fa-piece-figures.c. */
#pragma once

#include <cairo.h>

#include "problem/problem.h"

/* The code in a small pill in the top right corner of a size x size box
 * at the origin, upright whatever the figure's turn, in the piece's
 * colours (a neutral one split like its figure). */
void fa_piece_badge_draw (cairo_t *cr, const char *code, FaColour colour, double size);

/* The code in a disc filling most of the box. */
void fa_piece_code_disc_draw (cairo_t *cr, const char *code, FaColour colour, double size);
