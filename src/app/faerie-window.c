#include "faerie-window.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <math.h>
#include <unistd.h>

#include "faerie-autosave.h"
#include "faerie-close-prompt.h"
#include "faerie-collection-window.h"
#include "faerie-condition-picker.h"
#include "faerie-game-window.h"
#include "faerie-piece-art.h"
#include "faerie-piece-names.h"
#include "faerie-print.h"
#include "faerie-report-view.h"
#include "faerie-settings.h"
#include "faerie-solve-task.h"
#include "io/popeye-output.h"
#include "io/popeye-text.h"
#include "verify/intended.h"


struct _FaerieWindow
{
  GtkApplicationWindow parent_instance;
  /* Template children */
  GtkWidget *solve_button;
  GtkWidget *verify_button;
  GtkListBox *problem_list;
  GtkWidget *collection_window; /* weak: the collection view, while open */
  FaeriePalette *palette;
  FaerieBoard *board;
  GtkLabel *count_label;
  GtkLabel *conditions_label;
  GtkLabel *issues_label;
  /* Under the board while a line is shown: previous, the move shown, next,
   * back to editing.  Hidden by opacity, so that the board keeps its size. */
  GtkWidget *line_row;
  GtkLabel *move_label;
  GtkWidget *notice_bar;   /* above everything: recovered work */
  GtkLabel *notice_label;
  GtkEntry *stipulation_entry;
  GtkLabel *stipulation_error;
  /* Shown for a retractor stipulation only. */
  GtkWidget *retractor_label, *retractor_box, *repetition_label;
  GtkDropDown *retractor_type, *repetition_rule;
  GtkCheckButton *forward_defence_check;
  GtkEntry *author_entry, *origin_entry, *award_entry, *remark_entry;
  GtkTextView *twins_view;
  GtkLabel *twins_error;
  GtkTextView *intended_view;
  GtkLabel *intended_error;
  GMenu *recent_section;
  GtkFlowBox *options_box;
  FaerieConditionPicker *condition_picker;
  GtkWidget *option_widgets[FAERIE_N_OPTIONS];
  FaerieSolutionView *solution_view;
  FaerieReportView *report_view;
  GtkLabel *status_label;

  FaerieDocument *document;
  GSettings *settings;
  GCancellable *solving;   /* non-NULL while a solve or a verification runs */
  gboolean verifying;      /* it is a verification */
  gint64 solve_started;
  gboolean refreshing;     /* fields are being filled from the document */
  gboolean viewing_line;   /* the board shows a position of the solution */
  gboolean line_of_report; /* of a fault of the report, not of the tree */
  char *last_error;
  GPtrArray *solved;       /* the last solve's solutions, one per twin; NULL after an edit */
  double last_seconds;     /* the last solve's wall time and positions */
  guint64 last_nodes;
  guint autosave_source;
  char *autosave_id;
};

G_DEFINE_FINAL_TYPE (FaerieWindow, faerie_window, GTK_TYPE_APPLICATION_WINDOW)

static void
set_status (FaerieWindow *self, const char *text)
{
  gtk_label_set_text (self->status_label, text);
}

/* A modal message; the last one is kept for the tests (last_error). */
static void
show_message (FaerieWindow *self, GtkMessageType type, const char *primary, const char *detail)
{
  g_free (self->last_error);
  self->last_error = g_strdup_printf ("%s\n%s", primary, detail ? detail : "");
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              type, GTK_BUTTONS_CLOSE, "%s", primary);
  if (detail)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", detail);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_error (FaerieWindow *self, const char *primary, const char *detail)
{
  show_message (self, GTK_MESSAGE_ERROR, primary, detail);
}

/* ---- Showing the document ---- */

static void
update_title (FaerieWindow *self)
{
  GFile *file = faerie_document_get_file (self->document);
  g_autofree char *name = file ? g_file_get_basename (file) : g_strdup (_("Unsaved problems"));
  g_autofree char *title = g_strdup_printf ("%s%s — Faerie", faerie_document_get_modified (self->document) ? "• " : "",
                                            name);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* A button that becomes Stop while its work runs. */
static void
show_stop (GtkWidget *button, gboolean stop, const char *label, const char *idle_class)
{
  gtk_button_set_label (GTK_BUTTON (button), stop ? _("Stop") : label);
  if (idle_class)
    {
      if (stop)
        gtk_widget_remove_css_class (button, idle_class);
      else
        gtk_widget_add_css_class (button, idle_class);
    }
  if (stop)
    gtk_widget_add_css_class (button, "destructive-action");
  else
    gtk_widget_remove_css_class (button, "destructive-action");
}

static void
set_action_enabled (FaerieWindow *self, const char *name, gboolean enabled)
{
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), name)), enabled);
}

static void
update_actions (FaerieWindow *self)
{
  gboolean busy = self->solving != NULL;
  gboolean solving = busy && !self->verifying, verifying = busy && self->verifying;
  set_action_enabled (self, "undo", !busy && faerie_document_can_undo (self->document));
  set_action_enabled (self, "redo", !busy && faerie_document_can_redo (self->document));
  set_action_enabled (self, "stop", busy);
  /* Each button stops its own work; the other waits. */
  set_action_enabled (self, "solve", !verifying);
  set_action_enabled (self, "verify", !solving);
  show_stop (self->solve_button, solving, _("Solve"), "suggested-action");
  show_stop (self->verify_button, verifying, _("Verify"), NULL);
}

static void
set_entry_text (GtkEntry *entry, const char *text)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (entry)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (entry), text ? text : "");
}

/* The problem's conditions under the board, by their names in the
 * interface language (variant words as written), each with its summary
 * on hover: what applies is visible without opening the Conditions tab.
 * One line, there whether or not there are any, so that the board keeps
 * its size when a condition is ticked. */
static void
show_conditions (FaerieWindow *self, const FaProblem *p)
{
  guint n = p && p->conditions ? p->conditions->len : 0;
  if (n == 0)
    {
      gtk_label_set_text (self->conditions_label, _("No fairy condition"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->conditions_label), NULL);
      return;
    }
  GString *names = g_string_new (NULL), *tip = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      const char *line = g_ptr_array_index (p->conditions, i);
      const FaConditionSpec *spec = fa_condition_of_line (line);
      if (i)
        g_string_append (names, " · ");
      if (spec)
        {
          g_string_append (names, faerie_condition_local_name (spec));
          g_string_append (names, line + strlen (spec->keyword));
          g_string_append_printf (tip, "%s%s: %s", tip->len ? "\n" : "", faerie_condition_local_name (spec), spec->summary);
        }
      else
        g_string_append (names, line);
    }
  /* Translators: %s lists the problem's conditions, "Circe · Madrasi". */
  g_autofree char *text = g_strdup_printf (_("Conditions: %s"), names->str);
  gtk_label_set_text (self->conditions_label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->conditions_label), tip->len ? tip->str : NULL);
  g_string_free (names, TRUE);
  g_string_free (tip, TRUE);
}

static void
show_line_row (FaerieWindow *self, gboolean shown)
{
  gtk_widget_set_opacity (self->line_row, shown ? 1 : 0);
  gtk_widget_set_sensitive (self->line_row, shown);
  gtk_widget_set_can_target (self->line_row, shown);
}

static void
show_document_position (FaerieWindow *self)
{
  const FaProblem *p = faerie_document_get_current_problem (self->document);
  self->viewing_line = FALSE;
  faerie_board_set_problem (self->board, p);
  faerie_board_set_editable (self->board, TRUE);
  faerie_board_set_marked (self->board, FA_NO_SQUARE, FA_NO_SQUARE);
  show_line_row (self, FALSE);
  g_autofree char *count = fa_diagram_piece_count (p);
  gtk_label_set_text (self->count_label, count);
  g_autofree char *issues = faerie_document_check_diagram (self->document);
  /* One line, so that the board keeps its size whatever is wrong; the
   * tooltip lists everything. */
  g_auto (GStrv) lines = g_strsplit (issues ? issues : "", "\n", -1);
  guint n_lines = g_strv_length (lines);
  g_autofree char *shown = n_lines > 1 ? g_strdup_printf (g_dngettext (NULL, "%s (and %u more)", "%s (and %u more)",
                                                                       n_lines - 1),
                                                          lines[0], n_lines - 1)
                                       : g_strdup (n_lines ? lines[0] : "");
  gtk_label_set_text (self->issues_label, shown);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->issues_label), n_lines > 1 ? issues : NULL);
  show_conditions (self, p);
}

/* The retractor's controls, for a retractor stipulation only (the
 * dropdown lists the types from Proca, FA_RETRACTOR_PROCA). */
