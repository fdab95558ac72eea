/* libFuzzer harness for the Popeye reader and writer: whatever the bytes,
 * reading must not crash, hang or leak, and what was read must write and
 * read back to as many problems without error. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "io/popeye-input.h"
#include "io/popeye-output.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* The reader takes a C string: the bytes up to the first NUL. */
  char *text = g_malloc (size + 1);
  memcpy (text, data, size);
  text[size] = '\0';

  GPtrArray *errors = NULL;
  GPtrArray *problems = fa_popeye_read (text, "fuzz", &errors);
  for (guint i = 0; i < errors->len; i++)
    g_free (fa_input_error_to_string (g_ptr_array_index (errors, i)));

  char *written = fa_popeye_write (problems);
  GPtrArray *errors_again = NULL;
  GPtrArray *again = fa_popeye_read (written, "again", &errors_again);
  /* Nothing read writes as nothing, which is no valid input itself. */
  if (again->len != problems->len || (problems->len > 0 && errors_again->len != 0))
    abort ();
  for (guint i = 0; i < problems->len; i++)
    {
      FaProblem *p = g_ptr_array_index (problems, i);
      for (guint t = 0; t <= p->twins->len; t++)
        {
          FaProblem *twin = fa_problem_twin (p, t, NULL);
          fa_problem_free (twin);
          g_free (fa_problem_twin_label (p, t));
        }
      if (!fa_problem_equal (p, g_ptr_array_index (again, i)))
        abort ();
    }

  g_ptr_array_unref (again);
  g_ptr_array_unref (errors_again);
  g_free (written);
  g_ptr_array_unref (problems);
  g_ptr_array_unref (errors);
  g_free (text);
  return 0;
}
