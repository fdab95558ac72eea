#include "faerie-collection-window.h"

#include <glib/gi18n.h>

#include "faerie-collection-row.h"
#include "faerie-collection-verify.h"
#include "io/popeye-input.h"
#include "io/popeye-output.h"
#include "io/soundness-output.h"

typedef enum
{
  COLUMN_NUMBER,
  COLUMN_AUTHOR,
  COLUMN_SOURCE,
  COLUMN_STIPULATION,
  COLUMN_VERDICT,
  COLUMN_FAULTS,
  N_COLUMNS
} Column;

static const char *const column_ids[] = { "number", "author", "source", "stipulation", "verdict", "faults" };

struct _FaerieCollectionWindow
{
  GtkWindow parent_instance;

  GtkSearchEntry *search_entry;
  GtkCheckButton *only_unsound;
  GtkSpinButton *seconds_each;
  GtkButton *verify_button, *stop_button;
  GtkColumnView *column_view;
  GtkLabel *summary_label;
  GtkProgressBar *progress_bar;

  FaerieDocument *document;
  GListStore *rows;            /* of FaerieCollectionRow, in the file's order */
  GPtrArray *keys;             /* each problem's Popeye text, in the file's order */
  GtkCustomFilter *filter;
  GtkSingleSelection *selection;
  /* Verifications by a problem's Popeye text: an edit makes another
   * text, so a changed problem is no longer verified, and undoing the
   * edit finds its verdict again. */
  GHashTable *verdicts;        /* char* -> Verification* */
  gboolean refreshing;         /* the list is being remade: ignore selection */

  GtkColumnViewColumn *columns[N_COLUMNS];

  FaerieCollectionJob *job;    /* NULL when not verifying */
  FaNotation notation;         /* of the faults' lines: the main window's */
  GPtrArray *job_keys;         /* the Popeye text of each problem of the job */
  guint job_done;
  char *summary;
};

typedef struct
{
  FaSoundnessVerdict verdict;
  char *faults;  /* the faults in a line, "" when none */
  char *report;  /* the whole report, as faerie-solve --verify prints it */
} Verification;

static void
verification_free (Verification *v)
{
  g_free (v->faults);
  g_free (v->report);
  g_free (v);
}

G_DEFINE_FINAL_TYPE (FaerieCollectionWindow, faerie_collection_window, GTK_TYPE_WINDOW)

static char *
problem_key (const FaProblem *p)
{
  GString *out = g_string_new (NULL);
  fa_popeye_write_problem (out, p);
  return g_string_free (out, FALSE);
}

static int
verdict_of_key (FaerieCollectionWindow *self, const char *key)
{
  Verification *v = g_hash_table_lookup (self->verdicts, key);
  return v ? (int) v->verdict : FAERIE_VERDICT_NONE;
}

static FaerieCollectionRow *
make_row (FaerieCollectionWindow *self, guint index)
{
  const FaProblem *p = faerie_document_get_problem (self->document, index);
  g_autofree char *author = p->author ? g_strdelimit (fa_popeye_display_text (p->author), "\n", ';') : NULL;
  g_autofree char *source = p->origin ? g_strdelimit (fa_popeye_display_text (p->origin), "\n", ' ') : NULL;
  char stipulation[64] = "";
  if (p->has_stipulation)
    fa_stipulation_format (&p->stipulation, stipulation);
  Verification *v = g_hash_table_lookup (self->verdicts, g_ptr_array_index (self->keys, index));
  FaerieCollectionRow *row = faerie_collection_row_new (index, author, source, stipulation,
                                                        v ? (int) v->verdict : FAERIE_VERDICT_NONE);
  if (v)
    faerie_collection_row_set_report (row, v->faults, v->report);
  return row;
}