static void
show_retractor (FaerieWindow *self, const FaProblem *p)
{
  gboolean retro = p->has_stipulation && p->stipulation.retractions > 0;
  GtkWidget *widgets[] = { self->retractor_label, self->retractor_box, self->repetition_label,
                           GTK_WIDGET (self->repetition_rule) };
  for (gsize i = 0; i < G_N_ELEMENTS (widgets); i++)
    gtk_widget_set_visible (widgets[i], retro);
  if (!retro)
    return;
  const FaRetractor *r = &p->retractor;
  gtk_drop_down_set_selected (self->retractor_type, r->type == FA_RETRACTOR_NONE ? 0 : (guint) (r->type - FA_RETRACTOR_PROCA));
  gtk_check_button_set_active (self->forward_defence_check, !r->no_forward_defence);
  gtk_drop_down_set_selected (self->repetition_rule, (guint) r->repetition);
}

static void
on_retractor_changed (FaerieWindow *self)
{
  if (self->refreshing)
    return;
  FaRetractorType type = (FaRetractorType) (FA_RETRACTOR_PROCA + gtk_drop_down_get_selected (self->retractor_type));
  FaRepetitionRule repetition = (FaRepetitionRule) gtk_drop_down_get_selected (self->repetition_rule);
  faerie_document_set_retractor (self->document, type, gtk_check_button_get_active (self->forward_defence_check),
                                 repetition);
}

/* What the first twin that no longer fits the position says (a piece
 * it names moved away), NULL if every twin applies: shown beside the
 * twins as soon as the edit is made, not when solving. */
static char *
first_stale_twin (const FaProblem *p)
{
  for (guint i = 1; p->twins && i <= p->twins->len; i++)
    {
      g_autoptr (GError) error = NULL;
      FaProblem *twin = fa_problem_twin (p, i, &error);
      if (!twin)
        return g_strdup_printf (_("This twin no longer fits the position: %s"), error->message);
      fa_problem_free (twin);
    }
  return NULL;
}

/* Where the intended solution does not read, under its field, as soon as
 * it is written (Verify would say the same). */
static void
show_intended_error (FaerieWindow *self, const FaProblem *p)
{
  /* Where in the field, not in the file it came from. */
  g_autoptr (FaProblem) text_only = fa_problem_copy (p);
  g_array_set_size (text_only->solution_sources, 0);
  FaSourcePos where = { 0, 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (FaIntended) intended = fa_intended_parse (text_only, &where, &error);
  g_autofree char *text = intended ? NULL
                                   : g_strdup_printf (_("This does not read: %s (line %d, column %d)."),
                                                      error->message, where.line, where.column);
  gtk_label_set_text (self->intended_error, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->intended_error), text != NULL);
}

static void
refresh (FaerieWindow *self)
{
  const FaProblem *p = faerie_document_get_current_problem (self->document);
  self->refreshing = TRUE;
  show_document_position (self);
  char stip[64] = "";
  if (p->has_stipulation)
    fa_stipulation_format (&p->stipulation, stip);
  if (!gtk_widget_has_focus (GTK_WIDGET (self->stipulation_entry))
      || gtk_widget_get_visible (GTK_WIDGET (self->stipulation_error)) == FALSE)
    set_entry_text (self->stipulation_entry, stip);
  show_retractor (self, p);
  set_entry_text (self->author_entry, faerie_document_get_field (self->document, FAERIE_FIELD_AUTHOR));
  set_entry_text (self->origin_entry, faerie_document_get_field (self->document, FAERIE_FIELD_ORIGIN));
  set_entry_text (self->award_entry, faerie_document_get_field (self->document, FAERIE_FIELD_AWARD));
  set_entry_text (self->remark_entry, faerie_document_get_field (self->document, FAERIE_FIELD_REMARK));
  if (!gtk_widget_has_focus (GTK_WIDGET (self->twins_view)))
    {
      g_autofree char *twins = faerie_document_get_twins_text (self->document);
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->twins_view), twins, -1);
      g_autofree char *stale = first_stale_twin (p);
      gtk_label_set_text (self->twins_error, stale ? stale : "");
    }
  if (!gtk_widget_has_focus (GTK_WIDGET (self->intended_view)))
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->intended_view);
      const char *intended = faerie_document_get_field (self->document, FAERIE_FIELD_SOLUTION);
      GtkTextIter start, end;
      gtk_text_buffer_get_bounds (buffer, &start, &end);
      g_autofree char *shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
      if (g_strcmp0 (shown, intended))
        gtk_text_buffer_set_text (buffer, intended, -1);
    }
  show_intended_error (self, p);
  g_auto (GStrv) conditions = faerie_document_dup_conditions (self->document);
  faerie_condition_picker_set_active (self->condition_picker, (const char *const *) conditions);
  for (int i = 0; i < FAERIE_N_OPTIONS; i++)
    {
      int value = faerie_document_get_option (self->document, (FaerieOption) i);
      if (faerie_option_is_number ((FaerieOption) i))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->option_widgets[i]), value);
      else
        gtk_check_button_set_active (GTK_CHECK_BUTTON (self->option_widgets[i]), value != 0);
    }
  self->refreshing = FALSE;
  faerie_solution_view_show_stale (self->solution_view, p);
  faerie_report_view_show_stale (self->report_view, p);
  update_title (self);
  update_actions (self);
}

/* The list's selection follows the current problem, whoever changed it
 * (the list, the collection view, undo). */
static void
select_current_problem_row (FaerieWindow *self)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->problem_list,
                                                      (int) faerie_document_get_current (self->document));
  if (row == gtk_list_box_get_selected_row (self->problem_list))
    return;
  self->refreshing = TRUE;
  gtk_list_box_select_row (self->problem_list, row);
  self->refreshing = FALSE;
}

static void
rebuild_problem_list (FaerieWindow *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problem_list))))
    gtk_list_box_remove (self->problem_list, child);
  for (guint i = 0; i < faerie_document_get_n_problems (self->document); i++)
    {
      g_autofree char *text = faerie_document_describe_problem (self->document, i);
      GtkWidget *label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_list_box_append (self->problem_list, label);
    }
  select_current_problem_row (self);
}

static void
on_document_changed (FaerieDocument *doc, FaerieWindow *self)
{
  /* After an edit the last solutions are not the problem's (the report
   * knows its own problem: its C+ comes back with an undo). */
  g_clear_pointer (&self->solved, g_ptr_array_unref);
  select_current_problem_row (self);
  refresh (self);
}

static void
on_list_changed (FaerieDocument *doc, FaerieWindow *self)
{
  rebuild_problem_list (self);
}

static void
on_modified_changed (FaerieDocument *doc, GParamSpec *pspec, FaerieWindow *self)
{
  update_title (self);
}

/* Another problem (or file): no solution and no report of it yet.  The
 * tree first: it may show the report's solutions. */
static void
clear_results (FaerieWindow *self)
{
  faerie_solution_view_clear (self->solution_view);
  faerie_report_view_set_report (self->report_view, NULL, NULL);
}

static void
on_problem_row_selected (GtkListBox *box, GtkListBoxRow *row, FaerieWindow *self)
{
  /* The list selects its row again when shown: that changes nothing, and
   * must not clear a solution found meanwhile. */
  if (self->refreshing || !row || (guint) gtk_list_box_row_get_index (row) == faerie_document_get_current (self->document))
    return;
  faerie_document_set_current (self->document, (guint) gtk_list_box_row_get_index (row));
  clear_results (self);
}

/* ---- Edits from the board, palette and fields ---- */

/* The intended solution is taken when its field is left (or before a
 * verification): one undo step per edit of it. */
static void
commit_intended (FaerieWindow *self)
{
  if (self->refreshing || !self->document)
    return;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->intended_view);
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  g_autofree char *text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  faerie_document_set_field (self->document, FAERIE_FIELD_SOLUTION, text);
}

static void
on_intended_leave (GtkEventControllerFocus *focus, FaerieWindow *self)
{
  commit_intended (self);
}

/* "Mark as Intended" in the tree's menu: the line (under its twin's
 * label, the other twins' parts kept) or the whole solution. */
static void
on_mark_intended (FaerieSolutionView *view, const char *twin_label, const char *moves, FaerieWindow *self)
{
  faerie_document_set_intended (self->document, twin_label, moves);
  set_status (self, _("Marked as the intended solution (Source, Twins); Undo takes it back."));
}

static void
on_piece_dropped (FaerieBoard *board, const FaPieceSpec *spec, int colour, int square, FaerieWindow *self)
{
  faerie_document_put_piece (self->document, spec, (FaColour) colour, (FaSquare) square);
}

static void
on_piece_moved (FaerieBoard *board, int from, int to, FaerieWindow *self)
{
  faerie_document_move_piece (self->document, (FaSquare) from, (FaSquare) to);
}

static void
on_piece_removed (FaerieBoard *board, int square, FaerieWindow *self)
{
  faerie_document_remove_piece (self->document, (FaSquare) square);
}

static void
on_mwu_toggled (FaerieBoard *board, int square, FaerieWindow *self)
{
  const FaPlacedPiece *pp = fa_problem_piece_at (faerie_document_get_current_problem (self->document), (FaSquare) square);
  if (pp)
    faerie_document_set_mwu (self->document, (FaSquare) square, !pp->mwu);
}

