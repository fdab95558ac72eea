#include "faerie-report-view.h"

#include <glib/gi18n.h>

#include "fa-diagram.h"
#include "faerie-document.h"

struct _FaerieReportView
{
  GtkWidget parent_instance;
  /* Template children */
  GtkWidget *box;
  GtkLabel *verdict_label;
  GtkLabel *summary_label;
  GtkLabel *stale_label;
  GtkLabel *note_label;
  GtkWidget *scroll;
  GtkListBox *fault_list;

  FaProblem *problem;          /* a copy of the problem verified */
  FaSoundnessReport *report;   /* owned */
  FaNotation notation;
  /* The position shown: after the first shown_ply moves of the selected
   * fault's line. */
  guint shown_ply;
};

G_DEFINE_FINAL_TYPE (FaerieReportView, faerie_report_view, GTK_TYPE_WIDGET)

enum
{
  LINE_SELECTED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static const char *const verdict_classes[] = { "sound", "duals", "unsound", "incomplete", "error" };

static const char *
verdict_text (FaSoundnessVerdict verdict)
{
  switch (verdict)
    {
    case FA_VERDICT_SOUND: return C_("verdict", "Sound");
    case FA_VERDICT_DUALS: return C_("verdict", "Sound with duals");
    case FA_VERDICT_UNSOUND: return C_("verdict", "Unsound");
    case FA_VERDICT_INCOMPLETE: return C_("verdict", "Incomplete");
    case FA_VERDICT_ERROR: break;
    }
  return C_("verdict", "Error");
}

/* The words problemists use, in the interface language. */
static const char *
fault_word (FaFaultKind kind)
{
  switch (kind)
    {
    case FA_FAULT_ERROR: return C_("fault", "error");
    case FA_FAULT_ILLEGAL_POSITION: return C_("fault", "illegal position");
    case FA_FAULT_NO_SOLUTION: return C_("fault", "no solution");
    case FA_FAULT_INTENDED_FAILS: return C_("fault", "intended solution fails");
    case FA_FAULT_COOK: return C_("fault", "cook");
    case FA_FAULT_SHORT_SOLUTION: return C_("fault", "short solution");
    case FA_FAULT_DUAL: return C_("fault", "dual");
    case FA_FAULT_MINOR_DUAL: return C_("fault", "minor dual");
    case FA_FAULT_INCOMPLETE: return C_("fault", "incomplete");
    case FA_N_FAULT_KINDS: break;
    }
  return "";
}

/* "b)" for a fault of a twin, NULL for the whole problem or no twins. */
static const char *
twin_label (FaerieReportView *self, const FaFault *fault)
{
  if (fault->twin < 0 || !self->report->solutions || (guint) fault->twin >= self->report->solutions->len)
    return NULL;
  return ((const FaSolution *) g_ptr_array_index (self->report->solutions, fault->twin))->twin_label;
}

static GtkWidget *
label_new (const char *text, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A fault's row: its word (coloured by how serious), the twin, the line;
 * below, what is wrong. */
static GtkWidget *
fault_row (FaerieReportView *self, const FaFault *fault)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  const char *twin = twin_label (self, fault);
  if (twin)
    gtk_box_append (GTK_BOX (head), label_new (twin, NULL));
  GtkWidget *word = label_new (fault_word (fault->kind), "fault-word");
  gtk_widget_add_css_class (word, fa_fault_is_fault (fault->kind)         ? "fault"
                                  : fault->kind == FA_FAULT_MINOR_DUAL ? "minor"
                                                                       : "incomplete");
  gtk_box_append (GTK_BOX (head), word);
  if (fault->line)
    {
      GtkWidget *line = label_new (fault->line, "fault-line");
      gtk_label_set_wrap (GTK_LABEL (line), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (line), PANGO_WRAP_WORD_CHAR);
      gtk_widget_set_hexpand (line, TRUE);
      gtk_box_append (GTK_BOX (head), line);
    }
  gtk_box_append (GTK_BOX (box), head);
  if (fault->detail && *fault->detail)
    {
      GtkWidget *detail = label_new (fault->detail, "caption");
      gtk_widget_add_css_class (detail, "dim-label");
      gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (detail), PANGO_WRAP_WORD_CHAR);
      gtk_box_append (GTK_BOX (box), detail);
    }
  GtkWidget *row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* Ranked lower: shown, no fault. */
  if (fault->kind == FA_FAULT_MINOR_DUAL)
    gtk_widget_add_css_class (row, "minor-dual");
  if (fault->kind == FA_FAULT_INTENDED_FAILS && fault->at.line > 0)
    {
      /* Translators: where the move of the intended solution that fails
       * stands in the Intended Solution field. */
      g_autofree char *where = g_strdup_printf (_("Written at line %d, column %d"), fault->at.line, fault->at.column);
      gtk_widget_set_tooltip_text (row, where);
    }
  return row;
}

