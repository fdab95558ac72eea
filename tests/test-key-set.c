/* The fixed-length key set of the intelligent mode: every key added once
 * is found again, across the table's growth and after a clear; and the
 * table memory under it. */
#include <glib.h>
#include <string.h>

#include "play/key-set.h"

static void
make_key (uint8_t *key, size_t len, guint32 n)
{
  memset (key, 0, len);
  for (size_t i = 0; i < len && i < 4; i++)
    key[len - 1 - i] = (uint8_t) (n >> (8 * i));
}

/* Keys of LEN bytes (the hash reads eight at a time, then the rest): N
 * multiples of 7919, told apart by their last bytes. */
static void
add_and_find (size_t LEN, guint32 N)
{
  FaKeySet set;
  fa_key_set_init (&set, LEN);
  uint8_t key[32];
  for (guint32 n = 0; n < N; n++)
    {
      make_key (key, LEN, n * 7919u);
      g_assert_true (fa_key_set_add (&set, key));
    }
  g_assert_cmpuint (set.keys.len, ==, N);
  for (guint32 n = 0; n < N; n++)
    {
      make_key (key, LEN, n * 7919u);
      g_assert_false (fa_key_set_add (&set, key));
    }
  make_key (key, LEN, 1);
  g_assert_true (fa_key_set_add (&set, key)); /* 1 is no multiple of 7919 */
  fa_key_set_clear (&set);
  g_assert_cmpuint (set.keys.len, ==, 0);
  make_key (key, LEN, 7919u);
  g_assert_true (fa_key_set_add (&set, key));
  g_assert_false (fa_key_set_add (&set, key));
  fa_key_set_free (&set);
}

static void
test_add_and_find (void)
{
  add_and_find (9, 50000);
  add_and_find (8, 50000);
  add_and_find (16, 50000);
  add_and_find (23, 50000);
  add_and_find (3, 2000); /* (7919 * 2000 fits the three bytes) */
}

/* Each kind of table memory comes zeroed, whole, and writable, small
 * (calloc) and large (fresh pages; huge pages for a table). */
static void
test_table_memory_is_zeroed (void)
{
  size_t sizes[] = { 0, 100, 300 << 10, 3 << 20 };
  for (size_t i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int sparse = 0; sparse < 2; sparse++)
      {
        FaTableMemory memory;
        uint8_t *block = sparse ? fa_sparse_memory_new (&memory, sizes[i])
                                : fa_table_memory_new_or_abort (&memory, sizes[i]);
        g_assert_nonnull (block);
        for (size_t b = 0; b < sizes[i]; b += 4093)
          {
            g_assert_cmpint (block[b], ==, 0);
            block[b] = 1;
          }
        if (sizes[i])
          g_assert_cmpint (block[sizes[i] - 1], ==, 0);
        fa_table_memory_free (&memory);
        fa_table_memory_free (&memory); /* nothing left to give back */
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/key-set/add-and-find", test_add_and_find);
  g_test_add_func ("/key-set/table-memory-is-zeroed", test_table_memory_is_zeroed);
  return g_test_run ();
}
