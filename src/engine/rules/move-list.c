#include "rules/move-list.h"

#include <stdlib.h>

#if defined(__SANITIZE_ADDRESS__)
#define FA_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FA_ASAN 1
#endif
#endif
#ifdef FA_ASAN
#include <sanitizer/asan_interface.h>
#define POISON(p, n) ASAN_POISON_MEMORY_REGION ((p), (n))
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION ((p), (n))
#else
#define POISON(p, n) ((void) (p), (void) (n))
#define UNPOISON(p, n) ((void) (p), (void) (n))
#endif

/* Each thread's lists live in a chain of blocks: a block is used like a
 * stack; when the next list does not fit, the next block in the chain
 * (made if there is none, or too small) takes it.  Blocks are kept for
 * the thread's next solve and freed when the thread ends. */
typedef struct Block
{
  struct Block *prev, *next;
  size_t size, used;        /* bytes */
  max_align_t data[];
} Block;

enum { BLOCK_BYTES = 256 * 1024 };

typedef struct
{
  Block *current;
  Block *first;
} Stack;

static void
stack_free (gpointer data)
{
  Stack *stack = data;
  for (Block *b = stack->first, *next; b; b = next)
    {
      next = b->next;
      UNPOISON (b->data, b->size);
      free (b);
    }
  free (stack);
}

static GPrivate thread_stack = G_PRIVATE_INIT (stack_free);

static Block *
block_new (Block *prev, size_t bytes)
{
  size_t size = MAX (bytes, (size_t) BLOCK_BYTES);
  Block *b = malloc (sizeof *b + size);
  if (!b)
    g_error ("out of memory for move lists (%zu bytes)", size);
  b->prev = prev;
  b->next = NULL;
  b->size = size;
  b->used = 0;
  POISON (b->data, size);
  return b;
}

/* The same pointer as thread_stack's, without its look-up on every list
 * (GPrivate is kept for freeing the stack when the thread ends). */
static _Thread_local Stack *this_thread_stack;

static Stack *
current_stack (void)
{
  Stack *stack = this_thread_stack;
  if (G_LIKELY (stack))
    return stack;
  stack = g_private_get (&thread_stack);
  if (G_UNLIKELY (!stack))
    {
      stack = calloc (1, sizeof *stack);
      if (!stack)
        g_error ("out of memory for move lists");
      stack->first = stack->current = block_new (NULL, BLOCK_BYTES);
      g_private_set (&thread_stack, stack);
    }
  this_thread_stack = stack;
  return stack;
}

FaScratch
fa_scratch_open (size_t bytes)
{
  Stack *stack = current_stack ();
  bytes = (bytes + sizeof (max_align_t) - 1) / sizeof (max_align_t) * sizeof (max_align_t);
  Block *b = stack->current;
  while (b->used + bytes > b->size)
    {
      /* A later block is empty (lists are given back in order); one too
       * small for this list is replaced. */
      Block *next = b->next;
      if (next && next->size < bytes)
        {
          b->next = next->next;
          if (b->next)
            b->next->prev = b;
          UNPOISON (next->data, next->size);
          free (next);
          continue;
        }
      if (!next)
        {
          next = block_new (b, bytes);
          next->next = b->next;
          b->next = next;
        }
      b = next;
    }
  stack->current = b;
  FaScratch scratch = { (char *) b->data + b->used, b, stack, b->used };
  b->used += bytes;
  UNPOISON (scratch.data, bytes);
  return scratch;
}

void
fa_scratch_close (FaScratch *scratch)
{
  Block *b = scratch->block;
  if (!b)
    return;
  Stack *stack = scratch->stack;
  POISON ((char *) b->data + scratch->mark, b->used - scratch->mark);
  b->used = scratch->mark;
  stack->current = b;
  scratch->block = NULL;
}
