/* Retractions (retractors-conditions.md section 1, rule ids RET-*): the
 * ways back of a side (spec table 1.2) as shapes, the units a shape may
 * put back, taking a retraction back and forth, and the legality of the
 * position it leaves (RET-10 to RET-16, and RET-15's deeper proofs where
 * an en passant capture needs one).  The search (retro.c) and the check of
 * a published line (retro-line.c) share them. */
#pragma once

#include "play/search.h"

/* What a retraction takes back (spec table 1.2). */
typedef enum
{
  FA_RETRACTION_MOVE,              /* RR-1, RR-2: a piece's move D-A, perhaps a capture on A */
  FA_RETRACTION_PAWN_STEP,         /* RR-1, RR-3: a pawn's step or double step */
  FA_RETRACTION_PAWN_CAPTURE,      /* RR-2: a pawn's capture on A */
  FA_RETRACTION_EN_PASSANT,        /* RR-4: a pawn's capture en passant */
  FA_RETRACTION_PROMOTION,         /* RR-5: a promotion on A */
  FA_RETRACTION_PROMOTION_CAPTURE, /* RR-6: a promotion capturing on A */
  FA_RETRACTION_CASTLING,          /* RR-7 */
  FA_RETRACTION_SWAP,              /* a swapper's swap: the units on D and A change places back */
  /* A unit the position lacks comes back on D (FaRetroShape.appears): a
   * swapper that destroyed itself with the unit on A, or a frozen unit
   * that removed itself (D = A). */
  FA_RETRACTION_APPEARS,
} FaRetroShapeKind;

/* The most units one retraction puts back: a long leaper's jumps on a
 * line of eight (retractors refuse it on longer lines). */
#define FA_RETRO_MAX_JUMPED 3

/* The retractor chooses the shape: which unit, from where, whether it
 * captured at all where it need not have (RET-8). */
typedef struct
{
  FaMove move;        /* the forward move taken back, from D to A */
  uint8_t kind;       /* FaRetroShapeKind */
  bool plain;         /* it may have captured nothing */
  bool capture;       /* it may have captured: a unit appears on victim_square */
  FaSquare victim_square;
  /* A long leaper's further victims: n_victims squares in all, the first
   * victim_square (0 or 1 for every other shape). */
  uint8_t n_victims;
  FaSquare more_victims[FA_RETRO_MAX_JUMPED - 1];
  /* FA_RETRACTION_EN_PASSANT: the square the pawn taken passed, A but
   * for a marine pawn, which jumped it. */
  FaSquare passed;
  /* FA_RETRACTION_APPEARS: the unit put back on D. */
  FaPiece appears;
  /* A promotion's pawn kind: 0 for the orthodox pawn, else the kind (a
   * cannon pawn, section 4.7 of the UC-73 spec). */
  uint8_t unpromoted;
  /* Where the unit stands now: A, or under Anti-Circe the square the
   * capture sent it to (AC-R3), which is D itself when it did not move. */
  FaSquare stands;
} FaRetroShape;

/* The unit a retraction puts back: a piece (0: none), with
 * FA_RETRO_VICTIM_MWU when it is the Magic Wandering Unit (MWU-R4: the
 * retracting unit took the power from it).  A shape with several victims
 * (a long leaper's) is given FA_RETRO_VICTIM_TUPLE with an index of the
 * victim kinds' combinations instead (fa_retro_apply reads it). */
typedef uint16_t FaRetroVictim;
#define FA_RETRO_VICTIM_MWU 0x8000u
#define FA_RETRO_VICTIM_TUPLE 0x4000u

static inline FaPiece
fa_retro_victim_piece (FaRetroVictim v)
{
  return (v & FA_RETRO_VICTIM_TUPLE) ? 0 : (FaPiece) (v & ~FA_RETRO_VICTIM_MWU);
}

/* A Black retraction that refuted White's (retro.c tries it first). */
typedef struct
{
  FaRetroShape shape;
  FaRetroVictim victim;
  bool set;
} FaRetroRefutation;

/* Kinds a retraction may uncapture: Q R B S P (RET-7). */
#define FA_RETRO_MAX_VICTIMS 5
/* The choices of one shape: none, each kind, each kind as the MWU; for a
 * long leaper's jumps, each kind on each square. */
