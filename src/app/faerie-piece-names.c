#include "faerie-piece-names.h"

#include <string.h>

#include "pieces/piece-catalogue.h"

static const char *letters_language; /* NULL: the interface language */

const char *
faerie_first_language (const char *const *among)
{
  const char *const *names = g_get_language_names ();
  for (int i = 0; names[i]; i++)
    {
      if (!strncmp (names[i], "en", 2) || !strcmp (names[i], "C"))
        break;
      for (int j = 0; among[j]; j++)
        if (!strncmp (names[i], among[j], 2))
          return among[j];
    }
  return "en";
}

static const char *
interface_language (void)
{
  static const char *language;
  if (!language)
    language = faerie_first_language ((const char *[]) { "es", "de", "fr", NULL });
  return language;
}

void
faerie_piece_letters_set_language (const char *language)
{
  letters_language = language && *language ? g_intern_string (language) : NULL;
}

const char *
faerie_piece_letters_get_language (void)
{
  return letters_language ? letters_language : interface_language ();
}

static const char *
in_language (const char *language, const char *en, const char *es, const char *de, const char *fr)
{
  const char *text = !strcmp (language, "es") ? es : !strcmp (language, "de") ? de : !strcmp (language, "fr") ? fr : en;
  return text && *text ? text : en;
}

const char *const *
faerie_piece_colour_letters (void)
{
  /* Blancas/negras, weiß/schwarz, blancs/noirs; neutral units keep a
   * letter of their own. */
  static const char *const es[3] = { "b", "n", "ne" };
  static const char *const de[3] = { "w", "s", "n" };
  static const char *const fr[3] = { "b", "n", "ne" };
  const char *language = faerie_piece_letters_get_language ();
  return !strcmp (language, "es") ? es : !strcmp (language, "de") ? de : !strcmp (language, "fr") ? fr : NULL;
}

const char *
faerie_piece_local_name (const FaPieceSpec *spec)
{
  return in_language (interface_language (), spec->name_en, spec->name_es, spec->name_de, spec->name_fr);
}

const char *
faerie_piece_local_code (const FaPieceSpec *spec)
{
  return in_language (faerie_piece_letters_get_language (), spec->code, spec->code_es, spec->code_de,
                      spec->code_fr);
}

const FaPieceSpec *
faerie_piece_lookup_local (const FaProblem *problem, const char *code)
{
  size_t len = strlen (code);
  const FaPieceSpec *own = problem ? fa_problem_lookup_piece (problem, code, len) : NULL;
  if (own && g_ptr_array_find (problem->user_pieces, own, NULL))
    return own;
  size_t n;
  const FaPieceSpec *all = fa_piece_catalogue (&n);
  for (size_t i = 0; i < n; i++)
    if (!g_ascii_strcasecmp (faerie_piece_local_code (&all[i]), code))
      return &all[i];
  return fa_piece_lookup_code (code, len);
}

static gboolean
continues (const char *code, const char *prefix, size_t len)
{
  return strlen (code) > len && !g_ascii_strncasecmp (code, prefix, len);
}

gboolean
faerie_piece_code_continues (const FaProblem *problem, const char *prefix)
{
  size_t n, len = strlen (prefix);
  const FaPieceSpec *all = fa_piece_catalogue (&n);
  for (size_t i = 0; i < n; i++)
    if (continues (all[i].code, prefix, len) || continues (faerie_piece_local_code (&all[i]), prefix, len))
      return TRUE;
  for (guint i = 0; problem && problem->user_pieces && i < problem->user_pieces->len; i++)
    if (continues (((const FaPieceSpec *) g_ptr_array_index (problem->user_pieces, i))->code, prefix, len))
      return TRUE;
  return FALSE;
}
