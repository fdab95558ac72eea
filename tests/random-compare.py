#!/usr/bin/env python3
"""Random problems with fairy pieces and conditions, solved by Popeye and
Faerie and compared, for developers (not run by the test suite: Popeye is
not part of this repository).

    POPEYE=/path/to/py tests/random-compare.py [--seed S] [--count N]
        [--stipulations '#2,h#2,s#2'] [--pieces G,DA,N] [--neutral]
        [--conditions 'Madrasi|Circe|'] [--units 4-10] [--paralysing] [--timeout 10]
        [--faerie build/src/cli/faerie-solve] [--keep DIR] [--keep-same]
        [--options 'Intelligent']

Each problem has two kings and a random handful of units (the orthodox
pieces, the fairy codes of --pieces, pawns off their first and last
ranks), one stipulation of --stipulations and one condition line of
--conditions ('|' between lines; an empty one is no condition; ';' within
one puts several conditions on it).  With --paralysing each unit, the
kings too, has the attribute Paralysing at a chance of one in three.  Positions either solver rejects
(illegal, not supported) are drawn again.  Both solvers run with
-regression / -q, the outputs are compared byte for byte, and the ones
that differ are kept in --keep (NAME.inp, NAME.popeye, NAME.faerie);
with --keep-same the identical ones too (same-NAME.inp, same-NAME.out:
candidates for the corpus).
--options puts an Option line on every problem ('Intelligent': both
solvers' intelligent modes, whose lines may come in another order: such
outputs count as reordered, not different).
Prints one line per difference and per timeout (the problem kept as
timeout-SOLVER-SEED-N.inp) and the counts; exits 1 if any differ.
The draws are deterministic by seed.
"""
import argparse
import os
import random
import subprocess
import sys

FILES = "abcdefgh"


def square(f, r):
    return f"{FILES[f]}{r + 1}"


def draw(rng, pieces, units, neutral, paralysing=False):
    """White and black unit lists as Popeye writes them ('Ke1'); with
    paralysing, some under 'White Paralysing' and 'Black Paralysing'."""
    occupied = set()
    sides = {"White": [], "Black": [], "Neutral": [], "White Paralysing": [], "Black Paralysing": []}

    def free_square(pawn):
        while True:
            f, r = rng.randrange(8), rng.randrange(8)
            if pawn and r in (0, 7):
                continue
            if (f, r) not in occupied:
                occupied.add((f, r))
                return square(f, r)

    kings = [free_square(False), free_square(False)]
    sides["White"].append("K" + kings[0])
    sides["Black"].append("K" + kings[1])
    kinds = ["Q", "R", "B", "S", "P", "P"] + pieces
    for _ in range(rng.randint(*units)):
        kind = rng.choice(kinds)
        side = rng.choice(["White", "Black"] + (["Neutral"] if neutral else []))
        sides[side].append(kind + free_square(kind == "P"))
    if paralysing:
        for side in ("White", "Black"):
            kept = []
            for unit in sides[side]:
                (sides[side + " Paralysing"] if rng.randrange(3) == 0 else kept).append(unit)
            sides[side] = kept
    return sides


def problem_text(sides, stipulation, condition, options=""):
    lines = ["BeginProblem", "Pieces"]
    for side in ("White", "White Paralysing", "Black", "Black Paralysing", "Neutral"):
        if sides.get(side):
            lines.append(f"  {side} " + " ".join(sides[side]))
    lines.append(f"Stipulation {stipulation}")
    for c in filter(None, condition.split(";")):
        lines.append(f"Condition {c.strip()}")
    if options:
        lines.append(f"Option {options}")
    lines.append("EndProblem")
    return "\n".join(lines) + "\n"


def keep_timeout(a, solver, number, text):
    """A problem one solver did not finish within --timeout: named on a
    line and kept (timeout-SOLVER-SEED-N.inp), Faerie being tried first."""
    name = f"timeout-{solver}-{a.seed}-{number}"
    print(f"timeout ({solver}): {name}")
    with open(os.path.join(a.keep, name + ".inp"), "w") as f:
        f.write(text)


def run(cmd, path, timeout):
    try:
        p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=timeout,
                           errors="replace")
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, "", ""


def rejected(code, out, err):
    """Did the solver refuse the problem (illegal, unsupported)?"""
    text = (out + err).lower()
    return code not in (0, 3) or any(word in text for word in ("illegal", "not supported", "unsupported", "error"))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=50)
    ap.add_argument("--stipulations", default="#2,h#2,s#2")
    ap.add_argument("--pieces", default="")
    ap.add_argument("--neutral", action="store_true")
    ap.add_argument("--paralysing", action="store_true")
    ap.add_argument("--conditions", default="")
    ap.add_argument("--units", default="4-10")
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("--faerie", default=os.path.join(here, "..", "build", "src", "cli", "faerie-solve"))
    ap.add_argument("--keep", default="random-compare-out")
    ap.add_argument("--keep-same", action="store_true")
    ap.add_argument("--options", default="")
    a = ap.parse_args()
    popeye = os.environ.get("POPEYE")
    if not popeye or not os.access(popeye, os.X_OK):
        sys.exit("random-compare.py: set POPEYE to the Popeye binary (py)")
    rng = random.Random(a.seed)
    stipulations = [s for s in a.stipulations.split(",") if s]
    pieces = [p for p in a.pieces.split(",") if p]
    conditions = a.conditions.split("|")
    units = tuple(int(x) for x in a.units.split("-"))
    os.makedirs(a.keep, exist_ok=True)
    path = os.path.join(a.keep, "current.inp")
    counts = {"identical": 0, "reordered": 0, "different": 0, "timeout": 0, "drawn": 0}
    while counts["identical"] + counts["reordered"] + counts["different"] < a.count:
        counts["drawn"] += 1
        if counts["drawn"] > 200 * a.count:
            break
        stipulation = rng.choice(stipulations)
        condition = rng.choice(conditions)
        text = problem_text(draw(rng, pieces, units, a.neutral, a.paralysing), stipulation, condition, a.options)
        with open(path, "w") as f:
            f.write(text)
        fc, fout, ferr = run([a.faerie, "-q"], path, a.timeout)
        if fc is None:
            counts["timeout"] += 1
            keep_timeout(a, "faerie", counts["drawn"], text)
            continue
        if rejected(fc, fout, ferr):
            continue
        pc, pout, perr = run([popeye, "-regression"], path, a.timeout)
        if pc is None:
            counts["timeout"] += 1
            keep_timeout(a, "popeye", counts["drawn"], text)
            continue
        if "illegal" in pout.lower() or "error" in pout.lower() or "not applicable" in pout.lower():
            continue
        if pout == fout:
            counts["identical"] += 1
            if a.keep_same:
                name = os.path.join(a.keep, f"same-{a.seed}-{counts['drawn']}")
                for ext, content in ((".inp", text), (".out", fout)):
                    with open(name + ext, "w") as f:
                        f.write(content)
            continue
        if a.options and sorted(pout.splitlines()) == sorted(fout.splitlines()):
            counts["reordered"] += 1
            continue
        counts["different"] += 1
        name = os.path.join(a.keep, f"diff-{a.seed}-{counts['drawn']}")
        for ext, content in ((".inp", text), (".popeye", pout), (".faerie", fout)):
            with open(name + ext, "w") as f:
                f.write(content)
        print(f"DIFFERENT: {name}.inp ({stipulation}, {condition or 'no condition'})")
    os.remove(path)
    print(" ".join(f"{k} {v}" for k, v in counts.items()))
    sys.exit(1 if counts["different"] else 0)


if __name__ == "__main__":
    main()
