#include "faerie-solution-view.h"

#include <glib/gi18n.h>

#include "faerie-document.h"
#include "faerie-piece-names.h"
#include "io/popeye-text.h"
#include "io/solution-text.h"

/* ---- One row of the tree ---- */

#define FAERIE_TYPE_SOLUTION_ITEM (faerie_solution_item_get_type ())
G_DECLARE_FINAL_TYPE (FaerieSolutionItem, faerie_solution_item, FAERIE, SOLUTION_ITEM, GObject)

/* A row: a twin, a phase, an error, or moves.  In a tree (direct, self,
 * reflex play, retractors) a row is one move; in help and series play it
 * is a line, or the part of one up to where lines part ("1.Kh3 Rg8 2.h4
 * Bg2#"), from node down to last. */
struct _FaerieSolutionItem
{
  GObject parent_instance;
  char *label;
  const FaSolutionNode *node; /* the row's first move; a phase; the root of a twin row; NULL for an error */
  const FaSolutionNode *last; /* the row's last move (node in a tree) */
  const FaSolution *solution;
  guint twin;                 /* index of the solution (twin) */
  FaerieSolutionItem *parent; /* strong: the row of the moves before */
  gboolean is_move;
  guint first_ply;            /* moves of the line before this row's */
  guint n_moves;              /* this row's */
  int pair_side;              /* a line's: whose move opens a numbered pair */
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

static gboolean
is_move_node (const FaSolutionNode *node)
{
  return node && node->role != FA_NODE_PHASE && node->role != FA_NODE_ROOT;
}

/* A row of non-move text: a twin, a phase, an error. */
static FaerieSolutionItem *
item_new_text (const FaSolution *solution, guint twin, const FaSolutionNode *node, char *label)
{
  FaerieSolutionItem *item = g_object_new (FAERIE_TYPE_SOLUTION_ITEM, NULL);
  item->solution = solution;
  item->twin = twin;
  item->node = item->last = node;
  if (!label && node && node->role == FA_NODE_PHASE)
    label = g_strdup (node->phase == FA_PHASE_SET_PLAY ? _("set play")
                      : node->phase == FA_PHASE_DUPLEX ? _("duplex")
                                                        : _("solution"));
  item->label = label;
  return item;
}

/* A row of moves from node, below parent (NULL: the first of the line):
 * one move in a tree; in lines, down to where the line parts or ends. */
static FaerieSolutionItem *
item_new_moves (const FaNotation *notation, const FaSolution *solution, guint twin, const FaSolutionNode *node,
                FaerieSolutionItem *parent, int pair_side, gboolean lines)
{
  FaerieSolutionItem *item = g_object_new (FAERIE_TYPE_SOLUTION_ITEM, NULL);
  item->solution = solution;
  item->twin = twin;
  item->node = item->last = node;
  item->parent = parent ? g_object_ref (parent) : NULL;
  item->is_move = TRUE;
  item->first_ply = parent ? parent->first_ply + parent->n_moves : 0;
  item->pair_side = pair_side;
  item->n_moves = 1;
  if (!lines)
    {
      item->label = fa_notation_node_label (notation, solution, node);
      return item;
    }
  g_autoptr (GPtrArray) path = g_ptr_array_new ();
  g_ptr_array_add (path, (gpointer) node);
  while (fa_solution_node_n_children (item->last) == 1)
    {
      item->last = fa_solution_node_child (item->last, 0);
      g_ptr_array_add (path, (gpointer) item->last);
    }
  item->n_moves = path->len;
  GString *label = g_string_new (NULL);
  fa_notation_append_line (notation, label, solution, (const FaSolutionNode *const *) path->pdata, path->len,
                           pair_side, parent != NULL);
  item->label = g_string_free (label, FALSE);
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
  GtkWidget *menu;       /* the rows' context menu */
  GListStore *roots;
  GtkTreeListModel *tree;
  GtkSingleSelection *selection;
  FaProblem *problem;
  GPtrArray *solutions;  /* of FaSolution* */
  GPtrArray *found;      /* streamed: of FaSolutionNode*, owned */
  FaSolution found_solution; /* for the labels of streamed nodes */
  FaNotation notation;
  const char *letters;   /* the piece letters' language the rows were written in */
  /* The position shown: after the first shown_ply moves of the selected
   * row's line.  A selection made by stepping sets it through pending_ply. */
  guint shown_ply;
  guint pending_ply;
  gboolean stepping;
};

G_DEFINE_FINAL_TYPE (FaerieSolutionView, faerie_solution_view, GTK_TYPE_WIDGET)

enum
{
  LINE_SELECTED,
  MARK_INTENDED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

/* A solution of one phase, the usual one, needs no row for it: its moves
 * stand where the phase's row would. */
static const FaSolutionNode *
phase_shown (const FaSolutionNode *root)
{
  if (fa_solution_node_n_children (root) != 1)
    return root;
  const FaSolutionNode *phase = fa_solution_node_child (root, 0);
  return phase->role == FA_NODE_PHASE && phase->phase == FA_PHASE_SOLUTION ? phase : root;
}

/* The rows under node, of parent's row (NULL at the top of a phase). */
static GListStore *
child_rows (FaerieSolutionView *self, const FaSolution *sol, guint twin, FaerieSolutionItem *parent,
            const FaSolutionNode *node)
{
  GListStore *store = g_list_store_new (FAERIE_TYPE_SOLUTION_ITEM);
  gboolean lines = fa_solution_in_lines (sol);
  for (guint i = 0; i < fa_solution_node_n_children (node); i++)
    {
      const FaSolutionNode *child_node = fa_solution_node_child (node, i);
      g_autoptr (FaerieSolutionItem) child = NULL;
      if (is_move_node (child_node))
        {
          int pair_side = parent ? parent->pair_side
                          : lines && node->role == FA_NODE_PHASE ? fa_notation_pair_side (sol, node)
                                                                 : 0;
          child = item_new_moves (&self->notation, sol, twin, child_node, parent, pair_side, lines);
        }
      else
        child = item_new_text (sol, twin, child_node, NULL);
      g_list_store_append (store, child);
    }
  return store;
}

static GListModel *
create_children (gpointer data, gpointer user_data)
{
  FaerieSolutionItem *item = data;
  const FaSolutionNode *node = item->last;
  if (!node || !fa_solution_node_n_children (node))
    return NULL;
  return G_LIST_MODEL (child_rows (user_data, item->solution, item->twin, item->is_move ? item : NULL, node));
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  GtkWidget *expander = gtk_tree_expander_new ();
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
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
  if (row == GTK_INVALID_LIST_POSITION)
    return;
  g_autoptr (FaerieSolutionItem) item = item_at (self, row);
  /* A row chosen shows the position after its last move; one reached by
   * stepping, the move stepped to. */
  self->shown_ply = self->stepping ? self->pending_ply : item && item->is_move ? item->first_ply + item->n_moves : 0;
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
  g_clear_pointer (&self->menu, gtk_widget_unparent);
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

/* ---- The intended solution ---- */

/* As the Solution keyword is written and read (verify/intended.h): short
 * notation, Popeye's piece codes, the words in English. */
static const FaNotation *
intended_notation (void)
{
  static const FaNotation notation = { .short_form = TRUE };
  return &notation;
}

/* A twin's play as magazines print it, without its heading (the label
 * alone heads it in the intended solution). */
static void
append_play (GString *out, const FaSolution *sol)
{
  FaSolution play = *sol;
  play.twin_label = NULL;
  g_autoptr (GPtrArray) one = g_ptr_array_new ();
  g_ptr_array_add (one, &play);
  g_autofree char *text = fa_solution_text (intended_notation (), NULL, one);
  g_string_append (out, text);
}

/* The whole solution, each twin under its label. */
static char *
whole_intended_text (FaerieSolutionView *self)
{
  GString *out = g_string_new (NULL);
  for (guint t = 0; self->solutions && t < self->solutions->len; t++)
    {
      const FaSolution *sol = g_ptr_array_index (self->solutions, t);
      if (sol->error)
        continue;
      if (sol->twin_label)
        g_string_append_printf (out, "%s\n", sol->twin_label);
      append_play (out, sol);
    }
  return g_string_free (out, FALSE);
}

static GPtrArray *line_moves (FaerieSolutionItem *item);

/* The phase of sol whose play holds node as a first move. */
static const FaSolutionNode *
phase_of (const FaSolution *sol, const FaSolutionNode *first)
{
  for (guint i = 0; i < fa_solution_node_n_children (sol->root); i++)
    {
      const FaSolutionNode *phase = fa_solution_node_child (sol->root, i);
      for (guint j = 0; j < fa_solution_node_n_children (phase); j++)
        if (fa_solution_node_child (phase, j) == first)
          return phase;
    }
  return NULL;
}

/* The play through a row: the moves to it, then all that follows it (a
 * key with its threats and variations, the lines through a part of a
 * line), as its twin's intended solution; NULL for a row of no play. */
static char *
row_intended_text (FaerieSolutionView *self, FaerieSolutionItem *item)
{
  const FaSolution *sol = item->solution;
  if (!sol || sol->error)
    return NULL;
  GString *out = g_string_new (NULL);
  if (!item->is_move)
    {
      /* A twin's row: its play; a phase's row (set play): that phase. */
      if (!item->node || item->node->role == FA_NODE_ROOT || item->node == phase_shown (sol->root))
        append_play (out, sol);
      else
        {
          FaSolution phase = *sol;
          FaSolutionNode root = { .role = FA_NODE_ROOT };
          root.children = g_ptr_array_new ();
          g_ptr_array_add (root.children, (gpointer) item->node);
          phase.root = &root;
          append_play (out, &phase);
          g_ptr_array_unref (root.children);
        }
      return g_string_free (out, FALSE);
    }
  g_autoptr (GPtrArray) moves = line_moves (item);
  const FaSolutionNode *phase = phase_of (sol, g_ptr_array_index (moves, 0));
  if (!phase)
    return g_string_free (out, TRUE);
  /* A solution pruned to the row's path, the row's play whole below it. */
  FaSolutionNode *root = fa_solution_node_new (FA_NODE_ROOT);
  FaSolutionNode *parent = fa_solution_node_add (root, FA_NODE_PHASE);
  parent->phase = phase->phase;
  parent->marks = phase->marks;
  for (guint i = 0; i + 1 < moves->len; i++)
    {
      const FaSolutionNode *step = g_ptr_array_index (moves, i);
      FaSolutionNode *copy = fa_solution_node_add (parent, step->role);
      copy->move = step->move;
      copy->marks = step->marks;
      parent = copy;
    }
  FaSolutionNode *below = fa_solution_node_copy (g_ptr_array_index (moves, moves->len - 1));
  if (!parent->children)
    parent->children = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_solution_node_free);
  g_ptr_array_add (parent->children, below);
  FaSolution pruned = *sol;
  pruned.root = root;
  append_play (out, &pruned);
  fa_solution_node_free (root);
  return g_string_free (out, FALSE);
}

/* The selected row's play, under its twin's label (the window keeps the
 * other twins' parts). */
static void
mark_line_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieSolutionView *self = FAERIE_SOLUTION_VIEW (widget);
  guint row = gtk_single_selection_get_selected (self->selection);
  g_autoptr (FaerieSolutionItem) item = row != GTK_INVALID_LIST_POSITION && self->solutions ? item_at (self, row) : NULL;
  g_autofree char *text = item ? row_intended_text (self, item) : NULL;
  if (text && *text)
    g_signal_emit (self, signals[MARK_INTENDED], 0, item->solution->twin_label, text);
}

static void
mark_all_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  FaerieSolutionView *self = FAERIE_SOLUTION_VIEW (widget);
  g_autofree char *text = self->solutions ? whole_intended_text (self) : NULL;
  if (text && *text)
    g_signal_emit (self, signals[MARK_INTENDED], 0, NULL, text);
}

