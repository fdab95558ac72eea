#include "play/search.h"

#include "rules/move-list.h"

#include "play/processor-load.h"
#include "play/stalemate-witness.h"
#include "rules/conditions/paralysing.h"
#include "rules/check.h"
#include "rules/conditions/gravitational.h"
#include "rules/conditions/mars.h"

#include <stdlib.h>
#include <stddef.h>
#include <string.h>

#define POLL_INTERVAL FA_POLL_INTERVAL /* solver.h */

static void
poll_limits (FaSearch *s)
{
  const FaSolveOptions *o = s->solve_options;
  s->next_poll = s->nodes + POLL_INTERVAL;
  if (s->shared_nodes)
    {
      /* What this thread made since it last said: the shared count never
       * runs ahead of the positions made (a new worker polls at its first
       * position). */
      g_atomic_pointer_add (s->shared_nodes, (gssize) (s->nodes - s->reported_nodes));
      s->reported_nodes = s->nodes;
    }
  if (o && o->cancel && g_atomic_int_get (o->cancel))
    {
      s->stopped = TRUE;
      s->stop_status = FA_SOLVE_CANCELLED;
      return;
    }
  if (s->solution_limit && s->shared_solutions
      && (guint) g_atomic_int_get (s->shared_solutions) >= s->solution_limit)
    {
      /* Another thread reached the limit. */
      s->stopped = TRUE;
      s->stop_status = FA_SOLVE_PARTIAL;
      s->solution_limit_reached = TRUE;
      return;
    }
  if (o && o->max_nodes && s->nodes >= o->max_nodes)
    {
      s->stopped = TRUE;
      s->stop_status = FA_SOLVE_TIMED_OUT;
      return;
    }
  double elapsed = g_timer_elapsed (s->timer, NULL);
  if (s->deadline > 0 && elapsed >= s->deadline)
    {
      s->stopped = TRUE;
      s->stop_status = FA_SOLVE_TIMED_OUT;
      return;
    }
  if (o && o->progress && !s->is_worker && elapsed >= s->next_progress)
    {
      s->next_progress = elapsed + 0.2;
      guint64 nodes = s->shared_nodes ? (guint64) g_atomic_pointer_get (s->shared_nodes) : s->nodes;
      /* (all threads' solutions: the shared count has this thread's too) */
      guint solutions = s->shared_solutions ? (guint) g_atomic_int_get (s->shared_solutions) : s->solutions;
      FaProgress p = { MAX (nodes, s->nodes), elapsed, solutions, s->current };
      o->progress (&p, o->user_data);
    }
}

int
fa_search_drop_move (FaMove *moves, int n, FaMove move)
{
  for (int i = 0; i < n; i++)
    if (fa_move_equal (moves[i], move))
      {
        memmove (moves + i, moves + i + 1, sizeof (FaMove) * (size_t) (n - i - 1));
        return n - 1;
      }
  return n;
}

void
fa_search_tick (FaSearch *s)
{
  if (++s->nodes >= s->next_poll)
    poll_limits (s);
}

void
fa_search_make (FaSearch *s, FaMove move)
{
  fa_search_tick (s);
  fa_position_make (&s->pos, move);
}

gboolean
fa_search_make_if_legal (FaSearch *s, const FaLegality *legality, FaMove move)
{
  FaVerdict verdict = fa_legality_verdict (legality, &s->pos, move);
  if (verdict == FA_ILLEGAL)
    return FALSE;
  fa_search_make (s, move);
  if (verdict == FA_TEST_WHEN_MADE && !fa_made_move_is_legal (&s->pos))
    {
      fa_search_unmake (s);
      return FALSE;
    }
  return TRUE;
}

/* Does the problem have paralysing units (paralysing.h)? */
static inline bool
has_paralysis (const FaSearch *s)
{
  return G_UNLIKELY (s->rules->conditions.paralysing_kinds != 0);
}

/* Double stalemate beside paralysing pieces, as Popeye's tests combine:
 * the side that moved suffocated or stalemated, were it to move; and the
 * side to move suffocated, or out of check and either without a legal
 * move or facing a suffocated mover (Popeye's test of the second half
 * asks the first's suffocation again). */
static gboolean
double_stalemate_with_paralysis (FaPosition *pos)
{
  FaMove pass = FA_PASS_MOVE;
  fa_position_make (pos, pass);
  gboolean mover_suffocated = fa_paralysing_suffocated (pos);
  gboolean mover_stuck = mover_suffocated || fa_side_is_stuck (pos, false);
  fa_position_unmake (pos);
  if (!mover_stuck)
    return FALSE;
  if (fa_paralysing_suffocated (pos))
    return TRUE;
  return !fa_in_check (pos, pos->side) && (mover_suffocated || !fa_has_legal_move (pos));
}

