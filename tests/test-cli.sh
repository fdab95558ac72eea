#!/bin/sh
# faerie-solve's command line: what it says and how it exits for bad
# option values and for input whose trouble shows only when solving.
# Every message is checked word for word.  Speaks TAP.
#
# usage: test-cli.sh FAERIE-SOLVE
set -u
solve=$1
# In the sanitizer build a calloc too large for any machine (--hash
# 1000000000) must fail as it does elsewhere, not abort the process; the
# sanitizer's own warning about it is not faerie-solve's stderr.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}allocator_may_return_null=1"
export ASAN_OPTIONS
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0
failed=0

# check NAME EXPECTED-EXIT EXPECTED-STDERR ARGS...: runs faerie-solve with
# ARGS and compares its exit code and whole stderr ("*": any stderr).
check ()
{
  name=$1 want_rc=$2 want_err=$3
  shift 3
  n=$((n + 1))
  "$solve" -q "$@" >"$tmp/out" 2>"$tmp/err.all"
  rc=$?
  grep -v '^==[0-9]*==WARNING: AddressSanitizer failed to allocate' "$tmp/err.all" >"$tmp/err"
  printf '%s\n' "$want_err" >"$tmp/want"
  if [ -z "$want_err" ]; then : >"$tmp/want"; fi
  if [ "$rc" -eq "$want_rc" ] && { [ "$want_err" = "*" ] || cmp -s "$tmp/want" "$tmp/err"; }; then
    echo "ok $n - $name"
  else
    echo "not ok $n - $name"
    echo "# exit $rc (wanted $want_rc); stderr:"
    sed 's/^/#   /' "$tmp/err"
    echo "# wanted:"
    sed 's/^/#   /' "$tmp/want"
    failed=1
  fi
}

# check_out NAME PATTERN: the last run's stdout has a line equal to PATTERN.
check_out ()
{
  n=$((n + 1))
  if grep -qxF "$2" "$tmp/out"; then
    echo "ok $n - $1"
  else
    echo "not ok $n - $1"
    sed 's/^/#   /' "$tmp/out" | tail -5
    failed=1
  fi
}

cat >"$tmp/mate.inp" <<'INP'
BeginProblem
Pieces White Kb6 Qc1 Black Ka8
Stipulation #1
EndProblem
INP

# ---- option values ----
check "--hash 0" 2 "faerie-solve: --hash wants a size in megabytes, a whole number of at least 1, not '0'" \
  --hash 0 "$tmp/mate.inp"
check "--hash -5" 2 "faerie-solve: --hash wants a size in megabytes, a whole number of at least 1, not '-5'" \
  --hash -5 "$tmp/mate.inp"
check "--hash 64MB" 2 "faerie-solve: --hash wants a size in megabytes, a whole number of at least 1, not '64MB'" \
  --hash 64MB "$tmp/mate.inp"
# More than any address space: refused once, up front.
check "--hash too large" 2 "faerie-solve: --hash 1000000000: not enough memory for a hash table of that size" \
  --hash 1000000000 "$tmp/mate.inp"
check "--hash 1" 0 "" --hash 1 "$tmp/mate.inp"
for t in 0 -1 nan inf 1x ""; do
  check "--timeout '$t'" 2 "faerie-solve: --timeout wants a number of seconds greater than 0, not '$t'" \
    --timeout "$t" "$tmp/mate.inp"
done
check "--timeout 30" 0 "" --timeout 30 "$tmp/mate.inp"
for l in -1 x 1.5 ""; do
  check "--solution-limit '$l'" 2 \
    "faerie-solve: --solution-limit wants a whole number of solutions (0 for no limit), not '$l'" \
    --solution-limit "$l" "$tmp/mate.inp"
done
check "--solution-limit 0" 0 "" --solution-limit 0 "$tmp/mate.inp"
check "--perft -1" 2 "faerie-solve: --perft wants a depth from 0 to 100, not '-1'" --perft -1
check "--perft 0" 0 "*" --perft 0
check_out "--perft 0 counts the position" "1"

# ---- a solve stopped by the time limit ----
# Popeye's last line when MaxTime stops it; each twin has its own limit.
cat >"$tmp/long.inp" <<'INP'
BeginProblem
Pieces White Ke2 Bf4 Black Kf6 Sf8 Pd2
Stipulation h#7
Option NoBoard
Twin Remove d2
EndProblem
INP
check "--timeout stops each twin" 3 "$tmp/long.inp:1: a) stopped by the time limit: the solution may be incomplete
$tmp/long.inp:1: b) stopped by the time limit: the solution may be incomplete" --timeout 0.2 "$tmp/long.inp"
check_out "--timeout: solving interrupted." "solving interrupted."
# ---- a solve stopped by the solution limit ----
check "--solution-limit 2 stops each twin" 3 \
  "$tmp/long.inp:1: a) stopped after 2 solutions (--solution-limit or Option MaxSolutions sets another limit)
