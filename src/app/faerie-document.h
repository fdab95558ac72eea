/* The problems of one Popeye input file as the studio edits them: which
 * one is shown, what changed since the last save, and undo and redo of
 * every edit.  No GTK here: the document is tested without a display. */
#pragma once

#include <gio/gio.h>

#include "problem/problem.h"

G_BEGIN_DECLS

#define FAERIE_TYPE_DOCUMENT (faerie_document_get_type ())
G_DECLARE_FINAL_TYPE (FaerieDocument, faerie_document, FAERIE, DOCUMENT, GObject)

typedef enum
{
  FAERIE_FIELD_AUTHOR,
  FAERIE_FIELD_ORIGIN,
  FAERIE_FIELD_TITLE,
  FAERIE_FIELD_AWARD,
  FAERIE_FIELD_REMARK,
  /* The intended solution (Popeye file: Solution lines), several lines;
   * each line's blanks around it go, and empty lines, as a file keeps it. */
  FAERIE_FIELD_SOLUTION,
} FaerieField;

/* Popeye's options, as the editor offers them. */
typedef enum
{
  FAERIE_OPTION_TRY,
  FAERIE_OPTION_VARIATION,
  FAERIE_OPTION_SET_PLAY,
  FAERIE_OPTION_NO_THREAT,
  FAERIE_OPTION_NO_SHORT_VARIATIONS,
  FAERIE_OPTION_DUPLEX,
  FAERIE_OPTION_HALF_DUPLEX,
  FAERIE_OPTION_WHITE_TO_PLAY,
  FAERIE_OPTION_INTELLIGENT,
  FAERIE_OPTION_DEFENCE,       /* numbers: 0 = not given */
  FAERIE_OPTION_THREAT,
  FAERIE_OPTION_MAX_SOLUTIONS,
  FAERIE_OPTION_MAX_TIME,
  FAERIE_N_OPTIONS
} FaerieOption;

/* Popeye's name of an option ("SetPlay"). */
const char *faerie_option_name (FaerieOption option);
gboolean faerie_option_is_number (FaerieOption option);

/* One empty problem (#2, an empty board). */
FaerieDocument *faerie_document_new (void);

/* Replaces the problems with those of text, Popeye input (autosaved
 * work, a paste, the tests).  On an input error nothing changes and error
 * says name:line:column: what was expected (the first error; the others
 * follow on the next lines). */
gboolean faerie_document_load_text (FaerieDocument *self, const char *text, const char *name, GError **error);
/* As load_text, from file, read as its name's extension says
 * (io/problem-files.h: Popeye input, an Olive .olv collection or YACPDB
 * .json entries); so too when no entry of a collection can be read.  A
 * collection's entries with mistakes are left out and the others open:
 * *skipped (when not NULL) gets the errors, a line each, or NULL when
 * every entry was read; with entries left out the document belongs to no
 * file, so that Save cannot overwrite them. */
gboolean faerie_document_load_file (FaerieDocument *self, GFile *file, char **skipped, GError **error);
/* Writes every problem to file in the format its name's extension says. */
gboolean faerie_document_save_file (FaerieDocument *self, GFile *file, GError **error);
/* All problems as Popeye input. */
char *faerie_document_to_text (FaerieDocument *self);

GFile *faerie_document_get_file (FaerieDocument *self);
/* The file the problems belong to, without reading it (recovered work). */
void faerie_document_set_file (FaerieDocument *self, GFile *file);
gboolean faerie_document_get_modified (FaerieDocument *self);
/* Recovered work counts as unsaved. */
void faerie_document_set_modified (FaerieDocument *self, gboolean modified);
guint faerie_document_get_n_problems (FaerieDocument *self);
const FaProblem *faerie_document_get_problem (FaerieDocument *self, guint index);
guint faerie_document_get_current (FaerieDocument *self);
void faerie_document_set_current (FaerieDocument *self, guint index);
const FaProblem *faerie_document_get_current_problem (FaerieDocument *self);
/* A short title for lists: "1. Sam Loyd #3". */
char *faerie_document_describe_problem (FaerieDocument *self, guint index);

/* Edits of the current problem; each is one undo step and emits
 * "changed". */
void faerie_document_put_piece (FaerieDocument *self, const FaPieceSpec *spec, FaColour colour, FaSquare square);
void faerie_document_remove_piece (FaerieDocument *self, FaSquare square);
void faerie_document_move_piece (FaerieDocument *self, FaSquare from, FaSquare to);
/* Marks the unit on square as the Magic Wandering Unit (on) or not: one
 * unit a problem, so marking it unmarks any other; the condition comes
 * with the first mark (Condition MWU, type II) and goes with the last,
 * in the same undo step. */