static void
on_paralysing_toggled (FaerieBoard *board, int square, FaerieWindow *self)
{
  const FaPlacedPiece *pp = fa_problem_piece_at (faerie_document_get_current_problem (self->document), (FaSquare) square);
  if (pp)
    faerie_document_set_paralysing (self->document, (FaSquare) square, !pp->paralysing);
}

static void
on_hole_toggled (FaerieBoard *board, int square, FaerieWindow *self)
{
  faerie_document_toggle_hole (self->document, (FaSquare) square);
}

static void
on_palette_selected (FaeriePalette *palette, FaerieWindow *self)
{
  faerie_board_set_current_piece (self->board, faerie_palette_get_piece (palette), faerie_palette_get_colour (palette));
}

/* Validation as you type; the stipulation is taken when it is valid. */
static void
on_stipulation_changed (GtkEditable *editable, FaerieWindow *self)
{
  if (self->refreshing)
    return;
  const char *text = gtk_editable_get_text (editable);
  g_autofree char *message = NULL;
  gboolean ok = faerie_document_set_stipulation (self->document, text, &message);
  gtk_widget_set_visible (GTK_WIDGET (self->stipulation_error), !ok);
  if (!ok)
    {
      gtk_label_set_text (self->stipulation_error, message);
      gtk_widget_add_css_class (GTK_WIDGET (self->stipulation_entry), "error");
    }
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->stipulation_entry), "error");
}

static FaerieField
field_of_entry (FaerieWindow *self, GtkEntry *entry)
{
  return entry == self->author_entry   ? FAERIE_FIELD_AUTHOR
         : entry == self->origin_entry ? FAERIE_FIELD_ORIGIN
         : entry == self->award_entry  ? FAERIE_FIELD_AWARD
                                       : FAERIE_FIELD_REMARK;
}

/* Metadata is taken when the field is left or Enter pressed: one undo
 * step per field edit, not per key. */
static void
commit_field (FaerieWindow *self, GtkEntry *entry)
{
  /* (A field that loses the focus as the window closes: nothing to do.) */
  if (!self->refreshing && self->document)
    faerie_document_set_field (self->document, field_of_entry (self, entry),
                               gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
on_field_activate (GtkEntry *entry, FaerieWindow *self)
{
  commit_field (self, entry);
}

static void
on_field_leave (GtkEventControllerFocus *focus, FaerieWindow *self)
{
  commit_field (self, GTK_ENTRY (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus))));
}

static void
watch_field (FaerieWindow *self, GtkEntry *entry)
{
  g_signal_connect (entry, "activate", G_CALLBACK (on_field_activate), self);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (on_field_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (entry), focus);
}

static void
on_option_toggled (GtkCheckButton *button, FaerieWindow *self)
{
  if (!self->refreshing)
    faerie_document_set_option (self->document,
                                GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "faerie-option")),
                                gtk_check_button_get_active (button));
}

static void
on_option_value (GtkSpinButton *spin, FaerieWindow *self)
{
  if (!self->refreshing)
    faerie_document_set_option (self->document,
                                GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "faerie-option")),
                                gtk_spin_button_get_value_as_int (spin));
}

/* Popeye's options, under Popeye's names (what problemists know them
 * by), each with a line saying what it does. */
static void
build_options (FaerieWindow *self)
{
  const char *help[FAERIE_N_OPTIONS] = {
    N_("Show tries: first moves refuted by one defence only"),
    N_("Show the variations: every defence and its continuation"),
    N_("Show the set play: what follows if the other side moved first"),
    N_("Do not show threats"),
    N_("Do not show variations shorter than the stipulation"),
    N_("Solve again with the colours swapped"),
    N_("Solve only with the colours swapped"),
    N_("In help play, White moves first"),
    N_("Solve help mates by mating pictures (faster for few pieces; same result)"),
    N_("Tries refuted by at most this many defences (0: one)"),
    N_("Only keys that threaten mate in at most this many moves (0: any)"),
    N_("Stop after this many solutions (0: all)"),
    N_("Stop after this many seconds (0: no limit)"),
  };
  /* Labels in the interface language; the Popeye keyword (what English
   * shows) stays in the tooltip. */
  const char *labels[FAERIE_N_OPTIONS] = {
    NC_("Popeye option", "Try"),
    NC_("Popeye option", "Variation"),
    NC_("Popeye option", "SetPlay"),
    NC_("Popeye option", "NoThreat"),
    NC_("Popeye option", "NoShortVariations"),
    NC_("Popeye option", "Duplex"),
    NC_("Popeye option", "HalfDuplex"),
    NC_("Popeye option", "WhiteToPlay"),
    NC_("Popeye option", "Intelligent"),
    NC_("Popeye option", "Defence"),
    NC_("Popeye option", "Threat"),
    NC_("Popeye option", "MaxSolutions"),
    NC_("Popeye option", "MaxTime"),
  };
  for (int i = 0; i < FAERIE_N_OPTIONS; i++)
    {
      const char *label_text = g_dpgettext2 (NULL, "Popeye option", labels[i]);
      GtkWidget *widget;
      if (faerie_option_is_number ((FaerieOption) i))
        {
          GtkWidget *spin = gtk_spin_button_new_with_range (0, i == FAERIE_OPTION_MAX_TIME ? 86400 : 999, 1);
          gtk_editable_set_width_chars (GTK_EDITABLE (spin), 3);
          gtk_orientable_set_orientation (GTK_ORIENTABLE (spin), GTK_ORIENTATION_HORIZONTAL);
          g_signal_connect (spin, "value-changed", G_CALLBACK (on_option_value), self);
          widget = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
          GtkWidget *label = gtk_label_new (label_text);
          gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
          gtk_box_append (GTK_BOX (widget), label);
          gtk_box_append (GTK_BOX (widget), spin);
          self->option_widgets[i] = spin;
        }
      else
        {
          widget = gtk_check_button_new_with_label (label_text);
          g_signal_connect (widget, "toggled", G_CALLBACK (on_option_toggled), self);
          self->option_widgets[i] = widget;
        }
      g_object_set_data (G_OBJECT (self->option_widgets[i]), "faerie-option", GINT_TO_POINTER (i));
      /* Translators: an option's tooltip, its description and its Popeye
       * keyword: "Show tries: … (Popeye: Option Try)". */
      g_autofree char *tip = g_strdup_printf (_("%s (Popeye: Option %s)"), _(help[i]),
                                              faerie_option_name ((FaerieOption) i));
      gtk_widget_set_tooltip_text (widget, tip);
      gtk_flow_box_append (self->options_box, widget);
    }
}

static void
on_condition_toggled (FaerieConditionPicker *picker, const char *keyword, gboolean on, FaerieWindow *self)
{
  if (!self->refreshing)
    faerie_document_set_condition (self->document, keyword, on);
}

static void
on_condition_words_changed (FaerieConditionPicker *picker, const char *keyword, const char *words, FaerieWindow *self)
{
  if (!self->refreshing)
    faerie_document_set_condition_words (self->document, keyword, words);
}

/* ---- Solving ---- */

static void
on_solve_progress (const FaerieSolveProgress *p, gpointer user_data)
{
  FaerieWindow *self = user_data;
  double rate = p->seconds > 0 ? p->positions / p->seconds : 0;
  g_autofree char *text = g_strdup_printf (_("Solving… %.1f s · %.2f M positions/s · %s · %u found"), p->seconds,
                                           rate / 1e6, p->current ? p->current : "", p->solutions);
  set_status (self, text);
}

static void
on_solve_found (FaSolutionNode *node, gpointer user_data)
{
  FaerieWindow *self = user_data;
  const FaProblem *p = faerie_document_get_current_problem (self->document);
  faerie_solution_view_add_found (self->solution_view, node, p);
}

typedef struct
{
  FaerieWindow *window; /* weak: the window may close while solving */
  FaProblem *problem;
} SolveContext;

