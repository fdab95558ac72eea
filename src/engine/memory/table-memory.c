#include "memory/table-memory.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __linux__
#include <sys/mman.h>
#endif

#define HUGE_PAGE ((size_t) 2 << 20)
/* From this size on a table takes whole huge pages: zeroing 2 MB costs
 * less than the page faults of an eighth of it in 4 KB pages. */
#define HUGE_FROM ((size_t) 256 << 10)

#ifdef __linux__
/* size bytes of fresh anonymous memory, which the kernel gives zeroed and
 * faults in page by page as it is touched; with huge, on whole huge pages,
 * aligned, so that the kernel can back all of it with them (a part of one
 * would be faulted in 4 KB at a time). */
static void *
map_fresh (FaTableMemory *memory, size_t size, bool huge)
{
  size_t mapped = huge ? size + HUGE_PAGE : size;
  void *m = mmap (NULL, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED)
    return NULL;
  memory->mapping = m;
  memory->mapping_size = mapped;
  if (!huge)
    return m;
  uintptr_t aligned = ((uintptr_t) m + HUGE_PAGE - 1) & ~(uintptr_t) (HUGE_PAGE - 1);
  madvise ((void *) aligned, size, MADV_HUGEPAGE);
  return (void *) aligned;
}
#endif

/* How a block is laid out: a table read and written at random, on huge
 * pages from HUGE_FROM on; a structure touched in a few places, on fresh
 * 4 KB pages whatever its size; items written in order, not zeroed. */
typedef enum
{
  TABLE,
  SPARSE,
  ITEMS,
} Layout;

static void *
block_new (FaTableMemory *memory, size_t size, Layout layout)
{
  memory->mapping_size = 0;
#ifdef __linux__
  void *fresh = NULL;
  if (layout == SPARSE)
    fresh = map_fresh (memory, size ? size : 1, false);
  else if (size >= HUGE_FROM)
    fresh = map_fresh (memory, (size + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1), true);
  if (fresh)
    return fresh;
#endif
  memory->mapping = layout == ITEMS ? malloc (size ? size : 1) : calloc (1, size ? size : 1);
  return memory->mapping;
}

static void *
or_abort (void *block, size_t size)
{
  if (!block)
    {
      fprintf (stderr, "faerie: out of memory for a table of %zu bytes\n", size);
      abort ();
    }
  return block;
}

void *
fa_table_memory_new (FaTableMemory *memory, size_t size)
{
  return block_new (memory, size, TABLE);
}

void *
fa_table_memory_new_or_abort (FaTableMemory *memory, size_t size)
{
  return or_abort (block_new (memory, size, TABLE), size);
}

void *
fa_sparse_memory_new (FaTableMemory *memory, size_t size)
{
  return or_abort (block_new (memory, size, SPARSE), size);
}

void
fa_table_memory_free (FaTableMemory *memory)
{
#ifdef __linux__
  if (memory->mapping_size)
    munmap (memory->mapping, memory->mapping_size);
  else
#endif
    free (memory->mapping);
  memory->mapping = NULL;
  memory->mapping_size = 0;
}

void
fa_table_array_init (FaTableArray *array, size_t item_size)
{
  *array = (FaTableArray) { .item_size = item_size };
}

void *
fa_table_array_push (FaTableArray *array)
{
  if (array->len == array->room)
    {
      size_t room = array->room ? array->room * 2 : 1024;
      FaTableMemory memory;
      /* (Not zeroed: the items are written as they are pushed, and
       * clearing the half not yet used faulted in its pages.) */
      void *items = or_abort (block_new (&memory, room * array->item_size, ITEMS), room * array->item_size);
      if (array->len)
        memcpy (items, array->items, array->len * array->item_size);
      fa_table_memory_free (&array->memory);
      array->items = items;
      array->memory = memory;
      array->room = room;
    }
  return fa_table_array_at (array, array->len++);
}

void
fa_table_array_free (FaTableArray *array)
{
  fa_table_memory_free (&array->memory);
  fa_table_array_init (array, array->item_size);
}
