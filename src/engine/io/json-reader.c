/* JSON text to entry trees: a recursive descent over the bytes that
 * counts the place of each byte as it passes it, so that every node and
 * every error knows its line and column without a second walk. */
#include "io/json-reader.h"

#include <string.h>

#include <glib/gi18n-lib.h>

typedef struct
{
  const char *text;
  gsize length;
  gsize at;           /* the next byte */
  FaSourcePos pos;    /* its place */
  FaJsonError *error;
} Parser;

/* Translators: %s, here and in the other "found %s", is what was found:
 * a character or a word in quotes ('#', 'True'), U+0007, "the end of the
 * text". */
static const char *const any_value
  = N_("expected a value (string, number, object, list, true, false or null), found %s");

/* ---- Places and messages ----------------------------------------------- */

FaSourcePos
fa_json_place_after (const char *text, gsize length, FaSourcePos start)
{
  for (gsize i = 0; i < length; i++)
    {
      unsigned char byte = (unsigned char) text[i];
      if (byte == '\n')
        {
          start.line++;
          start.column = 1;
        }
      else if ((byte & 0xC0) != 0x80) /* not a UTF-8 continuation byte */
        start.column++;
    }
  return start;
}

gsize
fa_json_bom_length (const char *text, gsize length)
{
  return text && length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
}

/* One character for a message: "'#'", "U+0007", or the byte that is no
 * UTF-8. */
static char *
describe_char (const char *text, gsize length)
{
  unsigned char c = (unsigned char) text[0];
  if (c < 0x20 || c == 0x7F)
    return g_strdup_printf ("U+%04X", c);
  if (c < 0x80)
    return g_strdup_printf ("'%c'", c);
  gunichar u = g_utf8_get_char_validated (text, (gssize) MIN (length, 4));
  if (u == (gunichar) -1 || u == (gunichar) -2)
    return g_strdup_printf (_("the byte 0x%02X, which is not UTF-8"), c);
  if (!g_unichar_isprint (u))
    return g_strdup_printf ("U+%04X", u);
  return g_strdup_printf ("'%.*s'", (int) g_utf8_skip[c], text);
}

char *
fa_json_describe (const char *text, gsize length)
{
  if (text == NULL || length == 0)
    return g_strdup (_("the end of the text"));
  /* A word whole, as its writer thinks of it ("True", "NaN", "12"). */
  gsize n = 0;
  while (n < length && n < 24 && (g_ascii_isalnum (text[n]) || text[n] == '_'))
    n++;
  if (n > 0)
    return g_strdup_printf ("'%.*s'", (int) n, text);
  return describe_char (text, length);
}

static FaEntryNode *fail (Parser *p, FaSourcePos at, const char *format, ...) G_GNUC_PRINTF (3, 4);

/* Records the error at place at; returns NULL, for the callers to return. */
static FaEntryNode *
fail (Parser *p, FaSourcePos at, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  if (p->error->message == NULL)
    {
      p->error->at = at;
      p->error->message = g_strdup_vprintf (format, args);
    }
  va_end (args);
  return NULL;
}

/* The error "expected ..., found <what is next>", at what is next; format
 * has one %s, for the found. */
static FaEntryNode *
fail_found (Parser *p, const char *format)
{
  g_autofree char *found = fa_json_describe (p->text + p->at, p->length - p->at);
  return fail (p, p->pos, format, found);
}

/* ---- Bytes ------------------------------------------------------------- */

static int
peek (const Parser *p)
{
  return p->at < p->length ? (unsigned char) p->text[p->at] : -1;
}

static void
advance (Parser *p, gsize bytes)
{
  bytes = MIN (bytes, p->length - p->at);
  p->pos = fa_json_place_after (p->text + p->at, bytes, p->pos);
  p->at += bytes;
}

static void
skip_blanks (Parser *p)
{
  for (int c; (c = peek (p)) == ' ' || c == '\t' || c == '\n' || c == '\r';)
    advance (p, 1);
}

/* ---- Strings ----------------------------------------------------------- */

static int
hex4 (const char *s)
{
  int value = 0;
  for (int i = 0; i < 4; i++)
    {
      int digit = g_ascii_xdigit_value (s[i]);
      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }
  return value;
}

