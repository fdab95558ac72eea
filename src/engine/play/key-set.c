#include "play/key-set.h"

#include <glib.h>
#include <string.h>

static uint64_t
hash_bytes (const uint8_t *key, size_t len)
{
  /* FNV-1a, then a final mix so that the low bits (the slot) depend on
   * every byte. */
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < len; i++)
    h = (h ^ key[i]) * 0x100000001b3ull;
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 33);
}

void
fa_key_set_init (FaKeySet *set, size_t key_len)
{
  *set = (FaKeySet) { .key_len = key_len };
}

void
fa_key_set_clear (FaKeySet *set)
{
  set->count = 0;
  if (set->slots)
    memset (set->slots, 0, set->n_slots * sizeof *set->slots);
}

void
fa_key_set_free (FaKeySet *set)
{
  g_free (set->keys);
  g_free (set->slots);
  *set = (FaKeySet) { .key_len = set->key_len };
}

static void
place (FaKeySet *set, size_t index)
{
  size_t mask = set->n_slots - 1;
  size_t i = hash_bytes (set->keys + index * set->key_len, set->key_len) & mask;
  while (set->slots[i])
    i = (i + 1) & mask;
  set->slots[i] = (uint32_t) (index + 1);
}

static void
grow (FaKeySet *set)
{
  size_t n = set->n_slots ? set->n_slots * 2 : 1024;
  g_free (set->slots);
  set->slots = g_new0 (uint32_t, n);
  set->n_slots = n;
  for (size_t i = 0; i < set->count; i++)
    place (set, i);
}

bool
fa_key_set_add (FaKeySet *set, const uint8_t *key)
{
  if (2 * (set->count + 1) > set->n_slots)
    grow (set);
  size_t mask = set->n_slots - 1, len = set->key_len;
  size_t i = hash_bytes (key, len) & mask;
  for (; set->slots[i]; i = (i + 1) & mask)
    if (memcmp (set->keys + (set->slots[i] - 1) * len, key, len) == 0)
      return false;
  if (set->count == set->keys_room)
    {
      set->keys_room = set->keys_room ? set->keys_room * 2 : 1024;
      set->keys = g_realloc_n (set->keys, set->keys_room, len);
    }
  memcpy (set->keys + set->count * len, key, len);
  set->slots[i] = (uint32_t) (++set->count);
  return true;
}
