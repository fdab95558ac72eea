/* Could the diagram arise in a game?  The checks an editor makes before a
 * problem is published: the kings, the pawns on the edge ranks, check
 * (under the problem's conditions, as the solver sees it), and the retro
 * counts on orthodox material: units, pawns, promoted pieces, the
 * captures the pawns need.  Each finding is a necessary condition the
 * diagram breaks, so a diagram with none may still be illegal; where a
 * fairy piece, a board other than 8x8 or a condition makes a count
 * unknowable, that count is skipped: never a finding that is not certain.
 * It never blocks solving.  The studio's warnings and the soundness
 * report (soundness.h) both say it with fa_diagram_issue_describe. */
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
} FaDiagramIssueKind;

typedef struct
{
  FaDiagramIssueKind kind;
  int side;              /* FA_WHITE or FA_BLACK, where it applies */
  FaSquare square;       /* the pawn; FA_NO_SQUARE otherwise */
  int count, limit;      /* the counts, as each kind says */
} FaDiagramIssue;

/* Writes up to max findings into issues; returns how many there are. */
int fa_diagram_issues (const FaProblem *problem, FaDiagramIssue *issues, int max);

/* The finding in words, translated, with its reason ("White has 9
 * pawns: a side starts with 8 and never gains one").  Free with g_free. */
char *fa_diagram_issue_describe (const FaProblem *problem, const FaDiagramIssue *issue);
