/* The fairy conditions of a problem, compiled into its rules.  A
 * condition is a module behind hook points (shared/design.md): what
 * follows a move (the Circe family's rebirth, Anti-Circe's relocation)
 * and which captures are possible (Anti-Circe), one file a family.
 * fa_position_make calls the active hooks after the move itself; each
 * records what it changes as effects (FaEffect, board/position.h), which
 * unmake undoes exactly and the notation prints ("[+bSg8]").
 *
 * Where a condition changes what a move does, the engine's orthodox
 * shortcuts (pins and check rays for legality, check prediction, the mate
 * bound, the intelligent mode's pictures) no longer hold: move_effects
 * turns them off, and every move is made and tested.  No hook active, no
 * cost: the orthodox search runs as before. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "board/geometry.h"
#include "rules/kind-set.h"

struct FaPosition;
struct FaRules;
struct FaMove;

/* Called by fa_position_make once the move itself is made (the side to
 * move is already the opponent's; the move's undo record is
 * pos->history[pos->ply - 1]). */
typedef void (*FaMoveHook) (struct FaPosition *pos);

/* The most hooks a move runs: the Rococo pieces', the origins' (Diagram
 * Circe), and one each for a rebirth or relocation, a colour change,
 * Sentinelles, KöKo, Mars Circe or Gravitational chess, the MWU. */
#define FA_MAX_MOVE_HOOKS 8

/* Which square a rebirth (Circe) or a relocation (Anti-Circe) goes to,
 * for the unit, its colour and the capture square
 * (rules/conditions/circe.c). */
typedef enum
{
  FA_REBIRTH_ARRAY,    /* CIR-1, AC-2: the game-array square (CONV-2) */
  FA_REBIRTH_FILE,     /* FIC-1: the capture file, on the type's home rank */
  FA_REBIRTH_SYMMETRY, /* SYC-1: point-symmetric to the capture square */
  FA_REBIRTH_DEPARTURE, /* PWC-1: the square the capturer left */
  FA_REBIRTH_DIAGRAM,   /* DIC-1: the square the unit stood on in the diagram */
} FaRebirthSquare;

/* The Circe variant in force (rules/conditions/circe.c). */
typedef struct
{
  bool active;
  FaRebirthSquare square;
  bool mirror;        /* MIC-1: the square of the opposite colour */
  bool rex_inclusive; /* CIR-6: kings are reborn too */
  bool couscous;      /* COU-1: the capturer's square, not the captured unit's */
  bool parrain;       /* PAR-1: reborn after the next move, moved by its vector */
  bool assassin;      /* an occupied rebirth square's unit is removed, the reborn unit takes its place */
  /* CHC-1: the reborn unit's kind (kind -> kind; 0: unchanged). */
  bool chameleon;
  uint8_t chameleon_next[FA_MAX_KINDS + 1];
  /* The kinds whose captured units are reborn pawns (after CHC-1): a
   * position without them has no rebirth to promote. */
  FaKindSet reborn_pawn_kinds;
} FaCirceRules;

/* Sentinelles' parameters, Popeye's (rules/conditions/sentinelles.c). */
typedef struct
{
  bool adverse;     /* PionAdvers, SEN-5: the pawn left is the opponent's */
  bool neutral;     /* PionNeutre: a neutral unit leaves a neutral pawn */
  bool para;        /* ParaSentinelles: none for a side with more pawns */
  int max[2];       /* MaximumWhite, MaximumBlack: 8 unless given */
  int max_total;    /* MaximumTotal: 16 unless given */
  bool berolina;    /* Berolina: the pawn left is a Berolina pawn */
  int kind;         /* the kind left (and counted): the pawn's, or the Berolina pawn's */
} FaSentinellesRule;

/* Which pieces are paralysed (rules/conditions/madrasi.c). */
typedef enum
{
  FA_MADRASI_NONE,
  FA_MADRASI_PLAIN,         /* MAD-1: kings neither paralyse nor are paralysed */
  FA_MADRASI_REX_INCLUSIVE, /* MAD-3: kings too */
} FaMadrasiRule;

/* The colour of the squares a move joins (rules/conditions/chromatic.c). */
typedef enum
{
  FA_CHROMATIC_NONE,
  FA_CHROMATIC_MONOCHROME, /* MON-1: the same colour */
  FA_CHROMATIC_BICHROME,   /* BIC-1: the other colour */
} FaChromaticRule;

/* Which moves a side may choose (rules/conditions/mummer.c). */
typedef enum
{
  FA_MUMMER_NONE,
  FA_MUMMER_MAXIMUM, /* MAX-1: one of the longest */
  FA_MUMMER_MINIMUM, /* one of the shortest */
  FA_MUMMER_FORCED_SQUARES, /* one onto a forced square, if it has one */
} FaMummerRule;

