/* Piece kinds by number, and sets of them.  A problem numbers the kinds
 * it uses 1..n (FaRules.kinds); a UC-73 game has 73 a side, more than a
 * 64-bit set holds. */
#pragma once

#include <stdint.h>

#define FA_MAX_KINDS 127

/* A set of kinds, bit k for kind k: the attack tables' currency. */
#if !defined(__SIZEOF_INT128__)
#error "Faerie needs unsigned __int128 (GCC or Clang on a 64-bit target)"
#endif
/* Aligned as a pair of 64-bit words, not to 16 bytes: the structures that
 * hold sets (the attack rays, the position) keep their orthodox sizes
 * and the search's cache lines.  (A typedef may lower the alignment.) */
typedef unsigned __int128 FaKindSet __attribute__ ((aligned (8)));
_Static_assert (FA_MAX_KINDS < 128, "a kind's bit fits FaKindSet");

#define FA_ALL_KINDS (~(FaKindSet) 0)

static inline FaKindSet fa_kind_bit (int kind) { return (FaKindSet) 1 << kind; }
/* Is kind in s?  One 64-bit word shifted, not the 128-bit pair: the
 * attack tests ask this for every piece they look at. */
static inline int
fa_kind_set_has (FaKindSet s, int kind)
{
  uint64_t word = kind < 64 ? (uint64_t) s : (uint64_t) (s >> 64);
  return (int) ((word >> (kind & 63)) & 1);
}

/* The lowest kind in a non-empty set. */
static inline int
fa_kind_set_first (FaKindSet s)
{
  uint64_t low = (uint64_t) s;
  return low ? __builtin_ctzll (low) : 64 + __builtin_ctzll ((uint64_t) (s >> 64));
}
static inline int
fa_kind_set_size (FaKindSet s)
{
  return __builtin_popcountll ((uint64_t) s) + __builtin_popcountll ((uint64_t) (s >> 64));
}
