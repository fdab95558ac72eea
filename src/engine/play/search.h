/* The state of one solve, shared by the play-specific searches
 * (direct.c, help.c): position, transposition table, goal, limits. */
#pragma once

#include <glib.h>

#include "rules/attack.h"
#include "rules/movegen.h"
#include "problem/problem.h"
#include "problem/solution.h"
#include "play/solver.h"
#include "play/tt.h"
#include "play/mate-bound.h"

typedef struct FaSearch
{
  const FaRules *rules;
  const FaProblem *problem;
  const FaSolveOptions *solve_options;
  FaTT tt;
  FaGoal goal;
  FaPlay play;
  gboolean series;
  /* Limits and reporting. */
  GTimer *timer;
  double deadline;          /* seconds, 0 = none */
  guint64 nodes;
  guint64 reported_nodes;   /* of nodes, the part added to shared_nodes */
  guint64 next_poll;
  double next_progress;
  gboolean stopped;
  FaSolveStatus stop_status;
  guint solutions;
  guint max_solutions;      /* MaxSolutions: 0 = not given */
  /* Without MaxSolutions a solve keeps at most this many solutions, so
   * that a problem with millions (a ser-h#20 of a lone king) ends with a
   * partial solution instead of taking all memory. */
  guint solution_limit;
  gboolean solution_limit_reached;
  /* Option Intelligent n: lines found so far per final position (of this
   * length), and whether a position reached n. */
  guint per_position_max;   /* 0 = unlimited */
  GHashTable *per_position; /* target key -> count */
  gboolean per_position_partial;
  FaPosition *target_scratch; /* where the target of a final position is found */
  /* Popeye solves an intelligent problem whose mated side is White with
   * the colours swapped and the board reflected (a1 <-> a8), so that it
   * tries its moves in the order of the reflected board: under
   * Intelligent n the first lines found are the ones kept, and the
   * search must try them in that order (fa_search_sort). */
  gboolean order_reflected;
  const char *current;      /* progress: first move under examination */
  /* Lower bounds that prove a mate impossible (NULL: not applicable). */
  const FaMateBound *mate_bound;
  const FaReach *reach;     /* empty-board distances (NULL: not applicable) */
  /* Threads: workers are copies of the main context with their own
   * position and table; reports and progress go through the main one. */
  int threads;
  /* Help play: half-moves added to the numbering of the lines (2 for the
   * set play of an h#n that the goal side begins, as with WhiteToPlay:
   * its lines end on move n as the solution's do, "1...  ...  2.Sg4-f6"). */
  int help_number_shift;
  gboolean is_worker;
  GMutex *report_lock;          /* serialises the found callback */
  gint64 *shared_nodes;         /* all threads' positions, for progress */
  gint *shared_solutions;       /* all threads' solutions: the limit is the twin's */
  /* Move ordering: the last attacker win and defender refutation found
   * with n moves to go, tried first next time. */
  FaMove killer_attack[128];
  FaMove killer_defence[128];
  char current_buf[32];
  /* Last: the position is large (its history and effect journal, 160 KB,
   * mostly never reached), so that a worker's copy takes the fields above
   * in one piece and the position as far as it is used (fa_position_copy;
   * copying all of it for each worker cost 4 % on the bench). */
  FaPosition pos;
} FaSearch;

/* Drops move (a killer tried already) from moves, the others keeping
 * their order; returns the new count. */
int fa_search_drop_move (FaMove *moves, int n, FaMove move);

/* Could `mater` still mate within the moves given?  TRUE when the bound
 * does not apply. */
static inline gboolean
fa_search_mate_possible (const FaSearch *s, int mater, int mater_moves, int victim_moves)
{
  return !s->mate_bound || fa_mate_possible (s->mate_bound, &s->pos, mater, mater_moves, victim_moves);
}

/* Counts a unit of work as a position and polls the limits (cancel,
 * timeout, budget) every so often: for work that makes no moves, such as
 * the intelligent mode's enumeration of final positions. */
void fa_search_tick (FaSearch *s);

/* make with node counting and limit polling */
void fa_search_make (FaSearch *s, FaMove move);

/* Makes a candidate move (fa_generate_candidates) if it is legal, testing
 * it once made where the filter could not tell before; false (the
 * position unchanged) if it is illegal. */
gboolean fa_search_make_if_legal (FaSearch *s, const FaLegality *legality, FaMove move);
static inline void fa_search_unmake (FaSearch *s) { fa_position_unmake (&s->pos); }

/* The hash of the position after the move, as make would compute it for
 * the plain moves (not castling, en passant, a condition's effects):
 * only ever a guess where to prefetch, never a key relied on. */
static inline uint64_t
fa_search_hash_after_guess (const FaPosition *pos, FaMove move)
{
  const FaRules *r = pos->rules;
  uint64_t h = pos->hash ^ r->zobrist_side;
  if (pos->ep_target != FA_NO_SQUARE)
    h ^= r->zobrist_ep[pos->ep_target];
  FaPiece moved = pos->board[move.from], captured = pos->board[move.to];
  if (captured && move.to != move.from)
    h ^= r->zobrist[captured][move.to];
  FaPiece arriving = move.promotion ? fa_piece_make (move.promotion, moved & 3) : moved;
  h ^= r->zobrist[moved][move.from] ^ r->zobrist[arriving][move.to];
  if (move.type == FA_MOVE_DOUBLE_STEP)
    h ^= r->zobrist_ep[(move.from + move.to) / 2];
  uint8_t castling = pos->castling & r->castling_keep_mask[move.from] & r->castling_keep_mask[move.to];
  if (castling != pos->castling)
    h ^= r->zobrist_castling[pos->castling] ^ r->zobrist_castling[castling];
  return h;
}

