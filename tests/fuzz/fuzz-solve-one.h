/* One input of the solving fuzzer: read it, solve every problem and twin
 * with a small budget of positions, and write the solutions as Popeye
 * text and as JSON.  Shared by the libFuzzer harness (fuzz-solve.c) and
 * the test that replays the inputs it once crashed on. */
#pragma once

#include <stddef.h>
#include <stdint.h>

/* The input is the text as it is; how to solve it (one or two threads,
 * intelligent mode, the mate bound: mode bits 1, 2, 4) follows from the
 * sum of its bytes, so that mutations try every way. */
void fa_fuzz_solve_one (const uint8_t *data, size_t size);

/* The same with the mode given (0 to 7). */
void fa_fuzz_solve_one_mode (const uint8_t *data, size_t size, unsigned mode);
