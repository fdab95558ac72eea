/* Olive's .olv collections through libyaml: events to entry trees and
 * back. */
#include "io/olive-collection.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <yaml.h>

#include "io/popeye-input.h"
#include "io/yacpdb-entry.h"

/* Deeper than any entry: YACPDB's deepest field is three levels down. */
#define MAX_DEPTH 64

typedef struct
{
  const char *text;
  gsize length;
  const char *name;
  GArray *line_starts;  /* of gsize: the byte where each line (from 0) starts */
  GPtrArray *problems;
  GPtrArray *errors;
  GPtrArray *warnings;
  guint index;          /* entries begun so far */
  FaSourcePos entry_pos; /* of the entry being read; 0, 0 between entries */
  int line_offset;      /* the line (from 0) the parser started on */
  GHashTable *anchors;  /* of name -> FaEntryNode*: &anchor's node, for *anchor */
  gboolean failed;      /* the parser stopped: an error was told */
} Reader;

/* ---- Reading ----------------------------------------------------------- */

static FaSourcePos
mark_pos (const Reader *r, yaml_mark_t mark)
{
  return (FaSourcePos) { (int) mark.line + 1 + r->line_offset, (int) mark.column + 1 };
}

static void
add_error (Reader *r, FaSourcePos at, char *message)
{
  g_ptr_array_add (r->errors, fa_input_error_new (r->name, at.line, at.column, message));
}

/* What libyaml said, with the entry it was reading. */
static void
parser_error (Reader *r, const yaml_parser_t *parser)
{
  r->failed = TRUE;
  FaSourcePos at;
  if (parser->error == YAML_READER_ERROR)
    {
      /* A byte offset: find its line. */
      gsize offset = g_array_index (r->line_starts, gsize, r->line_offset) + parser->problem_offset;
      guint line = (guint) r->line_offset;
      while (line + 1 < r->line_starts->len && g_array_index (r->line_starts, gsize, line + 1) <= offset)
        line++;
      at = (FaSourcePos) { (int) line + 1, (int) (offset - g_array_index (r->line_starts, gsize, line)) + 1 };
    }
  else
    at = mark_pos (r, parser->problem_mark);
  GString *what = g_string_new (parser->problem ? parser->problem : _("not YAML"));
  if (parser->context)
    {
      FaSourcePos context = mark_pos (r, parser->context_mark);
      g_string_append_printf (what, " (%s at %d:%d)", parser->context, context.line, context.column);
    }
  if (r->entry_pos.line > 0)
    add_error (r, at, g_strdup_printf (_("entry %u (%d:%d): the YAML does not read: %s"), r->index,
                                       r->entry_pos.line, r->entry_pos.column, what->str));
  else
    add_error (r, at, g_strdup_printf (_("the YAML does not read: %s"), what->str));
  g_string_free (what, TRUE);
}

static gboolean
next_event (Reader *r, yaml_parser_t *parser, yaml_event_t *event)
{
  if (yaml_parser_parse (parser, event))
    return TRUE;
  parser_error (r, parser);
  return FALSE;
}

static FaEntryNode *
node_copy (const FaEntryNode *node)
{
  FaEntryNode *copy = fa_entry_node_new (node->type, node->text);
  copy->pos = node->pos;
  copy->text_pos = node->text_pos;
  copy->exact = node->exact;
  copy->block_column = node->block_column;
  for (guint i = 0; node->children && i < node->children->len; i++)
    {
      const FaEntryNode *child = g_ptr_array_index (node->children, i);
      fa_entry_node_add (copy, child->key, node_copy (child));
    }
  return copy;
}

/* The column where a block scalar's first line of text begins. */
static int
block_column (const Reader *r, int indicator_line)
{
  for (guint line = (guint) indicator_line; line < r->line_starts->len; line++)
    {
      gsize start = g_array_index (r->line_starts, gsize, line);
      gsize c = start;
      while (c < r->length && r->text[c] == ' ')
        c++;
      if (c < r->length && r->text[c] != '\n' && r->text[c] != '\r')
        return (int) (c - start) + 1;
    }
  return 1;
}

