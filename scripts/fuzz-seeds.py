#!/usr/bin/env python3
"""Writes the hand-made seed inputs of the selection fuzzer into Fuzz/Corpus (seed-*).

The byte format is decoded by Sources/SelectionFuzzing (FuzzOperation.decode, FuzzBytes,
FuzzPalette): a piece count and pieces for the initial text, then operations. Each seed below
aims at one rule of Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md; libFuzzer mutates from there.
"""
import os

P = ["a", "b", "Hello", " ", "world", ".", "42", ",", "漢字", "かな", "中文字", "e\u0301",
     "a\u0308\u0323", "\u0301", "👨‍👩‍👧‍👦", "👍🏽", "🇨🇿", "🇯🇵", "1️⃣", "🏳️‍🌈", "𝒜", "𐐷", "😀",
     "한국어", "\u1100\u1161\u11A8", "नमसते", "कषि", "\n", "\r", "\r\n", "\u2028", "\u2029", "\u0085",
     "\t", "\u200D", "\uFE0F", "\u20E3", "\U0001F3FD", "\U0001F1FA", "\u1161"]
NAMES = {name: i for i, name in enumerate(["a", "b", "Hello", "sp", "world", "dot", "42", "comma", "kanji",
         "kana", "zh", "e-acute", "a-marks", "acute", "family", "thumb", "cz", "jp", "keycap", "rainbow",
         "script-a", "deseret", "grin", "hangul", "jamo", "hindi", "ksi", "lf", "cr", "crlf", "ls", "ps",
         "nel", "tab", "zwj", "vs16", "keycap-mark", "tone", "ri-u", "jung"])}

MOVES = ["left", "right", "wordLeft", "wordRight", "lineStart", "lineEnd", "paraStart", "paraEnd",
         "docStart", "docEnd", "up", "down"]
HOSTILE = {"Int.min": 0xE0, "Int.min+1": 0xE1, "-1e6": 0xE2, "-2": 0xE3, "-1": 0xE4, "0": 0xE5, "1": 0xE6,
           "len-1": 0xE7, "len": 0xE8, "len+1": 0xE9, "Int32.max": 0xEA, "Int32.min": 0xEB,
           "Int32.max+1": 0xEC, "Int.max-1": 0xED, "NSNotFound": 0xEE, "-len": 0xEF}


def text(*names):
    return [len(names)] + [NAMES[n] for n in names]


def piece(name):
    return [NAMES[name]]


def raw(value):
    return [0xF0] + list((value & (2**64 - 1)).to_bytes(8, "little"))


def loc(value):
    """A location: a small offset (0...), a hostile name, or a raw 64-bit value."""
    if isinstance(value, str):
        return [HOSTILE[value]]
    if 0 <= value < 0xC0:
        return [value + 1]  # decoded as b % (length + 3) - 1: right while value <= length + 1
    return raw(value)


def length(value):
    if isinstance(value, str):
        return [HOSTILE[value]]
    if -8 <= value < 16:
        return [value + 8]
    return raw(value)


def op(name, *args):
    codes = {"insert": 0, "newline": 3, "tab": 4, "deleteBackward": 5, "deleteForward": 7,
             "deleteWordBackward": 8, "deleteWordForward": 9, "deleteToLineStart": 10, "deleteToLineEnd": 11,
             "selectAll": 24, "selectWord": 25, "selectLine": 26, "selectParagraph": 27}
    if name == "insert":
        return [0] + piece(args[0])
    if name in codes:
        return [codes[name]]
    if name == "replace":  # replace(location, length, piece or None)
        out = [12 | (0x80 if args[2] else 0)] + loc(args[0]) + length(args[1])
        return out + (piece(args[2]) if args[2] else [])
    if name == "setText":
        return [24 | 0x80] + piece(args[0]) + piece(args[1])
    if name == "select":  # selectedRange = (location, length)
        return [28] + loc(args[0]) + length(args[1])
    if name == "move":  # move(name, extending)
        i = MOVES.index(args[0])
        code = (14 + i) if i < 10 else (14 + i - 10) | 0x80
        return [code | (0x40 if args[1] else 0)]
    if name == "selections":  # selections = [(anchor, head, upstream)] (raw values)
        out = [30 + 32 * len(args)]
        for anchor, head, upstream in args:
            out += loc(anchor) + [1 | (2 if upstream else 0)] + loc(head)
        return out
    if name == "add":  # addSelection(anchor, head, upstream)
        anchor, head, upstream = args
        return [31] + loc(anchor) + [1 | (2 if upstream else 0)] + loc(head)
    raise ValueError(name)


