/* A collection's entry and its problem: the fields mapped one way and the
 * other, the Popeye words of an entry read by the Popeye reader. */
#include "io/yacpdb-entry.h"

#include <stdarg.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "io/popeye-input.h"
#include "io/popeye-output.h"

/* ---- Nodes ------------------------------------------------------------ */

FaEntryNode *
fa_entry_node_new (FaEntryType type, const char *text)
{
  FaEntryNode *node = g_new0 (FaEntryNode, 1);
  node->type = type;
  if (type == FA_ENTRY_LIST || type == FA_ENTRY_MAP)
    node->children = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_entry_node_free);
  else if (type != FA_ENTRY_NULL)
    node->text = g_strdup (text ? text : "");
  return node;
}

void
fa_entry_node_free (FaEntryNode *node)
{
  if (node == NULL)
    return;
  g_free (node->text);
  g_free (node->key);
  if (node->children)
    g_ptr_array_unref (node->children);
  g_free (node);
}

FaEntryNode *
fa_entry_node_add (FaEntryNode *parent, const char *key, FaEntryNode *child)
{
  g_return_val_if_fail (parent != NULL && parent->children != NULL, child);
  g_free (child->key);
  child->key = parent->type == FA_ENTRY_MAP ? g_strdup (key) : NULL;
  g_ptr_array_add (parent->children, child);
  return child;
}

FaEntryNode *
fa_entry_node_get (const FaEntryNode *map, const char *key)
{
  if (map == NULL || map->type != FA_ENTRY_MAP)
    return NULL;
  for (guint i = map->children->len; i-- > 0;)
    {
      FaEntryNode *child = g_ptr_array_index (map->children, i);
      if (g_strcmp0 (child->key, key) == 0)
        return child;
    }
  return NULL;
}

gboolean
fa_entry_node_is_scalar (const FaEntryNode *node)
{
  return node && (node->type == FA_ENTRY_STRING || node->type == FA_ENTRY_INTEGER
                  || node->type == FA_ENTRY_NUMBER || node->type == FA_ENTRY_BOOLEAN);
}

/* ---- YAML's plain scalars ---------------------------------------------- */

static gboolean
is_one_of (const char *text, const char *const *words)
{
  for (; *words; words++)
    if (strcmp (text, *words) == 0)
      return TRUE;
  return FALSE;
}

FaEntryType
fa_entry_plain_type (const char *text)
{
  static const char *const nulls[] = { "", "~", "null", "Null", "NULL", NULL };
  static const char *const booleans[] = {
    "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
    "on", "On", "ON", "off", "Off", "OFF", NULL,
  };
  static const char *const specials[] = {
    ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN", NULL,
  };
  if (text == NULL || is_one_of (text, nulls))
    return FA_ENTRY_NULL;
  if (is_one_of (text, booleans))
    return FA_ENTRY_BOOLEAN;
  if (is_one_of (text, specials))
    return FA_ENTRY_NUMBER;

  const char *c = text + (*text == '+' || *text == '-');
  gboolean digits = FALSE, dot = FALSE;
  for (; g_ascii_isdigit (*c) || *c == '_' || (*c == '.' && !dot); c++)
    {
      dot |= *c == '.';
      digits |= g_ascii_isdigit (*c);
    }
  if (!digits)
    return FA_ENTRY_STRING;
  if (*c == '\0')
    return dot ? FA_ENTRY_NUMBER : FA_ENTRY_INTEGER;
  if (dot && (*c == 'e' || *c == 'E'))
    {
      c++;
      c += *c == '+' || *c == '-';
      if (!g_ascii_isdigit (*c))
        return FA_ENTRY_STRING;
      while (g_ascii_isdigit (*c))
        c++;
      return *c == '\0' ? FA_ENTRY_NUMBER : FA_ENTRY_STRING;
    }
  return FA_ENTRY_STRING;
}

gboolean
fa_entry_node_is_true (const FaEntryNode *node)
{
  static const char *const yes[] = { "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON", NULL };
  return node && node->type == FA_ENTRY_BOOLEAN && is_one_of (node->text, yes);
}

/* ---- Errors ----------------------------------------------------------- */

static FaInputError *
new_message (const FaEntryContext *context, const FaEntryNode *entry, FaSourcePos at, const char *field,
             const char *text)
{
  char *message = field && *field
                      ? g_strdup_printf (_("entry %u (%d:%d), %s: %s"), context->index, entry->pos.line,
                                         entry->pos.column, field, text)
                      : g_strdup_printf (_("entry %u (%d:%d): %s"), context->index, entry->pos.line,
                                         entry->pos.column, text);
  return fa_input_error_new (context->file, at.line > 0 ? at.line : entry->pos.line,
                             at.line > 0 ? at.column : entry->pos.column, message);
}

/* The field a node is, "source.date.year", from its keys. */
static char *
field_name (const FaEntryNode *entry, const FaEntryNode *node)
{
  if (node == NULL || node == entry)
    return NULL;
  /* Nodes do not know their parents: find the path from the entry. */
  GPtrArray *stack = g_ptr_array_new ();
  gboolean found = FALSE;
  /* Depth-first with an explicit stack of (node, next child). */
  GArray *next = g_array_new (FALSE, TRUE, sizeof (guint));
  g_ptr_array_add (stack, (gpointer) entry);
  guint zero = 0;
  g_array_append_val (next, zero);
  while (stack->len > 0 && !found)
    {
      const FaEntryNode *top = g_ptr_array_index (stack, stack->len - 1);
      guint *i = &g_array_index (next, guint, next->len - 1);
      if (top == node)
        {
          found = TRUE;
          break;
        }
      if (top->children && *i < top->children->len)
        {
          const FaEntryNode *child = g_ptr_array_index (top->children, (*i)++);
          g_ptr_array_add (stack, (gpointer) child);
          g_array_append_val (next, zero);
        }
      else
        {
          g_ptr_array_remove_index (stack, stack->len - 1);
          g_array_set_size (next, next->len - 1);
        }
    }
  GString *name = g_string_new (NULL);
  for (guint k = 1; found && k < stack->len; k++)
    {
      const FaEntryNode *step = g_ptr_array_index (stack, k);
      if (step->key)
        g_string_append_printf (name, "%s%s", name->len ? "." : "", step->key);
      else
        {
          /* A list's item: its number, from 1 as people count. */
          const FaEntryNode *list = g_ptr_array_index (stack, k - 1);
          guint index = 0;
          g_ptr_array_find (list->children, step, &index);
          g_string_append_printf (name, "[%u]", index + 1);
        }
    }
  g_ptr_array_unref (stack);
  g_array_unref (next);
  return g_string_free (name, name->len == 0);
}

