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
