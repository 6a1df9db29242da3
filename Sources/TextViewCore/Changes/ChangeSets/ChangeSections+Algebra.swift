// Composition and mapping of sections, for descriptions and change sets alike (CodeMirror's
// `composeSets` and `mapSet`, followed step for step so that results agree with CodeMirror's
// section for section). With `collectsText` the builder also gathers the inserted text.

enum ChangeSections {
    /// `a` followed by `b`, as one (CodeMirror's `composeSets`).
    static func compose(_ a: ChangeDescription, _ textA: InsertedUnits?, _ b: ChangeDescription, _ textB: InsertedUnits?,
                        into builder: inout SectionBuilder) {
        precondition(a.newLength == b.oldLength, "composing a change to length \(a.newLength) with one from length \(b.oldLength)")
        var a = SectionCursor(a, text: textA)
        var b = SectionCursor(b, text: textB)
        var open = false
        while true {
            if a.done && b.done {
                return
            } else if a.ins == 0 {
                // A deletion in `a`: `b` never saw that text.
                builder.add(a.len, 0, forceJoin: open)
                a.next()
            } else if b.len == 0 && !b.done {
                // An insertion in `b`.
                builder.add(0, b.ins, forceJoin: open)
                builder.appendText(b.text, b.textRange)
                b.next()
            } else {
                precondition(!a.done && !b.done, "mismatched change lengths in composition")
                let len = Swift.min(a.len2, b.len)
                let sectionsBefore = builder.sectionCount
                if a.ins == -1 {
                    let insB = b.ins == -1 ? -1 : b.off > 0 ? 0 : b.ins
                    builder.add(len, insB, forceJoin: open)
                    if insB > 0 { builder.appendText(b.text, b.textRange) }
                } else if b.ins == -1 {
                    builder.add(a.off > 0 ? 0 : a.len, len, forceJoin: open)
                    builder.appendText(a.text, a.textBit(len))
                } else {
                    builder.add(a.off > 0 ? 0 : a.len, b.off > 0 ? 0 : b.ins, forceJoin: open)
                    if b.off == 0 { builder.appendText(b.text, b.textRange) }
                }
                open = (a.ins > len || b.ins >= 0 && b.len > len) && (open || builder.sectionCount > sectionsBefore)
                a.forward2(len)
                b.forward(len)
            }
        }
    }

    /// `a` moved over `b` (both from the same text) so that it applies after `b`; with `before`,
    /// `a` counts as the earlier of the two where they insert at one point (CodeMirror's `mapSet`).
    static func map(_ a: ChangeDescription, _ textA: InsertedUnits?, over b: ChangeDescription, before: Bool,
                    into builder: inout SectionBuilder) {
        precondition(a.oldLength == b.oldLength, "mapping a change of length \(a.oldLength) over one of length \(b.oldLength)")
        var a = SectionCursor(a, text: textA)
        var b = SectionCursor(b, text: nil)
        // For a change of `a` processed piece by piece: whether its text went in already (the
        // index of the section it was last done for).
        var inserted = -1
        while true {
            precondition(!(a.done && b.len > 0) && !(b.done && a.len > 0), "mismatched change lengths in mapping")
            if a.ins == -1 && b.ins == -1 {
                // Text that neither changes.
                let len = Swift.min(a.len, b.len)
                builder.add(len, -1)
                a.forward(len)
                b.forward(len)
            } else if b.ins >= 0 && (a.ins < 0 || inserted == a.index || a.off == 0 && (b.len < a.len || b.len == a.len && !before)) {
                // A change of `b` that comes first: its text is unchanged for `a`, which loses
                // whatever of its own changes the change of `b` covers.
                var len = b.len
                builder.add(b.ins, -1)
                while len > 0 {
                    let piece = Swift.min(a.len, len)
                    if a.ins >= 0 && inserted < a.index && a.len <= piece {
                        builder.add(0, a.ins)
                        builder.appendText(a.text, a.textRange)
                        inserted = a.index
                    }
                    a.forward(piece)
                    len -= piece
                }
                b.next()
            } else if a.ins >= 0 {
                // The part of a change of `a` up to the next change of `b` that is not a deletion.
                var len = 0
                var left = a.len
                while left > 0 {
                    if b.ins == -1 {
                        let piece = Swift.min(left, b.len)
                        len += piece
                        left -= piece
                        b.forward(piece)
                    } else if b.ins == 0 && b.len < left {
                        left -= b.len
                        b.next()
                    } else {
                        break
                    }
                }
                builder.add(len, inserted < a.index ? a.ins : 0)
                if inserted < a.index { builder.appendText(a.text, a.textRange) }
                inserted = a.index
                a.forward(a.len - left)
            } else {
                precondition(a.done && b.done, "mismatched change lengths in mapping")
                return
            }
        }
    }
}