void
fa_entry_error (const FaEntryContext *context, const FaEntryNode *entry, const FaEntryNode *node,
                const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *text = g_strdup_vprintf (format, args);
  va_end (args);
  g_autofree char *field = field_name (entry, node);
  FaSourcePos at = node ? node->pos : entry->pos;
  g_ptr_array_add (context->errors, new_message (context, entry, at, field, text));
}

static void
entry_warning (const FaEntryContext *context, const FaEntryNode *entry, const FaEntryNode *node,
               const char *format, ...) G_GNUC_PRINTF (4, 5);

static void
entry_warning (const FaEntryContext *context, const FaEntryNode *entry, const FaEntryNode *node,
               const char *format, ...)
{
  if (context->warnings == NULL)
    return;
  va_list args;
  va_start (args, format);
  g_autofree char *text = g_strdup_vprintf (format, args);
  va_end (args);
  g_autofree char *field = field_name (entry, node);
  g_ptr_array_add (context->warnings, new_message (context, entry, node ? node->pos : entry->pos, field, text));
}

/* What a node is, for "expected a list, not a mapping". */
static const char *
type_name (const FaEntryNode *node)
{
  switch (node->type)
    {
    case FA_ENTRY_NULL:
      return _("nothing");
    case FA_ENTRY_LIST:
      return _("a list");
    case FA_ENTRY_MAP:
      return _("a mapping");
    case FA_ENTRY_INTEGER:
    case FA_ENTRY_NUMBER:
      return _("a number");
    case FA_ENTRY_BOOLEAN:
      return _("a yes or no");
    case FA_ENTRY_STRING:
    default:
      return _("a text");
    }
}

/* ---- Reading: the metadata ------------------------------------------- */

typedef struct
{
  const FaEntryContext *context;
  const FaEntryNode *entry;
  FaProblem *problem;    /* the metadata go here before the Popeye words are read */
  gboolean failed;
} Reading;

static void
fail (Reading *r, const FaEntryNode *node, const char *format, ...) G_GNUC_PRINTF (3, 4);

/* Only the first error of an entry is told: the others may follow from it. */
static void
fail (Reading *r, const FaEntryNode *node, const char *format, ...)
{
  if (r->failed)
    return;
  r->failed = TRUE;
  va_list args;
  va_start (args, format);
  g_autofree char *text = g_strdup_vprintf (format, args);
  va_end (args);
  fa_entry_error (r->context, r->entry, node, "%s", text);
}

/* A scalar's text, trimmed; NULL for nothing or an empty text.  Anything
 * else than a scalar is an error, what saying what was expected. */
static char *
read_text (Reading *r, const FaEntryNode *node, const char *what)
{
  if (node == NULL || node->type == FA_ENTRY_NULL)
    return NULL;
  if (!fa_entry_node_is_scalar (node))
    {
      fail (r, node, _("expected %s, not %s"), what, type_name (node));
      return NULL;
    }
  char *text = g_strstrip (g_strdup (node->text));
  if (*text == '\0')
    g_clear_pointer (&text, g_free);
  return text;
}

/* A list of texts into out (empty ones left out). */
static void
read_text_list (Reading *r, const FaEntryNode *node, const char *what, GPtrArray *out)
{
  if (node == NULL || node->type == FA_ENTRY_NULL)
    return;
  if (node->type != FA_ENTRY_LIST)
    {
      fail (r, node, _("expected a list of %s, not %s"), what, type_name (node));
      return;
    }
  for (guint i = 0; i < node->children->len && !r->failed; i++)
    {
      char *text = read_text (r, g_ptr_array_index (node->children, i), what);
      if (text)
        g_ptr_array_add (out, text);
    }
}

static void
set_text (char **field, char *text)
{
  g_free (*field);
  *field = text;
}

/* The texts of a list joined with "\n", as several Popeye lines are. */
static char *
join_lines (GPtrArray *lines)
{
  if (lines->len == 0)
    return NULL;
  g_ptr_array_add (lines, NULL);
  char *joined = g_strjoinv ("\n", (char **) lines->pdata);
  g_ptr_array_remove_index (lines, lines->len - 1);
  return joined;
}

/* A date: {year, month, day}, or as written ("1965", "2009-02",
 * "1963-01-06", "1965-1967"). */
static char *
read_date (Reading *r, const FaEntryNode *node)
{
  if (node == NULL || node->type != FA_ENTRY_MAP)
    return read_text (r, node, _("a date such as 1965 or {year: 1965, month: 2}"));

  FaEntryNode *year_node = fa_entry_node_get (node, "year");
  g_autofree char *year = read_text (r, year_node, _("a year"));
  if (r->failed)
    return NULL;
  if (year == NULL)
    {
      fail (r, node, _("expected a year in the date"));
      return NULL;
    }
  GString *date = g_string_new (year);
  static const char *const parts[] = { "month", "day" };
  static const int limits[] = { 12, 31 };
  for (int i = 0; i < 2; i++)
    {
      FaEntryNode *part = fa_entry_node_get (node, parts[i]);
      if (part == NULL || part->type == FA_ENTRY_NULL)
        break;
      gint64 value = 0;
      if (part->type != FA_ENTRY_INTEGER && part->type != FA_ENTRY_STRING)
        value = -1;
      else if (!g_ascii_string_to_signed (g_strstrip (part->text), 10, 1, limits[i], &value, NULL))
        value = -1;
      if (value < 0)
        {
          fail (r, part, _("expected a whole number from 1 to %d, not %s"), limits[i],
                part->text ? part->text : type_name (part));
          g_string_free (date, TRUE);
          return NULL;
        }
      g_string_append_printf (date, "-%02d", (int) value);
    }
  for (guint i = 0; i < node->children->len; i++)
    {
      const FaEntryNode *child = g_ptr_array_index (node->children, i);
      if (!is_one_of (child->key, (const char *const[]) { "year", "month", "day", NULL }))
        entry_warning (r->context, r->entry, child, _("not a part of a date (year, month, day): left out"));
    }
  return g_string_free (date, FALSE);
}

