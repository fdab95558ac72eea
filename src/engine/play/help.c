/* Help play (h#n, h#n.5, h=n, ...) and series play (ser-#n, ser-h#n,
 * ser-s#n, ser-r#n): every solution is a line of moves.  Lines are stored
 * as a tree whose shared beginnings are shared nodes. */
#include "rules/move-list.h"
#include "play/intelligent.h"
#include "play/search.h"

#include <stdlib.h>
#include <string.h>

#define SALT_HELP 0x5355f900c6f3c8e1ull
#define SALT_SERIES 0x7a1c3b5e9d2f4a68ull
#define SALT_DOUBLE_SERIES 0x3c6ef372fe94f82bull
#define SALT_SERIES_FINISH 0x94d049bb133111ebull

/* The moves of the last line a builder remembers (LineBuilder.added). */
#define ADDED_MOVES 64

typedef struct
{
  FaSearch *s;
  FaSolutionNode *phase;
  int length;
  /* Numbering: full move number of ply i is (i + number_offset) / 2 + 1
   * for help play; series play numbers the series moves 1, 2, 3. */
  int number_offset;
  gboolean series;
  int series_length;
  int prefix; /* n->ser-#m: the other side's n moves come first, numbered 1..n */
  int goal_side;  /* help play: the side that makes the last move */
  FaPicture *picture; /* intelligent mode: the picture searched, else NULL */
  FaPictureWalk *walk; /* intelligent mode: the pictures searched at once */
  int added_length;
  /* The arrays come last: help_builder_init clears only the fields above
   * (the arrays are written before they are read, up to length and
   * added_length); clearing the 12 KB of line for each thread's task was
   * a fourteenth of a small h#2's time. */
  FaMove line[FA_MAX_PLY];
  /* The line added last, move by move, and its node at each move (NULL
   * for a pass): a line that begins with the same moves shares those
   * nodes, known without recording the moves again.  Only its first
   * moves: lines of many moves come few. */
  FaMove added[ADDED_MOVES];
  FaSolutionNode *added_nodes[ADDED_MOVES];
} LineBuilder;

/* A builder of help play's lines found by s, added to phase (NULL: none
 * are added); the fields not named are zero. */
static void
help_builder_init (LineBuilder *b, FaSearch *s, FaSolutionNode *phase, int number_offset, int goal_side)
{
  memset (b, 0, offsetof (LineBuilder, line));
  b->s = s;
  b->phase = phase;
  b->number_offset = number_offset;
  b->goal_side = goal_side;
}

/* A builder of series play's lines of n series moves. */
static void
series_builder_init (LineBuilder *b, FaSearch *s, FaSolutionNode *phase, int n)
{
  help_builder_init (b, s, phase, 0, 0);
  b->series = TRUE;
  b->series_length = n;
}

static int
move_number (const LineBuilder *b, int ply)
{
  if (b->prefix)
    return ply < b->prefix ? ply + 1 : ply - b->prefix + 1;
  if (b->series)
    /* ser-hs#: the forced reply after the opponent's move opens the next
     * number. */
    return ply < b->series_length ? ply + 1 : ply == b->series_length ? b->series_length : b->series_length + 1;
  return (ply + b->number_offset) / 2 + 1;
}

/* Is the scratch position, the victim to move, the goal the mater has
 * just reached (mate or stalemate), with the mater's king safe? */
static gboolean
scratch_is_goal (FaSearch *s, FaPosition *pos, int victim)
{
  pos->side = victim;
  fa_position_rehash (pos);
  if (fa_in_check (pos, victim ^ 1))
    return FALSE;
  gboolean mate = s->goal == FA_GOAL_MATE;
  if (fa_in_check (pos, victim) != mate)
    return FALSE;
  return fa_side_is_stuck (pos, mate);
}

/* The target position of the final position on the board: what is
 * left when, while the goal stays, each unit it does not need is taken
 * off (square by square, again until none goes: a pinned unit frees its
 * pinner).  kept[] holds the units (keep_king: the mater's king stays). */
static void
find_target (FaSearch *s, gboolean keep_king, gboolean *kept)
{
  int n_squares = fa_geometry_n_squares (&s->rules->geometry);
  int victim = s->pos.side;
  for (FaSquare q = 0; q < n_squares; q++)
    kept[q] = s->pos.board[q] != 0;
  FaPosition *scratch = s->target_scratch;
  for (gboolean taken = TRUE; taken;)
    {
      taken = FALSE;
      for (FaSquare q = 0; q < n_squares; q++)
        {
          if (!kept[q] || q == s->pos.king[victim] || (keep_king && q == s->pos.king[victim ^ 1]))
            continue;
          if (s->goal == FA_GOAL_STALEMATE && fa_piece_is_side (s->pos.board[q], victim))
            continue;
          fa_position_init (scratch, s->rules);
          for (FaSquare r = 0; r < n_squares; r++)
            if (kept[r] && r != q)
              fa_position_put (scratch, r, s->pos.board[r]);
          if (scratch_is_goal (s, scratch, victim))
            kept[q] = FALSE, taken = TRUE;
        }
    }
}

static uint64_t
hash_target (FaSearch *s, const gboolean *kept, const int *id)
{
  int n_squares = fa_geometry_n_squares (&s->rules->geometry);
  uint64_t key = 0x6a09e667f3bcc909ull;
  for (FaSquare q = 0; q < n_squares; q++)
    if (kept[q])
      {
        uint64_t x = ((uint64_t) q << 32 | (uint64_t) s->pos.board[q] << 12 | (uint64_t) id[q]) + 0x9e3779b97f4a7c15ull;
        x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
        x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
        key += x ^ (x >> 31);
      }
  return key;
}

/* Does the mater's king guard a flight of the mated king: a square next
 * to it that no unit of the mated side stands on? */
