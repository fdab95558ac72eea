/* How busy the machine's processors are right now, for the solver
 * threads' decision to start (play/search.c). */
#pragma once

#include <stdbool.h>

/* Whether every processor but the caller's is running something at this
 * moment (another program's loop, a parallel build): a second solver
 * thread would then only share a processor.  FALSE when it cannot be
 * told. */
bool fa_other_processors_busy (int processors);
