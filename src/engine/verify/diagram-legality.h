/* Could the diagram arise in a game?  The checks an editor makes before a
 * problem is published: the kings, the pawns on the edge ranks, check
 * (under the problem's conditions, as the solver sees it), and the retro
 * counts on orthodox material: units, pawns, promoted pieces, the
 * captures the pawns need, and checks no last move could give.  Each
 * finding is a necessary condition the diagram breaks, so a diagram with
 * none may still be illegal; where a fairy piece, a board other than 8x8
 * or a condition makes a count unknowable, that count is skipped: never a
 * finding that is not certain.  It never blocks solving.  The studio's
 * warnings and the soundness report (soundness.h) both say it with
 * fa_diagram_issue_describe. */
#pragma once

#include <glib.h>

#include "problem/problem.h"

typedef enum
{
  FA_DIAGRAM_NO_KING,          /* side has no king */
  FA_DIAGRAM_TWO_KINGS,        /* side has more than one */
  FA_DIAGRAM_PAWN_ON_EDGE_RANK, /* the pawn on square stands on a first or last rank */
  FA_DIAGRAM_IN_CHECK,         /* side, not to move, is in check */
  FA_DIAGRAM_BOTH_IN_CHECK,    /* both kings are in check, whoever is to move */
  FA_DIAGRAM_TOO_MANY_UNITS,   /* side has count units, more than 16 */
  FA_DIAGRAM_TOO_MANY_PAWNS,   /* side has count pawns, more than 8 */
  /* side's pieces beyond the game array's (one queen, two rooks, two
   * knights, one bishop on each square colour) are count promoted pawns,
   * more than the limit pawns it is missing */
  FA_DIAGRAM_TOO_MANY_PROMOTED,
  /* side's pawns cannot each come from a file of their own: a pawn
   * changes file only by a capture, at most one for each rank it has
   * advanced */
  FA_DIAGRAM_PAWN_FILES,
  /* side's pawns, to stand where they do and to promote to its promoted
   * pieces, made at least count captures, more than the limit units the
   * other side is missing */
  FA_DIAGRAM_TOO_MANY_CAPTURES,
  /* The king of side on square is in check from count units
   * (checkers[0], checkers[1] the first two): more than any move gives. */
  FA_DIAGRAM_TOO_MANY_CHECKS,
  /* side's king on square in double check from checkers[0] and
   * checkers[1], neither a queen, rook or bishop: one of them must be
   * uncovered by the move the other made. */
  FA_DIAGRAM_DOUBLE_CHECK_NO_LINE_PIECE,
  /* ... both along one line, on either side of the king. */
  FA_DIAGRAM_DOUBLE_CHECK_ONE_LINE,
  /* ... and no single move could give both checks. */
  FA_DIAGRAM_DOUBLE_CHECK_NO_MOVE,
  /* side's king on square in check from checkers[0] alone, which cannot
   * have just moved there, nor had its line uncovered. */
  FA_DIAGRAM_CHECK_NO_MOVE,
} FaDiagramIssueKind;

typedef struct
{
  FaDiagramIssueKind kind;
  int side;              /* FA_WHITE or FA_BLACK, where it applies */
  FaSquare square;       /* the pawn; the king in check; FA_NO_SQUARE otherwise */
  FaSquare checkers[2];  /* the checking units, FA_NO_SQUARE where none */
  int count, limit;      /* the counts, as each kind says */
} FaDiagramIssue;

/* Writes up to max findings into issues; returns how many there are. */
int fa_diagram_issues (const FaProblem *problem, FaDiagramIssue *issues, int max);

/* The finding in words, translated, with its reason ("White has 9
 * pawns: a side starts with 8 and never gains one").  Free with g_free. */
char *fa_diagram_issue_describe (const FaProblem *problem, const FaDiagramIssue *issue);
