/* The rules of one problem, compiled once before solving: the piece kinds
 * in play with their movement turned into step-table walks, the reverse
 * "attack rays" the check test walks, promotion choices and Zobrist keys.
 * A FaRules is read-only during search, so threads may share it. */
#pragma once

#include <stdint.h>

#include "board/geometry.h"
#include "memory/table-memory.h"
#include "pieces/movement.h"
#include "pieces/piece-catalogue.h"
#include "rules/conditions/conditions.h"
#include "rules/kind-set.h"

#define FA_MAX_RAYS 512

enum { FA_WHITE = 0, FA_BLACK = 1 };

/* A piece on the board: kind index (1..FA_MAX_KINDS) << 2 | colour bits,
 * where bit 0 is White and bit 1 Black, so a neutral piece has both.  0 is
 * empty. */
typedef uint16_t FaPiece;
#define FA_MAX_PIECE ((FA_MAX_KINDS << 2 | 3) + 1) /* pieces are below this */

static inline int fa_piece_kind (FaPiece p) { return p >> 2; }
static inline unsigned fa_side_bit (int side) { return 1u << side; }
static inline FaPiece fa_piece_make (int kind, unsigned colour_bits) { return (FaPiece) (kind << 2 | colour_bits); }
static inline bool fa_piece_is_side (FaPiece p, int side) { return (p & fa_side_bit (side)) != 0; }
/* The side of a white or black piece (a neutral one counts as White). */
static inline int fa_piece_side (FaPiece p) { return fa_piece_is_side (p, FA_WHITE) ? FA_WHITE : FA_BLACK; }


typedef struct
{
  FaShape shape;
  bool can_move;
  bool can_capture;
  int range;
  int n_vectors;
  uint8_t vectors[FA_MAX_PART_DIRECTIONS]; /* geometry vector indices, in this side's orientation */
  struct FaPathTree *paths; /* FA_SHAPE_PATHS: its paths (rules/paths.h), owned by the rules */
  uint8_t rococo;           /* FA_SHAPE_ROCOCO: its FaRococoPower; vectors the king's eight steps */
  /* FA_SHAPE_PAWN, _BEROLINA: on the last rank (not a dragon's pawn
   * part); a leap's or a ride's of a kind FA_PIECE_PROMOTES */
  bool promotes;
  bool marine; /* FA_SHAPE_PAWN: captures as a locust; promotes to the marine pieces */
  bool reversed; /* FA_SHAPE_PAWN: walks as the other side's pawn (the protean pawn) */
} FaCompiledPart;

typedef enum
{
  FA_POPEYE_ORDER_USUAL,
  FA_POPEYE_ORDER_REVERSED, /* its directions the other way round (the edgehog) */
  FA_POPEYE_ORDER_BEROLINA, /* the Berolina pawn: right, left, the capture */
  FA_POPEYE_ORDER_MARINE,   /* a marine pawn's captures first, left, right */
  FA_POPEYE_ORDER_SUPER_BEROLINA, /* the Berolina superpawn: the capture, right, left */
  FA_POPEYE_ORDER_BOUNCER,  /* by the line the other way, in the order of Popeye's table */
  FA_POPEYE_ORDER_SCARABEUS, /* by the line to the hurdle, then the leap beyond it (search.c) */
  FA_POPEYE_ORDER_CHINESE_PAWN, /* the step to the left, to the right, forward */
  FA_POPEYE_ORDER_PROTEAN_PAWN, /* the protean pawn: its steps, the capture to the left, to the right */
  FA_POPEYE_ORDER_HUNTER,   /* the moves up the board, then those down */
  FA_POPEYE_ORDER_GENERATED, /* as its walk generates them, Popeye's order (search.c) */
} FaPopeyeOrder;

typedef struct
{
  const FaPieceSpec *spec;
  unsigned flags;
  int max_moves; /* the most pseudo-legal moves from one square */
  /* One square may be reached in two ways: along two paths of a part
   * (FA_SHAPE_PATHS, the rose), two borrowed kinds (the orphan) or two
   * parts (the colonel's rook and king steps).  Generation drops the
   * doubles. */
  bool may_double;
  /* How Popeye orders this kind's moves, which the print order follows
   * (play/search.c). */
  FaPopeyeOrder popeye_order;
  int n_parts;
  FaCompiledPart parts[2][FA_MAX_MOVEMENT_PARTS]; /* per moving side */
} FaKind;