/* The table entries of the positions after moves (their hash xor salt),
 * asked for before the first is made: each is probed as soon as its move
 * is made and tested, too soon for a prefetch then to arrive, and the
 * probes' waits were a fifth of the time of a Madrasi #12. */
static inline void
fa_search_prefetch_children (FaSearch *s, const FaMove *moves, int count, uint64_t salt)
{
  for (int i = 0; i < count; i++)
    fa_tt_prefetch (&s->tt, fa_search_hash_after_guess (&s->pos, moves[i]) ^ salt);
}

/* Has the move just made reached the goal against the side now to move? */
gboolean fa_search_goal_reached (FaSearch *s);

/* Does the side to move have a legal move that reaches the goal? */
gboolean fa_search_has_goal_move (FaSearch *s);

/* The legal moves of the side to move that reach the goal (the first one
 * only, if first_only), in generation order; returns how many. */
int fa_search_goal_moves (FaSearch *s, FaMove *out, gboolean first_only);

/* The legal moves of the side to move if every one of them reaches the
 * goal (a forced last move of selfplay), else 0. */
int fa_search_forced_goal_moves (FaSearch *s, FaMove *out);

/* Typed record of a legal move of the side to move (before it is made). */
FaMoveRecord fa_search_record (const FaSearch *s, FaMove move, int number);
/* Notes in rec which of the departure's file and rank short notation
 * needs to tell move's unit from another of its kind and colour that
 * could go to the same square (Rfd1). */
void fa_search_record_names (FaSearch *s, FaMoveRecord *rec, FaMove move);
/* Adds to rec what the conditions did with the move just made (its
 * rebirths, relocations), as written. */
void fa_search_record_effects (FaMoveRecord *rec, const FaPosition *pos);

/* Marks (check, mate, stalemate) of the move just made. */
unsigned fa_search_marks_after (FaSearch *s);

/* Adds a node of role for move (legal for the side to move) under parent,
 * with its record and marks, and leaves the move made: the caller adds
 * what follows it, then unmakes it. */
FaSolutionNode *fa_search_add_and_make (FaSearch *s, FaSolutionNode *parent, FaNodeRole role,
                                        FaMove move, int number);

/* Legal moves of the side to move, in a fixed order (by from square, then
 * to square), so output does not depend on search history. */
int fa_search_legal_sorted (FaSearch *s, FaMove *moves);
void fa_search_sort (FaSearch *s, FaMove *moves, int n);

/* Sorts every level of a solution subtree into that same order (help and
 * series play search unsorted and sort what they found). */
void fa_search_sort_tree (FaSearch *s, FaSolutionNode *node);

/* Moves all children of from to the end of parent's. */
void fa_solution_node_adopt_children (FaSolutionNode *parent, FaSolutionNode *from);

/* Does the side to move (the attacker) win within n moves of direct,
 * self or reflex play (s->play, s->goal)? */
gboolean fa_direct_attack_wins (FaSearch *s, int n);

/* Solvers by play: each fills phase with its top-level nodes. */
void fa_direct_solve (FaSearch *s, FaSolutionNode *phase, int n, gboolean set_play);
void fa_help_solve (FaSearch *s, FaSolutionNode *phase, int plies, int goal_side);
void fa_series_solve (FaSearch *s, FaSolutionNode *phase, int n);

/* n->ser-#m (SER-4): Black's prefix moves in a row, White not in check
 * after any of them, then White's series of exactly m moves to the goal. */
void fa_double_series_solve (FaSearch *s, FaSolutionNode *phase, int prefix, int m);

/* Series set play (the opponent of the series side to move): the
 * opponent's moves that end the play at once, as lines of one move. */
void fa_series_set_play (FaSearch *s, FaSolutionNode *phase);

/* Series reflex play: when the series side can reach the goal at once it
 * must, and the stipulation fails; adds those moves ("?!?") to phase and
 * returns TRUE. */
gboolean fa_series_obliged (FaSearch *s, FaSolutionNode *phase);

/* Runs task for each of the root moves (legal in s->pos), which adds its
 * nodes under the node it is given; the nodes reach into in the order of
 * moves.  With s->threads > 1 the moves are shared among threads, each
 * with a copy of the search (its own position and table). */
typedef void (*FaRootTask) (FaSearch *s, FaMove move, FaSolutionNode *into, gpointer data);
void fa_search_each_root (FaSearch *s, const FaMove *moves, int n, FaSolutionNode *into,
                          FaRootTask task, gpointer data);

/* The same for n tasks that are not root moves: task gets the index. */
typedef void (*FaIndexTask) (FaSearch *s, int index, FaSolutionNode *into, gpointer data);
void fa_search_each_task (FaSearch *s, int n, FaSolutionNode *into, FaIndexTask task, gpointer data);

/* Progress: the first move under examination (legal for the side to move). */
void fa_search_set_current (FaSearch *s, FaMove move);

/* Reports a found top-level node to the caller (streaming) and counts it;
 * returns FALSE when MaxSolutions is reached and the search must stop. */
gboolean fa_search_report (FaSearch *s, const FaSolutionNode *node);