static guint
shown_position_of_index (FaerieCollectionWindow *self, guint index)
{
  GListModel *shown = G_LIST_MODEL (self->selection);
  guint n = g_list_model_get_n_items (shown);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (FaerieCollectionRow) row = g_list_model_get_item (shown, i);
      if (faerie_collection_row_get_index (row) == index)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

static void
update_summary (FaerieCollectionWindow *self)
{
  guint count[FA_VERDICT_ERROR + 2] = { 0 }; /* the last: not verified */
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (FaerieCollectionRow) row = g_list_model_get_item (G_LIST_MODEL (self->rows), i);
      int v = faerie_collection_row_get_verdict (row);
      count[v == FAERIE_VERDICT_NONE ? FA_VERDICT_ERROR + 1 : v]++;
    }
  GString *s = g_string_new (NULL);
  g_string_printf (s, ngettext ("%u problem", "%u problems", n), n);
  static const struct
  {
    int verdict;
    const char *format;
  } parts[] = {
    { FA_VERDICT_SOUND, N_("%u sound") },
    { FA_VERDICT_DUALS, N_("%u with duals") },
    { FA_VERDICT_UNSOUND, N_("%u unsound") },
    { FA_VERDICT_INCOMPLETE, N_("%u incomplete") },
    { FA_VERDICT_ERROR, N_("%u with errors") },
    { FA_VERDICT_ERROR + 1, N_("%u not verified") },
  };
  const char *sep = ": ";
  for (gsize i = 0; i < G_N_ELEMENTS (parts); i++)
    if (count[parts[i].verdict])
      {
        g_string_append (s, sep);
        g_string_append_printf (s, _(parts[i].format), count[parts[i].verdict]);
        sep = ", ";
      }
  g_free (self->summary);
  self->summary = g_string_free (s, FALSE);
  gtk_label_set_text (self->summary_label, self->summary);
}

static void
select_current (FaerieCollectionWindow *self)
{
  guint position = shown_position_of_index (self, faerie_document_get_current (self->document));
  self->refreshing = TRUE;
  gtk_single_selection_set_selected (self->selection, position);
  self->refreshing = FALSE;
}

/* The rows from the document, every one (after a change to the list). */
static void
rebuild_rows (FaerieCollectionWindow *self)
{
  guint n = faerie_document_get_n_problems (self->document);
  g_ptr_array_set_size (self->keys, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->keys, problem_key (faerie_document_get_problem (self->document, i)));
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (rows, make_row (self, i));
  self->refreshing = TRUE;
  g_list_store_splice (self->rows, 0, g_list_model_get_n_items (G_LIST_MODEL (self->rows)), rows->pdata, n);
  self->refreshing = FALSE;
  select_current (self);
  update_summary (self);
}

/* One row again (its problem was edited, or verified). */
static void
refresh_row (FaerieCollectionWindow *self, guint index)
{
  g_autoptr (FaerieCollectionRow) row = make_row (self, index);
  self->refreshing = TRUE;
  g_list_store_splice (self->rows, index, 1, (gpointer *) &row, 1);
  self->refreshing = FALSE;
}

static void
on_document_changed (FaerieDocument *doc, FaerieCollectionWindow *self)
{
  guint current = faerie_document_get_current (doc);
  if (self->keys->len != faerie_document_get_n_problems (doc))
    {
      rebuild_rows (self);
      return;
    }
  char *key = problem_key (faerie_document_get_current_problem (doc));
  if (g_strcmp0 (key, g_ptr_array_index (self->keys, current)) != 0)
    {
      g_free (g_ptr_array_index (self->keys, current));
      self->keys->pdata[current] = key;
      refresh_row (self, current);
      update_summary (self);
    }
  else
    g_free (key);
  select_current (self);
}

static void
on_list_changed (FaerieDocument *doc, FaerieCollectionWindow *self)
{
  rebuild_rows (self);
}

static void
on_selection_changed (GtkSingleSelection *selection, guint position, guint n, FaerieCollectionWindow *self)
{
  if (self->refreshing)
    return;
  FaerieCollectionRow *row = gtk_single_selection_get_selected_item (selection);
  if (row)
    faerie_document_set_current (self->document, faerie_collection_row_get_index (row));
}

