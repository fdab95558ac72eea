#include "faerie-solution-view.h"

#include <glib/gi18n.h>

#include "io/popeye-text.h"

/* ---- One row of the tree ---- */

#define FAERIE_TYPE_SOLUTION_ITEM (faerie_solution_item_get_type ())
G_DECLARE_FINAL_TYPE (FaerieSolutionItem, faerie_solution_item, FAERIE, SOLUTION_ITEM, GObject)

struct _FaerieSolutionItem
{
  GObject parent_instance;
  char *label;
  const FaSolutionNode *node; /* NULL for a twin row */
  const FaSolution *solution;
  guint twin;                 /* index of the solution (twin) */
  FaerieSolutionItem *parent; /* strong: the line up to here */
  gboolean is_move;
};

G_DEFINE_FINAL_TYPE (FaerieSolutionItem, faerie_solution_item, G_TYPE_OBJECT)

static void
faerie_solution_item_finalize (GObject *object)
{
  FaerieSolutionItem *self = FAERIE_SOLUTION_ITEM (object);
  g_free (self->label);
  g_clear_object (&self->parent);
  G_OBJECT_CLASS (faerie_solution_item_parent_class)->finalize (object);
}

static void
faerie_solution_item_class_init (FaerieSolutionItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = faerie_solution_item_finalize;
}

static void
faerie_solution_item_init (FaerieSolutionItem *self)
{
}

static FaerieSolutionItem *
item_new (const FaSolution *solution, guint twin, const FaSolutionNode *node, FaerieSolutionItem *parent,
          char *label)
{
  FaerieSolutionItem *item = g_object_new (FAERIE_TYPE_SOLUTION_ITEM, NULL);
  item->solution = solution;
  item->twin = twin;
  item->node = node;
  item->parent = parent ? g_object_ref (parent) : NULL;
  item->is_move = node && node->role != FA_NODE_PHASE && node->role != FA_NODE_ROOT;
  if (!label && node && node->role == FA_NODE_PHASE)
    label = g_strdup (node->phase == FA_PHASE_SET_PLAY ? _("set play")
                      : node->phase == FA_PHASE_DUPLEX ? _("duplex")
                                                        : _("solution"));
  item->label = label ? label : fa_solution_node_label (solution, node);
  return item;
}

/* ---- The view ---- */

struct _FaerieSolutionView
{
  GtkWidget parent_instance;
  GtkWidget *box;        /* the banner above the tree */
  GtkWidget *stale;      /* the banner: the position changed since */
  GtkWidget *scroll;
  GtkWidget *list;
  GListStore *roots;
  GtkTreeListModel *tree;
  GtkSingleSelection *selection;
  FaProblem *problem;
  GPtrArray *solutions;  /* of FaSolution* */
  GPtrArray *found;      /* streamed: of FaSolutionNode*, owned */
  FaSolution found_solution; /* for the labels of streamed nodes */
};

G_DEFINE_FINAL_TYPE (FaerieSolutionView, faerie_solution_view, GTK_TYPE_WIDGET)

enum
{
  LINE_SELECTED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static GListModel *
create_children (gpointer data, gpointer user_data)
{
  FaerieSolutionItem *item = data;
  const FaSolutionNode *node = item->node;
  guint n = node ? fa_solution_node_n_children (node) : 0;
  if (n == 0)
    return NULL;
  GListStore *store = g_list_store_new (FAERIE_TYPE_SOLUTION_ITEM);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (FaerieSolutionItem) child = item_new (item->solution, item->twin, fa_solution_node_child (node, i),
                                                       item->is_move ? item : NULL, NULL);
      g_list_store_append (store, child);
    }
  return G_LIST_MODEL (store);
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "monospace");
  gtk_tree_expander_set_child (GTK_TREE_EXPANDER (expander), label);
  gtk_list_item_set_child (list_item, expander);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkTreeListRow *row = gtk_list_item_get_item (list_item);
  GtkWidget *expander = gtk_list_item_get_child (list_item);
  gtk_tree_expander_set_list_row (GTK_TREE_EXPANDER (expander), row);
  FaerieSolutionItem *item = gtk_tree_list_row_get_item (row);
  gtk_label_set_text (GTK_LABEL (gtk_tree_expander_get_child (GTK_TREE_EXPANDER (expander))), item->label);
  g_object_unref (item);
}

static FaerieSolutionItem *
item_at (FaerieSolutionView *self, guint row)
{
  g_autoptr (GtkTreeListRow) tree_row = g_list_model_get_item (G_LIST_MODEL (self->tree), row);
  return tree_row ? gtk_tree_list_row_get_item (tree_row) : NULL;
}

static void
on_selection_changed (GtkSingleSelection *selection, guint position, guint n_items, FaerieSolutionView *self)
{
  guint row = gtk_single_selection_get_selected (selection);
  if (row != GTK_INVALID_LIST_POSITION)
    g_signal_emit (self, signals[LINE_SELECTED], 0, row);
}

