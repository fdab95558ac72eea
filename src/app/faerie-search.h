/* Search as the palette does it: the typed text, casefolded, anywhere in
 * any of an item's names (the condition picker finds the same matches and
 * ranks them, faerie-condition-picker.c). */
#pragma once

#include <glib.h>
#include <string.h>

static inline gboolean
faerie_search_matches (const char *folded_filter, const char *const *fields, gsize n_fields)
{
  if (!folded_filter || !*folded_filter)
    return TRUE;
  for (gsize i = 0; i < n_fields; i++)
    {
      g_autofree char *folded = fields[i] ? g_utf8_casefold (fields[i], -1) : NULL;
      if (folded && strstr (folded, folded_filter))
        return TRUE;
    }
  return FALSE;
}