static FaEntryType
tagged_type (const char *tag, const char *value)
{
  if (tag == NULL)
    return FA_ENTRY_STRING;
  if (!strcmp (tag, YAML_INT_TAG))
    return FA_ENTRY_INTEGER;
  if (!strcmp (tag, YAML_FLOAT_TAG))
    return FA_ENTRY_NUMBER;
  if (!strcmp (tag, YAML_BOOL_TAG))
    return FA_ENTRY_BOOLEAN;
  if (!strcmp (tag, YAML_NULL_TAG))
    return FA_ENTRY_NULL;
  /* !!str, and Python's !!python/unicode that old Olive files carry. */
  return FA_ENTRY_STRING;
}

static FaEntryNode *
scalar_node (Reader *r, const yaml_event_t *event)
{
  const char *value = (const char *) event->data.scalar.value;
  const char *tag = (const char *) event->data.scalar.tag;
  yaml_scalar_style_t style = event->data.scalar.style;
  FaEntryType type = tag ? tagged_type (tag, value)
                     : style == YAML_PLAIN_SCALAR_STYLE ? fa_entry_plain_type (value) : FA_ENTRY_STRING;
  FaEntryNode *node = fa_entry_node_new (type, value);
  node->pos = mark_pos (r, event->start_mark);
  node->text_pos = node->pos;
  yaml_mark_t start = event->start_mark, end = event->end_mark;
  glong characters = g_utf8_strlen (value, (gssize) event->data.scalar.length);
  switch (style)
    {
    case YAML_PLAIN_SCALAR_STYLE:
      node->exact = start.line == end.line && (glong) (end.index - start.index) == characters;
      break;
    case YAML_SINGLE_QUOTED_SCALAR_STYLE:
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE:
      node->text_pos.column++;
      node->exact = start.line == end.line && (glong) (end.index - start.index) == characters + 2;
      break;
    case YAML_LITERAL_SCALAR_STYLE:
    case YAML_FOLDED_SCALAR_STYLE:
      node->block_column = block_column (r, node->pos.line);
      node->text_pos = (FaSourcePos) { node->pos.line + 1, node->block_column };
      break;
    default:
      break;
    }
  return node;
}

static void
remember_anchor (Reader *r, const yaml_char_t *anchor, const FaEntryNode *node)
{
  if (anchor)
    g_hash_table_replace (r->anchors, g_strdup ((const char *) anchor), node_copy (node));
}

/* The node that event begins, its events read to its end; NULL when the
 * parser stopped (told) or the node is not one an entry may hold. */