/* The \uXXXX at the cursor (two of them for a surrogate pair) onto out. */
static gboolean
read_unicode_escape (Parser *p, GString *out)
{
  FaSourcePos at = p->pos;
  const char *s = p->text + p->at;
  gsize rest = p->length - p->at;
  int value = rest >= 6 ? hex4 (s + 2) : -1;
  if (value < 0)
    {
      fail (p, at, _("expected four hexadecimal digits after \\u"));
      return FALSE;
    }
  if (value >= 0xDC00 && value <= 0xDFFF)
    {
      fail (p, at, _("\\u%04X is a low surrogate without a high surrogate (\\uD800 to \\uDBFF) before it"), value);
      return FALSE;
    }
  if (value >= 0xD800 && value <= 0xDBFF)
    {
      /* A character beyond U+FFFF, written as UTF-16 writes it. */
      int low = rest >= 12 && s[6] == '\\' && s[7] == 'u' ? hex4 (s + 8) : -1;
      if (low < 0xDC00 || low > 0xDFFF)
        {
          fail (p, at, _("\\u%04X is a high surrogate without a low surrogate (\\uDC00 to \\uDFFF) after it"),
                value);
          return FALSE;
        }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00);
      advance (p, 6);
    }
  if (value == 0)
    {
      /* The entry tree's texts end at a NUL. */
      fail (p, at, _("\\u0000 (the NUL character) is not allowed in a text"));
      return FALSE;
    }
  advance (p, 6);
  g_string_append_unichar (out, (gunichar) value);
  return TRUE;
}

/* The escape at the cursor (a backslash, with a character after it)
 * onto out. */
static gboolean
read_escape (Parser *p, GString *out)
{
  static const char escapes[] = "\"\"\\\\//b\bf\fn\nr\rt\t"; /* each escape, then what it stands for */
  char e = p->text[p->at + 1];
  if (e == 'u')
    return read_unicode_escape (p, out);
  for (const char *x = escapes; *x; x += 2)
    if (e == x[0])
      {
        g_string_append_c (out, x[1]);
        advance (p, 2);
        return TRUE;
      }
  advance (p, 1);
  g_autofree char *found = describe_char (p->text + p->at, p->length - p->at);
  fail (p, p->pos, _("expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX) after a backslash, found %s"),
        found);
  return FALSE;
}

/* The text of the string at the cursor (at its opening quote), escapes
 * read; NULL on an error.  *exact: written without escapes. */
static char *
read_string_text (Parser *p, gboolean *exact)
{
  FaSourcePos open = p->pos;
  advance (p, 1);
  GString *out = g_string_new (NULL);
  *exact = TRUE;
  for (;;)
    {
      if (p->at >= p->length || (p->text[p->at] == '\\' && p->at + 1 >= p->length))
        {
          fail (p, open, _("unterminated string"));
          break;
        }
      unsigned char c = (unsigned char) p->text[p->at];
      if (c == '"')
        {
          advance (p, 1);
          return g_string_free (out, FALSE);
        }
      if (c == '\\')
        {
          *exact = FALSE;
          if (!read_escape (p, out))
            break;
          continue;
        }
      if (c < 0x20)
        {
          fail (p, p->pos, _("the control character U+%04X must be escaped in a string"), c);
          break;
        }
      gsize n = 1;
      if (c >= 0x80)
        {
          gunichar u = g_utf8_get_char_validated (p->text + p->at, (gssize) MIN (p->length - p->at, 4));
          if (u == (gunichar) -1 || u == (gunichar) -2)
            {
              fail (p, p->pos, _("the byte 0x%02X in a string is not UTF-8"), c);
              break;
            }
          n = (gsize) g_utf8_skip[c];
        }
      g_string_append_len (out, p->text + p->at, (gssize) n);
      advance (p, n);
    }
  g_string_free (out, TRUE);
  return NULL;
}

static FaEntryNode *
read_string (Parser *p)
{
  FaSourcePos open = p->pos;
  gboolean exact;
  g_autofree char *text = read_string_text (p, &exact);
  if (text == NULL)
    return NULL;
  FaEntryNode *node = fa_entry_node_new (FA_ENTRY_STRING, text);
  node->exact = exact;
  node->text_pos = (FaSourcePos) { open.line, open.column + 1 };
  return node;
}