static void
reset_model (FaerieSolutionView *self)
{
  g_list_store_remove_all (self->roots);
}

static void
faerie_solution_view_dispose (GObject *object)
{
  FaerieSolutionView *self = FAERIE_SOLUTION_VIEW (object);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->selection);
  G_OBJECT_CLASS (faerie_solution_view_parent_class)->dispose (object);
}

static void
faerie_solution_view_finalize (GObject *object)
{
  FaerieSolutionView *self = FAERIE_SOLUTION_VIEW (object);
  g_clear_pointer (&self->problem, fa_problem_free);
  g_clear_pointer (&self->solutions, g_ptr_array_unref);
  g_clear_pointer (&self->found, g_ptr_array_unref);
  G_OBJECT_CLASS (faerie_solution_view_parent_class)->finalize (object);
}

static void
copy_to_clipboard (GtkWidget *widget, const char *text)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text ? text : "");
}

static void
copy_line_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieSolutionView *self = FAERIE_SOLUTION_VIEW (widget);
  guint row = gtk_single_selection_get_selected (self->selection);
  if (row == GTK_INVALID_LIST_POSITION)
    return;
  g_autofree char *text = faerie_solution_view_get_line_text (self, row);
  copy_to_clipboard (widget, text);
}

static void
copy_all_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autofree char *text = faerie_solution_view_get_text (FAERIE_SOLUTION_VIEW (widget));
  copy_to_clipboard (widget, text);
}

static void
expand_all_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  faerie_solution_view_expand_all (FAERIE_SOLUTION_VIEW (widget));
}

static void
collapse_all_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  faerie_solution_view_collapse_all (FAERIE_SOLUTION_VIEW (widget));
}

static void
faerie_solution_view_class_init (FaerieSolutionViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = faerie_solution_view_dispose;
  object_class->finalize = faerie_solution_view_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "faerie-solution-view");
  signals[LINE_SELECTED] = g_signal_new ("line-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_install_action (widget_class, "tree.copy-line", NULL, copy_line_action);
  gtk_widget_class_install_action (widget_class, "tree.copy", NULL, copy_all_action);
  gtk_widget_class_install_action (widget_class, "tree.expand-all", NULL, expand_all_action);
  gtk_widget_class_install_action (widget_class, "tree.collapse-all", NULL, collapse_all_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "tree.copy-line", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "tree.copy",
                                       NULL);
}

static void
faerie_solution_view_init (FaerieSolutionView *self)
{
  self->roots = g_list_store_new (FAERIE_TYPE_SOLUTION_ITEM);
  self->tree = gtk_tree_list_model_new (G_LIST_MODEL (self->roots), FALSE, FALSE, create_children, NULL, NULL);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (self->tree));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect (self->selection, "selection-changed", G_CALLBACK (on_selection_changed), self);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  self->list = gtk_list_view_new (GTK_SELECTION_MODEL (g_object_ref (self->selection)), factory);
  gtk_widget_add_css_class (self->list, "solution-tree");
  self->scroll = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (self->scroll, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroll), self->list);
  self->stale = gtk_label_new (_("The position has changed since: this solution is for the one before. Solve again."));
  gtk_label_set_wrap (GTK_LABEL (self->stale), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->stale), 0);
  gtk_widget_add_css_class (self->stale, "warning");
  gtk_widget_set_visible (self->stale, FALSE);
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (self->box), self->stale);
  gtk_box_append (GTK_BOX (self->box), self->scroll);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->found = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_solution_node_free);
}

GtkWidget *
faerie_solution_view_new (void)
{
  return g_object_new (FAERIE_TYPE_SOLUTION_VIEW, NULL);
}

void
faerie_solution_view_show_stale (FaerieSolutionView *self, const FaProblem *current)
{
  gboolean stale = self->problem && !fa_problem_equal (self->problem, current);
  gtk_widget_set_visible (self->stale, stale);
  gtk_widget_set_opacity (self->list, stale ? 0.5 : 1.0);
}

gboolean
faerie_solution_view_is_stale (FaerieSolutionView *self)
{
  return gtk_widget_get_visible (self->stale);
}

void
faerie_solution_view_clear (FaerieSolutionView *self)
{
  reset_model (self);
  gtk_widget_set_visible (self->stale, FALSE);
  gtk_widget_set_opacity (self->list, 1.0);
  g_ptr_array_set_size (self->found, 0);
  g_clear_pointer (&self->solutions, g_ptr_array_unref);
  g_clear_pointer (&self->problem, fa_problem_free);
}

void
faerie_solution_view_add_found (FaerieSolutionView *self, FaSolutionNode *node, int files, int ranks)
{
  g_ptr_array_add (self->found, node);
  self->found_solution.files = files;
  self->found_solution.ranks = ranks;
  /* A help line is a chain: one row for the whole line. */
  GString *label = g_string_new (NULL);
  for (const FaSolutionNode *n = node; n; n = fa_solution_node_n_children (n) == 1 && n->role == FA_NODE_HELP_MOVE
                                                ? fa_solution_node_child (n, 0)
                                                : NULL)
    {
      g_autofree char *part = fa_solution_node_label (&self->found_solution, n);
      g_string_append_printf (label, "%s%s", label->len ? " " : "", part);
    }
  g_autoptr (FaerieSolutionItem) item = item_new (&self->found_solution, 0,
                                                  node->role == FA_NODE_HELP_MOVE ? NULL : node, NULL,
                                                  g_string_free (label, FALSE));
  g_list_store_append (self->roots, item);
}