static void
on_solve_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  SolveContext *ctx = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) solutions = faerie_solve_finish (result, &error);
  FaerieWindow *self = ctx->window;
  if (self)
    {
      g_object_remove_weak_pointer (G_OBJECT (self), (gpointer *) &ctx->window);
      double seconds = (g_get_monotonic_time () - self->solve_started) / 1e6;
      g_clear_object (&self->solving);
      if (solutions)
        {
          faerie_solution_view_set_solutions (self->solution_view, ctx->problem, solutions);
          /* (Edited while solving: stale at once.) */
          faerie_solution_view_show_stale (self->solution_view, faerie_document_get_current_problem (self->document));
          if (fa_problem_equal (ctx->problem, faerie_document_get_current_problem (self->document)))
            {
              g_clear_pointer (&self->solved, g_ptr_array_unref);
              self->solved = g_ptr_array_ref (solutions);
            }
          guint found = 0;
          gboolean stopped = FALSE;
          self->last_seconds = seconds;
          self->last_nodes = 0;
          for (guint i = 0; i < solutions->len; i++)
            self->last_nodes += ((const FaSolution *) g_ptr_array_index (solutions, i))->nodes;
          GString *errors = g_string_new (NULL), *warnings = g_string_new (NULL);
          for (guint i = 0; i < solutions->len; i++)
            {
              const FaSolution *s = g_ptr_array_index (solutions, i);
              found += s->solutions;
              /* Said once, however many twins it concerns. */
              if (s->warning && !strstr (warnings->str, _(s->warning)))
                g_string_append_printf (warnings, " %s.", _(s->warning));
              stopped |= s->status == FA_SOLVE_CANCELLED || s->status == FA_SOLVE_TIMED_OUT;
              if (s->error)
                {
                  /* A twin's own failure names it already ("twin d) Remove: …"). */
                  gboolean label = s->twin_label && !strstr (s->error, s->twin_label);
                  g_string_append_printf (errors, " %s%s%s", label ? s->twin_label : "", label ? " " : "", s->error);
                }
            }
          g_autofree char *text
            = errors->len ? g_strdup_printf (_("Cannot solve:%s"), errors->str)
              : stopped   ? g_strdup_printf (_("Stopped after %.1f s: %u found so far."), seconds, found)
                          : g_strdup_printf (g_dngettext (NULL, "Solved in %.2f s: %u solution.",
                                                          "Solved in %.2f s: %u solutions.", found),
                                             seconds, found);
          g_string_free (errors, TRUE);
          g_autofree char *shown = g_strconcat (text, warnings->str, NULL);
          g_string_free (warnings, TRUE);
          set_status (self, shown);
        }
      else
        set_status (self, error ? error->message : _("Solving failed."));
      update_actions (self);
    }
  fa_problem_free (ctx->problem);
  g_free (ctx);
}

/* The solver's options from the preferences: table size and threads. */
static FaSolveOptions
solve_options (FaerieWindow *self)
{
  FaSolveOptions options = { 0 };
  options.hash_mb = self->settings ? (gsize) g_settings_get_int (self->settings, "hash-size") : 0;
  int threads = self->settings ? g_settings_get_int (self->settings, "solver-threads") : 0;
  options.threads = threads > 0 ? threads : (int) g_get_num_processors ();
  return options;
}

/* What Solve and Verify do first: a cancellable for Stop, the clock, and
 * the context the worker's answer comes back to (a weak pointer to the
 * window, a copy of the problem worked on). */
static SolveContext *
begin_work (FaerieWindow *self, gboolean verifying, const FaProblem *p, const char *status)
{
  self->verifying = verifying;
  self->solving = g_cancellable_new ();
  self->solve_started = g_get_monotonic_time ();
  SolveContext *ctx = g_new0 (SolveContext, 1);
  ctx->window = self;
  ctx->problem = fa_problem_copy (p);
  g_object_add_weak_pointer (G_OBJECT (self), (gpointer *) &ctx->window);
  set_status (self, status);
  return ctx;
}

static void
start_solving (FaerieWindow *self)
{
  const FaProblem *p = faerie_document_get_current_problem (self->document);
  faerie_solution_view_clear (self->solution_view);
  FaSolveOptions options = solve_options (self);
  SolveContext *ctx = begin_work (self, FALSE, p, _("Solving…"));
  faerie_solve_async (p, &options, self->solving, on_solve_progress, on_solve_found, self, on_solve_done, ctx);
  update_actions (self);
}

static void
stop_solving (FaerieWindow *self)
{
  if (self->solving)
    g_cancellable_cancel (self->solving);
}

/* ---- Verifying ---- */

static void
on_verify_progress (const FaerieSolveProgress *p, gpointer user_data)
{
  FaerieWindow *self = user_data;
  /* The report's time is all its solves'; each solve counts its own. */
  double seconds = (g_get_monotonic_time () - self->solve_started) / 1e6;
  double rate = p->seconds > 0 ? p->positions / p->seconds : 0;
  g_autofree char *text = g_strdup_printf (_("Verifying… %.1f s · %.2f M positions/s · %s"), seconds, rate / 1e6,
                                           p->current ? p->current : "");
  set_status (self, text);
}

static void
on_verify_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  SolveContext *ctx = user_data;
  g_autoptr (GError) error = NULL;
  FaSoundnessReport *report = faerie_verify_finish (result, &error);
  FaerieWindow *self = ctx->window;
  if (self)
    {
      g_object_remove_weak_pointer (G_OBJECT (self), (gpointer *) &ctx->window);
      double seconds = (g_get_monotonic_time () - self->solve_started) / 1e6;
      g_clear_object (&self->solving);
      self->verifying = FALSE;
      if (report)
        {
          const FaProblem *current = faerie_document_get_current_problem (self->document);
          /* The solution the report rests on, in the tree; then the
           * report, which the tree's moves point into, replaces the last. */
          GPtrArray *solutions = report->solutions;
          if (solutions)
            {
              faerie_solution_view_set_solutions (self->solution_view, ctx->problem, solutions);
              faerie_solution_view_show_stale (self->solution_view, current);
            }
          else
            faerie_solution_view_clear (self->solution_view);
          g_clear_pointer (&self->solved, g_ptr_array_unref);
          if (solutions && fa_problem_equal (ctx->problem, current))
            self->solved = g_ptr_array_ref (solutions);
          self->last_seconds = seconds;
          self->last_nodes = report->nodes;
          FaSoundnessVerdict verdict = report->verdict;
          faerie_report_view_set_report (self->report_view, ctx->problem, report);
          faerie_report_view_show_stale (self->report_view, current);
          const char *text = faerie_report_view_get_verdict_text (self->report_view);
          g_autofree char *status
            = verdict == FA_VERDICT_INCOMPLETE
                ? g_strdup_printf (_("Stopped after %.1f s: the report is incomplete."), seconds)
                /* Translators: "Verified in 2.3 s: Unsound." */
                : g_strdup_printf (_("Verified in %.1f s: %s."), seconds, text);
          set_status (self, status);
        }
      else
        set_status (self, error ? error->message : _("Verifying failed."));
      update_actions (self);
    }
  else
    fa_soundness_report_free (report);
  fa_problem_free (ctx->problem);
  g_free (ctx);
}

static void
start_verifying (FaerieWindow *self)
{
  /* What is being typed into the intended solution counts. */
  if (gtk_widget_has_focus (GTK_WIDGET (self->intended_view)))
    commit_intended (self);
  /* The report places the intended solution's moves in its field, not in
   * the file it came from. */
  g_autoptr (FaProblem) p = fa_problem_copy (faerie_document_get_current_problem (self->document));
  g_array_set_size (p->solution_sources, 0);
  FaSolveOptions options = solve_options (self);
  /* The faults' lines in the letters of the tree. */
  options.report_notation = faerie_solution_view_get_notation (self->solution_view);
  SolveContext *ctx = begin_work (self, TRUE, p, _("Verifying…"));
  faerie_verify_async (p, &options, self->solving, on_verify_progress, self, on_verify_done, ctx);
  update_actions (self);
}

/* ---- Actions ---- */

static void
solve_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  if (self->solving)
    stop_solving (self);
  else
    start_solving (self);
}

static void
verify_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  if (self->solving)
    stop_solving (self);
  else
    start_verifying (self);
}

static void
stop_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  stop_solving (data);
}

static void
flip_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  faerie_board_set_flipped (self->board, !faerie_board_get_flipped (self->board));
}

static void
step_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  int delta = g_str_equal (g_action_get_name (G_ACTION (action)), "next-move") ? 1 : -1;
  if (self->line_of_report)
    faerie_report_view_step (self->report_view, delta);
  else
    faerie_solution_view_step (self->solution_view, delta);
}

/* Rotate, Mirror or Shift the diagram: "rotate 90", "mirror 2" (an
 * FaMirror), "shift 0 -1" (files, ranks). */
