#!/bin/sh
# Cross-checks problems against Popeye, for developers (not run by the test suite).
#
#   POPEYE=/path/to/py tests/popeye-compare.sh FILE.inp...
#
# For each file, runs Popeye (-regression: no banner, no times) and
# faerie-solve -q, and prints a unified diff of the two outputs (Popeye's
# first).  Exits 0 when every file gives identical output, 1 otherwise.
# It never builds Popeye: $POPEYE must name a built binary.  FAERIE names
# faerie-solve (default: build/src/cli/faerie-solve beside this script).
# With -w, also writes FILE.out (our output) for files that agree.

set -u

if [ -z "${POPEYE:-}" ] || [ ! -x "$POPEYE" ]; then
  echo "popeye-compare.sh: set POPEYE to the Popeye binary (py)" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
faerie=${FAERIE:-$here/../build/src/cli/faerie-solve}
if [ ! -x "$faerie" ]; then
  echo "popeye-compare.sh: $faerie not found; build first or set FAERIE" >&2
  exit 2
fi

write=0
if [ "${1:-}" = "-w" ]; then
  write=1
  shift
fi
if [ $# -eq 0 ]; then
  echo "usage: POPEYE=py $0 [-w] FILE.inp..." >&2
  exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

status=0
for f in "$@"; do
  "$POPEYE" -regression "$f" >"$tmp/popeye" 2>"$tmp/popeye.err"
  "$faerie" -q "$f" >"$tmp/faerie" 2>"$tmp/faerie.err"
  if cmp -s "$tmp/popeye" "$tmp/faerie"; then
    echo "same: $f"
    if [ $write -eq 1 ]; then
      cp "$tmp/faerie" "${f%.inp}.out"
    fi
  else
    echo "DIFFERENT: $f"
    diff -u --label popeye --label faerie "$tmp/popeye" "$tmp/faerie"
    for e in popeye faerie; do
      if [ -s "$tmp/$e.err" ]; then
        echo "--- $e stderr:"
        cat "$tmp/$e.err"
      fi
    done
    status=1
  fi
done
exit $status
