/* libFuzzer harness for the solver and the writers: whatever the input,
 * reading, solving (with a budget of positions) and writing text and JSON
 * must not crash, hang or leak. */
#include "fuzz-solve-one.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fa_fuzz_solve_one (data, size);
  return 0;
}
