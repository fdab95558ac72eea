/* The diagram's legality: the kings and edge-rank pawns of any problem,
 * check as the solver plays it, and on orthodox material the retro counts
 * an editor applies (diagram-legality.h). */
#include "verify/diagram-legality.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "play/solver-private.h"
#include "rules/attack.h"
#include "rules/condition-catalogue.h"

/* ---- Orthodox material on 8x8 ------------------------------------------- */

enum
{
  EMPTY = 0,
  KING,
  QUEEN,
  ROOK,
  BISHOP,
  KNIGHT,
  PAWN,
};

/* The diagram as the counts see it: a1 = 0, h8 = 63. */
typedef struct
{
  gint8 kind[64];
  gint8 side[64];
} Board;

static inline int
square_at (int file, int rank)
{
  return file < 0 || file > 7 || rank < 0 || rank > 7 ? -1 : rank * 8 + file;
}

/* The rank counted from side's own first rank (0) to its last (7). */
static inline int
relative_rank (int side, int sq)
{
  return side == FA_WHITE ? sq / 8 : 7 - sq / 8;
}

static inline gboolean
is_dark (int sq)
{
  return (sq % 8 + sq / 8) % 2 == 0;
}

/* The problem's diagram on an 8x8 board without holes, every unit a
 * white or black king, queen, rook, bishop, knight or pawn with no
 * attribute: FALSE otherwise (fairy material: the counts do not hold). */
static gboolean
orthodox_board (const FaProblem *p, Board *b)
{
  if (p->files != 8 || p->ranks != 8)
    return FALSE;
  for (int sq = 0; sq < 64; sq++)
    if (p->holes[sq])
      return FALSE;
  const FaPieceSpec *kinds[] = { NULL, fa_piece_king (), fa_piece_queen (), fa_piece_rook (),
                                 fa_piece_bishop (), fa_piece_knight (), fa_piece_pawn () };
  memset (b, 0, sizeof *b);
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      if (pp->royal || pp->paralysing || pp->mwu || pp->colour == FA_COLOUR_NEUTRAL || pp->square < 0
          || pp->square >= 64)
        return FALSE;
      int kind = EMPTY;
      for (int k = KING; k <= PAWN; k++)
        if (pp->spec == kinds[k])
          kind = k;
      if (kind == EMPTY)
        return FALSE;
      b->kind[pp->square] = (gint8) kind;
      b->side[pp->square] = pp->colour == FA_COLOUR_WHITE ? FA_WHITE : FA_BLACK;
    }
  return TRUE;
}

/* Conditions that only forbid moves a game would have (by paralysis, by
 * square colour, by contact, by length): units are never added, removed
 * other than by capture, recoloured or displaced, a capture takes one
 * unit, and a pawn changes file only by one.  Under these the counts hold;
 * under any other condition (the Circe and Anti-Circe families, Andernach
 * and Tibet, Sentinelles, the MWU, Gravitational chess, Rex Multiplex, a
 * condition not known here) they may not, and are skipped. */
static const char *const count_preserving[] = {
  "Madrasi", "FunctionaryChess", "MonochromChess", "BichromChess", "KoeKo", "AntiKoeKo",
  "BlackMaximummer", "WhiteMaximummer", "BlackMinimummer", "WhiteMinimummer", "Maximummer",
};

static gboolean
conditions_keep_counts (const FaProblem *p)
{
  for (guint i = 0; p->conditions && i < p->conditions->len; i++)
    {
      const char *line = g_ptr_array_index (p->conditions, i);
      gboolean known = FALSE;
      for (gsize k = 0; k < G_N_ELEMENTS (count_preserving) && !known; k++)
        known = fa_condition_line_is (line, count_preserving[k]);
      if (!known)
        return FALSE;
    }
  return TRUE;
}

/* ---- Findings -------------------------------------------------------------- */

typedef struct
{
  FaDiagramIssue *issues;
  int max, n;
  FaDiagramIssue overflow; /* where the findings beyond max are written */
} Findings;