static const char *const source_keys[] = {
  "name", "date", "volume", "issue", "round", "problemid", "pagenumber", NULL,
};

static void
read_source (Reading *r, const FaEntryNode *node)
{
  FaProblem *p = r->problem;
  FaPublication *pub = &p->publication;
  if (node == NULL || node->type == FA_ENTRY_NULL)
    return;
  if (node->type != FA_ENTRY_MAP)
    {
      /* Olive's older files: the name alone. */
      set_text (&p->origin, read_text (r, node, _("the source as {name: ..., date: ...}")));
      return;
    }
  const char *what = _("a name or a number");
  set_text (&p->origin, read_text (r, fa_entry_node_get (node, "name"), what));
  set_text (&pub->volume, read_text (r, fa_entry_node_get (node, "volume"), what));
  set_text (&pub->issue, read_text (r, fa_entry_node_get (node, "issue"), what));
  set_text (&pub->round, read_text (r, fa_entry_node_get (node, "round"), what));
  set_text (&pub->problem_id, read_text (r, fa_entry_node_get (node, "problemid"), what));
  set_text (&pub->page, read_text (r, fa_entry_node_get (node, "pagenumber"), _("a page number")));
  FaEntryNode *date = fa_entry_node_get (node, "date");
  if (date)
    set_text (&pub->date, read_date (r, date));
  for (guint i = 0; i < node->children->len; i++)
    {
      const FaEntryNode *child = g_ptr_array_index (node->children, i);
      if (!is_one_of (child->key, source_keys))
        entry_warning (r->context, r->entry, child,
                       _("not a field of a source (name, date, volume, issue, round, problemid, "
                         "pagenumber): left out"));
    }
}

static void
read_award (Reading *r, const FaEntryNode *node)
{
  FaProblem *p = r->problem;
  FaPublication *pub = &p->publication;
  if (node == NULL || node->type == FA_ENTRY_NULL)
    return;
  if (node->type != FA_ENTRY_MAP)
    {
      fail (r, node, _("expected the award as {tourney: ..., distinction: ...}, not %s"), type_name (node));
      return;
    }
  set_text (&p->award, read_text (r, fa_entry_node_get (node, "distinction"), _("a distinction such as 1st Prize")));
  FaEntryNode *tourney = fa_entry_node_get (node, "tourney");
  if (tourney && tourney->type == FA_ENTRY_MAP)
    {
      set_text (&pub->tourney, read_text (r, fa_entry_node_get (tourney, "name"), _("the tourney's name")));
      FaEntryNode *date = fa_entry_node_get (tourney, "date");
      if (date)
        set_text (&pub->tourney_date, read_date (r, date));
      /* A tourney without a name is the source's, as "ditto" says. */
      if (!r->failed && pub->tourney == NULL)
        fail (r, tourney, _("expected the tourney's name"));
    }
  else
    set_text (&pub->tourney, read_text (r, tourney, _("the tourney as {name: ...} or ditto")));
  read_text_list (r, fa_entry_node_get (node, "judges"), _("names"), pub->judges);
  for (guint i = 0; i < node->children->len; i++)
    {
      const FaEntryNode *child = g_ptr_array_index (node->children, i);
      if (!is_one_of (child->key, (const char *const[]) { "tourney", "distinction", "judges", NULL }))
        entry_warning (r->context, r->entry, child,
                       _("not a field of an award (tourney, distinction, judges): left out"));
    }
}

/* Olive's unquote: a text it wrote once in quotes inside its YAML string
 * ("\"1.Sf2-g4 + !\n ...\"") is the text inside them. */
static char *
unquote (const char *text)
{
  size_t length = strlen (text);
  while (length >= 2 && (text[0] == '"' || text[0] == '\'') && text[length - 1] == text[0])
    {
      text++;
      length -= 2;
    }
  return g_strndup (text, length);
}

static gboolean
is_blank (const char *text)
{
  return text[strspn (text, " \t\r")] == '\0';
}

/* The intended solution: its lines without blanks at their ends, the
 * blank lines around it dropped; where each line was written. */
static void
read_solution (Reading *r, const FaEntryNode *node)
{
  FaProblem *p = r->problem;
  g_autofree char *raw = read_text (r, node, _("the solution as a text"));
  if (raw == NULL)
    return;
  /* The text as written, where read_text trimmed it: the lines count
   * from its first. */
  g_autofree char *text = g_strdup (node->text);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = g_strv_length (lines);
  guint first = 0, last = n;
  for (guint i = 0; i < n; i++)
    g_strchomp (lines[i]);
  while (first < last && is_blank (lines[first]))
    first++;
  while (last > first && is_blank (lines[last - 1]))
    last--;
  GString *solution = g_string_new (NULL);
  for (guint i = first; i < last; i++)
    {
      if (i > first)
        g_string_append_c (solution, '\n');
      g_string_append (solution, lines[i]);
      FaSourcePos at = node->text_pos.line ? node->text_pos : node->pos;
      if (node->block_column > 0)
        at = (FaSourcePos) { node->pos.line + 1 + (int) i, node->block_column };
      else if (node->exact && i == 0)
        at.column += (int) g_utf8_strlen (lines[i], strspn (lines[i], " \t"));
      g_array_append_val (p->solution_sources, at);
    }
  g_autofree char *joined = g_string_free (solution, FALSE);
  p->solution = unquote (joined);
}