static FaEntryNode *
read_node (Reader *r, yaml_parser_t *parser, yaml_event_t *event, int depth)
{
  if (depth > MAX_DEPTH)
    {
      add_error (r, mark_pos (r, event->start_mark),
                 g_strdup_printf (_("entry %u (%d:%d): nested more than %d levels deep"), r->index,
                                  r->entry_pos.line, r->entry_pos.column, MAX_DEPTH));
      r->failed = TRUE;
      return NULL;
    }
  switch (event->type)
    {
    case YAML_SCALAR_EVENT:
      {
        FaEntryNode *node = scalar_node (r, event);
        remember_anchor (r, event->data.scalar.anchor, node);
        return node;
      }
    case YAML_ALIAS_EVENT:
      {
        const FaEntryNode *target = g_hash_table_lookup (r->anchors, event->data.alias.anchor);
        if (target == NULL)
          {
            add_error (r, mark_pos (r, event->start_mark),
                       g_strdup_printf (_("entry %u (%d:%d): *%s names no anchor"), r->index, r->entry_pos.line,
                                        r->entry_pos.column, (const char *) event->data.alias.anchor));
            r->failed = TRUE;
            return NULL;
          }
        FaEntryNode *node = node_copy (target);
        node->pos = mark_pos (r, event->start_mark);
        return node;
      }
    case YAML_SEQUENCE_START_EVENT:
    case YAML_MAPPING_START_EVENT:
      {
        gboolean map = event->type == YAML_MAPPING_START_EVENT;
        FaEntryNode *node = fa_entry_node_new (map ? FA_ENTRY_MAP : FA_ENTRY_LIST, NULL);
        node->pos = mark_pos (r, event->start_mark);
        yaml_char_t *anchor = map ? event->data.mapping_start.anchor : event->data.sequence_start.anchor;
        g_autofree char *anchor_name = g_strdup ((const char *) anchor);
        for (;;)
          {
            yaml_event_t child_event;
            if (!next_event (r, parser, &child_event))
              break;
            if (child_event.type == (map ? YAML_MAPPING_END_EVENT : YAML_SEQUENCE_END_EVENT))
              {
                yaml_event_delete (&child_event);
                remember_anchor (r, (const yaml_char_t *) anchor_name, node);
                return node;
              }
            g_autofree char *key = NULL;
            if (map)
              {
                /* A field's name; a key that is itself a list or a mapping
                 * names no field. */
                if (child_event.type != YAML_SCALAR_EVENT)
                  {
                    add_error (r, mark_pos (r, child_event.start_mark),
                               g_strdup_printf (_("entry %u (%d:%d): expected a field's name"), r->index,
                                                r->entry_pos.line, r->entry_pos.column));
                    r->failed = TRUE;
                    yaml_event_delete (&child_event);
                    break;
                  }
                key = g_strdup ((const char *) child_event.data.scalar.value);
                yaml_event_delete (&child_event);
                if (!next_event (r, parser, &child_event))
                  break;
              }
            FaEntryNode *child = read_node (r, parser, &child_event, depth + 1);
            yaml_event_delete (&child_event);
            if (child == NULL)
              break;
            fa_entry_node_add (node, key, child);
          }
        fa_entry_node_free (node);
        return NULL;
      }
    default:
      add_error (r, mark_pos (r, event->start_mark),
                 g_strdup_printf (_("entry %u (%d:%d): expected a value"), r->index, r->entry_pos.line,
                                  r->entry_pos.column));
      r->failed = TRUE;
      return NULL;
    }
}

/* An entry read: its problem, or its errors. */
static void
take_entry (Reader *r, FaEntryNode *entry)
{
  FaEntryContext context = { r->name, r->index, r->errors, r->warnings };
  FaProblem *problem = fa_yacpdb_entry_read (entry, &context);
  if (problem)
    g_ptr_array_add (r->problems, problem);
  fa_entry_node_free (entry);
}

/* The entry that event begins. */
static void
read_entry (Reader *r, yaml_parser_t *parser, yaml_event_t *event)
{
  r->index++;
  r->entry_pos = mark_pos (r, event->start_mark);
  FaEntryNode *entry = read_node (r, parser, event, 0);
  if (entry)
    take_entry (r, entry);
  r->entry_pos = (FaSourcePos) { 0, 0 };
}

/* The documents of the text from line r->line_offset on, until its end or
 * YAML that does not read. */
static void
read_documents (Reader *r)
{
  yaml_parser_t parser;
  yaml_parser_initialize (&parser);
  gsize start = g_array_index (r->line_starts, gsize, r->line_offset);
  yaml_parser_set_input_string (&parser, (const unsigned char *) r->text + start, r->length - start);
  yaml_event_t event;
  gboolean in_document = FALSE;
  while (!r->failed && next_event (r, &parser, &event))
    {
      if (event.type == YAML_STREAM_END_EVENT)
        {
          yaml_event_delete (&event);
          break;
        }
      if (event.type == YAML_DOCUMENT_START_EVENT)
        in_document = TRUE;
      else if (event.type == YAML_DOCUMENT_END_EVENT)
        {
          in_document = FALSE;
          g_hash_table_remove_all (r->anchors);
        }
      else if (in_document && event.type == YAML_SEQUENCE_START_EVENT)
        {
          /* A list of entries: each read as soon as it ends. */
          yaml_event_t item;
          while (!r->failed && next_event (r, &parser, &item))
            {
              if (item.type == YAML_SEQUENCE_END_EVENT)
                {
                  yaml_event_delete (&item);
                  break;
                }
              read_entry (r, &parser, &item);
              yaml_event_delete (&item);
            }
        }
      else if (in_document && event.type == YAML_SCALAR_EVENT && event.data.scalar.length == 0
               && event.data.scalar.style == YAML_PLAIN_SCALAR_STYLE)
        ; /* an empty document */
      else if (in_document)
        read_entry (r, &parser, &event);
      yaml_event_delete (&event);
    }
  yaml_parser_delete (&parser);
}

