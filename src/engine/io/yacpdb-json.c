/* YACPDB's JSON entries through json-glib.  json-glib keeps no places in
 * its nodes, so a walk over the same text, in step with the tree, gives
 * each value its line and column. */
#include "io/yacpdb-json.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "io/popeye-input.h"
#include "io/yacpdb-entry.h"

#define MAX_DEPTH 64

typedef struct
{
  const char *name;
  GPtrArray *problems;
  GPtrArray *errors;
  GPtrArray *warnings;
  guint index;
} Reader;

/* ---- Places ------------------------------------------------------------ */

typedef struct
{
  const char *text;
  gsize length;
  gsize at;
  int line, column; /* of text[at], the column in characters */
} Cursor;

static void
step (Cursor *c)
{
  if (c->at >= c->length)
    return;
  unsigned char byte = (unsigned char) c->text[c->at++];
  if (byte == '\n')
    {
      c->line++;
      c->column = 1;
    }
  else if ((byte & 0xC0) != 0x80)
    c->column++;
}

static void
skip_blanks (Cursor *c)
{
  while (c->at < c->length && strchr (" \t\r\n", c->text[c->at]) && c->text[c->at])
    step (c);
}

static void
skip_string (Cursor *c)
{
  step (c); /* the opening quote */
  while (c->at < c->length && c->text[c->at] != '"')
    {
      if (c->text[c->at] == '\\')
        step (c);
      step (c);
    }
  step (c);
}

/* Where a value begins and its bytes. */
typedef struct
{
  FaSourcePos pos;
  gsize start, end;
} Place;

/* The places of the value at the cursor and of all the values inside it,
 * in document order; FALSE when the text is not what json-glib read. */
static gboolean
walk (Cursor *c, GArray *places, int depth)
{
  skip_blanks (c);
  if (c->at >= c->length || depth > MAX_DEPTH)
    return FALSE;
  guint mine = places->len;
  Place place = { { c->line, c->column }, c->at, c->at };
  g_array_append_val (places, place);
  char open = c->text[c->at];
  if (open == '{' || open == '[')
    {
      char close = open == '{' ? '}' : ']';
      step (c);
      skip_blanks (c);
      if (c->at < c->length && c->text[c->at] == close)
        step (c);
      else
        for (;;)
          {
            if (open == '{')
              {
                skip_blanks (c);
                if (c->at >= c->length || c->text[c->at] != '"')
                  return FALSE;
                skip_string (c);
                skip_blanks (c);
                if (c->at >= c->length || c->text[c->at] != ':')
                  return FALSE;
                step (c);
              }
            if (!walk (c, places, depth + 1))
              return FALSE;
            skip_blanks (c);
            if (c->at >= c->length)
              return FALSE;
            char next = c->text[c->at];
            step (c);
            if (next == close)
              break;
            if (next != ',')
              return FALSE;
          }
    }
  else if (open == '"')
    skip_string (c);
  else
    while (c->at < c->length && (g_ascii_isalnum (c->text[c->at]) || strchr ("+-.", c->text[c->at])))
      step (c);
  g_array_index (places, Place, mine).end = c->at;
  return TRUE;
}

typedef struct
{
  const char *text;
  GArray *places;
  guint next;        /* the place of the next value converted */
  gboolean lost;     /* the walk and the tree went out of step */
} Converting;