static void
read_metadata (Reading *r)
{
  const FaEntryNode *e = r->entry;
  FaProblem *p = r->problem;
  FaPublication *pub = &p->publication;

  g_autoptr (GPtrArray) authors = g_ptr_array_new_with_free_func (g_free);
  read_text_list (r, fa_entry_node_get (e, "authors"), _("names"), authors);
  p->author = join_lines (authors);

  /* Olive's older files: the date, the issue and number, the distinction
   * at the top of the entry; the fields of source and award if both. */
  FaEntryNode *date = fa_entry_node_get (e, "date");
  if (date)
    set_text (&pub->date, read_date (r, date));
  g_autofree char *source_id = read_text (r, fa_entry_node_get (e, "source-id"), _("the issue and number, 50/3"));
  if (source_id)
    {
      /* "50/3": the issue, then the number; "3" alone is the number. */
      char *slash = strchr (source_id, '/');
      if (slash)
        {
          set_text (&pub->issue, g_strndup (source_id, (gsize) (slash - source_id)));
          set_text (&pub->problem_id, g_strdup (slash + 1));
        }
      else
        set_text (&pub->problem_id, g_strdup (source_id));
    }
  set_text (&p->award, read_text (r, fa_entry_node_get (e, "distinction"), _("a distinction such as 1st Prize")));

  read_source (r, fa_entry_node_get (e, "source"));
  read_award (r, fa_entry_node_get (e, "award"));
  set_text (&p->title, read_text (r, fa_entry_node_get (e, "title"), _("a title")));
  set_text (&p->intended_solutions,
            read_text (r, fa_entry_node_get (e, "intended-solutions"), _("a number of solutions, 3 or 2.2.1.1")));
  read_text_list (r, fa_entry_node_get (e, "keywords"), _("keywords"), p->keywords);
  read_text_list (r, fa_entry_node_get (e, "comments"), _("comments"), p->remarks);
  read_solution (r, fa_entry_node_get (e, "solution"));
}

/* ---- Reading: the Popeye words ----------------------------------------- */

/* A line of the Popeye text made of an entry's words: the node whose text
 * follows the line's first prefix bytes. */
typedef struct
{
  const FaEntryNode *node;
  int prefix;
} PopeyeLine;

typedef struct
{
  GString *text;
  GArray *lines;  /* of PopeyeLine, line n at n - 1 */
  char *end_mark; /* the remark of the problem after the entry's */
} PopeyeText;

static void
add_line (PopeyeText *t, const char *prefix, const FaEntryNode *node)
{
  PopeyeLine line = { node, (int) strlen (prefix) };
  g_string_append (t->text, prefix);
  if (node && node->text)
    {
      /* One line each, whatever the text holds: a line break would put
       * the places after it out of step. */
      gsize start = t->text->len;
      g_string_append (t->text, node->text);
      for (gsize i = start; i < t->text->len; i++)
        if (t->text->str[i] == '\n' || t->text->str[i] == '\r')
          t->text->str[i] = ' ';
    }
  g_string_append_c (t->text, '\n');
  g_array_append_val (t->lines, line);
}

/* Where the Popeye text's line and column were written in the entry. */
static FaSourcePos
entry_place (const PopeyeText *t, const FaEntryNode *entry, FaSourcePos at, const FaEntryNode **node_out)
{
  int n = at.line, count = (int) t->lines->len;
  const PopeyeLine *line = n >= 1 && n <= count ? &g_array_index (t->lines, PopeyeLine, n - 1) : NULL;
  int offset = line ? at.column - 1 - line->prefix : -1;
  if (line == NULL || line->node == NULL || offset < 0)
    {
      /* A place in a line's keyword ("Twin ", "Pieces"), or past the
       * last line, is where the reader looked for more of the line
       * before: what it expected is missing at the end of that line's
       * text. */
      int k = MIN (n - 1, count);
      while (k >= 1 && g_array_index (t->lines, PopeyeLine, k - 1).node == NULL)
        k--;
      line = k >= 1 ? &g_array_index (t->lines, PopeyeLine, k - 1) : NULL;
      offset = line && line->node->text ? (int) strlen (line->node->text) : 0;
    }
  const FaEntryNode *node = line ? line->node : NULL;
  if (node_out)
    *node_out = node;
  if (node == NULL)
    return entry->pos;
  FaSourcePos start = node->text_pos.line ? node->text_pos : node->pos;
  if (!node->exact || offset <= 0 || node->text == NULL)
    return start;
  size_t length = strlen (node->text);
  start.column += (int) g_utf8_strlen (node->text, (gssize) MIN ((size_t) offset, length));
  return start;
}

static void
place (const PopeyeText *t, const FaEntryNode *entry, FaSourcePos *at)
{
  if (at->line > 0)
    *at = entry_place (t, entry, *at, NULL);
}

/* The problem's places (pieces, conditions, twins' squares, the
 * retractor) in the entry's file, for the solver's messages. */
static void
place_problem (const PopeyeText *t, const FaEntryNode *entry, FaProblem *p)
{
  for (guint i = 0; i < p->pieces->len; i++)
    place (t, entry, &g_array_index (p->pieces, FaPlacedPiece, i).source);
  for (guint i = 0; i < p->condition_sources->len; i++)
    place (t, entry, &g_array_index (p->condition_sources, FaSourcePos, i));
  place (t, entry, &p->retractor.source);
  for (guint i = 0; i < p->twins->len; i++)
    {
      const FaTwin *twin = g_ptr_array_index (p->twins, i);
      for (guint c = 0; c < twin->commands->len; c++)
        {
          FaTwinCommand *command = &g_array_index (twin->commands, FaTwinCommand, c);
          place (t, entry, &command->from_source);
          place (t, entry, &command->to_source);
          place (t, entry, &command->piece.source);
        }
    }
}

/* The reader's errors and warnings, at their places in the entry. */
static void
move_messages (const PopeyeText *t, const FaEntryContext *context, const FaEntryNode *entry, GPtrArray *from,
               GPtrArray *to)
{
  for (guint i = 0; from && to && i < from->len; i++)
    {
      const FaInputError *e = g_ptr_array_index (from, i);
      const FaEntryNode *node = NULL;
      FaSourcePos at = entry_place (t, entry, (FaSourcePos) { e->line, e->column }, &node);
      g_autofree char *field = field_name (entry, node);
      g_ptr_array_add (to, new_message (context, entry, at, field, e->message));
    }
}

