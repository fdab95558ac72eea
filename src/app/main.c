/* faerie: the studio.  Everything lives in the app library (tests link
 * the same objects); this only starts it. */
#include <glib/gi18n.h>
#include <locale.h>

#include "faerie-application.h"

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  /* Run from the build tree (the README's first command), the
   * translations built there serve until Faerie is installed. */
  g_autofree char *installed = g_build_filename (LOCALEDIR, "es", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  gboolean from_build = !g_file_test (installed, G_FILE_TEST_EXISTS) && g_file_test (BUILD_LOCALE_DIR, G_FILE_TEST_IS_DIR);
  bindtextdomain (GETTEXT_PACKAGE, from_build ? BUILD_LOCALE_DIR : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_autoptr (FaerieApplication) app = faerie_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
