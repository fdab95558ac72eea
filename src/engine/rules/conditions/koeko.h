/* KöKo, Kölner Kontakt (retractors-conditions.md 4.15, rule ids KOK-*): a
 * move is legal only if the unit that moved, where it stands after every
 * effect of the move, touches another unit (king-wise: the eight
 * neighbours; with Popeye's Neighbour piece, a leap of that piece away).
 * Castling is the king's move (king-wise it touches its rook).  Check is a
 * capture of the king after which the capturer touches a unit (KOK-2).
 * Popeye's Anti-KöKo is the reverse: no contact. */
#pragma once

#include "board/position.h"

/* Reads a line "KoeKo", "AntiKoeKo", either with Popeye's "Neighbour X"
 * (X one of S W F CA AL Z DA GI AN, or K: the contact is X's leap) into
 * the rules.  FALSE when it does not fit. */
bool fa_koeko_line_read (FaRules *rules, const char *line);

/* Popeye's header form: "KoeKo", "S-KoeKo", "CA-AntiKoeko".  Free it. */
char *fa_koeko_header (const char *line);

/* The hook: runs after the other conditions' hooks, and refuses the move
 * when the unit touches nothing (under Anti-KöKo, when it touches a
 * unit). */
void fa_koeko_after_move (FaPosition *pos);
/* Is a unit in contact with sq on the board as a move leaves it: the
 * units the board shows but on the squares of gone, and on the squares of
 * added?  (A move's departure and its victims' squares are gone, its unit
 * added where it ends.) */
bool fa_koeko_touches_after (const FaPosition *pos, FaSquare sq, const FaSquare *gone, int n_gone,
                             const FaSquare *added, int n_added);

/* The hook with Rococo pieces on the board (the compiler installs one of
 * the two).  As Popeye follows the unit that moved: one that left the
 * board with its move (a mutual destruction, a suicide) is not judged,
 * and a swap judges both units it exchanged. */
void fa_koeko_rococo_after_move (FaPosition *pos);

bool fa_koeko_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side);