/* "b" < "c" < ... < "z" < "z1" < "z2" < ... < "z10": Popeye's twin labels. */
static int
twin_label_rank (const char *label)
{
  if (label == NULL || !g_ascii_islower (label[0]))
    return -1;
  if (label[1] == '\0')
    return label[0] - 'a';
  guint64 number = 0;
  if (label[0] != 'z' || !g_ascii_string_to_unsigned (label + 1, 10, 1, 100000, &number, NULL))
    return -1;
  return 25 + (int) number;
}

static gint
compare_twins (gconstpointer a, gconstpointer b)
{
  const FaEntryNode *ta = *(const FaEntryNode *const *) a, *tb = *(const FaEntryNode *const *) b;
  return twin_label_rank (ta->key) - twin_label_rank (tb->key);
}

static gboolean
is_list_of_words (Reading *r, const FaEntryNode *node, const char *what)
{
  if (node == NULL || node->type == FA_ENTRY_NULL)
    return FALSE;
  if (node->type != FA_ENTRY_LIST)
    {
      fail (r, node, _("expected a list of %s, not %s"), what, type_name (node));
      return FALSE;
    }
  for (guint i = 0; i < node->children->len; i++)
    {
      const FaEntryNode *item = g_ptr_array_index (node->children, i);
      if (!fa_entry_node_is_scalar (item))
        {
          fail (r, item, _("expected %s, not %s"), what, type_name (item));
          return FALSE;
        }
    }
  return TRUE;
}

/* The entry's stipulation, options, pieces and twins as Popeye input, a
 * line each; FALSE (the error told) when a field has the wrong shape. */
static gboolean
build_popeye_text (Reading *r, PopeyeText *t)
{
  const FaEntryNode *e = r->entry;
  add_line (t, "BeginProblem", NULL);

  /* Faerie's problem lines first, BoardSize first of all: the squares of
   * the others are those of the board it makes. */
  FaEntryNode *options = fa_entry_node_get (e, "options");
  gboolean have_options = is_list_of_words (r, options, _("Popeye options and conditions"));
  if (r->failed)
    return FALSE;
  for (int pass = 0; pass < 2 && have_options; pass++)
    for (guint i = 0; i < options->children->len; i++)
      {
        const FaEntryNode *item = g_ptr_array_index (options->children, i);
        if (fa_popeye_word_kind (item->text) != FA_POPEYE_WORD_KEYWORD)
          continue;
        const char *word = item->text + strspn (item->text, " \t");
        gboolean board_size = g_ascii_strncasecmp (word, "BoardSize", 9) == 0;
        if (board_size == (pass == 0))
          add_line (t, "", item);
      }

  FaEntryNode *stipulation = fa_entry_node_get (e, "stipulation");
  if (stipulation && stipulation->type != FA_ENTRY_NULL)
    {
      if (!fa_entry_node_is_scalar (stipulation))
        {
          fail (r, stipulation, _("expected a stipulation such as #2 or h#3, not %s"), type_name (stipulation));
          return FALSE;
        }
      add_line (t, "Stipulation ", stipulation);
    }

  for (guint i = 0; have_options && i < options->children->len; i++)
    {
      const FaEntryNode *item = g_ptr_array_index (options->children, i);
      FaPopeyeWordKind kind = fa_popeye_word_kind (item->text);
      if (kind != FA_POPEYE_WORD_KEYWORD)
        add_line (t, kind == FA_POPEYE_WORD_OPTION ? "Option " : "Condition ", item);
    }

  FaEntryNode *algebraic = fa_entry_node_get (e, "algebraic");
  if (algebraic && algebraic->type != FA_ENTRY_NULL)
    {
      if (algebraic->type != FA_ENTRY_MAP)
        {
          fail (r, algebraic, _("expected the pieces as {white: [...], black: [...]}, not %s"),
                type_name (algebraic));
          return FALSE;
        }
      static const char *const colours[] = { "white", "black", "neutral", NULL };
      static const char *const colour_words[] = { "White ", "Black ", "Neutral " };
      gboolean any = FALSE;
      for (guint i = 0; i < algebraic->children->len; i++)
        {
          const FaEntryNode *list = g_ptr_array_index (algebraic->children, i);
          if (!is_one_of (list->key, colours))
            {
              fail (r, list, _("expected white, black or neutral, not '%s'"), list->key);
              return FALSE;
            }
          if (!is_list_of_words (r, list, _("pieces such as Kh1 or Royal Zf3")))
            {
              if (r->failed)
                return FALSE;
              continue;
            }
          int colour = 0;
          while (strcmp (colours[colour], list->key) != 0)
            colour++;
          for (guint k = 0; k < list->children->len; k++)
            {
              if (!any)
                add_line (t, "Pieces", NULL);
              any = TRUE;
              add_line (t, colour_words[colour], g_ptr_array_index (list->children, k));
            }
        }
    }

  FaEntryNode *twins = fa_entry_node_get (e, "twins");
  if (twins && twins->type != FA_ENTRY_NULL)
    {
      if (twins->type != FA_ENTRY_MAP)
        {
          fail (r, twins, _("expected the twins as {b: Move a1 a2, c: ...}, not %s"), type_name (twins));
          return FALSE;
        }
      g_autoptr (GPtrArray) sorted = g_ptr_array_new ();
      for (guint i = 0; i < twins->children->len; i++)
        {
          FaEntryNode *twin = g_ptr_array_index (twins->children, i);
          if (twin_label_rank (twin->key) < 0)
            {
              fail (r, twin, _("expected a twin's letter, b, c, ... z, z1, ..., not '%s'"), twin->key);
              return FALSE;
            }
          if (!fa_entry_node_is_scalar (twin))
            {
              fail (r, twin, _("expected Popeye's twin commands such as Move a1 a2, not %s"), type_name (twin));
              return FALSE;
            }
          g_ptr_array_add (sorted, twin);
        }
      g_ptr_array_sort (sorted, compare_twins);
      /* b, c, d ...: the labels the solution gives the twins. */
      int expected = 1;
      for (guint i = 0; i < sorted->len; i++)
        {
          const FaEntryNode *twin = g_ptr_array_index (sorted, i);
          int rank = twin_label_rank (twin->key);
          if (rank == 0)
            {
              /* Popeye's ZeroPosition. */
              fail (r, twin, _("a zero position (twin a) is not supported yet"));
              return FALSE;
            }
          if (rank != expected)
            {
              fail (r, twin, expected < 26 ? _("expected twin %c, not '%s'") : _("expected twin z%d, not '%s'"),
                    expected < 26 ? 'a' + expected : expected - 25, twin->key);
              return FALSE;
            }
          expected++;
          add_line (t, "Twin ", twin);
        }
    }
  /* A problem of its own after the entry's, which the reader reaches only
   * if no word of a field ended the entry's problem early: a field is
   * Popeye's words, and NextProblem or EndProblem are words too. */
  add_line (t, "NextProblem", NULL);
  PopeyeLine remark = { NULL, 0 };
  g_string_append_printf (t->text, "Remark %s\n", t->end_mark);
  g_array_append_val (t->lines, remark);
  add_line (t, "EndProblem", NULL);
  return TRUE;
}

