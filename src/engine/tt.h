/* Transposition table: what search proved about a position, so the same
 * position reached by another move order is not searched again. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct
{
  uint64_t key;
  /* Proven results, in moves (or plies) still to play:
   * win_within: the goal is reached within this many (0: none proven);
   * fail_within: the goal cannot be reached within this many (0: none). */
  uint8_t win_within;
  uint8_t fail_within;
} FaTTEntry;

typedef struct
{
  FaTTEntry *entries;
  size_t mask;
} FaTT;

/* Allocates about mb megabytes (rounded down to a power of two entries). */
bool fa_tt_init (FaTT *tt, size_t mb);
void fa_tt_free (FaTT *tt);

static inline FaTTEntry *
fa_tt_probe (const FaTT *tt, uint64_t key)
{
  FaTTEntry *e = &tt->entries[key & tt->mask];
  return e->key == key ? e : NULL;
}

/* Records a win within n (n = 0 leaves it as it was). */
void fa_tt_store (FaTT *tt, uint64_t key, int win_within, int fail_within);
