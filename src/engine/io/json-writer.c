/* Entry trees to pretty-printed JSON text. */
#include "io/json-writer.h"

#include <math.h>

#include "io/json-output.h"
#include "io/json-reader.h"

static void
indent (GString *out, int level)
{
  for (int i = 0; i < level; i++)
    g_string_append (out, "  ");
}

/* A number's text as JSON: as written when it is JSON, else (YAML's
 * numbers, "+1.5", "1_000.5", ".inf") its value when that reads whole and
 * is finite, else the text as a string. */
static void
append_number (GString *out, const FaEntryNode *node)
{
  gint64 integer;
  if (node->type == FA_ENTRY_INTEGER
      && g_ascii_string_to_signed (node->text, 10, G_MININT64, G_MAXINT64, &integer, NULL))
    {
      g_string_append_printf (out, "%" G_GINT64_FORMAT, integer);
      return;
    }
  if (fa_json_is_number (node->text))
    {
      g_string_append (out, node->text);
      return;
    }
  char *end = NULL;
  double value = g_ascii_strtod (node->text, &end);
  char text[G_ASCII_DTOSTR_BUF_SIZE];
  if (end && *end == '\0' && end != node->text && isfinite (value)
      && fa_json_is_number (g_ascii_dtostr (text, sizeof text, value)))
    g_string_append (out, text);
  else
    fa_json_append_string (out, node->text);
}

/* node at indentation level: its first line not indented, its closing
 * bracket at level. */
static void
append_entry (GString *out, const FaEntryNode *node, int level)
{
  switch (node->type)
    {
    case FA_ENTRY_STRING:
      fa_json_append_string (out, node->text);
      break;
    case FA_ENTRY_INTEGER:
    case FA_ENTRY_NUMBER:
      append_number (out, node);
      break;
    case FA_ENTRY_BOOLEAN:
      g_string_append (out, fa_entry_node_is_true (node) ? "true" : "false");
      break;
    case FA_ENTRY_LIST:
    case FA_ENTRY_MAP:
      {
        gboolean map = node->type == FA_ENTRY_MAP;
        g_string_append_c (out, map ? '{' : '[');
        for (guint i = 0; i < node->children->len; i++)
          {
            const FaEntryNode *child = g_ptr_array_index (node->children, i);
            g_string_append (out, i ? ",\n" : "\n");
            indent (out, level + 1);
            if (map)
              {
                fa_json_append_string (out, child->key ? child->key : "");
                g_string_append (out, " : ");
              }
            append_entry (out, child, level + 1);
          }
        if (node->children->len > 0)
          {
            g_string_append_c (out, '\n');
            indent (out, level);
          }
        g_string_append_c (out, map ? '}' : ']');
        break;
      }
    case FA_ENTRY_NULL:
    default:
      g_string_append (out, "null");
      break;
    }
}

char *
fa_json_write (const FaEntryNode *node)
{
  GString *out = g_string_new (NULL);
  append_entry (out, node, 0);
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}
