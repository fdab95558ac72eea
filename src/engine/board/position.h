/* A position during search, with make and unmake that never allocate.
 * The position refers to its FaRules (board geometry, kinds, keys). */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "rules/rules.h"
#include "problem/stipulation.h"

/* The deepest a solve goes below its diagram: a full move of the
 * stipulation takes at most three plies (the attacker's move, a pass to
 * look for a threat, the defence; series play: the move and the other
 * side's pass), plus a few for set play, the reflex and self goals and
 * the last move's test. */
#define FA_MAX_PLY (3 * FA_MAX_STIPULATION_MOVES + 16)

/* What a move is beside a plain one: at most one of these (FaMove.type). */
typedef enum
{
  FA_MOVE_PLAIN = 0,
  FA_MOVE_CASTLE_SHORT,
  FA_MOVE_CASTLE_LONG,
  FA_MOVE_EN_PASSANT,
  FA_MOVE_DOUBLE_STEP,
  FA_MOVE_NULL, /* the side passes: used to find threats */
} FaMoveType;

/* Under the Circe variants that can rebirth a pawn on its last rank (PWC,
 * Couscous), which promotion it takes: FaMove.rebirth_choice, 1 + its
 * index in the rules' promotions (0: none). */
#define FA_MAX_REBIRTH_CHOICES 7

/* What a move does by its piece's own rules besides the flags:
 * FaMove.special.  The values with bit 0 set capture. */
enum
{
  /* A locust-type capture: the unit just before the arrival square, on
   * the line from the departure (Lc6*b7-a8), is taken. */
  FA_MOVE_SPECIAL_LOCUST = 1,
  /* A swapper's swap (rules/rococo.h): the unit on to comes to from. */
  FA_MOVE_SPECIAL_SWAP = 2,
  /* A Rococo piece captures by its own rules besides (or instead of)
   * replacement: withdrawal, approach, overtaking, a chameleon's side
   * captures, mutual destruction (the mover removed on to), suicide
   * (from == to).  rules/rococo.c says which units go. */
  FA_MOVE_SPECIAL_ROCOCO = 3,
};

/* Four bytes: move lists are copied and sorted in the search's inner
 * loops. */
typedef struct FaMove
{
  uint8_t from;
  uint8_t to;
  /* One byte for what the filters test on every move: its type and
   * special, each a mask away. */
  uint8_t type : 3;           /* FaMoveType */
  uint8_t special : 2;        /* FA_MOVE_SPECIAL_* */
  uint8_t rebirth_choice : 3; /* up to FA_MAX_REBIRTH_CHOICES */
  uint8_t promotion;          /* kind promoted to, 0 = none */
} FaMove;

_Static_assert (sizeof (FaMove) == 4, "a move is four bytes");
_Static_assert (FA_MAX_KINDS < 256, "a promotion's kind fits FaMove.promotion");
_Static_assert (FA_MOVE_NULL < 8, "a move's type fits FaMove.type");

/* The side to move passes (to find threats). */
#define FA_PASS_MOVE ((FaMove) { .type = FA_MOVE_NULL })

/* Castling, either wing. */
static inline bool
fa_move_castles (FaMove m)
{
  return m.type == FA_MOVE_CASTLE_SHORT || m.type == FA_MOVE_CASTLE_LONG;
}

/* Castling under Mars and Anti-Mars Circe, as Popeye plays it: the king
 * castles from its game-array square, going there first from wherever
 * it stands (FaMove.from), its own right to castle granted.  A castling
 * move takes no rebirth choice, so FaMove.rebirth_choice says which of
 * these it is; FaMove.promotion, unused by castling, names the rook of
 * Anti-Mars Circe's second rebirth: a rook that goes to its game-array
 * square (a corner) first, that corner's right granted.  Popeye gives
 * that rebirth to the first castling the rook allows alone (0-0 before
 * 0-0-0): the other keeps the rook where it stands. */