static FaDiagramIssue *
add_issue (Findings *f, FaDiagramIssueKind kind, int side)
{
  FaDiagramIssue *issue = f->n < f->max ? &f->issues[f->n] : &f->overflow;
  f->n++;
  *issue = (FaDiagramIssue) { .kind = kind, .side = side, .square = FA_NO_SQUARE,
                              .checkers = { FA_NO_SQUARE, FA_NO_SQUARE } };
  return issue;
}

/* ---- Material ---------------------------------------------------------------- */

#define NO_ASSIGNMENT (G_MAXINT / 4)

/* How many captures the pawn of original file `from` makes at least to
 * promote on file `to`: one a file, and where the other side's pawn of
 * that file still stands on its first square (it never moved: it stood
 * there all game) the promotion is a capture beside it, so a pawn of that
 * file must leave it and come back.  A pawn captures at most six times
 * on its way. */
static int
promotion_captures (const Board *b, int side, int from, int to)
{
  int captures = abs (from - to);
  int guard = square_at (to, side == FA_WHITE ? 6 : 1);
  if (captures == 0 && b->kind[guard] == PAWN && b->side[guard] != side)
    captures = 2;
  return captures <= 6 ? captures : NO_ASSIGNMENT;
}

/* The fewest captures side's pawns made: the pawns on the board and the
 * promoted pieces (n_promoted[0] of any kind, n_promoted[1 + dark] bishops
 * promoted on a square of that colour) each come from an original file of
 * their own, each file changed costing a capture: the cheapest such
 * assignment, found over the sets of files used.  NO_ASSIGNMENT when there
 * is none (a pawn cannot have reached its file). */
static int
pawn_captures (const Board *b, int side, const int n_promoted[3])
{
  int cost[8][8], n = 0;
  for (int sq = 0; sq < 64; sq++)
    if (b->kind[sq] == PAWN && b->side[sq] == side)
      {
        /* A pawn has captured at most once for each rank it advanced from
         * its second rank; on that rank it has not moved at all. */
        int advanced = relative_rank (side, sq) - 1;
        for (int from = 0; from < 8; from++)
          cost[n][from] = abs (from - sq % 8) <= advanced ? abs (from - sq % 8) : NO_ASSIGNMENT;
        n++;
      }
  int last_rank = side == FA_WHITE ? 7 : 0;
  for (int kind = 0; kind < 3; kind++)
    for (int i = 0; i < n_promoted[kind]; i++, n++)
      for (int from = 0; from < 8; from++)
        {
          cost[n][from] = NO_ASSIGNMENT;
          for (int to = 0; to < 8; to++)
            if (kind == 0 || is_dark (square_at (to, last_rank)) == (kind == 2))
              cost[n][from] = MIN (cost[n][from], promotion_captures (b, side, from, to));
        }
  g_assert (n <= 8);
  /* best[used]: the cheapest way to give the first popcount(used) of them
   * the files in used. */
  int best[256];
  for (int used = 0; used < 256; used++)
    best[used] = NO_ASSIGNMENT;
  best[0] = 0;
  int result = n == 0 ? 0 : NO_ASSIGNMENT;
  for (int used = 0; used < 256; used++)
    {
      int i = __builtin_popcount ((unsigned) used);
      if (best[used] >= NO_ASSIGNMENT || i >= n)
        continue;
      for (int from = 0; from < 8; from++)
        if (!(used & (1 << from)) && cost[i][from] < NO_ASSIGNMENT)
          {
            int next = used | (1 << from), total = best[used] + cost[i][from];
            if (total < best[next])
              best[next] = total;
            if (i + 1 == n)
              result = MIN (result, total);
          }
    }
  return result;
}

/* Units, pawns, promoted pieces and the captures the pawns need, of each
 * side (FIDE's game array: 16 units, 8 pawns; a piece beyond it is a
 * promoted pawn). */