def ops(*items):
    out = []
    for item in items:
        out += op(*item) if isinstance(item, tuple) else op(item)
    return out


SEEDS = {
    "empty": [],
    "type-everything": text() + sum((op("insert", n) for n in NAMES), []),
    "type-runs": text() + [0, 40 + NAMES["family"], NAMES["acute"], 0, 120 + NAMES["cr"], NAMES["lf"], NAMES["cr"], NAMES["lf"]],
    "typing-and-deleting-back": text("family", "e-acute", "a-marks") + ops("deleteBackward", "deleteBackward", "deleteBackward", "deleteBackward"),
    "mark-after-letter": text("a") + ops(("move", "left", False), ("insert", "acute"), ("insert", "acute"), "deleteBackward"),
    "cr-before-lf": text("lf") + ops(("move", "docStart", False), ("insert", "cr"), "deleteBackward", "deleteForward"),
    "flags-odd-run": text("cz", "ri-u", "jp") + ops(("move", "right", False), ("move", "right", False), "deleteForward", "deleteBackward"),
    "keycap-and-tones": text("keycap", "thumb", "tone", "vs16") + ops(("move", "docEnd", False), "deleteBackward", "deleteBackward", "deleteBackward"),
    "zwj-splice": text("family") + ops(("replace", 2, 0, "zwj"), ("replace", 3, 1, None), ("move", "docEnd", True), "deleteBackward"),
    "hangul-jamo": text("hangul", "jung", "jamo") + ops(("move", "wordLeft", False), "deleteWordForward", ("insert", "jung"), "selectWord"),
    "words": text("Hello", "sp", "world", "comma", "sp", "42", "dot") + ops(("move", "wordRight", False), ("move", "wordRight", True), "deleteWordBackward", ("move", "wordLeft", False), "deleteWordForward", "selectWord"),
    "lines-crlf-nel": text("Hello", "crlf", "world", "nel", "a", "ls", "b", "ps") + ops(("move", "down", False), ("move", "lineEnd", False), "deleteToLineEnd", "deleteToLineStart", "deleteToLineStart", "selectLine"),
    "paragraph-moves": text("a", "lf", "lf", "b", "cr", "Hello") + ops(("move", "paraEnd", False), ("move", "paraEnd", False), ("move", "paraStart", True), ("move", "paraStart", True), "selectParagraph"),
    "vertical-goal": text("Hello", "lf", "a", "lf", "family", "thumb", "world") + ops(("move", "lineEnd", False), ("move", "down", False), ("move", "down", False), ("move", "up", True), ("move", "up", False), ("move", "up", False), ("move", "down", False)),
    "selected-range-hostile": text("grin", "family") + ops(("select", "Int.min", "Int.max-1"), ("select", "NSNotFound", 3), ("select", 1, -1), ("select", "Int.max-1", "Int.min"), ("select", 5, 0), ("select", "len+1", -3)),
    "selected-range-raw": text("a", "grin") + ops(("select", 2**63 - 2, 2**63 - 1), ("select", -(2**63) + 5, -(2**63)), ("select", 2**62, 2**62)),
    "replace-hostile": text("deseret", "script-a", "grin") + ops(("replace", 1, 0, "a"), ("replace", 3, -2, "lf"), ("replace", "Int.min", "Int.max-1", "b"), ("replace", "NSNotFound", 1, "b"), ("replace", "len", "Int.max-1", "cr"), ("replace", "Int32.max", "Int32.min", None)),
    "multi-caret-typing": text("Hello", "lf", "world", "lf", "42") + ops(("add", 7, 7, False), ("add", 13, 13, True), ("insert", "e-acute"), "deleteBackward", "deleteBackward", "deleteWordBackward"),
    "multi-caret-merge": text("a", "b", "a", "b") + ops(("add", 1, 1, False), ("add", 2, 2, False), ("add", 3, 3, False), "deleteBackward", "deleteBackward"),
    "selections-hostile": text("family", "cr", "lf", "tone") + ops(("selections", (2, 5, True), ("Int.min", "Int.max-1", False), (9, 9, True), ("NSNotFound", 1, False)), ("move", "right", True), "selectWord"),
    "selections-empty-keeps-goal": text("Hello", "lf", "a", "lf", "world") + ops(("move", "lineEnd", False), ("move", "down", False), ("selections",), ("move", "down", False)),
    "backward-selections-merge": text("Hello", "sp", "world") + ops(("selections", (5, 1, False), (8, 4, True), (11, 9, False)), ("move", "wordRight", True), ("move", "left", False)),
    "delete-word-multi": text("Hello", "sp", "world", "sp", "Hello") + ops(("add", 3, 3, False), ("add", 9, 9, False), "deleteWordBackward", "deleteWordForward", "deleteWordForward"),
    "programmatic-maps-selection": text("Hello", "sp", "world") + ops(("select", 2, 5), ("replace", 2, 0, "kanji"), ("replace", 9, 0, "grin"), ("replace", 3, 3, None), ("replace", 0, "len", "a")),
    "set-text": text("Hello", "family") + ops(("move", "docEnd", False), ("setText", "grin", "crlf"), ("move", "docStart", False), ("setText", "a", "b")),
    "select-all-delete": text("hindi", "ksi", "kanji", "kana") + ops("selectAll", "deleteBackward", ("insert", "rainbow"), "selectAll", ("insert", "zwj")),
    "tab-newline": text("a") + ops("tab", "newline", "newline", ("move", "up", False), "deleteForward", ("move", "up", True)),
    "extend-every-move": text("Hello", "lf", "family", "sp", "world", "crlf", "keycap") + sum((op("move", m, True) for m in MOVES), []) + sum((op("move", m, True) for m in reversed(MOVES)), []),
    "move-every-way": text("a-marks", "ps", "jp", "lf", "zh", "sp", "42") + sum((op("move", m, False) for m in MOVES), []) + sum((op("move", m, False) for m in reversed(MOVES)), []),
    "lone-marks": text("acute", "zwj", "vs16", "keycap-mark", "tone") + ops(("move", "right", False), ("move", "right", False), "deleteBackward", "deleteForward", "selectWord"),
    "surrogate-carets": text("deseret", "script-a", "grin") + ops(("add", 1, 1, False), ("add", 3, 5, True), ("add", 5, 3, False), ("insert", "a")),
    "long-line-vertical": text("jamo", "jamo", "jamo", "lf", "a", "lf", "hangul", "hangul") + ops(("move", "lineEnd", False), ("move", "down", False), ("move", "down", True), ("move", "up", True), ("move", "up", True), ("move", "up", False)),
    "delete-line-ends": text("a", "cr", "crlf", "nel", "b") + ops(("move", "right", False), "deleteToLineEnd", "deleteToLineEnd", "deleteToLineEnd", "deleteToLineStart", "deleteToLineStart"),
}

if __name__ == "__main__":
    corpus = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Fuzz", "Corpus")
    os.makedirs(corpus, exist_ok=True)
    for name, data in SEEDS.items():
        with open(os.path.join(corpus, "seed-" + name), "wb") as f:
            f.write(bytes(data))
    print(f"{len(SEEDS)} seeds written to {os.path.normpath(corpus)}")
