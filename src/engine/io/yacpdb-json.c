/* YACPDB's JSON entries: the text read into entry trees by json-reader.h,
 * each entry of a list on its own, the entries read and written by
 * yacpdb-entry.h. */
#include "io/yacpdb-json.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "io/json-reader.h"
#include "io/json-writer.h"
#include "io/popeye-input.h"
#include "io/yacpdb-entry.h"

typedef struct
{
  const char *name;
  GPtrArray *problems;
  GPtrArray *errors;
  GPtrArray *warnings;
  guint index;
} Reader;

/* ---- Reading ----------------------------------------------------------- */

static void
add_error (Reader *r, FaSourcePos at, char *message)
{
  g_ptr_array_add (r->errors, fa_input_error_new (r->name, at.line, at.column, message));
}

static void
take_entry (Reader *r, FaEntryNode *entry)
{
  FaEntryContext context = { r->name, r->index, r->errors, r->warnings };
  FaProblem *problem = fa_yacpdb_entry_read (entry, &context);
  if (problem)
    g_ptr_array_add (r->problems, problem);
}

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Where the elements of the list at text[open] begin and end: at the ","
 * or "]" outside strings and brackets, so that one element that is not
 * JSON does not hide the others.  The last ends at length when the list
 * is not closed. */
static GArray *
split_list (const char *text, gsize length, gsize open)
{
  GArray *bounds = g_array_new (FALSE, FALSE, sizeof (gsize));
  int depth = 0;
  gboolean in_string = FALSE;
  gsize start = open + 1;
  for (gsize i = open + 1; i < length; i++)
    {
      char c = text[i];
      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (c == '"')
        in_string = TRUE;
      else if (c == '{' || c == '[')
        depth++;
      else if ((c == '}' || c == ']') && depth > 0)
        depth--;
      else if (depth == 0 && (c == ',' || c == ']'))
        {
          g_array_append_val (bounds, start);
          g_array_append_val (bounds, i);
          start = i + 1;
          if (c == ']')
            return bounds;
        }
    }
  /* No closing bracket: the rest is the last element. */
  g_array_append_val (bounds, start);
  g_array_append_val (bounds, length);
  return bounds;
}

/* One element of a list of entries, text[start, end), read alone; at: the
 * place of text[start].  FALSE when it is not JSON. */
static gboolean
read_element (Reader *r, const char *text, gsize start, gsize end, FaSourcePos at)
{
  gsize first = start;
  while (first < end && is_blank (text[first]))
    first++;
  if (first == end)
    return TRUE; /* "[]", or a comma too many */
  r->index++;
  FaSourcePos pos = fa_json_place_after (text + start, first - start, at);
  FaJsonError error;
  g_autoptr (FaEntryNode) entry = fa_json_read (text + first, end - first, pos, &error);
  if (entry == NULL)
    {
      add_error (r, error.at, g_strdup_printf (_("entry %u (%d:%d): not JSON: %s"), r->index, pos.line, pos.column,
                                               error.message));
      g_free (error.message);
      return FALSE;
    }
  take_entry (r, entry);
  return TRUE;
}

/* The list of entries at text[open], each read on its own. */
static void
read_list (Reader *r, const char *text, gsize length, gsize open)
{
  g_autoptr (GArray) bounds = split_list (text, length, open);
  gsize from = 0, end = length;
  FaSourcePos at = { 1, 1 }; /* of text[from] */
  gboolean read = TRUE;
  for (guint i = 0; i + 1 < bounds->len; i += 2)
    {
      gsize start = g_array_index (bounds, gsize, i);
      end = g_array_index (bounds, gsize, i + 1);
      at = fa_json_place_after (text + from, start - from, at);
      from = start;
      read = read_element (r, text, start, end, at);
    }
  /* After the closing bracket (at end), nothing but blanks. */
  gsize after = end < length ? end + 1 : length;
  while (after < length && is_blank (text[after]))
    after++;
  const char *expected = end >= length ? _("expected ',' or ']' in the list of entries, found %s")
                         : after < length ? _("expected the end of the text after the list of entries, found %s")
                                          : NULL;
  /* An element that did not read has said what is wrong there. */
  if (expected && (read || end < length))
    {
      g_autofree char *found = fa_json_describe (text + after, length - after);
      add_error (r, fa_json_place_after (text + from, after - from, at), g_strdup_printf (expected, found));
    }
}

GPtrArray *
fa_yacpdb_json_read (const char *text, gsize length, const char *source_name, GPtrArray **errors_out,
                     GPtrArray **warnings_out)
{
  Reader r = { 0 };
  r.name = source_name ? source_name : "<input>";
  r.problems = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_problem_free);
  r.errors = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_input_error_free);
  r.warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_input_error_free);
  if (text == NULL)
    {
      text = "";
      length = 0;
    }
  /* The byte order mark is no character: places count from after it. */
  gsize bom = fa_json_bom_length (text, length);
  text += bom;
  length -= bom;

  gsize first = 0;
  while (first < length && is_blank (text[first]))
    first++;

  if (first < length && text[first] == '[')
    read_list (&r, text, length, first);
  else if (first < length)
    {
      FaJsonError error;
      g_autoptr (FaEntryNode) root = fa_json_read (text, length, (FaSourcePos) { 1, 1 }, &error);
      if (root == NULL)
        {
          add_error (&r, error.at, g_strdup_printf (_("not JSON: %s"), error.message));
          g_free (error.message);
        }
      else
        {
          FaEntryNode *entries = fa_entry_node_get (root, "entries");
          if (root->type == FA_ENTRY_MAP && entries && entries->type == FA_ENTRY_LIST)
            /* YACPDB's answer to a search. */
            for (guint i = 0; i < entries->children->len; i++)
              {
                r.index++;
                take_entry (&r, g_ptr_array_index (entries->children, i));
              }
          else if (root->type == FA_ENTRY_MAP)
            {
              r.index++;
              take_entry (&r, root);
            }
          else
            add_error (&r, root->pos, g_strdup (_("expected an entry, a list of entries or {\"entries\": [...]}")));
        }
    }

  if (errors_out)
    *errors_out = r.errors;
  else
    g_ptr_array_unref (r.errors);
  if (warnings_out)
    *warnings_out = r.warnings;
  else
    g_ptr_array_unref (r.warnings);
  return r.problems;
}

/* ---- Writing ----------------------------------------------------------- */

char *
fa_yacpdb_json_write (GPtrArray *problems)
{
  g_autoptr (FaEntryNode) entries = fa_entry_node_new (FA_ENTRY_LIST, NULL);
  for (guint i = 0; problems && i < problems->len; i++)
    fa_entry_node_add (entries, NULL, fa_yacpdb_entry_write (g_ptr_array_index (problems, i)));
  return fa_json_write (entries);
}