static void
transform_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  const char *what = g_variant_get_string (parameter, NULL);
  FaTwinCommand command = { 0 };
  int a = 0, b = 0;
  if (sscanf (what, "rotate %d", &a) == 1)
    {
      command.kind = FA_TWIN_ROTATE;
      command.degrees = a;
    }
  else if (sscanf (what, "mirror %d", &a) == 1)
    {
      command.kind = FA_TWIN_MIRROR;
      command.mirror = (FaMirror) a;
    }
  else if (sscanf (what, "shift %d %d", &a, &b) == 2)
    {
      /* Between two squares of the board that far apart. */
      const FaProblem *p = faerie_document_get_current_problem (self->document);
      command.kind = FA_TWIN_SHIFT;
      command.from = (FaSquare) ((b < 0 ? -b : 0) * p->files + (a < 0 ? -a : 0));
      command.to = (FaSquare) (command.from + b * p->files + a);
    }
  else
    return;
  g_autoptr (GError) error = NULL;
  if (!faerie_document_transform (self->document, &command, &error))
    set_status (self, error->message);
  /* From a submenu the focus would stay in the closed menu, and the
   * window's shortcuts with it: back to the board. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_board_size_response (GtkDialog *dialog, int response, FaerieWindow *self)
{
  if (response == GTK_RESPONSE_OK)
    {
      GtkSpinButton *files = g_object_get_data (G_OBJECT (dialog), "files");
      GtkSpinButton *ranks = g_object_get_data (G_OBJECT (dialog), "ranks");
      g_autoptr (GError) error = NULL;
      int removed = faerie_document_set_board_size (self->document, gtk_spin_button_get_value_as_int (files),
                                                    gtk_spin_button_get_value_as_int (ranks), &error);
      if (removed < 0)
        set_status (self, error->message);
      else if (removed)
        {
          g_autofree char *text = g_strdup_printf (g_dngettext (NULL, "%d piece beyond the new board was removed (Undo brings it back).",
                                                                "%d pieces beyond the new board were removed (Undo brings them back).",
                                                                removed),
                                                   removed);
          set_status (self, text);
        }
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static GtkWidget *
size_spin (GtkWidget *grid, int row, const char *label, int value)
{
  GtkWidget *text = gtk_label_new_with_mnemonic (label);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  GtkWidget *spin = gtk_spin_button_new_with_range (2, 16, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_label_set_mnemonic_widget (GTK_LABEL (text), spin);
  gtk_grid_attach (GTK_GRID (grid), text, 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), spin, 1, row, 1, 1);
  return spin;
}

static void
board_size_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  const FaProblem *p = faerie_document_get_current_problem (self->document);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkWidget *dialog = gtk_dialog_new_with_buttons (_("Board Size"), GTK_WINDOW (self),
                                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT
                                                       | GTK_DIALOG_USE_HEADER_BAR,
                                                   _("_Cancel"), GTK_RESPONSE_CANCEL, _("_Apply"), GTK_RESPONSE_OK,
                                                   NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_OK);
  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_margin_start (grid, 18);
  gtk_widget_set_margin_end (grid, 18);
  gtk_widget_set_margin_top (grid, 18);
  gtk_widget_set_margin_bottom (grid, 18);
  g_object_set_data (G_OBJECT (dialog), "files", size_spin (grid, 0, _("_Files (a, b, …)"), p->files));
  g_object_set_data (G_OBJECT (dialog), "ranks", size_spin (grid, 1, _("_Ranks (1, 2, …)"), p->ranks));
  GtkWidget *note = gtk_label_new (_("a1 stays where it is; pieces beyond a smaller board are removed."));
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (note), 36);
  gtk_widget_add_css_class (note, "dim-label");
  gtk_grid_attach (GTK_GRID (grid), note, 0, 2, 2, 1);
  gtk_box_append (GTK_BOX (gtk_dialog_get_content_area (GTK_DIALOG (dialog))), grid);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (on_board_size_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
edit_holes_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  g_autoptr (GVariant) state = g_action_get_state (G_ACTION (action));
  gboolean on = !g_variant_get_boolean (state);
  g_simple_action_set_state (action, g_variant_new_boolean (on));
  faerie_board_set_hole_mode (self->board, on);
  set_status (self, on ? _("Editing holes: click a square to make it a hole, a hole to make it a square again; "
                           "the menu item again ends it.")
                       : _("Holes edited."));
}

static void
close_notice_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  gtk_widget_set_visible (self->notice_bar, FALSE);
}

void
faerie_window_show_notice (FaerieWindow *self, const char *text)
{
  gtk_label_set_text (self->notice_label, text);
  gtk_widget_set_visible (self->notice_bar, text != NULL);
}

const char *
faerie_window_get_notice (FaerieWindow *self)
{
  return gtk_widget_get_visible (self->notice_bar) ? gtk_label_get_text (self->notice_label) : NULL;
}

static void
back_to_editing_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  show_document_position (self);
}

static void
copy_solution_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  g_autofree char *text = faerie_solution_view_get_text (self->solution_view);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
}

gboolean
faerie_window_open_file (FaerieWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  /* A saved UC-73 game: in a game window of its own. */
  if (faerie_game_window_is_game_file (file))
    return faerie_game_window_open_new (gtk_window_get_application (GTK_WINDOW (self)), GTK_WINDOW (self), file)
           != NULL;
  g_autofree char *skipped = NULL;
  if (!faerie_document_load_file (self->document, file, &skipped, &error))
    {
      show_error (self, _("The file could not be opened"), error->message);
      return FALSE;
    }
  clear_results (self);
  if (skipped)
    {
      /* TRANSLATORS: %u is the number of problems that could be read. */
      g_autofree char *primary = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "Only %u problem of the collection could be read",
                       "Only %u problems of the collection could be read",
                       faerie_document_get_n_problems (self->document)),
          faerie_document_get_n_problems (self->document));
      g_autofree char *detail = g_strdup_printf (
          "%s\n\n%s", skipped,
          _("Entries with a mistake are left out. Save asks for a new name, so that the file keeps them."));
      show_message (self, GTK_MESSAGE_WARNING, primary, detail);
    }
  g_autofree char *uri = g_file_get_uri (file);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
  g_autofree char *name = g_file_get_basename (file);
  /* TRANSLATORS: %s is the name of the file opened. */
  g_autofree char *opened = g_strdup_printf (_("%s opened: press Solve (F5) to solve it."), name);
  set_status (self, opened);
  return TRUE;
}

static void
on_open_response (GtkNativeDialog *dialog, int response, FaerieWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file)
        faerie_window_open_file (self, file);
    }
  g_object_unref (dialog);
}

/* The problem files Faerie reads and writes (io/problem-files.h): the
 * format goes by the extension. */
static const struct
{
  const char *name;
  const char *patterns[3];
} problem_file_kinds[] = {
  { N_ ("Popeye problems"), { "*.inp", "*.txt" } },
  { N_ ("Olive collections"), { "*.olv" } },
  { N_ ("YACPDB entries (JSON)"), { "*.json" } },
};

static GtkFileFilter *
problem_filter (const char *name, const char *const *patterns, gsize n_patterns)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, name);
  for (gsize i = 0; i < n_patterns && patterns[i]; i++)
    gtk_file_filter_add_pattern (filter, patterns[i]);
  return filter;
}

/* "All problem files" first (for Open), then one filter per format. */
static void
add_problem_filters (GtkFileChooser *chooser, gboolean with_all)
{
  if (with_all)
    {
      GtkFileFilter *all = gtk_file_filter_new ();
      gtk_file_filter_set_name (all, _("All problem files"));
      for (gsize k = 0; k < G_N_ELEMENTS (problem_file_kinds); k++)
        for (gsize i = 0; i < G_N_ELEMENTS (problem_file_kinds[k].patterns) && problem_file_kinds[k].patterns[i]; i++)
          gtk_file_filter_add_pattern (all, problem_file_kinds[k].patterns[i]);
      gtk_file_chooser_add_filter (chooser, all);
      g_object_unref (all);
    }
  for (gsize k = 0; k < G_N_ELEMENTS (problem_file_kinds); k++)
    {
      GtkFileFilter *filter = problem_filter (_(problem_file_kinds[k].name), problem_file_kinds[k].patterns,
                                              G_N_ELEMENTS (problem_file_kinds[k].patterns));
      gtk_file_chooser_add_filter (chooser, filter);
      g_object_unref (filter);
    }
}

/* The index in problem_file_kinds of a file name's format, -1 for a
 * name without a problem file's extension. */
static int
problem_file_kind (const char *name)
{
  for (gsize k = 0; k < G_N_ELEMENTS (problem_file_kinds); k++)
    for (gsize i = 0; i < G_N_ELEMENTS (problem_file_kinds[k].patterns) && problem_file_kinds[k].patterns[i]; i++)
      if (g_str_has_suffix (name, problem_file_kinds[k].patterns[i] + 1))
        return (int) k;
  return -1;
}

/* A file Faerie opens as problems (the recent files menu). */
static gboolean
is_problem_file_name (const char *name)
{
  return problem_file_kind (name) >= 0;
}

static void
open_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Open Problems"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  add_problem_filters (GTK_FILE_CHOOSER (dialog), TRUE);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static gboolean
save_to (FaerieWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  if (!faerie_document_save_file (self->document, file, &error))
    {
      show_error (self, _("The file could not be saved"), error->message);
      return FALSE;
    }
  faerie_autosave_remove (self->autosave_id);
  set_status (self, _("Saved."));
  return TRUE;
}

/* The file chosen in a Save dialog; a name without a problem file's
 * extension gets the one of the format chosen ("loyd" with Olive
 * collections: loyd.olv), as the format goes by the extension. */
static GFile *
chosen_save_file (GtkFileChooser *chooser)
{
  GFile *file = gtk_file_chooser_get_file (chooser);
  g_autofree char *base = file ? g_file_get_basename (file) : NULL;
  if (!file || is_problem_file_name (base))
    return file;
  GtkFileFilter *filter = gtk_file_chooser_get_filter (chooser);
  const char *chosen = filter ? gtk_file_filter_get_name (filter) : NULL;
  const char *extension = ".inp";
  for (gsize k = 0; k < G_N_ELEMENTS (problem_file_kinds); k++)
    if (g_strcmp0 (chosen, _(problem_file_kinds[k].name)) == 0)
      extension = problem_file_kinds[k].patterns[0] + 1;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *named = g_strconcat (path, extension, NULL);
  g_object_unref (file);
  return g_file_new_for_path (named);
}

