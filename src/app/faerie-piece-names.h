/* Piece names and letters in the composer's language: names follow the
 * interface language; letters (the codes typed on the board and shown in
 * the palette) follow the "piece-letters" preference, or the interface
 * language, as problemists write them (Spanish R D T A C P). */
#pragma once

#include "problem/problem.h"

/* The first of among (two-letter codes, NULL-terminated) in the user's
 * languages before English or C; "en" when none. */
const char *faerie_first_language (const char *const *among);

/* "en", "es", "de" or "fr"; NULL or "" goes back to the interface
 * language. */
void faerie_piece_letters_set_language (const char *language);
const char *faerie_piece_letters_get_language (void);

const char *faerie_piece_local_name (const FaPieceSpec *spec);
/* The colours' letters (white, black, neutral) that go with the piece
 * letters ("b" "n" in Spanish); NULL: Popeye's w b n. */
const char *const *faerie_piece_colour_letters (void);
const char *faerie_piece_local_code (const FaPieceSpec *spec);

/* The kind whose local code (or else Popeye code) is code,
 * case-insensitive; the problem's own pieces first.  NULL if none. */
const FaPieceSpec *faerie_piece_lookup_local (const FaProblem *problem, const char *code);
/* Is there a local or Popeye code longer than prefix that starts so? */
gboolean faerie_piece_code_continues (const FaProblem *problem, const char *prefix);