static void
count_material (const Board *b, Findings *f)
{
  int units[2] = { 0, 0 }, pawns[2] = { 0, 0 }, edge_pawns[2] = { 0, 0 };
  int kinds[2][PAWN + 1] = { { 0 } }, bishops[2][2] = { { 0 } };
  for (int sq = 0; sq < 64; sq++)
    if (b->kind[sq] != EMPTY)
      {
        int side = b->side[sq];
        units[side]++;
        kinds[side][b->kind[sq]]++;
        if (b->kind[sq] == BISHOP)
          bishops[side][is_dark (sq)]++;
        if (b->kind[sq] == PAWN)
          {
            pawns[side]++;
            edge_pawns[side] += sq / 8 == 0 || sq / 8 == 7;
          }
      }
  for (int side = 0; side < 2; side++)
    {
      if (units[side] > 16)
        add_issue (f, FA_DIAGRAM_TOO_MANY_UNITS, side)->count = units[side];
      if (pawns[side] > 8)
        {
          add_issue (f, FA_DIAGRAM_TOO_MANY_PAWNS, side)->count = pawns[side];
          continue;
        }
      int n_promoted[3] = {
        MAX (0, kinds[side][QUEEN] - 1) + MAX (0, kinds[side][ROOK] - 2) + MAX (0, kinds[side][KNIGHT] - 2),
        MAX (0, bishops[side][0] - 1), /* on light squares */
        MAX (0, bishops[side][1] - 1), /* on dark squares */
      };
      int promoted = n_promoted[0] + n_promoted[1] + n_promoted[2];
      if (promoted > 8 - pawns[side])
        {
          FaDiagramIssue *issue = add_issue (f, FA_DIAGRAM_TOO_MANY_PROMOTED, side);
          issue->count = promoted;
          issue->limit = 8 - pawns[side];
          continue;
        }
      /* A pawn on an edge rank has its own finding; the other side's
       * units beyond 16 leave nothing to compare with. */
      if (edge_pawns[side] || units[side ^ 1] > 16)
        continue;
      int captures = pawn_captures (b, side, n_promoted);
      if (captures >= NO_ASSIGNMENT)
        add_issue (f, FA_DIAGRAM_PAWN_FILES, side);
      else if (captures > 16 - units[side ^ 1])
        {
          FaDiagramIssue *issue = add_issue (f, FA_DIAGRAM_TOO_MANY_CAPTURES, side);
          issue->count = captures;
          issue->limit = 16 - units[side ^ 1];
        }
    }
}

/* ---- Checks ---------------------------------------------------------------- */

