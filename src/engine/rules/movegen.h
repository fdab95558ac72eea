/* Move generation: pseudo-legal moves (the mover's king may be left in
 * check) and the legality filter on top of them. */
#pragma once

#include "board/position.h"

/* Move lists: see move-list.h (their size depends on the position). */

/* Pseudo-legal moves of pos->side; returns how many were written. */
int fa_generate_pseudo_legal (const FaPosition *pos, FaMove *moves);

/* The pseudo-legal moves of the side to move's piece on from, written
 * from moves[n] on; returns the new count. */
int fa_generate_piece (const FaPosition *pos, FaSquare from, FaMove *moves, int n);

/* The moves of a piece of kind and side standing on origin (whatever
 * stands there), castling aside: for conditions that move a piece from
 * elsewhere (Mars Circe), written from moves[n] on; returns the new count. */
int fa_generate_kind_from (const FaPosition *pos, int kind, int side, FaSquare origin, FaMove *moves, int n);

/* fa_generate_kind_from for a piece that only borrows kind's moves (the
 * orphan): a pawn's from its own first rank too. */
int fa_generate_borrowed (const FaPosition *pos, int kind, int side, FaSquare origin, FaMove *moves, int n);

/* The castling moves of the side to move's piece on from, if it castles. */
int fa_generate_castling (const FaPosition *pos, FaSquare from, FaMove *moves, int n);

/* Legal moves of pos->side (pos is restored before returning); under
 * Maximummer, those the side may choose. */
int fa_generate_legal (FaPosition *pos, FaMove *moves);

/* Does pos->side have at least one legal move? */
bool fa_has_legal_move (FaPosition *pos);

/* Which pseudo-legal moves of the side to move need the full legality
 * test (make, is the king attacked, unmake)?  When the side is not in
 * check, a move of a piece other than the king can expose the king only
 * - by leaving a rider's line on which it stands pinned,
 * - for hoppers and roses, by leaving or entering one of their paths to
 *   the king (a hurdle moves away or arrives): such squares are marked,
 * - or by an en passant capture, which empties two squares.
 * Leapers never attack through other pieces. */
typedef struct
{
  bool all_legal;       /* the moves it is asked about are legal ones */
  bool in_check;
  bool test_all;
  /* Under conditions whose effects follow captures alone and whose check
   * is orthodox (Circe, Andernach, Tibet): the orthodox filter for the
   * other moves, every capture made and tested. */
  bool test_captures;
  const FaPiece *board;
  /* In check from leapers and riders only: a move other than the king's
   * must capture the single checker or step between it and the king. */
  bool evading;
  int n_checkers;
  bool hopper_checks;                  /* (the tables' pass: a hopper attacks the king) */
  FaSquare checker;                    /* the last one found (Anti-Circe's filter) */
  uint64_t stops[FA_MAX_SQUARES / 64]; /* the checker and the squares between */
  /* In double check, the squares in every checker's stops: a rider and
   * a dabbaba-rider on one line are both blocked between them. */
  uint64_t common_stops[FA_MAX_SQUARES / 64];
  FaSquare king;
  int n_pinned;
  FaSquare pinned[16];
  bool any_sensitive;
  uint64_t sensitive[FA_MAX_SQUARES / 64]; /* squares on hopper or rose paths */
  /* In check under Madrasi (fa_madrasi_evasions), where every move is
   * tested: the moves that may answer the check are known
   * (fa_legality_may_answer).  Those that take the checker or step
   * between (stops), the king's, and those that may paralyse the
   * checker: a move of a unit of its walk (paralysers), a promotion, a
   * move from a square where it may let one of them observe it (frees). */
  bool paralysis;
  FaKindSet paralysers;
  uint64_t frees[FA_MAX_SQUARES / 64];
} FaLegality;

/* The filter for the side to move in pos; it knows whether that side is
 * in check. */
void fa_legality_init (FaLegality *f, const FaPosition *pos);

/* Is the pseudo-legal move legal? (Made and unmade only if it must be.) */
bool fa_legality_test (const FaLegality *f, FaPosition *pos, FaMove move);

/* Has the side f was made for a legal move? */
bool fa_legality_any_move (const FaLegality *f, FaPosition *pos);

/* With f->paralysis: may the pseudo-legal move answer the check?  One
 * that cannot is illegal (the search for any legal move skips it). */
bool fa_legality_may_answer (const FaLegality *f, FaMove m);

/* Has the side to move no legal move, with its king in check exactly
 * when in_check says (mated: true, stalemated: false)? */
bool fa_side_is_stuck (FaPosition *pos, bool in_check);


/* Is move (pseudo-legal for pos->side) legal? */
bool fa_move_is_legal (FaPosition *pos, FaMove move);

/* A search makes every move it plays: a move whose legality needs it
 * made is better tested then, once, than made twice.  The candidates
 * are the pseudo-legal moves of pos->side that filter (initialised here)
 * does not rule out at sight; under Maximummer, whose choice depends on
 * all legal moves, the legal moves.  fa_legality_verdict says of each
 * candidate, before it is made, whether it is legal, illegal, or to be
 * tested by fa_made_move_is_legal once made. */