static gboolean
filter_row (gpointer item, gpointer data)
{
  FaerieCollectionWindow *self = data;
  FaerieCollectionRow *row = item;
  if (gtk_check_button_get_active (self->only_unsound)
      && faerie_collection_row_get_verdict (row) != FA_VERDICT_UNSOUND)
    return FALSE;
  return faerie_collection_row_matches (row, gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

static void
refilter (FaerieCollectionWindow *self)
{
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  select_current (self);
}

/* ---- Columns ---- */

static const char *const verdict_classes[] = {
  [FA_VERDICT_SOUND] = "verdict-sound", [FA_VERDICT_DUALS] = "verdict-duals",
  [FA_VERDICT_UNSOUND] = "verdict-unsound", [FA_VERDICT_INCOMPLETE] = "verdict-incomplete",
  [FA_VERDICT_ERROR] = "verdict-error",
};

static void
setup_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer column)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), GPOINTER_TO_INT (column) == COLUMN_NUMBER ? 1 : 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
bind_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer column)
{
  GtkLabel *label = GTK_LABEL (gtk_list_item_get_child (item));
  FaerieCollectionRow *row = gtk_list_item_get_item (item);
  g_autofree char *number = NULL;
  const char *text = "", *tooltip = NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (verdict_classes); i++)
    gtk_widget_remove_css_class (GTK_WIDGET (label), verdict_classes[i]);
  switch ((Column) GPOINTER_TO_INT (column))
    {
    case COLUMN_NUMBER:
      text = number = g_strdup_printf ("%u", faerie_collection_row_get_index (row) + 1);
      break;
    case COLUMN_AUTHOR: text = faerie_collection_row_get_author (row); break;
    case COLUMN_SOURCE: text = faerie_collection_row_get_source (row); break;
    case COLUMN_STIPULATION: text = faerie_collection_row_get_stipulation (row); break;
    case COLUMN_VERDICT:
      {
        int v = faerie_collection_row_get_verdict (row);
        text = faerie_collection_row_get_verdict_label (row);
        if (v != FAERIE_VERDICT_NONE)
          gtk_widget_add_css_class (GTK_WIDGET (label), verdict_classes[v]);
        tooltip = faerie_collection_row_get_report (row);
        break;
      }
    case COLUMN_FAULTS:
      text = faerie_collection_row_get_faults (row);
      tooltip = faerie_collection_row_get_report (row);
      break;
    case N_COLUMNS: break;
    }
  gtk_label_set_text (label, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), tooltip ? tooltip : *text ? text : NULL);
}

static void
add_column (FaerieCollectionWindow *self, Column column, const char *title, GtkSorter *sorter, gboolean expand)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cell), GINT_TO_POINTER (column));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cell), GINT_TO_POINTER (column));
  GtkColumnViewColumn *c = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_sorter (c, sorter);
  gtk_column_view_column_set_expand (c, expand);
  gtk_column_view_column_set_resizable (c, TRUE);
  gtk_column_view_append_column (self->column_view, c);
  self->columns[column] = c; /* the view holds it */
  g_object_unref (c);
  g_object_unref (sorter);
}

static GtkSorter *
string_sorter (const char *property)
{
  return GTK_SORTER (gtk_string_sorter_new (
      gtk_property_expression_new (FAERIE_TYPE_COLLECTION_ROW, NULL, property)));
}

static GtkSorter *
number_sorter (const char *property)
{
  return GTK_SORTER (gtk_numeric_sorter_new (
      gtk_property_expression_new (FAERIE_TYPE_COLLECTION_ROW, NULL, property)));
}