static gboolean
mater_king_guards (FaSearch *s)
{
  const FaGeometry *g = &s->rules->geometry;
  int victim = s->pos.side;
  FaSquare k = s->pos.king[victim], m = s->pos.king[victim ^ 1];
  if (k == FA_NO_SQUARE || m == FA_NO_SQUARE)
    return FALSE;
  for (int dx = -1; dx <= 1; dx++)
    for (int dy = -1; dy <= 1; dy++)
      {
        FaSquare f = fa_square_make (g, fa_square_file (g, k) + dx, fa_square_rank (g, k) + dy);
        if ((dx || dy) && f != FA_NO_SQUARE && !(s->pos.board[f] && fa_piece_is_side (s->pos.board[f], victim))
            && abs (fa_square_file (g, f) - fa_square_file (g, m)) <= 1
            && abs (fa_square_rank (g, f) - fa_square_rank (g, m)) <= 1)
          return TRUE;
      }
  return FALSE;
}

/* Option Intelligent n counts the lines per target position of Popeye's
 * intelligent search: a mate (stalemate) picture that places only the
 * units the goal needs (the king, the checks, the guards of the
 * flights, the blocks); every other unit is left free, to stand
 * anywhere or be captured.  Popeye names a unit by where it stood in the
 * diagram, so two rooks that end on each other's squares make another
 * target.  Popeye searches the lines of each target in turn and stops
 * at its n-th; a line found again under a later target counts there
 * too, unprinted.  So a line is kept when it is among the first n of
 * one of its targets, whatever order the targets come in.
 *
 * The targets of a final position are found by taking off the units the
 * goal does not need (find_target).  Popeye never tests the mater's king
 * for being needed: placed as the guard of a flight it stays even where
 * another unit guards that flight too, so a position whose mater's king
 * guards a flight has a target with the king besides the one without
 * it.  Where two other units do the same work (two guards of one
 * flight, a block on a guarded square) Popeye has a target for each;
 * here only one counts, the one that keeps the later unit.  Goals other
 * than mate and stalemate: the whole final position.  Stalemate: Popeye
 * places (or captures) every unit of the stalemated side, so only the
 * mater's units go.  Writes the keys to keys[]; returns how many. */
static int
target_keys (LineBuilder *b, uint64_t keys[2])
{
  FaSearch *s = b->s;
  if (s->goal != FA_GOAL_MATE && s->goal != FA_GOAL_STALEMATE)
    {
      keys[0] = s->pos.hash;
      return 1;
    }
  int n_squares = fa_geometry_n_squares (&s->rules->geometry);
  /* Each unit's diagram square (+1; 0: none), carried along the line. */
  int id[FA_MAX_SQUARES] = { 0 };
  FaPiece before[FA_MAX_SQUARES];
  for (int i = 0; i < b->length; i++)
    fa_position_unmake (&s->pos);
  for (FaSquare q = 0; q < n_squares; q++)
    if (s->pos.board[q])
      id[q] = q + 1;
  for (int i = 0; i < b->length; i++)
    {
      FaMove m = b->line[i];
      memcpy (before, s->pos.board, sizeof (FaPiece) * (size_t) n_squares);
      fa_position_make (&s->pos, m);
      if (m.type == FA_MOVE_NULL)
        continue;
      int moved[FA_MAX_SQUARES];
      memcpy (moved, id, sizeof (int) * (size_t) n_squares);
      for (FaSquare q = 0; q < n_squares; q++)
        {
          if (s->pos.board[q] == before[q])
            continue;
          moved[q] = 0;
          if (!s->pos.board[q])
            continue;
          if (q == m.to)
            moved[q] = id[m.from];
          else /* castling's rook: the unit that left a square for it */
            for (FaSquare f = 0; f < n_squares; f++)
              if (f != m.from && before[f] == s->pos.board[q] && s->pos.board[f] != before[f])
                moved[q] = id[f];
        }
      memcpy (id, moved, sizeof (int) * (size_t) n_squares);
    }
  gboolean kept[FA_MAX_SQUARES];
  find_target (s, FALSE, kept);
  keys[0] = hash_target (s, kept, id);
  if (!mater_king_guards (s))
    return 1;
  find_target (s, TRUE, kept);
  keys[1] = hash_target (s, kept, id);
  return keys[1] != keys[0] ? 2 : 1;
}

/* Adds the line (the moves made since the root, all still on the board)
 * under the phase, sharing nodes with the previous line where they agree.
 * Records need the position before each move, so the line is unmade and
 * made again. */