static FaEntryNode *
convert (Converting *v, JsonNode *json)
{
  Place place = { { 0, 0 }, 0, 0 };
  if (v->next < v->places->len)
    place = g_array_index (v->places, Place, v->next);
  else
    v->lost = TRUE;
  v->next++;

  FaEntryNode *node = NULL;
  switch (json_node_get_node_type (json))
    {
    case JSON_NODE_OBJECT:
      {
        node = fa_entry_node_new (FA_ENTRY_MAP, NULL);
        JsonObjectIter iter;
        const char *key;
        JsonNode *member;
        json_object_iter_init_ordered (&iter, json_node_get_object (json));
        while (json_object_iter_next_ordered (&iter, &key, &member))
          fa_entry_node_add (node, key, convert (v, member));
        break;
      }
    case JSON_NODE_ARRAY:
      {
        node = fa_entry_node_new (FA_ENTRY_LIST, NULL);
        JsonArray *array = json_node_get_array (json);
        for (guint i = 0; i < json_array_get_length (array); i++)
          fa_entry_node_add (node, NULL, convert (v, json_array_get_element (array, i)));
        break;
      }
    case JSON_NODE_VALUE:
      {
        GType type = json_node_get_value_type (json);
        g_autofree char *raw = place.end > place.start ? g_strndup (v->text + place.start, place.end - place.start)
                                                       : NULL;
        if (type == G_TYPE_STRING)
          {
            const char *text = json_node_get_string (json);
            node = fa_entry_node_new (FA_ENTRY_STRING, text);
            /* Without escapes the text's bytes are the file's, quotes aside. */
            node->exact = raw && strlen (raw) == strlen (text) + 2 && !strchr (raw, '\n');
          }
        else if (type == G_TYPE_INT64)
          {
            char text[32];
            g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, json_node_get_int (json));
            node = fa_entry_node_new (FA_ENTRY_INTEGER, text);
          }
        else if (type == G_TYPE_DOUBLE)
          {
            char text[G_ASCII_DTOSTR_BUF_SIZE];
            node = fa_entry_node_new (FA_ENTRY_NUMBER,
                                      raw ? raw : g_ascii_dtostr (text, sizeof text, json_node_get_double (json)));
          }
        else if (type == G_TYPE_BOOLEAN)
          node = fa_entry_node_new (FA_ENTRY_BOOLEAN, json_node_get_boolean (json) ? "true" : "false");
        else
          node = fa_entry_node_new (FA_ENTRY_NULL, NULL);
        break;
      }
    case JSON_NODE_NULL:
    default:
      node = fa_entry_node_new (FA_ENTRY_NULL, NULL);
      break;
    }
  node->pos = place.pos;
  node->text_pos = place.pos;
  if (node->type == FA_ENTRY_STRING)
    node->text_pos.column++;
  return node;
}

static void
place_all (FaEntryNode *node, FaSourcePos pos)
{
  node->pos = node->text_pos = pos;
  node->exact = FALSE;
  for (guint i = 0; node->children && i < node->children->len; i++)
    place_all (g_ptr_array_index (node->children, i), pos);
}

/* The entry tree of json, which json-glib read from text (whose value
 * begins at start). */
static FaEntryNode *
tree (JsonNode *json, const char *text, gsize length, gsize start, FaSourcePos start_pos)
{
  Cursor cursor = { text, length, start, start_pos.line, start_pos.column };
  Converting v = { text, g_array_new (FALSE, FALSE, sizeof (Place)), 0, FALSE };
  gboolean walked = walk (&cursor, v.places, 0);
  FaEntryNode *node = convert (&v, json);
  /* A key written twice (json-glib keeps the last) puts the walk out of
   * step: then the whole value's place stands for every part of it. */
  if (!walked || v.lost || v.next != v.places->len)
    place_all (node, start_pos);
  g_array_unref (v.places);
  return node;
}

/* ---- Reading ----------------------------------------------------------- */

static void
add_error (Reader *r, FaSourcePos at, char *message)
{
  g_ptr_array_add (r->errors, fa_input_error_new (r->name, at.line, at.column, message));
}

/* json-glib's message without its "<data>:line:column: Parse error: ",
 * the place into *at. */
static char *
parse_error (const GError *error, FaSourcePos *at)
{
  const char *message = error->message;
  int line = 0, column = 0, used = 0;
  const char *colon = strchr (message, ':');
  if (colon && sscanf (colon + 1, "%d:%d: %n", &line, &column, &used) == 2 && used > 0)
    {
      *at = (FaSourcePos) { line, column };
      message = colon + 1 + used;
      if (g_str_has_prefix (message, "Parse error: "))
        message += strlen ("Parse error: ");
    }
  return g_strdup (message);
}

static void
take_entry (Reader *r, FaEntryNode *entry)
{
  FaEntryContext context = { r->name, r->index, r->errors, r->warnings };
  FaProblem *problem = fa_yacpdb_entry_read (entry, &context);
  if (problem)
    g_ptr_array_add (r->problems, problem);
}

/* The place of byte `at` of text. */
static FaSourcePos
place_of (const char *text, gsize at)
{
  Cursor cursor = { text, at, 0, 1, 1 };
  while (cursor.at < at)
    step (&cursor);
  return (FaSourcePos) { cursor.line, cursor.column };
}

/* Where the elements of the list at text[open] begin and end: at the ","
 * or "]" outside strings and brackets, so that one element that is not
 * JSON does not hide the others. */
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