gboolean
fa_search_goal_reached (FaSearch *s)
{
  FaPosition *pos = &s->pos;
  /* Paralysing pieces: a suffocated side (paralysing.h) is stalemated,
   * in check or not, and never mated. */
  bool paralysis = has_paralysis (s);
  switch (s->goal)
    {
    case FA_GOAL_MATE:
      return fa_side_is_stuck (pos, true) && !(paralysis && fa_paralysing_suffocated (pos));
    case FA_GOAL_STALEMATE:
      return (paralysis && fa_paralysing_suffocated (pos)) || fa_side_is_stuck (pos, false);
    case FA_GOAL_AUTO_STALEMATE:
      {
        if (paralysis)
          {
            FaMove pass = FA_PASS_MOVE;
            fa_position_make (pos, pass);
            gboolean suffocated = fa_paralysing_suffocated (pos);
            fa_position_unmake (pos);
            if (suffocated)
              return TRUE;
          }
        if (fa_in_check (pos, pos->side))
          return FALSE;
        /* The side that moved, were it to move again. */
        FaMove pass = FA_PASS_MOVE;
        fa_position_make (pos, pass);
        gboolean stuck = !fa_has_legal_move (pos);
        fa_position_unmake (pos);
        return stuck;
      }
    case FA_GOAL_DOUBLE_STALEMATE:
      {
        if (paralysis)
          return double_stalemate_with_paralysis (pos);
        if (!fa_side_is_stuck (pos, false))
          return FALSE;
        /* The mover must be stalemated too, were it to move now. */
        FaMove pass = FA_PASS_MOVE;
        fa_position_make (pos, pass);
        gboolean stuck = fa_side_is_stuck (pos, false);
        fa_position_unmake (pos);
        return stuck;
      }
    case FA_GOAL_CHECK:
      return fa_in_check (pos, pos->side);
    case FA_GOAL_ANY:
      return TRUE;
    }
  return FALSE;
}

typedef enum
{
  GOAL_MOVES_ALL,
  GOAL_MOVES_FIRST,   /* stop at the first */
  GOAL_MOVES_FORCED,  /* all, or none if some legal move misses the goal */
} GoalMoves;

/* The pseudo-legal moves that may give check: those of every piece but
 * the ones that can neither check in one move from where they stand nor
 * uncover a check (fa_check_info_may_check_from). */
static int
generate_may_check (const FaPosition *pos, const FaCheckInfo *checks, FaMove *moves)
{
  int n = 0;
  unsigned own = fa_side_bit (pos->side);
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare from = pos->occupied[i];
      if ((pos->board[from] & own) && fa_check_info_may_check_from (checks, pos, from))
        n = fa_generate_piece (pos, from, moves, n);
    }
  return n;
}

/* The goal moves among moves[0..n) (see collect_goal_moves), appended to
 * out[*found...]; FALSE when the search is over: the first goal move was
 * asked for and found, or a forced test met a legal move that misses. */
static gboolean
collect_goal_moves_of (FaSearch *s, const FaMove *moves, int n, FaMove *out, int *found, GoalMoves which,
                       gboolean needs_check, const FaCheckInfo *checks, const FaLegality *legality,
                       const FaStalemateWitness *witness)
{
  for (int i = 0; i < n; i++)
    {
      if (witness && fa_stalemate_witness_survives (witness, moves[i]))
        continue;
      /* A move the prediction cannot judge is made once, for the check,
       * its legality and the goal together. */
      int hint = needs_check ? fa_move_check_hint (checks, &s->pos, moves[i], false) : 1;
      if (!hint && which != GOAL_MOVES_FORCED)
        continue;
      FaVerdict verdict = fa_legality_verdict (legality, &s->pos, moves[i]);
      if (verdict == FA_ILLEGAL)
        continue;
      /* A legal move that misses the goal ends the forced test. */
      if (!hint && verdict == FA_LEGAL)
        return FALSE;
      fa_search_make (s, moves[i]);
      gboolean hit = hint > 0 || (hint < 0 && fa_in_check (&s->pos, s->pos.side));
      if ((!hit && which != GOAL_MOVES_FORCED)
          || (verdict == FA_TEST_WHEN_MADE && !fa_made_move_is_legal (&s->pos)))
        {
          fa_search_unmake (s);
          continue;
        }
      hit = hit && fa_search_goal_reached (s);
      fa_search_unmake (s);
      if (!hit)
        {
          /* The first legal move that misses the goal ends the test. */
          if (which == GOAL_MOVES_FORCED)
            return FALSE;
          continue;
        }
      out[(*found)++] = moves[i];
      if (which == GOAL_MOVES_FIRST)
        return FALSE;
    }
  return TRUE;
}

static int
collect_goal_moves (FaSearch *s, FaMove *out, GoalMoves which)
{
  FA_MOVE_LIST (moves, &s->pos);
  /* Mate and check need a check: most moves are ruled out without being
   * made, many pieces without being generated. */
  gboolean needs_check = s->goal == FA_GOAL_MATE || s->goal == FA_GOAL_CHECK;
  FaCheckInfo checks;
  if (needs_check)
    fa_check_info_init (&checks, &s->pos);
  /* Under Maximummer a move is among those the side may choose only when
   * measured against all its legal moves: those come whole (and pass the
   * legality test again). */
  gboolean bound = s->rules->conditions.mummer[s->pos.side] != FA_MUMMER_NONE;
  FaLegality legality;
  int found = 0;
  if (which == GOAL_MOVES_FORCED && !bound)
    {
      /* The forced test mostly ends at the first legal move that misses
       * the goal: the moves come piece by piece, in the order of the
       * whole list, so that the pieces after it are not generated (under
       * Circe's rebirth promotions they were most of a ser-hs#'s time).
       * The squares are taken first: a move made and taken back may
       * reorder the list of occupied squares. */
      fa_legality_init (&legality, &s->pos);
      FaSquare own[FA_MAX_SQUARES];
      int n_own = 0;
      unsigned side_bit = fa_side_bit (s->pos.side);
      for (int i = 0; i < s->pos.n_occupied; i++)
        if (s->pos.board[s->pos.occupied[i]] & side_bit)
          own[n_own++] = s->pos.occupied[i];
      for (int i = 0; i < n_own; i++)
        {
          int n = fa_generate_piece (&s->pos, own[i], moves, 0);
          if (!collect_goal_moves_of (s, moves, n, out, &found, which, needs_check, &checks, &legality, NULL))
            return 0;
        }
      return found;
    }
  int n = bound ? fa_generate_legal (&s->pos, moves)
          : needs_check && which != GOAL_MOVES_FORCED && checks.usable && checks.by_table
                && !checks.any_sensitive /* any piece may become a hopper's hurdle */
                /* a capture's effects may check from anywhere, unless
                 * they can only take checks away */
                && (!s->rules->conditions.move_effects || s->rules->neutral_plain
                    || s->rules->conditions.sentinelles_alone || checks.captures_only_block)
            ? generate_may_check (&s->pos, &checks, moves)
            : fa_generate_pseudo_legal (&s->pos, moves);
  fa_legality_init (&legality, &s->pos);
  if (bound)
    legality.all_legal = TRUE;
  /* A stalemate: the moves that leave the opponent a legal move found
   * beforehand are not made. */
  FaStalemateWitness witness = { .found = false };
  if (s->goal == FA_GOAL_STALEMATE || s->goal == FA_GOAL_DOUBLE_STALEMATE)
    fa_stalemate_witness_init (&witness, &s->pos);
  if (!collect_goal_moves_of (s, moves, n, out, &found, which, needs_check, &checks, &legality,
                              witness.found ? &witness : NULL)
      && which == GOAL_MOVES_FORCED)
    return 0;
  return found;
}

