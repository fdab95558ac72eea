#!/usr/bin/env bash
# Benchmark: solves every problem under tests/bench/problems with a release
# build of faerie-solve and prints, per problem, the median wall time of
# RUNS runs, positions visited and solutions.  If POPEYE names a Popeye
# binary, Popeye solves the same file in the same run: its median time,
# the ratio Popeye/Faerie, and whether the two outputs are identical.
#
#   POPEYE=/path/to/py RUNS=3 TIMEOUT=300 tests/bench/run-bench.sh [FILES...]
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=${RUNS:-3}
limit=${TIMEOUT:-300}
build="$root/build-release"
# A release build with link-time optimisation (the engine's hot paths
# cross files: attack, move generation, search); no studio needed.
if [ ! -d "$build" ]; then
  meson setup "$build" "$root" --buildtype=release -Db_lto=true -Dstudio=disabled >/dev/null || exit 1
else
  meson configure "$build" --buildtype=release -Db_lto=true >/dev/null || exit 1
fi
ninja -C "$build" >/dev/null || exit 1
solver="$build/src/cli/faerie-solve"
files=("$@")
# Without arguments: every problem under tests/bench/problems, subfolders
# (random/: tests/bench/random-problems.py) included.
[ ${#files[@]} -gt 0 ] || mapfile -t files < <(find "$root/tests/bench/problems" -name '*.inp' | LC_ALL=C sort)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# (a timeout counts as the longest time)
median () { sed 's/^timeout$/inf/' | sort -g | awk '{a[NR]=$1} END {m=a[int((NR+1)/2)]; print (m == "inf" ? "timeout" : m)}'; }
# Each run's wall time, or "timeout" (walltime.py: the clock is read
# around the solver's process alone); the last run's output is left in
# $tmp/out and $tmp/err.
wall_times () { python3 "$root/tests/bench/walltime.py" "$limit" "$runs" "$tmp/out" "$tmp/err" -- "$@"; }

printf "%-28s %10s %14s %9s" problem faerie-s positions solutions
[ -n "${POPEYE:-}" ] && printf " %10s %8s %6s" popeye-s ratio output
printf "\n"
ratios=()
for f in "${files[@]}"; do
  name=${f#"$root"/tests/bench/problems/}
  name=${name%.inp}
  ft=$(wall_times "$solver" -q --stats "$f" | median)
  cp "$tmp/out" "$tmp/faerie.out"
  nodes=$(awk -F'[ =]' '/^stats:/ {for (i=1;i<=NF;i++) if ($i=="nodes") n+=$(i+1)} END {print n+0}' "$tmp/err")
  sols=$(awk -F'[ =]' '/^stats:/ {for (i=1;i<=NF;i++) if ($i=="solutions") n+=$(i+1)} END {print n+0}' "$tmp/err")
  printf "%-28s %10s %14s %9s" "$name" "$ft" "$nodes" "$sols"
  if [ -n "${POPEYE:-}" ]; then
    pt=$(wall_times "$POPEYE" -regression "$f" | median)
    same=DIFF
    cmp -s "$tmp/out" "$tmp/faerie.out" && same=same
    ratio=-
    if [ "$ft" != timeout ] && [ "$pt" != timeout ]; then
      ratio=$(awk -v p="$pt" -v f="$ft" 'BEGIN {print p / f}')
      # The mean counts the problems both solve alike (not the
      # retractors, which Popeye rejects).
      [ $same = same ] && ratios+=("$ratio")
      ratio=$(printf "%.2f" "$ratio")
    fi
    printf " %10s %8s %6s" "$pt" "$ratio" "$same"
  fi
  printf "\n"
done
if [ ${#ratios[@]} -gt 0 ]; then
  printf "%s\n" "${ratios[@]}" | awk '{s+=log($1); n++} END {printf "geometric mean of Popeye/Faerie over the %d identical outputs: %.2f\n", n, exp(s/n)}'
fi