/* ---- Numbers and words ------------------------------------------------- */

/* The length of the number at the start of s[0, length) by JSON's
 * grammar; 0 when there is none, with the format of the error ("expected
 * ..., found %s") and the byte where it is.  *whole: without fraction and
 * exponent. */
static gsize
scan_number (const char *s, gsize length, gboolean *whole, const char **expected, gsize *wrong)
{
  gsize i = 0;
  *whole = TRUE;
#define DIGIT_AT(i) ((i) < length && g_ascii_isdigit (s[i]))
  if (i < length && s[i] == '-')
    i++;
  if (i < length && s[i] == '0')
    {
      i++;
      if (DIGIT_AT (i))
        {
          *expected = _("expected '.', 'e' or the end of the number after a leading 0, found %s");
          *wrong = i;
          return 0;
        }
    }
  else if (DIGIT_AT (i))
    while (DIGIT_AT (i))
      i++;
  else
    {
      *expected = _("expected a digit after '-', found %s");
      *wrong = i;
      return 0;
    }
  if (i < length && s[i] == '.')
    {
      *whole = FALSE;
      i++;
      if (!DIGIT_AT (i))
        {
          *expected = _("expected a digit after '.', found %s");
          *wrong = i;
          return 0;
        }
      while (DIGIT_AT (i))
        i++;
    }
  if (i < length && (s[i] == 'e' || s[i] == 'E'))
    {
      *whole = FALSE;
      i++;
      if (i < length && (s[i] == '+' || s[i] == '-'))
        i++;
      if (!DIGIT_AT (i))
        {
          *expected = _("expected a digit in the exponent, found %s");
          *wrong = i;
          return 0;
        }
      while (DIGIT_AT (i))
        i++;
    }
#undef DIGIT_AT
  return i;
}

gboolean
fa_json_is_number (const char *text)
{
  gboolean whole;
  const char *expected;
  gsize wrong, length = text ? strlen (text) : 0;
  return length > 0 && scan_number (text, length, &whole, &expected, &wrong) == length;
}

static FaEntryNode *
read_number (Parser *p)
{
  gboolean whole;
  const char *expected = NULL;
  gsize wrong = 0;
  gsize n = scan_number (p->text + p->at, p->length - p->at, &whole, &expected, &wrong);
  if (n == 0)
    {
      advance (p, wrong);
      return fail_found (p, expected);
    }
  g_autofree char *raw = g_strndup (p->text + p->at, n);
  advance (p, n);
  gint64 value;
  if (whole && g_ascii_string_to_signed (raw, 10, G_MININT64, G_MAXINT64, &value, NULL))
    {
      char text[32];
      g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, value);
      return fa_entry_node_new (FA_ENTRY_INTEGER, text);
    }
  /* A fraction, an exponent, or an integer too big: as written, not as a
   * double would print it again. */
  return fa_entry_node_new (FA_ENTRY_NUMBER, raw);
}

/* true, false or null, a word whole; expected: the error's format. */
static FaEntryNode *
read_word (Parser *p, const char *expected)
{
  static const struct
  {
    const char *word;
    FaEntryType type;
  } words[] = { { "true", FA_ENTRY_BOOLEAN }, { "false", FA_ENTRY_BOOLEAN }, { "null", FA_ENTRY_NULL } };
  gsize rest = p->length - p->at;
  for (gsize i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize n = strlen (words[i].word);
      if (rest >= n && memcmp (p->text + p->at, words[i].word, n) == 0
          && !(rest > n && (g_ascii_isalnum (p->text[p->at + n]) || p->text[p->at + n] == '_')))
        {
          advance (p, n);
          return fa_entry_node_new (words[i].type, words[i].word);
        }
    }
  return fail_found (p, expected);
}

/* ---- Lists and objects ------------------------------------------------- */

static FaEntryNode *read_value (Parser *p, int depth, const char *expected);

/* Adds value to map under key; a key written before keeps its place and
 * takes the new value.  index: of key -> its member's index + 1. */