int
fa_search_goal_moves (FaSearch *s, FaMove *out, gboolean first_only)
{
  return collect_goal_moves (s, out, first_only ? GOAL_MOVES_FIRST : GOAL_MOVES_ALL);
}

int
fa_search_forced_goal_moves (FaSearch *s, FaMove *out)
{
  return collect_goal_moves (s, out, GOAL_MOVES_FORCED);
}

gboolean
fa_search_has_goal_move (FaSearch *s)
{
  FA_MOVE_LIST (moves, &s->pos);
  return fa_search_goal_moves (s, moves, TRUE) > 0;
}

static FaColour
colour_of (FaPiece p)
{
  return (FaColour) (p & 3);
}

G_STATIC_ASSERT (FA_MAX_RECORD_EFFECTS >= FA_MAX_EFFECTS + 1);

void
fa_search_record_effects (FaMoveRecord *rec, const FaPosition *pos)
{
  const FaUndo *u = &pos->history[pos->ply - 1];
  const FaEffect *effects = pos->effects[pos->ply - 1];
  if (u->n_effects == 0)
    return;
  /* After those the move itself has (a swap, Mars Circe's castling). */
  FaEffectRecord records[FA_MAX_RECORD_EFFECTS];
  int n = rec->n_effects;
  if (n)
    memcpy (records, rec->effects, sizeof (FaEffectRecord) * (size_t) n);
  for (int i = 0; i < u->n_effects; i++)
    {
      const FaEffect *e = &effects[i];
      /* A relocation is two effects, the square left and the square
       * reached (one, reached in place, for a capture on it), written as
       * one. */
      if (e->kind == FA_EFFECT_RELOCATION_FROM || e->kind == FA_EFFECT_IDENTITY || e->kind == FA_EFFECT_MWU
          || e->kind == FA_EFFECT_NO_SWAP_BACK)
        continue;
      g_assert (n < FA_MAX_RECORD_EFFECTS);
      FaEffectRecord *out = &records[n++];
      /* A removal is written with what was removed. */
      FaPiece shown = e->kind == FA_EFFECT_REMOVAL || e->kind == FA_EFFECT_ASSASSINATION ? e->before : e->after;
      out->piece = pos->rules->kinds[fa_piece_kind (shown)].spec;
      out->colour = (uint8_t) colour_of (shown);
      out->square = e->square;
      out->from = FA_NO_SQUARE;
      out->kind = FA_RECORD_EFFECT_REBIRTH;
      if (e->kind == FA_EFFECT_RECOLOUR)
        out->kind = FA_RECORD_EFFECT_RECOLOUR;
      if (e->kind == FA_EFFECT_ADDITION)
        out->kind = FA_RECORD_EFFECT_ADDITION;
      if (e->kind == FA_EFFECT_REBIRTH_PROMOTION)
        out->kind = FA_RECORD_EFFECT_REBIRTH_PROMOTION;
      if (e->kind == FA_EFFECT_REMOVAL)
        out->kind = FA_RECORD_EFFECT_REMOVAL;
      if (e->kind == FA_EFFECT_ASSASSINATION)
        out->kind = FA_RECORD_EFFECT_ASSASSINATION;
      if (e->kind == FA_EFFECT_RELOCATION_TO)
        {
          out->kind = FA_RECORD_EFFECT_RELOCATION;
          out->from = i > 0 && effects[i - 1].kind == FA_EFFECT_RELOCATION_FROM ? effects[i - 1].square : e->square;
        }
    }
  fa_move_record_set_effects (rec, records, n);
}

/* Mars Circe's castling from the game-array square: who went there
 * first, written before the move ([wKd1->e1][wRc3->a1]0-0). */
static void
record_castling_from_array (const FaPosition *pos, FaMove move, FaMoveRecord *rec)
{
  const FaRules *r = pos->rules;
  FaSquare home = r->castle_king_from[pos->side];
  rec->flags |= FA_RECORD_CASTLE_FROM_ARRAY;
  rec->via = fa_castling_second_rook (move);
  FaSquare corner = fa_castling_rook_corner (r, move, pos->side);
  FaSquare starts[2][2] = { { move.from, home }, { corner != FA_NO_SQUARE ? move.promotion : FA_NO_SQUARE, corner } };
  for (int i = 0; i < 2; i++)
    if (starts[i][0] != starts[i][1] && starts[i][0] != FA_NO_SQUARE)
      {
        FaPiece unit = pos->board[starts[i][0]];
        fa_move_record_add_effect (rec, (FaEffectRecord) { .piece = r->kinds[fa_piece_kind (unit)].spec,
                                                           .kind = FA_RECORD_EFFECT_ARRAY_START,
                                                           .colour = (uint8_t) colour_of (unit),
                                                           .square = starts[i][1], .from = starts[i][0] });
      }
}

