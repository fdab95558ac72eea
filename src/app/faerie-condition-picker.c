#include "faerie-condition-picker.h"

#include "faerie-piece-names.h"

#include <glib/gi18n.h>
#include <string.h>

struct _FaerieConditionPicker
{
  GtkWidget parent_instance;
  GtkWidget *box;
  GtkWidget *search;
  GtkListBox *list;
  char *filter;        /* casefolded */
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (FaerieConditionPicker, faerie_condition_picker, GTK_TYPE_WIDGET)

enum
{
  TOGGLED,
  WORDS_CHANGED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

/* The catalogue names conditions in English and in Spanish. */
static gboolean
interface_is_spanish (void)
{
  return !strcmp (faerie_first_language ((const char *[]) { "es", NULL }), "es");
}

/* The language code the catalogue's texts are asked in. */
static const char *
interface_language (void)
{
  return interface_is_spanish () ? "es" : "en";
}

const char *
faerie_condition_local_name (const FaConditionSpec *spec)
{
  return fa_condition_name_in (spec, interface_language ());
}

static const char *
family_heading (FaConditionFamily family)
{
  return interface_is_spanish () ? fa_condition_family_name_es (family) : fa_condition_family_name (family);
}

static const FaConditionSpec *
row_spec (GtkListBoxRow *row)
{
  return g_object_get_data (G_OBJECT (row), "faerie-condition");
}


/* How well the filter matches a condition: 0 a whole name or keyword, 1
 * the start of one, 2 the start of a word in one, 3 anywhere else;
 * G_MAXINT not at all. */
static int
match_rank (const char *folded_filter, const FaConditionSpec *spec)
{
  const char *fields[] = { spec->name_en, spec->name_es, spec->keyword, spec->code };
  int best = G_MAXINT;
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *folded = fields[i] ? g_utf8_casefold (fields[i], -1) : NULL;
      const char *at = folded ? strstr (folded, folded_filter) : NULL;
      if (!at)
        continue;
      int rank = strcmp (folded, folded_filter) == 0 ? 0 : at == folded ? 1 : !g_ascii_isalnum (at[-1]) ? 2 : 3;
      best = MIN (best, rank);
    }
  return best;
}

static gboolean
filtering (const FaerieConditionPicker *self)
{
  return self->filter && *self->filter;
}

static gboolean
filter_row (GtkListBoxRow *row, gpointer data)
{
  FaerieConditionPicker *self = data;
  const FaConditionSpec *spec = row_spec (row);
  if (!spec) /* being added */
    return TRUE;
  return !filtering (self) || match_rank (self->filter, spec) != G_MAXINT;
}

/* The catalogue's order (by family); while searching, the best matches
 * first ("anticirce": the Anti-Circe entries before Chameleon Circe). */
static int
sort_rows (GtkListBoxRow *a, GtkListBoxRow *b, gpointer data)
{
  FaerieConditionPicker *self = data;
  const FaConditionSpec *sa = row_spec (a), *sb = row_spec (b);
  if (!sa || !sb)
    return 0;
  if (filtering (self))
    {
      int ra = match_rank (self->filter, sa), rb = match_rank (self->filter, sb);
      if (ra != rb)
        return ra < rb ? -1 : 1;
    }
  return sa < sb ? -1 : sa > sb; /* one array: its order */
}

static void
header_func (GtkListBoxRow *row, GtkListBoxRow *before, gpointer data)
{
  const FaConditionSpec *spec = row_spec (row);
  /* The families head the whole list, not a search's ranking. */
  if (filtering (data) || (before && row_spec (before)->family == spec->family))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  GtkWidget *label = gtk_label_new (family_heading (spec->family));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_start (label, 6);
  gtk_list_box_row_set_header (row, label);
}

/* The words typed after the keyword ("MaximumTotal 6", a Chameleon
 * cycle), trimmed. */
static char *
typed_words (GtkWidget *entry)
{
  return g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
}

static void
on_check_toggled (GtkCheckButton *check, FaerieConditionPicker *self)
{
  GtkWidget *words = g_object_get_data (G_OBJECT (check), "faerie-words");
  gboolean on = gtk_check_button_get_active (check);
  /* Only a ticked condition shows its field: the list stays short enough
   * to see several at a time. */
  if (words)
    gtk_widget_set_visible (words, on);
  if (self->updating)
    return;
  const FaConditionSpec *spec = g_object_get_data (G_OBJECT (check), "faerie-condition");
  g_signal_emit (self, signals[TOGGLED], 0, spec->keyword, on);
  g_autofree char *typed = words ? typed_words (words) : NULL;
  if (on && typed && *typed)
    g_signal_emit (self, signals[WORDS_CHANGED], 0, spec->keyword, typed);
}

/* Enter, or leaving the field: the condition line takes the words. */
static void
words_done (GtkWidget *entry, FaerieConditionPicker *self)
{
  if (self->updating)
    return;
  const FaConditionSpec *spec = g_object_get_data (G_OBJECT (entry), "faerie-condition");
  g_autofree char *typed = typed_words (entry);
  g_signal_emit (self, signals[WORDS_CHANGED], 0, spec->keyword, typed);
}

static void
on_words_focus_leave (GtkEventControllerFocus *focus, FaerieConditionPicker *self)
{
  words_done (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus)), self);
}