static gboolean
add_line (LineBuilder *b)
{
  FaSearch *s = b->s;
  int n = b->length;
  if (b->picture && !fa_picture_line_is_new (b->picture, b->line, n))
    return TRUE;
  if (s->per_position_max)
    {
      /* Intelligent n: a line is kept when one of its targets has had
       * fewer than n; it counts in each (target_keys). */
      uint64_t keys[2];
      int n_keys = target_keys (b, keys);
      gboolean keep = FALSE;
      for (int k = 0; k < n_keys; k++)
        {
          gpointer key = GSIZE_TO_POINTER ((gsize) keys[k]);
          guint count = GPOINTER_TO_UINT (g_hash_table_lookup (s->per_position, key));
          if (count >= s->per_position_max)
            continue;
          keep = TRUE;
          g_hash_table_insert (s->per_position, key, GUINT_TO_POINTER (count + 1));
          /* Popeye stops searching a target at its n-th line, not
           * knowing whether more would come: its solution is partial
           * then. */
          if (count + 1 >= s->per_position_max)
            s->per_position_partial = TRUE;
        }
      if (!keep)
        return TRUE;
    }
  for (int i = 0; i < n; i++)
    fa_position_unmake (&s->pos);
  FaSolutionNode *parent = b->phase;
  /* What the found callback gets: the line alone, first move down to
   * the last (the tree shares its beginning with other lines). */
  FaSolutionNode *line = NULL, *line_end = NULL;
  int played = 0; /* real moves so far: series lines hold passes too */
  gboolean same_start = TRUE; /* the moves so far are the last line's */
  for (int i = 0; i < n; i++)
    {
      same_start = same_start && i < b->added_length && fa_move_equal (b->line[i], b->added[i]);
      FaSolutionNode *before = same_start ? b->added_nodes[i] : NULL;
      if (i < ADDED_MOVES)
        {
          b->added[i] = b->line[i];
          b->added_nodes[i] = NULL;
        }
      if (b->line[i].type == FA_MOVE_NULL)
        {
          fa_position_make (&s->pos, b->line[i]);
          continue;
        }
      gboolean last_move = i == n - 1;
      guint kids = fa_solution_node_n_children (parent);
      FaSolutionNode *last = kids ? fa_solution_node_child (parent, kids - 1) : NULL;
      /* The node the last line made for the same move after the same
       * moves, still the last child here and not a leaf: the comparison
       * of records below would take it, without the record made.  (The
       * tree only grows while the lines are added: a node's address is
       * its own.) */
      if (before && before == last && !last_move && fa_solution_node_n_children (last) > 0)
        {
          played++;
          fa_position_make (&s->pos, b->line[i]);
          b->added_nodes[i] = parent = last; /* (i < added_length <= ADDED_MOVES) */
          continue;
        }
      FaMoveRecord rec = fa_search_record (s, b->line[i], move_number (b, played++));
      fa_search_record_names (s, &rec, b->line[i]);
      fa_position_make (&s->pos, b->line[i]);
      fa_search_record_effects (&rec, &s->pos);
      if (!(last && !last_move && fa_move_record_same (&last->move, &rec) && fa_solution_node_n_children (last) > 0))
        {
          last = fa_solution_node_add (parent, FA_NODE_HELP_MOVE);
          last->move = rec;
          last->marks = fa_search_marks_after (s);
        }
      parent = last;
      if (i < ADDED_MOVES)
        b->added_nodes[i] = last;
    }
  b->added_length = MIN (n, ADDED_MOVES);
  if (s->solve_options && s->solve_options->found)
    for (FaSolutionNode *node = b->phase; fa_solution_node_n_children (node);)
      {
        /* The line's nodes are the last child at each level. */
        node = fa_solution_node_child (node, fa_solution_node_n_children (node) - 1);
        FaSolutionNode *copy = line_end ? fa_solution_node_add (line_end, node->role)
                                        : (line = fa_solution_node_new (node->role));
        copy->move = node->move;
        copy->marks = node->marks;
        line_end = copy;
      }
  gboolean go_on = fa_search_report (s, line ? line : parent);
  if (line)
    fa_solution_node_free (line);
  return go_on;
}

static gboolean
is_goal_move_cheap (FaSearch *s)
{
  if ((s->goal == FA_GOAL_MATE || s->goal == FA_GOAL_CHECK) && !fa_in_check (&s->pos, s->pos.side))
    return FALSE;
  return fa_search_goal_reached (s);
}

/* Help play: a line ends where the goal side reaches the goal, so a move
 * of the goal side that reaches it with plies still to play starts no
 * longer line (Popeye's h+1.5 stops at "1...b4-b5 +").  Only a check, or
 * any move (~), can be followed by further moves: after mate or
 * stalemate there are none. */
static gboolean
goal_reached_early (const LineBuilder *b, int mover, int plies_left)
{
  FaSearch *s = b->s;
  if (plies_left < 1 || mover != b->goal_side)
    return FALSE;
  return s->goal == FA_GOAL_ANY || (s->goal == FA_GOAL_CHECK && fa_in_check (&s->pos, s->pos.side));
}

/* With MaxSolutions the solutions kept are the first ones found, so the
 * search must find them in Popeye's order: the order its output shows. */
static void
order_for_max_solutions (FaSearch *s, FaMove *moves, int count)
{
  if (s->max_solutions || s->per_position_max)
    fa_search_sort (s, moves, count);
}

/* Intelligent n: does Popeye search with the board reflected (search.h,
 * order_reflected)?  It does so for mates and stalemates of White. */
static gboolean
reflects_order (const FaSearch *s, int mated_side)
{
  return s->per_position_max && (s->goal == FA_GOAL_MATE || s->goal == FA_GOAL_STALEMATE)
         && mated_side == FA_WHITE;
}

/* The moves of the last ply of help play, written to moves; returns how
 * many.  h#: the moves reaching the goal.  hs#: the last move is forced,
 * so there are none unless every legal move reaches the goal.  hr#: the
 * side to move must reach the goal when it can, so the goal moves are
 * all the moves it has. */
static int
help_last_moves (FaSearch *s, FaMove *moves)
{
  if (s->play == FA_PLAY_HELP_SELF)
    return fa_search_forced_goal_moves (s, moves);
  return fa_search_goal_moves (s, moves, FALSE);
}

/* hr#: before the last ply, a side that can reach the goal must, which
 * ends the play too early: no line goes on from such a position. */
static gboolean
help_obliged (FaSearch *s)
{
  return s->play == FA_PLAY_HELP_REFLEX && fa_search_has_goal_move (s);
}

static gboolean help_search_node (LineBuilder *b, int plies_left, uint64_t salt);

/* Help play: plies_left half-moves remain, the last one reaching the goal. */
static gboolean
help_search (LineBuilder *b, int plies_left)
{
  if (!b->walk)
    return help_search_node (b, plies_left, 0);
  FaSearch *s = b->s;
  int mater_moves = (plies_left + (s->pos.side == b->goal_side)) / 2;
  uint64_t salt;
  gboolean found = fa_picture_walk_enter (b->walk, &s->pos, mater_moves, plies_left - mater_moves, &salt)
                   && help_search_node (b, plies_left, salt);
  fa_picture_walk_leave (b->walk);
  return found;
}