FaMoveRecord
fa_search_record (const FaSearch *s, FaMove move, int number)
{
  const FaPosition *pos = &s->pos;
  const FaRules *r = s->rules;
  FaMoveRecord rec = { 0 };
  FaPiece p = pos->board[move.from];
  rec.piece = r->kinds[fa_piece_kind (p)].spec;
  rec.colour = colour_of (p);
  rec.side = pos->side;
  rec.number = number;
  rec.from = move.from;
  rec.to = move.to;
  rec.capture_square = FA_NO_SQUARE;
  if (G_UNLIKELY (fa_mars_move_starts_elsewhere (pos, move)))
    {
      rec.flags |= FA_RECORD_VIA;
      rec.via = fa_mars_square (pos, move.from, pos->side);
    }
  else if (G_UNLIKELY (r->conditions.gravitational) && fa_gravitational_move_falls (r, fa_piece_kind (p), move))
    {
      /* Gravitational chess: the square it fell from (Rd4-d5-d4). */
      rec.flags |= FA_RECORD_VIA;
      rec.via = fa_gravitational_intermediate (r, pos->side, move.to);
    }
  FaSquare cap = fa_move_capture_square (pos, move);
  /* (A move back to its own square captures nothing there.) */
  if (!fa_move_castles (move) && move.special != FA_MOVE_SPECIAL_SWAP
      && cap != move.from && pos->board[cap])
    {
      rec.captured = r->kinds[fa_piece_kind (pos->board[cap])].spec;
      rec.capture_square = cap;
    }
  if (G_UNLIKELY (move.special == FA_MOVE_SPECIAL_SWAP))
    {
      /* The unit swapped with comes to the departure square. */
      FaPiece partner = pos->board[move.to];
      rec.flags |= FA_RECORD_SWAP;
      fa_move_record_add_effect (&rec, (FaEffectRecord) { .piece = r->kinds[fa_piece_kind (partner)].spec,
                                                          .kind = FA_RECORD_EFFECT_SWAPPED,
                                                          .colour = (uint8_t) colour_of (partner),
                                                          .square = move.from, .from = move.to });
    }
  if (G_UNLIKELY (move.special == FA_MOVE_SPECIAL_ROCOCO && move.from == move.to))
    rec.flags |= FA_RECORD_SUICIDE;
  if (move.promotion && !fa_move_castles (move))
    rec.promotion = r->kinds[move.promotion].spec;
  if (G_UNLIKELY (fa_move_castles_from_array (move)))
    record_castling_from_array (pos, move, &rec);
  if (move.type == FA_MOVE_CASTLE_SHORT)
    rec.flags |= FA_RECORD_CASTLE_SHORT;
  if (move.type == FA_MOVE_CASTLE_LONG)
    rec.flags |= FA_RECORD_CASTLE_LONG;
  if (move.type == FA_MOVE_EN_PASSANT)
    rec.flags |= FA_RECORD_EN_PASSANT;
  return rec;
}

void
fa_search_record_names (FaSearch *s, FaMoveRecord *rec, FaMove move)
{
  FaPosition *pos = &s->pos;
  FaPiece piece = pos->board[move.from];
  if ((rec->flags & (FA_RECORD_CASTLE_SHORT | FA_RECORD_CASTLE_LONG)) || (rec->piece->flags & FA_PIECE_PAWN))
    return;
  const FaGeometry *g = &s->rules->geometry;
  gboolean other = FALSE, other_on_file = FALSE, other_on_rank = FALSE;
  for (int i = 0; i < pos->n_occupied; i++)
    {
      FaSquare sq = pos->occupied[i];
      if (sq == move.from || pos->board[sq] != piece)
        continue;
      /* Only the units of the kind are generated: few, and only for the
       * moves a solution prints. */
      FA_SCRATCH_ARRAY (FaMove, moves, pos->rules->max_piece_moves + 2);
      int n = fa_generate_piece (pos, sq, moves, 0);
      for (int j = 0; j < n; j++)
        if (moves[j].to == move.to && fa_move_is_legal (pos, moves[j]))
          {
            other = TRUE;
            other_on_file |= fa_square_file (g, sq) == fa_square_file (g, move.from);
            other_on_rank |= fa_square_rank (g, sq) == fa_square_rank (g, move.from);
            break;
          }
    }
  /* The file if it tells them apart, else the rank, else both. */
  if (other && !other_on_file)
    rec->flags |= FA_RECORD_NAME_FILE;
  else if (other && !other_on_rank)
    rec->flags |= FA_RECORD_NAME_RANK;
  else if (other)
    rec->flags |= FA_RECORD_NAME_FILE | FA_RECORD_NAME_RANK;
}

unsigned
fa_search_marks_after (FaSearch *s)
{
  FaPosition *pos = &s->pos;
  if (s->goal == FA_GOAL_AUTO_STALEMATE && fa_search_goal_reached (s))
    return FA_MARK_AUTO_STALEMATE;
  /* (Beside paralysing pieces a double stalemate may leave the side to
   * move a move: double_stalemate_with_paralysis, asked here once.) */
  bool paralysis = has_paralysis (s);
  if (s->goal == FA_GOAL_DOUBLE_STALEMATE && paralysis && fa_search_goal_reached (s))
    return FA_MARK_DOUBLE_STALEMATE;
  gboolean check = fa_in_check (pos, pos->side);
  /* Popeye looks for no mate or stalemate where any move is the goal. */
  if (s->goal == FA_GOAL_ANY)
    return check ? FA_MARK_CHECK : 0;
  gboolean stuck = !fa_has_legal_move (pos);
  /* (Paralysing pieces: a suffocated side in check is stalemated.) */
  if (check && stuck && !(paralysis && fa_paralysing_suffocated (pos)))
    return FA_MARK_MATE;
  if (check && stuck)
    return FA_MARK_STALEMATE;
  if (check)
    return FA_MARK_CHECK;
  if (stuck)
    {
      if (s->goal == FA_GOAL_DOUBLE_STALEMATE && !paralysis && fa_search_goal_reached (s))
        return FA_MARK_DOUBLE_STALEMATE;
      return FA_MARK_STALEMATE;
    }
  return 0;
}