static void
on_save_response (GtkNativeDialog *dialog, int response, FaerieWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      g_autoptr (GFile) file = chosen_save_file (GTK_FILE_CHOOSER (dialog));
      G_GNUC_END_IGNORE_DEPRECATIONS
      if (file)
        save_to (self, file);
    }
  g_object_unref (dialog);
}

static void
save_as_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Save Problems"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (dialog);
  add_problem_filters (chooser, FALSE);
  GFile *current = faerie_document_get_file (self->document);
  g_autofree char *name = current ? g_file_get_basename (current) : g_strdup ("problems.inp");
  g_autoptr (GListModel) filters = gtk_file_chooser_get_filters (chooser);
  /* The format of the file the problems came from; the name's extension
   * decides the format saved (chosen_save_file). */
  g_autoptr (GtkFileFilter) format = g_list_model_get_item (filters, (guint) MAX (problem_file_kind (name), 0));
  gtk_file_chooser_set_filter (chooser, format);
  gtk_file_chooser_set_current_name (chooser, name);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
save_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  GFile *file = faerie_document_get_file (self->document);
  if (file)
    save_to (self, file);
  else
    save_as_action (action, parameter, data);
}

static void
on_fen_response (GtkDialog *dialog, int response, FaerieWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "faerie-entry");
      g_autoptr (GError) error = NULL;
      if (!faerie_document_set_fen (self->document, gtk_editable_get_text (entry), &error))
        show_error (self, _("Not a FEN position"), error->message);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
import_fen_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkWidget *dialog = gtk_dialog_new_with_buttons (_("Import FEN"), GTK_WINDOW (self),
                                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT
                                                     | GTK_DIALOG_USE_HEADER_BAR,
                                                   _("_Cancel"), GTK_RESPONSE_CANCEL, _("_Import"),
                                                   GTK_RESPONSE_ACCEPT, NULL);
  GtkWidget *entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "4k3/8/4K3/8/8/8/8/R7");
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_widget_set_size_request (entry, 380, -1);
  GtkWidget *area = gtk_dialog_get_content_area (GTK_DIALOG (dialog));
  gtk_widget_set_margin_start (entry, 12);
  gtk_widget_set_margin_end (entry, 12);
  gtk_widget_set_margin_top (entry, 12);
  gtk_widget_set_margin_bottom (entry, 12);
  gtk_box_append (GTK_BOX (area), entry);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  G_GNUC_END_IGNORE_DEPRECATIONS
  /* Paste-friendly: what the clipboard holds is a likely FEN. */
  g_object_set_data (G_OBJECT (dialog), "faerie-entry", entry);
  g_signal_connect (dialog, "response", G_CALLBACK (on_fen_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
apply_twins_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->twins_view);
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  g_autofree char *text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_autoptr (GError) error = NULL;
  if (faerie_document_set_twins_text (self->document, text, &error))
    gtk_label_set_text (self->twins_error, "");
  else
    gtk_label_set_text (self->twins_error, error->message);
}

static void
on_clipboard_text (GObject *clipboard, GAsyncResult *result, gpointer data)
{
  g_autoptr (FaerieWindow) self = data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, NULL);
  g_autoptr (GError) error = NULL;
  if (!text || !faerie_document_set_fen (self->document, g_strstrip (text), &error))
    set_status (self, _("The clipboard holds no FEN position."));
}

static void
paste_fen_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self)), NULL, on_clipboard_text,
                                 g_object_ref (self));
}

static void
open_recent_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  g_autoptr (GFile) file = g_file_new_for_uri (g_variant_get_string (parameter, NULL));
  faerie_window_open_file (self, file);
}

/* The main menu's recent files: Popeye files this program opened. */
static void
rebuild_recent_menu (FaerieWindow *self)
{
  g_menu_remove_all (self->recent_section);
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  int shown = 0;
  for (GList *l = items; l && shown < 8; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      if (!is_problem_file_name (uri) || !gtk_recent_info_exists (info))
        continue;
      g_autoptr (GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target_value (item, "win.open-recent", g_variant_new_string (uri));
      g_menu_append_item (self->recent_section, item);
      shown++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static void
on_recent_changed (GtkRecentManager *manager, FaerieWindow *self)
{
  rebuild_recent_menu (self);
}

static void
export_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  save_as_action (action, parameter, data);
}

/* ---- Diagrams ---- */

/* The style of the current problem's diagram; with the solution, its text
 * (the caller's to free: style->solution points at it). */
static char *
diagram_style (FaerieWindow *self, FaDiagramStyle *style, gboolean with_solution)
{
  fa_diagram_style_init (style);
  if (self->settings)
    {
      if (!g_settings_get_boolean (self->settings, "diagram-hatched"))
        {
          style->dark_squares = FA_DIAGRAM_DARK_PLAIN;
          for (int i = 0; i < 3; i++)
            style->dark_rgb[i] = 0.72;
        }
      style->coordinates = g_settings_get_boolean (self->settings, "diagram-coordinates");
    }
  style->verified = faerie_report_view_verifies (self->report_view, faerie_document_get_current_problem (self->document));
  style->notation = faerie_solution_view_get_notation (self->solution_view);
  /* The solution in the notation the tree shows. */
  if (!with_solution || !self->solved)
    return NULL;
  char *text = fa_diagram_solution_text (faerie_document_get_current_problem (self->document), self->solved,
                                         faerie_solution_view_get_notation (self->solution_view));
  style->solution = text;
  style->solutions = self->solved;
  return text;
}

static void
print_problems (FaerieWindow *self, gboolean all, gboolean with_solution)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new ();
  g_autoptr (GPtrArray) styles = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  guint first = all ? 0 : faerie_document_get_current (self->document);
  guint last = all ? faerie_document_get_n_problems (self->document) : first + 1;
  for (guint i = first; i < last; i++)
    {
      g_ptr_array_add (problems, (gpointer) faerie_document_get_problem (self->document, i));
      FaDiagramStyle *style = g_new (FaDiagramStyle, 1);
      g_ptr_array_add (texts, diagram_style (self, style, with_solution));
      style->verified = i == faerie_document_get_current (self->document) && style->verified;
      g_autofree char *number = all ? g_strdup_printf ("%u", i + 1) : NULL;
      style->number = number ? g_intern_string (number) : NULL;
      g_ptr_array_add (styles, style);
    }
  g_autoptr (GError) error = NULL;
  if (faerie_print_diagrams (GTK_WINDOW (self), problems, styles, all ? 2 : 1, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                             NULL, &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    show_error (self, _("Printing failed"), error->message);
}

static void
print_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  print_problems (data, FALSE, FALSE);
}

static void
print_with_solution_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  if (!self->solved)
    {
      set_status (self, _("Solve the problem first: then its solution prints under the diagram."));
      return;
    }
  print_problems (self, FALSE, TRUE);
}

static void
print_all_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  print_problems (data, TRUE, FALSE);
}

gboolean
faerie_window_export_diagram (FaerieWindow *self, const char *path, double dpi, gboolean with_solution,
                              GError **error)
{
  FaDiagramStyle style;
  g_autofree char *solution = diagram_style (self, &style, with_solution);
  return fa_diagram_save (faerie_document_get_current_problem (self->document), &style, path, dpi, error);
}

static void
on_export_diagram_response (GtkNativeDialog *dialog, int response, FaerieWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      const char *dpi = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "dpi");
      const char *solution = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "solution");
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      g_autoptr (GError) error = NULL;
      if (path && !faerie_window_export_diagram (self, path, dpi ? g_ascii_strtod (dpi, NULL) : 300,
                                                 g_strcmp0 (solution, "true") == 0, &error))
        show_error (self, _("The diagram could not be exported"), error->message);
      else if (path)
        set_status (self, _("Diagram exported."));
    }
  g_object_unref (dialog);
}