static void
add_columns (FaerieCollectionWindow *self)
{
  add_column (self, COLUMN_NUMBER, _("No."), number_sorter ("number"), FALSE);
  add_column (self, COLUMN_AUTHOR, _("Author"), string_sorter ("author"), TRUE);
  add_column (self, COLUMN_SOURCE, _("Source"), string_sorter ("source"), TRUE);
  add_column (self, COLUMN_STIPULATION, _("Stipulation"), string_sorter ("stipulation"), FALSE);
  add_column (self, COLUMN_VERDICT, _("Verdict"), number_sorter ("verdict-rank"), FALSE);
  add_column (self, COLUMN_FAULTS, _("Faults"), string_sorter ("faults"), TRUE);
}

/* ---- Verifying ---- */

static void
update_actions (FaerieCollectionWindow *self)
{
  GtkWidget *w = GTK_WIDGET (self);
  gboolean verifying = self->job != NULL;
  guint n = faerie_document_get_n_problems (self->document);
  guint current = faerie_document_get_current (self->document);
  gtk_widget_action_set_enabled (w, "collection.verify-all", !verifying);
  gtk_widget_action_set_enabled (w, "collection.stop", verifying);
  gtk_widget_action_set_enabled (w, "collection.remove", n > 1);
  gtk_widget_action_set_enabled (w, "collection.move-up", current > 0);
  gtk_widget_action_set_enabled (w, "collection.move-down", current + 1 < n);
  gtk_widget_set_visible (GTK_WIDGET (self->verify_button), !verifying);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), verifying);
  gtk_widget_set_visible (GTK_WIDGET (self->progress_bar), verifying);
}

static void
update_progress (FaerieCollectionWindow *self)
{
  guint total = self->job_keys->len;
  g_autofree char *text = g_strdup_printf (_("%u of %u verified"), self->job_done, total);
  gtk_progress_bar_set_fraction (self->progress_bar, total ? (double) self->job_done / total : 1);
  gtk_progress_bar_set_text (self->progress_bar, text);
}

static void
on_verified (guint item, const FaProblem *problem, const FaSoundnessReport *report, gpointer data)
{
  FaerieCollectionWindow *self = data;
  const char *key = g_ptr_array_index (self->job_keys, item);
  Verification *v = g_new (Verification, 1);
  v->verdict = report->verdict;
  GString *text = g_string_new (NULL);
  fa_soundness_append_faults (text, report);
  v->faults = g_string_free (g_steal_pointer (&text), FALSE);
  text = g_string_new (NULL);
  fa_soundness_append_text (text, problem, report);
  v->report = g_string_free (g_steal_pointer (&text), FALSE);
  g_hash_table_replace (self->verdicts, g_strdup (key), v);
  self->job_done++;
  /* Every problem with this text (duplicates too) has the verdict now. */
  for (guint i = 0; i < self->keys->len; i++)
    if (g_str_equal (g_ptr_array_index (self->keys, i), key))
      refresh_row (self, i);
  select_current (self);
  update_summary (self);
  update_progress (self);
}

static void
on_verify_done (gboolean stopped, gpointer data)
{
  FaerieCollectionWindow *self = data;
  self->job = NULL;
  g_ptr_array_set_size (self->job_keys, 0);
  update_actions (self);
}

/* Verifies every problem without a verdict, and those that ran out of
 * time before. */
static void
verify_all (GtkWidget *widget, const char *action, GVariant *parameter)
{
  FaerieCollectionWindow *self = FAERIE_COLLECTION_WINDOW (widget);
  if (self->job)
    return;
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_problem_free);
  g_ptr_array_set_size (self->job_keys, 0);
  GHashTable *queued = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < self->keys->len; i++)
    {
      const char *key = g_ptr_array_index (self->keys, i);
      int v = verdict_of_key (self, key);
      if ((v != FAERIE_VERDICT_NONE && v != FA_VERDICT_INCOMPLETE) || g_hash_table_contains (queued, key))
        continue;
      g_hash_table_add (queued, (gpointer) key);
      g_ptr_array_add (problems, fa_problem_copy (faerie_document_get_problem (self->document, i)));
      g_ptr_array_add (self->job_keys, g_strdup (key));
    }
  g_hash_table_unref (queued);
  if (problems->len == 0)
    {
      g_ptr_array_unref (problems);
      return;
    }
  self->job_done = 0;
  self->job = faerie_collection_verify_start (problems, gtk_spin_button_get_value (self->seconds_each), 0,
                                              &self->notation, on_verified, on_verify_done, self);
  update_progress (self);
  update_actions (self);
}