/* Popeye prints moves in the reverse of the order it generates them:
 * the pieces from a1 upwards (both sides); for one piece
 * its directions in the reverse of Popeye's vector table (right, up, left,
 * down, then the diagonals, knight leaps, ...), the far squares first.
 * Printing in the same order lets a plain diff against Popeye show only
 * real differences. */
static int
popeye_vector_rank (int dx, int dy)
{
  static const struct { int a, b, base; } classes[] = {
    { 0, 1, 1 }, { 1, 1, 5 }, { 1, 2, 9 }, { 2, 3, 25 }, { 1, 3, 33 }, { 1, 4, 41 },
    { 3, 4, 49 }, { 0, 5, 57 }, { 0, 2, 61 }, { 2, 2, 65 }, { 1, 7, 69 }, { 5, 5, 77 },
    { 3, 7, 81 }, { 1, 6, 89 }, { 2, 4, 97 }, { 3, 5, 105 }, { 1, 5, 113 }, { 2, 5, 121 },
    { 3, 6, 129 }, { 0, 3, 137 }, { 0, 4, 141 },
  };
  int ax = abs (dx), ay = abs (dy);
  int a = MIN (ax, ay), b = MAX (ax, ay);
  for (gsize i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      if (classes[i].a != a || classes[i].b != b)
        continue;
      int base = classes[i].base;
      if (a == 0)
        return base + (dx > 0 ? 0 : dy > 0 ? 1 : dx < 0 ? 2 : 3);
      if (a == b)
        return base + (dx < 0 && dy > 0 ? 0 : dx > 0 && dy > 0 ? 1 : dx > 0 ? 2 : 3);
      /* (-b,a) (-a,b) (a,b) (b,a) and their negatives */
      const int order[8][2] = { { -b, a }, { -a, b }, { a, b }, { b, a },
                                { b, -a }, { a, -b }, { -a, -b }, { -b, -a } };
      for (int k = 0; k < 8; k++)
        if (order[k][0] == dx && order[k][1] == dy)
          return base + k;
    }
  return 1000 + a * 32 + b;
}

typedef struct
{
  FaMove move;
  int key[4];
} KeyedMove;

/* The place of a scarabeus's move from -> to in Popeye's print order: by
 * the queen's line to the hurdle (right, up, left, down, then the
 * diagonals up-left, up-right, down-right, down-left), then by the knight's
 * leap beyond it, as Popeye's table of them has it. */
static int
scarabeus_rank (const FaPosition *pos, FaSquare from, FaSquare to)
{
  static const int lines[8][2] = { { 1, 0 }, { 0, 1 }, { -1, 0 }, { 0, -1 }, { -1, 1 }, { 1, 1 }, { 1, -1 }, { -1, -1 } };
  static const int leaps[8][2][2] = {
    { { 2, -1 }, { 2, 1 } },   { { -1, 2 }, { 1, 2 } },   { { -2, 1 }, { -2, -1 } }, { { 1, -2 }, { -1, -2 } },
    { { -2, 1 }, { -1, 2 } },  { { 2, 1 }, { 1, 2 } },    { { 2, -1 }, { 1, -2 } },  { { -2, -1 }, { -1, -2 } },
  };
  const FaGeometry *g = &pos->rules->geometry;
  int fx = fa_square_file (g, from), fy = fa_square_rank (g, from);
  int tx = fa_square_file (g, to), ty = fa_square_rank (g, to);
  for (int k = 0; k < 8; k++)
    {
      int x = fx, y = fy;
      FaSquare t;
      do
        {
          x += lines[k][0];
          y += lines[k][1];
          t = fa_square_make (g, x, y);
        }
      while (t != FA_NO_SQUARE && !pos->board[t]);
      if (t == FA_NO_SQUARE)
        continue;
      for (int j = 0; j < 2; j++)
        if (x + leaps[k][j][0] == tx && y + leaps[k][j][1] == ty)
          return 2 * k + j;
    }
  return 16;
}

/* Where the move from -> to comes in the walk of the piece on from (a
 * kind whose walk keeps Popeye's order: FA_POPEYE_ORDER_GENERATED),
 * counted from the end: Popeye tries a piece's moves from the last one
 * generated. */
static int
generation_rank (const FaPosition *pos, FaSquare from, FaSquare to)
{
  FA_SCRATCH_ARRAY (FaMove, moves, pos->rules->max_piece_moves + 1);
  int n = fa_generate_piece (pos, from, moves, 0);
  for (int i = 0; i < n; i++)
    if (moves[i].to == to)
      return -i;
  return -n;
}

FaSolutionNode *
fa_search_add_and_make (FaSearch *s, FaSolutionNode *parent, FaNodeRole role, FaMove move, int number)
{
  FaSolutionNode *node = fa_solution_node_add (parent, role);
  node->move = fa_search_record (s, move, number);
  fa_search_record_names (s, &node->move, move);
  fa_search_make (s, move);
  fa_search_record_effects (&node->move, &s->pos);
  node->marks = fa_search_marks_after (s);
  return node;
}

