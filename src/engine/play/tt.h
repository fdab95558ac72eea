/* Transposition table: what search proved about a position, so the same
 * position reached by another move order is not searched again.  One
 * table serves all solver threads: an entry is one 64-bit word, read and
 * written whole without locks, so no thread sees half of another's.
 * Eight bytes, not sixteen: the table is mostly cache misses and pages
 * faulted in, and half the bytes halve both. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "memory/table-memory.h"

/* The key's top 48 bits, then the data (win_within | fail_within << 8).
 * The index gives the key's low bits, at least 16 of them (FA_TT_MIN_ENTRIES),
 * so an entry that matches matches the whole key. */
typedef uint64_t FaTTEntry;

#define FA_TT_DATA_BITS 16
#define FA_TT_DATA_MASK ((UINT64_C (1) << FA_TT_DATA_BITS) - 1)
#define FA_TT_MIN_ENTRIES (1u << FA_TT_DATA_BITS)

typedef struct
{
  FaTTEntry *entries;
  size_t mask;          /* of the whole table */
  /* The part in use: a short solve touches only the first entries (the
   * first use of each page of the table costs a page fault, a tenth of a
   * second for 64 MB); the part doubles as it fills. */
  size_t used_mask;
  size_t stores;        /* counted loosely: lost counts do no harm */
  FaTableMemory memory;
} FaTT;

/* Proven results, in moves (or plies) still to play: win_within, the
 * goal is reached within this many (0: none proven); fail_within, the
 * goal cannot be reached within this many (0: none). */
typedef struct
{
  bool found;
  uint8_t win_within;
  uint8_t fail_within;
} FaTTResult;

/* Allocates about mb megabytes (rounded down to a power of two entries). */
bool fa_tt_init (FaTT *tt, size_t mb);
void fa_tt_free (FaTT *tt);

static inline FaTTEntry *
fa_tt_slot (const FaTT *tt, uint64_t key)
{
  return &tt->entries[key & __atomic_load_n (&tt->used_mask, __ATOMIC_RELAXED)];
}

static inline FaTTResult
fa_tt_probe (const FaTT *tt, uint64_t key)
{
  uint64_t e = __atomic_load_n (fa_tt_slot (tt, key), __ATOMIC_RELAXED);
  FaTTResult r = { false, 0, 0 };
  if ((e & ~FA_TT_DATA_MASK) == (key & ~FA_TT_DATA_MASK))
    {
      r.found = true;
      r.win_within = (uint8_t) e;
      r.fail_within = (uint8_t) (e >> 8);
    }
  return r;
}

/* The entry of key will be probed soon: its cache line is asked for now,
 * so the probe does not wait for memory (a probe is mostly a miss). */
static inline void
fa_tt_prefetch (const FaTT *tt, uint64_t key)
{
  __builtin_prefetch (fa_tt_slot (tt, key));
}

/* Records a win within win_within and/or a failure within fail_within
 * (0 leaves that part as it was). */
void fa_tt_store (FaTT *tt, uint64_t key, int win_within, int fail_within);
