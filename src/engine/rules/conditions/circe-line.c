#include "rules/conditions/circe-line.h"

#include <glib.h>
#include <string.h>

/* Each keyword writes its variant in one word (MirrorCirce is Circe
 * Mirror). */
static const struct
{
  const char *keyword;
  bool anti;
  FaRebirthSquare square;
  bool mirror, chameleon, couscous, assassin;
} keywords[] = {
  { "Circe", false, FA_REBIRTH_ARRAY, false, false, false, false },
  { "MirrorCirce", false, FA_REBIRTH_ARRAY, true, false, false, false },
  { "FileCirce", false, FA_REBIRTH_FILE, false, false, false, false },
  { "MirrorFileCirce", false, FA_REBIRTH_FILE, true, false, false, false },
  { "SymmetryCirce", false, FA_REBIRTH_SYMMETRY, false, false, false, false },
  { "DiagramCirce", false, FA_REBIRTH_DIAGRAM, false, false, false, false },
  { "CirceAssassin", false, FA_REBIRTH_ARRAY, false, false, false, true },
  { "PWC", false, FA_REBIRTH_DEPARTURE, false, false, false, false },
  { "CouscousCirce", false, FA_REBIRTH_ARRAY, false, false, true, false },
  { "MirrorCouscousCirce", false, FA_REBIRTH_ARRAY, true, false, true, false },
  { "ParrainCirce", false, FA_REBIRTH_ARRAY, false, false, false, false },
  { "ChameleonCirce", false, FA_REBIRTH_ARRAY, false, true, false, false },
  { "AntiCirce", true, FA_REBIRTH_ARRAY, false, false, false, false },
  { "MirrorAntiCirce", true, FA_REBIRTH_ARRAY, true, false, false, false },
  { "FileAntiCirce", true, FA_REBIRTH_FILE, false, false, false, false },
  { "MirrorFileAntiCirce", true, FA_REBIRTH_FILE, true, false, false, false },
  { "SymmetryAntiCirce", true, FA_REBIRTH_SYMMETRY, false, false, false, false },
};

/* Piece codes from words[*at] on: the Chameleon cycle. */
static bool
read_cycle (char **words, int *at, FaCirceLine *out)
{
  for (; words[*at]; (*at)++)
    {
      const FaPieceSpec *spec = fa_piece_lookup_code (words[*at], strlen (words[*at]));
      if (!spec)
        break;
      if (out->n_cycle == FA_MAX_CHAMELEON_CYCLE)
        return false;
      out->cycle[out->n_cycle++] = spec;
    }
  return true;
}

FaCirceLineResult
fa_circe_line_read (const char *line, FaCirceLine *out)
{
  memset (out, 0, sizeof *out);
  g_auto (GStrv) words = g_strsplit (line, " ", -1);
  size_t k = 0;
  while (k < G_N_ELEMENTS (keywords) && g_ascii_strcasecmp (words[0], keywords[k].keyword) != 0)
    k++;
  if (k == G_N_ELEMENTS (keywords))
    return FA_CIRCE_LINE_OTHER;
  out->anti = keywords[k].anti;
  out->square = keywords[k].square;
  out->mirror = keywords[k].mirror;
  out->chameleon = keywords[k].chameleon;
  out->couscous = keywords[k].couscous;
  out->assassin = keywords[k].assassin;
  out->parrain = g_ascii_strcasecmp (keywords[k].keyword, "ParrainCirce") == 0;
  int at = 1;
  if (out->chameleon && !read_cycle (words, &at, out))
    return FA_CIRCE_LINE_UNSUPPORTED;
  for (; words[at]; at++)
    {
      const char *w = words[at];
      bool anti = out->anti;
      if (g_ascii_strcasecmp (w, "Mirror") == 0)
        out->mirror = true;
      else if (g_ascii_strcasecmp (w, "File") == 0)
        out->square = FA_REBIRTH_FILE;
      else if (g_ascii_strcasecmp (w, "Symmetry") == 0)
        out->square = FA_REBIRTH_SYMMETRY;
      else if (!anti && g_ascii_strcasecmp (w, "Diagram") == 0)
        out->square = FA_REBIRTH_DIAGRAM;
      else if (!anti && g_ascii_strcasecmp (w, "Assassin") == 0)
        out->assassin = true;
      else if (!anti && g_ascii_strcasecmp (w, "PWC") == 0)
        out->square = FA_REBIRTH_DEPARTURE;
      else if (!anti && g_ascii_strcasecmp (w, "Couscous") == 0)
        out->couscous = true;
      else if (!anti && g_ascii_strcasecmp (w, "Parrain") == 0)
        out->parrain = true;
      else if (!anti && g_ascii_strcasecmp (w, "RexInclusive") == 0)
        out->rex_inclusive = true;
      else if (!anti && g_ascii_strcasecmp (w, "RexExclusive") == 0)
        out->rex_inclusive = false;
      else if (!anti && !out->chameleon && g_ascii_strcasecmp (w, "Chameleon") == 0)
        {
          out->chameleon = true;
          at++;
          if (!read_cycle (words, &at, out))
            return FA_CIRCE_LINE_UNSUPPORTED;
          at--;
        }
      else if (anti && g_ascii_strcasecmp (w, "Calvet") == 0)
        out->cheylan = false;
      else if (anti && g_ascii_strcasecmp (w, "Cheylan") == 0)
        out->cheylan = true;
      else
        return FA_CIRCE_LINE_UNSUPPORTED;
    }
  return FA_CIRCE_LINE_READ;
}

