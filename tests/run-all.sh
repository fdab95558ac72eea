#!/usr/bin/env bash
# Builds Faerie twice (plain, and with AddressSanitizer + UBSan), runs the
# whole test suite in both and ends with "N passed, N failed".
# Usage: tests/run-all.sh   (from anywhere; build dirs go to the source root)
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

status=0
run_suite () {
  local dir=$1; shift
  if [ -d "$dir" ]; then
    meson setup --reconfigure "$dir" "$@" >/dev/null || return 1
  else
    meson setup "$dir" "$@" >/dev/null || return 1
  fi
  ninja -C "$dir" || return 1
  meson test -C "$dir" --print-errorlogs --num-processes 2 || status=1
}

run_suite build || status=1
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  run_suite build-sanitize -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized || status=1

# Count every test of both runs from meson's JSON logs.
python3 - build/meson-logs/testlog.json build-sanitize/meson-logs/testlog.json <<'PY'
import json, sys
passed = failed = skipped = 0
for path in sys.argv[1:]:
    try:
        lines = open(path).read().splitlines()
    except OSError:
        failed += 1
        print(f"missing test log {path}")
        continue
    for line in lines:
        result = json.loads(line).get("result")
        if result in ("OK", "EXPECTEDFAIL"):
            passed += 1
        elif result == "SKIP":
            skipped += 1
        else:
            failed += 1
print(f"{passed} passed, {failed} failed, {skipped} skipped")
PY
exit $status