static const int knight_jumps[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                        { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
/* The eight directions; the first four are the rook's. */
static const int directions[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
                                      { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

static inline gboolean
is_line_piece (int kind)
{
  return kind == QUEEN || kind == ROOK || kind == BISHOP;
}

/* Does a line piece of this kind move along direction d? */
static inline gboolean
rides_along (int kind, int d)
{
  return kind == QUEEN || (kind == ROOK && d < 4) || (kind == BISHOP && d >= 4);
}

/* The units of by_side attacking sq by the orthodox moves, into out (up
 * to 16); returns how many. */
static int
orthodox_attackers (const Board *b, int sq, int by_side, int out[16])
{
  int n = 0, file = sq % 8, rank = sq / 8;
#define ATTACKER(from, k) \
  do { int at_ = (from); if (at_ >= 0 && b->kind[at_] == (k) && b->side[at_] == by_side) out[n++] = at_; } while (0)
  int pawn_rank = by_side == FA_WHITE ? rank - 1 : rank + 1;
  ATTACKER (square_at (file - 1, pawn_rank), PAWN);
  ATTACKER (square_at (file + 1, pawn_rank), PAWN);
  for (int j = 0; j < 8; j++)
    ATTACKER (square_at (file + knight_jumps[j][0], rank + knight_jumps[j][1]), KNIGHT);
  for (int d = 0; d < 8; d++)
    {
      ATTACKER (square_at (file + directions[d][0], rank + directions[d][1]), KING);
      for (int t = square_at (file + directions[d][0], rank + directions[d][1]); t >= 0;
           t = square_at (t % 8 + directions[d][0], t / 8 + directions[d][1]))
        if (b->kind[t] != EMPTY)
          {
            if (b->side[t] == by_side && rides_along (b->kind[t], d))
              out[n++] = t;
            break;
          }
    }
#undef ATTACKER
  return n;
}

/* The squares a move emptied: where the unit came from and, for an en
 * passant capture, the captured pawn's square (-1 otherwise). */
typedef struct
{
  int from, passed;
} Vacated;

/* Where the unit on sq may have come from by the move just made, as
 * geometry alone allows (more moves than a game has, never fewer): a
 * departure is empty now.  Into out (up to 32); returns how many. */
static int
last_move_origins (const Board *b, int sq, Vacated out[32])
{
  int side = b->side[sq], kind = b->kind[sq], n = 0;
  int file = sq % 8, rank = sq / 8, back = side == FA_WHITE ? -1 : 1, rel = relative_rank (side, sq);
#define ORIGIN(from_, passed_) \
  do { out[n].from = (from_); out[n].passed = (passed_); n++; } while (0)
  int behind = square_at (file, rank + back);
  /* A pawn: a step, a double step from its second rank, a capture; on
   * its sixth rank an en passant capture, which emptied the square behind
   * it too.  A piece on the last rank: perhaps a promotion, straight or
   * capturing. */
  if (kind == PAWN || (rel == 7 && kind != KING))
    {
      if (rel >= 2 && b->kind[behind] == EMPTY)
        {
          ORIGIN (behind, -1);
          int two_behind = square_at (file, rank + 2 * back);
          if (kind == PAWN && rel == 3 && b->kind[two_behind] == EMPTY)
            ORIGIN (two_behind, -1);
        }
      for (int dx = -1; dx <= 1; dx += 2)
        {
          int from = square_at (file + dx, rank + back);
          if (rel >= 2 && from >= 0 && b->kind[from] == EMPTY)
            {
              ORIGIN (from, -1);
              if (kind == PAWN && rel == 5 && b->kind[behind] == EMPTY)
                ORIGIN (from, behind);
            }
        }
    }
  if (kind == KNIGHT)
    for (int j = 0; j < 8; j++)
      {
        int from = square_at (file + knight_jumps[j][0], rank + knight_jumps[j][1]);
        if (from >= 0 && b->kind[from] == EMPTY)
          ORIGIN (from, -1);
      }
  if (is_line_piece (kind))
    for (int d = 0; d < 8; d++)
      if (rides_along (kind, d))
        for (int t = square_at (file + directions[d][0], rank + directions[d][1]); t >= 0 && b->kind[t] == EMPTY;
             t = square_at (t % 8 + directions[d][0], t / 8 + directions[d][1]))
          ORIGIN (t, -1);
#undef ORIGIN
  return n;
}

/* Is one of the squares v emptied strictly between the line piece on
 * from and the king on king (so that the move uncovered its check)? */
static gboolean
uncovers (int king, int from, Vacated v)
{
  int dx = from % 8 - king % 8, dy = from / 8 - king / 8;
  dx = (dx > 0) - (dx < 0);
  dy = (dy > 0) - (dy < 0);
  for (int t = square_at (king % 8 + dx, king / 8 + dy); t >= 0 && t != from; t = square_at (t % 8 + dx, t / 8 + dy))
    if (t == v.from || t == v.passed)
      return TRUE;
  return FALSE;
}

/* Could one move of the side owning `mover` have put it where it is and
 * uncovered the line piece on `line` (the other check)? */
static gboolean
move_uncovers (const Board *b, int king, int mover, int line)
{
  if (!is_line_piece (b->kind[line]))
    return FALSE;
  Vacated origins[32];
  int n = last_move_origins (b, mover, origins);
  for (int i = 0; i < n; i++)
    if (uncovers (king, line, origins[i]))
      return TRUE;
  return FALSE;
}

/* A double check from a and b on the king: the move of one uncovered the
 * other, or an en passant capture uncovered both. */
static gboolean
double_check_possible (const Board *b, int king, int a, int c)
{
  if (move_uncovers (b, king, a, c) || move_uncovers (b, king, c, a))
    return TRUE;
  if (!is_line_piece (b->kind[a]) || !is_line_piece (b->kind[c]))
    return FALSE;
  int side = b->side[a];
  for (int sq = 0; sq < 64; sq++)
    if (b->kind[sq] == PAWN && b->side[sq] == side && relative_rank (side, sq) == 5)
      {
        Vacated origins[32];
        int n = last_move_origins (b, sq, origins);
        for (int i = 0; i < n; i++)
          if (origins[i].passed >= 0 && uncovers (king, a, origins[i]) && uncovers (king, c, origins[i]))
            return TRUE;
      }
  return FALSE;
}

/* Do the checks on side's king have a last move that gave them?  Side is
 * the one to move (the other case is a finding of its own): the other
 * side's last move gave every check there is. */
static void
judge_checks (const Board *b, int side, Findings *f)
{
  int king = -1;
  for (int sq = 0; sq < 64; sq++)
    if (b->kind[sq] == KING && b->side[sq] == side)
      king = sq;
  int checkers[16];
  int n = orthodox_attackers (b, king, side ^ 1, checkers);
  /* Named in the order of the squares, a1 first. */
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && checkers[j - 1] > checkers[j]; j--)
      {
        int t = checkers[j];
        checkers[j] = checkers[j - 1];
        checkers[j - 1] = t;
      }
  /* Kings side by side: both sides are in check, a finding already. */
  for (int i = 0; i < n; i++)
    if (b->kind[checkers[i]] == KING)
      return;
  FaDiagramIssue *issue = NULL;
  if (n > 2)
    {
      issue = add_issue (f, FA_DIAGRAM_TOO_MANY_CHECKS, side);
      issue->count = n;
    }
  else if (n == 2 && !double_check_possible (b, king, checkers[0], checkers[1]))
    {
      int a = checkers[0], c = checkers[1];
      FaDiagramIssueKind kind = FA_DIAGRAM_DOUBLE_CHECK_NO_MOVE;
      if (!is_line_piece (b->kind[a]) && !is_line_piece (b->kind[c]))
        kind = FA_DIAGRAM_DOUBLE_CHECK_NO_LINE_PIECE;
      else if (is_line_piece (b->kind[a]) && is_line_piece (b->kind[c]))
        {
          /* On one line through the king: the two directions opposite. */
          int ax = a % 8 - king % 8, ay = a / 8 - king / 8, cx = c % 8 - king % 8, cy = c / 8 - king / 8;
          if (ax * cy == ay * cx)
            kind = FA_DIAGRAM_DOUBLE_CHECK_ONE_LINE;
        }
      issue = add_issue (f, kind, side);
    }
  else if (n == 1)
    {
      /* A line piece at a distance may have been uncovered; otherwise the
       * checking unit made the move. */
      int a = checkers[0];
      gboolean adjacent = abs (a % 8 - king % 8) <= 1 && abs (a / 8 - king / 8) <= 1;
      Vacated origins[32];
      if ((!is_line_piece (b->kind[a]) || adjacent) && last_move_origins (b, a, origins) == 0)
        issue = add_issue (f, FA_DIAGRAM_CHECK_NO_MOVE, side);
    }
  if (issue)
    {
      issue->square = (FaSquare) king;
      for (int i = 0; i < MIN (n, 2); i++)
        issue->checkers[i] = (FaSquare) checkers[i];
    }
}

/* ---- The whole diagram ------------------------------------------------------- */

/* Can a pawn stand on a first or last rank by the rules (a Circe whose
 * rebirth square may be there: Platzwechsel, Couscous, Parrain,
 * Chameleon; Symmetry Anti-Circe's relocation; the MWU's colour
 * change)?  Then a pawn there is no finding. */
static gboolean
pawns_may_reach_edge (const FaRules *rules)
{
  const FaConditionRules *c = &rules->conditions;
  return (c->circe.active
          && (c->circe.square == FA_REBIRTH_DEPARTURE || c->circe.couscous || c->circe.parrain || c->circe.chameleon))
         || (c->anticirce != FA_ANTICIRCE_NONE && c->anticirce_square == FA_REBIRTH_SYMMETRY)
         || c->mwu != FA_MWU_NONE || c->first_rank_pawns_step;
}

int
fa_diagram_issues (const FaProblem *p, FaDiagramIssue *issues, int max)
{
  Findings f = { .issues = issues, .max = max };
  gboolean conditions = p->conditions && p->conditions->len;
  char *rules_error = NULL;
  FaSourcePos unused;
  FaRules *rules = fa_solver_rules_new (p, &rules_error, &unused);
  g_free (rules_error);

  /* Rex Multiplex allows several kings a side (RXM-1). */
  gboolean multiplex = FALSE;
  for (guint i = 0; conditions && i < p->conditions->len; i++)
    multiplex |= fa_condition_line_is (g_ptr_array_index (p->conditions, i), "RexMultiplex");
  gboolean edge_pawns = rules ? !pawns_may_reach_edge (rules) : !conditions;
  int kings[2] = { 0, 0 };
  for (guint i = 0; i < p->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      for (int side = 0; side < 2; side++)
        if (((unsigned) pp->colour & (1u << side)) && (fa_placed_piece_kind (pp)->flags & FA_PIECE_ROYAL))
          kings[side]++;
      int rank = pp->square / p->files;
      if (edge_pawns && (pp->spec->flags & FA_PIECE_PAWN) && (rank == 0 || rank == p->ranks - 1))
        add_issue (&f, FA_DIAGRAM_PAWN_ON_EDGE_RANK, pp->colour == FA_COLOUR_BLACK)->square = pp->square;
    }
  /* Option NoWk or NoBk: the composer states that side has no king, as
   * Popeye is told (a convention of fairy and series problems). */
  gboolean kingless[2] = { p->options.no_wk, p->options.no_bk };
  for (int side = 0; side < 2; side++)
    if (kings[side] > 1 ? !multiplex : kings[side] == 0 && !kingless[side])
      add_issue (&f, kings[side] ? FA_DIAGRAM_TWO_KINGS : FA_DIAGRAM_NO_KING, side);

  /* Check as the solver tests it, the conditions' rules included. */
  gboolean in_check[2] = { FALSE, FALSE }, check_known = FALSE;
  if (rules)
    {
      FaPosition *pos = g_new0 (FaPosition, 1);
      g_autofree char *error = fa_solver_setup_position (pos, rules, p, &unused);
      if (!error)
        {
          check_known = TRUE;
          for (int side = 0; side < 2; side++)
            in_check[side] = fa_in_check (pos, side);
          if (in_check[FA_WHITE] && in_check[FA_BLACK])
            add_issue (&f, FA_DIAGRAM_BOTH_IN_CHECK, FA_WHITE);
          else if (p->has_stipulation && in_check[fa_solver_first_side (p) ^ 1])
            add_issue (&f, FA_DIAGRAM_IN_CHECK, fa_solver_first_side (p) ^ 1);
        }
      g_free (pos);
      fa_rules_free (rules);
    }

  Board board;
  if (orthodox_board (p, &board))
    {
      if (conditions_keep_counts (p))
        count_material (&board, &f);
      /* The last move's checks, in orthodox play only (a condition may
       * give checks no orthodox move does), on the one side in check as
       * the solver sees it, which must then be the side to move. */
      for (int side = 0; side < 2 && !conditions && check_known; side++)
        if (in_check[side] && !in_check[side ^ 1] && kings[side] == 1
            && (!p->has_stipulation || fa_solver_first_side (p) == side))
          judge_checks (&board, side, &f);
    }
  return f.n;
}

/* ---- In words ---------------------------------------------------------------- */

char *
fa_diagram_issue_describe (const FaProblem *p, const FaDiagramIssue *issue)
{
  char at[8], first[8], second[8];
  gboolean black = issue->side == FA_BLACK;
  if (issue->square != FA_NO_SQUARE)
    fa_square_name_for (p->files, issue->square, at);
  if (issue->checkers[0] != FA_NO_SQUARE)
    fa_square_name_for (p->files, issue->checkers[0], first);
  if (issue->checkers[1] != FA_NO_SQUARE)
    fa_square_name_for (p->files, issue->checkers[1], second);
  switch (issue->kind)
    {
    case FA_DIAGRAM_NO_KING:
      return g_strdup (black ? _("Black has no king") : _("White has no king"));
    case FA_DIAGRAM_TWO_KINGS:
      return g_strdup (black ? _("Black has more than one king") : _("White has more than one king"));
    case FA_DIAGRAM_PAWN_ON_EDGE_RANK:
      return g_strdup_printf (_("the pawn on %s stands on a first or last rank"), at);
    case FA_DIAGRAM_IN_CHECK:
      return g_strdup (black ? _("Black, not to move, is in check") : _("White, not to move, is in check"));
    case FA_DIAGRAM_BOTH_IN_CHECK:
      return g_strdup (_("both kings are in check: the side that moved last left its own king in check"));
    case FA_DIAGRAM_TOO_MANY_UNITS:
      return g_strdup_printf (black ? _("Black has %d units: a side starts with 16 and never gains one")
                                    : _("White has %d units: a side starts with 16 and never gains one"),
                              issue->count);
    case FA_DIAGRAM_TOO_MANY_PAWNS:
      return g_strdup_printf (black ? _("Black has %d pawns: a side starts with 8 and never gains one")
                                    : _("White has %d pawns: a side starts with 8 and never gains one"),
                              issue->count);
    case FA_DIAGRAM_TOO_MANY_PROMOTED:
      return g_strdup_printf (
          black ? _("Black has more promoted pieces (%d) than pawns missing (%d): beyond one queen, two rooks, "
                    "two knights and one bishop on each square colour, a piece is a promoted pawn")
                : _("White has more promoted pieces (%d) than pawns missing (%d): beyond one queen, two rooks, "
                    "two knights and one bishop on each square colour, a piece is a promoted pawn"),
          issue->count, issue->limit);
    case FA_DIAGRAM_PAWN_FILES:
      return g_strdup (black ? _("Black's pawns cannot each come from a file of their own: a pawn changes file "
                                 "only by a capture, at most one for each rank it has advanced")
                             : _("White's pawns cannot each come from a file of their own: a pawn changes file "
                                 "only by a capture, at most one for each rank it has advanced"));
    case FA_DIAGRAM_TOO_MANY_CAPTURES:
      return g_strdup_printf (
          black ? _("Black's pawns made more captures (at least %d) than White has units missing (%d): a pawn "
                    "changes file only by a capture, and promotes on a file whose white pawn has not moved only "
                    "by one")
                : _("White's pawns made more captures (at least %d) than Black has units missing (%d): a pawn "
                    "changes file only by a capture, and promotes on a file whose black pawn has not moved only "
                    "by one"),
          issue->count, issue->limit);
    case FA_DIAGRAM_TOO_MANY_CHECKS:
      return g_strdup_printf (black ? _("the black king on %s is in check from %d units: a move gives at most two "
                                        "checks")
                                    : _("the white king on %s is in check from %d units: a move gives at most two "
                                        "checks"),
                              at, issue->count);
    case FA_DIAGRAM_DOUBLE_CHECK_NO_LINE_PIECE:
      return g_strdup_printf (black ? _("the black king on %s is in check from the units on %s and %s, neither a "
                                        "queen, a rook nor a bishop, yet a double check needs one whose line the move "
                                        "opened")
                                    : _("the white king on %s is in check from the units on %s and %s, neither a "
                                        "queen, a rook nor a bishop, yet a double check needs one whose line the move "
                                        "opened"),
                              at, first, second);
    case FA_DIAGRAM_DOUBLE_CHECK_ONE_LINE:
      return g_strdup_printf (black ? _("the black king on %s is in check from the units on %s and %s along one "
                                        "line: no move opens a line on both sides of the king")
                                    : _("the white king on %s is in check from the units on %s and %s along one "
                                        "line: no move opens a line on both sides of the king"),
                              at, first, second);
    case FA_DIAGRAM_DOUBLE_CHECK_NO_MOVE:
      return g_strdup_printf (black ? _("the black king on %s is in check from the units on %s and %s: no single "
                                        "white move gives both checks")
                                    : _("the white king on %s is in check from the units on %s and %s: no single "
                                        "black move gives both checks"),
                              at, first, second);
    case FA_DIAGRAM_CHECK_NO_MOVE:
      return g_strdup_printf (black ? _("the black king on %s is in check from the unit on %s, which cannot have "
                                        "just moved there, and no white move uncovers it")
                                    : _("the white king on %s is in check from the unit on %s, which cannot have "
                                        "just moved there, and no black move uncovers it"),
                              at, first);
    }
  return g_strdup (_("the diagram is illegal"));
}