/* The line (from 0) after line `after` where a document begins: "---" or
 * "..." at the start of a line; the number of lines when there is none. */
static guint
next_document_line (const Reader *r, guint after)
{
  for (guint line = after + 1; line < r->line_starts->len; line++)
    {
      const char *c = r->text + g_array_index (r->line_starts, gsize, line);
      gsize left = r->length - g_array_index (r->line_starts, gsize, line);
      if (left >= 3 && (!strncmp (c, "---", 3) || !strncmp (c, "...", 3))
          && (left == 3 || c[3] == ' ' || c[3] == '\t' || c[3] == '\n' || c[3] == '\r'))
        return line;
    }
  return r->line_starts->len;
}

GPtrArray *
fa_olive_read (const char *text, gsize length, const char *source_name, GPtrArray **errors_out,
               GPtrArray **warnings_out)
{
  Reader r = { 0 };
  r.text = text ? text : "";
  r.length = text ? length : 0;
  r.name = source_name ? source_name : "<input>";
  r.problems = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_problem_free);
  r.errors = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_input_error_free);
  r.warnings = g_ptr_array_new_with_free_func ((GDestroyNotify) fa_input_error_free);
  r.anchors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) fa_entry_node_free);
  r.line_starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  gsize zero = 0;
  g_array_append_val (r.line_starts, zero);
  for (gsize i = 0; i < r.length; i++)
    if (r.text[i] == '\n')
      {
        gsize next = i + 1;
        g_array_append_val (r.line_starts, next);
      }

  for (;;)
    {
      read_documents (&r);
      if (!r.failed)
        break;
      /* Go on at the next document after the place of the error. */
      const FaInputError *last = g_ptr_array_index (r.errors, r.errors->len - 1);
      guint line = next_document_line (&r, (guint) MAX (last->line - 1, r.line_offset));
      if (line >= r.line_starts->len)
        break;
      r.line_offset = (int) line;
      r.failed = FALSE;
      g_hash_table_remove_all (r.anchors);
    }

  g_hash_table_unref (r.anchors);
  g_array_unref (r.line_starts);
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

static int
append_output (void *data, unsigned char *buffer, size_t size)
{
  g_string_append_len (data, (const char *) buffer, (gssize) size);
  return 1;
}

/* A text PyYAML (Olive) would read as something else when written plainly:
 * a number, a yes or no, nothing, a date. */
static gboolean
needs_quotes (const char *text)
{
  return fa_entry_plain_type (text) != FA_ENTRY_STRING || strspn (text, "0123456789+-.:_eE") == strlen (text);
}

static gboolean
is_simple (const FaEntryNode *node)
{
  return fa_entry_node_is_scalar (node) || node->type == FA_ENTRY_NULL;
}

/* Olive's layout (PyYAML's): a list or mapping of scalars on one line, in
 * brackets; the others a member a line. */
static gboolean
flow_style (const FaEntryNode *node)
{
  if (node->children->len == 0)
    return TRUE;
  for (guint i = 0; i < node->children->len; i++)
    {
      const FaEntryNode *child = g_ptr_array_index (node->children, i);
      if (!is_simple (child) || (child->text && strchr (child->text, '\n')))
        return FALSE;
    }
  return TRUE;
}

static gboolean
emit_scalar (yaml_emitter_t *emitter, const char *text, yaml_scalar_style_t style)
{
  yaml_event_t event;
  yaml_scalar_event_initialize (&event, NULL, NULL, (yaml_char_t *) text, (int) strlen (text), 1, 1, style);
  return yaml_emitter_emit (emitter, &event);
}