#define FA_RETRO_MAX_CHOICES 128
_Static_assert (FA_RETRO_MAX_CHOICES >= 2 * FA_RETRO_MAX_VICTIMS + 1, "a unit's choices");
_Static_assert (FA_RETRO_MAX_CHOICES >= 5 * 5 * 5 && FA_RETRO_MAX_JUMPED == 3, "a long leaper's choices");

typedef struct
{
  FaSearch *s;
  const FaProblem *problem;
  FaRetractorType type;
  bool forward_defence;
  FaRepetitionRule repetition;
  int n;                       /* White's retractions stipulated */
  /* The state a position does not show: the pawn whose double step the
   * side to retract must take back (RET-12), and the squares of a king and
   * rook that uncastled, which never retract again (RET-13). */
  FaSquare forced;
  /* The two squares of the binding swap (swapper and enemy swapper or
   * chameleon) the last retraction took back, which the move before it
   * may not have swapped back (section 4.5); and whether the retraction
   * just applied was that swap back, so illegal. */
  FaSquare later_swap[2];
  bool swap_back;
  uint64_t frozen[FA_MAX_SQUARES / 64];
  /* The positions of the line, for the repetition rule (RET-16). */
  uint64_t line[2 * FA_MAX_RETRACTIONS + 4];
  uint8_t line_units[2 * FA_MAX_RETRACTIONS + 4]; /* each one's number of units */
  uint8_t line_seen[2 * FA_MAX_RETRACTIONS + 4];  /* how often each came before it */
  int line_length;
  int victim_kinds[FA_RETRO_MAX_VICTIMS];
  int n_victim_kinds;
  /* Under Anti-Circe, where a capture on each square sends a unit of each
   * side and kind (AC-1): [(side * (FA_MAX_KINDS + 1) + kind) * squares +
   * capture square]; NULL without it. */
  FaSquare *relocation;
  /* The Magic Wandering Unit's square in the position the last applied
   * retraction started from: where the forward move must put it back. */
  FaSquare after_mwu;
  /* By White's retractions left: Black's last refutation (retro.c). */
  FaRetroRefutation refutation[FA_MAX_RETRACTIONS + 1];
  /* With Rococo pieces: by side, the kinds a unit that removed itself
   * (frozen) may have been, a swapper's kind (0: none) that may have
   * destroyed itself, and a cannon pawn's kind that may have promoted. */
  bool rococo;
  FaKindSet suicide_kinds[2];
  uint8_t swapper_kind[2];
  uint8_t cannon_pawn_kind[2];
} FaRetro;

/* What fa_retro_apply changed, to put back: the squares, and the state
 * besides the board as it was. */
typedef struct
{
  uint64_t hash;
  int side;
  uint8_t castling;
  FaSquare ep_target, ep_victim;
  FaSquare forced;
  FaSquare later_swap[2];
  bool swap_back;
  FaSquare mwu, after_mwu;
  FaSquare no_swap_back[2];
  uint64_t frozen[FA_MAX_SQUARES / 64];
  /* The order of the units, which the next retractions are generated in:
   * put back as it was, so that a line's retractions come in the same
   * order whatever was searched before (and on whichever thread). */
  int n_occupied;
  FaSquare occupied[FA_MAX_SQUARES];
} FaRetroState;

typedef struct
{
  int n;
  FaSquare square[4 + FA_RETRO_MAX_JUMPED];
  FaPiece before[4 + FA_RETRO_MAX_JUMPED];
  FaRetroState state;
} FaRetroUndo;


/* Sets up rt for the search s of its problem's retractor (s->pos is the
 * diagram, Black to move, White to retract first); fa_retro_clear frees
 * what it holds. */
void fa_retro_init (FaRetro *rt, FaSearch *s);
void fa_retro_clear (FaRetro *rt);

/* The retractions of the side to retract, listed once: their shapes and
 * the board they must each lead back to. */
typedef struct
{
  int retractor;
  int n, capacity;
  FaRetroShape *shapes;
  FaPiece after[FA_MAX_SQUARES];
} FaRetroList;
void fa_retro_list (FaRetro *rt, FaRetroList *list);
void fa_retro_list_free (FaRetroList *list);