/* A field for the words that may follow the keyword (the condition's
 * parameters), under its summary; shown while the condition is ticked. */
static GtkWidget *
make_words_entry (FaerieConditionPicker *self, const FaConditionSpec *spec)
{
  GtkWidget *entry = gtk_entry_new ();
  g_object_set_data (G_OBJECT (entry), "faerie-condition", (gpointer) spec);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Parameters: the words after the keyword"));
  gtk_widget_set_tooltip_text (entry, fa_condition_parameters_in (spec, interface_language ()));
  gtk_widget_set_visible (entry, FALSE);
  g_signal_connect (entry, "activate", G_CALLBACK (words_done), self);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (on_words_focus_leave), self);
  gtk_widget_add_controller (entry, focus);
  g_autofree char *label = g_strdup_printf (_("Parameters of %s"), faerie_condition_local_name (spec));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return entry;
}

static GtkWidget *
make_row (FaerieConditionPicker *self, const FaConditionSpec *spec)
{
  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_margin_start (grid, 6);
  gtk_widget_set_margin_end (grid, 6);
  gtk_widget_set_margin_top (grid, 3);
  gtk_widget_set_margin_bottom (grid, 3);
  GtkWidget *check = gtk_check_button_new ();
  g_object_set_data (G_OBJECT (check), "faerie-condition", (gpointer) spec);
  g_signal_connect (check, "toggled", G_CALLBACK (on_check_toggled), self);
  gtk_grid_attach (GTK_GRID (grid), check, 0, 0, 1, 2);
  /* The royal piece is an attribute of a piece in the input (White Royal
   * Qd4), solved as such, not a condition line to tick. */
  gboolean attribute = g_strcmp0 (spec->keyword, "Royal") == 0;
  gtk_widget_set_sensitive (check, !attribute);
  g_autofree char *title = g_markup_printf_escaped ("<b>%s</b>  <small>%s%s</small>", faerie_condition_local_name (spec),
                                                    spec->keyword,
                                                    attribute      ? _(" · a piece attribute, set in the input")
                                                    : spec->solved ? ""
                                                                   : _(" · not solved yet"));
  GtkWidget *name = gtk_label_new (NULL);
  gtk_label_set_markup (GTK_LABEL (name), title);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_grid_attach (GTK_GRID (grid), name, 1, 0, 1, 1);
  const char *summary_text = fa_condition_summary_in (spec, interface_language ());
  const char *parameters = fa_condition_parameters_in (spec, interface_language ());
  g_autofree char *about = parameters ? g_strdup_printf ("%s (%s)", summary_text, parameters) : g_strdup (summary_text);
  GtkWidget *summary = gtk_label_new (about);
  gtk_label_set_xalign (GTK_LABEL (summary), 0);
  gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (summary), 40);
  gtk_widget_add_css_class (summary, "dim-label");
  gtk_widget_add_css_class (summary, "caption");
  gtk_grid_attach (GTK_GRID (grid), summary, 1, 1, 1, 1);
  if (spec->parameters && spec->solved && !attribute)
    {
      GtkWidget *words = make_words_entry (self, spec);
      gtk_grid_attach (GTK_GRID (grid), words, 1, 2, 1, 1);
      g_object_set_data (G_OBJECT (check), "faerie-words", words);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  faerie_condition_local_name (spec), -1);
  GtkWidget *row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), grid);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  g_object_set_data (G_OBJECT (row), "faerie-condition", (gpointer) spec);
  g_object_set_data (G_OBJECT (row), "faerie-check", check);
  g_object_set_data (G_OBJECT (row), "faerie-words", g_object_get_data (G_OBJECT (check), "faerie-words"));
  return row;
}