/* The rows' menu, on a right click (or a long press): the row under the
 * pointer is selected first. */
static void
on_context_pressed (GtkGestureClick *gesture, int n_press, double x, double y, FaerieSolutionView *self)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);
  for (GtkWidget *w = picked; w && w != GTK_WIDGET (self); w = gtk_widget_get_parent (w))
    if (GTK_IS_TREE_EXPANDER (w))
      {
        GtkTreeListRow *row = gtk_tree_expander_get_list_row (GTK_TREE_EXPANDER (w));
        if (row)
          gtk_single_selection_set_selected (self->selection, gtk_tree_list_row_get_position (row));
        break;
      }
  gboolean row = gtk_single_selection_get_selected (self->selection) != GTK_INVALID_LIST_POSITION;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tree.mark-line-intended", self->solutions && row);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tree.mark-all-intended", self->solutions != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tree.copy-line", row);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu), &(GdkRectangle) { (int) x, (int) y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

/* In the tree, the arrows across step through the line on the board.  The
 * list would take them to move its cursor (nowhere, in one column), so
 * they are caught before it sees them. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                FaerieSolutionView *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
    return FALSE;
  if (keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right)
    return faerie_solution_view_step (self, 1);
  if (keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left)
    return faerie_solution_view_step (self, -1);
  return FALSE;
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
  /* (label: the twin's, "+b)", or NULL for the whole problem; moves: the
   * intended solution's text of that part) */
  signals[MARK_INTENDED] = g_signal_new ("mark-intended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  gtk_widget_class_install_action (widget_class, "tree.copy-line", NULL, copy_line_action);
  gtk_widget_class_install_action (widget_class, "tree.copy", NULL, copy_all_action);
  gtk_widget_class_install_action (widget_class, "tree.mark-line-intended", NULL, mark_line_action);
  gtk_widget_class_install_action (widget_class, "tree.mark-all-intended", NULL, mark_all_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "tree.copy-line", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "tree.copy",
                                       NULL);
}