typedef enum
{
  FA_CASTLING_ORDINARY = 0,
  FA_CASTLING_FROM_ARRAY = 1,       /* the king goes to its game-array square first */
  FA_CASTLING_ROOK_TO_SHORT = 2,    /* and the rook on .promotion to the short corner */
  FA_CASTLING_ROOK_TO_LONG = 3,     /* ... to the long corner */
  FA_CASTLING_ROOK_STAYS = 4,       /* beside the rebirth of the rook on .promotion, without it */
} FaCastlingVariant;

/* The rook of Anti-Mars Circe's second rebirth (FA_NO_SQUARE: none): the
 * rook that moves to its corner first, or with FA_CASTLING_ROOK_STAYS the
 * one whose rebirth let the move be generated. */
static inline FaSquare
fa_castling_second_rook (FaMove m)
{
  return m.rebirth_choice >= FA_CASTLING_ROOK_TO_SHORT && fa_move_castles (m) ? m.promotion : FA_NO_SQUARE;
}

/* Castling from the game-array square (any FaCastlingVariant but the
 * ordinary one)? */
static inline bool
fa_move_castles_from_array (FaMove m)
{
  return m.rebirth_choice != FA_CASTLING_ORDINARY && fa_move_castles (m);
}

static inline bool
fa_move_equal (FaMove a, FaMove b)
{
  return a.from == b.from && a.to == b.to && a.promotion == b.promotion && a.type == b.type
         && a.special == b.special && a.rebirth_choice == b.rebirth_choice;
}

/* What a condition did beyond the move itself: one square set from one
 * piece (0: empty) to another.  A rebirth fills a square; later kinds
 * (relocation, colour change, an added piece) are written the same way. */
typedef enum
{
  FA_EFFECT_REBIRTH = 1,
  FA_EFFECT_RELOCATION_FROM, /* Anti-Circe: the capturer leaves the capture square... */
  FA_EFFECT_RELOCATION_TO,   /* ... for its game-array square */
  FA_EFFECT_RECOLOUR,        /* Andernach, Tibet: the unit on the square changes colour */
  FA_EFFECT_ADDITION,        /* Sentinelles: a unit appears on an empty square */
  FA_EFFECT_REBIRTH_PROMOTION, /* PWC, Couscous: a pawn reborn on its last rank, promoted */
  FA_EFFECT_REMOVAL,         /* Gravitational chess: a unit captured on a square the move passed */
  FA_EFFECT_ASSASSINATION,   /* Circe Assassin: the unit on a rebirth square, removed */
  /* Diagram Circe: the move carried its units' diagram squares along
   * (FaPosition.origin).  Changes no square; undone last, it puts them
   * back.  Always the move's first effect; its origin is the captured
   * unit's (fa_position_captured_origin). */
  FA_EFFECT_IDENTITY,
  /* The Magic Wandering Unit's power went elsewhere (FaPosition.mwu):
   * square is where it is now, origin where it was.  Changes no square. */
  FA_EFFECT_MWU,
  /* The pair of squares no swap may join on the next move changed
   * (FaPosition.no_swap_back): square and origin are the pair before.
   * Changes no square. */
  FA_EFFECT_NO_SWAP_BACK,
} FaEffectKind;

typedef struct
{
  uint8_t kind;      /* FaEffectKind */
  FaSquare square;
  FaPiece before, after;
  uint8_t index;     /* where before stood in occupied[], to put it back there */
  FaSquare origin;   /* before's diagram square, when origins are tracked */
} FaEffect;

/* A long leaper on a 16x16 board takes up to seven units in one move, a
 * chameleon eight (seven leapt over, or six and its withdrawal's and
 * approach's victims); under Circe each may be reborn (16), and the
 * swap-back pair changes (17). */
#define FA_MAX_EFFECTS 20