/* "2 faults · 1 minor dual · 1.3 s, 0.45 M positions". */
static char *
summary_text (const FaSoundnessReport *report)
{
  guint faults = 0, duals = 0, minor = 0;
  for (guint i = 0; i < report->faults->len; i++)
    {
      FaFaultKind kind = ((const FaFault *) g_ptr_array_index (report->faults, i))->kind;
      faults += fa_fault_is_fault (kind) && kind != FA_FAULT_DUAL;
      duals += kind == FA_FAULT_DUAL;
      minor += kind == FA_FAULT_MINOR_DUAL;
    }
  GString *out = g_string_new (NULL);
  if (report->verdict == FA_VERDICT_INCOMPLETE)
    g_string_append (out, _("stopped before the report was complete"));
  else if (faults)
    g_string_append_printf (out, g_dngettext (NULL, "%u fault", "%u faults", faults), faults);
  else if (report->verdict == FA_VERDICT_SOUND)
    g_string_append (out, _("no fault: C+"));
  if (duals)
    {
      if (out->len)
        g_string_append (out, " · ");
      g_string_append_printf (out, g_dngettext (NULL, "%u dual", "%u duals", duals), duals);
    }
  if (minor)
    {
      if (out->len)
        g_string_append (out, " · ");
      g_string_append_printf (out, g_dngettext (NULL, "%u minor dual", "%u minor duals", minor), minor);
    }
  if (out->len)
    g_string_append (out, " · ");
  g_autofree char *positions = report->nodes >= 1000000 ? g_strdup_printf ("%.1f M", report->nodes / 1e6)
                                                         : g_strdup_printf ("%" G_GUINT64_FORMAT, report->nodes);
  /* Translators: the time and the positions of a verification's solves,
   * "0.42 s, 35817 positions", "12.30 s, 4.2 M positions". */
  g_string_append_printf (out, _("%.2f s, %s positions"), report->seconds, positions);
  return g_string_free (out, FALSE);
}

static void
show_report (FaerieReportView *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->fault_list))))
    gtk_list_box_remove (self->fault_list, child);
  for (gsize i = 0; i < G_N_ELEMENTS (verdict_classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), verdict_classes[i]);
  gtk_widget_set_visible (GTK_WIDGET (self), self->report != NULL);
  if (!self->report)
    return;
  const FaSoundnessReport *report = self->report;
  gtk_label_set_text (self->verdict_label, verdict_text (report->verdict));
  gtk_widget_add_css_class (GTK_WIDGET (self->verdict_label), verdict_classes[report->verdict]);
  g_autofree char *summary = summary_text (report);
  gtk_label_set_text (self->summary_label, summary);

  g_autofree char *note = NULL;
  if (report->intended_error)
    note = g_strdup_printf (_("The intended solution does not read: %s (line %d, column %d)."), report->intended_error,
                            report->intended_error_at.line, report->intended_error_at.column);
  else if (!report->has_intended && report->verdict != FA_VERDICT_ERROR)
    note = g_strdup (_("No intended solution given: one key, or one line in help play, is expected."));
  gtk_label_set_text (self->note_label, note ? note : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->note_label),
                               note ? _("Write the intended solution under Source, Twins, or mark it in the "
                                        "solution's menu (right click).")
                                    : NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->note_label), note != NULL);

  for (guint i = 0; i < report->faults->len; i++)
    gtk_list_box_append (self->fault_list, fault_row (self, g_ptr_array_index (report->faults, i)));
  gtk_widget_set_visible (self->scroll, report->faults->len > 0);
}

