/* The piece palette: every kind of the engine's catalogue (and the
 * problem's own pieces), each figure with its name under it, searchable
 * by name and code in the UI language, one family at a time (orthodox,
 * leapers, riders, hoppers) or all, in white, black or neutral.  Drag a piece onto the board, or click it
 * to make it the piece that clicks and Enter on the board put down. */
#pragma once

#include <gtk/gtk.h>

#include "problem/problem.h"

G_BEGIN_DECLS

#define FAERIE_TYPE_PALETTE (faerie_palette_get_type ())
G_DECLARE_FINAL_TYPE (FaeriePalette, faerie_palette, FAERIE, PALETTE, GtkWidget)

GtkWidget *faerie_palette_new (void);
const FaPieceSpec *faerie_palette_get_piece (FaeriePalette *self);
FaColour faerie_palette_get_colour (FaeriePalette *self);
void faerie_palette_select (FaeriePalette *self, const FaPieceSpec *spec, FaColour colour);
/* Shows only the kinds whose name or code contains text. */
void faerie_palette_set_filter (FaeriePalette *self, const char *text);
/* Shows only one family of kinds (an FaPieceFamily), or all (-1). */
void faerie_palette_set_family (FaeriePalette *self, int family);
/* How many kinds the filter lets through. */
guint faerie_palette_count_visible (FaeriePalette *self);

/* After the piece letters changed: tooltips and search follow. */
void faerie_palette_refresh_letters (FaeriePalette *self);

G_END_DECLS