static gboolean
emit_node (yaml_emitter_t *emitter, const FaEntryNode *node)
{
  yaml_event_t event;
  switch (node->type)
    {
    case FA_ENTRY_STRING:
      {
        yaml_scalar_style_t style = strchr (node->text, '\n') ? YAML_LITERAL_SCALAR_STYLE
                                    : needs_quotes (node->text) ? YAML_SINGLE_QUOTED_SCALAR_STYLE
                                                                : YAML_ANY_SCALAR_STYLE;
        return emit_scalar (emitter, node->text, style);
      }
    case FA_ENTRY_INTEGER:
    case FA_ENTRY_NUMBER:
    case FA_ENTRY_BOOLEAN:
      return emit_scalar (emitter, node->text, YAML_PLAIN_SCALAR_STYLE);
    case FA_ENTRY_NULL:
      return emit_scalar (emitter, "null", YAML_PLAIN_SCALAR_STYLE);
    case FA_ENTRY_LIST:
    case FA_ENTRY_MAP:
      {
        gboolean map = node->type == FA_ENTRY_MAP;
        gboolean flow = flow_style (node);
        if (map)
          yaml_mapping_start_event_initialize (&event, NULL, NULL, 1,
                                               flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE);
        else
          yaml_sequence_start_event_initialize (&event, NULL, NULL, 1,
                                                flow ? YAML_FLOW_SEQUENCE_STYLE : YAML_BLOCK_SEQUENCE_STYLE);
        if (!yaml_emitter_emit (emitter, &event))
          return FALSE;
        for (guint i = 0; i < node->children->len; i++)
          {
            const FaEntryNode *child = g_ptr_array_index (node->children, i);
            if (map && !emit_scalar (emitter, child->key,
                                     needs_quotes (child->key) ? YAML_SINGLE_QUOTED_SCALAR_STYLE : YAML_ANY_SCALAR_STYLE))
              return FALSE;
            if (!emit_node (emitter, child))
              return FALSE;
          }
        if (map)
          yaml_mapping_end_event_initialize (&event);
        else
          yaml_sequence_end_event_initialize (&event);
        return yaml_emitter_emit (emitter, &event);
      }
    default:
      return FALSE;
    }
}

char *
fa_olive_write (GPtrArray *problems)
{
  GString *out = g_string_new (NULL);
  if (problems == NULL || problems->len == 0)
    return g_string_free (out, FALSE);

  yaml_emitter_t emitter;
  yaml_event_t event;
  yaml_emitter_initialize (&emitter);
  yaml_emitter_set_output (&emitter, append_output, out);
  yaml_emitter_set_unicode (&emitter, 1);
  /* A field a line, however long: a solution's lines stay as written. */
  yaml_emitter_set_width (&emitter, -1);
  gboolean ok = yaml_stream_start_event_initialize (&event, YAML_UTF8_ENCODING)
                && yaml_emitter_emit (&emitter, &event);
  for (guint i = 0; ok && i < problems->len; i++)
    {
      g_autoptr (FaEntryNode) entry = fa_yacpdb_entry_write (g_ptr_array_index (problems, i));
      /* "---" before each entry, as Olive writes them. */
      ok = yaml_document_start_event_initialize (&event, NULL, NULL, NULL, 0)
           && yaml_emitter_emit (&emitter, &event)
           && emit_node (&emitter, entry)
           && yaml_document_end_event_initialize (&event, 1)
           && yaml_emitter_emit (&emitter, &event);
    }
  ok = ok && yaml_stream_end_event_initialize (&event) && yaml_emitter_emit (&emitter, &event);
  /* The emitter fails only on events out of order, which this writer
   * never makes: a failure is a bug worth seeing. */
  if (!ok)
    g_critical ("fa_olive_write: %s", emitter.problem ? emitter.problem : "the YAML emitter failed");
  yaml_emitter_delete (&emitter);
  return g_string_free (out, FALSE);
}