static gboolean
help_search_node (LineBuilder *b, int plies_left, uint64_t salt)
{
  FaSearch *s = b->s;
  if (s->stopped)
    return FALSE;
  uint64_t key = s->pos.hash ^ SALT_HELP ^ ((uint64_t) plies_left * 0x9E3779B97F4A7C15ull) ^ salt;
  if (b->picture)
    key ^= fa_picture_key (b->picture);
  /* The last ply's nodes are not stored (generating its goal moves costs
   * about what a table entry would save), so not looked up either. */
  if (plies_left >= 2)
    {
      FaTTResult e = fa_tt_probe (&s->tt, key);
      if (e.found && e.fail_within)
        return FALSE;
    }
  if (plies_left >= 2 && help_obliged (s))
    {
      fa_tt_store (&s->tt, key, 0, 1);
      return FALSE;
    }
  gboolean mater_moves_now = s->pos.side == b->goal_side;
  int mater_moves = (plies_left + mater_moves_now) / 2;
  if (b->picture && !fa_picture_reachable (b->picture, &s->pos, mater_moves, plies_left - mater_moves))
    return FALSE;
  if (plies_left >= 2 && !fa_search_mate_possible (s, b->goal_side, mater_moves, plies_left - mater_moves))
    {
      fa_tt_store (&s->tt, key, 0, 1);
      return FALSE;
    }
  FA_MOVE_LIST (moves, &s->pos);
  gboolean found = FALSE;
  if (plies_left == 1)
    {
      int count = help_last_moves (s, moves);
      order_for_max_solutions (s, moves, count);
      for (int i = 0; i < count && !s->stopped; i++)
        {
          fa_search_make (s, moves[i]);
          b->line[b->length++] = moves[i];
          found = TRUE;
          add_line (b);
          b->length--;
          fa_search_unmake (s);
        }
      return found;
    }
  FaLegality legality;
  int count = fa_generate_candidates (&s->pos, moves, &legality);
  order_for_max_solutions (s, moves, count);
  /* The children's entries, which they look up (plies_left - 1 >= 2),
   * asked for now (fa_search_prefetch_children); a picture's key is not
   * known before its move. */
  if (plies_left >= 3 && !b->walk && !b->picture)
    fa_search_prefetch_children (s, moves, count, SALT_HELP ^ ((uint64_t) (plies_left - 1) * 0x9E3779B97F4A7C15ull));
  int mover = s->pos.side;
  for (int i = 0; i < count && !s->stopped; i++)
    {
      if (!fa_search_make_if_legal (s, &legality, moves[i]))
        continue;
      if (goal_reached_early (b, mover, plies_left - 1))
        {
          fa_search_unmake (s);
          continue;
        }
      b->line[b->length++] = moves[i];
      if (b->walk)
        fa_picture_walk_after_move (b->walk, &s->pos);
      if ((!b->picture || fa_picture_after_move (b->picture, &s->pos)) && help_search (b, plies_left - 1))
        found = TRUE;
      if (b->picture)
        fa_picture_undo_move (b->picture);
      if (b->walk)
        fa_picture_walk_undo_move (b->walk);
      b->length--;
      fa_search_unmake (s);
    }
  if (!found && !s->stopped)
    fa_tt_store (&s->tt, key, 0, 1);
  return found;
}

void
fa_help_search_picture (FaSearch *s, FaSolutionNode *into, int plies, int goal_side, FaPicture *picture)
{
  LineBuilder b;
  help_builder_init (&b, s, into, (s->pos.side == goal_side ? 1 : 0) + s->help_number_shift, goal_side);
  b.picture = picture;
  help_search (&b, plies);
}

/* Lines found under different pictures do not share their beginnings:
 * siblings with the same move become one node. */
static void
merge_equal_siblings (FaSolutionNode *node)
{
  guint n = fa_solution_node_n_children (node);
  for (guint i = 0; i < n; i++)
    {
      FaSolutionNode *a = fa_solution_node_child (node, i);
      for (guint j = i + 1; j < n;)
        {
          FaSolutionNode *c = fa_solution_node_child (node, j);
          if (fa_move_record_same (&a->move, &c->move))
            {
              fa_solution_node_adopt_children (a, c);
              g_ptr_array_remove_index (node->children, j);
              n--;
            }
          else
            j++;
        }
      merge_equal_siblings (a);
    }
}

/* Among the last moves Popeye's goal generator finds, an orthodox pawn's
 * captures come before its step (in the usual order the step comes
 * first): seen in random h#3 under PWC (h7*g8=Q[+bQh7] before h7-h8=Q),
 * Andernach and Tibet. */
static void
pawn_captures_before_step (const FaSearch *s, FaSolutionNode *node)
{
  guint n = fa_solution_node_n_children (node);
  for (guint start = 0, end; start < n; start = end)
    {
      const FaMoveRecord *first = &fa_solution_node_child (node, start)->move;
      end = start + 1;
      while (end < n && fa_solution_node_child (node, end)->move.from == first->from)
        end++;
      if (end - start < 2 || !first->piece || !(first->piece->flags & FA_PIECE_PAWN)
          || s->rules->kinds[fa_rules_kind_of (s->rules, first->piece)].popeye_order != FA_POPEYE_ORDER_USUAL)
        continue;
      /* the captures, then the rest, each in the order they came */
      FA_SCRATCH_ARRAY (gpointer, out, end - start);
      guint k = 0;
      for (int captures = 1; captures >= 0; captures--)
        for (guint i = start; i < end; i++)
          if ((fa_solution_node_child (node, i)->move.captured != 0) == captures)
            out[k++] = node->children->pdata[i];
      memcpy (node->children->pdata + start, out, sizeof (gpointer) * (end - start));
    }
}

/* h# and hr#: Popeye finds the last moves (mates; in hr# the moves Black
 * is obliged to play) with its own generator and lists them the pieces
 * from the top square down, each piece's moves in the usual order: the
 * blocks of moves of one piece among the sorted last moves are put in
 * reverse order.  (Seen where two pieces mate in one line: two queens
 * in random h#2; stalemates keep the usual order.)  A pawn's captures
 * come before its step there. */
static void
order_last_as_goal_moves (const FaSearch *s, FaSolutionNode *node)
{
  guint n = fa_solution_node_n_children (node);
  if (n == 0)
    return;
  if (fa_solution_node_n_children (fa_solution_node_child (node, 0)) > 0)
    {
      for (guint i = 0; i < n; i++)
        order_last_as_goal_moves (s, fa_solution_node_child (node, i));
      return;
    }
  if (s->rules->conditions.goal_moves_in_usual_order)
    return;
  pawn_captures_before_step (s, node);
  FA_SCRATCH_ARRAY (gpointer, out, n);
  guint k = 0;
  for (guint end = n; end > 0;)
    {
      guint start = end;
      FaSquare from = fa_solution_node_child (node, end - 1)->move.from;
      while (start > 0 && fa_solution_node_child (node, start - 1)->move.from == from)
        start--;
      for (guint i = start; i < end; i++)
        out[k++] = node->children->pdata[i];
      end = start;
    }
  memcpy (node->children->pdata, out, sizeof (gpointer) * n);
}