static void
stop (GtkWidget *widget, const char *action, GVariant *parameter)
{
  FaerieCollectionWindow *self = FAERIE_COLLECTION_WINDOW (widget);
  if (self->job)
    faerie_collection_verify_stop (self->job);
}

/* ---- Editing the list ---- */

static void
add_problem (GtkWidget *widget, const char *action, GVariant *parameter)
{
  faerie_document_add_problem (FAERIE_COLLECTION_WINDOW (widget)->document);
}

static void
duplicate_problem (GtkWidget *widget, const char *action, GVariant *parameter)
{
  FaerieDocument *doc = FAERIE_COLLECTION_WINDOW (widget)->document;
  faerie_document_duplicate_problem (doc, faerie_document_get_current (doc));
}

static void
remove_problem (GtkWidget *widget, const char *action, GVariant *parameter)
{
  FaerieDocument *doc = FAERIE_COLLECTION_WINDOW (widget)->document;
  faerie_document_remove_problem (doc, faerie_document_get_current (doc));
}

static void
move_problem (GtkWidget *widget, const char *action, GVariant *parameter)
{
  FaerieDocument *doc = FAERIE_COLLECTION_WINDOW (widget)->document;
  guint current = faerie_document_get_current (doc);
  if (g_str_equal (action, "collection.move-up"))
    {
      if (current > 0)
        faerie_document_move_problem (doc, current, current - 1);
    }
  else
    faerie_document_move_problem (doc, current, current + 1);
}

/* ---- The class ---- */

static void
faerie_collection_window_dispose (GObject *object)
{
  FaerieCollectionWindow *self = FAERIE_COLLECTION_WINDOW (object);
  if (self->job)
    faerie_collection_verify_abandon (g_steal_pointer (&self->job));
  if (self->document)
    g_signal_handlers_disconnect_matched (self->document, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
  g_clear_object (&self->document);
  g_clear_object (&self->selection);
  gtk_widget_dispose_template (GTK_WIDGET (self), FAERIE_TYPE_COLLECTION_WINDOW);
  G_OBJECT_CLASS (faerie_collection_window_parent_class)->dispose (object);
}

static void
faerie_collection_window_finalize (GObject *object)
{
  FaerieCollectionWindow *self = FAERIE_COLLECTION_WINDOW (object);
  g_clear_object (&self->rows);
  g_ptr_array_unref (self->keys);
  g_ptr_array_unref (self->job_keys);
  g_hash_table_unref (self->verdicts);
  g_free (self->summary);
  G_OBJECT_CLASS (faerie_collection_window_parent_class)->finalize (object);
}

static void
faerie_collection_window_class_init (FaerieCollectionWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = faerie_collection_window_dispose;
  object_class->finalize = faerie_collection_window_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/faerie/Faerie/faerie-collection-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FaerieCollectionWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, FaerieCollectionWindow, only_unsound);
  gtk_widget_class_bind_template_child (widget_class, FaerieCollectionWindow, seconds_each);
  gtk_widget_class_bind_template_child (widget_class, FaerieCollectionWindow, verify_button);
  gtk_widget_class_bind_template_child (widget_class, FaerieCollectionWindow, stop_button);
  gtk_widget_class_bind_template_child (widget_class, FaerieCollectionWindow, column_view);
  gtk_widget_class_bind_template_child (widget_class, FaerieCollectionWindow, summary_label);
  gtk_widget_class_bind_template_child (widget_class, FaerieCollectionWindow, progress_bar);
  gtk_widget_class_install_action (widget_class, "collection.verify-all", NULL, verify_all);
  gtk_widget_class_install_action (widget_class, "collection.stop", NULL, stop);
  gtk_widget_class_install_action (widget_class, "collection.add", NULL, add_problem);
  gtk_widget_class_install_action (widget_class, "collection.duplicate", NULL, duplicate_problem);
  gtk_widget_class_install_action (widget_class, "collection.remove", NULL, remove_problem);
  gtk_widget_class_install_action (widget_class, "collection.move-up", NULL, move_problem);
  gtk_widget_class_install_action (widget_class, "collection.move-down", NULL, move_problem);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "collection.stop", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "collection.remove", NULL);
}