/* Which moves start from the game-array square (rules/conditions/mars.c). */
typedef enum
{
  FA_MARS_NONE,
  FA_MARS_CIRCE, /* MAR-1: the captures */
  FA_MARS_ANTI,  /* Anti-Mars Circe: the moves that do not capture */
} FaMarsRule;

/* May the piece on from, playing for side (a neutral unit plays for
 * either), capture on to (and so check there)? */
typedef bool (*FaCaptureFilter) (const struct FaPosition *pos, FaSquare from, FaSquare to, int side);

#define FA_MAX_CAPTURE_FILTERS 4

/* Where the capturing unit goes (rules/conditions/anticirce.c). */
typedef enum
{
  FA_ANTICIRCE_NONE,
  FA_ANTICIRCE_CALVET,  /* AC-3: a capture on the relocation square itself is allowed */
  FA_ANTICIRCE_CHEYLAN, /* AC-3: it is not */
} FaAntiCirceRule;

/* The Magic Wandering Unit's type: how it goes with Anti-Circe (MWU-7;
 * rules/conditions/mwu.c). */
typedef enum
{
  FA_MWU_NONE,
  FA_MWU_TYPE_I,  /* the capturer changes colour, then is relocated */
  FA_MWU_TYPE_II, /* it is relocated, then changes colour */
} FaMwuType;

/* A unit's place in the game array (CONV-2), by kind. */
typedef enum
{
  FA_ARRAY_FAIRY,
  FA_ARRAY_KING,
  FA_ARRAY_QUEEN,
  FA_ARRAY_ROOK,
  FA_ARRAY_BISHOP,
  FA_ARRAY_KNIGHT,
  FA_ARRAY_PAWN,
} FaArrayClass;

/* The fields the orthodox search reads on every node come last: FaRules
 * puts this just before the attack tables, so that they share their
 * cache lines. */