static void
export_diagram_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Export Diagram"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                                              _("_Cancel"));
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (dialog);
  /* Named after the problem's file (loyd.inp: loyd.pdf). */
  GFile *source = faerie_document_get_file (self->document);
  g_autofree char *base = source ? g_file_get_basename (source) : g_strdup (_("diagram"));
  char *dot = strrchr (base, '.');
  if (dot && dot != base)
    *dot = '\0';
  g_autofree char *name = g_strconcat (base, ".pdf", NULL);
  gtk_file_chooser_set_current_name (chooser, name);
  const char *filters[][2] = { { N_("PDF"), "*.pdf" }, { N_("SVG"), "*.svg" }, { N_("PNG image"), "*.png" },
                               { N_("LaTeX (chess-problem-diagrams)"), "*.tex" } };
  for (gsize i = 0; i < G_N_ELEMENTS (filters); i++)
    {
      GtkFileFilter *filter = gtk_file_filter_new ();
      gtk_file_filter_set_name (filter, _(filters[i][0]));
      gtk_file_filter_add_pattern (filter, filters[i][1]);
      gtk_file_chooser_add_filter (chooser, filter);
    }
  gtk_file_chooser_add_choice (chooser, "dpi", _("Resolution of a PNG (dpi)"),
                               (const char *[]) { "150", "300", "600", NULL },
                               (const char *[]) { "150", "300", "600", NULL });
  gtk_file_chooser_set_choice (chooser, "dpi", "300");
  gtk_file_chooser_add_choice (chooser, "solution", _("With the solution"), NULL, NULL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_diagram_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

GdkTexture *
faerie_window_diagram_texture (FaerieWindow *self, double dpi)
{
  FaDiagramStyle style;
  g_free (diagram_style (self, &style, FALSE));
  const FaProblem *p = faerie_document_get_current_problem (self->document);
  double width, height, scale = dpi / 72.0;
  fa_diagram_get_size (p, &style, &width, &height);
  int w = (int) ceil (width * scale), h = (int) ceil (height * scale);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  fa_diagram_render (cr, p, &style);
  cairo_destroy (cr);
  GdkTexture *texture = faerie_texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}

static void
copy_diagram_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  FaerieWindow *self = data;
  g_autoptr (GdkTexture) texture = faerie_window_diagram_texture (self, 200);
  gdk_clipboard_set_texture (gtk_widget_get_clipboard (GTK_WIDGET (self)), texture);
  set_status (self, _("Diagram copied."));
}

/* ---- Autosave and closing ---- */

char *
faerie_window_autosave_path (FaerieWindow *self)
{
  return faerie_autosave_path (self->autosave_id);
}

void
faerie_window_autosave (FaerieWindow *self)
{
  if (!faerie_document_get_modified (self->document))
    return;
  g_autofree char *text = faerie_document_to_text (self->document);
  faerie_autosave_write (self->autosave_id, text, faerie_document_get_file (self->document));
}

static gboolean
autosave_tick (gpointer data)
{
  faerie_window_autosave (data);
  return G_SOURCE_CONTINUE;
}

static void
on_close_answer (GtkWindow *window, FaerieCloseAnswer answer)
{
  FaerieWindow *self = FAERIE_WINDOW (window);
  if (answer == FAERIE_CLOSE_DISCARD)
    {
      /* Discarded on purpose: no recovery offered later. */
      faerie_autosave_remove (self->autosave_id);
      gtk_window_destroy (window);
    }
  else if (answer == FAERIE_CLOSE_SAVE)
    {
      if (faerie_document_get_file (self->document))
        {
          if (save_to (self, faerie_document_get_file (self->document)))
            gtk_window_destroy (window);
        }
      else
        save_as_action (NULL, NULL, self);
    }
}

static gboolean
faerie_window_close_request (GtkWindow *window)
{
  FaerieWindow *self = FAERIE_WINDOW (window);
  stop_solving (self);
  if (self->settings)
    {
      /* The next window opens at this size. */
      int width, height;
      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
    }
  if (!faerie_document_get_modified (self->document))
    return GTK_WINDOW_CLASS (faerie_window_parent_class)->close_request (window);
  faerie_window_autosave (self);
  faerie_close_prompt_ask (window, _("The problems have changes that are not saved."), on_close_answer);
  return TRUE;
}

/* ---- Solution browsing ---- */

/* A position of a line on the board, read-only, with the move that led
 * there under it (takes position). */
static void
show_line_position (FaerieWindow *self, FaProblem *position, FaSquare from, FaSquare to, const char *move)
{
  gtk_label_set_text (self->move_label, move ? move : "");
  self->viewing_line = TRUE;
  faerie_board_set_problem (self->board, position);
  faerie_board_set_editable (self->board, FALSE);
  faerie_board_set_marked (self->board, from, to);
  show_line_row (self, TRUE);
  fa_problem_free (position);
}

static void
on_line_selected (FaerieSolutionView *view, guint row, FaerieWindow *self)
{
  FaSquare from, to;
  g_autofree char *move = NULL;
  FaProblem *position = faerie_solution_view_shown_position (view, &from, &to, &move);
  if (!position)
    return;
  /* One line at a time: the tree's, not a fault's. */
  self->line_of_report = FALSE;
  faerie_report_view_unselect (self->report_view);
  show_line_position (self, position, from, to, move);
}

/* A fault chosen in the report: its line on the board, stepped through
 * by the same arrows. */
static void
on_fault_selected (FaerieReportView *view, guint row, FaerieWindow *self)
{
  FaSquare from, to;
  g_autofree char *move = NULL;
  FaProblem *position = faerie_report_view_shown_position (view, &from, &to, &move);
  if (!position)
    return;
  if (!self->line_of_report)
    {
      self->line_of_report = TRUE;
      faerie_solution_view_select_row (self->solution_view, GTK_INVALID_LIST_POSITION);
    }
  show_line_position (self, position, from, to, move);
}

/* ---- Files dropped on the window ---- */

static gboolean
on_file_drop (GtkDropTarget *target, const GValue *value, double x, double y, FaerieWindow *self)
{
  GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));
  gboolean opened = files && faerie_window_open_file (self, files->data);
  g_slist_free (files);
  return opened;
}

/* ---- Object ---- */

static void
collection_action (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  faerie_window_show_collection (data);
}

static const GActionEntry window_actions[] = {
  { .name = "open", .activate = open_action },
  { .name = "save", .activate = save_action },
  { .name = "save-as", .activate = save_as_action },
  { .name = "import-fen", .activate = import_fen_action },
  { .name = "export", .activate = export_action },
  { .name = "apply-twins", .activate = apply_twins_action },
  { .name = "print", .activate = print_action },
  { .name = "print-all", .activate = print_all_action },
  { .name = "print-with-solution", .activate = print_with_solution_action },
  { .name = "export-diagram", .activate = export_diagram_action },
  { .name = "copy-diagram", .activate = copy_diagram_action },
  { .name = "paste-fen", .activate = paste_fen_action },
  { .name = "open-recent", .activate = open_recent_action, .parameter_type = "s" },
  { .name = "solve", .activate = solve_action },
  { .name = "verify", .activate = verify_action },
  { .name = "stop", .activate = stop_action },
  { .name = "flip", .activate = flip_action },
  { .name = "back-to-editing", .activate = back_to_editing_action },
  { .name = "next-move", .activate = step_action },
  { .name = "transform", .activate = transform_action, .parameter_type = "s" },
  { .name = "board-size", .activate = board_size_action },
  { .name = "close-notice", .activate = close_notice_action },
  { .name = "edit-holes", .activate = edit_holes_action, .state = "false" },
  { .name = "previous-move", .activate = step_action },
  { .name = "copy-solution", .activate = copy_solution_action },
  { .name = "collection", .activate = collection_action },
};

/* Actions that only call the document or the tree: one function each,
 * called with its object first (the action's arguments follow and are
 * not read). */
static void
add_forwarding_actions (FaerieWindow *self)
{
  static const struct
  {
    const char *name;
    gboolean on_tree;
    GCallback call;
  } actions[] = {
    { "undo", FALSE, G_CALLBACK (faerie_document_undo) },
    { "redo", FALSE, G_CALLBACK (faerie_document_redo) },
    { "clear-board", FALSE, G_CALLBACK (faerie_document_clear_board) },
    { "game-array", FALSE, G_CALLBACK (faerie_document_set_game_array) },
    { "add-problem", FALSE, G_CALLBACK (faerie_document_add_problem) },
    { "expand-all", TRUE, G_CALLBACK (faerie_solution_view_expand_all) },
    { "collapse-all", TRUE, G_CALLBACK (faerie_solution_view_collapse_all) },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autoptr (GSimpleAction) action = g_simple_action_new (actions[i].name, NULL);
      g_signal_connect_swapped (action, "activate", actions[i].call,
                                actions[i].on_tree ? (gpointer) self->solution_view : (gpointer) self->document);
      g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));
    }
}

static void
faerie_window_dispose (GObject *object)
{
  FaerieWindow *self = FAERIE_WINDOW (object);
  stop_solving (self);
  g_clear_object (&self->solving);
  if (self->collection_window)
    gtk_window_destroy (GTK_WINDOW (self->collection_window));
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->document)
    g_signal_handlers_disconnect_matched (self->document, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
  g_clear_object (&self->document);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), FAERIE_TYPE_WINDOW);
  G_OBJECT_CLASS (faerie_window_parent_class)->dispose (object);
}

static void
faerie_window_finalize (GObject *object)
{
  FaerieWindow *self = FAERIE_WINDOW (object);
  g_free (self->last_error);
  g_free (self->autosave_id);
  g_clear_pointer (&self->solved, g_ptr_array_unref);
  G_OBJECT_CLASS (faerie_window_parent_class)->finalize (object);
}

