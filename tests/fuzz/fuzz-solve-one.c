#include "fuzz-solve-one.h"

#include <string.h>

#include <glib.h>

#include "io/json-output.h"
#include "io/popeye-input.h"
#include "io/popeye-text.h"
#include "play/solver.h"

/* Enough positions to reach every part of the solver on small problems,
 * few enough for thousands of inputs a minute. */
#define FUZZ_NODES 20000
/* An input of ten thousand problems would take the fuzzer's time on one
 * input: the reader is fuzzed on all of them by the other harness. */
#define FUZZ_PROBLEMS 4

void
fa_fuzz_solve_one (const uint8_t *data, size_t size)
{
  unsigned sum = 0;
  for (size_t i = 0; i < size; i++)
    sum += data[i];
  fa_fuzz_solve_one_mode (data, size, sum % 8);
}

void
fa_fuzz_solve_one_mode (const uint8_t *data, size_t size, unsigned mode)
{
  /* The text up to its first NUL, as the reader takes a C string. */
  char *text = g_malloc (size + 1);
  memcpy (text, data, size);
  text[size] = '\0';

  FaSolveOptions options = {
    .hash_mb = 1,
    .threads = (mode & 1) ? 2 : 1,
    .max_nodes = FUZZ_NODES,
    .solution_limit = 500,
    .intelligent = (mode & 2) ? FA_INTELLIGENT_ALWAYS : FA_INTELLIGENT_AS_PROBLEM,
    .exhaustive = (mode & 4) != 0,
  };
  GPtrArray *errors = NULL;
  GPtrArray *problems = fa_popeye_read (text, "fuzz", &errors);
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < problems->len && i < FUZZ_PROBLEMS; i++)
    {
      const FaProblem *p = g_ptr_array_index (problems, i);
      GPtrArray *solutions = fa_solve_problem (p, &options);
      g_string_truncate (out, 0);
      fa_popeye_text_append (out, p, solutions);
      g_string_truncate (out, 0);
      fa_json_append_problem (out, p, solutions);
      g_ptr_array_unref (solutions);
    }
  g_string_free (out, TRUE);
  g_ptr_array_unref (problems);
  g_ptr_array_unref (errors);
  g_free (text);
}
