#!/usr/bin/env python3
"""Writes the hand-made seed inputs of the wire fuzzer into Fuzz/WireCorpus (seed-*).

The byte format is decoded by Sources/WireFuzzing (WireFuzz.run, WireFuzzSession.step, WireJSON)
on the selection fuzzer's FuzzBytes and FuzzPalette: a piece count and pieces for the starting
text, a byte whose low bit chooses an authority that rebases (0) or not (1), then steps. Each seed
aims at one item of issue 21; libFuzzer mutates from there.
"""
import os

GRIN, A, B, HELLO, SP, FAMILY, CRLF = 22, 0, 1, 2, 3, 14, 29
OUT = os.path.join(os.path.dirname(__file__), "..", "Fuzz", "WireCorpus")


def text(*pieces):
    return [len(pieces)] + list(pieces)


def num(value):
    """A JSON number: 0...15 small, or the named hostile ones."""
    named = {"Int.max": [10], "Int.max+1": [11], "2^62": [12], "1.5": [13, 0], "1e400": [13, 2]}
    return named[value] if isinstance(value, str) else [value * 16]


def line(piece):
    return [5, piece]


LONE_HIGH, LONE_LOW = [0], [1]


def changeset(*elements):
    """Elements: ('n', v) a length, ('d', v) a deletion, ('r', v, [line...]) a replacement."""
    out = [0x20, len(elements)]
    for element in elements:
        if element[0] == "n":
            out += [0] + num(element[1])
        elif element[0] == "d":
            out += [3] + num(element[1])
        else:
            lines = element[2]
            out += [4 + 8 * (len(lines) - 1)] + sum(lines, []) + num(element[1])
    return out


def spec(lower, count, kind, piece=None):
    return [lower, count, kind] + ([piece] if piece is not None else [])


def built(*specs):
    return [len(specs)] + sum(specs, [])


def edit(peer, *specs):
    return [6, peer] + built(*specs)


def push(peer):
    return [8, peer]


def pull(peer, back=0):
    return [9, peer, back]


def deliver(index, keep=False):
    return [10, index | (0x80 if keep else 0)]


SEEDS = {
    # Item 1: a cut low half and a later insertion, decoded and applied.
    "item1-cut-then-insert": text(GRIN, A) + [0] + [0] + changeset(("n", 1), ("d", 1), ("n", 1), ("r", 0, [line(B)])),
    # Item 2: lengths past Int.max in a change set and in a description.
    "item2-overflow-changeset": text(A) + [0] + [0] + changeset(("n", "Int.max"), ("n", 1)),
    "item2-overflow-description": text(A) + [0] + [2, 0x20, 4, 1, 0, 1, 10, 1, 0, 1, 10],
    # Item 3: an unpaired surrogate in a line.
    "item3-lone-surrogate": text(A) + [0] + [0] + changeset(("r", 0, [LONE_HIGH])),
    # Item 5: a built set cutting a pair, applied without validation.
    "item5-cut-replacement": text(A, GRIN, B) + [0] + [5] + built(spec(2, 1, 4, B)) + [1],
    # Items 4, 6, 7: three peers edit, push across each other, pull, and get repeated answers.
    "item7-crossing-pushes-rebased": text(HELLO, SP, GRIN) + [0]
        + edit(0, spec(0, 0, 4, A)) + edit(1, spec(5, 2, 4, B)) + edit(2, spec(7, 0, 4, FAMILY))
        + push(0) + push(1) + push(2) + pull(0) + pull(1, 1) + pull(2, 2)
        + deliver(1, keep=True) + deliver(1) + deliver(0) + deliver(0),
    "item6-stale-and-repeated-strict": text(HELLO, CRLF, GRIN) + [1]
        + edit(0, spec(1, 1, 4, A)) + push(0) + edit(1, spec(2, 0, 1)) + push(1) + pull(1, 0)
        + pull(0, 2) + deliver(1) + deliver(0, keep=True) + deliver(0) + push(1),
    "item4-own-after-other": text(A, B) + [0] + edit(0, spec(0, 0, 4, A)) + edit(1, spec(2, 0, 4, B))
        + push(1) + push(0) + pull(0) + deliver(0),
    # A pushed update, decoded, that does not fit; then an honest round.
    "authority-decoded-misfit": text(A, B) + [0] + [0x1B, 0x20, 2, 3] + changeset(("n", 9)) + [0, 3]
        + changeset(("n", 2), ("r", 0, [line(GRIN)])) + [0, 0] + edit(0, spec(1, 1, 2)) + push(0),
    # The victim gets built updates in reverse, one of them of the wrong length.
    "victim-built-reversed": text(GRIN, A, B) + [0] + [11, 3, 1, 2, 1, 4, 0, 1, 1, 0, 1, 2, 0, 0, 0, 0, 0, 0],
}

os.makedirs(OUT, exist_ok=True)
for name, data in SEEDS.items():
    with open(os.path.join(OUT, "seed-" + name), "wb") as f:
        f.write(bytes(b & 0xFF for b in data))
print(f"{len(SEEDS)} seeds in {os.path.normpath(OUT)}")
