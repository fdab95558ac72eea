/* Sentinelles (retractors-conditions.md 4.16, rule ids SEN-*): a unit
 * other than a pawn, king included, that leaves a square off the first
 * and last ranks leaves a pawn there, of its side's colour (of the other
 * colour under PionAdvers, SEN-5; neutral for a neutral unit under
 * PionNeutre; a Berolina pawn under Berolina), unless that colour would
 * then have more pawns (of the kind left) on the board
 * than its maximum (8 unless MaximumWhite or MaximumBlack says), or both
 * together more than 16 (MaximumTotal) (SEN-2, Popeye's limits); under
 * ParaSentinelles, not for a side with more pawns than the other.
 * Popeye writes the new pawn as it writes a rebirth: Rd4-d8[+wPd4]. */
#pragma once

#include "board/position.h"

void fa_sentinelles_after_move (FaPosition *pos);

/* A condition line "Sentinelles" with Popeye's words after it, in any
 * order: PionAdvers, PionPropre, PionNeutre, ParaSentinelles, Berolina,
 * MaximumWhite n, MaximumBlack n, MaximumTotal n.  FALSE: not such a
 * line, or another word.  (s->kind is the compiler's to set.) */
bool fa_sentinelles_line_read (const char *line, FaSentinellesRule *s);

/* The line as Popeye's header writes it: "Sentinelles  PionAdvers 3/2",
 * "Sentinelles //6", "ParaSentinelles". */
char *fa_sentinelles_header (const FaSentinellesRule *s);