static const FaFault *
selected_fault (FaerieReportView *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->fault_list);
  if (!row || !self->report)
    return NULL;
  int index = gtk_list_box_row_get_index (row);
  return index >= 0 && (guint) index < self->report->faults->len ? g_ptr_array_index (self->report->faults, index)
                                                                  : NULL;
}

/* A fault chosen shows the position after its line. */
static void
show_line (FaerieReportView *self)
{
  const FaFault *fault = selected_fault (self);
  if (!fault)
    return;
  self->shown_ply = fault->moves ? fault->moves->len : 0;
  g_signal_emit (self, signals[LINE_SELECTED], 0,
                 (guint) gtk_list_box_row_get_index (gtk_list_box_get_selected_row (self->fault_list)));
}

static void
on_row_selected (GtkListBox *box, GtkListBoxRow *row, FaerieReportView *self)
{
  if (row)
    show_line (self);
}

/* A second click on the row shown: its line again (after Back to
 * Editing, say). */
static void
on_row_activated (GtkListBox *box, GtkListBoxRow *row, FaerieReportView *self)
{
  show_line (self);
}

/* In the list, the arrows across step through the fault's line. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                FaerieReportView *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
    return FALSE;
  if (keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right)
    return faerie_report_view_step (self, 1);
  if (keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left)
    return faerie_report_view_step (self, -1);
  return FALSE;
}

static void
hide_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  gtk_widget_set_visible (widget, FALSE);
}

static void
faerie_report_view_dispose (GObject *object)
{
  FaerieReportView *self = FAERIE_REPORT_VIEW (object);
  gtk_widget_dispose_template (GTK_WIDGET (self), FAERIE_TYPE_REPORT_VIEW);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (faerie_report_view_parent_class)->dispose (object);
}

static void
faerie_report_view_finalize (GObject *object)
{
  FaerieReportView *self = FAERIE_REPORT_VIEW (object);
  g_clear_pointer (&self->report, fa_soundness_report_free);
  g_clear_pointer (&self->problem, fa_problem_free);
  G_OBJECT_CLASS (faerie_report_view_parent_class)->finalize (object);
}

static void
faerie_report_view_class_init (FaerieReportViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = faerie_report_view_dispose;
  object_class->finalize = faerie_report_view_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "faerie-report-view");
  signals[LINE_SELECTED] = g_signal_new ("line-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_install_action (widget_class, "report.hide", NULL, hide_action);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/faerie/Faerie/faerie-report-view.ui");
  gtk_widget_class_bind_template_child (widget_class, FaerieReportView, box);
  gtk_widget_class_bind_template_child (widget_class, FaerieReportView, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieReportView, summary_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieReportView, stale_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieReportView, note_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieReportView, scroll);
  gtk_widget_class_bind_template_child (widget_class, FaerieReportView, fault_list);
  gtk_widget_class_bind_template_callback (widget_class, on_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
}

static void
faerie_report_view_init (FaerieReportView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->notation = (FaNotation) { .short_form = TRUE };
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->fault_list), keys);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
faerie_report_view_new (void)
{
  return g_object_new (FAERIE_TYPE_REPORT_VIEW, NULL);
}

void
faerie_report_view_set_report (FaerieReportView *self, const FaProblem *problem, FaSoundnessReport *report)
{
  g_return_if_fail (FAERIE_IS_REPORT_VIEW (self));
  g_return_if_fail (!report || problem);
  /* The rows go first: they show the report's text. */
  FaSoundnessReport *old = g_steal_pointer (&self->report);
  self->report = report;
  g_clear_pointer (&self->problem, fa_problem_free);
  self->problem = report ? fa_problem_copy (problem) : NULL;
  self->shown_ply = 0;
  show_report (self);
  faerie_report_view_show_stale (self, problem);
  fa_soundness_report_free (old);
}

const FaSoundnessReport *
faerie_report_view_get_report (FaerieReportView *self)
{
  return self->report;
}

const FaProblem *
faerie_report_view_get_problem (FaerieReportView *self)
{
  return self->problem;
}

