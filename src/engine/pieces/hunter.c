#include "pieces/hunter.h"

#include <glib.h>
#include <string.h>

/* Appends movement's terms, each behind direction ('f' or 'b'); false
 * when a term is not a plain leap or ride (an atom or shortcut letter,
 * (x,y), doubled to ride, a range after it). */
static gboolean
append_directed (GString *out, const char *movement, char direction)
{
  const char *p = movement;
  while (*p)
    {
      const char *atom = p;
      if (*p >= 'A' && *p <= 'Z')
        p++;
      else if (*p == '(')
        {
          const char *close = strchr (p, ')');
          if (!close)
            return FALSE;
          p = close + 1;
        }
      else
        return FALSE;
      size_t len = (size_t) (p - atom);
      if (strncmp (p, atom, len) == 0)
        p += len; /* a rider */
      while (*p >= '0' && *p <= '9')
        p++;
      g_string_append_c (out, direction);
      g_string_append_len (out, atom, p - atom);
    }
  return TRUE;
}

char *
fa_hunter_movement (const FaPieceSpec *away, const FaPieceSpec *home)
{
  GString *out = g_string_new (NULL);
  /* A pawn's moves all go forward: away it is itself, home nothing. */
  gboolean ok = strcmp (away->movement, "pawn") == 0 ? (g_string_append (out, "pawn"), TRUE)
                                                      : append_directed (out, away->movement, 'f');
  if (ok && strcmp (home->movement, "pawn") != 0)
    ok = append_directed (out, home->movement, 'b');
  if (!ok || out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}