void
faerie_solution_view_set_solutions (FaerieSolutionView *self, const FaProblem *problem, GPtrArray *solutions)
{
  faerie_solution_view_clear (self);
  self->problem = fa_problem_copy (problem);
  self->solutions = g_ptr_array_ref (solutions);
  for (guint t = 0; t < solutions->len; t++)
    {
      const FaSolution *sol = g_ptr_array_index (solutions, t);
      if (sol->twin_label)
        {
          g_autofree char *text = g_strdup_printf ("%s %s", sol->twin_label,
                                                   sol->twin_description ? sol->twin_description : "");
          g_autoptr (FaerieSolutionItem) twin = item_new (sol, t, sol->root, NULL, g_steal_pointer (&text));
          g_list_store_append (self->roots, twin);
          continue;
        }
      if (sol->error)
        {
          g_autoptr (FaerieSolutionItem) error = item_new (sol, t, NULL, NULL, g_strdup (sol->error));
          g_list_store_append (self->roots, error);
          continue;
        }
      /* One twin: the phases are the top rows. */
      for (guint i = 0; i < fa_solution_node_n_children (sol->root); i++)
        {
          g_autoptr (FaerieSolutionItem) phase = item_new (sol, t, fa_solution_node_child (sol->root, i), NULL, NULL);
          g_list_store_append (self->roots, phase);
        }
    }
  faerie_solution_view_expand_all (self);
}

void
faerie_solution_view_expand_all (FaerieSolutionView *self)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->tree)); i++)
    {
      g_autoptr (GtkTreeListRow) row = g_list_model_get_item (G_LIST_MODEL (self->tree), i);
      gtk_tree_list_row_set_expanded (row, TRUE);
    }
}

void
faerie_solution_view_collapse_all (FaerieSolutionView *self)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->tree)); i++)
    {
      g_autoptr (GtkTreeListRow) row = g_list_model_get_item (G_LIST_MODEL (self->tree), i);
      gtk_tree_list_row_set_expanded (row, FALSE);
    }
}

guint
faerie_solution_view_get_n_rows (FaerieSolutionView *self)
{
  return g_list_model_get_n_items (G_LIST_MODEL (self->tree));
}

char *
faerie_solution_view_get_row_text (FaerieSolutionView *self, guint row)
{
  g_autoptr (FaerieSolutionItem) item = item_at (self, row);
  return item ? g_strdup (item->label) : NULL;
}

char *
faerie_solution_view_get_line_text (FaerieSolutionView *self, guint row)
{
  g_autoptr (FaerieSolutionItem) item = item_at (self, row);
  if (!item)
    return NULL;
  GPtrArray *labels = g_ptr_array_new ();
  for (FaerieSolutionItem *i = item; i; i = i->parent)
    g_ptr_array_insert (labels, 0, i->label);
  g_ptr_array_add (labels, NULL);
  char *text = g_strjoinv (" ", (char **) labels->pdata);
  g_ptr_array_free (labels, TRUE);
  return text;
}

char *
faerie_solution_view_get_text (FaerieSolutionView *self)
{
  GString *out = g_string_new (NULL);
  if (self->problem && self->solutions)
    fa_popeye_text_append (out, self->problem, self->solutions);
  else
    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->roots)); i++)
      {
        g_autoptr (FaerieSolutionItem) item = g_list_model_get_item (G_LIST_MODEL (self->roots), i);
        g_string_append_printf (out, "%s\n", item->label);
      }
  return g_string_free (out, FALSE);
}

void
faerie_solution_view_select_row (FaerieSolutionView *self, guint row)
{
  gtk_single_selection_set_selected (self->selection, row);
}

FaProblem *
faerie_solution_view_position_at (FaerieSolutionView *self, guint row, FaSquare *from, FaSquare *to)
{
  g_autoptr (FaerieSolutionItem) item = item_at (self, row);
  if (!item || !item->is_move || !self->problem)
    return NULL;
  FaProblem *position = fa_problem_twin (self->problem, item->twin, NULL);
  if (!position)
    return NULL;
  GPtrArray *path = g_ptr_array_new ();
  for (FaerieSolutionItem *i = item; i; i = i->parent)
    g_ptr_array_insert (path, 0, i);
  for (guint i = 0; i < path->len; i++)
    {
      FaerieSolutionItem *step = g_ptr_array_index (path, i);
      fa_problem_play_record (position, &step->node->move);
    }
  *from = item->node->move.from;
  *to = item->node->move.to;
  g_ptr_array_free (path, TRUE);
  return position;
}
