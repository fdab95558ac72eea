/* Transposition table: what search proved about a position, so the same
 * position reached by another move order is not searched again.  One
 * table serves all solver threads: entries are read and written without
 * locks, and a torn entry (two threads writing at once) is detected
 * because the stored check word is the key xor the data. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct
{
  uint64_t check; /* key ^ data */
  uint64_t data;  /* win_within | fail_within << 8 */
} FaTTEntry;

typedef struct
{
  FaTTEntry *entries;
  size_t mask;          /* of the whole table */
  /* The part in use: a short solve touches only the first entries (the
   * first use of each page of the table costs a page fault, a tenth of a
   * second for 64 MB); the part doubles as it fills. */
  size_t used_mask;
  size_t stores;        /* counted loosely: lost counts do no harm */
  void *mapping;        /* what to give back: an mmap or a calloc block */
  size_t mapping_size;  /* 0 for calloc */
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

static inline FaTTResult
fa_tt_probe (const FaTT *tt, uint64_t key)
{
  FaTTEntry *e = &tt->entries[key & __atomic_load_n (&tt->used_mask, __ATOMIC_RELAXED)];
  uint64_t check = __atomic_load_n (&e->check, __ATOMIC_RELAXED);
  uint64_t data = __atomic_load_n (&e->data, __ATOMIC_RELAXED);
  FaTTResult r = { false, 0, 0 };
  if ((check ^ data) == key)
    {
      r.found = true;
      r.win_within = (uint8_t) data;
      r.fail_within = (uint8_t) (data >> 8);
    }
  return r;
}

/* Records a win within win_within and/or a failure within fail_within
 * (0 leaves that part as it was). */
void fa_tt_store (FaTT *tt, uint64_t key, int win_within, int fail_within);