typedef struct
{
  uint8_t array_class[FA_MAX_KINDS + 1]; /* FaArrayClass of each kind */
  /* The kinds of the same walk as each kind (bit k: kind k): itself, and
   * a royal kind's base or a base's royal kind (a royal queen moves as a
   * queen: Madrasi and Tibet go by the walk, as Popeye's do). */
  FaKindSet same_walk[FA_MAX_KINDS + 1];
  FaCirceRules circe;
  FaAntiCirceRule anticirce;
  FaRebirthSquare anticirce_square; /* ACF, ACS: the relocation square's rule */
  bool anticirce_mirror;            /* ACM */
  FaMwuType mwu;                    /* the Magic Wandering Unit, FA_MWU_NONE: none */
  FaMadrasiRule madrasi;
  bool functionary;
  bool koeko;      /* KöKo or Anti-KöKo: a contact rule (rules/conditions/koeko.c) */
  bool anti_koeko; /* Anti-KöKo: no contact */
  /* The contact: the king's steps, or the leaps of Popeye's Neighbour
   * piece (-1: none on this board). */
  int n_neighbour_vectors;
  int16_t neighbour_vectors[8];
  FaChromaticRule chromatic;
  /* The kinds with Popeye's attribute Paralysing (paralysing.h); none:
   * the hooks are not installed. */
  FaKindSet paralysing_kinds;
  FaMummerRule mummer[2]; /* per side */
  /* Popeye's WhiteForcedSquare and BlackForcedSquare: the squares a side
   * must move onto when it can (FA_MUMMER_FORCED_SQUARES). */
  uint64_t forced_squares[2][FA_MAX_SQUARES / 64];
  bool defending_side_maximummer; /* Popeye's plain Maximummer: the solver chooses its side */
  /* move_effects is set only because a mummer chooses among the legal
   * moves, all orthodox with their orthodox effects: the mate bound and
   * the intelligent mode (the empty-board distances) hold. */
  bool moves_as_orthodox;
  FaSentinellesRule sentinelles;
  bool first_rank_pawns_step; /* Parrain: a pawn reborn on its first rank may step (Popeye) */
  /* Popeye finds mates in one with its own generator, which lists them in
   * another order (play/direct.c), except under conditions such as
   * Anti-Circe: then the goal moves come in the usual order. */
  bool goal_moves_in_usual_order;
  /* Each unit's diagram square goes with it (Diagram Circe:
   * FaPosition.origin). */
  bool tracks_origins;
  /* Castling rights per piece (rules.h, FA_CASTLE_WHITE_KING_HOME). */
  bool castling_by_pieces;
  /* Rex Multiplex: several kings a side (rules/conditions/rex-multiplex.c). */
  bool rex_multiplex;
  /* Some condition changes what a move does: the shortcuts are off. */
  bool move_effects;
  /* ... but only a capture's, and check is orthodox (Circe, Andernach,
   * Tibet): the legality filter's shortcuts hold for the other moves. */
  bool effects_on_captures_only;
  /* Only capture filters change the rules (Madrasi, Functionary,
   * Monochrome, Bichrome): a check is an orthodox attack that the filters
   * allow, and moves have no effects. */
  bool checks_are_allowed_attacks;
  /* Anti-Circe is the one condition (with the Magic Wandering Unit, whose
   * every move changes its colour): a move that captures nothing is an
   * orthodox one but the MWU's, and a check an orthodox attack whose
   * capture Anti-Circe allows (the legality filter's shortcuts,
   * rules/movegen.c, and the check prediction's, rules/check.c). */
  bool anticirce_alone;
  /* Sentinelles is the one condition, and no royal piece other than the
   * king: a move is an orthodox one that may leave a pawn on the square
   * it left (the check prediction's shortcut, rules/check.c). */
  bool sentinelles_alone;
  int n_after_move;
  FaMoveHook after_move[FA_MAX_MOVE_HOOKS];
  /* The first of after_move that are the pieces' own rules, not a
   * condition's (the Rococo pieces' removals, rules/rococo.c): the
   * conditions' hooks come after them, so that each sees every unit the
   * move took. */
  int n_piece_hooks;
  /* Can the piece on from capture on to under the conditions (Anti-Circe:
   * its relocation square is free; Madrasi: it is not paralysed)?  NULL:
   * every capture can.  Check is such a capture of a royal unit (CONV-4):
   * the attack test asks it.  With several conditions it asks each of
   * capture_filters. */
  FaCaptureFilter capture_allowed;
  /* The attack test when a condition changes it: the filtered walk
   * (fa_square_attacked_filtered) under a capture filter, or the
   * condition's own (Mars Circe captures from elsewhere).  NULL: the
   * orthodox test. */
  bool (*attack_test) (const struct FaPosition *pos, FaSquare sq, int by_side);
  int n_capture_filters;
  FaCaptureFilter capture_filters[FA_MAX_CAPTURE_FILTERS];
  /* May the side to move's piece on from move at all (Madrasi)?  NULL:
   * every piece may.  Asked before its moves are generated. */
  bool (*piece_may_move) (const struct FaPosition *pos, FaSquare from);
  /* The pseudo-legal moves of the side to move's piece on from, when a
   * condition generates them itself (Mars Circe); NULL: the piece's
   * movement.  Written from moves[n] on; returns the new count. */
  int (*generate_piece) (const struct FaPosition *pos, FaSquare from, struct FaMove *moves, int n);
  FaMarsRule mars;
  bool gravitational; /* GRA-*: queens, rooks, bishops and knights fall */
  FaKindSet steady_kinds; /* Gravitational: the kinds that neither fall nor are pawns */
  /* Any of generate_piece, filter_moves, expand_moves is set: the
   * orthodox generator asks this one flag. */
  bool generation_hooks;
  /* Moves of one piece that become several (a rebirth's promotion
   * choices, fa_circe_expand_promotions): rewrites moves[first..n),
   * returns the new n.  NULL: none. */
  int (*expand_moves) (const struct FaPosition *pos, struct FaMove *moves, int first, int n);
  /* Which of the moves just generated for one piece exist under the
   * conditions (Monochrome)?  NULL: all.  Keeps moves[first..n) that do,
   * returns the new n. */
  int (*filter_moves) (const struct FaPosition *pos, struct FaMove *moves, int first, int n);
} FaConditionRules;

/* Compiles the problem's condition lines (as FaProblem keeps them:
 * "Circe", "Madrasi") into rules->conditions.  FALSE when one is not
 * solved yet: *bad is its index and *error a message (free it). */
bool fa_conditions_compile (struct FaRules *rules, char *const *lines, int n_lines, int *bad, char **error);

/* Do the compiled conditions take neutral units?  Most do, as Popeye
 * solves them: a neutral unit plays for the side to move, is reborn or
 * relocated as a unit of the side it counts for (circe.h), is paralysed
 * or freed by the other side's units (Madrasi, Functionary), never
 * changes colour (Andernach, Tibet); beside Rococo pieces it captures
 * and freezes for the side it plays for (rules/rococo.h).  Not yet: Mars
 * Circe, Gravitational chess, Circe Assassin, Rex Multiplex. */
bool fa_conditions_take_neutrals (const FaConditionRules *c);