static int
compare_keyed (const void *pa, const void *pb)
{
  const KeyedMove *x = pa, *y = pb;
  for (int i = 0; i < 4; i++)
    if (x->key[i] != y->key[i])
      return x->key[i] < y->key[i] ? -1 : 1;
  return 0;
}

/* Is a castling under Mars Circe listed with the moves that do not
 * capture (late)?  Popeye lists a piece's moves of its path with rebirth
 * (Mars Circe: the captures, Anti-Mars Circe: the others), each path's
 * castling first, then those of the other path. */
static gboolean
late_castling (const FaRules *r, gboolean from_array)
{
  return from_array == (r->conditions.mars == FA_MARS_ANTI);
}

/* The print-order key of a move from -> to; pawn, capture and castling
 * say what kind of move it is.  Under Mars Circe a move may start from
 * origin, another square than from; Popeye lists a piece's captures
 * first there (late: a move that does not capture). */
static void
order_key (const FaRules *r, FaSquare from, FaSquare origin, FaSquare to, int promotion_order,
           gboolean pawn, int castling, FaSquare second_rook, gboolean late, FaPopeyeOrder popeye, int key[4])
{
  const FaGeometry *g = &r->geometry;
  if (r->moves_sorted_by_squares)
    {
      /* Popeye's sorted lists, tried from the top: the highest departure
       * square first (ranks from the top, files from the right), then the
       * highest arrival square. */
      key[0] = -(fa_square_rank (g, from) * g->files + fa_square_file (g, from));
      key[1] = -(fa_square_rank (g, to) * g->files + fa_square_file (g, to));
      key[2] = 0;
      key[3] = promotion_order;
      return;
    }
  int dx = fa_square_file (g, to) - fa_square_file (g, origin);
  int dy = fa_square_rank (g, to) - fa_square_rank (g, origin);
  int d = fa_vector_gcd (dx, dy);
  int ux = d ? dx / d : 0, uy = d ? dy / d : 0;
  key[0] = from;
  key[1] = popeye == FA_POPEYE_ORDER_REVERSED ? popeye_vector_rank (ux, uy) : -popeye_vector_rank (ux, uy);
  /* A bouncer's lines are walked the other way, last to first. */
  if (popeye == FA_POPEYE_ORDER_BOUNCER)
    key[1] = popeye_vector_rank (-ux, -uy);
  /* A pawn: its steps, then the capture to the right, then the one to the
   * left.  A king: castling first, long before short. */
  if (pawn)
    key[1] = dx == 0 ? -10002 : dx > 0 ? -10001 : -10000;
  /* The Berolina pawn: the steps to the right, to the left, the capture. */
  if (popeye == FA_POPEYE_ORDER_BEROLINA)
    key[1] = dx > 0 ? -10002 : dx < 0 ? -10001 : -10000;
  /* The Chinese pawn: the step to the left, to the right, forward. */
  if (popeye == FA_POPEYE_ORDER_CHINESE_PAWN)
    key[1] = dx < 0 ? -10002 : dx > 0 ? -10001 : -10000;
  /* A hunter: Popeye generates its moves down the board first, and
   * lists them last. */
  if (popeye == FA_POPEYE_ORDER_HUNTER && dy < 0)
    key[1] += 1000; /* after every rank (popeye_vector_rank) */
  /* The protean pawn: its steps (the double one first), the capture to
   * the left, to the right, for either side. */
  if (popeye == FA_POPEYE_ORDER_PROTEAN_PAWN)
    key[1] = dx == 0 ? -10002 : dx < 0 ? -10001 : -10000;
  if (popeye == FA_POPEYE_ORDER_SUPER_BEROLINA)
    key[1] = dx == 0 ? -10002 : dx > 0 ? -10001 : -10000;
  /* A marine pawn's captures (a marine ship's): left, right, before the rest. */
  if (popeye == FA_POPEYE_ORDER_MARINE && dx && dy)
    key[1] = dx < 0 ? -10002 : -10001;
  /* castling: FA_RECORD_CASTLE_SHORT or _LONG.  Anti-Mars Circe's
   * castlings with a second rook come before the others, the rook
   * highest on the board first (Popeye walks the board from a1 and tries
   * its moves from the last one). */
  if (castling)
    key[1] = (castling == FA_RECORD_CASTLE_LONG ? -20002 : -20001)
             - (second_rook != FA_NO_SQUARE ? 10 + 2 * second_rook : 0);
  if (late)
    key[1] += 100000;
  key[2] = -d;
  key[3] = promotion_order;
  /* (its rank in the walk, where the position is at hand: fa_search_sort) */
  if (popeye == FA_POPEYE_ORDER_GENERATED)
    key[1] = key[2] = 0;
}

/* The square on the other side of the board's middle rank (a1 <-> a8). */
static FaSquare
reflect_square (const FaGeometry *g, FaSquare sq)
{
  return fa_square_make (g, fa_square_file (g, sq), g->ranks - 1 - fa_square_rank (g, sq));
}

int
fa_search_legal_sorted (FaSearch *s, FaMove *moves)
{
  int n = fa_generate_legal (&s->pos, moves);
  fa_search_sort (s, moves, n);
  return n;
}