$tmp/long.inp:1: b) stopped after 2 solutions (--solution-limit or Option MaxSolutions sets another limit)" \
  --threads 1 --solution-limit 2 "$tmp/long.inp"
check_out "--solution-limit: Partial solution" "Partial solution"
sed 's/^Option NoBoard/Option NoBoard MaxTime 1/' "$tmp/long.inp" >"$tmp/maxtime.inp"
check "MaxTime stops each twin" 3 "$tmp/maxtime.inp:1: a) stopped by the time limit: the solution may be incomplete
$tmp/maxtime.inp:1: b) stopped by the time limit: the solution may be incomplete" "$tmp/maxtime.inp"
check_out "MaxTime: solving interrupted." "solving interrupted."

# ---- errors found when solving name the token at fault ----
cat >"$tmp/bad.inp" <<'INP'
BeginProblem
Pieces White Ka1 Qb2
  Black Kh8 Kh6
Stipulation #2
NextProblem
Pieces White Ka1 Black Kh8
Stipulation #2
Condition Isardam
NextProblem
Pieces White Ka1 Black Kh8
NextProblem
Pieces White Ka1 Black Kh8
Stipulation #2
Twin Add Black Kc3
EndProblem
INP
check "solve-time errors: file, line and column" 1 "$tmp/bad.inp:3:13: a side has more than one king
$tmp/bad.inp:8:11: the condition Isardam is not supported yet
$tmp/bad.inp:10: the problem has no stipulation
$tmp/bad.inp:14:16: b) a side has more than one king" "$tmp/bad.inp"
"$solve" -q --json "$tmp/bad.inp" >"$tmp/out" 2>/dev/null
n=$((n + 1))
if grep -qF '"status":"error","error":"a side has more than one king","error_at":{"line":3,"column":13}' "$tmp/out" \
   && ! grep -qF '"status":"complete","error":"' "$tmp/out"; then
  echo "ok $n - JSON: a twin with an error has the status error"
else
  echo "not ok $n - JSON: a twin with an error has the status error"; failed=1
fi

# ---- a NUL byte, text after EndProblem, a square given twice ----
printf 'BeginProblem\nAuthor Jo\000hn\nStipulation #2\nNextProblem\nPieces White Kb6 Qc1 Qc1 Black Ka8\nStipulation #1\nEndProblem\nBeginProblem\nEndProblem\n' >"$tmp/nul.inp"
check "NUL byte and warnings" 1 "$tmp/nul.inp:2:10: NUL byte in the input
$tmp/nul.inp:5:22: warning: c1 already holds a piece: the piece given before is replaced
$tmp/nul.inp:8:1: warning: text after EndProblem is ignored (problems are separated by NextProblem, not by EndProblem and BeginProblem)" "$tmp/nul.inp"
check_out "the problem after the NUL byte is solved" "   1.Qc1-c8 # !"

# ---- a retractor's published line (--check-line) ----
cat >"$tmp/retro.inp" <<'INP'
BeginProblem
Pieces White Kh5 Black Ke8
Stipulation -1 & h#1
Retractor Proca
EndProblem
INP
check "--check-line: a line that holds" 0 "" --check-line "-1.Kg6xRh5 Rh8xQh5 & 1.0-0 Qh7#" "$tmp/retro.inp"
check_out "--check-line: the report's last line" "The line holds."
check "--check-line: a line that fails, exit 4" 4 "" --check-line "-1.Kg6xRh5 Rh8xQh5 & 1.0-0 Qh6#" "$tmp/retro.inp"
check_out "--check-line: why it fails" "the goal is not reached"
check "--check-line without a retractor" 1 "$tmp/mate.inp:1: --check-line checks a retractor's line: the stipulation has no retractions" \
  --check-line "-1.Kb7-b6 & 1.Qc8#" "$tmp/mate.inp"

