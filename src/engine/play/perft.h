/* perft: the number of leaf nodes of the legal move tree to a depth, the
 * standard check of a move generator. */
#pragma once

#include <stdint.h>

#include "board/position.h"

uint64_t fa_perft (FaPosition *pos, int depth);
