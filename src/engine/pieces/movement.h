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
 *                 on an oblique atom (N, C, Z, ...) v is its narrow leaps
 *                 (|dy| > |dx|: vN, the fibnif's) and s its wide ones;
 *                 several letters are a union
 *              u d  up or down the board only (dy > 0 / dy < 0), for
 *                 Black too: the same squares as for White (Popeye's
 *                 rook/bishop- and bishop/rook-hunters, uRdB and uBdR);
 *                 on leaps and rides only
 *              g  hopper: along the atom's lines over one piece (the hurdle,
 *                 any distance away), landing on the next square (grasshopper gQ);
 *                 a number after it, n squares beyond with those between
 *                 empty (grasshopper-2 gQ2)
 *              p  lion-hopper: over one hurdle, landing on any square beyond,
 *                 capturing the first piece beyond (lion pQ, pao mRcpR)
 *              l  locust: captures the first unit along the atom's line
 *                 (the next square for a leap) by landing on the square
 *                 just beyond it, which must be empty; never moves
 *                 otherwise (locust lQ, triton mRlR, poseidon mKlK)
 *              e  between the edge and the inside only: a move from an
 *                 edge square must end on a square off the edge, and the
 *                 other way round (the edgehog eQ)
 *   two legs   [X/Y]: a move of X, or one of X to an empty square and then
 *              one of Y from there (the bent pieces of UC-73); [X-Y]: X
 *              only passes, the move always goes on with Y (the mao
 *              [W-oF], a knight that cannot jump).  X and Y are
 *              atoms and shortcuts (K W F D A N (x,y) ...); in Y a doubled
 *              atom or R B Q rides.  Y's direction, relative to X's leg:
 *                 any (no move back to the start square), o outward (the
 *                 legs' directions make an acute angle: the gryphon [F/oR]),
 *                 t straight on (the oliphant [FA/tFA]), z crooked:
 *                 outward, turning at every step between Y's direction
 *                 and its mirror image in X's line (the harvestman [W/ozF])
 *              A destination reached by several paths is one move.
 *   specials   (m or c before one: its moves or its captures only, "mpawn")
 *              "rose" the Rose (circular nightrider), "pawn" orthodox pawn,
 *              "none" no move at all (the dummy), "orphan" (moves as the
 *              kinds that observe it: Popeye's orphan), "friend" (as the
 *              kinds of its own side that observe it: Popeye's F), "berolina" (the
 *              Berolina pawn: a diagonal step forward, two from its second
 *              rank, a capture straight forward, en passant, promotion),
 *              "sissa" (n rook steps then n bishop steps, or the other way
 *              round, never leaping), "falcon" (to the camel and zebra
 *              squares by three king steps, one clear path enough);
 *              the Rococo pieces (pieces-uc73.md section 4): "chameleon",
 *              "longleaper", "swapper", "withdrawer", "advancer",
 *              "immobilizer", "cannonpawn"; Popeye's equihoppers
 *              "equihopper" (over the first unit on a queen line to the
 *              square as far beyond it, the squares between empty, or over
 *              the unit a knight's, camel's or zebra's leap away to the
 *              square a second such leap away) and "nonstopequihopper"
 *              (over any unit to its mirror square, nothing between
 *              looked at), "nonstoporix" (the same over the units of the
 *              queen's lines only, Popeye's NO); "orix" the equihopper's queen lines alone;
 *              "eagleequihopper" and "eaglenonstopequihopper" (their hop
 *              turned a quarter at the hurdle, left or right: Popeye's EE
 *              and EN); "equistopper" (halfway to the first unit
 *              of a queen's line, or onto it, an enemy, when another
 *              stands as far beyond; one leap of a knight, zebra or camel
 *              towards a unit two such leaps away: Popeye's QE);
 *              Popeye's double hoppers "doublegrasshopper",
 *              "doublerookhopper", "doublebishophopper" (two hops in one
 *              move, the first landing on an empty square); "spiralspringer"
 *              (a zigzag of knight's leaps, each the last one mirrored in
 *              a file or a rank: Popeye's SS) and "diagonalspiralspringer"
 *              (each the last one turned a quarter, or mirrored in the
 *              diagonal: Popeye's DS), every square before the last empty;
 *              "spiralspringer20", "spiralspringer40", "spiralspringer11",
 *              "spiralspringer33" (the zigzags of two knight's leaps
 *              adding up to (2,0), (4,0), (1,1) or (3,3) only: Popeye's S2
 *              S4 S1 S3), "quintessence" (of two knight's leaps at right
 *              angles, Popeye's QN), "boyscout" and "girlscout" (of two
 *              bishop's or rook's steps at right angles, Popeye's BT GT);
 *              Popeye's radial pieces "treehopper", "greatertreehopper",
 *              "leafhopper", "greaterleafhopper", "radialknight"
 *              (rules/radial.h); "maorider" and "moarider" (the mao's
 *              and the moa's steps repeated along one knight's
 *              direction, every square passed empty); Popeye's angle
 *              hoppers "moose", "eagle", "sparrow" (over the first unit on
 *              a queen line, then a step turned 45, 90, 135 degrees;
 *              "scarabeus": then one of the two knight's leaps nearest
 *              the line, Popeye's SC),
 *              "rookmoose" ... "bishopsparrow" (the same over the first
 *              unit on a rook's or a bishop's line only) and
 *              "hamster" (back to the square before the hurdle); "marinepawn" (a
 *              pawn that captures as a locust: over the unit on its capture
 *              square to the empty square beyond, en passant too, Popeye's
 *              MP); "reversepawn" (a pawn that walks as the other side's
 *              pawn: backward, its double step from its seventh rank,
 *              promoted on its own first rank: Popeye's protean pawn PP);
 *              "reflectingbishop" (a bishop whose line reflects off
 *              the board's edges up to four times, Popeye's RB) and
 *              "archbishop" (once); "bouncer", "rookbouncer",
 *              "bishopbouncer" (along a line, queen's, rook's or bishop's,
 *              as far as the first unit or the edge is the other way,
 *              Popeye's B1 B2 B3); "rosehopper" (over the first unit on
 *              a rose's circle to the next square of it, Popeye's RP)
 *              and "roselion" (to any square of the circle beyond it,
 *              capturing the first unit there: Popeye's RN; the rao
 *              "mrosecroselion"); "knighthopper" (over a unit a
 *              knight's leap away to the square a second leap beyond,
 *              Popeye's KP; the kao "mNcknighthopper"), "kinghopper" (the
 *              same over a unit next to it on a queen's line to the square
 *              just beyond: Popeye's KH) and
 *              "contragrasshopper" (over the unit next to it on a queen's
 *              line to any square beyond, the first unit there captured:
 *              Popeye's CG); "querquisite" (as the orthodox piece of the
 *              game array's file it stands on: a rook on the a and h
 *              files, a knight on b and g, a bishop on c and f, a queen
 *              on d, a king on e; Popeye's QQ); "maohopper" and
 *              "moahopper" (a knight's leap over the square a mao or a
 *              moa passes, which must be occupied: Popeye's AH and OH;
 *              the saltador "mmaohoppermmoahopperc[W-oF]c[F-oW]");
 *              "kangaroo" (over the first two units of a queen's line to
 *              the square just beyond the second, Popeye's KA) and
 *              "kangaroolion" (to any square beyond it, the first unit
 *              there captured: Popeye's KL; the rabbit, Popeye's RT, is
 *              the same), "bob" (as the kangaroo lion over the first
 *              four units, Popeye's BO); "chinesepawn" (a step
 *              forward, and in the far half of the board to either side
 *              too, moving or capturing; it never promotes: Popeye's CP);
 *              "bouncynightrider" (knight's lines, new ones from each
 *              empty edge square not bounced from before: Popeye's BN),
 *              "ubiubi" (knight's leaps one after another to empty
 *              squares not reached before, stopping on any, or capturing
 *              one leap on: Popeye's UU); "maoriderlion" and
 *              "moariderlion" (the lion along a maorider's or moarider's
 *              line, its squares passed and reached: Popeye's ML and MM);
 *              "bouncyknight" (a knight's leap, and from an empty edge
 *              square another, three at most: Popeye's BK)
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
  FA_SHAPE_PATHS,     /* non-leaping paths, each square before the last
                         empty: [X/Y], sissa, falcon (rules/paths.h) */
  FA_SHAPE_ORPHAN,    /* moves as the kinds that observe it (rules/orphan.h); range: FaBorrowMode */
  FA_SHAPE_BEROLINA,  /* Berolina pawn: steps diagonally forward, captures straight */
  FA_SHAPE_LOCUST,    /* l: captures the first unit on a line by landing just beyond it */
  FA_SHAPE_EDGE_LINE, /* attack rays only: a ride of e, the edge rule applied (rules.c) */
  FA_SHAPE_ROCOCO,    /* a Rococo piece's own powers (rules/rococo.h) */
  FA_SHAPE_EQUIHOP,   /* over a hurdle to the square as far beyond it (rules/equihopper.h) */
  FA_SHAPE_DOUBLE_HOP, /* two grasshopper hops in one move (rules/double-hopper.h) */
  FA_SHAPE_RADIAL,    /* Popeye's tree and leaf hoppers, radial knight (rules/radial.h); range: FaRadialMode */
  FA_SHAPE_ANGLE_HOP, /* over a hurdle, then a step turned (rules/angle-hopper.h); range: the turn in eighths */
  FA_SHAPE_REFLECT,   /* a bishop's line, reflected off the board's edges (rules/reflect.h); range: how often */
  FA_SHAPE_BOUNCE,    /* as far away the other way as the first unit or edge is (rules/reflect.h) */
  FA_SHAPE_ROSE_HOP,  /* over the first unit on a rose's circle (rules/rose-hopper.h); range: which hop */
  FA_SHAPE_NEAR_HOP,  /* over a unit one step away (rules/near-hopper.h); range 1: one step beyond, 0: riding on */
  FA_SHAPE_QUERQUISITE, /* as the orthodox piece of its file (rules/querquisite.h) */
  FA_SHAPE_MAO_HOP,   /* a knight's leap over the mao's (range 1) or moa's (2) square, occupied (rules/mao-hopper.h) */
  FA_SHAPE_KANGAROO,  /* over units of a queen's line (rules/kangaroo.h); range: FaKangarooMode */
  FA_SHAPE_CHINESE_PAWN, /* forward, and sideways across the river (rules/chinese-pawn.h) */
  FA_SHAPE_BOUNCY_KNIGHT, /* up to three knight's leaps, on from the empty edge squares (rules/bouncy-knight.h) */
} FaShape;

/* FA_SHAPE_ROCOCO: which of the seven Rococo pieces (pieces-uc73.md
 * section 4).  Six move as a queen to empty squares only and capture (or
 * freeze) in their own ways; the cannon pawn steps and hops. */
typedef enum
{
  FA_ROCOCO_NONE,
  FA_ROCOCO_CHAMELEON,   /* captures each enemy as that enemy captures */
  FA_ROCOCO_LONG_LEAPER, /* captures by overtaking, several at once */
  FA_ROCOCO_SWAPPER,     /* swaps places; destroys an adjacent enemy with itself */
  FA_ROCOCO_WITHDRAWER,  /* captures the enemy it moves away from */
  FA_ROCOCO_ADVANCER,    /* captures the enemy just beyond its arrival */
  FA_ROCOCO_IMMOBILIZER, /* never captures; freezes the enemies beside it */
  FA_ROCOCO_CANNON_PAWN, /* a king step, or a hop over an adjacent unit */
} FaRococoPower;

/* FA_SHAPE_RADIAL: which of Popeye's radial pieces (rules/radial.h). */
typedef enum
{
  FA_RADIAL_TREEHOPPER = 1,
  FA_RADIAL_GREATER_TREEHOPPER,
  FA_RADIAL_LEAFHOPPER,
  FA_RADIAL_GREATER_LEAFHOPPER,
  FA_RADIAL_KNIGHT,
} FaRadialMode;

/* FA_SHAPE_KANGAROO: how many hurdles and where it lands beyond the
 * last (rules/kangaroo.h); 1 as a range elsewhere, the square just
 * beyond (rules/part-walk.h). */
typedef enum
{
  FA_KANGAROO_LION = 0, /* two hurdles, any square beyond */
  FA_KANGAROO_HOP = 1,  /* two hurdles, the square just beyond */
  FA_KANGAROO_BOB = 2,  /* four hurdles, any square beyond */
} FaKangarooMode;

/* FA_SHAPE_BOUNCY_KNIGHT's range: the bouncy nightrider's (0 the knight's). */
#define FA_BOUNCY_NIGHTRIDER 1
/* ... and the UbiUbi's: knight's leaps to empty squares, any number
 * (rules/ubiubi.h). */
#define FA_UBIUBI 2

/* FA_SHAPE_MAO_HOP's range: 1 the maohopper, 2 the moahopper, and the
 * lions along a maorider's or moarider's line (rules/mao-rider-lion.h). */
#define FA_MAO_RIDER_LION 3
#define FA_MOA_RIDER_LION 4

/* FA_SHAPE_ORPHAN: whose kinds it borrows. */
typedef enum
{
  FA_BORROW_ORPHAN = 0, /* the other side's (rules/orphan.h) */
  FA_BORROW_FRIEND = 1, /* its own side's (rules/friend.h) */
} FaBorrowMode;

/* FA_SHAPE_EQUIHOP: which equihopper (rules/equihopper.h,
 * rules/eagle-equihopper.h). */
typedef enum
{
  FA_EQUIHOP_PLAIN = 0,         /* the equihopper's or orix's directions, a part each */
  FA_EQUIHOP_NONSTOP = 1,       /* every unit a hurdle */
  FA_EQUIHOP_NONSTOP_ORIX = 2,  /* every unit of the queen's lines a hurdle */
  FA_EQUIHOP_EAGLE = 3,         /* the equihopper's hop turned a quarter at the hurdle */
  FA_EQUIHOP_EAGLE_NONSTOP = 4, /* the nonstop one's, turned a quarter */
  FA_EQUIHOP_STOPPER = 5,       /* halfway to a unit (rules/equistopper.h) */
} FaEquihopMode;

/* FA_SHAPE_ROSE_HOP: which hop (rules/rose-hopper.h). */
typedef enum
{
  FA_ROSE_HOP_HOPPER = 1, /* to the next square of the circle */
  FA_ROSE_HOP_LION,       /* to any square of the circle beyond */
} FaRoseHop;

/* FA_SHAPE_ANGLE_HOP's range beyond the turns in eighths: from the
 * hurdle a knight's leap, one of the two nearest the line (the
 * scarabeus). */
#define FA_ANGLE_HOP_KNIGHT 8

/* How the second leg of [X/Y] turns from the first. */
typedef enum
{
  FA_LEG_ANY,       /* any direction but straight back to the start */
  FA_LEG_OUTWARD,   /* o */
  FA_LEG_STRAIGHT,  /* t */
  FA_LEG_CROOKED,   /* z */
} FaLegTurn;

/* FA_SHAPE_PATHS: which paths. */
typedef enum
{
  FA_PATHS_LEGS,    /* [X/Y] */
  FA_PATHS_SISSA,
  FA_PATHS_FALCON,
  FA_PATHS_LINES,   /* e: straight leaps or rides along directions (range 1: a leap) */
  FA_PATHS_SPIRAL,  /* the spiralspringer: knight's leaps turning to and fro */
  FA_PATHS_DIAGONAL_SPIRAL, /* the diagonal spiralspringer */
  /* the spiralspringers whose two leaps add up to (2,0), (4,0), (1,1) or
   * (3,3) alone (Popeye's S2 S4 S1 S3), the quintessence (knight's leaps
   * at right angles), the boy and girl scouts (bishop's or rook's steps
   * at right angles) */
  FA_PATHS_SPIRAL_20,
  FA_PATHS_SPIRAL_40,
  FA_PATHS_SPIRAL_11,
  FA_PATHS_SPIRAL_33,
  FA_PATHS_QUINTESSENCE,
  FA_PATHS_BOYSCOUT,
  FA_PATHS_GIRLSCOUT,
  FA_PATHS_MAORIDER, /* mao steps repeated in one direction */
  FA_PATHS_MOARIDER, /* moa steps repeated in one direction */
} FaPathsKind;

typedef struct
{
  FaShape shape;
  bool can_move;
  bool can_capture;
  int range;          /* rides: maximum number of leaps, 0 = unlimited */
  int n_directions;
  signed char directions[FA_MAX_PART_DIRECTIONS][2]; /* (dx, dy) for White */
  /* FA_SHAPE_PATHS: directions above are the first leg's; these the
   * second's (FA_PATHS_LEGS). */
  FaPathsKind paths;
  bool edge_crossing; /* e */
  bool absolute;      /* u d: the directions are White's for Black too */
  bool first_leg_stops; /* [X/Y]; false for [X-Y] */
  FaLegTurn turn;
  FaRococoPower rococo; /* FA_SHAPE_ROCOCO */
  bool marine;          /* FA_SHAPE_PAWN: captures as a locust (the marine pawn) */
  bool reversed;        /* FA_SHAPE_PAWN: walks as the other side's pawn (the protean pawn) */
  bool second_rides;
  int n_second;
  signed char second[FA_MAX_PART_DIRECTIONS][2];
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
