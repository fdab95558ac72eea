#include "faerie-document.h"

#include <glib/gi18n.h>
#include <string.h>

#include "rules/condition-catalogue.h"
#include "rules/conditions/mwu.h"
#include "io/popeye-input.h"
#include "io/popeye-output.h"
#include "io/problem-files.h"
#include "board/position.h"
#include "verify/diagram-legality.h"
#include "play/solver.h"
#include "verify/intended.h"

#define MAX_UNDO 500

/* What an undo step takes back. */
typedef enum
{
  STEP_EDIT,     /* problem is the one at index as it was before an edit */
  STEP_INSERTED, /* a problem was inserted at index (problem is NULL) */
  STEP_REMOVED,  /* problem was removed from index */
  STEP_MOVED,    /* the problem at from went to index */
} StepKind;

/* One undo step. */
typedef struct
{
  StepKind kind;
  guint index;
  guint from;        /* STEP_MOVED */
  FaProblem *problem;
} Snapshot;

struct _FaerieDocument
{
  GObject parent_instance;
  GPtrArray *problems; /* of FaProblem* */
  guint current;
  GFile *file;
  gboolean modified;
  GQueue undo;         /* of Snapshot*, newest first */
  GQueue redo;
};

G_DEFINE_FINAL_TYPE (FaerieDocument, faerie_document, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_CURRENT,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,     /* the current problem changed (or another one became current) */
  LIST_CHANGED, /* problems were added, replaced or renamed */
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void
snapshot_free (Snapshot *s)
{
  if (s->problem)
    fa_problem_free (s->problem);
  g_free (s);
}

static void
clear_history (FaerieDocument *self)
{
  g_queue_clear_full (&self->undo, (GDestroyNotify) snapshot_free);
  g_queue_clear_full (&self->redo, (GDestroyNotify) snapshot_free);
}

static FaProblem *
new_problem (void)
{
  FaProblem *p = fa_problem_new ();
  fa_stipulation_parse ("#2", &p->stipulation, NULL, NULL);
  p->has_stipulation = TRUE;
  return p;
}

static void
faerie_document_finalize (GObject *object)
{
  FaerieDocument *self = FAERIE_DOCUMENT (object);
  clear_history (self);
  g_ptr_array_unref (self->problems);
  g_clear_object (&self->file);
  G_OBJECT_CLASS (faerie_document_parent_class)->finalize (object);
}

static void
faerie_document_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  FaerieDocument *self = FAERIE_DOCUMENT (object);
  switch (id)
    {
    case PROP_FILE: g_value_set_object (value, self->file); break;
    case PROP_MODIFIED: g_value_set_boolean (value, self->modified); break;
    case PROP_CURRENT: g_value_set_uint (value, self->current); break;
    case PROP_CAN_UNDO: g_value_set_boolean (value, faerie_document_can_undo (self)); break;
    case PROP_CAN_REDO: g_value_set_boolean (value, faerie_document_can_redo (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
faerie_document_class_init (FaerieDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->finalize = faerie_document_finalize;
  object_class->get_property = faerie_document_get_property;
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT] = g_param_spec_uint ("current", NULL, NULL, 0, G_MAXUINT, 0,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 0);
  signals[LIST_CHANGED] = g_signal_new ("list-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                        NULL, NULL, G_TYPE_NONE, 0);
}

static void
faerie_document_init (FaerieDocument *self)
{
  self->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_problem_free);
  g_ptr_array_add (self->problems, new_problem ());
  g_queue_init (&self->undo);
  g_queue_init (&self->redo);
}

FaerieDocument *
faerie_document_new (void)
{
  return g_object_new (FAERIE_TYPE_DOCUMENT, NULL);
}

static void
set_modified (FaerieDocument *self, gboolean modified)
{
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
notify_history (FaerieDocument *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static FaProblem *
current_problem (FaerieDocument *self)
{
  return g_ptr_array_index (self->problems, self->current);
}

/* A new undo step; the redo steps go. */
static void
push_step (FaerieDocument *self, StepKind kind, guint index, guint from, FaProblem *problem)
{
  Snapshot *s = g_new (Snapshot, 1);
  *s = (Snapshot) { kind, index, from, problem };
  g_queue_push_head (&self->undo, s);
  if (g_queue_get_length (&self->undo) > MAX_UNDO)
    snapshot_free (g_queue_pop_tail (&self->undo));
  g_queue_clear_full (&self->redo, (GDestroyNotify) snapshot_free);
}

/* Every edit goes through here: the problem as it was becomes an undo
 * step, then the caller changes it and calls edit_done. */
static FaProblem *
edit_begin (FaerieDocument *self)
{
  push_step (self, STEP_EDIT, self->current, 0, fa_problem_copy (current_problem (self)));
  return current_problem (self);
}

static void
edit_done (FaerieDocument *self)
{
  set_modified (self, TRUE);
  notify_history (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Undo and redo: the step is taken back and becomes its own inverse in
 * the other queue (an edit trades the snapshot for the problem it stands
 * for, an insertion becomes a removal, a move the move back). */
static void
swap_snapshot (FaerieDocument *self, GQueue *from, GQueue *to)
{
  Snapshot *s = g_queue_pop_head (from);
  if (!s)
    return;
  guint old_current = self->current;
  switch (s->kind)
    {
    case STEP_EDIT:
      {
        FaProblem *now = self->problems->pdata[s->index];
        self->problems->pdata[s->index] = s->problem;
        s->problem = now;
        self->current = s->index;
        break;
      }
    case STEP_INSERTED:
      s->problem = g_ptr_array_steal_index (self->problems, s->index);
      s->kind = STEP_REMOVED;
      self->current = MIN (s->index, self->problems->len - 1);
      break;
    case STEP_REMOVED:
      g_ptr_array_insert (self->problems, (int) s->index, g_steal_pointer (&s->problem));
      s->kind = STEP_INSERTED;
      self->current = s->index;
      break;
    case STEP_MOVED:
      {
        FaProblem *moved = g_ptr_array_steal_index (self->problems, s->index);
        g_ptr_array_insert (self->problems, (int) s->from, moved);
        guint back = s->index;
        s->index = s->from;
        s->from = back;
        self->current = s->index;
        break;
      }
    }
  g_queue_push_head (to, s);
  if (self->current != old_current)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  set_modified (self, TRUE);
  notify_history (self);
  g_signal_emit (self, signals[LIST_CHANGED], 0);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
faerie_document_can_undo (FaerieDocument *self)
{
  return !g_queue_is_empty (&self->undo);
}

gboolean
faerie_document_can_redo (FaerieDocument *self)
{
  return !g_queue_is_empty (&self->redo);
}

void
faerie_document_undo (FaerieDocument *self)
{
  swap_snapshot (self, &self->undo, &self->redo);
}

void
faerie_document_redo (FaerieDocument *self)
{
  swap_snapshot (self, &self->redo, &self->undo);
}

/* The errors as one text, a line each. */
static char *
errors_to_text (GPtrArray *errors)
{
  GString *msg = g_string_new (NULL);
  for (guint i = 0; i < errors->len; i++)
    {
      g_autofree char *line = fa_input_error_to_string (g_ptr_array_index (errors, i));
      g_string_append_printf (msg, "%s%s", i ? "\n" : "", line);
    }
  return g_string_free (msg, FALSE);
}

static void
replace_problems (FaerieDocument *self, GPtrArray *problems)
{
  g_ptr_array_unref (self->problems);
  self->problems = problems;
  self->current = 0;
  clear_history (self);
  set_modified (self, FALSE);
  notify_history (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  g_signal_emit (self, signals[LIST_CHANGED], 0);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Reads text in format (auto: as name's extension says).  A collection's entries are read
 * one by one: those with a mistake are left out and described in
 * *skipped, the others open.  Popeye input, whose problems a mistake can
 * run together, opens only without errors. */
static gboolean
load_text (FaerieDocument *self, FaFileFormat format, const char *text, gsize length, const char *name,
           char **skipped, GError **error)
{
  g_autoptr (GPtrArray) errors = NULL;
  format = fa_file_format_of (name, format);
  g_autoptr (GPtrArray) problems = fa_problems_read (format, text, length, name, &errors, NULL);
  gboolean partial = format != FA_FILE_FORMAT_POPEYE && problems && problems->len > 0;
  if (errors && errors->len && !partial)
    {
      g_autofree char *msg = errors_to_text (errors);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, msg);
      return FALSE;
    }
  if (!problems || problems->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: no problem in the file"), name);
      return FALSE;
    }
  if (skipped)
    *skipped = errors && errors->len ? errors_to_text (errors) : NULL;
  replace_problems (self, g_steal_pointer (&problems));
  return TRUE;
}

gboolean
faerie_document_load_text (FaerieDocument *self, const char *text, const char *name, GError **error)
{
  g_autofree char *skipped = NULL;
  return load_text (self, FA_FILE_FORMAT_POPEYE, text, strlen (text), name, &skipped, error);
}

gboolean
faerie_document_load_file (FaerieDocument *self, GFile *file, char **skipped, GError **error)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  if (!g_file_load_contents (file, NULL, &text, &length, NULL, error))
    return FALSE;
  g_autofree char *name = g_file_get_parse_name (file);
  if (!g_utf8_validate (text, (gssize) length, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: the file is not UTF-8 text"), name);
      return FALSE;
    }
  g_autofree char *left_out = NULL;
  if (!load_text (self, FA_FILE_FORMAT_AUTO, text, length, name, &left_out, error))
    return FALSE;
  /* With entries left out, saving back would lose them: the problems
   * belong to no file until saved under a name. */
  if (left_out)
    g_clear_object (&self->file);
  else
    g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  if (skipped)
    *skipped = g_steal_pointer (&left_out);
  return TRUE;
}

char *
faerie_document_to_text (FaerieDocument *self)
{
  return fa_popeye_write (self->problems);
}

gboolean
faerie_document_save_file (FaerieDocument *self, GFile *file, GError **error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *text = fa_problems_write (FA_FILE_FORMAT_AUTO, self->problems, name);
  if (!g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL, error))
    return FALSE;
  if (self->file != file)
    {
      g_set_object (&self->file, file);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
    }
  set_modified (self, FALSE);
  return TRUE;
}

void
faerie_document_set_file (FaerieDocument *self, GFile *file)
{
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

GFile *
faerie_document_get_file (FaerieDocument *self)
{
  return self->file;
}

gboolean
faerie_document_get_modified (FaerieDocument *self)
{
  return self->modified;
}

void
faerie_document_set_modified (FaerieDocument *self, gboolean modified)
{
  set_modified (self, modified);
}

guint
faerie_document_get_n_problems (FaerieDocument *self)
{
  return self->problems->len;
}

const FaProblem *
faerie_document_get_problem (FaerieDocument *self, guint index)
{
  g_return_val_if_fail (index < self->problems->len, NULL);
  return g_ptr_array_index (self->problems, index);
}

guint
faerie_document_get_current (FaerieDocument *self)
{
  return self->current;
}

void
faerie_document_set_current (FaerieDocument *self, guint index)
{
  g_return_if_fail (index < self->problems->len);
  if (index == self->current)
    return;
  self->current = index;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  g_signal_emit (self, signals[CHANGED], 0);
}

const FaProblem *
faerie_document_get_current_problem (FaerieDocument *self)
{
  return current_problem (self);
}

char *
faerie_document_describe_problem (FaerieDocument *self, guint index)
{
  const FaProblem *p = faerie_document_get_problem (self, index);
  char stip[64] = "";
  if (p->has_stipulation)
    fa_stipulation_format (&p->stipulation, stip);
  g_autofree char *author = p->author ? g_strdelimit (fa_popeye_display_text (p->author), "\n", ',') : NULL;
  return g_strdup_printf ("%u. %s %s", index + 1, author ? author : "", stip);
}

void
faerie_document_put_piece (FaerieDocument *self, const FaPieceSpec *spec, FaColour colour, FaSquare square)
{
  FaProblem *p = current_problem (self);
  const FaPlacedPiece *old = fa_problem_piece_at (p, square);
  if (old && old->spec == spec && old->colour == colour)
    return;
  fa_problem_put (edit_begin (self), spec, colour, square);
  edit_done (self);
}

void
faerie_document_remove_piece (FaerieDocument *self, FaSquare square)
{
  if (!fa_problem_piece_at (current_problem (self), square))
    return;
  fa_problem_remove (edit_begin (self), square);
  edit_done (self);
}

void
faerie_document_move_piece (FaerieDocument *self, FaSquare from, FaSquare to)
{
  const FaPlacedPiece *moving = fa_problem_piece_at (current_problem (self), from);
  if (!moving || from == to)
    return;
  FaPlacedPiece piece = *moving;
  FaProblem *p = edit_begin (self);
  fa_problem_remove (p, from);
  fa_problem_put (p, piece.spec, piece.colour, to);
  /* A royal piece stays royal where it is dragged, a paralysing one
   * paralysing, the Magic Wandering Unit magic. */
  ((FaPlacedPiece *) fa_problem_piece_at (p, to))->royal = piece.royal;
  ((FaPlacedPiece *) fa_problem_piece_at (p, to))->paralysing = piece.paralysing;
  ((FaPlacedPiece *) fa_problem_piece_at (p, to))->mwu = piece.mwu;
  edit_done (self);
}

void
faerie_document_set_paralysing (FaerieDocument *self, FaSquare square, gboolean on)
{
  const FaPlacedPiece *marked = fa_problem_piece_at (current_problem (self), square);
  if (!marked || marked->paralysing == on)
    return;
  FaProblem *p = edit_begin (self);
  ((FaPlacedPiece *) fa_problem_piece_at (p, square))->paralysing = on;
  edit_done (self);
}

void
faerie_document_set_mwu (FaerieDocument *self, FaSquare square, gboolean on)
{
  const FaPlacedPiece *marked = fa_problem_piece_at (current_problem (self), square);
  if (!marked || marked->mwu == on)
    return;
  FaProblem *p = edit_begin (self);
  for (guint i = 0; i < p->pieces->len; i++)
    {
      FaPlacedPiece *pp = &g_array_index (p->pieces, FaPlacedPiece, i);
      pp->mwu = on && pp->square == square;
    }
  gboolean condition = FALSE;
  for (guint i = p->conditions->len; i-- > 0;)
    if (fa_mwu_line_read (g_ptr_array_index (p->conditions, i)) != FA_MWU_NONE)
      {
        condition = TRUE;
        if (!on)
          g_ptr_array_remove_index (p->conditions, i);
      }
  if (on && !condition)
    g_ptr_array_add (p->conditions, g_strdup ("MWU"));
  if (on != condition)
    g_array_set_size (p->condition_sources, 0); /* the lines moved */
  edit_done (self);
}

void
faerie_document_clear_board (FaerieDocument *self)
{
  if (current_problem (self)->pieces->len == 0)
    return;
  FaProblem *p = edit_begin (self);
  g_array_set_size (p->pieces, 0);
  edit_done (self);
}

/* An edit made on a copy, which replaces the problem if it succeeds: one
 * that fails changes nothing and leaves no undo step. */
static void
replace_current (FaerieDocument *self, FaProblem *edited)
{
  edit_begin (self);
  fa_problem_free (self->problems->pdata[self->current]);
  self->problems->pdata[self->current] = edited;
  edit_done (self);
}

gboolean
faerie_document_transform (FaerieDocument *self, const FaTwinCommand *command, GError **error)
{
  g_autoptr (FaProblem) trial = fa_problem_copy (current_problem (self));
  if (!fa_problem_apply_command (trial, command, error))
    return FALSE;
  replace_current (self, g_steal_pointer (&trial));
  return TRUE;
}

int
faerie_document_set_board_size (FaerieDocument *self, int files, int ranks, GError **error)
{
  const FaProblem *now = current_problem (self);
  if (files == now->files && ranks == now->ranks)
    return 0;
  g_autoptr (FaProblem) trial = fa_problem_copy (now);
  int removed;
  if (!fa_problem_set_board_size (trial, files, ranks, &removed, error))
    return -1;
  replace_current (self, g_steal_pointer (&trial));
  return removed;
}

void
faerie_document_toggle_hole (FaerieDocument *self, FaSquare square)
{
  const FaProblem *now = current_problem (self);
  if (square < 0 || square >= now->files * now->ranks)
    return;
  FaProblem *p = edit_begin (self);
  p->holes[square] = !p->holes[square];
  /* A hole holds no piece. */
  if (p->holes[square])
    fa_problem_remove (p, square);
  edit_done (self);
}

void
faerie_document_set_game_array (FaerieDocument *self)
{
  FaProblem *p = edit_begin (self);
  g_array_set_size (p->pieces, 0);
  p->files = p->ranks = 8;
  memset (p->holes, 0, sizeof p->holes);
  const FaPieceSpec *back[8] = { fa_piece_rook (), fa_piece_knight (), fa_piece_bishop (), fa_piece_queen (),
                                 fa_piece_king (), fa_piece_bishop (), fa_piece_knight (), fa_piece_rook () };
  for (int file = 0; file < 8; file++)
    {
      fa_problem_put (p, back[file], FA_COLOUR_WHITE, (FaSquare) file);
      fa_problem_put (p, fa_piece_pawn (), FA_COLOUR_WHITE, (FaSquare) (8 + file));
      fa_problem_put (p, fa_piece_pawn (), FA_COLOUR_BLACK, (FaSquare) (48 + file));
      fa_problem_put (p, back[file], FA_COLOUR_BLACK, (FaSquare) (56 + file));
    }
  edit_done (self);
}

gboolean
faerie_document_set_stipulation (FaerieDocument *self, const char *text, char **message)
{
  FaStipulation st = { 0 };
  const char *expected = NULL;
  int at = 0;
  if (!fa_stipulation_parse (text, &st, &at, &expected))
    {
      if (message)
        *message = g_strdup_printf (_("column %d: expected %s"), at + 1, expected ? _(expected) : _("a stipulation"));
      return FALSE;
    }
  FaProblem *p = current_problem (self);
  if (p->has_stipulation && memcmp (&p->stipulation, &st, sizeof st) == 0)
    return TRUE;
  p = edit_begin (self);
  p->stipulation = st;
  p->has_stipulation = TRUE;
  /* The retractor's type goes with a retractor stipulation: Proca, the
   * commonest, until the composer picks another; none without one (the
   * solver refuses either alone). */
  if (st.retractions > 0 && p->retractor.type == FA_RETRACTOR_NONE)
    p->retractor.type = FA_RETRACTOR_PROCA;
  else if (st.retractions == 0)
    p->retractor = (FaRetractor) { 0 };
  edit_done (self);
  g_signal_emit (self, signals[LIST_CHANGED], 0);
  return TRUE;
}

const FaRetractor *
faerie_document_get_retractor (FaerieDocument *self)
{
  return &current_problem (self)->retractor;
}

void
faerie_document_set_retractor (FaerieDocument *self, FaRetractorType type, gboolean forward_defence,
                               FaRepetitionRule repetition)
{
  const FaRetractor *now = faerie_document_get_retractor (self);
  if (now->type == type && now->no_forward_defence == !forward_defence && now->repetition == repetition)
    return;
  FaRetractor *r = &edit_begin (self)->retractor;
  r->type = type;
  r->no_forward_defence = !forward_defence;
  r->repetition = repetition;
  edit_done (self);
}

static char **
field_slot (FaProblem *p, FaerieField field)
{
  switch (field)
    {
    case FAERIE_FIELD_AUTHOR: return &p->author;
    case FAERIE_FIELD_ORIGIN: return &p->origin;
    case FAERIE_FIELD_TITLE: return &p->title;
    case FAERIE_FIELD_AWARD: return &p->award;
    case FAERIE_FIELD_SOLUTION: return &p->solution;
    case FAERIE_FIELD_REMARK: break;
    }
  return NULL;
}

/* The intended solution as a file keeps it: each line stripped, no empty
 * line; NULL when nothing is left. */
static char *
solution_lines (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text ? text : "", "\n", -1);
  GString *out = g_string_new (NULL);
  for (char **line = lines; *line; line++)
    {
      g_strdelimit (*line, "\r", ' ');
      g_strstrip (*line);
      if (**line)
        g_string_append_printf (out, "%s%s", out->len ? "\n" : "", *line);
    }
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

const char *
faerie_document_get_field (FaerieDocument *self, FaerieField field)
{
  FaProblem *p = current_problem (self);
  if (field == FAERIE_FIELD_REMARK)
    return p->remarks && p->remarks->len ? g_ptr_array_index (p->remarks, 0) : "";
  char **slot = field_slot (p, field);
  return *slot ? *slot : "";
}

void
faerie_document_set_field (FaerieDocument *self, FaerieField field, const char *value)
{
  g_autofree char *lines = field == FAERIE_FIELD_SOLUTION ? solution_lines (value) : NULL;
  if (field == FAERIE_FIELD_SOLUTION)
    value = lines;
  if (g_strcmp0 (faerie_document_get_field (self, field), value ? value : "") == 0)
    return;
  FaProblem *p = edit_begin (self);
  /* Where the lines stood in the file no longer holds. */
  if (field == FAERIE_FIELD_SOLUTION)
    g_array_set_size (p->solution_sources, 0);
  gboolean empty = value == NULL || *value == '\0';
  if (field == FAERIE_FIELD_REMARK)
    {
      if (p->remarks && p->remarks->len)
        g_ptr_array_remove_index (p->remarks, 0);
      if (!empty)
        g_ptr_array_insert (p->remarks, 0, g_strdup (value));
    }
  else
    {
      char **slot = field_slot (p, field);
      g_free (*slot);
      *slot = empty ? NULL : g_strdup (value);
    }
  edit_done (self);
  if (field == FAERIE_FIELD_AUTHOR)
    g_signal_emit (self, signals[LIST_CHANGED], 0);
}

void
faerie_document_set_intended (FaerieDocument *self, const char *twin_label, const char *moves)
{
  g_autofree char *text = fa_intended_replace_part (current_problem (self)->solution, twin_label, moves);
  faerie_document_set_field (self, FAERIE_FIELD_SOLUTION, text);
}

gboolean
faerie_problem_same_play (const FaProblem *a, const FaProblem *b, gboolean intended)
{
  if (!a || !b)
    return a == b;
  /* b with a's words, compared whole. */
  g_autoptr (FaProblem) copy = fa_problem_copy (b);
  char **fields[] = { &copy->author, &copy->origin, &copy->title, &copy->award };
  const char *from[] = { a->author, a->origin, a->title, a->award };
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_free (*fields[i]);
      *fields[i] = g_strdup (from[i]);
    }
  g_ptr_array_set_size (copy->remarks, 0);
  for (guint i = 0; i < a->remarks->len; i++)
    g_ptr_array_add (copy->remarks, g_strdup (g_ptr_array_index (a->remarks, i)));
  if (!intended)
    {
      g_free (copy->solution);
      copy->solution = g_strdup (a->solution);
    }
  return fa_problem_equal (a, copy);
}

const char *
faerie_option_name (FaerieOption option)
{
  static const char *const names[FAERIE_N_OPTIONS] = {
    "Try", "Variation", "SetPlay", "NoThreat", "NoShortVariations", "Duplex", "HalfDuplex", "WhiteToPlay",
    "Intelligent", "Defence", "Threat", "MaxSolutions", "MaxTime",
  };
  return option < FAERIE_N_OPTIONS ? names[option] : "";
}

gboolean
faerie_option_is_number (FaerieOption option)
{
  return option >= FAERIE_OPTION_DEFENCE;
}

/* Where an option lives in FaOptions: a bool or an int (MaxTime is a
 * double, kept in whole seconds here). */
static void *
option_slot (FaOptions *o, FaerieOption option, gboolean *is_bool)
{
  *is_bool = TRUE;
  switch (option)
    {
    case FAERIE_OPTION_TRY: return &o->try_play;
    case FAERIE_OPTION_VARIATION: return &o->variation;
    case FAERIE_OPTION_SET_PLAY: return &o->set_play;
    case FAERIE_OPTION_NO_THREAT: return &o->no_threat;
    case FAERIE_OPTION_NO_SHORT_VARIATIONS: return &o->no_short_variations;
    case FAERIE_OPTION_DUPLEX: return &o->duplex;
    case FAERIE_OPTION_HALF_DUPLEX: return &o->half_duplex;
    case FAERIE_OPTION_WHITE_TO_PLAY: return &o->white_to_play;
    case FAERIE_OPTION_INTELLIGENT: return &o->intelligent;
    default: break;
    }
  *is_bool = FALSE;
  switch (option)
    {
    case FAERIE_OPTION_DEFENCE: return &o->defence;
    case FAERIE_OPTION_THREAT: return &o->threat;
    case FAERIE_OPTION_MAX_SOLUTIONS: return &o->max_solutions;
    default: return NULL;
    }
}

int
faerie_document_get_option (FaerieDocument *self, FaerieOption option)
{
  FaOptions *o = &current_problem (self)->options;
  if (option == FAERIE_OPTION_MAX_TIME)
    return (int) o->max_time;
  gboolean is_bool;
  void *slot = option_slot (o, option, &is_bool);
  return !slot ? 0 : is_bool ? *(bool *) slot : *(int *) slot;
}

void
faerie_document_set_option (FaerieDocument *self, FaerieOption option, int value)
{
  if (faerie_document_get_option (self, option) == value)
    return;
  FaOptions *o = &edit_begin (self)->options;
  gboolean is_bool;
  void *slot = option_slot (o, option, &is_bool);
  if (option == FAERIE_OPTION_MAX_TIME)
    o->max_time = value;
  else if (is_bool)
    *(bool *) slot = value != 0;
  else if (slot)
    *(int *) slot = value;
  edit_done (self);
}

gboolean
faerie_document_set_fen (FaerieDocument *self, const char *fen, GError **error)
{
  g_autoptr (GPtrArray) errors = NULL;
  g_autofree char *text = g_strdup_printf ("BeginProblem\nForsyth %s\nEndProblem\n", fen);
  g_autoptr (GPtrArray) parsed = fa_popeye_read (text, "FEN", &errors);
  if ((errors && errors->len) || !parsed || parsed->len != 1)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("not a FEN board: %s"), fen);
      return FALSE;
    }
  const FaProblem *from = g_ptr_array_index (parsed, 0);
  FaProblem *p = edit_begin (self);
  g_array_set_size (p->pieces, 0);
  for (guint i = 0; i < from->pieces->len; i++)
    {
      const FaPlacedPiece *pp = &g_array_index (from->pieces, FaPlacedPiece, i);
      fa_problem_put (p, pp->spec, pp->colour, pp->square);
    }
  edit_done (self);
  return TRUE;
}

char **
faerie_document_dup_conditions (FaerieDocument *self)
{
  FaProblem *p = current_problem (self);
  char **lines = g_new0 (char *, p->conditions->len + 1);
  for (guint i = 0; i < p->conditions->len; i++)
    lines[i] = g_strdup (g_ptr_array_index (p->conditions, i));
  return lines;
}

/* Does the condition line state the condition keyword (spec: its
 * catalogue entry, NULL for one the catalogue does not have)? */
static gboolean
states (const char *line, const char *keyword, const FaConditionSpec *spec)
{
  return spec ? fa_condition_of_line (line) == spec : fa_condition_line_is (line, keyword);
}

void
faerie_document_set_condition (FaerieDocument *self, const char *keyword, gboolean on)
{
  FaProblem *p = current_problem (self);
  /* The line states this condition, not one whose keyword begins with
   * it ("Circe RexInclusive" is not Circe). */
  const FaConditionSpec *spec = fa_condition_lookup (keyword);
  gboolean present = FALSE;
  for (guint i = 0; i < p->conditions->len; i++)
    present |= states (g_ptr_array_index (p->conditions, i), keyword, spec);
  if (present == on)
    return;
  p = edit_begin (self);
  /* Edited conditions are no longer where the file wrote them. */
  g_array_set_size (p->condition_sources, 0);
  if (on)
    g_ptr_array_add (p->conditions, g_strdup (keyword));
  else
    for (guint i = p->conditions->len; i-- > 0;)
      if (states (g_ptr_array_index (p->conditions, i), keyword, spec))
        g_ptr_array_remove_index (p->conditions, i);
  edit_done (self);
}

void
faerie_document_set_condition_words (FaerieDocument *self, const char *keyword, const char *words)
{
  FaProblem *p = current_problem (self);
  const FaConditionSpec *spec = fa_condition_lookup (keyword);
  g_autofree char *line = words && *words ? g_strdup_printf ("%s %s", keyword, words) : g_strdup (keyword);
  for (guint i = 0; i < p->conditions->len; i++)
    {
      const char *old = g_ptr_array_index (p->conditions, i);
      if (!states (old, keyword, spec))
        continue;
      if (strcmp (old, line) == 0)
        return;
      p = edit_begin (self);
      g_array_set_size (p->condition_sources, 0);
      g_free (p->conditions->pdata[i]);
      p->conditions->pdata[i] = g_steal_pointer (&line);
      edit_done (self);
      return;
    }
}

char *
faerie_document_get_twins_text (FaerieDocument *self)
{
  GString *all = g_string_new (NULL);
  fa_popeye_write_problem (all, current_problem (self));
  GString *twins = g_string_new (NULL);
  g_auto (GStrv) lines = g_strsplit (all->str, "\n", -1);
  for (int i = 0; lines[i]; i++)
    if (g_str_has_prefix (lines[i], "Twin"))
      g_string_append_printf (twins, "%s\n", lines[i]);
  g_string_free (all, TRUE);
  return g_string_free (twins, FALSE);
}

gboolean
faerie_document_set_twins_text (FaerieDocument *self, const char *text, GError **error)
{
  g_autoptr (FaProblem) base = fa_problem_copy (current_problem (self));
  g_ptr_array_set_size (base->twins, 0);
  GString *input = g_string_new ("BeginProblem\n");
  fa_popeye_write_problem (input, base);
  int offset = 1;
  for (const char *c = input->str; *c; c++)
    offset += *c == '\n';
  g_string_append_printf (input, "%s\nEndProblem\n", text);
  GPtrArray *errors = NULL;
  g_autoptr (GPtrArray) parsed = fa_popeye_read (input->str, "twins", &errors);
  g_string_free (input, TRUE);
  if (errors && errors->len)
    {
      const FaInputError *e = g_ptr_array_index (errors, 0);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("twin line %d, column %d: %s"), e->line - offset + 1,
                   e->column, e->message);
      g_ptr_array_unref (errors);
      return FALSE;
    }
  if (errors)
    g_ptr_array_unref (errors);
  if (!parsed || parsed->len != 1)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("not twin commands"));
      return FALSE;
    }
  FaProblem *with_twins = g_ptr_array_index (parsed, 0);
  FaProblem *p = edit_begin (self);
  g_ptr_array_unref (p->twins);
  p->twins = g_ptr_array_ref (with_twins->twins);
  /* Pieces the problem defines itself belong to the parsed copy, which
   * goes: the twins must point at the problem's own definitions. */
  for (guint t = 0; t < p->twins->len; t++)
    {
      FaTwin *twin = g_ptr_array_index (p->twins, t);
      for (guint c = 0; c < twin->commands->len; c++)
        {
          FaTwinCommand *cmd = &g_array_index (twin->commands, FaTwinCommand, c);
          const FaPieceSpec **specs[] = { &cmd->piece.spec, &cmd->substitute_from, &cmd->substitute_to };
          for (gsize i = 0; i < G_N_ELEMENTS (specs); i++)
            if (*specs[i] && g_ptr_array_find (with_twins->user_pieces, *specs[i], NULL))
              *specs[i] = fa_problem_lookup_piece (p, (*specs[i])->code, strlen ((*specs[i])->code));
        }
    }
  edit_done (self);
  return TRUE;
}

/* After a change to the list: index is current, and everyone hears. */
static void
list_edit_done (FaerieDocument *self, guint current)
{
  self->current = current;
  set_modified (self, TRUE);
  notify_history (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
  g_signal_emit (self, signals[LIST_CHANGED], 0);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
faerie_document_add_problem (FaerieDocument *self)
{
  g_ptr_array_add (self->problems, new_problem ());
  push_step (self, STEP_INSERTED, self->problems->len - 1, 0, NULL);
  list_edit_done (self, self->problems->len - 1);
}

void
faerie_document_duplicate_problem (FaerieDocument *self, guint index)
{
  g_return_if_fail (index < self->problems->len);
  g_ptr_array_insert (self->problems, (int) index + 1, fa_problem_copy (self->problems->pdata[index]));
  push_step (self, STEP_INSERTED, index + 1, 0, NULL);
  list_edit_done (self, index + 1);
}

gboolean
faerie_document_remove_problem (FaerieDocument *self, guint index)
{
  g_return_val_if_fail (index < self->problems->len, FALSE);
  if (self->problems->len == 1)
    return FALSE;
  push_step (self, STEP_REMOVED, index, 0, g_ptr_array_steal_index (self->problems, index));
  list_edit_done (self, MIN (index, self->problems->len - 1));
  return TRUE;
}

gboolean
faerie_document_move_problem (FaerieDocument *self, guint from, guint to)
{
  g_return_val_if_fail (from < self->problems->len, FALSE);
  if (to >= self->problems->len || to == from)
    return FALSE;
  FaProblem *moved = g_ptr_array_steal_index (self->problems, from);
  g_ptr_array_insert (self->problems, (int) to, moved);
  push_step (self, STEP_MOVED, to, from, NULL);
  list_edit_done (self, to);
  return TRUE;
}

char *
faerie_document_check_diagram (FaerieDocument *self)
{
  FaDiagramIssue issues[16];
  const FaProblem *p = current_problem (self);
  int n = MIN (fa_diagram_issues (p, issues, G_N_ELEMENTS (issues)), (int) G_N_ELEMENTS (issues));
  if (n == 0)
    return NULL;
  GString *out = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    {
      g_autofree char *line = fa_diagram_issue_describe (p, &issues[i]);
      g_string_append_printf (out, "%s%s", i ? "\n" : "", line);
    }
  return g_string_free (out, FALSE);
}
