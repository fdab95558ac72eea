#!/usr/bin/env python3
"""Writes black-NAME.svg and neutral-NAME.svg from white-NAME.svg.

A white figure is drawn in up to three kinds of groups, told apart by
their opening tags: the body (fill="#fff" stroke="#000"), the interior
detail lines (fill="none" stroke="#000") and the solid dots (fill="#000"
stroke="none").  The black figure fills the body black and draws lines
and dots in white; the neutral one is the white figure with the black
one clipped to its right half (x >= 22.5), as README.md describes.

Usage: icons/derive-colours.py icons/pieces/white-NAME.svg ...
(the files it writes are committed; the build does not run it)."""

import os
import re
import sys

SWAPS = {
    '<g fill="#fff" stroke="#000"': '<g fill="#000" stroke="#000"',
    '<g fill="none" stroke="#000"': '<g fill="none" stroke="#fff"',
    '<g fill="#000" stroke="none"': '<g fill="#fff" stroke="none"',
}


def blacken(body):
    return re.sub("|".join(re.escape(k) for k in SWAPS), lambda m: SWAPS[m.group(0)], body)


def derive(white_path):
    folder, base = os.path.split(white_path)
    name = base[len("white-"):-len(".svg")]
    text = open(white_path, encoding="utf-8").read()
    head, rest = text.split(">\n", 2)[0:2], text.split(">\n", 2)[2]
    header = head[0] + ">\n" + head[1] + ">\n"
    body = rest[: rest.rindex("</svg>")]
    black = blacken(body)
    with open(os.path.join(folder, f"black-{name}.svg"), "w", encoding="utf-8") as out:
        out.write(header + black + "</svg>\n")
    clip = f"faerie-neutral-{name}-right"
    with open(os.path.join(folder, f"neutral-{name}.svg"), "w", encoding="utf-8") as out:
        out.write(header)
        out.write(f'<defs>\n  <clipPath id="{clip}"><rect x="22.5" y="0" width="22.5" height="45"/></clipPath>\n</defs>\n')
        out.write(body)
        out.write(f'<g clip-path="url(#{clip})">\n{black}</g>\n</svg>\n')


if __name__ == "__main__":
    for path in sys.argv[1:]:
        derive(path)
