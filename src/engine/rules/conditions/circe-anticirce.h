/* Circe beside Anti-Circe, as Popeye plays them together: the capturer is
 * relocated first (Anti-Circe, AC-2: its square must be free, the
 * captured unit gone), then the captured unit is reborn (Circe), on its
 * square if that is free then, which the relocated capturer may hold.
 * The two hooks in that order do the moves (conditions.c); this is the
 * check under Circe Rex Inclusiv (CIR-6 after AC-6). */
#pragma once

#include "board/position.h"

/* May the piece on from capture on to?  As Anti-Circe has it, and a
 * royal unit, which Rex Inclusiv rebirths, only if its rebirth square is
 * occupied once the capturer is relocated (for a pawn reaching its last
 * rank: by one of its promotions). */
bool fa_circe_anticirce_capture_allowed (const FaPosition *pos, FaSquare from, FaSquare to, int side);