typedef struct
{
  FaMove move;
  FaPiece moved;
  FaPiece captured;
  FaSquare capture_square;
  uint8_t capture_index; /* where the captured piece stood in occupied[] */
  uint8_t castling;
  FaSquare ep_target;
  FaSquare ep_victim;
  uint8_t n_effects; /* in FaPosition.effects, at this move's ply */
  /* A condition's hook found the move impossible (Anti-Circe: the
   * relocation square is occupied): the move is illegal. */
  bool refused;
  uint64_t hash;
} FaUndo;

typedef struct FaPosition
{
  const FaRules *rules;
  FaPiece board[FA_MAX_SQUARES];
  int side;                 /* FA_WHITE or FA_BLACK to move */
  FaSquare king[2];         /* square of each side's royal piece, FA_NO_SQUARE if none */
  uint8_t castling;         /* FA_CASTLE_* rights */
  FaSquare ep_target;       /* square a pawn just passed over, FA_NO_SQUARE if none */
  FaSquare ep_victim;       /* the pawn that passed */
  /* The square of the Magic Wandering Unit (retractors-conditions.md
   * section 3), FA_NO_SQUARE when there is none: part of the key.  Here,
   * in the padding before the key, it moves no other field. */
  FaSquare mwu;
  uint64_t hash;
  int ply;
  /* Under Diagram Circe (rules' conditions.tracks_origins), the square
   * each unit stood on in the diagram, by the square it stands on now
   * (FA_NO_SQUARE: empty, or a unit the diagram did not have).  Part of
   * the key. */
  FaSquare origin[FA_MAX_SQUARES];
  FaUndo history[FA_MAX_PLY];
  /* How many pieces of each kind each side has, and the kinds present as
   * a bit set, so the attack test skips kinds that are not on the board. */
  uint8_t kind_count[2][FA_MAX_KINDS + 1];
  FaKindSet kinds_present[2];
  /* Occupied squares, so generation does not scan empty ones. */
  int n_occupied;
  FaSquare occupied[FA_MAX_SQUARES];
  uint8_t occupied_index[FA_MAX_SQUARES];
  /* The effects of the move at each ply (FaUndo.n_effects of them): apart
   * from the history and last, so that orthodox play, which has none,
   * keeps its undo records small and never touches these pages. */
  FaEffect effects[FA_MAX_PLY][FA_MAX_EFFECTS];
  /* After a swap between a swapper and an enemy swapper or chameleon, the
   * two squares the opponent may not swap back at once (pieces-uc73.md
   * section 4.5); FA_NO_SQUARE otherwise.  Part of the key.  Last, so
   * that the fields the orthodox search reads keep their places. */
  FaSquare no_swap_back[2];
} FaPosition;

/* The victim of a locust-type capture from `from` to `to`: the square
 * one step of the line back from `to`. */
static inline FaSquare
fa_locust_victim (const FaGeometry *g, FaSquare from, FaSquare to)
{
  int dx = fa_square_file (g, to) - fa_square_file (g, from), dy = fa_square_rank (g, to) - fa_square_rank (g, from);
  int d = fa_vector_gcd (dx, dy);
  return fa_square_make (g, fa_square_file (g, to) - dx / d, fa_square_rank (g, to) - dy / d);
}

/* Where the move, about to be made in pos, captures (when it does). */
static inline FaSquare
fa_move_capture_square (const FaPosition *pos, FaMove move)
{
  if (move.type == FA_MOVE_EN_PASSANT)
    return pos->ep_victim;
  if (__builtin_expect (move.special == FA_MOVE_SPECIAL_LOCUST, 0))
    return fa_locust_victim (&pos->rules->geometry, move.from, move.to);
  return move.to;
}

void fa_position_init (FaPosition *pos, const FaRules *rules);
void fa_position_put (FaPosition *pos, FaSquare sq, FaPiece piece);
void fa_position_clear_square (FaPosition *pos, FaSquare sq);

/* Gives castling rights for every king and rook on its initial square;
 * call after placing the pieces. */