# ---- UC-73 games (src/engine/game, src/cli/uc73-play.c) ----
cat >"$tmp/uc73.log" <<'LOG'
# start 3: Game Courier notation, a turn a line, numbers optional
1. HD f1-f3
1... ese g8-e6
HD f3-f6
ndb h8-h6
3. HD f6-e5
3... s d8-c6
LOG
check "--uc73-replay: a legal log" 0 "" --uc73 3 --uc73-replay "$tmp/uc73.log"
check_out "--uc73-replay: each turn as written canonically" "3... s d8-c6"
check_out "--uc73-replay: the result" "Result: none yet, White to move"
sed '$s/.*/3... s g8-e7/' "$tmp/uc73.log" >"$tmp/uc73-bad.log"
check "--uc73-replay: the first illegal turn, by its number, exit 1" 1 \
  "faerie-solve: $tmp/uc73-bad.log:7: turn 6 (Black): s g8-e7 is not a legal move: g8 is empty" \
  --uc73 3 --uc73-replay "$tmp/uc73-bad.log"
# Game Courier's own move list: several numbered turns a line, a // comment;
# the file's rules line holds under --uc73 SEED too.
cat >"$tmp/uc73-gc.log" <<'LOG'
# UC-73 seed 3
# UC-73 rules first-pair
1. HD f1-f3 1... ese g8-e6 2. HD f3-f6 2... ndb h8-h6 // from Game Courier
LOG
check "--uc73-replay: Game Courier's layout" 0 "" --uc73 3 --uc73-replay "$tmp/uc73-gc.log"
check_out "--uc73-replay: Game Courier's layout, turn 4" "2... ndb h8-h6"
check_out "--uc73-replay: the file's rules kept" "# UC-73 rules first-pair"
check "--uc73-replay: the file's own start and rules" 0 "" --uc73-replay "$tmp/uc73-gc.log"
check_out "--uc73-replay: the file's own start and rules" "# UC-73 rules first-pair"
check "--uc73-turns without a seed" 2 \
  "faerie-solve: --uc73-replay and --uc73-turns want --uc73 SEED, a whole number of 0 or more" --uc73-turns
check "--uc73-turns: the legal turns at the start" 0 "" --uc73 3 --uc73-turns
check_out "--uc73-turns: a pawn's double step" "P e2-e4"
# A start given in the file: a FEN and both reserves (with their rights).
cat >"$tmp/position.uc73" <<'LOG'
# UC-73 start 3rk3/8/8/8/3R4/8/8/K7 w - -
# White reserve (0 drop rights): A1 Q
# Black reserve (0 drop rights): A10 Q, B10 S
R d4-d8
k e8-d8; q-c8
LOG
check "--uc73-replay: the start from the file" 0 "" --uc73-replay "$tmp/position.uc73"
check_out "--uc73-replay: the recapture's drop" "1... k e8-d8; q-c8"
check_out "--uc73-replay: the exchange's right to White" "White reserve (1 drop right): A1 Q"
check "--uc73-replay: a log without a start" 2 \
  "faerie-solve: $tmp/uc73.log: not a UC-73 game: it should begin with “# UC-73 seed N”, or with “# UC-73 start FEN” and a line for each side's reserve (or give --uc73 SEED)" \
  --uc73-replay "$tmp/uc73.log"
check "--perft --uc73: a bad seed" 2 "faerie-solve: --uc73 wants a seed, a whole number of 0 or more, not 'x'" \
  --perft 1 --uc73 x
check "--perft 3 --uc73 1: the game's turns" 0 "*" --perft 3 --uc73 1
check_out "--perft 3 --uc73 1: the game's turns" "20020"
check "--perft 3 --uc73 1 --uc73-moves: the pieces' moves" 0 "*" --perft 3 --uc73 1 --uc73-moves
check_out "--perft 3 --uc73 1 --uc73-moves: the pieces' moves" "20020"
# Black's recaptures after White's third-ply captures may drop: 19 more.
check "--perft 4 --uc73 1: with drops" 0 "*" --perft 4 --uc73 1
check_out "--perft 4 --uc73 1: with drops" "487407"
check "--perft 4 --uc73 1 --uc73-moves" 0 "*" --perft 4 --uc73 1 --uc73-moves
check_out "--perft 4 --uc73 1 --uc73-moves" "487388"
check "--perft 2 --uc73 1 --divide: by first turn" 0 "*" --perft 2 --uc73 1 --divide
check_out "--perft 2 --uc73 1 --divide: by first turn" "P e2-e4: 23"