static void
faerie_solution_view_init (FaerieSolutionView *self)
{
  self->notation = (FaNotation) { .short_form = TRUE, .letters = faerie_piece_local_code, .translate = TRUE,
                                  .colours = faerie_piece_colour_letters () };
  self->letters = g_intern_string (faerie_piece_letters_get_language ());
  self->roots = g_list_store_new (FAERIE_TYPE_SOLUTION_ITEM);
  self->tree = gtk_tree_list_model_new (G_LIST_MODEL (self->roots), FALSE, FALSE, create_children, self, NULL);
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
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  g_autoptr (GMenu) menu = g_menu_new ();
  g_autoptr (GMenu) copy = g_menu_new ();
  g_menu_append (copy, _("_Copy Line"), "tree.copy-line");
  g_menu_append (copy, _("Copy the _Whole Solution"), "tree.copy");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (copy));
  g_autoptr (GMenu) intended = g_menu_new ();
  g_menu_append (intended, _("Mark Line as _Intended Solution"), "tree.mark-line-intended");
  g_menu_append (intended, _("Mark Whole Solution as Intended"), "tree.mark-all-intended");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (intended));
  self->menu = gtk_popover_menu_new_from_model (G_MENU_MODEL (menu));
  gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), FALSE);
  gtk_widget_set_halign (self->menu, GTK_ALIGN_START);
  gtk_widget_set_parent (self->menu, GTK_WIDGET (self));
  GtkGesture *click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_context_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