/* Not with MaxSolutions: which solutions are kept depends on the order
 * of search, and the mode must not change the result. */
static gboolean
use_intelligent (const FaSearch *s)
{
  FaIntelligentUse use = s->solve_options ? s->solve_options->intelligent : FA_INTELLIGENT_AS_PROBLEM;
  return !s->max_solutions && !s->per_position_max
         && (use == FA_INTELLIGENT_ALWAYS || (use == FA_INTELLIGENT_AS_PROBLEM && s->problem->options.intelligent));
}

typedef struct
{
  int plies;
  int number_offset;
  int goal_side;
} HelpRoot;

static void
help_root_task (FaSearch *s, FaMove move, FaSolutionNode *into, gpointer data)
{
  const HelpRoot *root = data;
  LineBuilder b;
  help_builder_init (&b, s, into, root->number_offset, root->goal_side);
  fa_search_set_current (s, move);
  int mover = s->pos.side;
  fa_search_make (s, move);
  b.line[b.length++] = move;
  if (root->plies == 1)
    add_line (&b);
  else if (!goal_reached_early (&b, mover, root->plies - 1))
    help_search (&b, root->plies - 1);
  fa_search_unmake (s);
}

/* A thread's task in help and series play: the first two moves (series:
 * the first two series moves) of the lines it searches. */
typedef struct
{
  FaMove first, second;
} MovePair;

/* Threads in help play: one first move often holds most of the work (a
 * rook's move among a few king and pawn moves), so where there are three
 * plies or more the tasks are the pairs of the first move and its reply. */
typedef struct
{
  HelpRoot root;
  GArray *pairs; /* of MovePair */
} HelpPairs;

static void
help_pair_task (FaSearch *s, int index, FaSolutionNode *into, gpointer data)
{
  const HelpPairs *p = data;
  const MovePair *pair = &g_array_index (p->pairs, MovePair, index);
  LineBuilder b;
  help_builder_init (&b, s, into, p->root.number_offset, p->root.goal_side);
  fa_search_set_current (s, pair->first);
  fa_position_make (&s->pos, pair->first); /* counted once, by help_pairs */
  b.line[b.length++] = pair->first;
  int mover = s->pos.side;
  fa_search_make (s, pair->second);
  b.line[b.length++] = pair->second;
  if (!goal_reached_early (&b, mover, p->root.plies - 2))
    help_search (&b, p->root.plies - 2);
  fa_search_unmake (s);
  fa_position_unmake (&s->pos);
}

/* The pairs worth a task: the first move ends no line early and leaves
 * the reply free (hr#: not obliged to reach the goal). */
static GArray *
help_pairs (FaSearch *s, const HelpRoot *root, const FaMove *moves, int count)
{
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (MovePair));
  LineBuilder b;
  help_builder_init (&b, s, NULL, 0, root->goal_side);
  for (int i = 0; i < count; i++)
    {
      int mover = s->pos.side;
      fa_search_make (s, moves[i]);
      if (!goal_reached_early (&b, mover, root->plies - 1) && !help_obliged (s))
        {
          FA_MOVE_LIST (replies, &s->pos);
          int n_replies = fa_generate_legal (&s->pos, replies);
          for (int j = 0; j < n_replies; j++)
            g_array_append_val (pairs, ((MovePair) { moves[i], replies[j] }));
        }
      fa_search_unmake (s);
    }
  return pairs;
}

typedef struct
{
  int plies;
  int goal_side;
  const FaPictureSet *set;
} SetRoot;

static void
help_set_root_task (FaSearch *s, FaMove move, FaSolutionNode *into, gpointer data)
{
  const SetRoot *root = data;
  LineBuilder b;
  help_builder_init (&b, s, into, (s->pos.side == root->goal_side ? 1 : 0) + s->help_number_shift, root->goal_side);
  b.walk = fa_picture_walk_new (root->set, root->plies);
  fa_search_set_current (s, move);
  int mover = s->pos.side;
  fa_search_make (s, move);
  fa_picture_walk_after_move (b.walk, &s->pos);
  b.line[b.length++] = move;
  if (!goal_reached_early (&b, mover, root->plies - 1))
    help_search (&b, root->plies - 1);
  fa_picture_walk_undo_move (b.walk);
  fa_search_unmake (s);
  fa_picture_walk_free (b.walk);
}

void
fa_help_search_picture_set (FaSearch *s, FaSolutionNode *into, int plies, int goal_side, const FaPictureSet *set)
{
  FA_MOVE_LIST (moves, &s->pos);
  int count = fa_generate_legal (&s->pos, moves);
  SetRoot root = { plies, goal_side, set };
  fa_search_each_root (s, moves, count, into, help_set_root_task, &root);
}

void
fa_help_solve (FaSearch *s, FaSolutionNode *phase, int plies, int goal_side)
{
  /* Pairs are numbered (non-goal side, goal side): a line that the goal
   * side begins starts with "1...". */
  HelpRoot root = { plies, (s->pos.side == goal_side ? 1 : 0) + s->help_number_shift, goal_side };
  if (s->per_position)
    g_hash_table_remove_all (s->per_position);
  s->order_reflected = reflects_order (s, goal_side ^ 1);
  FA_MOVE_LIST (moves, &s->pos);
  int count = plies == 1 ? help_last_moves (s, moves)
              : plies >= 2 && help_obliged (s) ? 0
                                              : fa_generate_legal (&s->pos, moves);
  order_for_max_solutions (s, moves, count);
  /* The search runs in generation order; the lines found are then put
   * in Popeye's order, and this length's lines follow the shorter ones. */
  FaSolutionNode *found = fa_solution_node_new (FA_NODE_ROOT);
  if (s->play == FA_PLAY_HELP && use_intelligent (s) && fa_intelligent_help_solve (s, found, plies, goal_side))
    merge_equal_siblings (found);
  else if (s->threads > 1 && plies >= 3)
    {
      HelpPairs pairs = { root, help_pairs (s, &root, moves, count) };
      fa_search_each_task (s, (int) pairs.pairs->len, found, help_pair_task, &pairs);
      g_array_free (pairs.pairs, TRUE);
      merge_equal_siblings (found); /* each pair's task made its own first-move node */
    }
  else
    fa_search_each_root (s, moves, count, found, help_root_task, &root);
  fa_search_sort_tree (s, found);
  if (s->play == FA_PLAY_HELP_REFLEX || (s->play == FA_PLAY_HELP && s->goal == FA_GOAL_MATE))
    order_last_as_goal_moves (s, found);
  fa_solution_node_adopt_children (phase, found);
  fa_solution_node_free (found);
  s->order_reflected = FALSE;
}

