/* Faerie's movement notation: a Betza-like text that says how a piece
 * moves, so that pieces (built in or defined by a problem) are data.
 *
 *   atoms      W (1,0)  F (1,1)  D (2,0)  N (1,2)  A (2,2)  H (3,0)
 *              C (1,3)  Z (2,3)  G (3,3)  (x,y) any leap
 *   shortcuts  K = WF   R = WW   B = FF   Q = WWFF
 *   rider      an atom written twice rides: NN nightrider, (1,3)(1,3)
 *              camelrider; a number after a rider limits its range (R4)
 *   modifiers  before an atom, for that atom only:
 *              m  moves only, never captures
 *              c  captures only
 *              f b  forward or backward only (dy > 0 / dy < 0 for White;
 *                 mirrored for Black), s sideways (dy = 0), v vertical (dx = 0);
 *                 several letters are a union
 *              g  hopper: along the atom's lines over one piece (the hurdle,
 *                 any distance away), landing on the next square (grasshopper gQ)
 *              p  lion-hopper: over one hurdle, landing on any square beyond,
 *                 capturing the first piece beyond (lion pQ, pao mRcpR)
 *   specials   "rose" the Rose (circular nightrider), "pawn" orthodox pawn
 *
 * Terms are written one after another ("QN" amazon, "mRcpR" pao); white
 * space is ignored. */
#pragma once

#include <stdbool.h>

#define FA_MAX_MOVEMENT_PARTS 12
#define FA_MAX_PART_DIRECTIONS 16

typedef enum
{
  FA_SHAPE_LEAP,      /* one leap along each direction */
  FA_SHAPE_RIDE,      /* repeated leaps along one direction */
  FA_SHAPE_HOP,       /* g: grasshopper-type hop */
  FA_SHAPE_LION_HOP,  /* p: lion-type hop */
  FA_SHAPE_ROSE,      /* circular nightrider */
  FA_SHAPE_PAWN,      /* orthodox pawn */
} FaShape;

typedef struct
{
  FaShape shape;
  bool can_move;
  bool can_capture;
  int range;          /* rides: maximum number of leaps, 0 = unlimited */
  int n_directions;
  signed char directions[FA_MAX_PART_DIRECTIONS][2]; /* (dx, dy) for White */
} FaMovementPart;

typedef struct
{
  int n_parts;
  FaMovementPart parts[FA_MAX_MOVEMENT_PARTS];
} FaMovement;

/* Parses text into out.  On failure returns false, sets *error_pos to the
 * offset of the offending character and *expected to a static English
 * description of what was expected there. */
bool fa_movement_parse (const char *text, FaMovement *out,
                        int *error_pos, const char **expected);

/* Why a movement does not parse, where a limit rather than the notation
 * is at fault. */
typedef enum
{
  FA_MOVEMENT_ERROR_EXPECTED,        /* not the notation: see *expected */
  FA_MOVEMENT_ERROR_LEAP_TOO_LONG,   /* (16,0): farther than a 16x16 board */
  FA_MOVEMENT_ERROR_NULL_LEAP,       /* (0,0) */
  FA_MOVEMENT_ERROR_NEGATIVE_LEAP,   /* (-1,2): leaps are given as distances */
  FA_MOVEMENT_ERROR_RANGE_ZERO,      /* R0 */
  FA_MOVEMENT_ERROR_RANGE_TOO_LONG,  /* R16 and longer */
} FaMovementError;

/* fa_movement_parse that also says why: *why is one of the limits above,
 * *error_pos then at the leap's '(' or the range's first digit. */
bool fa_movement_parse_why (const char *text, FaMovement *out, int *error_pos,
                            const char **expected, FaMovementError *why);
