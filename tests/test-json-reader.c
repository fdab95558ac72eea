/* The JSON reader (io/json-reader.h): every kind of value, with its place;
 * escapes, surrogates and UTF-8; every error, with its line and column;
 * and the writer (io/json-writer.h) giving back what was read. */
#include <glib.h>
#include <string.h>

#include "io/json-reader.h"
#include "io/json-writer.h"

/* ---- Helpers ------------------------------------------------------------ */

static FaEntryNode *
read_ok (const char *text)
{
  FaJsonError error;
  FaEntryNode *node = fa_json_read (text, strlen (text), (FaSourcePos) { 1, 1 }, &error);
  if (node == NULL)
    g_error ("%s: %d:%d: %s", text, error.at.line, error.at.column, error.message);
  g_assert_null (error.message);
  return node;
}

/* "line:column: message" of text's error. */
static char *
read_error (const char *text, gsize length)
{
  FaJsonError error;
  FaEntryNode *node = fa_json_read (text, length, (FaSourcePos) { 1, 1 }, &error);
  if (node != NULL)
    g_error ("%s: read without error", text);
  g_assert_nonnull (error.message);
  char *said = g_strdup_printf ("%d:%d: %s", error.at.line, error.at.column, error.message);
  g_free (error.message);
  return said;
}

static void
assert_node (const FaEntryNode *node, FaEntryType type, const char *text, int line, int column)
{
  g_assert_nonnull (node);
  g_assert_cmpint (node->type, ==, type);
  g_assert_cmpstr (node->text, ==, text);
  g_assert_cmpint (node->pos.line, ==, line);
  g_assert_cmpint (node->pos.column, ==, column);
}

static const FaEntryNode *
child (const FaEntryNode *node, guint i)
{
  g_assert_cmpuint (i, <, node->children->len);
  return g_ptr_array_index (node->children, i);
}

/* ---- Values ------------------------------------------------------------- */

static void
test_values (void)
{
  const char *text = "{\"s\": \"h#2\", \"i\": -12, \"n\": 1.5e3,\n"
                     " \"t\": true, \"f\": false, \"z\": null,\n"
                     "  \"l\": [1, [], {}], \"m\": {\"k\": \"v\"}, \"big\": 12345678901234567890,\n"
                     "\t\"zero\": -0, \"e\": 1E+2, \"max\": 9223372036854775807, \"min\": -9223372036854775808}";
  g_autoptr (FaEntryNode) root = read_ok (text);
  assert_node (root, FA_ENTRY_MAP, NULL, 1, 1);
  g_assert_cmpuint (root->children->len, ==, 13);
  const FaEntryNode *s = fa_entry_node_get (root, "s");
  assert_node (s, FA_ENTRY_STRING, "h#2", 1, 7);
  g_assert_cmpstr (s->key, ==, "s");
  g_assert_true (s->exact);
  g_assert_cmpint (s->text_pos.line, ==, 1);
  g_assert_cmpint (s->text_pos.column, ==, 8);
  assert_node (fa_entry_node_get (root, "i"), FA_ENTRY_INTEGER, "-12", 1, 19);
  assert_node (fa_entry_node_get (root, "n"), FA_ENTRY_NUMBER, "1.5e3", 1, 29);
  assert_node (fa_entry_node_get (root, "t"), FA_ENTRY_BOOLEAN, "true", 2, 7);
  assert_node (fa_entry_node_get (root, "f"), FA_ENTRY_BOOLEAN, "false", 2, 18);
  assert_node (fa_entry_node_get (root, "z"), FA_ENTRY_NULL, NULL, 2, 30);
  const FaEntryNode *l = fa_entry_node_get (root, "l");
  assert_node (l, FA_ENTRY_LIST, NULL, 3, 8);
  g_assert_cmpuint (l->children->len, ==, 3);
  assert_node (child (l, 0), FA_ENTRY_INTEGER, "1", 3, 9);
  g_assert_null (child (l, 0)->key);
  assert_node (child (l, 1), FA_ENTRY_LIST, NULL, 3, 12);
  g_assert_cmpuint (child (l, 1)->children->len, ==, 0);
  assert_node (child (l, 2), FA_ENTRY_MAP, NULL, 3, 16);
  g_assert_cmpuint (child (l, 2)->children->len, ==, 0);
  const FaEntryNode *m = fa_entry_node_get (root, "m");
  assert_node (m, FA_ENTRY_MAP, NULL, 3, 26);
  assert_node (fa_entry_node_get (m, "k"), FA_ENTRY_STRING, "v", 3, 32);
  /* Too big for a gint64: a number, as written. */
  assert_node (fa_entry_node_get (root, "big"), FA_ENTRY_NUMBER, "12345678901234567890", 3, 45);
  /* A tab is one column. */
  assert_node (fa_entry_node_get (root, "zero"), FA_ENTRY_INTEGER, "0", 4, 10);
  assert_node (fa_entry_node_get (root, "e"), FA_ENTRY_NUMBER, "1E+2", 4, 19);
  assert_node (fa_entry_node_get (root, "max"), FA_ENTRY_INTEGER, "9223372036854775807", 4, 32);
  assert_node (fa_entry_node_get (root, "min"), FA_ENTRY_INTEGER, "-9223372036854775808", 4, 60);
  /* The members in the order written. */
  const char *const keys[] = { "s", "i", "n", "t", "f", "z", "l", "m", "big", "zero", "e", "max", "min" };
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_assert_cmpstr (child (root, i)->key, ==, keys[i]);

  /* A scalar alone, blanks around it. */
  g_autoptr (FaEntryNode) alone = read_ok ("\n\n   \"x\"  \r\n");
  assert_node (alone, FA_ENTRY_STRING, "x", 3, 4);
  g_autoptr (FaEntryNode) word = read_ok ("null");
  assert_node (word, FA_ENTRY_NULL, NULL, 1, 1);
}