/* One reverse walk of the attack test: from the attacked square along
 * vector, looking for a piece of one of kinds. */
typedef struct
{
  FaKindSet kinds;      /* bit k: kind k attacks along this ray */
  FaKindSet near_kinds; /* rides only: kinds that leap one step along it */
  FaKindSet any_kinds;  /* the two together: whether to walk it at all */
  FaShape shape;
  int range;
  uint8_t vector;
  uint8_t beyond; /* locusts: the vector back, to the landing square */
} FaAttackRay;

typedef struct FaRules
{
  FaGeometry geometry;
  int n_kinds;              /* kinds are 1..n_kinds */
  FaKind kinds[FA_MAX_KINDS + 1];
  int king_kind, pawn_kind, rook_kind;
  FaKindSet orphan_kinds; /* kinds with an orphan's part (rules/orphan.h) */
  FaKindSet friend_kinds; /* kinds with a friend's part (rules/friend.h) */
  FaKindSet borrower_kinds; /* both, which lend their moves to neither */
  /* The king's step is made and tested, not judged with the king taken
   * off: an orphan on its new square may borrow the king's moves, and a
   * double hopper may hop over it there on its way (rules/movegen.h). */
  bool king_steps_made;
  /* Each kind's Rococo power (FaRococoPower, rules/rococo.h), none for
   * most; rococo_kinds[power] the kinds with that power, [0] with any. */
  uint8_t rococo_power[FA_MAX_KINDS + 1];
  FaKindSet rococo_kinds[8];
  /* The step (a geometry vector) of each unit direction: [dx + 1][dy + 1],
   * -1 for (0, 0). */
  int16_t unit_steps[3][3];
  int n_promotions;
  /* The most pseudo-legal moves one piece of any kind here can have
   * (fa_move_capacity). */
  int max_piece_moves;
  uint8_t promotions[FA_MAX_KINDS]; /* kinds a pawn may promote to, in order */
  uint8_t promotion_order[FA_MAX_KINDS + 1]; /* position of a kind in promotions */
  /* What a royal pawn promotes to (ROY-2): the royal kind of each of
   * promotions, 0 where the problem has none. */
  uint8_t royal_promotions[FA_MAX_KINDS];
  /* What a paralysing pawn promotes to: the paralysing kind of each of
   * promotions, 0 where the problem has none. */
  uint8_t paralysing_promotions[FA_MAX_KINDS];
  /* What a marine pawn promotes to, as Popeye: the four marine pieces
   * and the problem's other kinds but the orthodox four not in it. */
  int n_marine_promotions;
  uint8_t marine_promotions[FA_MAX_KINDS];
  int n_rays[2];
  FaAttackRay rays[2][FA_MAX_RAYS]; /* per attacking side */
  /* Each kind's rays alone, for an observation by one kind (Madrasi's
   * paralysis): kind_rays[kind_rays_start[side][k]] on, kind_rays_count
   * of them. */
  FaAttackRay *kind_rays;
  uint16_t kind_rays_start[2][FA_MAX_KINDS + 1];
  uint16_t kind_rays_count[2][FA_MAX_KINDS + 1];
  /* The conditions (rules/conditions/conditions.h): here, beside the
   * attack tables the search reads as often. */
  FaConditionRules conditions;
  /* Only leaps and rides attack for this side: a move that is not the
   * king's can then expose its king only by leaving a rider's line. */
  bool simple_attacks[2];
  /* The piece-centric attack test (attack.c), for the kinds that attack
   * only by leaps and by rides along vectors whose coordinates have no
   * common divisor (so the squares between are those of the ride): for
   * the vector from an attacker to the attacked square, the kinds that
   * attack along it by one leap, the kinds that ride it (the squares
   * between must be empty) and the vector that walks those squares back
   * from the attacked square. */
  FaKindSet table_attack_kinds[2];
  /* The attack test's tables describe these kinds too: those kinds and
   * the grasshopper-type hoppers (a hurdle right before the attacked
   * square, the squares between it and the hopper empty) along vectors
   * whose coordinates have no common divisor, and the edgehogs
   * (edge_ride_kinds). */
  FaKindSet table_test_kinds[2];
  FaKindSet table_hop_kinds[2]; /* those that hop (hop_attacks) */
  /* rays[side] from this index on: those of kinds the attack test's
   * tables do not describe (lion-type hops, roses, ...). */
  int other_rays_from[2];
  FaKindSet leap_attacks[2][FA_DELTA_COUNT];
  FaKindSet ride_attacks[2][FA_DELTA_COUNT];
  FaKindSet hop_attacks[2][FA_DELTA_COUNT];
  /* Kinds of table_test_kinds whose rides in ride_attacks are an
   * edgehog's lines: they attack only from an edge square to an inner
   * one or the other way round (fa_table_ride_counts). */
  FaKindSet edge_ride_kinds[2];
  /* table_hop_kinds and edge_ride_kinds together: the tables' passes
   * over the pieces are compiled once for them and once without, so
   * that a problem with neither pays nothing for their tests. */
  FaKindSet table_extra_kinds[2];
  /* For a ride or a hop along the vector d: its step, from the attacked
   * square towards the attacker. */
  uint8_t ride_back_step[FA_DELTA_COUNT];
  /* For kinds that move only by leaps and rides and attack by the tables
   * above (one_move_check_kinds): the kinds that, standing at vector d
   * from the enemy king, could check it directly after one move on an
   * empty board; a piece of such a kind elsewhere cannot. */
  FaKindSet one_move_check_kinds[2];
  /* Kinds whose moves are their captures, as leaps and rides the attack
   * tables describe: the tables say where they can move, too. */
  FaKindSet moves_as_attacks_kinds[2];
  FaKindSet one_move_check[2][FA_DELTA_COUNT];
  /* Kinds that move and capture only along e lines (the edgehog): each
   * move crosses the edge and so does each attack, so a piece of one
   * that stands on the edge cannot check an enemy king inside the edge
   * in one move, nor one inside the edge a king on it. */
  FaKindSet edge_line_kinds[2];
  uint8_t rose_vectors[8];          /* knight vectors in circular order */
  /* A kind that can reach one square by two paths (the rose, the
   * spiralspringers) is on the board: Popeye then sorts every move list by departure and arrival
   * square to drop the doubles, which sets the order it prints lines in;
   * Faerie prints them in that order too (play/search.c). */
  bool moves_sorted_by_squares;
  /* Neutral pieces are on the board (both colour bits): every move is
   * made and tested, since a neutral piece that moves may attack its own
   * side's king. */
  bool neutral_pieces;
  /* The pawn kinds when a pawn may stand on its own first rank (in the
   * diagram, or reborn there: fa_rules_let_pawns_stand_on_first_rank),
   * where it neither moves nor captures, as in Popeye.  The leap tables
   * list its diagonals wherever it stands: these kinds are among
   * table_extra_kinds, whose attacks the tables' users test further
   * (fa_pawn_idle_on_first_rank). */
  FaKindSet first_rank_pawn_kinds[2];
  /* ... and they are all that sets conditions.move_effects: no condition
   * or royal piece changes what a move does, so whether a move checks can
   * be told without making it (rules/check.c). */
  bool neutral_plain;
  /* Castling on 8-file boards: king e-file, rooks a/h files; off otherwise. */
  bool castling_possible;
  FaSquare castle_king_from[2], castle_rook_short[2], castle_rook_long[2];
  uint8_t castling_keep_mask[FA_MAX_SQUARES]; /* rights that survive a move from/to sq */
  uint64_t zobrist_side;
  uint64_t zobrist_castling[64];
  uint64_t zobrist_ep[FA_MAX_SQUARES];
  uint64_t zobrist[FA_MAX_PIECE][FA_MAX_SQUARES]; /* [piece][square] */
  /* FaRules itself, 1.5 MB of which a problem uses scattered pieces: on
   * a huge page, one page fault instead of about fifty. */
  FaTableMemory memory;
} FaRules;