void fa_position_set_default_castling (FaPosition *pos);
/* For a generator's trial: moves the unit on from to the empty square to
 * (board, list of units, king's square, key, not the rights); shifting it
 * back restores the position exactly, the list's order too. */
void fa_position_shift (FaPosition *pos, FaSquare from, FaSquare to);
/* The corner that the rook of Anti-Mars Circe's second rebirth goes to
 * before side castles (fa_castling_second_rook); FA_NO_SQUARE when none
 * moves. */
FaSquare fa_castling_rook_corner (const FaRules *r, FaMove m, int side);
/* No castling with the piece on sq (Popeye's NoCastling): its right, or
 * its bit of the rights kept per piece. */
void fa_position_forbid_castling (FaPosition *pos, FaSquare sq);

/* No en passant capture after the move just made (a hook's effect: the
 * pawn that double-stepped changed colour).  Unmake restores it. */
void fa_position_clear_en_passant (FaPosition *pos);
void fa_position_rehash (FaPosition *pos);

/* A copy of src into dst as far as it is in use (its history and effects
 * up to the current ply): a worker's position. */
void fa_position_copy (FaPosition *dst, const FaPosition *src);

void fa_position_make (FaPosition *pos, FaMove move);
void fa_position_unmake (FaPosition *pos);

/* For a condition's hook during fa_position_make: sets sq to piece (0:
 * empty) as an effect of the move just made (kind: FaEffectKind), with
 * the board's counts, kings, castling rights and key, so that unmake
 * undoes it.  A rook put on its corner or a king on its square has not
 * moved, for castling (CIR-2, AC-9). */
void fa_position_effect (FaPosition *pos, FaEffectKind kind, FaSquare sq, FaPiece piece);

/* The key's share of the Magic Wandering Unit on sq. */
static inline uint64_t
fa_mwu_key (FaSquare sq)
{
  return sq == FA_NO_SQUARE ? 0 : ((uint64_t) sq + 1) * 0xd6e8feb86659fd93ull;
}

/* The key's share of the pair of squares no swap may join. */
static inline uint64_t
fa_no_swap_back_key (FaSquare a, FaSquare b)
{
  return a == FA_NO_SQUARE ? 0 : ((uint64_t) (a + 1) * 0x9e3779b97f4a7c15ull) ^ ((uint64_t) (b + 1) * 0xc2b2ae3d27d4eb4full);
}

/* Forbids a swap between a and b on the next move (FA_NO_SQUARE: none):
 * outside a move, as a problem states it; during fa_position_make, as an
 * effect of the move, undone with it. */
void fa_position_set_no_swap_back (FaPosition *pos, FaSquare a, FaSquare b);

/* Puts the Magic Wandering Unit on sq (FA_NO_SQUARE: none): outside a
 * move, as the diagram has it; during fa_position_make, as an effect of
 * the move, undone with it. */
void fa_position_set_mwu (FaPosition *pos, FaSquare sq);

/* The position as it stands is the diagram: each unit's origin is its
 * square (Diagram Circe).  Nothing when origins are not tracked. */
void fa_position_mark_diagram (FaPosition *pos);

/* The hook that carries the origins along with the move (Diagram Circe):
 * the first of the move's hooks. */
void fa_position_carry_origins (FaPosition *pos);

/* Where the unit that made the move just made stands now: on its
 * arrival square, or where an effect took it (Anti-Circe's relocation). */
FaSquare fa_position_mover_square (const FaPosition *pos);

/* The diagram square of the unit the move just made captured
 * (FA_NO_SQUARE: none, or origins not tracked). */
FaSquare fa_position_captured_origin (const FaPosition *pos);

/* Loads a FEN (piece placement, side, castling, e.p.; fairy pieces as
 * Popeye codes in brackets, e.g. [N] for a nightrider).  Returns false on
 * bad input. */
bool fa_position_set_fen (FaPosition *pos, const FaRules *rules, const char *fen);
