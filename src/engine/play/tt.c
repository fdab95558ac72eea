#include "play/tt.h"

#include <stdlib.h>

#ifdef __linux__
#include <sys/mman.h>
#endif

#define HUGE_PAGE (2u << 20)
#define FIRST_USED FA_TT_MIN_ENTRIES /* 512 KB */

bool
fa_tt_init (FaTT *tt, size_t mb)
{
  size_t bytes = (mb ? mb : 1) << 20, n = FA_TT_MIN_ENTRIES;
  while (n * 2 * sizeof (FaTTEntry) <= bytes)
    n *= 2;
  size_t size = n * sizeof (FaTTEntry);
  tt->mask = n - 1;
  tt->used_mask = FIRST_USED - 1;
  tt->stores = 0;
  tt->mapping_size = 0;
#ifdef __linux__
  /* Fresh anonymous memory is zeroed, and huge pages spare the thousands
   * of page faults a table touched at random would take on first use:
   * they were a tenth of the time of short solves. */
  if (size >= HUGE_PAGE)
    {
      size_t mapped = size + HUGE_PAGE;
      void *m = mmap (NULL, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (m != MAP_FAILED)
        {
          uintptr_t aligned = ((uintptr_t) m + HUGE_PAGE - 1) & ~(uintptr_t) (HUGE_PAGE - 1);
          madvise ((void *) aligned, size, MADV_HUGEPAGE);
          tt->mapping = m;
          tt->mapping_size = mapped;
          tt->entries = (FaTTEntry *) aligned;
          return true;
        }
    }
#endif
  tt->entries = calloc (n, sizeof (FaTTEntry));
  tt->mapping = tt->entries;
  return tt->entries != NULL;
}

void
fa_tt_free (FaTT *tt)
{
#ifdef __linux__
  if (tt->mapping_size)
    munmap (tt->mapping, tt->mapping_size);
  else
#endif
    free (tt->mapping);
  tt->entries = NULL;
  tt->mapping = NULL;
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