/* One element of a list of entries, text[start, end), parsed alone. */
static void
read_element (Reader *r, const char *text, gsize start, gsize end)
{
  gsize first = start;
  while (first < end && strchr (" \t\r\n", text[first]))
    first++;
  if (first == end)
    return; /* "[]", or a comma too many */
  r->index++;
  FaSourcePos pos = place_of (text, first);
  /* Blank lines and spaces before it, so that json-glib's places are the
   * file's. */
  GString *padded = g_string_new (NULL);
  for (int i = 1; i < pos.line; i++)
    g_string_append_c (padded, '\n');
  gsize line_start = first;
  while (line_start > 0 && text[line_start - 1] != '\n')
    line_start--;
  for (gsize i = line_start; i < first; i++)
    g_string_append_c (padded, text[i] == '\t' ? '\t' : ' ');
  gsize value_start = padded->len;
  g_string_append_len (padded, text + first, (gssize) (end - first));

  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  if (!json_parser_load_from_data (parser, padded->str, (gssize) padded->len, &error))
    {
      FaSourcePos at = pos;
      g_autofree char *what = parse_error (error, &at);
      add_error (r, at, g_strdup_printf (_("entry %u (%d:%d): not JSON: %s"), r->index, pos.line, pos.column,
                                         what));
    }
  else
    {
      g_autoptr (FaEntryNode) entry = tree (json_parser_get_root (parser), padded->str, padded->len, value_start,
                                            pos);
      take_entry (r, entry);
    }
  g_string_free (padded, TRUE);
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
    length = 0;

  gsize first = 0;
  if (length >= 3 && !memcmp (text, "\xEF\xBB\xBF", 3))
    first = 3;
  while (first < length && strchr (" \t\r\n", text[first]) && text[first])
    first++;

  if (first < length && text[first] == '[')
    {
      /* A list of entries: each on its own. */
      g_autoptr (GArray) bounds = split_list (text, length, first);
      for (guint i = 0; i + 1 < bounds->len; i += 2)
        read_element (&r, text, g_array_index (bounds, gsize, i), g_array_index (bounds, gsize, i + 1));
    }
  else if (first < length)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;
      FaSourcePos pos = place_of (text, first);
      if (!json_parser_load_from_data (parser, text, (gssize) length, &error))
        {
          FaSourcePos at = pos;
          g_autofree char *what = parse_error (error, &at);
          add_error (&r, at, g_strdup_printf (_("not JSON: %s"), what));
        }
      else
        {
          g_autoptr (FaEntryNode) root = tree (json_parser_get_root (parser), text, length, first, pos);
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
            add_error (&r, pos, g_strdup (_("expected an entry, a list of entries or {\"entries\": [...]}")));
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

static JsonNode *
to_json (const FaEntryNode *node)
{
  switch (node->type)
    {
    case FA_ENTRY_STRING:
      return json_node_init_string (json_node_alloc (), node->text);
    case FA_ENTRY_INTEGER:
      {
        gint64 value = 0;
        if (g_ascii_string_to_signed (node->text, 10, G_MININT64, G_MAXINT64, &value, NULL))
          return json_node_init_int (json_node_alloc (), value);
        return json_node_init_string (json_node_alloc (), node->text);
      }
    case FA_ENTRY_NUMBER:
      return json_node_init_double (json_node_alloc (), g_ascii_strtod (node->text, NULL));
    case FA_ENTRY_BOOLEAN:
      {
        static const char *const yes[] = { "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON", NULL };
        return json_node_init_boolean (json_node_alloc (), g_strv_contains (yes, node->text));
      }
    case FA_ENTRY_LIST:
      {
        JsonArray *array = json_array_sized_new (node->children->len);
        for (guint i = 0; i < node->children->len; i++)
          json_array_add_element (array, to_json (g_ptr_array_index (node->children, i)));
        JsonNode *json = json_node_init_array (json_node_alloc (), array);
        json_array_unref (array);
        return json;
      }
    case FA_ENTRY_MAP:
      {
        JsonObject *object = json_object_new ();
        for (guint i = 0; i < node->children->len; i++)
          {
            const FaEntryNode *child = g_ptr_array_index (node->children, i);
            json_object_set_member (object, child->key, to_json (child));
          }
        JsonNode *json = json_node_init_object (json_node_alloc (), object);
        json_object_unref (object);
        return json;
      }
    case FA_ENTRY_NULL:
    default:
      return json_node_init_null (json_node_alloc ());
    }
}

char *
fa_yacpdb_json_write (GPtrArray *problems)
{
  JsonArray *entries = json_array_new ();
  for (guint i = 0; problems && i < problems->len; i++)
    {
      g_autoptr (FaEntryNode) entry = fa_yacpdb_entry_write (g_ptr_array_index (problems, i));
      json_array_add_element (entries, to_json (entry));
    }
  g_autoptr (JsonNode) root = json_node_init_array (json_node_alloc (), entries);
  json_array_unref (entries);
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  char *text = json_generator_to_data (generator, NULL);
  char *with_break = g_strconcat (text, "\n", NULL);
  g_free (text);
  return with_break;
}
