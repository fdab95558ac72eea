/* Memory for large tables read and written at random (the transposition
 * table, the intelligent mode's key sets): zeroed, and on huge pages
 * where Linux gives them.  A 4 KB page costs a page fault on first use,
 * about 10 microseconds on a virtual machine: a table of 8 MB touched at
 * random took 2,000 of them, a 2 MB huge page takes one. */
#pragma once

#include <stddef.h>

typedef struct
{
  void *mapping;        /* what to give back: an mmap or a calloc block */
  size_t mapping_size;  /* 0 for calloc */
} FaTableMemory;

/* size bytes, zeroed; NULL when the memory cannot be had. */
void *fa_table_memory_new (FaTableMemory *memory, size_t size);
/* The same, or a message and abort () when memory runs out, as GLib's
 * allocations do. */
void *fa_table_memory_new_or_abort (FaTableMemory *memory, size_t size);
/* size bytes, zeroed, for a large structure of which a solve touches a
 * few pages (the intelligent mode's enumerator: 280 KB, of which a
 * problem of five units uses a tenth): fresh pages from the kernel, each
 * faulted in when first used.  (From the heap, calloc clears a reused
 * block whole, and the first clearing faults in every page.)  Aborts
 * when memory runs out. */
void *fa_sparse_memory_new (FaTableMemory *memory, size_t size);
/* Gives back what memory holds, if anything (a zeroed FaTableMemory holds
 * nothing). */
void fa_table_memory_free (FaTableMemory *memory);

/* A growing array of fixed-size items in table memory: doubling, each
 * time into new memory (huge pages from 2 MB on), the items copied. */
typedef struct
{
  void *items;
  size_t len, room, item_size;
  FaTableMemory memory;
} FaTableArray;

void fa_table_array_init (FaTableArray *array, size_t item_size);
/* Room for one more item at the end (len grows by one): where it goes,
 * not zeroed.  Aborts when memory runs out, as GLib's allocations do. */
void *fa_table_array_push (FaTableArray *array);
void fa_table_array_free (FaTableArray *array);

static inline void *
fa_table_array_at (const FaTableArray *array, size_t i)
{
  return (char *) array->items + i * array->item_size;
}
