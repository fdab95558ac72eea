#!/bin/sh
# Popeye's own test files through Popeye and Faerie, for developers (not run
# by the test suite: Popeye is not part of this repository).
#
#   POPEYE=/path/to/py POPEYE_SRC=/path/to/popeye-checkout \
#     tests/popeye-suite.sh [OUTDIR]
#
# Takes every .inp of POPEYE_SRC's TESTS/, REGRESSIONTESTS/ (Popeye keeps
# its inputs in REGRESSIONS/ and EXAMPLES/, also taken), and BEISPIEL/
# (German: put into English at run time with the keyword and piece tables of
# POPEYE_SRC/output/plaintext/language_dependant.c), splits them into single
# problems written to OUTDIR/problems/FOLDER/FILE-NNN.inp, and keeps what
# Faerie claims: nothing faerie-solve rejects (input
# error, "unsupported"; a condition Faerie does not solve yet counts as
# "skip: condition"), nothing Popeye reports as an error.  Condition names
# and their variant words are put into English too.
# Each is solved by both (-regression and -q) with a time limit and
# classified: identical; same lines, other order; different; Faerie timeout;
# Popeye timeout; both timeout; Faerie crash (exit >= 128, a signal or
# sanitizer output).  Only trailing whitespace and Popeye's timing lines are
# normalised.  Prints the counts per class and folder and the geometric
# mean of Popeye's time over Faerie's (where both solved and either took
# 0.5 s or more, with and without Option Intelligent), and writes
# OUTDIR/report.txt (the non-identical problems with their diffs) and
# OUTDIR/results.tsv (folder, problem, class, note, Faerie s, Popeye s,
# Intelligent).  Both outputs of each non-identical problem are kept
# beside its input (.popeye, .faerie).
#
# Environment: SUITE_TIMEOUT seconds per solver and problem (default 20);
# SUITE_DIRS folders of POPEYE_SRC (default: TESTS REGRESSIONTESTS
# REGRESSIONS EXAMPLES BEISPIEL); SUITE_ONLY a regular expression on
# FOLDER/FILE-NNN to run a subset; FAERIE names faerie-solve (default:
# build/src/cli/faerie-solve beside this script); SUITE_REPORT_ONLY=1
# writes the summary and report.txt again from OUTDIR/results.tsv without
# solving (after a run stopped early).  OUTDIR defaults to
# ./popeye-suite-out.  Exits 1 when some problem differs or Faerie crashed.
# Runs one solver at a time, under nice.

set -u

if [ -z "${POPEYE:-}" ] || [ ! -x "$POPEYE" ]; then
  echo "popeye-suite.sh: set POPEYE to the Popeye binary (py)" >&2
  exit 2
fi
if [ -z "${POPEYE_SRC:-}" ] || [ ! -f "$POPEYE_SRC/output/plaintext/language_dependant.c" ]; then
  echo "popeye-suite.sh: set POPEYE_SRC to a Popeye source checkout (with TESTS/, BEISPIEL/)" >&2
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
faerie=${FAERIE:-$here/../build/src/cli/faerie-solve}
if [ ! -x "$faerie" ]; then
  echo "popeye-suite.sh: $faerie not found; build first or set FAERIE" >&2
  exit 2
fi
if [ $# -gt 1 ]; then
  echo "usage: POPEYE=py POPEYE_SRC=dir $0 [OUTDIR]" >&2
  exit 2
fi
outdir=${1:-popeye-suite-out}
mkdir -p "$outdir" || exit 2

abs() { (cd "$(dirname "$1")" && printf '%s/%s\n' "$(pwd)" "$(basename "$1")"); }

exec python3 "$here/popeye-suite.py" \
  --popeye "$(abs "$POPEYE")" --popeye-src "$POPEYE_SRC" --faerie "$(abs "$faerie")" \
  --outdir "$outdir" --timeout "${SUITE_TIMEOUT:-20}" \
  --dirs "${SUITE_DIRS:-TESTS REGRESSIONTESTS REGRESSIONS EXAMPLES BEISPIEL}" \
  --only "${SUITE_ONLY:-}" ${SUITE_REPORT_ONLY:+--report-only}
