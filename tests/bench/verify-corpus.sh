#!/usr/bin/env bash
# Verifying a whole collection: every problem of tests/corpus/ joined
# into one Popeye file, verified by a release build of faerie-solve
# --verify with one thread and with two (a problem per thread), RUNS
# times each; prints the median wall time of each and the summary line.
#
#   RUNS=3 TIMEOUT=60 tests/bench/verify-corpus.sh
# TIMEOUT is each problem's time limit (faerie-solve --timeout).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=${RUNS:-3}
limit=${TIMEOUT:-60}
build="$root/build-release"
if [ ! -d "$build" ]; then
  meson setup "$build" "$root" --buildtype=release -Db_lto=true -Dstudio=disabled >/dev/null || exit 1
fi
ninja -C "$build" >/dev/null || exit 1
solver="$build/src/cli/faerie-solve"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One file: the problems between BeginProblem and EndProblem, joined by
# NextProblem.
collection="$tmp/corpus.inp"
{
  echo BeginProblem
  first=1
  for f in "$root"/tests/corpus/*.inp; do
    [ $first = 1 ] || echo NextProblem
    first=0
    sed -e '/^[[:space:]]*BeginProblem[[:space:]]*$/d' -e '/^[[:space:]]*EndProblem[[:space:]]*$/d' "$f"
  done
  echo EndProblem
} >"$collection"
problems=$(grep -c '^NextProblem' "$collection")
echo "tests/corpus: $((problems + 1)) problems in one collection, --timeout $limit per problem"

median () { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for threads in 1 2; do
  : >"$tmp/times"
  for _ in $(seq "$runs"); do
    start=$EPOCHREALTIME
    "$solver" --verify --threads "$threads" --timeout "$limit" "$collection" >"$tmp/out" 2>"$tmp/err"
    end=$EPOCHREALTIME
    awk -v s="$start" -v e="$end" 'BEGIN { print e - s }' >>"$tmp/times"
  done
  printf '%d thread(s): median %.1f s of %d runs; %s\n' "$threads" "$(median <"$tmp/times")" "$runs" \
    "$(tail -n 1 "$tmp/out")"
done
