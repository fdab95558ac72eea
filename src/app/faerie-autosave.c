#include "faerie-autosave.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "io/popeye-input.h"
#include "io/problem-files.h"
#include "problem/problem.h"

#define GROUP "Autosave"

static char *
autosave_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "faerie", "autosave", NULL);
}

static char *
meta_path (const char *id)
{
  g_autofree char *dir = autosave_dir ();
  g_autofree char *name = g_strdup_printf ("%s.meta", id);
  return g_build_filename (dir, name, NULL);
}

char *
faerie_autosave_path (const char *id)
{
  g_autofree char *dir = autosave_dir ();
  g_autofree char *name = g_strdup_printf ("%s.inp", id);
  return g_build_filename (dir, name, NULL);
}

void
faerie_autosave_write (const char *id, const char *text, GFile *original)
{
  g_autofree char *path = faerie_autosave_path (id);
  g_autofree char *dir = autosave_dir ();
  g_mkdir_with_parents (dir, 0700);
  g_file_set_contents (path, text, -1, NULL);
  g_autoptr (GKeyFile) meta = g_key_file_new ();
  if (original)
    {
      g_autofree char *uri = g_file_get_uri (original);
      g_key_file_set_string (meta, GROUP, "File", uri);
    }
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *time = g_date_time_format_iso8601 (now);
  g_key_file_set_string (meta, GROUP, "Time", time);
  g_autofree char *meta_file = meta_path (id);
  g_key_file_save_to_file (meta, meta_file, NULL);
}

void
faerie_autosave_remove (const char *id)
{
  g_autofree char *path = faerie_autosave_path (id);
  g_autofree char *meta = meta_path (id);
  g_unlink (path);
  g_unlink (meta);
}

void
faerie_autosave_free (FaerieAutosave *autosave)
{
  if (!autosave)
    return;
  g_free (autosave->id);
  g_free (autosave->path);
  g_free (autosave->text);
  g_clear_object (&autosave->original);
  g_clear_pointer (&autosave->time, g_date_time_unref);
  g_free (autosave);
}

static gint
older_first (gconstpointer a, gconstpointer b)
{
  const FaerieAutosave *x = *(FaerieAutosave *const *) a, *y = *(FaerieAutosave *const *) b;
  return g_date_time_compare (x->time, y->time);
}

GPtrArray *
faerie_autosave_find (void)
{
  GPtrArray *found = g_ptr_array_new_with_free_func ((GDestroyNotify) faerie_autosave_free);
  g_autofree char *dir_path = autosave_dir ();
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  while (dir && (name = g_dir_read_name (dir)))
    {
      if (!g_str_has_suffix (name, ".inp"))
        continue;
      FaerieAutosave *a = g_new0 (FaerieAutosave, 1);
      a->id = g_strndup (name, strlen (name) - 4);
      a->path = g_build_filename (dir_path, name, NULL);
      if (!g_file_get_contents (a->path, &a->text, NULL, NULL))
        {
          faerie_autosave_free (a);
          continue;
        }
      g_autoptr (GKeyFile) meta = g_key_file_new ();
      g_autofree char *meta_file = meta_path (a->id);
      if (g_key_file_load_from_file (meta, meta_file, G_KEY_FILE_NONE, NULL))
        {
          g_autofree char *uri = g_key_file_get_string (meta, GROUP, "File", NULL);
          g_autofree char *time = g_key_file_get_string (meta, GROUP, "Time", NULL);
          if (uri)
            a->original = g_file_new_for_uri (uri);
          if (time)
            a->time = g_date_time_new_from_iso8601 (time, NULL);
        }
      /* An autosave of an older Faerie has no .meta: its file's time. */
      if (!a->time)
        {
          GStatBuf st;
          a->time = g_stat (a->path, &st) == 0 ? g_date_time_new_from_unix_local (st.st_mtime)
                                                : g_date_time_new_now_local ();
        }
      g_ptr_array_add (found, a);
    }
  g_ptr_array_sort (found, older_first);
  return found;
}

/* How many of problems differ from those of the file's text (a problem
 * more or less counts as one). */
static guint
differences (GPtrArray *problems, const char *text, gsize length, const char *name)
{
  g_autoptr (GPtrArray) errors = NULL;
  /* The file in its own format: Popeye input or a collection. */
  g_autoptr (GPtrArray) saved = fa_problems_read (FA_FILE_FORMAT_AUTO, text, length, name, &errors, NULL);
  guint n = MAX (problems->len, saved ? saved->len : 0), differ = 0;
  for (guint i = 0; i < n; i++)
    differ += !saved || i >= saved->len || i >= problems->len
              || !fa_problem_equal (g_ptr_array_index (problems, i), g_ptr_array_index (saved, i));
  return differ;
}

char *
faerie_autosave_describe (const FaerieAutosave *a, GPtrArray *problems)
{
  g_autofree char *when = g_date_time_format (a->time, "%Y-%m-%d %H:%M");
  if (!a->original)
    return g_strdup_printf (g_dngettext (NULL, "Recovered after a crash: %u problem never saved to a file, as it was "
                                               "at %s. Save it to keep it.",
                                         "Recovered after a crash: %u problems never saved to a file, as they were "
                                         "at %s. Save them to keep them.",
                                         problems->len),
                            problems->len, when);
  g_autofree char *name = g_file_get_parse_name (a->original);
  g_autofree char *text = NULL;
  gsize length = 0;
  if (!g_file_load_contents (a->original, NULL, &text, &length, NULL, NULL))
    return g_strdup_printf (_("Recovered after a crash: the unsaved changes to %s as they were at %s; the file itself "
                              "is no longer there. Save to write it again."),
                            name, when);
  guint differ = differences (problems, text, length, name);
  if (differ == 0)
    return g_strdup_printf (_("Recovered after a crash: %s as it was at %s, the same as the file on disk."), name,
                            when);
  return g_strdup_printf (g_dngettext (NULL, "Recovered after a crash: the unsaved changes to %s as they were at %s; "
                                             "%u problem differs from the file on disk, which is unchanged. Save to "
                                             "keep them, or close without saving to drop them.",
                                       "Recovered after a crash: the unsaved changes to %s as they were at %s; %u "
                                       "problems differ from the file on disk, which is unchanged. Save to keep them, "
                                       "or close without saving to drop them.",
                                       differ),
                          name, when, differ);
}

char *
faerie_autosave_describe_game (const FaerieAutosave *a, guint n_turns)
{
  g_autofree char *when = g_date_time_format (a->time, "%Y-%m-%d %H:%M");
  if (!a->original)
    return g_strdup_printf (g_dngettext (NULL, "Recovered after a crash: a UC-73 game never saved to a file, %u turn "
                                               "played, as it was at %s. Save it to keep it.",
                                         "Recovered after a crash: a UC-73 game never saved to a file, %u turns "
                                         "played, as it was at %s. Save it to keep it.",
                                         n_turns),
                            n_turns, when);
  g_autofree char *name = g_file_get_parse_name (a->original);
  return g_strdup_printf (g_dngettext (NULL, "Recovered after a crash: the game %s as it was at %s, %u turn played; "
                                             "the file on disk is unchanged. Save to keep the unsaved turns, or close "
                                             "without saving to drop them.",
                                       "Recovered after a crash: the game %s as it was at %s, %u turns played; the "
                                       "file on disk is unchanged. Save to keep the unsaved turns, or close without "
                                       "saving to drop them.",
                                       n_turns),
                          name, when, n_turns);
}