# --verify: the exit status says sound or not; a collection a line each.
cat >"$tmp/verify.inp" <<'INP'
BeginProblem
Author Friedrich Amelung
Origin Duena-Zeitung
Pieces White Kf5 Rh8 Pe5 Pf6 Ph5 Black Kh6 Pg5 Ph7
Stipulation #2
Option EnPassant g7g6g5
Solution 1.hxg6 e.p.! (2.Rxh7#)
NextProblem
Remark Amelung's with the composer's try given as key (not published)
Pieces White Kf5 Rh8 Pe5 Pf6 Ph5 Black Kh6 Pg5 Ph7
Stipulation #2
Option EnPassant g7g6g5
Solution 1.e6!
NextProblem
Pieces White Kg6 Qb1 Black Kh8
Stipulation #2
NextProblem
Pieces White Kg6 Ra7 Black Kh8
Stipulation #1
Solution 1.Ra8 Rq8#
EndProblem
INP
sed -n 1,7p "$tmp/verify.inp" >"$tmp/sound.inp"
echo EndProblem >>"$tmp/sound.inp"
check "--verify: a sound problem" 0 "" --verify "$tmp/sound.inp"
check_out "--verify: a sound problem" "$tmp/sound.inp:1: #2 (Friedrich Amelung, Duena-Zeitung): sound"
check "--verify: a collection" 1 "" --verify --threads 2 "$tmp/verify.inp"
check_out "--verify: the sound one" "$tmp/verify.inp:1: #2 (Friedrich Amelung, Duena-Zeitung): sound"
check_out "--verify: the intended key is a try" \
  "$tmp/verify.inp:9: #2: unsound - intended solution fails: 1.e6! (a try, refuted by 1...g4!) (and 1 more)"
check_out "--verify: several keys" "$tmp/verify.inp:15: #2: unsound - cook: 1.Qe4! (another key) (and 14 more)"
check_out "--verify: an intended solution that does not read" \
  "$tmp/verify.inp:18: #1: error - the intended solution does not read at 20:16: expected a move, not 'Rq8#'"
check_out "--verify: the summary" "4 problems: 1 sound, 0 duals, 2 unsound, 0 incomplete, 1 error"
sort "$tmp/out" >"$tmp/whole"
check "--verify --shard 1/2" 5 "" --verify --shard 1/2 "$tmp/verify.inp"
grep -v problems: "$tmp/out" >"$tmp/shards"
check_out "--verify --shard 1/2: problems 1 and 3" "2 problems: 1 sound, 0 duals, 1 unsound, 0 incomplete, 0 error"
check "--verify --shard 2/2" 1 "" --verify --shard 2/2 "$tmp/verify.inp"
grep -v problems: "$tmp/out" >>"$tmp/shards"
n=$((n + 1))
if grep -v problems: "$tmp/whole" | cmp -s - "$(sort "$tmp/shards" >"$tmp/shards.sorted"; echo "$tmp/shards.sorted")"; then
  echo "ok $n - --verify: two shards make one run"
else
  echo "not ok $n - --verify: two shards make one run"
  failed=1
fi
check "--verify --html" 1 "" --verify --html "$tmp/report.html" "$tmp/verify.inp"
n=$((n + 1))
sections=$(grep -c '^<section' "$tmp/report.html")
unsound=$(grep -c '^<section class="unsound"' "$tmp/report.html")
if [ "$sections" -eq 4 ] && [ "$unsound" -eq 2 ] && grep -q '<td style="color:#1a7f37">Sound</td><td>1</td>' "$tmp/report.html" \
   && grep -q '<b>intended solution fails</b> <code>1.e6!</code> a try, refuted by 1...g4!' "$tmp/report.html"; then
  echo "ok $n - --verify --html: a section per problem, the summary, the faults"
else
  echo "not ok $n - --verify --html: $sections sections, $unsound unsound"
  failed=1
fi
check "--shard 3/2" 2 "faerie-solve: --shard wants I/N, a part I from 1 to N of N parts, not '3/2'" \
  --verify --shard 3/2 "$tmp/verify.inp"
sed -n 14,16p "$tmp/verify.inp" | sed '1s/.*/BeginProblem/' >"$tmp/cooked.inp"
echo EndProblem >>"$tmp/cooked.inp"
check "--verify: unsound" 5 "" --verify "$tmp/cooked.inp"
check_out "--verify: the short solution" "  short solution: 1.Qb8#! (#1)"

# ---- collections: Olive's .olv and YACPDB's JSON ----
check "--format bad" 2 "faerie-solve: --format takes popeye, olive or yacpdb, not 'pgn'" --format pgn "$tmp/mate.inp"
# --verify reads a collection as it reads Popeye input: a line per entry,
# each named by its first line; a malformed entry is an error (the others
# are verified).
cat >"$tmp/verify.olv" <<'OLV'
---
authors: ['Amelung, Friedrich']
source: {name: Duena-Zeitung}
algebraic:
  white: [Kf5, Rh8, Pe5, Pf6, Ph5]
  black: [Kh6, Pg5, Ph7]
stipulation: '#2'
options: [EnPassant g7g6g5]
solution: |
  1.h5*g6 ep. ! threat: {the only key}
     2.Rh8*h7 #
---
algebraic:
  white: [Kg6, Qb1]
  black: [Kh8]
stipulation: '#2'
---
algebraic:
  white: [Kg6, Qb1, Xa1]
  black: [Kh8]
stipulation: '#2'
OLV
check "--verify: an .olv collection" 1 \
  "$tmp/verify.olv:19:21: entry 3 (18:1), algebraic.white[3]: unknown piece 'X'" \
  --verify --threads 2 "$tmp/verify.olv"
check_out "--verify .olv: the sound one" "$tmp/verify.olv:2: #2 (Amelung, Friedrich, Duena-Zeitung): sound"
check_out "--verify .olv: the cooked one" "$tmp/verify.olv:13: #2: unsound - cook: 1.Qe4! (another key) (and 14 more)"
check_out "--verify .olv: the summary" "2 problems: 1 sound, 0 duals, 1 unsound, 0 incomplete, 0 error"
# Popeye input to a collection and back: the same problems, written the same.
check "--write-popeye" 0 "" --write-popeye "$tmp/verify.out.inp" "$tmp/verify.inp"
check "--write-olive" 0 "" --write-olive "$tmp/verify.out.olv" "$tmp/verify.inp"
check "--write-yacpdb" 0 "" --write-yacpdb "$tmp/verify.out.json" "$tmp/verify.out.olv"
check "--write-popeye of the JSON" 0 "" --write-popeye "$tmp/verify.again.inp" "$tmp/verify.out.json"
n=$((n + 1))
if cmp -s "$tmp/verify.out.inp" "$tmp/verify.again.inp"; then
  echo "ok $n - Popeye -> olv -> json -> Popeye: the same text"
else
  echo "not ok $n - Popeye -> olv -> json -> Popeye: the same text"
  diff "$tmp/verify.out.inp" "$tmp/verify.again.inp" | sed 's/^/#   /'
  failed=1
fi
# A collection solves as the Popeye input it converts to (by --format, from
# standard input).
check "solve an .olv" 0 "" --threads 1 "$tmp/verify.out.olv"
cp "$tmp/out" "$tmp/solved.olv.txt"
check "solve its Popeye input" 0 "" --threads 1 "$tmp/verify.out.inp"
n=$((n + 1))
if cmp -s "$tmp/out" "$tmp/solved.olv.txt"; then
  echo "ok $n - a collection solves as its Popeye input"
else
  echo "not ok $n - a collection solves as its Popeye input"
  failed=1
fi
"$solve" -q --format yacpdb --write-olive - - <"$tmp/verify.out.json" >"$tmp/from-stdin.olv" 2>"$tmp/err"
n=$((n + 1))
if cmp -s "$tmp/from-stdin.olv" "$tmp/verify.out.olv"; then
  echo "ok $n - --format yacpdb from standard input"
else
  echo "not ok $n - --format yacpdb from standard input"
  failed=1
fi
check "--write-olive to a directory that is not there" 2 "*" --write-olive "$tmp/no/such.olv" "$tmp/verify.inp"
# --diagram: C+ under the board only from --verify, for a sound problem; a
# solve alone never earns it.
n=$((n + 1))
if "$solve" -q --diagram "$tmp/solved.pdf" --with-solution "$tmp/sound.inp" 2>/dev/null \
   && command -v pdftotext >/dev/null; then
  "$solve" -q --diagram "$tmp/verified.pdf" --with-solution --verify "$tmp/sound.inp"
  "$solve" -q --diagram "$tmp/cooked.pdf" --verify "$tmp/cooked.inp"
  solved=$(pdftotext "$tmp/solved.pdf" - | grep -c 'C+')
  verified=$(pdftotext "$tmp/verified.pdf" - | grep -c 'C+')
  cooked=$(pdftotext "$tmp/cooked.pdf" - | grep -c 'C+')
  if [ "$solved" -eq 0 ] && [ "$verified" -eq 1 ] && [ "$cooked" -eq 0 ] \
     && pdftotext "$tmp/verified.pdf" - | grep -q '1.hxg6 e.p.!'; then
    echo "ok $n - --diagram: C+ from --verify of a sound problem only"
  else
    echo "not ok $n - --diagram: C+ solved $solved, verified $verified, cooked $cooked"
    failed=1
  fi
else
  echo "ok $n # SKIP no diagram module or no pdftotext"
fi

echo "1..$n"
exit $failed
