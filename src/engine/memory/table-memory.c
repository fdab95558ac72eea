#include "memory/table-memory.h"

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

void *
fa_table_memory_new (FaTableMemory *memory, size_t size)
{
  memory->mapping_size = 0;
#ifdef __linux__
  /* Fresh anonymous memory is zeroed; whole huge pages, aligned, so that
   * the kernel can back all of it with them (a part of one would be
   * faulted in 4 KB at a time). */
  if (size >= HUGE_FROM)
    {
      size = (size + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
      size_t mapped = size + HUGE_PAGE;
      void *m = mmap (NULL, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (m != MAP_FAILED)
        {
          uintptr_t aligned = ((uintptr_t) m + HUGE_PAGE - 1) & ~(uintptr_t) (HUGE_PAGE - 1);
          madvise ((void *) aligned, size, MADV_HUGEPAGE);
          memory->mapping = m;
          memory->mapping_size = mapped;
          return (void *) aligned;
        }
    }
#endif
  memory->mapping = calloc (1, size ? size : 1);
  return memory->mapping;
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
      void *items = fa_table_memory_new (&memory, room * array->item_size);
      if (!items)
        {
          fprintf (stderr, "faerie: out of memory for a table of %zu bytes\n", room * array->item_size);
          abort ();
        }
      if (array->items)
        {
          memcpy (items, array->items, array->len * array->item_size);
          fa_table_memory_free (&array->memory);
        }
      array->items = items;
      array->memory = memory;
      array->room = room;
    }
  return fa_table_array_at (array, array->len++);
}

void
fa_table_array_free (FaTableArray *array)
{
  if (array->items)
    fa_table_memory_free (&array->memory);
  fa_table_array_init (array, array->item_size);
}