static void
add_member (FaEntryNode *map, GHashTable *index, char *key, FaEntryNode *value)
{
  guint at = GPOINTER_TO_UINT (g_hash_table_lookup (index, key));
  if (at == 0)
    {
      fa_entry_node_add (map, key, value);
      g_hash_table_insert (index, key, GUINT_TO_POINTER (map->children->len));
      return;
    }
  FaEntryNode *old = g_ptr_array_index (map->children, at - 1);
  value->key = g_steal_pointer (&old->key);
  fa_entry_node_free (old);
  g_ptr_array_index (map->children, at - 1) = value;
  g_free (key);
}

/* A member's key and its colon; NULL on an error, expected its format
 * when there is no key. */
static char *
read_key (Parser *p, const char *expected)
{
  skip_blanks (p);
  if (peek (p) != '"')
    {
      fail_found (p, expected);
      return NULL;
    }
  gboolean exact;
  char *key = read_string_text (p, &exact);
  if (key == NULL)
    return NULL;
  skip_blanks (p);
  if (peek (p) != ':')
    {
      g_free (key);
      fail_found (p, _("expected ':' after a key, found %s"));
      return NULL;
    }
  advance (p, 1);
  return key;
}

/* The object (map) or the array (list) whose bracket is at the cursor. */
static FaEntryNode *
read_container (Parser *p, int depth, gboolean map)
{
  if (depth >= FA_JSON_MAX_DEPTH)
    return fail (p, p->pos, _("lists and objects nested more than %d levels deep"), FA_JSON_MAX_DEPTH);
  char close = map ? '}' : ']';
  advance (p, 1);
  g_autoptr (FaEntryNode) node = fa_entry_node_new (map ? FA_ENTRY_MAP : FA_ENTRY_LIST, NULL);
  g_autoptr (GHashTable) index = map ? g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL) : NULL;
  skip_blanks (p);
  if (peek (p) == close)
    {
      advance (p, 1);
      return g_steal_pointer (&node);
    }
  const char *expected = map ? _("expected a key (a string) or '}', found %s") : _("expected a value or ']', found %s");
  for (;;)
    {
      g_autofree char *key = NULL;
      if (map && (key = read_key (p, expected)) == NULL)
        return NULL;
      FaEntryNode *value = read_value (p, depth + 1, map ? _(any_value) : expected);
      if (value == NULL)
        return NULL;
      if (map)
        add_member (node, index, g_steal_pointer (&key), value);
      else
        fa_entry_node_add (node, NULL, value);
      skip_blanks (p);
      int c = peek (p);
      if (c != ',' && c != close)
        return fail_found (p, map ? _("expected ',' or '}' after a member, found %s")
                                  : _("expected ',' or ']' after an element, found %s"));
      advance (p, 1);
      if (c == close)
        return g_steal_pointer (&node);
      expected = map ? _("expected a key (a string), found %s") : _(any_value);
    }
}

/* The value at the cursor (after blanks), placed; expected: the error's
 * format when there is none. */
static FaEntryNode *
read_value (Parser *p, int depth, const char *expected)
{
  skip_blanks (p);
  FaSourcePos pos = p->pos;
  FaEntryNode *node;
  int c = peek (p);
  if (c == '{' || c == '[')
    node = read_container (p, depth, c == '{');
  else if (c == '"')
    node = read_string (p);
  else if (c == '-' || (c >= '0' && c <= '9'))
    node = read_number (p);
  else
    node = read_word (p, expected);
  if (node)
    {
      node->pos = pos;
      if (node->type != FA_ENTRY_STRING)
        node->text_pos = pos;
    }
  return node;
}

FaEntryNode *
fa_json_read (const char *text, gsize length, FaSourcePos start, FaJsonError *error)
{
  Parser p = { text ? text : "", text ? length : 0, 0, start, error };
  *error = (FaJsonError) { { 0, 0 }, NULL };
  /* The mark is no character of the text: it takes no column. */
  p.at = fa_json_bom_length (p.text, p.length);
  FaEntryNode *node = read_value (&p, 0, _(any_value));
  if (node == NULL)
    return NULL;
  skip_blanks (&p);
  if (p.at < p.length)
    {
      fa_entry_node_free (node);
      return fail_found (&p, _("expected the end of the text after the value, found %s"));
    }
  return node;
}