static void
faerie_window_class_init (FaerieWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = faerie_window_dispose;
  object_class->finalize = faerie_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = faerie_window_close_request;
  g_type_ensure (FAERIE_TYPE_BOARD);
  g_type_ensure (FAERIE_TYPE_PALETTE);
  g_type_ensure (FAERIE_TYPE_SOLUTION_VIEW);
  g_type_ensure (FAERIE_TYPE_REPORT_VIEW);
  g_type_ensure (FAERIE_TYPE_CONDITION_PICKER);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/faerie/Faerie/faerie-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, solve_button);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, verify_button);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, problem_list);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, board);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, count_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, conditions_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, issues_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, stipulation_entry);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, stipulation_error);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, retractor_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, retractor_box);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, retractor_type);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, forward_defence_check);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, repetition_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, repetition_rule);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, author_entry);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, origin_entry);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, award_entry);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, remark_entry);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, twins_view);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, twins_error);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, intended_view);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, intended_error);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, recent_section);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, options_box);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, condition_picker);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, solution_view);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, report_view);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, line_row);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, notice_bar);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, notice_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieWindow, move_label);
}

static void
apply_settings (FaerieWindow *self)
{
  if (!self->settings)
    return;
  g_autofree char *letters = g_settings_get_string (self->settings, "piece-letters");
  faerie_piece_letters_set_language (letters);
  faerie_palette_refresh_letters (self->palette);
  g_autofree char *light = g_settings_get_string (self->settings, "light-square-colour");
  g_autofree char *dark = g_settings_get_string (self->settings, "dark-square-colour");
  faerie_board_set_square_colours (self->board, light, dark);
  faerie_board_set_show_coordinates (self->board, g_settings_get_boolean (self->settings, "show-coordinates"));
  g_autofree char *notation = g_settings_get_string (self->settings, "notation");
  faerie_solution_view_set_notation (self->solution_view, !g_str_equal (notation, "long"),
                                     g_settings_get_boolean (self->settings, "figurines"));
  faerie_report_view_set_notation (self->report_view, faerie_solution_view_get_notation (self->solution_view));
  if (self->collection_window)
    faerie_collection_window_set_notation (FAERIE_COLLECTION_WINDOW (self->collection_window),
                                           faerie_solution_view_get_notation (self->solution_view));
}

static void
on_settings_changed (GSettings *settings, const char *key, FaerieWindow *self)
{
  apply_settings (self);
}

static void
faerie_window_init (FaerieWindow *self)
{
  static guint windows;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->autosave_id = g_strdup_printf ("window-%d-%u", (int) getpid (), ++windows);
  self->settings = faerie_settings_new ();
  if (self->settings)
    g_signal_connect (self->settings, "changed", G_CALLBACK (on_settings_changed), self);
  apply_settings (self);
  /* The size kept from last time, but never larger than the screen. */
  /* Wide enough by default for a board of about 500 points between the
   * palette and the side panel (issue 12: 1100 left it 390). */
  int width = self->settings ? g_settings_get_int (self->settings, "window-width") : 1240;
  int height = self->settings ? g_settings_get_int (self->settings, "window-height") : 760;
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr (GdkMonitor) monitor = g_list_model_get_n_items (monitors) ? g_list_model_get_item (monitors, 0) : NULL;
  if (monitor)
    {
      GdkRectangle area;
      gdk_monitor_get_geometry (monitor, &area);
      width = MIN (width, area.width);
      height = MIN (height, area.height);
    }
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (self->settings && g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_action_map_add_action_entries (G_ACTION_MAP (self), window_actions, G_N_ELEMENTS (window_actions), self);
  /* The solution's notation, kept with the preferences. */
  for (const char *const *key = (const char *const[]) { "notation", "figurines", NULL }; self->settings && *key; key++)
    {
      g_autoptr (GAction) action = g_settings_create_action (self->settings, *key);
      g_action_map_add_action (G_ACTION_MAP (self), action);
    }
  build_options (self);
  self->document = faerie_document_new ();
  add_forwarding_actions (self);
  g_signal_connect (self->document, "changed", G_CALLBACK (on_document_changed), self);
  g_signal_connect (self->document, "list-changed", G_CALLBACK (on_list_changed), self);
  g_signal_connect (self->document, "notify::modified", G_CALLBACK (on_modified_changed), self);
  g_signal_connect (self->document, "notify::file", G_CALLBACK (on_modified_changed), self);

  g_signal_connect (self->board, "piece-dropped", G_CALLBACK (on_piece_dropped), self);
  g_signal_connect (self->board, "piece-moved", G_CALLBACK (on_piece_moved), self);
  g_signal_connect (self->board, "piece-removed", G_CALLBACK (on_piece_removed), self);
  g_signal_connect (self->board, "mwu-toggled", G_CALLBACK (on_mwu_toggled), self);
  g_signal_connect (self->board, "paralysing-toggled", G_CALLBACK (on_paralysing_toggled), self);
  g_signal_connect (self->board, "hole-toggled", G_CALLBACK (on_hole_toggled), self);
  g_signal_connect (self->palette, "piece-selected", G_CALLBACK (on_palette_selected), self);
  on_palette_selected (self->palette, self);
  g_signal_connect (self->problem_list, "row-selected", G_CALLBACK (on_problem_row_selected), self);
  g_signal_connect (self->stipulation_entry, "changed", G_CALLBACK (on_stipulation_changed), self);
  g_signal_connect_swapped (self->retractor_type, "notify::selected", G_CALLBACK (on_retractor_changed), self);
  g_signal_connect_swapped (self->repetition_rule, "notify::selected", G_CALLBACK (on_retractor_changed), self);
  g_signal_connect_swapped (self->forward_defence_check, "toggled", G_CALLBACK (on_retractor_changed), self);
  watch_field (self, self->author_entry);
  watch_field (self, self->origin_entry);
  watch_field (self, self->award_entry);
  watch_field (self, self->remark_entry);
  g_signal_connect (self->solution_view, "line-selected", G_CALLBACK (on_line_selected), self);
  g_signal_connect (self->solution_view, "mark-intended", G_CALLBACK (on_mark_intended), self);
  g_signal_connect (self->report_view, "line-selected", G_CALLBACK (on_fault_selected), self);
  GtkEventController *intended_focus = gtk_event_controller_focus_new ();
  g_signal_connect (intended_focus, "leave", G_CALLBACK (on_intended_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self->intended_view), intended_focus);
  g_signal_connect (self->condition_picker, "toggled", G_CALLBACK (on_condition_toggled), self);
  g_signal_connect (self->condition_picker, "words-changed", G_CALLBACK (on_condition_words_changed), self);

  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (on_file_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  self->autosave_source = g_timeout_add_seconds (FAERIE_AUTOSAVE_SECONDS, autosave_tick, self);
  g_signal_connect_object (gtk_recent_manager_get_default (), "changed", G_CALLBACK (on_recent_changed), self, 0);
  rebuild_recent_menu (self);
  rebuild_problem_list (self);
  refresh (self);
}

FaerieWindow *
faerie_window_new (GtkApplication *app)
{
  return g_object_new (FAERIE_TYPE_WINDOW, "application", app, NULL);
}

FaerieDocument *
faerie_window_get_document (FaerieWindow *self)
{
  return self->document;
}

FaerieBoard *
faerie_window_get_board (FaerieWindow *self)
{
  return self->board;
}

FaeriePalette *
faerie_window_get_palette (FaerieWindow *self)
{
  return self->palette;
}

FaerieSolutionView *
faerie_window_get_solution_view (FaerieWindow *self)
{
  return self->solution_view;
}

FaerieConditionPicker *
faerie_window_get_condition_picker (FaerieWindow *self)
{
  return self->condition_picker;
}

GtkEditable *
faerie_window_get_stipulation_entry (FaerieWindow *self)
{
  return GTK_EDITABLE (self->stipulation_entry);
}

GtkWindow *
faerie_window_show_collection (FaerieWindow *self)
{
  if (!self->collection_window)
    {
      self->collection_window = GTK_WIDGET (faerie_collection_window_new (GTK_WINDOW (self), self->document));
      g_object_add_weak_pointer (G_OBJECT (self->collection_window), (gpointer *) &self->collection_window);
      faerie_collection_window_set_notation (FAERIE_COLLECTION_WINDOW (self->collection_window),
                                             faerie_solution_view_get_notation (self->solution_view));
    }
  gtk_window_present (GTK_WINDOW (self->collection_window));
  return GTK_WINDOW (self->collection_window);
}

gboolean
faerie_window_is_solving (FaerieWindow *self)
{
  return self->solving != NULL;
}

gboolean
faerie_window_is_verifying (FaerieWindow *self)
{
  return self->solving != NULL && self->verifying;
}

FaerieReportView *
faerie_window_get_report_view (FaerieWindow *self)
{
  return self->report_view;
}

gboolean
faerie_window_get_verified (FaerieWindow *self)
{
  return faerie_report_view_verifies (self->report_view, faerie_document_get_current_problem (self->document));
}

void
faerie_window_get_last_solve (FaerieWindow *self, double *seconds, guint64 *nodes)
{
  *seconds = self->last_seconds;
  *nodes = self->last_nodes;
}

const char *
faerie_window_get_status (FaerieWindow *self)
{
  return gtk_label_get_text (self->status_label);
}

const char *
faerie_window_get_last_error (FaerieWindow *self)
{
  return self->last_error;
}
