/* Could the diagram arise in a game?  The checks an editor makes before a
 * problem is published: the kings, the pawns on the edge ranks, check
 * (under the problem's conditions, as the solver sees it).  Each finding
 * is a necessary condition the diagram breaks, so a diagram with none may
 * still be illegal; where a condition makes a rule unknowable, the rule is
 * skipped: never a finding that is not certain.  It never blocks solving.
 * The studio's warnings and the soundness report (soundness.h) both say
 * it with fa_diagram_issue_describe. */
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
} FaDiagramIssueKind;

typedef struct
{
  FaDiagramIssueKind kind;
  int side;              /* FA_WHITE or FA_BLACK, where it applies */
  FaSquare square;       /* the pawn; FA_NO_SQUARE otherwise */
} FaDiagramIssue;

/* Writes up to max findings into issues; returns how many there are. */
int fa_diagram_issues (const FaProblem *problem, FaDiagramIssue *issues, int max);

/* The finding in words, translated, with its reason ("the pawn on c1
 * stands on a first or last rank").  Free with g_free. */
char *fa_diagram_issue_describe (const FaProblem *problem, const FaDiagramIssue *issue);
