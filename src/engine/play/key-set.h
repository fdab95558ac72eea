/* A set of byte strings of one fixed length, for the intelligent mode's
 * "seen this placement already" tests: keys are copied into one growing
 * array and found through an open-addressing table, so adding a key
 * costs no allocation of its own (a GHashTable of GBytes spent a quarter
 * of an enumeration in malloc and free).  Both are table memory (huge
 * pages): half a million keys took 7,000 page faults on 4 KB pages. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "memory/table-memory.h"

typedef struct
{
  size_t key_len;
  FaTableArray keys;  /* keys.len keys of key_len bytes */
  uint64_t *slots;    /* 0: empty, else the hash above 1 + the index in keys */
  size_t n_slots;     /* a power of two, at least 4/3 of keys.len */
  FaTableMemory slots_memory;
} FaKeySet;

void fa_key_set_init (FaKeySet *set, size_t key_len);
void fa_key_set_clear (FaKeySet *set);
void fa_key_set_free (FaKeySet *set);

/* Adds key (key_len bytes); false when it was there already. */
bool fa_key_set_add (FaKeySet *set, const uint8_t *key);