/* The units shape may put back for retractor, 0 (none) first where the
 * shape may have captured nothing; returns how many.  out holds
 * FA_RETRO_MAX_CHOICES; a capture by the Magic Wandering Unit may also
 * have taken the power from its victim (MWU-R4). */
int fa_retro_victims (const FaRetro *rt, const FaRetroShape *shape, int retractor, FaRetroVictim *out);

/* The position before the move shape takes back, victim (0: none) back on
 * its square; the side that retracted is to move.  fa_retro_undo puts the
 * position back. */
void fa_retro_apply (FaRetro *rt, const FaRetroShape *shape, FaRetroVictim victim, FaRetroUndo *u);
void fa_retro_undo (FaRetro *rt, const FaRetroUndo *u);

/* The retraction shape (applied) as it is written: the forward move it
 * takes back, numbered number, with its effects (Anti-Circe's
 * relocation). */
FaMoveRecord fa_retro_record (FaRetro *rt, const FaRetroShape *shape, int number);

/* Why a retraction is illegal, or FA_RETRO_LEGAL. */
typedef enum
{
  FA_RETRO_LEGAL,
  FA_RETRO_NOT_A_MOVE,        /* the move does not lead from there to here */
  FA_RETRO_OPPONENT_IN_CHECK, /* RET-10 3.: the side not to move stands in check */
  FA_RETRO_TOO_MANY_CHECKS,   /* RET-10 4. */
  FA_RETRO_PAWN_ON_EDGE,      /* RET-10 2. */
  FA_RETRO_MATERIAL,          /* RET-10 5., RET-11 */
  FA_RETRO_REPETITION,        /* RET-16 */
  FA_RETRO_NO_REPLY,          /* RET-14: the opponent has no retraction */
  FA_RETRO_SWAP_BACK,         /* pieces-uc73.md 4.5: a swap undone by the very next move */
} FaRetroVerdict;

/* The retraction shape (applied, with after the board before it was
 * applied) of retractor: legal, or why not.  RET-14 is checked last. */
FaRetroVerdict fa_retro_verdict (FaRetro *rt, const FaRetroShape *shape, const FaPiece *after, int retractor);
static inline bool
fa_retro_legal_applied (FaRetro *rt, const FaRetroShape *shape, const FaPiece *after, int retractor)
{
  return fa_retro_verdict (rt, shape, after, retractor) == FA_RETRO_LEGAL;
}
/* What a verdict means, in words for a user. */
const char *fa_retro_verdict_text (FaRetroVerdict verdict);

/* RET-19: when the opponent's last move is proved the double step of a
 * pawn the side to move can take en passant, sets the position's en
 * passant square. */
void fa_retro_prove_en_passant (FaRetro *rt);

/* Does the side to move reach the forward goal at once (RET-17; for the
 * defender, RET-5's forward defence)? */
bool fa_retro_forward_goal (FaRetro *rt);

/* The position's en passant state, to put back after proving or
 * assuming one for a while. */
typedef struct
{
  uint64_t hash;
  FaSquare target, victim;
} FaEnPassantState;

static inline FaEnPassantState
fa_en_passant_save (const FaPosition *pos)
{
  return (FaEnPassantState) { pos->hash, pos->ep_target, pos->ep_victim };
}

static inline void
fa_en_passant_restore (FaPosition *pos, FaEnPassantState saved)
{
  pos->hash = saved.hash;
  pos->ep_target = saved.target;
  pos->ep_victim = saved.victim;
}

/* Adds the position now to the line (RET-16); the caller drops it with
 * rt->line_length--. */
static inline void
fa_retro_push_line (FaRetro *rt)
{
  g_assert (rt->line_length < (int) G_N_ELEMENTS (rt->line));
  uint64_t hash = rt->s->pos.hash;
  int seen = 0;
  for (int i = 0; i < rt->line_length; i++)
    seen += rt->line[i] == hash;
  rt->line_units[rt->line_length] = (uint8_t) rt->s->pos.n_occupied;
  rt->line_seen[rt->line_length] = (uint8_t) seen;
  rt->line[rt->line_length++] = hash;
}