int
fa_circe_line_cycle (const FaCirceLine *line, const FaPieceSpec **from, const FaPieceSpec **to)
{
  int n = 0;
  for (int i = 0; i + 1 < line->n_cycle; i++)
    {
      from[n] = line->cycle[i];
      to[n++] = line->cycle[i + 1];
    }
  /* An open cycle is closed, as Popeye does. */
  if (line->n_cycle > 1 && line->cycle[line->n_cycle - 1] != line->cycle[0])
    {
      from[n] = line->cycle[line->n_cycle - 1];
      to[n++] = line->cycle[0];
    }
  return n;
}

/* The cycle as Popeye prints it: each cycle of the mapping once, from its
 * kind earliest in Popeye's piece table ("Q->S->Q" for S Q). */
static void
append_cycle (GString *out, const FaCirceLine *line)
{
  const FaPieceSpec *from[FA_MAX_CHAMELEON_CYCLE], *to[FA_MAX_CHAMELEON_CYCLE];
  int n = fa_circe_line_cycle (line, from, to);
  bool written[FA_MAX_CHAMELEON_CYCLE] = { false };
  g_string_append_c (out, ' ');
  for (;;)
    {
      int start = -1;
      for (int i = 0; i < n; i++)
        if (!written[i] && (start < 0 || fa_piece_popeye_rank (from[i]) < fa_piece_popeye_rank (from[start])))
          start = i;
      if (start < 0)
        break;
      const FaPieceSpec *p = from[start];
      g_string_append (out, p->code);
      for (;;)
        {
          int i = 0;
          while (i < n && (from[i] != p || written[i]))
            i++;
          if (i == n)
            break;
          written[i] = true;
          p = to[i];
          g_string_append_printf (out, "->%s", p->code);
        }
    }
}

char *
fa_circe_line_header (const FaCirceLine *line)
{
  GString *out = g_string_new (line->anti ? "AntiCirce" : "Circe");
  if (line->square == FA_REBIRTH_DEPARTURE)
    g_string_append (out, " PWC");
  if (line->square == FA_REBIRTH_SYMMETRY)
    g_string_append (out, " Symmetry");
  if (line->square == FA_REBIRTH_DIAGRAM)
    g_string_append (out, " Diagram");
  if (line->square == FA_REBIRTH_FILE)
    g_string_append (out, " File");
  if (line->couscous)
    g_string_append (out, " Couscous");
  if (line->parrain)
    g_string_append (out, " Parrain");
  if (line->mirror)
    g_string_append (out, " Mirror");
  if (line->assassin)
    g_string_append (out, " Assassin");
  if (line->chameleon)
    {
      g_string_append (out, " Chameleon");
      if (line->n_cycle)
        append_cycle (out, line);
    }
  if (line->cheylan)
    g_string_append (out, " Cheylan");
  if (line->rex_inclusive)
    g_string_append (out, " RexInclusive");
  return g_string_free (out, FALSE);
}