/* TRUE when problems are the entry's problem and the one after it. */
static gboolean
read_to_the_end (const PopeyeText *t, GPtrArray *problems)
{
  if (problems->len != 2)
    return FALSE;
  const FaProblem *last = g_ptr_array_index (problems, 1);
  return last->remarks->len == 1 && strcmp (g_ptr_array_index (last->remarks, 0), t->end_mark) == 0;
}

/* ---- Reading: what Faerie keeps as it was ------------------------------ */

static const char *const known_keys[] = {
  "authors", "source", "award", "title", "algebraic", "stipulation", "options", "twins",
  "intended-solutions", "solution", "keywords", "comments", "date", "source-id", "distinction", NULL,
};

static GVariant *
node_to_variant (const FaEntryNode *node)
{
  switch (node->type)
    {
    case FA_ENTRY_STRING:
      return g_variant_new_string (node->text);
    case FA_ENTRY_INTEGER:
      {
        gint64 value = 0;
        if (g_ascii_string_to_signed (node->text, 10, G_MININT64, G_MAXINT64, &value, NULL))
          return g_variant_new_int64 (value);
        return g_variant_new_string (node->text);
      }
    case FA_ENTRY_NUMBER:
      return g_variant_new_double (g_ascii_strtod (node->text, NULL));
    case FA_ENTRY_BOOLEAN:
      return g_variant_new_boolean (fa_entry_node_is_true (node));
    case FA_ENTRY_LIST:
      {
        GVariantBuilder builder;
        g_variant_builder_init (&builder, G_VARIANT_TYPE ("av"));
        for (guint i = 0; i < node->children->len; i++)
          g_variant_builder_add (&builder, "v", node_to_variant (g_ptr_array_index (node->children, i)));
        return g_variant_builder_end (&builder);
      }
    case FA_ENTRY_MAP:
      {
        GVariantBuilder builder;
        g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{sv}"));
        for (guint i = 0; i < node->children->len; i++)
          {
            const FaEntryNode *child = g_ptr_array_index (node->children, i);
            g_variant_builder_add (&builder, "{sv}", child->key, node_to_variant (child));
          }
        return g_variant_builder_end (&builder);
      }
    case FA_ENTRY_NULL:
    default:
      return g_variant_new_maybe (G_VARIANT_TYPE_STRING, NULL);
    }
}

static GVariant *
read_extra (const FaEntryNode *entry)
{
  GVariantBuilder builder;
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{sv}"));
  gboolean any = FALSE;
  for (guint i = 0; i < entry->children->len; i++)
    {
      const FaEntryNode *child = g_ptr_array_index (entry->children, i);
      if (is_one_of (child->key, known_keys))
        continue;
      g_variant_builder_add (&builder, "{sv}", child->key, node_to_variant (child));
      any = TRUE;
    }
  GVariant *extra = g_variant_ref_sink (g_variant_builder_end (&builder));
  if (!any)
    g_clear_pointer (&extra, g_variant_unref);
  return extra;
}

FaProblem *
fa_yacpdb_entry_read (const FaEntryNode *entry, const FaEntryContext *context)
{
  g_return_val_if_fail (entry != NULL && context != NULL, NULL);

  if (entry->type != FA_ENTRY_MAP)
    {
      fa_entry_error (context, entry, NULL, _("expected an entry, a mapping of fields such as algebraic and "
                                              "stipulation, not %s"), type_name (entry));
      return NULL;
    }

  Reading r = { context, entry, fa_problem_new (), FALSE };
  read_metadata (&r);

  PopeyeText text = { g_string_new (NULL), g_array_new (FALSE, TRUE, sizeof (PopeyeLine)),
                      g_strdup_printf ("faerie-entry-end-%p", (const void *) entry) };
  g_autoptr (FaProblem) problem = NULL;
  if (!r.failed && build_popeye_text (&r, &text))
    {
      g_autoptr (GPtrArray) errors = NULL;
      g_autoptr (GPtrArray) warnings = NULL;
      g_autoptr (GPtrArray) problems = fa_popeye_read_full (text.text->str, text.text->len, context->file,
                                                            &errors, &warnings);
      if (errors->len > 0)
        move_messages (&text, context, entry, errors, context->errors);
      else if (!read_to_the_end (&text, problems))
        {
          /* Where the reader ended the entry's problem: the next problem's
           * start, or the text after EndProblem it warned of. */
          FaSourcePos at = { 0, 0 };
          if (problems->len >= 2)
            /* Its line: the field's text, to its end. */
            at = (FaSourcePos) { ((FaProblem *) g_ptr_array_index (problems, 1))->source_line, G_MAXINT / 2 };
          else if (warnings->len > 0)
            {
              const FaInputError *last = g_ptr_array_index (warnings, warnings->len - 1);
              at = (FaSourcePos) { last->line, last->column };
            }
          const FaEntryNode *node = NULL;
          FaSourcePos place = entry_place (&text, entry, at, &node);
          g_autofree char *field = field_name (entry, node);
          g_ptr_array_add (context->errors,
                           new_message (context, entry, place, field,
                                        _("Popeye's NextProblem or EndProblem in a field ends the problem")));
        }
      else
        {
          move_messages (&text, context, entry, warnings, context->warnings);
          problem = g_steal_pointer (&g_ptr_array_index (problems, 0));
        }
    }
  if (problem)
    {
      place_problem (&text, entry, problem);
      /* The metadata, as read above. */
      FaProblem *m = r.problem;
      problem->author = g_steal_pointer (&m->author);
      problem->origin = g_steal_pointer (&m->origin);
      problem->award = g_steal_pointer (&m->award);
      problem->title = g_steal_pointer (&m->title);
      problem->solution = g_steal_pointer (&m->solution);
      problem->intended_solutions = g_steal_pointer (&m->intended_solutions);
      FaPublication swap = problem->publication;
      problem->publication = m->publication;
      m->publication = swap;
      GArray *sources = problem->solution_sources;
      problem->solution_sources = m->solution_sources;
      m->solution_sources = sources;
      GPtrArray *list = problem->remarks;
      problem->remarks = m->remarks;
      m->remarks = list;
      list = problem->keywords;
      problem->keywords = m->keywords;
      m->keywords = list;
      problem->entry_extra = read_extra (entry);
      g_free (problem->source_name);
      problem->source_name = g_strdup (context->file);
      problem->source_line = entry->pos.line;
    }
  g_string_free (text.text, TRUE);
  g_array_unref (text.lines);
  g_free (text.end_mark);
  fa_problem_free (r.problem);
  return g_steal_pointer (&problem);
}