void
fa_search_sort (FaSearch *s, FaMove *moves, int n)
{
  if (n < 2)
    return;
  FA_SCRATCH_ARRAY (KeyedMove, keyed, n);
  for (int i = 0; i < n; i++)
    {
      FaMove m = moves[i];
      const FaKind *kind = &s->rules->kinds[fa_piece_kind (s->pos.board[m.from])];
      gboolean pawn = (kind->flags & FA_PIECE_PAWN) != 0;
      keyed[i].move = m;
      gboolean mars = s->rules->conditions.mars != FA_MARS_NONE;
      FaSquare origin = mars && fa_mars_move_starts_elsewhere (&s->pos, m) ? fa_mars_square (&s->pos, m.from, s->pos.side) : m.from;
      FaSquare from = m.from, to = m.to;
      if (s->order_reflected)
        {
          from = reflect_square (&s->rules->geometry, from);
          origin = reflect_square (&s->rules->geometry, origin);
          to = reflect_square (&s->rules->geometry, to);
        }
      int castling = m.type == FA_MOVE_CASTLE_SHORT ? FA_RECORD_CASTLE_SHORT
                     : m.type == FA_MOVE_CASTLE_LONG ? FA_RECORD_CASTLE_LONG
                                                     : 0;
      order_key (s->rules, from, origin, to, castling ? 0 : s->rules->promotion_order[m.promotion], pawn, castling,
                 fa_castling_second_rook (m),
                 mars && (castling ? late_castling (s->rules, fa_move_castles_from_array (m)) : !fa_move_is_capture (&s->pos, m)),
                 kind->popeye_order, keyed[i].key);
      if (kind->popeye_order == FA_POPEYE_ORDER_SCARABEUS && !s->rules->moves_sorted_by_squares)
        keyed[i].key[1] = scarabeus_rank (&s->pos, m.from, m.to);
      if (kind->popeye_order == FA_POPEYE_ORDER_GENERATED && !s->rules->moves_sorted_by_squares)
        keyed[i].key[1] = generation_rank (&s->pos, m.from, m.to);
    }
  qsort (keyed, (size_t) n, sizeof *keyed, compare_keyed);
  for (int i = 0; i < n; i++)
    moves[i] = keyed[i].move;
}

typedef struct
{
  FaSolutionNode *node;
  int key[4];
  guint index; /* keeps equal keys in their order */
} KeyedNode;

static int
compare_keyed_nodes (const void *pa, const void *pb)
{
  const KeyedNode *x = pa, *y = pb;
  for (int i = 0; i < 4; i++)
    if (x->key[i] != y->key[i])
      return x->key[i] < y->key[i] ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

void
fa_search_sort_tree (FaSearch *s, FaSolutionNode *node)
{
  guint n = fa_solution_node_n_children (node);
  if (n == 0)
    return;
  if (n > 1)
    {
      KeyedNode *keyed = g_new (KeyedNode, n);
      for (guint i = 0; i < n; i++)
        {
          FaSolutionNode *child = fa_solution_node_child (node, i);
          const FaMoveRecord *m = &child->move;
          int castling = m->flags & (FA_RECORD_CASTLE_SHORT | FA_RECORD_CASTLE_LONG);
          keyed[i].node = child;
          keyed[i].index = i;
          order_key (s->rules, m->from, (m->flags & FA_RECORD_VIA) ? m->via : m->from, m->to,
                     m->promotion ? s->rules->promotion_order[fa_rules_kind_of (s->rules, m->promotion)] : 0,
                     m->piece && (m->piece->flags & FA_PIECE_PAWN), castling,
                     (m->flags & FA_RECORD_CASTLE_FROM_ARRAY) ? m->via : FA_NO_SQUARE,
                     s->rules->conditions.mars != FA_MARS_NONE
                         && (castling ? late_castling (s->rules, (m->flags & FA_RECORD_CASTLE_FROM_ARRAY) != 0)
                                      : !m->captured),
                     m->piece ? s->rules->kinds[fa_rules_kind_of (s->rules, m->piece)].popeye_order
                              : FA_POPEYE_ORDER_USUAL,
                     keyed[i].key);
        }
      qsort (keyed, n, sizeof *keyed, compare_keyed_nodes);
      for (guint i = 0; i < n; i++)
        node->children->pdata[i] = keyed[i].node;
      g_free (keyed);
    }
  for (guint i = 0; i < n; i++)
    fa_search_sort_tree (s, fa_solution_node_child (node, i));
}

void
fa_solution_node_adopt_children (FaSolutionNode *parent, FaSolutionNode *from)
{
  for (guint k = 0; k < fa_solution_node_n_children (from); k++)
    {
      if (!parent->children)
        parent->children = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_solution_node_free);
      g_ptr_array_add (parent->children, fa_solution_node_child (from, k));
    }
  if (from->children)
    {
      g_ptr_array_set_free_func (from->children, NULL);
      g_ptr_array_set_size (from->children, 0);
      g_ptr_array_set_free_func (from->children, (GDestroyNotify) fa_solution_node_free);
    }
}

void
fa_search_set_current (FaSearch *s, FaMove move)
{
  FaMoveRecord rec = fa_search_record (s, move, 1);
  if (s->rules->conditions.move_effects)
    {
      fa_position_make (&s->pos, move);
      fa_search_record_effects (&rec, &s->pos);
      fa_position_unmake (&s->pos);
    }
  g_autofree char *text = fa_move_record_format (&rec, s->rules->geometry.files, s->rules->geometry.ranks);
  g_strlcpy (s->current_buf, text, sizeof s->current_buf);
  s->current = s->current_buf;
}

