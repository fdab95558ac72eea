#include "verify/intended.h"

#include <string.h>

#include <glib/gi18n-lib.h>

G_DEFINE_QUARK (fa-intended-error-quark, fa_intended_error)

/* Words of Popeye's output and of magazines that say nothing of the moves
 * (compared without case). */
static const char *const skipped_words[] = {
  "zugzwang.", "zugzwang", "ep.", "e.p.", "+", "#", "=", "==", "!=", "solution", "solution:", "solutions",
  "key:", "tries:", "try:", "finished.", "...", "…", "-", "—", "&",
};

typedef struct
{
  const FaProblem *problem;
  FaIntended *intended;
  FaIntendedPart *part;
  gboolean threat_word;  /* after "threat:", until the next defence or first move */
  int brackets;          /* inside "( )": a threat */
  gboolean but;          /* after "but": the next move is a refutation */
  gboolean set_play;     /* after "set play:", until the next first move */
  gboolean set_word;     /* "set" was read: "play:" follows */
  gboolean line_break;   /* a new line or ";" since the last move */
  int number;            /* the number waiting for its move; 0 when none */
  gboolean dots;
  int braces;            /* inside "{ }": a comment (YACPDB's solutions), over lines too */
  gboolean description;  /* after a twin's label, until its first move number: what
                            changes ("b) bRb4-->f3"), as Popeye prints it */
  FaSourcePos where;     /* of the token being read */
  GError *error;
} Reader;

static void
part_free (gpointer data)
{
  FaIntendedPart *part = data;
  for (guint i = 0; i < part->moves->len; i++)
    g_free (g_array_index (part->moves, FaIntendedMove, i).text);
  g_array_unref (part->moves);
  g_free (part->label);
  g_free (part);
}

void
fa_intended_free (FaIntended *intended)
{
  if (!intended)
    return;
  g_ptr_array_unref (intended->parts);
  g_free (intended);
}

static FaIntendedPart *
add_part (Reader *r, const char *label)
{
  FaIntendedPart *part = g_new0 (FaIntendedPart, 1);
  part->label = g_strdup (label);
  part->moves = g_array_new (FALSE, TRUE, sizeof (FaIntendedMove));
  g_ptr_array_add (r->intended->parts, part);
  r->part = part;
  r->threat_word = r->but = r->set_play = FALSE;
  r->line_break = TRUE;
  return part;
}

static gboolean
fail (Reader *r, const char *message)
{
  if (!r->error)
    r->error = g_error_new_literal (FA_INTENDED_ERROR, 0, message);
  return FALSE;
}

static gboolean
is_skipped (const char *token)
{
  for (gsize i = 0; i < G_N_ELEMENTS (skipped_words); i++)
    if (!g_ascii_strcasecmp (token, skipped_words[i]))
      return TRUE;
  return FALSE;
}

/* "!" or "?" of a move written apart ("1.Rh1-h8 !"): the move before. */
static gboolean
mark_last_move (Reader *r, const char *token)
{
  if (!r->part || r->part->moves->len == 0)
    return fail (r, _("'!' or '?' must follow a move"));
  FaIntendedMove *last = &g_array_index (r->part->moves, FaIntendedMove, r->part->moves->len - 1);
  for (const char *c = token; *c; c++)
    {
      last->key_mark |= *c == '!';
      last->try_mark |= *c == '?';
    }
  return TRUE;
}

static gboolean
add_move (Reader *r, const char *text)
{
  FaIntendedMove move = { 0 };
  if (!fa_move_pattern_parse (r->problem, text, &move.pattern))
    {
      g_autofree char *message = g_strdup_printf (_("expected a move, not '%s'"), text);
      return fail (r, message);
    }
  if (!r->part)
    {
      /* The text has no labels: one part, begun by words ("set play:")
       * that must hold on. */
      Reader words = *r;
      add_part (r, NULL);
      r->threat_word = words.threat_word;
      r->but = words.but;
      r->set_play = words.set_play;
    }
  move.text = g_strdup (text);
  move.number = r->number;
  move.dots = r->dots;
  move.at = r->where;
  move.key_mark = strchr (text, '!') != NULL;
  move.try_mark = strchr (text, '?') != NULL;
  /* A first move (a key, a try) ends a threat and a set play; a defence
   * of the key ("1...") ends the threat the word began, a later one
   * ("threat: 2.Qd5 2...Kf4 3.Qe4#") is the threat's own. */
  if (move.number == 1 && !move.dots)
    r->threat_word = r->set_play = FALSE;
  if (move.dots && ABS (move.number) == 1)
    r->threat_word = FALSE;
  move.threat = r->threat_word || r->brackets > 0;
  move.refutation = r->but;
  move.set_play = r->set_play;
  move.line_break = r->line_break;
  r->but = FALSE;
  r->line_break = FALSE;
  r->number = 0;
  r->dots = FALSE;
  g_array_append_val (r->part->moves, move);
  return TRUE;
}

