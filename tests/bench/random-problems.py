#!/usr/bin/env python3
"""Random orthodox problems that Popeye solves, for the bench.

    POPEYE=/path/to/py tests/bench/random-problems.py SEED COUNT OUTDIR \
        [--stipulations h#2,h#3,...] [--min 0.05] [--max 20]

For each stipulation, draws legal random positions (two kings, a handful
to a dozen pieces, no pawn on its first or last rank, the side not to
move not in check, the kings apart) from a generator seeded with SEED and
the stipulation, and keeps the first COUNT that Popeye solves (at least
one solution) in MIN to MAX seconds of its time: easier ones say nothing
about speed, harder ones make the bench too long.  Each kept problem is
written as OUTDIR/<stipulation>_<n>.inp (h#2.5 -> h2.5_1.inp).  The
draws are deterministic by seed; which of them are kept depends on
Popeye's times only for problems near the limits.
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time

STIPULATIONS = ["h#2", "h#3", "h#2.5", "h=3", "hs#2", "s#2", "r#2", "ser-h#4", "#3"]

FILES = "abcdefgh"
KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
KING = [(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1) if x or y]
ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]


def first_side(stip):
    """The side that moves first: Black in h#n and ser-h#n, White in h#n.5
    and in direct, self, reflex and help-self play."""
    if stip.startswith("ser-h") or (stip.startswith("h") and not stip.startswith("hs")):
        return "w" if stip.endswith(".5") else "b"
    if stip.startswith("hs"):
        return "b" if stip.endswith(".5") else "w"
    return "w"


def attacks(board, sq, by):
    """Whether a piece of colour `by` attacks square sq = (file, rank)."""
    f, r = sq
    for (df, dr) in KNIGHT:
        p = board.get((f + df, r + dr))
        if p == (by, "S"):
            return True
    for (df, dr) in KING:
        p = board.get((f + df, r + dr))
        if p == (by, "K"):
            return True
    pawn_dir = 1 if by == "w" else -1
    for df in (-1, 1):
        if board.get((f + df, r - pawn_dir)) == (by, "P"):
            return True
    for dirs, kinds in ((ROOK, ("R", "Q")), (BISHOP, ("B", "Q"))):
        for (df, dr) in dirs:
            x, y = f + df, r + dr
            while 0 <= x < 8 and 0 <= y < 8:
                p = board.get((x, y))
                if p:
                    if p[0] == by and p[1] in kinds:
                        return True
                    break
                x, y = x + df, y + dr
    return False


def random_position(rng, first, white_share):
    """A dict (file, rank) -> (colour, kind), legal with `first` to move;
    each further piece is White's with probability white_share."""
    while True:
        board = {}
        squares = [(f, r) for f in range(8) for r in range(8)]
        rng.shuffle(squares)
        wk, bk = squares.pop(), squares.pop()
        if max(abs(wk[0] - bk[0]), abs(wk[1] - bk[1])) < 2:
            continue
        board[wk] = ("w", "K")
        board[bk] = ("b", "K")
        others = rng.randint(2, 10)
        for _ in range(others):
            colour = "w" if rng.random() < white_share else "b"
            kind = rng.choices("QRBSP", weights=[1, 2, 2, 2, 4])[0]
            sq = squares.pop()
            if kind == "P" and sq[1] in (0, 7):
                continue
            board[sq] = (colour, kind)
        waiting = "b" if first == "w" else "w"
        waiting_king = wk if waiting == "w" else bk
        if attacks(board, waiting_king, first):
            continue
        return board


def square_name(sq):
    return "%s%d" % (FILES[sq[0]], sq[1] + 1)


def piece_list(board, colour):
    order = "KQRBSP"
    pieces = sorted((order.index(k), sq[0], sq[1], k) for sq, (c, k) in board.items() if c == colour)
    return " ".join("%s%s" % (k, square_name((f, r))) for (_, f, r, k) in pieces)


def problem_text(board, stip, remark):
    return ("BeginProblem\n"
            "Remark %s\n"
            "Pieces White %s\n"
            "       Black %s\n"
            "Stipulation %s\n"
            "Option NoBoard\n"
            "EndProblem\n") % (remark, piece_list(board, "w"), piece_list(board, "b"), stip)


def popeye_solves(popeye, text, limit):
    """Popeye's time and whether it found a solution, or None on timeout."""
    with tempfile.NamedTemporaryFile("w", suffix=".inp", delete=False) as f:
        f.write(text)
        name = f.name
    try:
        start = time.monotonic()
        try:
            out = subprocess.run([popeye, "-regression", name], capture_output=True,
                                 text=True, timeout=limit).stdout
        except subprocess.TimeoutExpired:
            return None
        spent = time.monotonic() - start
    finally:
        os.unlink(name)
    # A solution is a numbered line before "solution finished."
    body = out.split("solution finished.")[0]
    solved = re.search(r"^\s+1\.", body, re.M) is not None
    return spent, solved


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("count", type=int)
    ap.add_argument("outdir")
    ap.add_argument("--stipulations", default=",".join(STIPULATIONS))
    ap.add_argument("--min", type=float, default=0.05, help="least Popeye time kept (s)")
    ap.add_argument("--max", type=float, default=20.0, help="most Popeye time kept (s)")
    ap.add_argument("--tries", type=int, default=3000, help="draws per stipulation at most")
    args = ap.parse_args()
    popeye = os.environ.get("POPEYE")
    if not popeye:
        sys.exit("random-problems.py: set POPEYE to a Popeye binary")
    os.makedirs(args.outdir, exist_ok=True)
    for stip in args.stipulations.split(","):
        rng = random.Random("%d/%s" % (args.seed, stip))
        kept = 0
        for draw in range(args.tries):
            if kept == args.count:
                break
            # Self play needs a Black with few moves: fewer Black pieces.
            share = 0.75 if re.match(r"(ser-)?(s|r|hs|hr)", stip) else 0.5
            board = random_position(rng, first_side(stip), share)
            remark = "Random %s, seed %d, draw %d (tests/bench/random-problems.py)" % (stip, args.seed, draw)
            text = problem_text(board, stip, remark)
            result = popeye_solves(popeye, text, args.max)
            if result is None or not result[1] or result[0] < args.min:
                continue
            kept += 1
            name = "%s_%d.inp" % (stip.replace("#", "").replace("=", "stale"), kept)
            with open(os.path.join(args.outdir, name), "w") as f:
                f.write(text)
            print("%-14s %6.2f s  %s" % (name, result[0], remark), flush=True)
        if kept < args.count:
            print("%s: only %d of %d kept in %d draws" % (stip, kept, args.count, args.tries), file=sys.stderr)


if __name__ == "__main__":
    main()