/* The series side has played all its moves; the opponent is to move.
 * Completes the lines the stipulation asks for there. */
static gboolean
series_finish (LineBuilder *b)
{
  FaSearch *s = b->s;
  if (s->play == FA_PLAY_DIRECT)
    {
      if (!is_goal_move_cheap (s))
        return FALSE;
      add_line (b);
      return TRUE;
    }
  if (s->play == FA_PLAY_HELP_SELF)
    {
      /* ser-hs#: the opponent moves, and every move of the series side
       * then reaches the goal. */
      FA_MOVE_LIST (keys, &s->pos);
      int n_keys = fa_generate_legal (&s->pos, keys);
      order_for_max_solutions (s, keys, n_keys);
      gboolean found = FALSE;
      for (int i = 0; i < n_keys && !s->stopped; i++)
        {
          fa_search_make (s, keys[i]);
          b->line[b->length++] = keys[i];
          FA_MOVE_LIST (goals, &s->pos);
          int n_goals = help_last_moves (s, goals);
          order_for_max_solutions (s, goals, n_goals);
          for (int j = 0; j < n_goals && !s->stopped; j++)
            {
              fa_search_make (s, goals[j]);
              b->line[b->length++] = goals[j];
              add_line (b);
              found = TRUE;
              b->length--;
              fa_search_unmake (s);
            }
          b->length--;
          fa_search_unmake (s);
        }
      return found;
    }
  /* ser-h#, ser-r#: the opponent reaches the goal (in reflex play it
   * must, if it can); ser-s#: every move of the opponent must. */
  FA_MOVE_LIST (goals, &s->pos);
  /* ser-s#: the opponent is forced when its legal moves are all goal
   * moves, a test that ends at the first one that is not. */
  int n_goals = s->play == FA_PLAY_SELF ? fa_search_forced_goal_moves (s, goals) : fa_search_goal_moves (s, goals, FALSE);
  order_for_max_solutions (s, goals, n_goals);
  if (n_goals == 0)
    return FALSE;
  for (int i = 0; i < n_goals && !s->stopped; i++)
    {
      fa_search_make (s, goals[i]);
      b->line[b->length++] = goals[i];
      add_line (b);
      b->length--;
      fa_search_unmake (s);
    }
  return TRUE;
}

/* series_finish, its failures remembered: the positions where the series
 * ends repeat far more than the nodes before them (each is reached from
 * every position one series move away, in every series length tried), and
 * the opponent's last moves were most of the time of a long series.  What
 * series_finish finds depends on the position alone (the stipulation is
 * the solve's, the line before is not looked at), and the key is the whole
 * position with the opponent to move, under a salt of its own: a position
 * remembered as failing fails whenever it comes again, so no line is lost.
 * Only failures are kept: a success must add its lines each time. */
static gboolean
series_end_known_to_fail (FaSearch *s)
{
  FaTTResult e = fa_tt_probe (&s->tt, s->pos.hash ^ SALT_SERIES_FINISH);
  return e.found && e.fail_within;
}

static gboolean
series_finish_remembered (LineBuilder *b)
{
  FaSearch *s = b->s;
  if (series_end_known_to_fail (s))
    return FALSE;
  gboolean found = series_finish (b);
  if (!found && !s->stopped)
    fa_tt_store (&s->tt, s->pos.hash ^ SALT_SERIES_FINISH, 0, 1);
  return found;
}

/* Series reflex play, after a series move that is not the last: an
 * opponent that can reach the goal must, so the series cannot go on (the
 * line is complete only as the shorter one). */
static gboolean
opponent_obliged (FaSearch *s)
{
  return s->play == FA_PLAY_REFLEX && fa_search_has_goal_move (s);
}

static gboolean series_search_node (LineBuilder *b, int moves_left, uint64_t salt);

/* The table key of a series node: the series side to move with
 * moves_left moves (salt: the pictures', in intelligent mode). */
static uint64_t
series_node_key (const FaSearch *s, int moves_left, uint64_t salt)
{
  return s->pos.hash ^ SALT_SERIES ^ ((uint64_t) moves_left * 0x9E3779B97F4A7C15ull) ^ salt;
}

static gboolean
series_search (LineBuilder *b, int moves_left)
{
  if (!b->walk)
    return series_search_node (b, moves_left, 0);
  FaSearch *s = b->s;
  gboolean direct = s->play == FA_PLAY_DIRECT;
  uint64_t salt;
  gboolean found = fa_picture_walk_enter (b->walk, &s->pos, direct ? moves_left : 1, direct ? 0 : moves_left, &salt)
                   && series_search_node (b, moves_left, salt);
  fa_picture_walk_leave (b->walk);
  return found;
}

/* The tests before the series side's moves_left moves (it is to move):
 * FALSE when no line can come of them. */
static gboolean
series_may_go_on (FaSearch *s, int moves_left)
{
  /* Reflex play: a series side that can reach the goal must, which ends
   * the series too early. */
  if (s->play == FA_PLAY_REFLEX && fa_search_has_goal_move (s))
    return FALSE;
  /* ser-#: the series side mates with its last move; otherwise the other
   * side mates with one move after the series. */
  int series_side = s->pos.side;
  return s->play == FA_PLAY_DIRECT      ? fa_search_mate_possible (s, series_side, moves_left, 0)
         : s->play == FA_PLAY_HELP_SELF ? fa_search_mate_possible (s, series_side, moves_left + 1, 1)
                                        : fa_search_mate_possible (s, series_side ^ 1, 1, moves_left);
}

