#include "play/tt.h"

#define FIRST_USED FA_TT_MIN_ENTRIES /* 512 KB */

bool
fa_tt_init (FaTT *tt, size_t mb)
{
  size_t bytes = (mb ? mb : 1) << 20, n = FA_TT_MIN_ENTRIES;
  while (n * 2 * sizeof (FaTTEntry) <= bytes)
    n *= 2;
  tt->mask = n - 1;
  tt->used_mask = FIRST_USED - 1;
  tt->stores = 0;
  /* (huge pages: the thousands of page faults a table touched at random
   * takes on first use were a tenth of the time of short solves) */
  tt->entries = fa_table_memory_new (&tt->memory, n * sizeof (FaTTEntry));
  return tt->entries != NULL;
}

void
fa_tt_free (FaTT *tt)
{
  fa_table_memory_free (&tt->memory);
  tt->entries = NULL;
}

void
fa_tt_store (FaTT *tt, uint64_t key, int win_within, int fail_within)
{
  FaTTResult old = fa_tt_probe (tt, key);
  /* Always replace another position: the newest result is the most
   * likely to be asked for again. */
  int win = old.found ? old.win_within : 0;
  int fail = old.found ? old.fail_within : 0;
  if (win_within && win_within <= 255 && (!win || win_within < win))
    win = win_within; /* (a longer win is not kept: the entry has 8 bits for it) */
  if (fail_within > fail)
    fail = fail_within > 255 ? 255 : fail_within;
  uint64_t data = (uint64_t) win | (uint64_t) fail << 8;
  size_t used = __atomic_load_n (&tt->used_mask, __ATOMIC_RELAXED);
  size_t stores = __atomic_load_n (&tt->stores, __ATOMIC_RELAXED) + 1;
  __atomic_store_n (&tt->stores, stores, __ATOMIC_RELAXED);
  if (stores > used / 2 && used < tt->mask)
    {
      /* Entries stored under the smaller mask may be lost: a table only
       * remembers, it never answers for another position. */
      used = used * 2 + 1;
      __atomic_store_n (&tt->used_mask, used, __ATOMIC_RELAXED);
    }
  __atomic_store_n (&tt->entries[key & used], (key & ~FA_TT_DATA_MASK) | data, __ATOMIC_RELAXED);
}