/* ---- Writing ----------------------------------------------------------- */

static FaEntryNode *
add_text (FaEntryNode *parent, const char *key, const char *text)
{
  if (text == NULL || *text == '\0')
    return NULL;
  return fa_entry_node_add (parent, key, fa_entry_node_new (FA_ENTRY_STRING, text));
}

/* A label (an issue, a number) that is a whole number is written as one,
 * as YACPDB's entries have them ("problemid: 7100"). */
static FaEntryNode *
add_label (FaEntryNode *parent, const char *key, const char *text)
{
  if (text == NULL || *text == '\0')
    return NULL;
  gboolean whole = strspn (text, "0123456789") == strlen (text) && (text[0] != '0' || text[1] == '\0')
                   && strlen (text) < 16;
  return fa_entry_node_add (parent, key, fa_entry_node_new (whole ? FA_ENTRY_INTEGER : FA_ENTRY_STRING, text));
}

static void
add_list (FaEntryNode *parent, const char *key, GPtrArray *texts)
{
  if (texts == NULL || texts->len == 0)
    return;
  FaEntryNode *list = fa_entry_node_add (parent, key, fa_entry_node_new (FA_ENTRY_LIST, NULL));
  for (guint i = 0; i < texts->len; i++)
    add_text (list, NULL, g_ptr_array_index (texts, i));
}

/* {year: 1965, month: 2, day: 21} for a date of that shape; else the
 * text ("1965-1967" as its year). */
static void
add_date (FaEntryNode *parent, const char *key, const char *date)
{
  if (date == NULL || *date == '\0')
    return;
  g_auto (GStrv) parts = g_strsplit (date, "-", -1);
  guint n = g_strv_length (parts);
  gboolean digits = n >= 1 && n <= 3;
  for (guint i = 0; digits && i < n; i++)
    digits = *parts[i] && strspn (parts[i], "0123456789") == strlen (parts[i])
             && strlen (parts[i]) == (i == 0 ? 4 : 2);
  gint64 month = 0, day = 0;
  if (digits && n >= 2)
    digits = g_ascii_string_to_signed (parts[1], 10, 1, 12, &month, NULL);
  if (digits && n == 3)
    digits = g_ascii_string_to_signed (parts[2], 10, 1, 31, &day, NULL);
  /* Two years are a span, "1965-1967". */
  gboolean span = n == 2 && strlen (parts[0]) == 4 && strlen (parts[1]) == 4
                  && strspn (date, "0123456789-") == strlen (date);
  if (!digits && !span)
    {
      add_text (parent, key, date);
      return;
    }
  FaEntryNode *map = fa_entry_node_add (parent, key, fa_entry_node_new (FA_ENTRY_MAP, NULL));
  if (span)
    {
      add_text (map, "year", date);
      return;
    }
  add_label (map, "year", parts[0]);
  char number[8];
  if (month)
    {
      g_snprintf (number, sizeof number, "%d", (int) month);
      fa_entry_node_add (map, "month", fa_entry_node_new (FA_ENTRY_INTEGER, number));
    }
  if (day)
    {
      g_snprintf (number, sizeof number, "%d", (int) day);
      fa_entry_node_add (map, "day", fa_entry_node_new (FA_ENTRY_INTEGER, number));
    }
}

/* "NoCastling a1h1" with its squares a word each, as Olive's list of
 * options wants them ("NoCastling a1 h1"). */
static char *
option_item (const char *word)
{
  if (!g_str_has_prefix (word, "NoCastling "))
    return g_strdup (word);
  GString *item = g_string_new ("NoCastling");
  for (const char *c = word + strlen ("NoCastling "); *c; c++)
    {
      if (g_ascii_isalpha (*c))
        g_string_append_c (item, ' ');
      g_string_append_c (item, *c);
    }
  return g_string_free (item, FALSE);
}

static void
add_pieces (FaEntryNode *entry, const FaProblem *p)
{
  if (p->pieces->len == 0)
    return;
  FaEntryNode *algebraic = fa_entry_node_add (entry, "algebraic", fa_entry_node_new (FA_ENTRY_MAP, NULL));
  g_autoptr (GArray) sorted = fa_popeye_sorted_pieces (p);
  static const char *const colours[] = { NULL, "white", "black", "neutral" };
  FaEntryNode *list = NULL;
  FaColour colour = 0;
  for (guint i = 0; i < sorted->len; i++)
    {
      const FaPlacedPiece *piece = &g_array_index (sorted, FaPlacedPiece, i);
      if (list == NULL || piece->colour != colour)
        {
          colour = piece->colour;
          list = fa_entry_node_add (algebraic, colours[colour], fa_entry_node_new (FA_ENTRY_LIST, NULL));
        }
      char square[8];
      g_autofree char *word = g_strdup_printf ("%s%s%s%s%s", piece->paralysing ? "Paralysing " : "",
                                               piece->royal ? "Royal " : "", piece->mwu ? "MWU " : "",
                                               piece->spec->code, fa_square_name_for (p->files, piece->square, square));
      add_text (list, NULL, word);
    }
}