/* After a series move (made and at the end of b->line) with moves_left
 * more to come: the end of the series, or the opponent passes and the
 * series goes on. */
static gboolean
series_after_move (LineBuilder *b, int moves_left)
{
  FaSearch *s = b->s;
  if (moves_left == 0)
    return series_finish_remembered (b);
  FaMove pass = FA_PASS_MOVE;
  if (!b->walk && !b->picture)
    {
      /* Most series moves lead to a node the table knows to fail (the
       * same positions come again in each longer series): asked first,
       * it spares the tests below, whose answer no longer matters. */
      fa_position_make (&s->pos, pass);
      FaTTResult e = fa_tt_probe (&s->tt, series_node_key (s, moves_left, 0));
      fa_position_unmake (&s->pos);
      if (e.found && e.fail_within)
        return FALSE;
    }
  /* The opponent's turns are skipped: it must not be in check. */
  if (fa_in_check (&s->pos, s->pos.side) || opponent_obliged (s))
    return FALSE;
  gboolean found = FALSE;
  if (b->walk)
    fa_picture_walk_after_move (b->walk, &s->pos);
  if (!b->picture || fa_picture_after_move (b->picture, &s->pos))
    {
      fa_position_make (&s->pos, pass);
      b->line[b->length++] = pass;
      found = series_search (b, moves_left);
      b->length--;
      fa_position_unmake (&s->pos);
    }
  if (b->picture)
    fa_picture_undo_move (b->picture);
  if (b->walk)
    fa_picture_walk_undo_move (b->walk);
  return found;
}

static gboolean
series_search_node (LineBuilder *b, int moves_left, uint64_t salt)
{
  FaSearch *s = b->s;
  if (s->stopped)
    return FALSE;
  if (!series_may_go_on (s, moves_left))
    return FALSE;
  uint64_t key = series_node_key (s, moves_left, salt);
  if (b->picture)
    {
      /* ser-#, ser-=: the series side is the mating side, the other
       * plays nothing; else the other side has one move at the end. */
      gboolean direct = s->play == FA_PLAY_DIRECT;
      if (!fa_picture_reachable (b->picture, &s->pos, direct ? moves_left : 1, direct ? 0 : moves_left))
        return FALSE;
      key ^= fa_picture_key (b->picture);
    }
  FaTTResult e = fa_tt_probe (&s->tt, key);
  if (e.found && e.fail_within)
    return FALSE;
  FA_MOVE_LIST (moves, &s->pos);
  FaLegality legality;
  int count = fa_generate_candidates (&s->pos, moves, &legality);
  order_for_max_solutions (s, moves, count);
  gboolean found = FALSE;
  for (int i = 0; i < count && !s->stopped; i++)
    {
      FaVerdict verdict = fa_legality_verdict (&legality, &s->pos, moves[i]);
      if (verdict == FA_ILLEGAL)
        continue;
      fa_search_make (s, moves[i]);
      /* The last series move: a series end remembered as failing is
       * dropped before the legality test the move made may still need
       * (most of the king's moves), legal or not it ends no line. */
      if ((moves_left == 1 && series_end_known_to_fail (s))
          || (verdict == FA_TEST_WHEN_MADE && !fa_made_move_is_legal (&s->pos)))
        {
          fa_search_unmake (s);
          continue;
        }
      b->line[b->length++] = moves[i];
      found |= series_after_move (b, moves_left - 1);
      b->length--;
      fa_search_unmake (s);
    }
  if (!found && !s->stopped)
    fa_tt_store (&s->tt, key, 0, 1);
  return found;
}

void
fa_series_search_picture (FaSearch *s, FaSolutionNode *into, int n, FaPicture *picture)
{
  LineBuilder b;
  series_builder_init (&b, s, into, n);
  b.picture = picture;
  series_search (&b, n);
}

void
fa_series_search_picture_set (FaSearch *s, FaSolutionNode *into, int n, const FaPictureSet *set)
{
  LineBuilder b;
  series_builder_init (&b, s, into, n);
  b.walk = fa_picture_walk_new (set, n);
  series_search (&b, n);
  fa_picture_walk_free (b.walk);
}

static void
series_root_task (FaSearch *s, FaMove move, FaSolutionNode *into, gpointer data)
{
  int n = GPOINTER_TO_INT (data);
  LineBuilder b;
  series_builder_init (&b, s, into, n);
  fa_search_set_current (s, move);
  fa_search_make (s, move);
  b.line[b.length++] = move;
  series_after_move (&b, n - 1);
  fa_search_unmake (s);
}

/* Threads in series play: a series has few first moves and one of them
 * often holds nearly all the work, so the tasks are the pairs of the
 * first two series moves. */
typedef struct
{
  GArray *pairs; /* of MovePair */
  int n;
} SeriesPairs;

static void
series_pair_task (FaSearch *s, int index, FaSolutionNode *into, gpointer data)
{
  const SeriesPairs *p = data;
  const MovePair *pair = &g_array_index (p->pairs, MovePair, index);
  LineBuilder b;
  series_builder_init (&b, s, into, p->n);
  FaMove pass = FA_PASS_MOVE;
  fa_search_set_current (s, pair->first);
  fa_search_make (s, pair->first);
  b.line[b.length++] = pair->first;
  fa_position_make (&s->pos, pass);
  b.line[b.length++] = pass;
  fa_search_make (s, pair->second);
  b.line[b.length++] = pair->second;
  series_after_move (&b, p->n - 2);
  fa_search_unmake (s);
  fa_position_unmake (&s->pos);
  fa_search_unmake (s);
}

/* The pairs worth a task: after the first move the series goes on (the
 * opponent is not in check and not obliged to reach the goal) and passes
 * the tests series_search makes before its moves. */
