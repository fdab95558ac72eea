/* Board geometry: size, holes, square names and the step tables that
 * movement generation walks.  Nothing in the engine assumes 8x8: every
 * board walk goes through fa_step(). */
#pragma once

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>

#define FA_MAX_FILES 16
#define FA_MAX_RANKS 16
#define FA_MAX_SQUARES (FA_MAX_FILES * FA_MAX_RANKS)
#define FA_MAX_VECTORS 255 /* a vector's index fits a byte */
#define FA_NO_SQUARE (-1)

/* A square is rank * files + file, so 0 is a1 and the index fits 0..255. */
typedef int16_t FaSquare;

typedef struct
{
  int8_t dx;
  int8_t dy;
} FaVector;

typedef struct FaGeometry
{
  int files;
  int ranks;
  bool hole[FA_MAX_SQUARES];
  int n_vectors;
  FaVector vectors[FA_MAX_VECTORS];
  /* step[v][sq]: the square reached from sq by vector v, or FA_NO_SQUARE
   * when that leaves the board or lands in a hole. */
  FaSquare step[FA_MAX_VECTORS][FA_MAX_SQUARES];
  /* rank * 32 + file: the difference of two squares' coordinates names the
   * vector between them, whatever the board's width (fa_square_delta). */
  int16_t coord[FA_MAX_SQUARES];
  /* On the outer files or ranks (fa_square_on_edge): the edgehog's
   * generation and attack test ask it of square after square. */
  bool edge[FA_MAX_SQUARES];
} FaGeometry;

/* Vectors (dx, dy) with both coordinates in -15..15 numbered 0..FA_DELTA_COUNT-1. */
#define FA_DELTA_COUNT (31 * 32)

static inline int fa_vector_delta (int dx, int dy) { return dy * 32 + dx + 15 * 32 + 15; }

void fa_geometry_init (FaGeometry *g, int files, int ranks, const bool *holes);

/* Index of vector (dx, dy), added on first use; -1 when the table is full
 * or the vector cannot fit on the board. */
int fa_geometry_vector (FaGeometry *g, int dx, int dy);

static inline FaSquare
fa_step (const FaGeometry *g, int vector, FaSquare sq)
{
  return g->step[vector][sq];
}

/* The number of the vector from `from` to `to` (fa_vector_delta). */
static inline int
fa_square_delta (const FaGeometry *g, FaSquare from, FaSquare to)
{
  return g->coord[to] - g->coord[from] + 15 * 32 + 15;
}

/* The greatest common divisor of |dx| and |dy| (0 for the null vector):
 * the vector is that many steps of its smallest step along its line. */
static inline int
fa_vector_gcd (int dx, int dy)
{
  int a = dx < 0 ? -dx : dx, b = dy < 0 ? -dy : dy;
  while (b)
    {
      int t = a % b;
      a = b;
      b = t;
    }
  return a;
}

/* Is (dx, dy) along one of a queen's lines: a file, a rank or a diagonal
 * (the null vector too)? */
static inline bool
fa_vector_on_queen_line (int dx, int dy)
{
  return dx == 0 || dy == 0 || dx == dy || dx == -dy;
}

/* From the coordinates table: no division by the board's width. */
static inline int fa_square_file (const FaGeometry *g, FaSquare sq) { return g->coord[sq] & 31; }
static inline int fa_square_rank (const FaGeometry *g, FaSquare sq) { return g->coord[sq] >> 5; }
/* CONV-1: a1 is dark; a square is dark when its file and rank indices
 * (from 0 here) have an even sum. */
static inline bool fa_square_is_dark (const FaGeometry *g, FaSquare sq) { return (fa_square_file (g, sq) + fa_square_rank (g, sq)) % 2 == 0; }

/* On the board's outer files or ranks (the edgehog's edge)? */
static inline bool
fa_square_on_edge (const FaGeometry *g, FaSquare sq)
{
  return g->edge[sq];
}

static inline FaSquare
fa_square_make (const FaGeometry *g, int file, int rank)
{
  if (file < 0 || rank < 0 || file >= g->files || rank >= g->ranks)
    return FA_NO_SQUARE;
  return (FaSquare) (rank * g->files + file);
}

static inline bool
fa_square_exists (const FaGeometry *g, FaSquare sq)
{
  return sq >= 0 && sq < g->files * g->ranks && !g->hole[sq];
}

static inline int fa_geometry_n_squares (const FaGeometry *g) { return g->files * g->ranks; }

/* Writes "a1" .. "p16" into buf (at least 4 bytes); returns buf. */
char *fa_square_name (const FaGeometry *g, FaSquare sq, char *buf);
char *fa_square_name_for (int files, FaSquare sq, char *buf);

/* Parses a square name at text (letter then 1-2 digits, greedy only while
 * the rank stays on this board); returns the number of characters used,
 * 0 when text does not start with a square of this board. */
int fa_square_parse (int files, int ranks, const char *text, FaSquare *out);