GtkWidget *
faerie_solution_view_new (void)
{
  return g_object_new (FAERIE_TYPE_SOLUTION_VIEW, NULL);
}

void
faerie_solution_view_show_stale (FaerieSolutionView *self, const FaProblem *current)
{
  /* Its words (author, intended solution, ...) are not the solver's. */
  gboolean stale = self->problem && !faerie_problem_same_play (self->problem, current, FALSE);
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

/* The rows of the solutions found so far (while solving), one each. */
static void
add_found_row (FaerieSolutionView *self, FaSolutionNode *node)
{
  g_autoptr (FaerieSolutionItem) item = NULL;
  if (node->role == FA_NODE_HELP_MOVE)
    {
      /* A line, numbered as it will be in its phase. */
      FaSolutionNode phase = { .role = FA_NODE_PHASE, .phase = FA_PHASE_SOLUTION };
      phase.children = g_ptr_array_new ();
      g_ptr_array_add (phase.children, node);
      int pair_side = fa_notation_pair_side (&self->found_solution, &phase);
      g_ptr_array_free (phase.children, TRUE);
      item = item_new_moves (&self->notation, &self->found_solution, 0, node, NULL, pair_side, TRUE);
      item->is_move = FALSE; /* the problem to play it on comes at the end */
    }
  else
    item = item_new_text (&self->found_solution, 0, node,
                          is_move_node (node) ? fa_notation_node_label (&self->notation, &self->found_solution, node)
                                              : NULL);
  g_list_store_append (self->roots, item);
}

void
faerie_solution_view_add_found (FaerieSolutionView *self, FaSolutionNode *node, const FaProblem *problem)
{
  g_ptr_array_add (self->found, node);
  fa_solution_set_play (&self->found_solution, problem);
  add_found_row (self, node);
}

/* The rows of the solutions (one twin: its phases; twins: a row each). */
static void
fill_model (FaerieSolutionView *self)
{
  GPtrArray *solutions = self->solutions;
  for (guint t = 0; t < solutions->len; t++)
    {
      const FaSolution *sol = g_ptr_array_index (solutions, t);
      if (sol->twin_label)
        {
          g_autofree char *description = fa_twin_describe_in (&self->notation, self->problem, t);
          g_autofree char *text = g_strdup_printf ("%s %s", sol->twin_label, description ? description : "");
          g_autoptr (FaerieSolutionItem) twin = item_new_text (sol, t, phase_shown (sol->root),
                                                               g_strchomp (g_steal_pointer (&text)));
          g_list_store_append (self->roots, twin);
          continue;
        }
      if (sol->error)
        {
          g_autoptr (FaerieSolutionItem) error = item_new_text (sol, t, NULL, g_strdup (sol->error));
          g_list_store_append (self->roots, error);
          continue;
        }
      g_autoptr (GListStore) rows = child_rows (self, sol, t, NULL, phase_shown (sol->root));
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (rows)); i++)
        {
          g_autoptr (FaerieSolutionItem) row = g_list_model_get_item (G_LIST_MODEL (rows), i);
          g_list_store_append (self->roots, row);
        }
    }
}