static GArray *
series_pairs (FaSearch *s, const FaMove *moves, int count, int n)
{
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (MovePair));
  FaMove pass = FA_PASS_MOVE;
  for (int i = 0; i < count; i++)
    {
      fa_position_make (&s->pos, moves[i]);
      if (!fa_in_check (&s->pos, s->pos.side) && !opponent_obliged (s))
        {
          fa_position_make (&s->pos, pass);
          if (series_may_go_on (s, n - 1))
            {
              FA_MOVE_LIST (seconds, &s->pos);
              int n_seconds = fa_generate_legal (&s->pos, seconds);
              for (int j = 0; j < n_seconds; j++)
                g_array_append_val (pairs, ((MovePair) { moves[i], seconds[j] }));
            }
          fa_position_unmake (&s->pos);
        }
      fa_position_unmake (&s->pos);
    }
  return pairs;
}

void
fa_series_solve (FaSearch *s, FaSolutionNode *phase, int n)
{
  if (s->per_position)
    g_hash_table_remove_all (s->per_position);
  /* ser-#: the series side mates; ser-h#: the other side mates it. */
  if (s->play == FA_PLAY_DIRECT || s->play == FA_PLAY_HELP)
    s->order_reflected = reflects_order (s, s->play == FA_PLAY_DIRECT ? s->pos.side ^ 1 : s->pos.side);
  FA_MOVE_LIST (moves, &s->pos);
  int count = fa_generate_legal (&s->pos, moves);
  order_for_max_solutions (s, moves, count);
  FaSolutionNode *found = fa_solution_node_new (FA_NODE_ROOT);
  if (use_intelligent (s) && fa_intelligent_series_solve (s, found, n))
    merge_equal_siblings (found);
  else if (s->threads > 1 && n >= 2)
    {
      SeriesPairs pairs = { series_pairs (s, moves, count, n), n };
      fa_search_each_task (s, (int) pairs.pairs->len, found, series_pair_task, &pairs);
      g_array_free (pairs.pairs, TRUE);
      merge_equal_siblings (found); /* each pair's task made its own first-move node */
    }
  else
    fa_search_each_root (s, moves, count, found, series_root_task, GINT_TO_POINTER (n));
  fa_search_sort_tree (s, found);
  /* ser-h#: the other side's mates; ser-#: the series side's last move. */
  if ((s->play == FA_PLAY_HELP || s->play == FA_PLAY_DIRECT) && s->goal == FA_GOAL_MATE)
    order_last_as_goal_moves (s, found);
  fa_solution_node_adopt_children (phase, found);
  fa_solution_node_free (found);
  s->order_reflected = FALSE;
}

/* n->ser-#m as Popeye solves it: Black plays p moves in a row (p from 1
 * to n, the side waiting not in check but after the last), then White
 * its series of k moves (k from 1 to m).  The lines come by p, then by
 * Black's line in move order, then by k, each group in move order. */
static gboolean
double_series_prefix (FaSearch *s, FaSolutionNode *phase, FaMove *line, int length, int left, int m)
{
  /* A position from which no line came with as many prefix moves left
   * is skipped (the key has them, and m). */
  uint64_t key = s->pos.hash ^ SALT_DOUBLE_SERIES ^ ((uint64_t) left * 0x9E3779B97F4A7C15ull) ^ ((uint64_t) m << 40);
  FaTTResult e = fa_tt_probe (&s->tt, key);
  if (e.found && e.fail_within)
    return FALSE;
  FA_MOVE_LIST (moves, &s->pos);
  int count = fa_generate_legal (&s->pos, moves);
  fa_search_sort (s, moves, count);
  gboolean found = FALSE;
  for (int i = 0; i < count && !s->stopped; i++)
    {
      fa_search_make (s, moves[i]);
      line[length] = moves[i];
      if (left == 1)
        for (int k = 1; k <= m && !s->stopped; k++)
          {
            FaSolutionNode *lines = fa_solution_node_new (FA_NODE_ROOT);
            /* Numbered from 1 again: the prefix's moves are those before. */
            LineBuilder b;
            series_builder_init (&b, s, lines, k);
            b.prefix = (length + 2) / 2;
            b.length = length + 1;
            memcpy (b.line, line, sizeof (FaMove) * (size_t) (length + 1));
            found |= series_search (&b, k);
            fa_search_sort_tree (s, lines);
            if (s->goal == FA_GOAL_MATE)
              order_last_as_goal_moves (s, lines);
            fa_solution_node_adopt_children (phase, lines);
            fa_solution_node_free (lines);
          }
      else if (!fa_in_check (&s->pos, s->pos.side))
        {
          FaMove pass = FA_PASS_MOVE;
          fa_position_make (&s->pos, pass);
          line[length + 1] = pass;
          found |= double_series_prefix (s, phase, line, length + 2, left - 1, m);
          fa_position_unmake (&s->pos);
        }
      fa_search_unmake (s);
    }
  if (!found && !s->stopped)
    fa_tt_store (&s->tt, key, 0, 1);
  return found;
}

void
fa_double_series_solve (FaSearch *s, FaSolutionNode *phase, int prefix, int m)
{
  FaMove line[FA_MAX_PLY];
  for (int p = 1; p <= prefix && !s->stopped; p++)
    double_series_prefix (s, phase, line, 0, p, m);
}

void
fa_series_set_play (FaSearch *s, FaSolutionNode *phase)
{
  if (s->play == FA_PLAY_DIRECT)
    return;
  /* The series side plays nothing: the opponent, to move, reaches the
   * goal at once (ser-s#: only if it must, every move reaching it). */
  FaSolutionNode *found = fa_solution_node_new (FA_NODE_ROOT);
  LineBuilder b;
  series_builder_init (&b, s, found, 1);
  series_finish (&b);
  fa_search_sort_tree (s, found);
  fa_solution_node_adopt_children (phase, found);
  fa_solution_node_free (found);
}

gboolean
fa_series_obliged (FaSearch *s, FaSolutionNode *phase)
{
  if (s->play != FA_PLAY_REFLEX && s->play != FA_PLAY_HELP_REFLEX)
    return FALSE;
  FA_MOVE_LIST (moves, &s->pos);
  int count = fa_search_goal_moves (s, moves, FALSE);
  fa_search_sort (s, moves, count);
  for (int i = 0; i < count; i++)
    {
      fa_search_add_and_make (s, phase, FA_NODE_OBLIGED_GOAL, moves[i], 1);
      fa_search_unmake (s);
    }
  return count > 0;
}
