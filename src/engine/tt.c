#include "tt.h"

#include <stdlib.h>

bool
fa_tt_init (FaTT *tt, size_t mb)
{
  size_t bytes = (mb ? mb : 1) << 20, n = 1;
  while (n * 2 * sizeof (FaTTEntry) <= bytes)
    n *= 2;
  tt->entries = calloc (n, sizeof (FaTTEntry));
  tt->mask = n - 1;
  return tt->entries != NULL;
}

void
fa_tt_free (FaTT *tt)
{
  free (tt->entries);
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
  if (win_within && (!win || win_within < win))
    win = win_within;
  if (fail_within > fail)
    fail = fail_within > 255 ? 255 : fail_within;
  uint64_t data = (uint64_t) win | (uint64_t) fail << 8;
  FaTTEntry *e = &tt->entries[key & tt->mask];
  __atomic_store_n (&e->check, key ^ data, __ATOMIC_RELAXED);
  __atomic_store_n (&e->data, data, __ATOMIC_RELAXED);
}
