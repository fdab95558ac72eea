#include "play/key-set.h"

#include <string.h>

/* Keys are a few dozen bytes: read eight at a time, then mixed so that
 * every bit of the result depends on every byte. */
static uint64_t
hash_bytes (const uint8_t *key, size_t len)
{
  uint64_t h = 0x9e3779b97f4a7c15ull ^ len;
  size_t i = 0;
  for (; i + 8 <= len; i += 8)
    {
      uint64_t word;
      memcpy (&word, key + i, 8);
      h = (h ^ word) * 0xff51afd7ed558ccdull;
      h ^= h >> 29;
    }
  uint64_t rest = 0;
  memcpy (&rest, key + i, len - i);
  h = (h ^ rest) * 0xc4ceb9fe1a85ec53ull;
  h ^= h >> 32;
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 29);
}

/* A slot: the key's hash above, 1 + its index in keys below (0: empty).
 * The hash picks the slot, again when the table grows, and tells most
 * other keys apart without reading them. */
static inline uint64_t
slot_of (uint32_t hash, size_t index)
{
  return (uint64_t) hash << 32 | (uint32_t) (index + 1);
}

void
fa_key_set_init (FaKeySet *set, size_t key_len)
{
  *set = (FaKeySet) { .key_len = key_len };
  fa_table_array_init (&set->keys, key_len);
}

void
fa_key_set_clear (FaKeySet *set)
{
  set->keys.len = 0;
  if (set->slots)
    memset (set->slots, 0, set->n_slots * sizeof *set->slots);
}

void
fa_key_set_free (FaKeySet *set)
{
  fa_table_array_free (&set->keys);
  fa_table_memory_free (&set->slots_memory);
  set->slots = NULL;
  set->n_slots = 0;
}

static void
grow_slots (FaKeySet *set)
{
  size_t n = set->n_slots ? set->n_slots * 2 : 1024, mask = n - 1;
  FaTableMemory memory;
  uint64_t *slots = fa_table_memory_new_or_abort (&memory, n * sizeof *slots);
  for (size_t s = 0; s < set->n_slots; s++)
    if (set->slots[s])
      {
        size_t i = (set->slots[s] >> 32) & mask;
        while (slots[i])
          i = (i + 1) & mask;
        slots[i] = set->slots[s];
      }
  fa_table_memory_free (&set->slots_memory);
  set->slots = slots;
  set->slots_memory = memory;
  set->n_slots = n;
}

bool
fa_key_set_add (FaKeySet *set, const uint8_t *key)
{
  /* Three quarters full at most: the hashes in the slots keep the
   * probes cheap, and a smaller table is fewer cache misses and page
   * faults (half a million keys: 8 MB of slots, not 16). */
  if (4 * (set->keys.len + 1) > 3 * set->n_slots)
    grow_slots (set);
  size_t mask = set->n_slots - 1, len = set->key_len;
  uint32_t hash = (uint32_t) (hash_bytes (key, len) >> 32);
  size_t i = hash & mask;
  for (; set->slots[i]; i = (i + 1) & mask)
    if ((uint32_t) (set->slots[i] >> 32) == hash
        && memcmp (fa_table_array_at (&set->keys, (uint32_t) set->slots[i] - 1), key, len) == 0)
      return false;
  set->slots[i] = slot_of (hash, set->keys.len);
  memcpy (fa_table_array_push (&set->keys), key, len);
  return true;
}