/* Places go on from the one given, for a part of a file; columns count
 * characters, not bytes. */
static void
test_places (void)
{
  const char *text = "{\"é\": \"Šachové\", \"x\": [\"a\\tb\", 7]}";
  FaJsonError error;
  g_autoptr (FaEntryNode) root = fa_json_read (text, strlen (text), (FaSourcePos) { 5, 3 }, &error);
  g_assert_nonnull (root);
  assert_node (root, FA_ENTRY_MAP, NULL, 5, 3);
  const FaEntryNode *s = fa_entry_node_get (root, "é");
  assert_node (s, FA_ENTRY_STRING, "Šachové", 5, 9);
  g_assert_true (s->exact);
  g_assert_cmpint (s->text_pos.column, ==, 10);
  const FaEntryNode *x = fa_entry_node_get (root, "x");
  assert_node (child (x, 0), FA_ENTRY_STRING, "a\tb", 5, 26);
  g_assert_false (child (x, 0)->exact);
  assert_node (child (x, 1), FA_ENTRY_INTEGER, "7", 5, 34);

  FaSourcePos after = fa_json_place_after ("ab\ncdé", strlen ("ab\ncdé"), (FaSourcePos) { 1, 1 });
  g_assert_cmpint (after.line, ==, 2);
  g_assert_cmpint (after.column, ==, 4);
}

static void
test_escapes (void)
{
  g_autoptr (FaEntryNode) escapes = read_ok ("\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t\"");
  g_assert_cmpstr (escapes->text, ==, "\" \\ / \b \f \n \r \t");
  g_assert_false (escapes->exact);
  g_autoptr (FaEntryNode) unicode = read_ok ("\"\\u0041\\u00e9\\u00E9\\u20AC\\u0001\"");
  g_assert_cmpstr (unicode->text, ==, "Aéé€\x01");
  /* A surrogate pair: U+1D11E, the G clef. */
  g_autoptr (FaEntryNode) pair = read_ok ("\"\\uD834\\uDD1E\"");
  g_assert_cmpstr (pair->text, ==, "\xF0\x9D\x84\x9E");
  g_autoptr (FaEntryNode) raw = read_ok ("\"\xF0\x9D\x84\x9E ok\"");
  g_assert_cmpstr (raw->text, ==, "\xF0\x9D\x84\x9E ok");
  g_assert_true (raw->exact);
  /* A key with escapes, and a key written twice: the last value, at the
   * first key's place in the order, with its own place. */
  g_autoptr (FaEntryNode) keys = read_ok ("{\"a\\u0062\": 1, \"c\": 2,\n \"ab\": [3]}");
  g_assert_cmpuint (keys->children->len, ==, 2);
  const FaEntryNode *ab = child (keys, 0);
  g_assert_cmpstr (ab->key, ==, "ab");
  assert_node (ab, FA_ENTRY_LIST, NULL, 2, 8);
  assert_node (child (ab, 0), FA_ENTRY_INTEGER, "3", 2, 9);
  g_assert_cmpstr (child (keys, 1)->key, ==, "c");
}