gboolean
fa_search_report (FaSearch *s, const FaSolutionNode *node)
{
  s->solutions++;
  guint all = s->shared_solutions ? (guint) g_atomic_int_add (s->shared_solutions, 1) + 1 : s->solutions;
  const FaSolveOptions *o = s->solve_options;
  if (o && o->found)
    {
      if (s->report_lock)
        g_mutex_lock (s->report_lock);
      o->found (node, o->user_data);
      if (s->report_lock)
        g_mutex_unlock (s->report_lock);
    }
  if (s->max_solutions && s->solutions >= s->max_solutions)
    {
      s->stopped = TRUE;
      s->stop_status = FA_SOLVE_PARTIAL;
      return FALSE;
    }
  if (s->solution_limit && all >= s->solution_limit)
    {
      s->stopped = TRUE;
      s->stop_status = FA_SOLVE_PARTIAL;
      s->solution_limit_reached = TRUE;
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  FaSearch *search;
  int n;
  gint *next;
  FaSolutionNode **results;
  FaIndexTask task;
  gpointer data;
} TaskWorker;

static gpointer
task_worker_run (gpointer data)
{
  TaskWorker *w = data;
  for (;;)
    {
      int i = g_atomic_int_add (w->next, 1);
      if (i >= w->n || w->search->stopped)
        break;
      w->results[i] = fa_solution_node_new (FA_NODE_ROOT);
      w->task (w->search, i, w->results[i], w->data);
    }
  return NULL;
}

/* The workers of fa_search_each_task: a copy of the search each, all but
 * the position copied as far as it is used (the whole of it is 160 KB,
 * mostly history never reached). */
static void
start_workers (FaSearch *s, TaskWorker *workers, GThread **handles, int threads)
{
  for (int t = 1; t < threads; t++)
    {
      FaSearch *ws = g_new (FaSearch, 1);
      memcpy (ws, s, offsetof (FaSearch, pos));
      fa_position_copy (&ws->pos, &s->pos);
      ws->is_worker = TRUE;
      ws->nodes = 0;
      ws->reported_nodes = 0;
      ws->solutions = 0;
      ws->next_poll = 1; /* the table stays shared */
      workers[t] = workers[0];
      workers[t].search = ws;
      handles[t] = g_thread_new ("faerie-solve", task_worker_run, &workers[t]);
    }
}

/* The other threads join once the calling one has worked this long (at
 * the end of a task, the position back at the root): a short solve then
 * pays neither for starting threads nor for sharing the table, which
 * made small problems slower on two threads than on one, all the more
 * with the other core busy (janet's #2: 7.8 ms with threads from the
 * start, 6.6 ms with 2 ms; problems of 20 to 30 ms lose about as much
 * with 5 ms as they gain with 0). */
#define WORKERS_AFTER_US 2000
/* While the other processors are busy at that moment, the threads wait,
 * asking again each time the work done so far has doubled, up to this
 * long: with one core of two busy, problems of 20 to 50 ms took 5 to 10 %
 * longer with a second thread, where longer ones still gain from it
 * (kampmann_m6: 0.85 s on one thread, 0.52 s on two). */
#define WORKERS_ANYWAY_AFTER_US 32000

void
fa_search_each_task (FaSearch *s, int n, FaSolutionNode *into, FaIndexTask task, gpointer data)
{
  int threads = MIN (s->threads, n);
  if (threads <= 1)
    {
      for (int i = 0; i < n && !s->stopped; i++)
        task (s, i, into, data);
      return;
    }

  gint next = 0;
  FaSolutionNode **results = g_new0 (FaSolutionNode *, (gsize) n);
  TaskWorker *workers = g_new0 (TaskWorker, (gsize) threads);
  GThread **handles = g_new0 (GThread *, (gsize) threads);
  workers[0] = (TaskWorker) { s, n, &next, results, task, data };
  gint64 begun = g_get_monotonic_time (), start_at = begun + WORKERS_AFTER_US;
  gboolean started = FALSE;
  for (;;)
    {
      int i = g_atomic_int_add (&next, 1);
      if (i >= n || s->stopped)
        break;
      results[i] = fa_solution_node_new (FA_NODE_ROOT);
      task (s, i, results[i], data);
      gint64 now;
      if (started || g_atomic_int_get (&next) >= n - 1 || (now = g_get_monotonic_time ()) < start_at)
        continue;
      if (now - begun < WORKERS_ANYWAY_AFTER_US && fa_other_processors_busy (g_get_num_processors ()))
        start_at = begun + 2 * (now - begun);
      else
        {
          start_workers (s, workers, handles, threads);
          started = TRUE;
        }
    }
  for (int t = 1; t < threads; t++)
    {
      if (!handles[t])
        continue;
      g_thread_join (handles[t]);
      FaSearch *ws = workers[t].search;
      s->nodes += ws->nodes;
      /* The worker's positions are in the shared count now, all of them. */
      s->reported_nodes += ws->nodes;
      if (s->shared_nodes)
        g_atomic_pointer_add (s->shared_nodes, (gssize) (ws->nodes - ws->reported_nodes));
      s->solutions += ws->solutions;
      if (ws->stopped && !s->stopped)
        {
          s->stopped = TRUE;
          s->stop_status = ws->stop_status;
        }
      s->solution_limit_reached |= ws->solution_limit_reached;
      g_free (ws);
    }
  for (int i = 0; i < n; i++)
    {
      if (!results[i])
        continue;
      fa_solution_node_adopt_children (into, results[i]);
      fa_solution_node_free (results[i]);
    }
  g_free (results);
  g_free (workers);
  g_free (handles);
}

typedef struct
{
  const FaMove *moves;
  FaRootTask task;
  gpointer data;
} RootTasks;

static void
root_task_run (FaSearch *s, int index, FaSolutionNode *into, gpointer data)
{
  const RootTasks *r = data;
  r->task (s, r->moves[index], into, r->data);
}

void
fa_search_each_root (FaSearch *s, const FaMove *moves, int n, FaSolutionNode *into,
                     FaRootTask task, gpointer data)
{
  RootTasks r = { moves, task, data };
  fa_search_each_task (s, n, into, root_task_run, &r);
}
