/* One input of the solving fuzzer: read it, solve every problem and twin
 * with a small budget of positions, and write the solutions as Popeye
 * text and as JSON.  Shared by the libFuzzer harness (fuzz-solve.c) and
 * the test that replays the inputs it once crashed on. */
#pragma once

#include <stddef.h>
#include <stdint.h>

void fa_fuzz_solve_one (const uint8_t *data, size_t size);
