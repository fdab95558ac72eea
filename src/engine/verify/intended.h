/* The intended solution a composer gives with a problem (Faerie's keyword
 * Solution, Olive's solution field), read into moves: per twin, the
 * written moves in order, each with its number, its marks and where it
 * was written.  What the moves mean (a key and its variations, or help
 * lines) is the soundness report's business (soundness.c); this module
 * only reads, and says precisely where the text is not a solution.
 *
 * Read: move numbers ("1.", "1...", attached or not), moves in the long
 * or the short notation (move-pattern.h), "!" and "?" after a move (or
 * as a token of their own), threats after "threat:" or in brackets
 * ("(2.Qe4#)"), refutations after "but", set play after "set play:",
 * twin labels ("a)", "+b)") and what Popeye prints after one of what the
 * twin changes ("b) bRb4-->f3", up to the first move number), comments in
 * braces as YACPDB's solutions carry them ("{(A)}", over lines too), and
 * the words Popeye prints that say nothing of the moves ("zugzwang.",
 * "ep."), separators ";" "," "/". */
#pragma once

#include <glib.h>

#include "problem/problem.h"
#include "verify/move-pattern.h"

typedef struct
{
  FaMovePattern pattern;
  char *text;          /* as written, without its number: "Qd5!" */
  int number;          /* the move number written before it; 0 when none;
                          negative for a retraction ("-2.", RET-23) */
  gboolean dots;       /* numbered "1...": the second side's move of that number */
  gboolean key_mark;   /* "!" */
  gboolean try_mark;   /* "?" */
  gboolean threat;     /* after "threat:" or in brackets */
  gboolean refutation; /* after "but" */
  gboolean set_play;   /* after "set play:" until the next key or try */
  gboolean line_break; /* the first move after a new line or ";" */
  FaSourcePos at;      /* where it was written */
} FaIntendedMove;

typedef struct
{
  char *label;         /* "a)", "b)" as written without "+"; NULL: no label */
  GArray *moves;       /* of FaIntendedMove */
} FaIntendedPart;

typedef struct
{
  GPtrArray *parts;    /* of FaIntendedPart*, in the order written */
} FaIntended;

#define FA_INTENDED_ERROR (fa_intended_error_quark ())
GQuark fa_intended_error_quark (void);

/* Reads problem->solution; NULL with *error set (and *where, if given, the
 * place in the file, or the line and column in the text when it was not
 * read from a file) where the text is not a solution.  A problem without
 * Solution gives an intended solution of no parts. */
FaIntended *fa_intended_parse (const FaProblem *problem, FaSourcePos *where, GError **error);
void fa_intended_free (FaIntended *intended);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FaIntended, fa_intended_free)

/* The part of twin label ("a)", "+b)"), or the only unlabelled part; NULL
 * when there is none. */
const FaIntendedPart *fa_intended_part (const FaIntended *intended, const char *twin_label);

/* The text of an intended solution (FaProblem.solution) with the part of
 * twin_label ("b)", "+b)") replaced by moves, its label as written; a part
 * the text has not is put in the labels' order.  The other parts stay as
 * written.  With twin_label NULL, moves alone.  Free with g_free. */
char *fa_intended_replace_part (const char *solution, const char *twin_label, const char *moves);