/* A ride that side's ride_attacks give the piece of kind on from towards
 * to: does it count?  An edgehog's line does only across the edge.  The
 * passes over the pieces ask it only where the side may have edgehogs
 * (compiled apart for them: table_extra_kinds), so that the others pay
 * nothing for it. */
static inline bool
fa_table_ride_counts (const FaRules *r, int side, int kind, FaSquare from, FaSquare to)
{
  return !fa_kind_set_has (r->edge_ride_kinds[side], kind)
         || fa_square_on_edge (&r->geometry, from) != fa_square_on_edge (&r->geometry, to);
}

/* May the part land on a square holding q (0: empty): a move there, or
 * a capture of an enemy (enemy: the other side's colour bits)? */
static inline bool
fa_part_may_land (const FaCompiledPart *part, FaPiece q, unsigned enemy)
{
  return q ? ((q & enemy) && part->can_capture) : part->can_move;
}

/* Attack rays the legality filter and the check prediction cannot read
 * as lines from the king (a path piece's, an orphan's, a locust's, an
 * edgehog's, a Rococo piece's, an equihopper's, a dragon's pawn part): where one of these kinds
 * stands, every move is made and tested.  The rose is apart: its paths are marked square by square. */
static inline bool
fa_ray_needs_made_moves (FaShape shape)
{
  return shape == FA_SHAPE_PATHS || shape == FA_SHAPE_ORPHAN || shape == FA_SHAPE_LOCUST || shape == FA_SHAPE_EDGE_LINE
         || shape == FA_SHAPE_ROCOCO || shape == FA_SHAPE_EQUIHOP || shape == FA_SHAPE_DOUBLE_HOP
         || shape == FA_SHAPE_RADIAL || shape == FA_SHAPE_ANGLE_HOP || shape == FA_SHAPE_PAWN || shape == FA_SHAPE_REFLECT
         || shape == FA_SHAPE_BOUNCE || shape == FA_SHAPE_ROSE_HOP
         || shape == FA_SHAPE_NEAR_HOP || shape == FA_SHAPE_QUERQUISITE
         || shape == FA_SHAPE_MAO_HOP || shape == FA_SHAPE_KANGAROO || shape == FA_SHAPE_CHINESE_PAWN
         || shape == FA_SHAPE_BOUNCY_KNIGHT;
}