void
faerie_report_view_show_stale (FaerieReportView *self, const FaProblem *current)
{
  /* Author, source and the like are no matter of soundness; the intended
   * solution is. */
  gboolean stale = self->problem && current && !faerie_problem_same_play (self->problem, current, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->stale_label), stale);
  gtk_widget_set_opacity (self->scroll, stale ? 0.5 : 1.0);
  gtk_widget_set_opacity (GTK_WIDGET (self->verdict_label), stale ? 0.5 : 1.0);
}

gboolean
faerie_report_view_is_stale (FaerieReportView *self)
{
  return gtk_widget_get_visible (GTK_WIDGET (self->stale_label));
}

gboolean
faerie_report_view_verifies (FaerieReportView *self, const FaProblem *current)
{
  return self->report && current && fa_diagram_verified (self->report)
         && faerie_problem_same_play (self->problem, current, TRUE);
}

const char *
faerie_report_view_get_verdict_text (FaerieReportView *self)
{
  return self->report ? verdict_text (self->report->verdict) : NULL;
}

guint
faerie_report_view_get_n_rows (FaerieReportView *self)
{
  return self->report ? self->report->faults->len : 0;
}

const FaFault *
faerie_report_view_get_fault (FaerieReportView *self, guint row)
{
  return row < faerie_report_view_get_n_rows (self) ? g_ptr_array_index (self->report->faults, row) : NULL;
}

char *
faerie_report_view_get_row_text (FaerieReportView *self, guint row)
{
  const FaFault *fault = faerie_report_view_get_fault (self, row);
  if (!fault)
    return NULL;
  const char *twin = twin_label (self, fault);
  return g_strdup_printf ("%s%s%s: %s (%s)", twin ? twin : "", twin ? " " : "", fault_word (fault->kind),
                          fault->line ? fault->line : "-", fault->detail ? fault->detail : "-");
}

void
faerie_report_view_select_row (FaerieReportView *self, guint row)
{
  GtkListBoxRow *list_row = gtk_list_box_get_row_at_index (self->fault_list, (int) row);
  if (list_row)
    gtk_list_box_select_row (self->fault_list, list_row);
}

void
faerie_report_view_unselect (FaerieReportView *self)
{
  gtk_list_box_unselect_all (self->fault_list);
}

void
faerie_report_view_set_notation (FaerieReportView *self, const FaNotation *notation)
{
  self->notation = *notation;
}

FaProblem *
faerie_report_view_shown_position (FaerieReportView *self, FaSquare *from, FaSquare *to, char **move_text)
{
  *from = *to = FA_NO_SQUARE;
  *move_text = NULL;
  const FaFault *fault = selected_fault (self);
  if (!fault || !self->problem)
    return NULL;
  FaProblem *position = fa_problem_twin (self->problem, (guint) MAX (fault->twin, 0), NULL);
  if (!position)
    return NULL;
  guint total = fault->moves ? fault->moves->len : 0;
  const FaMoveRecord *last = NULL;
  for (guint i = 0; i < self->shown_ply && i < total; i++)
    {
      last = &g_array_index (fault->moves, FaMoveRecord, i);
      fa_problem_play_record (position, last);
      *from = last->from;
      *to = last->to;
    }
  if (!last)
    *move_text = g_strdup_printf (_("Start (0 of %u)"), total);
  else
    {
      g_autofree char *move = fa_notation_move (&self->notation, last, position->files);
      /* Translators: the move shown on the board while stepping through a
       * line, "1...Rg8 (2 of 4)". */
      *move_text = g_strdup_printf (_("%s (%u of %u)"), move, self->shown_ply, total);
    }
  return position;
}

gboolean
faerie_report_view_step (FaerieReportView *self, int delta)
{
  const FaFault *fault = selected_fault (self);
  guint total = fault && fault->moves ? fault->moves->len : 0;
  if (!fault || (delta > 0 && self->shown_ply >= total) || (delta < 0 && self->shown_ply == 0))
    return FALSE;
  self->shown_ply = delta > 0 ? self->shown_ply + 1 : self->shown_ply - 1;
  g_signal_emit (self, signals[LINE_SELECTED], 0,
                 (guint) gtk_list_box_row_get_index (gtk_list_box_get_selected_row (self->fault_list)));
  return TRUE;
}
