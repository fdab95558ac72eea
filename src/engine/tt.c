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
  FaTTEntry *e = &tt->entries[key & tt->mask];
  if (e->key != key)
    {
      /* Always replace: the newest result is the most likely to be asked
       * for again. */
      e->key = key;
      e->win_within = 0;
      e->fail_within = 0;
    }
  if (win_within && (!e->win_within || win_within < e->win_within))
    e->win_within = (uint8_t) win_within;
  if (fail_within > e->fail_within)
    e->fail_within = (uint8_t) (fail_within > 255 ? 255 : fail_within);
}
