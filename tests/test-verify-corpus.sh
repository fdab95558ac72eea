#!/bin/sh
# The soundness reports of real published problems (tests/verify/): for
# each NAME.inp, `faerie-solve -q --verify NAME.inp` must print NAME.report
# exactly (tests/verify/README.md says why each verdict is right).
# Speaks TAP, one test per problem; a failure shows the diff.
#
# usage: test-verify-corpus.sh FAERIE-SOLVE DIR
set -u
case $1 in /*) solve=$1 ;; *) solve=$(pwd)/$1 ;; esac
dir=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$dir" || exit 2
n=0
failed=0
for inp in *.inp; do
  name=${inp%.inp}
  n=$((n + 1))
  "$solve" -q --verify --threads 1 "$inp" >"$tmp/out" 2>"$tmp/err"
  if [ ! -f "$name.report" ]; then
    echo "not ok $n - $name: no $name.report"
    failed=1
  elif cmp -s "$name.report" "$tmp/out" && [ ! -s "$tmp/err" ]; then
    echo "ok $n - $name"
  else
    echo "not ok $n - $name"
    diff "$name.report" "$tmp/out" | sed 's/^/#   /'
    sed 's/^/#   stderr: /' "$tmp/err"
    failed=1
  fi
done
echo "1..$n"
exit $failed
