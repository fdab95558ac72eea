#include "verify/move-pattern.h"

#include <string.h>

#include "pieces/piece-catalogue.h"

/* N is Popeye's nightrider; a composer who writes N for a knight in a
 * problem without nightriders means the knight. */
static gboolean
problem_has_kind (const FaProblem *problem, const char *code)
{
  for (guint i = 0; i < problem->pieces->len; i++)
    {
      const FaPlacedPiece *piece = &g_array_index (problem->pieces, FaPlacedPiece, i);
      if (!g_ascii_strcasecmp (piece->spec->code, code))
        return TRUE;
    }
  return FALSE;
}

/* Drops what follows the move itself: effects in brackets, then marks,
 * then "ep." / "e.p.". */
static void
strip_decorations (char *text)
{
  char *bracket = strchr (text, '[');
  if (bracket)
    *bracket = '\0';
  for (;;)
    {
      size_t len = strlen (text);
      if (len > 3 && !strcmp (text + len - 3, "ep."))
        text[len - 3] = '\0';
      else if (len > 4 && !strcmp (text + len - 4, "e.p."))
        text[len - 4] = '\0';
      else if (len > 0 && strchr ("+#=!?", text[len - 1]))
        text[len - 1] = '\0';
      else
        return;
    }
}

static gboolean
parse_castling (const char *text, FaMovePattern *pattern)
{
  if (!strcmp (text, "0-0") || !strcmp (text, "O-O"))
    pattern->castling = FA_RECORD_CASTLE_SHORT;
  else if (!strcmp (text, "0-0-0") || !strcmp (text, "O-O-O"))
    pattern->castling = FA_RECORD_CASTLE_LONG;
  return pattern->castling != 0;
}

/* A promotion after the arrival: "=Q", "(Q)", or the code right after the
 * square ("e8Q").  Cuts it off text and copies the code. */
static gboolean
take_promotion (char *text, FaMovePattern *pattern)
{
  char *start = strpbrk (text, "=(");
  char *code = start ? start + 1 : NULL;
  if (!start)
    {
      /* The first capital after a lower-case letter or digit. */
      for (char *c = text; *c; c++)
        if (g_ascii_isupper (*c) && c > text && (g_ascii_islower (c[-1]) || g_ascii_isdigit (c[-1])))
          {
            start = code = c;
            break;
          }
      if (!start)
        return TRUE;
    }
  size_t len = 0;
  while (g_ascii_isalpha (code[len]))
    len++;
  if (len == 0 || len >= sizeof pattern->promotion
      || (code[len] && !(code[len] == ')' && *start == '(' && code[len + 1] == '\0')))
    return FALSE;
  for (size_t i = 0; i < len; i++)
    pattern->promotion[i] = g_ascii_toupper (code[i]);
  pattern->promotion[len] = '\0';
  *start = '\0';
  return TRUE;
}

