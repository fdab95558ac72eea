/* Conditions under which a unit changes colour (retractors-conditions.md
 * 4.9 and 4.10, rule ids TIB-*, AND-*, AAN-*): Andernach (a capturer),
 * Anti-Andernach (a unit that does not capture), Tibet (a black capturer
 * of a white unit of another kind) and Double Tibet (either colour).
 * Kings and royal units never change.  The change is an effect of the
 * move, made before the self-check test (TIB-4, AND-1). */
#pragma once

#include "board/position.h"

void fa_andernach_after_move (FaPosition *pos);
void fa_anti_andernach_after_move (FaPosition *pos);
void fa_tibet_after_move (FaPosition *pos);
void fa_double_tibet_after_move (FaPosition *pos);
