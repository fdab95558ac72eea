/* libFuzzer harness for the JSON reader and writer and the YACPDB
 * collections read through them: whatever the bytes (NULs and all, as the
 * reader takes a length), reading must not crash, hang or leak; a value
 * read writes as JSON that reads back and writes the same again; the
 * entries read write and read back to as many problems without error. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "io/json-reader.h"
#include "io/json-writer.h"
#include "io/popeye-input.h"
#include "io/yacpdb-json.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Every node placed, in the text's lines. */
static void
check_places (const FaEntryNode *node)
{
  if (node->pos.line < 1 || node->pos.column < 1 || node->text_pos.line < node->pos.line)
    abort ();
  for (guint i = 0; node->children && i < node->children->len; i++)
    check_places (g_ptr_array_index (node->children, i));
}

static void
check_value (const char *text, gsize length)
{
  FaJsonError error;
  FaEntryNode *node = fa_json_read (text, length, (FaSourcePos) { 1, 1 }, &error);
  if (node == NULL)
    {
      if (error.message == NULL || error.at.line < 1 || error.at.column < 1)
        abort ();
      g_free (error.message);
      return;
    }
  check_places (node);
  char *once = fa_json_write (node);
  FaEntryNode *again = fa_json_read (once, strlen (once), (FaSourcePos) { 1, 1 }, &error);
  if (again == NULL)
    abort ();
  char *twice = fa_json_write (again);
  if (strcmp (once, twice) != 0)
    abort ();
  g_free (twice);
  g_free (once);
  fa_entry_node_free (again);
  fa_entry_node_free (node);
}

static void
free_messages (GPtrArray *messages)
{
  for (guint i = 0; messages && i < messages->len; i++)
    g_free (fa_input_error_to_string (g_ptr_array_index (messages, i)));
  g_ptr_array_unref (messages);
}

static void
check_collection (const char *text, gsize length)
{
  GPtrArray *errors = NULL, *warnings = NULL;
  GPtrArray *problems = fa_yacpdb_json_read (text, length, "fuzz.json", &errors, &warnings);
  free_messages (errors);
  free_messages (warnings);
  char *json = fa_yacpdb_json_write (problems);
  GPtrArray *errors_again = NULL;
  GPtrArray *again = fa_yacpdb_json_read (json, strlen (json), "again.json", &errors_again, NULL);
  if (again->len != problems->len || errors_again->len != 0)
    abort ();
  free_messages (errors_again);
  g_ptr_array_unref (again);
  g_free (json);
  g_ptr_array_unref (problems);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* A copy of exactly size bytes, so that a read past the end is caught. */
  char *text = g_memdup2 (data, size);
  check_value (text, size);
  check_collection (text, size);
  g_free (text);
  return 0;
}