/* Castling right bits. */
enum
{
  FA_CASTLE_WHITE_SHORT = 1,
  FA_CASTLE_WHITE_LONG = 2,
  FA_CASTLE_BLACK_SHORT = 4,
  FA_CASTLE_BLACK_LONG = 8,
  /* Under conditions whose effects put kings and rooks back on their
   * squares (conditions.castling_by_pieces), the rights are kept per
   * piece, as Popeye keeps them: these bits say the king has not moved,
   * the four above that each rook has not, and castling needs both, so
   * that a rook or king put back may castle again (CIR-2, AC-9). */
  FA_CASTLE_WHITE_KING_HOME = 16,
  FA_CASTLE_BLACK_KING_HOME = 32,
};

/* Is p a rook side may castle with (the rook, paralysing or not)?  A
 * neutral rook is either side's, as in Popeye. */
static inline bool
fa_is_castling_rook (const FaRules *r, FaPiece p, int side)
{
  return (r->kinds[fa_piece_kind (p)].flags & FA_PIECE_CASTLING_PARTNER) && fa_piece_is_side (p, side);
}

/* Keeps castling rights per piece (see FA_CASTLE_WHITE_KING_HOME): a
 * king's move clears only its own bit.  For conditions.c. */
void fa_rules_castle_by_pieces (FaRules *rules);

/* Creates the rules for a board of files x ranks (holes may be NULL) with
 * the given kinds (orthodox kinds are always added).  Returns NULL with
 * *error set (static text) when a kind's movement does not compile or there
 * are too many kinds. */
FaRules *fa_rules_new (int files, int ranks, const bool *holes,
                       const FaPieceSpec *const *specs, int n_specs,
                       const char **error);
void fa_rules_free (FaRules *rules);

/* For a problem where a pawn may stand on its own first rank
 * (first_rank_pawn_kinds). */
void fa_rules_let_pawns_stand_on_first_rank (FaRules *rules);
/* Does a unit of kind stand idle on its own first rank, neither moving
 * nor capturing there (the plain and the Berolina pawn)? */
bool fa_kind_idles_on_first_rank (const FaKind *kind);

/* Kind index of spec, 0 if not in these rules. */
int fa_rules_kind_of (const FaRules *rules, const FaPieceSpec *spec);

/* What a pawn of kind promotes to, in rules->promotions' order: a royal
 * pawn to royal pieces (ROY-2), a paralysing one to paralysing pieces,
 * others to promotions; 0 where the problem has no such kind. */
static inline const uint8_t *
fa_rules_promotion_kinds (const FaRules *rules, int kind)
{
  unsigned flags = rules->kinds[kind].flags;
  return (flags & FA_PIECE_ROYAL) ? rules->royal_promotions
         : (flags & FA_PIECE_PARALYSING) ? rules->paralysing_promotions
                                         : rules->promotions;
}
