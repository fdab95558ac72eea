#!/usr/bin/env bash
# Builds Faerie twice (plain, and with AddressSanitizer + UBSan), runs the
# whole test suite in both (the heavy solving tests sampled in the
# sanitizer build) and ends with "N passed, N failed".
# Usage: tests/run-all.sh   (from anywhere; build dirs go to the source root)
#        FAERIE_SANITIZE_SAMPLE=1 tests/run-all.sh   (nothing sampled)
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# The sanitizer build solves about six times slower: there the heavy
# solving tests run one case in FAERIE_SANITIZE_SAMPLE (tests/test-sample.h;
# 1 runs them all).  Timeouts are multiplied so that a busy machine never
# times a test out; they only catch a hang.
sanitize_sample=${FAERIE_SANITIZE_SAMPLE:-4}

status=0
run_suite () {
  local dir=$1 multiplier=$2; shift 2
  local start=$SECONDS
  if [ -d "$dir" ]; then
    meson setup --reconfigure "$dir" "$@" >/dev/null || return 1
  else
    meson setup "$dir" "$@" >/dev/null || return 1
  fi
  ninja -C "$dir" || return 1
  local built=$SECONDS
  meson test -C "$dir" --print-errorlogs --num-processes 2 --timeout-multiplier "$multiplier" || status=1
  echo "$dir: built in $((built - start)) s, tested in $((SECONDS - built)) s"
}

FAERIE_TEST_SAMPLE=1 run_suite build 5 || status=1
FAERIE_TEST_SAMPLE=$sanitize_sample \
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  run_suite build-sanitize 10 -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized || status=1

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