static FaEntryNode *
variant_to_node (GVariant *value)
{
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_VARIANT))
    {
      g_autoptr (GVariant) inner = g_variant_get_variant (value);
      return variant_to_node (inner);
    }
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    return fa_entry_node_new (FA_ENTRY_STRING, g_variant_get_string (value, NULL));
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT64))
    {
      char text[32];
      g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, g_variant_get_int64 (value));
      return fa_entry_node_new (FA_ENTRY_INTEGER, text);
    }
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE))
    {
      char text[G_ASCII_DTOSTR_BUF_SIZE];
      return fa_entry_node_new (FA_ENTRY_NUMBER, g_ascii_dtostr (text, sizeof text, g_variant_get_double (value)));
    }
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
    return fa_entry_node_new (FA_ENTRY_BOOLEAN, g_variant_get_boolean (value) ? "true" : "false");
  if (g_variant_is_of_type (value, G_VARIANT_TYPE ("a{sv}")))
    {
      FaEntryNode *map = fa_entry_node_new (FA_ENTRY_MAP, NULL);
      GVariantIter iter;
      const char *key;
      GVariant *child;
      g_variant_iter_init (&iter, value);
      while (g_variant_iter_loop (&iter, "{&sv}", &key, &child))
        fa_entry_node_add (map, key, variant_to_node (child));
      return map;
    }
  if (g_variant_is_of_type (value, G_VARIANT_TYPE ("av")))
    {
      FaEntryNode *list = fa_entry_node_new (FA_ENTRY_LIST, NULL);
      GVariantIter iter;
      GVariant *child;
      g_variant_iter_init (&iter, value);
      while (g_variant_iter_loop (&iter, "v", &child))
        fa_entry_node_add (list, NULL, variant_to_node (child));
      return list;
    }
  return fa_entry_node_new (FA_ENTRY_NULL, NULL);
}

FaEntryNode *
fa_yacpdb_entry_write (const FaProblem *p)
{
  g_return_val_if_fail (p != NULL, NULL);

  const FaPublication *pub = &p->publication;
  FaEntryNode *entry = fa_entry_node_new (FA_ENTRY_MAP, NULL);

  if (p->author)
    {
      g_auto (GStrv) lines = g_strsplit (p->author, "\n", -1);
      g_autoptr (GPtrArray) authors = g_ptr_array_new ();
      for (char **line = lines; *line; line++)
        if (*g_strstrip (*line))
          g_ptr_array_add (authors, *line);
      add_list (entry, "authors", authors);
    }

  if (p->origin || pub->date || pub->volume || pub->issue || pub->round || pub->problem_id || pub->page)
    {
      FaEntryNode *source = fa_entry_node_add (entry, "source", fa_entry_node_new (FA_ENTRY_MAP, NULL));
      add_text (source, "name", p->origin);
      add_label (source, "volume", pub->volume);
      add_label (source, "issue", pub->issue);
      add_label (source, "round", pub->round);
      add_label (source, "problemid", pub->problem_id);
      add_label (source, "pagenumber", pub->page);
      add_date (source, "date", pub->date);
    }

  if (p->award || pub->tourney || pub->judges->len > 0)
    {
      FaEntryNode *award = fa_entry_node_add (entry, "award", fa_entry_node_new (FA_ENTRY_MAP, NULL));
      if (pub->tourney && g_ascii_strcasecmp (pub->tourney, "ditto") == 0 && !pub->tourney_date)
        add_text (award, "tourney", pub->tourney);
      else if (pub->tourney)
        {
          FaEntryNode *tourney = fa_entry_node_add (award, "tourney", fa_entry_node_new (FA_ENTRY_MAP, NULL));
          add_text (tourney, "name", pub->tourney);
          add_date (tourney, "date", pub->tourney_date);
        }
      add_text (award, "distinction", p->award);
      add_list (award, "judges", pub->judges);
    }

  add_text (entry, "title", p->title);
  add_pieces (entry, p);

  if (p->has_stipulation)
    {
      char stipulation[32];
      add_text (entry, "stipulation", fa_stipulation_format (&p->stipulation, stipulation));
    }

  /* Options, conditions, then Faerie's own lines. */
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) words = fa_popeye_option_words (p);
  for (guint i = 0; i < words->len; i++)
    g_ptr_array_add (items, option_item (g_ptr_array_index (words, i)));
  for (guint i = 0; i < p->conditions->len; i++)
    {
      char *condition = g_strdup (g_ptr_array_index (p->conditions, i));
      g_ptr_array_add (items, g_strdelimit (condition, "\n\r", ' '));
    }
  g_autoptr (GPtrArray) extensions = fa_popeye_extension_lines (p);
  for (guint i = 0; i < extensions->len; i++)
    g_ptr_array_add (items, g_strdup (g_ptr_array_index (extensions, i)));
  add_list (entry, "options", items);

  if (p->twins->len > 0)
    {
      FaEntryNode *twins = fa_entry_node_add (entry, "twins", fa_entry_node_new (FA_ENTRY_MAP, NULL));
      g_autoptr (GPtrArray) texts = fa_popeye_twin_texts (p);
      for (guint i = 0; i < texts->len; i++)
        {
          g_autofree char *label = fa_problem_twin_label (p, i + 1);
          char *key = label + (*label == '+');
          key[strlen (key) - 1] = '\0'; /* the bracket */
          add_text (twins, key, g_ptr_array_index (texts, i));
        }
    }

  add_label (entry, "intended-solutions", p->intended_solutions);
  add_text (entry, "solution", p->solution);
  add_list (entry, "keywords", p->keywords);
  add_list (entry, "comments", p->remarks);

  if (p->entry_extra)
    {
      g_autoptr (FaEntryNode) extra = variant_to_node (p->entry_extra);
      while (extra->type == FA_ENTRY_MAP && extra->children->len > 0)
        {
          FaEntryNode *child = g_ptr_array_steal_index (extra->children, 0);
          g_autofree char *key = g_strdup (child->key);
          if (fa_entry_node_get (entry, key))
            fa_entry_node_free (child); /* a field Faerie writes itself */
          else
            fa_entry_node_add (entry, key, child);
        }
    }
  return entry;
}