static void
on_search_changed (GtkSearchEntry *entry, FaerieConditionPicker *self)
{
  faerie_condition_picker_set_filter (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
faerie_condition_picker_dispose (GObject *object)
{
  FaerieConditionPicker *self = FAERIE_CONDITION_PICKER (object);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (faerie_condition_picker_parent_class)->dispose (object);
}

static void
faerie_condition_picker_finalize (GObject *object)
{
  g_free (FAERIE_CONDITION_PICKER (object)->filter);
  G_OBJECT_CLASS (faerie_condition_picker_parent_class)->finalize (object);
}

static void
faerie_condition_picker_class_init (FaerieConditionPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = faerie_condition_picker_dispose;
  object_class->finalize = faerie_condition_picker_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "faerie-condition-picker");
  signals[TOGGLED] = g_signal_new ("toggled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);
  /* (keyword, words): the words typed after a ticked condition's keyword. */
  signals[WORDS_CHANGED] = g_signal_new ("words-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
faerie_condition_picker_init (FaerieConditionPicker *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->search = gtk_search_entry_new ();
  g_object_set (self->search, "placeholder-text", _("Search conditions: name, Spanish name, Popeye keyword"), NULL);
  g_signal_connect (self->search, "search-changed", G_CALLBACK (on_search_changed), self);
  gtk_box_append (GTK_BOX (self->box), self->search);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_list_box_set_filter_func (self->list, filter_row, self, NULL);
  gtk_list_box_set_header_func (self->list, header_func, self, NULL);
  gtk_list_box_set_sort_func (self->list, sort_rows, self, NULL);
  size_t n;
  const FaConditionSpec *all = fa_condition_catalogue (&n);
  for (size_t i = 0; i < n; i++)
    gtk_list_box_append (self->list, make_row (self, &all[i]));
  GtkWidget *scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (self->list));
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroll), 200);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (self->box), scroll);
}

GtkWidget *
faerie_condition_picker_new (void)
{
  return g_object_new (FAERIE_TYPE_CONDITION_PICKER, NULL);
}

void
faerie_condition_picker_set_active (FaerieConditionPicker *self, const char *const *keywords)
{
  self->updating = TRUE;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row; row = gtk_widget_get_next_sibling (row))
    {
      const FaConditionSpec *spec = g_object_get_data (G_OBJECT (row), "faerie-condition");
      GtkWidget *check = g_object_get_data (G_OBJECT (row), "faerie-check");
      if (!spec || !check)
        continue;
      const char *line = NULL;
      for (int i = 0; keywords && keywords[i]; i++)
        if (fa_condition_of_line (keywords[i]) == spec) /* "Circe RexInclusive" is not Circe */
          line = keywords[i];
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), line != NULL);
      /* The words the line carries after the keyword, unless being typed. */
      GtkWidget *words = g_object_get_data (G_OBJECT (row), "faerie-words");
      if (words && !gtk_widget_has_focus (words) && !gtk_widget_has_focus (gtk_widget_get_first_child (words)))
        {
          const char *tail = line ? line + strlen (spec->keyword) : "";
          while (*tail == ' ')
            tail++;
          gtk_editable_set_text (GTK_EDITABLE (words), tail);
        }
    }
  self->updating = FALSE;
}

void
faerie_condition_picker_set_filter (FaerieConditionPicker *self, const char *text)
{
  g_free (self->filter);
  self->filter = text ? g_utf8_casefold (text, -1) : NULL;
  gtk_list_box_invalidate_filter (self->list);
  gtk_list_box_invalidate_sort (self->list);
  gtk_list_box_invalidate_headers (self->list);
}

const char *
faerie_condition_picker_first_visible (FaerieConditionPicker *self)
{
  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, i);
      if (!row)
        return NULL;
      if (row_spec (row) && filter_row (row, self))
        return row_spec (row)->keyword;
    }
}

guint
faerie_condition_picker_count_visible (FaerieConditionPicker *self)
{
  guint n = 0;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && row_spec (GTK_LIST_BOX_ROW (row)) && filter_row (GTK_LIST_BOX_ROW (row), self))
      n++;
  return n;
}

static GtkCheckButton *
check_for (FaerieConditionPicker *self, const char *keyword)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row; row = gtk_widget_get_next_sibling (row))
    {
      const FaConditionSpec *spec = g_object_get_data (G_OBJECT (row), "faerie-condition");
      if (spec && !g_ascii_strcasecmp (spec->keyword, keyword))
        return g_object_get_data (G_OBJECT (row), "faerie-check");
    }
  return NULL;
}

gboolean
faerie_condition_picker_is_active (FaerieConditionPicker *self, const char *keyword)
{
  GtkCheckButton *check = check_for (self, keyword);
  return check && gtk_check_button_get_active (check);
}

void
faerie_condition_picker_toggle (FaerieConditionPicker *self, const char *keyword, gboolean on)
{
  GtkCheckButton *check = check_for (self, keyword);
  if (check)
    gtk_check_button_set_active (check, on);
}

gboolean
faerie_condition_picker_type_words (FaerieConditionPicker *self, const char *keyword, const char *words)
{
  GtkCheckButton *check = check_for (self, keyword);
  GtkWidget *entry = check ? g_object_get_data (G_OBJECT (check), "faerie-words") : NULL;
  if (!entry)
    return FALSE;
  gtk_editable_set_text (GTK_EDITABLE (entry), words);
  words_done (entry, self);
  return TRUE;
}