typedef enum
{
  FA_ILLEGAL,
  FA_LEGAL,
  FA_TEST_WHEN_MADE,
} FaVerdict;

int fa_generate_candidates (FaPosition *pos, FaMove *moves, FaLegality *filter);

/* Is move a pseudo-legal move of the side to move (a killer move from
 * another position, tried before all moves are generated)?  Not under
 * Maximummer, whose choice needs them all. */
bool fa_move_is_candidate (const FaPosition *pos, FaMove move);
static inline FaVerdict fa_legality_verdict (const FaLegality *f, FaPosition *pos, FaMove move);

/* Was the move just made (by the side no longer to move) legal? */
bool fa_made_move_is_legal (FaPosition *pos);

/* Is the pseudo-legal move a capture?  A move that ends where it began
 * (Gravitational chess's fall back, Anti-Mars Circe's f4-f2-f4) is not. */
static inline bool
fa_move_is_capture (const FaPosition *pos, FaMove move)
{
  return (move.type == FA_MOVE_EN_PASSANT) || (move.special & 1)
         || (pos->board[move.to] != 0 && move.to != move.from && move.special != FA_MOVE_SPECIAL_SWAP);
}

/* The filter's parts, inline for the search's loops. */

/* Can the king's own move be tested without making it (its new square
 * attacked once it has left the old one)?  Not where the move does more
 * than carry the king (castling, a condition's effects). */
static inline bool
fa_king_step_testable (const FaPosition *pos, FaMove move)
{
  const FaConditionRules *c = &pos->rules->conditions;
  /* An orphan borrows the moves of the units that observe it: the king
   * on its new square, or a unit it captured, may lend or take them; a
   * double hopper may hop over the king on its new square
   * (rules->king_steps_made). */
  /* A royal locust (the poseidon) takes its victim elsewhere, which may
   * open a line: its captures are made and tested. */
  /* Neutral units alone: a king's step does what it does in orthodox
   * chess, the attack test counting the neutral units as the enemy's. */
  return move.from == pos->king[pos->side] && !pos->rules->king_steps_made && !move.special
         && !fa_move_castles (move) && move.type != FA_MOVE_DOUBLE_STEP
         && (!c->move_effects
             || ((c->effects_on_captures_only || c->anticirce_alone) && !fa_move_is_capture (pos, move))
             || pos->rules->neutral_plain);
}

/* Under Anti-Circe alone: adds to blocking the squares whose occupation
 * keeps a leap or ride of by_side from capturing on king (AC-2): a piece
 * that leaves one may give check.  by_side's attacks must be leaps and
 * rides (rules->simple_attacks). */
void fa_anticirce_refused_attacks (const FaPosition *pos, FaSquare king, int by_side, uint64_t *blocking);

/* Is the king's own move (fa_king_step_testable) legal? */
bool fa_king_step_is_safe (FaPosition *pos, FaMove move);

static inline bool
fa_legality_is_sensitive (const FaLegality *f, FaSquare sq)
{
  return (f->sensitive[sq >> 6] >> (sq & 63)) & 1;
}


/* A move that cannot answer the check: illegal without a test. */
static inline bool
fa_legality_fails_to_evade (const FaLegality *f, FaMove m)
{
  /* (A capture elsewhere than on the arrival square, en passant or a
   * locust's, may take the checker: it is tested.) */
  return f->evading && m.from != f->king && m.type != FA_MOVE_EN_PASSANT && !m.special
         && !(__builtin_expect (f->test_captures, 0) && f->board[m.to])
         && (f->n_checkers > 1 || !((f->stops[m.to >> 6] >> (m.to & 63)) & 1));
}

static inline bool
fa_legality_needs_test (const FaLegality *f, FaMove m)
{
  if (f->test_all)
    return true;
  if (__builtin_expect (f->test_captures, 0) && (f->board[m.to] || (m.type == FA_MOVE_EN_PASSANT) || m.special))
    return true;
  if (f->king == FA_NO_SQUARE)
    return false;
  /* A capture elsewhere may open a line to the king. */
  if (m.from == f->king || (m.type == FA_MOVE_EN_PASSANT) || m.special)
    return true;
  if (f->any_sensitive && (fa_legality_is_sensitive (f, m.from) || fa_legality_is_sensitive (f, m.to)))
    return true;
  for (int i = 0; i < f->n_pinned; i++)
    if (f->pinned[i] == m.from)
      return true;
  return false;
}

static inline FaVerdict
fa_legality_verdict (const FaLegality *f, FaPosition *pos, FaMove move)
{
  if (f->all_legal)
    return FA_LEGAL;
  if (fa_legality_fails_to_evade (f, move))
    return FA_ILLEGAL;
  if (!fa_legality_needs_test (f, move))
    return FA_LEGAL;
  if (fa_king_step_testable (pos, move))
    return fa_king_step_is_safe (pos, move) ? FA_LEGAL : FA_ILLEGAL;
  return FA_TEST_WHEN_MADE;
}