static void
test_bom (void)
{
  /* The mark is skipped and takes no column. */
  g_autoptr (FaEntryNode) node = read_ok ("\xEF\xBB\xBF [true]");
  assert_node (node, FA_ENTRY_LIST, NULL, 1, 2);
  g_assert_cmpuint (fa_json_bom_length ("\xEF\xBB\xBF", 3), ==, 3);
  g_assert_cmpuint (fa_json_bom_length ("\xEF\xBB", 2), ==, 0);
  /* Only at the start. */
  g_autofree char *inside = read_error ("[\xEF\xBB\xBF]", 5);
  g_assert_cmpstr (inside, ==, "1:2: expected a value or ']', found U+FEFF");
}

static void
test_depth (void)
{
  GString *deep = g_string_new (NULL);
  for (int i = 0; i < FA_JSON_MAX_DEPTH; i++)
    g_string_append (deep, i % 2 ? "{\"k\": " : "[");
  g_string_append (deep, "1");
  for (int i = FA_JSON_MAX_DEPTH; i-- > 0;)
    g_string_append (deep, i % 2 ? "}" : "]");
  FaEntryNode *ok = read_ok (deep->str);
  fa_entry_node_free (ok);

  /* One level more: an error at the bracket too many, not a deep
   * recursion (nor at a thousand levels). */
  g_string_truncate (deep, 0);
  for (int i = 0; i < 1000; i++)
    g_string_append_c (deep, '[');
  g_autofree char *said = read_error (deep->str, deep->len);
  g_assert_cmpstr (said, ==, "1:65: lists and objects nested more than 64 levels deep");
  g_string_free (deep, TRUE);
}

/* ---- Errors ------------------------------------------------------------- */