/* A move number at the start of token: "1.", "12...", "3…"; the number, and
 * where the rest begins. */
static const char *
take_number (Reader *r, const char *token)
{
  /* A retraction's number is negative: "-1.Kd2xBe1", "-2...". */
  gboolean retraction = token[0] == '-' && g_ascii_isdigit (token[1]);
  const char *c = token + retraction;
  int number = 0;
  while (g_ascii_isdigit (*c) && number < 10000)
    number = number * 10 + (*c++ - '0');
  if (c == token + retraction)
    return token;
  gboolean dots;
  if (g_str_has_prefix (c, "..."))
    c += 3, dots = TRUE;
  else if (g_str_has_prefix (c, "…"))
    c += strlen ("…"), dots = TRUE;
  else if (*c == '.')
    {
      c++;
      dots = FALSE;
      /* "1. .." and "1.-" (a side that passes) are written in some columns. */
    }
  else
    return token; /* "0-0" */
  r->number = retraction ? -number : number;
  r->dots = dots;
  return c;
}

static gboolean
read_token (Reader *r, char *token)
{
  if (!g_ascii_strcasecmp (token, "threat:") || !g_ascii_strcasecmp (token, "threat"))
    return r->threat_word = TRUE;
  if (!g_ascii_strcasecmp (token, "but"))
    return r->but = TRUE;
  if (!g_ascii_strcasecmp (token, "set"))
    return r->set_word = TRUE;
  if (r->set_word && (!g_ascii_strcasecmp (token, "play:") || !g_ascii_strcasecmp (token, "play")))
    {
      r->set_word = FALSE;
      return r->set_play = TRUE;
    }
  r->set_word = FALSE;
  if (!g_ascii_strcasecmp (token, "duplex:"))
    return TRUE;
  if (strspn (token, "!?") == strlen (token))
    return mark_last_move (r, token);
  /* A word of its own with the move's mark: "e.p.!", "ep.?". */
  size_t word = strcspn (token, "!?");
  if (token[word] && strspn (token + word, "!?") == strlen (token + word))
    {
      g_autofree char *bare = g_strndup (token, word);
      if (is_skipped (bare))
        return mark_last_move (r, token + word);
    }
  if (is_skipped (token))
    return TRUE;
  const char *rest = take_number (r, token);
  if (rest != token)
    r->description = FALSE;
  else if (r->description)
    return TRUE;
  if (*rest == '\0' || is_skipped (rest))
    return TRUE;
  r->where.column += (int) (rest - token); /* the move, past its number */
  return add_move (r, rest);
}

/* A twin's label at the start of a token, "a)" or "+b)", keeps its
 * bracket: its length, 0 when there is none. */
static gsize
twin_label_length (const char *c)
{
  const char *letter = *c == '+' ? c + 1 : c;
  if (g_ascii_islower (letter[0]) && letter[1] == ')' && (!letter[2] || g_ascii_isspace (letter[2])))
    return (gsize) (letter + 2 - c);
  return 0;
}

/* Where the next token of text begins, past blanks and the separators
 * "," "/" ";"; brackets are tokens of their own. */
static const char *
token_start (const char *c)
{
  while (*c && (g_ascii_isspace (*c) || *c == ',' || *c == '/' || *c == ';'))
    c++;
  return c;
}

static const char *
token_end (const char *c)
{
  if (*c == '(' || *c == ')')
    return c + 1;
  while (*c && !g_ascii_isspace (*c) && !strchr ("();,/", *c))
    c++;
  return c;
}

/* One line of the text: tokens apart by blanks, brackets and ";" "," "/"
 * tokens of their own. */
static gboolean
read_line (Reader *r, const char *line, FaSourcePos start)
{
  r->line_break = TRUE;
  r->description = FALSE;
  const char *c = line;
  while (*c)
    {
      /* A comment, "{(A)}", "{display-departure-file}". */
      if (*c == '{' || (r->braces > 0 && *c == '}'))
        {
          r->braces += *c == '{' ? 1 : -1;
          c++;
          continue;
        }
      if (r->braces > 0)
        {
          c++;
          continue;
        }
      if (g_ascii_isspace (*c) || *c == ',' || *c == '/')
        {
          c++;
          continue;
        }
      if (*c == ';')
        {
          r->line_break = TRUE;
          c++;
          continue;
        }
      gsize label_length = twin_label_length (c);
      if (label_length)
        {
          g_autofree char *label = g_strndup (c, label_length);
          add_part (r, label + (*label == '+'));
          r->description = TRUE;
          c += label_length;
          continue;
        }
      if (*c == '(' || *c == ')')
        {
          r->brackets += *c == '(' ? 1 : (r->brackets > 0 ? -1 : 0);
          c++;
          continue;
        }
      const char *end = c;
      while (*end && !g_ascii_isspace (*end) && !strchr ("();,/{", *end))
        end++;
      g_autofree char *token = g_strndup (c, (gsize) (end - c));
      r->where = (FaSourcePos) { start.line, start.column + (int) (c - line) };
      if (!read_token (r, token))
        return FALSE;
      c = end;
    }
  return TRUE;
}

