/* The soundness report: what an editor checks before a problem is
 * published.  The problem is solved in full (every key, every line, the
 * variations and tries of direct play), then at every shorter length, and
 * the answer is compared with the intended solution the composer gave
 * (FaProblem.solution, read by intended.h): cooks, short solutions,
 * duals, no solution, an intended solution that fails and where, an
 * illegal diagram.  Faults are named by the words problemists use. */
#pragma once

#include <glib.h>

#include "play/solver.h"
#include "problem/problem.h"
#include "problem/solution.h"

typedef enum
{
  FA_FAULT_ERROR,            /* the twin could not be solved (its reason) */
  FA_FAULT_ILLEGAL_POSITION, /* the diagram cannot arise (diagram-legality) */
  FA_FAULT_NO_SOLUTION,
  FA_FAULT_INTENDED_FAILS,   /* the intended solution is not among the solutions */
  FA_FAULT_COOK,             /* another key, another solution */
  FA_FAULT_SHORT_SOLUTION,   /* the goal in fewer moves than stated */
  FA_FAULT_DUAL,             /* two ways on where the play should be unique */
  FA_FAULT_MINOR_DUAL,       /* only the goal move is not unique: shown, no fault */
  FA_FAULT_INCOMPLETE,       /* the search stopped (time limit, Stop): no verdict */
  FA_N_FAULT_KINDS
} FaFaultKind;

typedef struct
{
  FaFaultKind kind;
  int twin;            /* index of the twin's solution; -1 for the whole problem */
  char *line;          /* the moves at fault, in short notation ("1.Qd5!",
                          "1.Kd5 Qc3 2.Ke4 Qe3#"); NULL when none */
  char *detail;        /* what is wrong, in English */
  FaSourcePos at;      /* FA_FAULT_INTENDED_FAILS: where the failing move was written */
  /* The moves of line from the twin's diagram, to show it on a board
   * (fa_problem_play_record); NULL when the fault has no line.  For
   * FA_FAULT_INTENDED_FAILS the moves before the place it fails: the
   * solution's moves the intended line follows (none: the diagram), or an
   * intended key that is a try with its refutation.  A search that
   * stopped claims no intended solution failing: it may not have come to
   * it. */
  GArray *moves;       /* of FaMoveRecord */
} FaFault;

typedef enum
{
  FA_VERDICT_SOUND,      /* no fault: C+ */
  FA_VERDICT_DUALS,      /* sound, but with duals */
  FA_VERDICT_UNSOUND,    /* cooked, short, no solution, intended fails, illegal */
  FA_VERDICT_INCOMPLETE, /* stopped before the report was complete, no fault found */
  FA_VERDICT_ERROR,      /* could not be verified (unsupported, no stipulation) */
} FaSoundnessVerdict;

typedef struct
{
  FaSoundnessVerdict verdict;
  GPtrArray *faults;     /* of FaFault*, most serious first */
  GPtrArray *solutions;  /* of FaSolution*, one per twin: the full solve the
                            report rests on (tries, variations, set play) */
  gboolean has_intended; /* the problem gave an intended solution */
  char *intended_error;  /* the intended solution does not read: why */
  FaSourcePos intended_error_at;
  guint64 nodes;         /* positions, every solve together */
  double seconds;
  /* The copies of the problem that were solved: the moves of solutions
   * and faults point at their kinds (a DefinePiece's), so they live as
   * long as the report. */
  GPtrArray *solved;     /* of FaProblem* */
  /* While verifying only: the notation of the faults' lines
   * (options->report_notation); NULL in a finished report. */
  const FaNotation *notation;
} FaSoundnessReport;

/* Verifies problem: solves it as options say (threads, cancel flag,
 * progress; options->timeout_seconds is the whole problem's time, all its
 * solves together) and returns the report; never NULL. */
FaSoundnessReport *fa_verify_problem (const FaProblem *problem, const FaSolveOptions *options);
void fa_soundness_report_free (FaSoundnessReport *report);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FaSoundnessReport, fa_soundness_report_free)

/* "cook", "short solution", "dual", "minor dual", "no solution",
 * "intended solution fails", "illegal position", "incomplete", "error". */
const char *fa_fault_kind_word (FaFaultKind kind);
/* "sound", "duals", "unsound", "incomplete", "error". */
const char *fa_verdict_word (FaSoundnessVerdict verdict);
/* Whether a fault of this kind makes the problem other than sound. */
gboolean fa_fault_is_fault (FaFaultKind kind);