static void
faerie_collection_window_init (FaerieCollectionWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->notation = (FaNotation) { .short_form = TRUE };
  self->keys = g_ptr_array_new_with_free_func (g_free);
  self->job_keys = g_ptr_array_new_with_free_func (g_free);
  self->verdicts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) verification_free);
  self->rows = g_list_store_new (FAERIE_TYPE_COLLECTION_ROW);
  self->filter = gtk_custom_filter_new (filter_row, self, NULL);
  GtkFilterListModel *filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->rows)),
                                                            GTK_FILTER (self->filter));
  add_columns (self);
  GtkSorter *sorter = gtk_column_view_get_sorter (self->column_view);
  GtkSortListModel *sorted = gtk_sort_list_model_new (G_LIST_MODEL (filtered), g_object_ref (sorter));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (sorted));
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect (self->selection, "selection-changed", G_CALLBACK (on_selection_changed), self);
  g_signal_connect_swapped (self->search_entry, "search-changed", G_CALLBACK (refilter), self);
  g_signal_connect_swapped (self->only_unsound, "toggled", G_CALLBACK (refilter), self);
}

FaerieCollectionWindow *
faerie_collection_window_new (GtkWindow *parent, FaerieDocument *document)
{
  FaerieCollectionWindow *self = g_object_new (FAERIE_TYPE_COLLECTION_WINDOW, "transient-for", parent,
                                               "destroy-with-parent", TRUE, NULL);
  self->document = g_object_ref (document);
  g_signal_connect (document, "changed", G_CALLBACK (on_document_changed), self);
  g_signal_connect (document, "list-changed", G_CALLBACK (on_list_changed), self);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (update_actions), self);
  GFile *file = faerie_document_get_file (document);
  g_autofree char *name = file ? g_file_get_basename (file) : g_strdup (_("Unsaved problems"));
  g_autofree char *title = g_strdup_printf (_("Collection: %s"), name);
  gtk_window_set_title (GTK_WINDOW (self), title);
  rebuild_rows (self);
  update_actions (self);
  return self;
}

GListModel *
faerie_collection_window_get_shown (FaerieCollectionWindow *self)
{
  return G_LIST_MODEL (self->selection);
}

void
faerie_collection_window_set_search (FaerieCollectionWindow *self, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text);
  /* The entry tells only after a pause; the list follows at once. */
  refilter (self);
}

void
faerie_collection_window_set_only_unsound (FaerieCollectionWindow *self, gboolean only)
{
  gtk_check_button_set_active (self->only_unsound, only);
}

void
faerie_collection_window_sort_by (FaerieCollectionWindow *self, const char *column, GtkSortType order)
{
  for (gsize i = 0; i < G_N_ELEMENTS (column_ids); i++)
    if (g_str_equal (column_ids[i], column))
      gtk_column_view_sort_by_column (self->column_view, self->columns[i], order);
  select_current (self);
}

gboolean
faerie_collection_window_is_verifying (FaerieCollectionWindow *self)
{
  return self->job != NULL;
}

const char *
faerie_collection_window_get_summary (FaerieCollectionWindow *self)
{
  return self->summary;
}

void
faerie_collection_window_set_notation (FaerieCollectionWindow *self, const FaNotation *notation)
{
  self->notation = *notation;
}