FaIntended *
fa_intended_parse (const FaProblem *problem, FaSourcePos *where, GError **error)
{
  Reader r = { .problem = problem };
  r.intended = g_new0 (FaIntended, 1);
  r.intended->parts = g_ptr_array_new_with_free_func (part_free);
  if (!problem->solution)
    return r.intended;

  g_auto (GStrv) lines = g_strsplit (problem->solution, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      /* Where the line began: in the file, or in the text itself. */
      FaSourcePos start = { (int) i + 1, 1 };
      if (i < problem->solution_sources->len)
        start = g_array_index (problem->solution_sources, FaSourcePos, i);
      if (!read_line (&r, lines[i], start))
        {
          if (where)
            *where = r.where;
          g_propagate_error (error, r.error);
          fa_intended_free (r.intended);
          return NULL;
        }
    }
  return r.intended;
}

const FaIntendedPart *
fa_intended_part (const FaIntended *intended, const char *twin_label)
{
  const char *label = twin_label && *twin_label == '+' ? twin_label + 1 : twin_label;
  for (guint i = 0; i < intended->parts->len; i++)
    {
      const FaIntendedPart *part = g_ptr_array_index (intended->parts, i);
      if (!part->label ? intended->parts->len == 1 : label && !strcmp (part->label, label))
        return part;
    }
  return NULL;
}

/* ---- Writing a part ------------------------------------------------------- */

typedef struct
{
  char letter;       /* of the label; 0 for the text before any */
  char *text;        /* from the label on, stripped */
} Segment;

static void
segment_clear (gpointer data)
{
  g_free (((Segment *) data)->text);
}

char *
fa_intended_replace_part (const char *solution, const char *twin_label, const char *moves)
{
  g_autofree char *body = g_strstrip (g_strdup (moves ? moves : ""));
  if (!twin_label)
    return g_steal_pointer (&body);
  /* The text cut where each label begins, as the reader reads labels. */
  g_autoptr (GArray) segments = g_array_new (FALSE, FALSE, sizeof (Segment));
  g_array_set_clear_func (segments, segment_clear);
  const char *text = solution ? solution : "";
  const char *from = text;
  char letter = 0;
  for (const char *c = token_start (text); *c; c = token_start (token_end (c)))
    {
      gsize length = twin_label_length (c);
      if (!length)
        continue;
      Segment segment = { letter, g_strstrip (g_strndup (from, (gsize) (c - from))) };
      g_array_append_val (segments, segment);
      from = c;
      letter = c[length - 2];
      /* The label itself is no token to read on from. */
      c += length - 1;
    }
  Segment last = { letter, g_strstrip (g_strdup (from)) };
  g_array_append_val (segments, last);

  const char *wanted = twin_label + (*twin_label == '+');
  GString *part = g_string_new (twin_label);
  g_string_append_c (part, strchr (body, '\n') ? '\n' : ' ');
  g_string_append (part, body);
  GString *out = g_string_new (NULL);
  gboolean placed = FALSE;
  for (guint i = 0; i < segments->len; i++)
    {
      Segment *segment = &g_array_index (segments, Segment, i);
      const char *piece = segment->text;
      if (segment->letter && segment->letter == wanted[0])
        {
          /* Replaced, its label as written ("+b)" stays "+b)"). */
          const char *label_end = strchr (segment->text, ')') + 1;
          g_string_truncate (part, 0);
          g_string_append_len (part, segment->text, label_end - segment->text);
          g_string_append_c (part, strchr (body, '\n') ? '\n' : ' ');
          g_string_append (part, body);
          piece = part->str;
          placed = TRUE;
        }
      else if (!placed && segment->letter > wanted[0])
        {
          /* In the labels' order. */
          g_string_append_printf (out, "%s%s", out->len ? "\n" : "", part->str);
          placed = TRUE;
        }
      if (*piece)
        g_string_append_printf (out, "%s%s", out->len ? "\n" : "", piece);
    }
  if (!placed)
    g_string_append_printf (out, "%s%s", out->len ? "\n" : "", part->str);
  g_string_free (part, TRUE);
  return g_string_free (out, FALSE);
}