gboolean
fa_move_pattern_parse (const FaProblem *problem, const char *text, FaMovePattern *pattern)
{
  *pattern = (FaMovePattern) { .from_file = -1, .from_rank = -1, .to_file = -1, .to_rank = -1 };
  g_autofree char *move = g_strdup (text);
  strip_decorations (move);
  if (parse_castling (move, pattern))
    return TRUE;

  const char *c = move;
  size_t n = 0;
  while (g_ascii_isupper (*c) && n + 1 < sizeof pattern->piece)
    pattern->piece[n++] = *c++;
  if (g_ascii_isupper (*c))
    return FALSE;
  if (!strcmp (pattern->piece, "P"))
    pattern->piece[0] = '\0';
  pattern->knight_alias = !strcmp (pattern->piece, "N") && !problem_has_kind (problem, "N");

  g_autofree char *body = g_strdup (c);
  /* A retraction names the unit it puts back after the x: "Kd2xBe1". */
  char *taken = strpbrk (body, "x*");
  if (taken && g_ascii_isupper (taken[1]))
    {
      size_t len = 0;
      while (g_ascii_isupper (taken[1 + len]) && len + 1 < sizeof pattern->captured)
        {
          pattern->captured[len] = taken[1 + len];
          len++;
        }
      if (g_ascii_isupper (taken[1 + len]))
        return FALSE;
      memmove (taken + 1, taken + 1 + len, strlen (taken + 1 + len) + 1);
    }
  if (!take_promotion (body, pattern))
    return FALSE;
  pattern->promotion_knight_alias = !strcmp (pattern->promotion, "N") && !problem_has_kind (problem, "N");

  /* The body is files, ranks and separators: the last file-and-rank is
   * the arrival, what comes before it tells the departure apart. */
  int files[3], ranks[3], n_files = 0, n_ranks = 0;
  for (const char *b = body; *b;)
    {
      if (*b >= 'a' && *b <= 'p')
        {
          if (n_files == 2)
            return FALSE;
          files[n_files++] = *b++ - 'a';
          ranks[n_files - 1] = -1;
          continue;
        }
      if (g_ascii_isdigit (*b))
        {
          int rank = 0;
          while (g_ascii_isdigit (*b) && rank < 100)
            rank = rank * 10 + (*b++ - '0');
          if (rank < 1 || rank > 16)
            return FALSE;
          if (n_files == 0 || ranks[n_files - 1] >= 0)
            {
              /* A rank alone: only before the arrival ("R1d2"). */
              if (n_files || n_ranks)
                return FALSE;
              pattern->from_rank = rank - 1;
              n_ranks++;
              continue;
            }
          ranks[n_files - 1] = rank - 1;
          continue;
        }
      if (*b == '-' || *b == 'x' || *b == '*' || *b == ':')
        {
          if (pattern->capture != FA_PATTERN_CAPTURE_ANY)
            return FALSE;
          pattern->capture = *b == '-' ? FA_PATTERN_CAPTURE_NO : FA_PATTERN_CAPTURE_YES;
          b++;
          continue;
        }
      return FALSE;
    }
  if (n_files == 0 || ranks[n_files - 1] < 0)
    return FALSE;
  pattern->to_file = files[n_files - 1];
  pattern->to_rank = ranks[n_files - 1];
  if (n_files == 2)
    {
      if (n_ranks)
        return FALSE;
      pattern->from_file = files[0];
      pattern->from_rank = ranks[0];
    }
  return TRUE;
}

static gboolean
code_is (const FaPieceSpec *spec, const char *code)
{
  if (!spec)
    return FALSE;
  /* A royal or paralysing piece (Royal Qd4, Paralysing Bd7) is written
   * with its own code. */
  return !g_ascii_strcasecmp (fa_piece_attribute_base (spec)->code, code);
}

gboolean
fa_move_pattern_matches (const FaMovePattern *pattern, const FaMoveRecord *move, int files)
{
  if (pattern->castling)
    return (move->flags & (FA_RECORD_CASTLE_SHORT | FA_RECORD_CASTLE_LONG)) == (unsigned) pattern->castling;
  if (move->flags & (FA_RECORD_CASTLE_SHORT | FA_RECORD_CASTLE_LONG))
    return FALSE;

  if (pattern->piece[0] == '\0' ? !(move->piece->flags & FA_PIECE_PAWN) || !code_is (move->piece, "P")
      : !code_is (move->piece, pattern->piece)
            && !(pattern->knight_alias && fa_piece_attribute_base (move->piece) == fa_piece_knight ()))
    return FALSE;
  if (move->to % files != pattern->to_file || move->to / files != pattern->to_rank)
    return FALSE;
  FaSquare from = (move->flags & FA_RECORD_VIA) ? move->via : move->from;
  if ((pattern->from_file >= 0 && from % files != pattern->from_file)
      || (pattern->from_rank >= 0 && from / files != pattern->from_rank))
    return FALSE;
  if ((pattern->capture == FA_PATTERN_CAPTURE_NO && move->captured)
      || (pattern->capture == FA_PATTERN_CAPTURE_YES && !move->captured))
    return FALSE;
  if (pattern->captured[0] && !code_is (move->captured, pattern->captured))
    return FALSE;
  if (pattern->promotion[0] ? !code_is (move->promotion, pattern->promotion)
                                  && !(pattern->promotion_knight_alias && move->promotion == fa_piece_knight ())
                            : move->promotion != NULL)
    return FALSE;
  return TRUE;
}