void faerie_document_set_mwu (FaerieDocument *self, FaSquare square, gboolean on);
/* Gives or takes the unit on square Popeye's attribute Paralysing (an
 * edit that can be undone). */
void faerie_document_set_paralysing (FaerieDocument *self, FaSquare square, gboolean on);
void faerie_document_clear_board (FaerieDocument *self);
/* Rotate, Mirror or Shift the diagram (one twin command applied to it):
 * one undo step; FALSE with error set, nothing changed, when it cannot
 * apply. */
gboolean faerie_document_transform (FaerieDocument *self, const FaTwinCommand *command, GError **error);
/* The board's size (a1 stays; what lies beyond goes): one undo step;
 * returns how many pieces went, or -1 with error set, nothing changed,
 * when a twin names a square beyond the new board. */
int faerie_document_set_board_size (FaerieDocument *self, int files, int ranks, GError **error);
/* Makes a square a hole (its piece goes), or a hole a square again. */
void faerie_document_toggle_hole (FaerieDocument *self, FaSquare square);
void faerie_document_set_game_array (FaerieDocument *self);
/* FALSE (and *message set, to free) when text is no stipulation. */
gboolean faerie_document_set_stipulation (FaerieDocument *self, const char *text, char **message);
void faerie_document_set_field (FaerieDocument *self, FaerieField field, const char *value);
const char *faerie_document_get_field (FaerieDocument *self, FaerieField field);
/* "Mark as intended": the intended solution's part of twin_label ("b)")
 * becomes moves, the other twins' parts as they were; with twin_label
 * NULL the whole intended solution becomes moves.  One undo step. */
void faerie_document_set_intended (FaerieDocument *self, const char *twin_label, const char *moves);
int faerie_document_get_option (FaerieDocument *self, FaerieOption option);
/* The current problem's retractor (its type follows the stipulation:
 * Proca when one with retractions is set, none without). */
const FaRetractor *faerie_document_get_retractor (FaerieDocument *self);
void faerie_document_set_retractor (FaerieDocument *self, FaRetractorType type, gboolean forward_defence,
                                    FaRepetitionRule repetition);
void faerie_document_set_option (FaerieDocument *self, FaerieOption option, int value);
/* Replaces the position by a FEN board (fairy pieces as [CODE]). */
gboolean faerie_document_set_fen (FaerieDocument *self, const char *fen, GError **error);
/* The current problem's conditions, one line each ("Circe", "Madrasi
 * RexInclusive"); switching one on appends its keyword, off removes every
 * line of that condition. */
char **faerie_document_dup_conditions (FaerieDocument *self); /* free with g_strfreev */
void faerie_document_set_condition (FaerieDocument *self, const char *keyword, gboolean on);
/* The condition line that states keyword becomes "keyword words" (the
 * condition's parameters; "keyword" alone when words is empty).  Nothing
 * when no line states it. */
void faerie_document_set_condition_words (FaerieDocument *self, const char *keyword, const char *words);

/* The twins of the current problem as Popeye input lines ("Twin Move a1
 * b2"), and setting them from such lines: FALSE with error naming the
 * line and column of the first mistake, and nothing changed. */
char *faerie_document_get_twins_text (FaerieDocument *self);
gboolean faerie_document_set_twins_text (FaerieDocument *self, const char *text, GError **error);

/* Changes to the list of problems, each one undo step; the problem
 * added or moved becomes current.  Appends a new empty problem: */
void faerie_document_add_problem (FaerieDocument *self);
/* Inserts a copy of the problem at index after it. */
void faerie_document_duplicate_problem (FaerieDocument *self, guint index);
/* FALSE (nothing done) for the last problem left: a file has one. */
gboolean faerie_document_remove_problem (FaerieDocument *self, guint index);
/* The problem at from goes to position to; FALSE when to is out of range
 * or the same. */
gboolean faerie_document_move_problem (FaerieDocument *self, guint from, guint to);

gboolean faerie_document_can_undo (FaerieDocument *self);
gboolean faerie_document_can_redo (FaerieDocument *self);
void faerie_document_undo (FaerieDocument *self);
void faerie_document_redo (FaerieDocument *self);

/* Whether a and b are the same problem to solve: the same position,
 * stipulation, conditions, options and twins, whatever their author,
 * source, award, title and remarks; and, when intended, the same intended
 * solution too (a soundness report depends on it, a solution does not). */
gboolean faerie_problem_same_play (const FaProblem *a, const FaProblem *b, gboolean intended);

/* Problems of the position a composer must fix before publication,
 * shown as the board is edited, one a line, as fa_diagram_issue_describe
 * says them (verify/diagram-legality.h: the kings, pawns on the first or
 * last rank, check, the retro counts); NULL when none.  Free with g_free. */
char *faerie_document_check_diagram (FaerieDocument *self);

G_END_DECLS