void
faerie_solution_view_set_solutions (FaerieSolutionView *self, const FaProblem *problem, GPtrArray *solutions)
{
  faerie_solution_view_clear (self);
  self->problem = fa_problem_copy (problem);
  self->solutions = g_ptr_array_ref (solutions);
  fill_model (self);
  faerie_solution_view_expand_all (self);
}

void
faerie_solution_view_set_notation (FaerieSolutionView *self, gboolean short_form, gboolean figurine)
{
  /* The piece letters follow their preference too. */
  const char *letters = g_intern_string (faerie_piece_letters_get_language ());
  if (self->notation.short_form == short_form && self->notation.figurine == figurine && self->letters == letters)
    return;
  self->letters = letters;
  self->notation.colours = faerie_piece_colour_letters ();
  self->notation.short_form = short_form;
  self->notation.figurine = figurine;
  /* Rewrite every row: the tree is built again, as expanded as before it
   * is shown after a solve. */
  reset_model (self);
  if (self->solutions)
    {
      fill_model (self);
      faerie_solution_view_expand_all (self);
    }
  else
    for (guint i = 0; i < self->found->len; i++)
      add_found_row (self, g_ptr_array_index (self->found, i));
}

const FaNotation *
faerie_solution_view_get_notation (FaerieSolutionView *self)
{
  return &self->notation;
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

/* The moves of the line up to the end of item's row, first to last. */
static GPtrArray *
line_moves (FaerieSolutionItem *item)
{
  GPtrArray *moves = g_ptr_array_new ();
  for (FaerieSolutionItem *i = item; i; i = i->parent)
    {
      guint at = 0;
      for (const FaSolutionNode *n = i->node;; n = fa_solution_node_child (n, 0))
        {
          g_ptr_array_insert (moves, (gint) at++, (gpointer) n);
          if (n == i->last)
            break;
        }
    }
  return moves;
}

/* The diagram position after the first ply moves of the line to row,
 * from and to the last move's squares (NULL for a row without a move). */
static FaProblem *
position_at (FaerieSolutionView *self, guint row, guint ply, FaSquare *from, FaSquare *to)
{
  g_autoptr (FaerieSolutionItem) item = item_at (self, row);
  *from = *to = FA_NO_SQUARE;
  if (!item || !item->is_move || !self->problem)
    return NULL;
  FaProblem *position = fa_problem_twin (self->problem, item->twin, NULL);
  if (!position)
    return NULL;
  g_autoptr (GPtrArray) moves = line_moves (item);
  for (guint i = 0; i < ply && i < moves->len; i++)
    {
      const FaSolutionNode *step = g_ptr_array_index (moves, i);
      fa_problem_play_record (position, &step->move);
      *from = step->move.from;
      *to = step->move.to;
    }
  return position;
}

FaProblem *
faerie_solution_view_shown_position (FaerieSolutionView *self, FaSquare *from, FaSquare *to, char **move_text)
{
  guint row = gtk_single_selection_get_selected (self->selection);
  *move_text = NULL;
  FaProblem *position = position_at (self, row, self->shown_ply, from, to);
  g_autoptr (FaerieSolutionItem) item = position ? item_at (self, row) : NULL;
  if (!item)
    return position;
  g_autoptr (GPtrArray) moves = line_moves (item);
  /* Counted to the end of the line that stepping on follows (the first
   * continuation at each branch), so that it stays the same while
   * stepping. */
  guint total = moves->len;
  for (const FaSolutionNode *n = item->last; fa_solution_node_n_children (n); n = fa_solution_node_child (n, 0))
    total++;
  if (self->shown_ply == 0)
    *move_text = g_strdup_printf (_("Start (0 of %u)"), total);
  else
    {
      const FaSolutionNode *node = g_ptr_array_index (moves, self->shown_ply - 1);
      GString *text = g_string_new (NULL);
      /* Numbered as the row numbers it: in a line by its pair ("1.Kh3",
       * "1...Rg8"), in a tree by its role. */
      if (fa_solution_in_lines (item->solution))
        fa_notation_append_line (&self->notation, text, item->solution, &node, 1, item->pair_side, TRUE);
      else
        fa_notation_append_node_move (&self->notation, text, item->solution, node, TRUE);
      /* Translators: the move shown on the board while stepping through a
       * line, "1...Rg8 (2 of 4)". */
      *move_text = g_strdup_printf (_("%s (%u of %u)"), text->str, self->shown_ply, total);
      g_string_free (text, TRUE);
    }
  return position;
}

/* Selects row, showing the position after ply moves of its line. */
static void
select_at_ply (FaerieSolutionView *self, guint row, guint ply)
{
  self->stepping = TRUE;
  self->pending_ply = ply;
  if (gtk_single_selection_get_selected (self->selection) == row)
    {
      self->shown_ply = ply;
      g_signal_emit (self, signals[LINE_SELECTED], 0, row);
    }
  else
    gtk_single_selection_set_selected (self->selection, row);
  self->stepping = FALSE;
  gtk_widget_activate_action (self->list, "list.scroll-to-item", "u", row);
}

gboolean
faerie_solution_view_step (FaerieSolutionView *self, int delta)
{
  guint row = gtk_single_selection_get_selected (self->selection);
  g_autoptr (FaerieSolutionItem) item = row != GTK_INVALID_LIST_POSITION ? item_at (self, row) : NULL;
  if (!item || !item->is_move || !self->problem)
    return FALSE;
  guint end = item->first_ply + item->n_moves;
  if (delta > 0 && self->shown_ply < end)
    {
      select_at_ply (self, row, self->shown_ply + 1);
      return TRUE;
    }
  if (delta > 0)
    {
      /* On into the row's first continuation. */
      g_autoptr (GtkTreeListRow) tree_row = gtk_tree_list_model_get_row (self->tree, row);
      if (!gtk_tree_list_row_is_expandable (tree_row))
        return FALSE;
      gtk_tree_list_row_set_expanded (tree_row, TRUE);
      select_at_ply (self, row + 1, end + 1);
      return TRUE;
    }
  if (self->shown_ply == 0)
    return FALSE;
  if (self->shown_ply > item->first_ply + 1 || !item->parent)
    {
      select_at_ply (self, row, self->shown_ply - 1);
      return TRUE;
    }
  /* Back before the row's first move: its parent's row, at its end. */
  g_autoptr (GtkTreeListRow) tree_row = gtk_tree_list_model_get_row (self->tree, row);
  g_autoptr (GtkTreeListRow) parent = gtk_tree_list_row_get_parent (tree_row);
  if (!parent)
    return FALSE;
  select_at_ply (self, gtk_tree_list_row_get_position (parent), item->first_ply);
  return TRUE;
}
