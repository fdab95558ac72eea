/* How many processors a solve may take without slowing itself down. */
#pragma once

/* FaSolveOptions.threads: one thread per processor that no other program
 * is using when the solve starts (fa_processors_idle). */
#define FA_THREADS_IDLE_PROCESSORS (-1)

/* The processors no other runnable thread is using now, at least 1: the
 * machine's processors less the runnable threads of the whole system other
 * than the caller (Linux's /proc/loadavg; elsewhere every processor). */
int fa_processors_idle (void);
