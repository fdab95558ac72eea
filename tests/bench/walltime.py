#!/usr/bin/env python3
"""The bench's clock: runs a solver RUNS times and prints the wall time of
each run in seconds, or "timeout" where the CPU-time limit stopped it.

    walltime.py LIMIT RUNS OUT ERR -- PROGRAM ARGS...

The last run's standard output and error are left in OUT and ERR.  The
clock is read around posix_spawn and wait4 alone: a bash subshell that
execs the solver (the clock before) forks the whole shell, which cost 3 ms
a run on a quiet machine and 6 ms on a busy one, as much as a small
problem's solve, and added that to both solvers' times.  The limit is
the soft RLIMIT_CPU of this process, which the solver inherits and counts
from zero (this process takes a small part of a second); past it SIGXCPU
ends the solver.
"""
import os
import resource
import signal
import sys
import time


def main():
    if len(sys.argv) < 7 or sys.argv[5] != "--":
        sys.exit("usage: walltime.py LIMIT RUNS OUT ERR -- PROGRAM ARGS...")
    limit, runs, out, err = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
    argv = sys.argv[6:]
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    soft = limit if hard == resource.RLIM_INFINITY else min(limit, hard)
    resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))
    actions = [
        (os.POSIX_SPAWN_OPEN, 1, out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
        (os.POSIX_SPAWN_OPEN, 2, err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644),
    ]
    for _ in range(runs):
        start = time.perf_counter()
        pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=actions)
        _, status, _ = os.wait4(pid, 0)
        end = time.perf_counter()
        if os.WIFSIGNALED(status) and os.WTERMSIG(status) in (signal.SIGXCPU, signal.SIGKILL):
            print("timeout")
        else:
            print("%.4f" % (end - start))
        sys.stdout.flush()


main()