static void
test_errors (void)
{
  static const struct
  {
    const char *text;
    const char *said;
  } cases[] = {
    { "", "1:1: expected a value (string, number, object, list, true, false or null), found the end of the text" },
    { "  \n ", "2:2: expected a value (string, number, object, list, true, false or null), found the end of the text" },
    { "{\"a\": #}", "1:7: expected a value (string, number, object, list, true, false or null), found '#'" },
    { "[True]", "1:2: expected a value or ']', found 'True'" },
    { "[1,\n ]", "2:2: expected a value (string, number, object, list, true, false or null), found ']'" },
    { "truex", "1:1: expected a value (string, number, object, list, true, false or null), found 'truex'" },
    { "nul", "1:1: expected a value (string, number, object, list, true, false or null), found 'nul'" },
    { "'a'", "1:1: expected a value (string, number, object, list, true, false or null), found '''" },
    { "[1 2]", "1:4: expected ',' or ']' after an element, found '2'" },
    { "[1", "1:3: expected ',' or ']' after an element, found the end of the text" },
    { "{\"a\": 1 \"b\": 2}", "1:9: expected ',' or '}' after a member, found '\"'" },
    { "{\"a\": 1", "1:8: expected ',' or '}' after a member, found the end of the text" },
    { "{\"a\" 1}", "1:6: expected ':' after a key, found '1'" },
    { "{a: 1}", "1:2: expected a key (a string) or '}', found 'a'" },
    { "{\"a\": 1,}", "1:9: expected a key (a string), found '}'" },
    { "{\"a\": 1, 2: 3}", "1:10: expected a key (a string), found '2'" },
    { "[1] x", "1:5: expected the end of the text after the value, found 'x'" },
    { "{} {}", "1:4: expected the end of the text after the value, found '{'" },
    { "[\"abc", "1:2: unterminated string" },
    { "\"abc\\", "1:1: unterminated string" },
    { "{\"k\n\": 1}", "1:4: the control character U+000A must be escaped in a string" },
    { "\"a\tb\"", "1:3: the control character U+0009 must be escaped in a string" },
    { "\"\\x\"", "1:3: expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX) after a backslash, found 'x'" },
    { "\"\\u12G4\"", "1:2: expected four hexadecimal digits after \\u" },
    { "\"\\u12\"", "1:2: expected four hexadecimal digits after \\u" },
    { "\"\\uD834\"", "1:2: \\uD834 is a high surrogate without a low surrogate (\\uDC00 to \\uDFFF) after it" },
    { "\"\\uD834\\u0041\"", "1:2: \\uD834 is a high surrogate without a low surrogate (\\uDC00 to \\uDFFF) after it" },
    { "\"x\\uDD1E\"", "1:3: \\uDD1E is a low surrogate without a high surrogate (\\uD800 to \\uDBFF) before it" },
    { "\"\\u0000\"", "1:2: \\u0000 (the NUL character) is not allowed in a text" },
    { "\"é\xFF\"", "1:3: the byte 0xFF in a string is not UTF-8" },
    { "\"\xC3\"", "1:2: the byte 0xC3 in a string is not UTF-8" },
    { "\"\xC0\xAF\"", "1:2: the byte 0xC0 in a string is not UTF-8" },        /* overlong */
    { "\"\xED\xA0\x80\"", "1:2: the byte 0xED in a string is not UTF-8" },    /* a surrogate */
    { "\"\xF4\x90\x80\x80\"", "1:2: the byte 0xF4 in a string is not UTF-8" }, /* beyond U+10FFFF */
    { "[\xFF]", "1:2: expected a value or ']', found the byte 0xFF, which is not UTF-8" },
    { "[é]", "1:2: expected a value or ']', found 'é'" },
    { "-", "1:2: expected a digit after '-', found the end of the text" },
    { "[-a]", "1:3: expected a digit after '-', found 'a'" },
    { "012", "1:2: expected '.', 'e' or the end of the number after a leading 0, found '12'" },
    { "1.", "1:3: expected a digit after '.', found the end of the text" },
    { "[1.e5]", "1:4: expected a digit after '.', found 'e5'" },
    { "1e+", "1:4: expected a digit in the exponent, found the end of the text" },
    { "+1", "1:1: expected a value (string, number, object, list, true, false or null), found '+'" },
    { "[.5]", "1:2: expected a value or ']', found '.'" },
    { "NaN", "1:1: expected a value (string, number, object, list, true, false or null), found 'NaN'" },
    { "{\"a\":\n  [1,\n   {\"b\": }]}", "3:10: expected a value (string, number, object, list, true, false or null), found '}'" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *said = read_error (cases[i].text, strlen (cases[i].text));
      g_assert_cmpstr (said, ==, cases[i].said);
    }
  /* A NUL byte is a character like another: not JSON outside a string,
   * raw in a string not allowed. */
  g_autofree char *nul = read_error ("[1\0]", 4);
  g_assert_cmpstr (nul, ==, "1:3: expected ',' or ']' after an element, found U+0000");
  g_autofree char *nul_in_string = read_error ("\"a\0\"", 4);
  g_assert_cmpstr (nul_in_string, ==, "1:3: the control character U+0000 must be escaped in a string");
  /* No text at all. */
  FaJsonError error;
  g_assert_null (fa_json_read (NULL, 0, (FaSourcePos) { 1, 1 }, &error));
  g_assert_cmpstr (error.message, ==,
                   "expected a value (string, number, object, list, true, false or null), found the end of the text");
  g_free (error.message);
}

static void
test_is_number (void)
{
  const char *const numbers[] = { "0", "-0", "12", "-1.5e3", "1E-2", "0.25", "1e+9", NULL };
  const char *const not_numbers[] = { "", "+1", "1.", ".5", "01", "NaN", ".inf", "1_000", "1e", "- 1", "0x10", NULL };
  for (gsize i = 0; numbers[i]; i++)
    g_assert_true (fa_json_is_number (numbers[i]));
  for (gsize i = 0; not_numbers[i]; i++)
    g_assert_false (fa_json_is_number (not_numbers[i]));
}

/* ---- Writing ------------------------------------------------------------ */

static void
test_write (void)
{
  const char *text = "{\"a\": [], \"b\": {}, \"c\": [[1, 2.50], {\"d\": null}],\n"
                     " \"e\": \"q\\\"\\\\\\n\\u0001é\\uD834\\uDD1E\", \"f\": true, \"g\": false, \"h\": 1e400}";
  g_autoptr (FaEntryNode) root = read_ok (text);
  g_autofree char *out = fa_json_write (root);
  g_assert_cmpstr (out, ==,
                   "{\n"
                   "  \"a\" : [],\n"
                   "  \"b\" : {},\n"
                   "  \"c\" : [\n"
                   "    [\n"
                   "      1,\n"
                   "      2.50\n"
                   "    ],\n"
                   "    {\n"
                   "      \"d\" : null\n"
                   "    }\n"
                   "  ],\n"
                   "  \"e\" : \"q\\\"\\\\\\n\\u0001é\xF0\x9D\x84\x9E\",\n"
                   "  \"f\" : true,\n"
                   "  \"g\" : false,\n"
                   "  \"h\" : 1e400\n"
                   "}\n");
  /* What is written reads back the same. */
  g_autoptr (FaEntryNode) again = read_ok (out);
  g_autofree char *out_again = fa_json_write (again);
  g_assert_cmpstr (out_again, ==, out);

  /* YAML's scalars (an Olive file's) as JSON. */
  g_autoptr (FaEntryNode) yaml = fa_entry_node_new (FA_ENTRY_LIST, NULL);
  fa_entry_node_add (yaml, NULL, fa_entry_node_new (FA_ENTRY_BOOLEAN, "yes"));
  fa_entry_node_add (yaml, NULL, fa_entry_node_new (FA_ENTRY_BOOLEAN, "Off"));
  fa_entry_node_add (yaml, NULL, fa_entry_node_new (FA_ENTRY_NUMBER, "+1.5"));
  fa_entry_node_add (yaml, NULL, fa_entry_node_new (FA_ENTRY_NUMBER, ".inf"));
  fa_entry_node_add (yaml, NULL, fa_entry_node_new (FA_ENTRY_NUMBER, "1_000.5"));
  fa_entry_node_add (yaml, NULL, fa_entry_node_new (FA_ENTRY_INTEGER, "+007"));
  fa_entry_node_add (yaml, NULL, fa_entry_node_new (FA_ENTRY_INTEGER, "0x1F"));
  fa_entry_node_add (yaml, NULL, fa_entry_node_new (FA_ENTRY_INTEGER, "123456789012345678901"));
  g_autofree char *yaml_out = fa_json_write (yaml);
  g_assert_cmpstr (yaml_out, ==,
                   "[\n  true,\n  false,\n  1.5,\n  \".inf\",\n  \"1_000.5\",\n  7,\n  31,\n"
                   "  123456789012345678901\n]\n");
  g_autoptr (FaEntryNode) yaml_again = read_ok (yaml_out);
  g_assert_cmpuint (yaml_again->children->len, ==, 8);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json-reader/values", test_values);
  g_test_add_func ("/json-reader/places", test_places);
  g_test_add_func ("/json-reader/escapes", test_escapes);
  g_test_add_func ("/json-reader/bom", test_bom);
  g_test_add_func ("/json-reader/depth", test_depth);
  g_test_add_func ("/json-reader/errors", test_errors);
  g_test_add_func ("/json-reader/is-number", test_is_number);
  g_test_add_func ("/json-reader/write", test_write);
  return g_test_run ();
}
