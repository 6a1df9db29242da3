import Foundation
import TextViewCore

// Editing commands and programmatic edits, from the "Editing commands" and "Mapping" sections.
extension EditorModel {
    mutating func insertText(_ string: String) {
        let inserted = Array(string.utf16)
        edit { s, _ in (s.lower..<s.upper, inserted) }
    }

    mutating func insertNewline() { insertText("\n") }

    mutating func insertTab() { insertText("\t") }

    mutating func deleteBackward() {
        edit { s, text in
            if !s.isCaret { return (s.lower..<s.upper, []) }
            let p = s.head
            if p == 0 { return (p..<p, []) }
            let c = text.boundary(before: p)
            let scalars = text.scalars(c..<p)
            let last = scalars[scalars.count - 1]
            if Self.isCombiningMark(last) && !Self.isEmojiSequence(scalars) {
                return ((p - last.utf16.count)..<p, [])
            }
            return (c..<p, [])
        }
    }

    mutating func deleteForward() {
        edit { s, text in
            if !s.isCaret { return (s.lower..<s.upper, []) }
            return (s.head..<text.boundary(after: s.head), [])
        }
    }

    mutating func deleteWordBackward() {
        edit { s, text in
            if !s.isCaret { return (s.lower..<s.upper, []) }
            return (Self.wordLeft(from: s.head, in: &text)..<s.head, [])
        }
    }

    mutating func deleteWordForward() {
        edit { s, text in
            if !s.isCaret { return (s.lower..<s.upper, []) }
            return (s.head..<Self.wordRight(from: s.head, in: &text), [])
        }
    }

    mutating func deleteToBeginningOfLine() {
        edit { s, text in
            if !s.isCaret { return (s.lower..<s.upper, []) }
            let p = s.head
            let start = text.lineRange(text.line(at: p)).lowerBound
            if p > start { return (start..<p, []) }
            if p > 0 { return (text.boundary(before: p)..<p, []) }
            return (p..<p, [])
        }
    }

    mutating func deleteToEndOfLine() {
        edit { s, text in
            if !s.isCaret { return (s.lower..<s.upper, []) }
            let p = s.head
            let end = text.contentEnd(ofLine: text.line(at: p))
            if p < end { return (p..<end, []) }
            return (p..<text.boundary(after: p), [])
        }
    }

    /// Applies one replacement per selection, computed on the text before the command: overlapping
    /// replacements merge, they apply from last to first, each selection becomes a caret at its
    /// replacement's end, a caret inside a cluster moves to its end, then normalisation.
    private mutating func edit(_ replacement: (ModelSelection, inout ModelText) -> (Range<Int>, [UInt16])) {
        goalColumns = nil
        var edits: [(range: Range<Int>, text: [UInt16], owners: [Int])] = []
        for (i, s) in selections.enumerated() {
            let (range, inserted) = replacement(s, &text)
            edits.append((range, inserted, [i]))
        }
        edits.sort { ($0.range.lowerBound, $0.range.upperBound, $0.owners[0]) < ($1.range.lowerBound, $1.range.upperBound, $1.owners[0]) }
        var merged: [(range: Range<Int>, text: [UInt16], owners: [Int])] = []
        for e in edits {
            if let last = merged.last, e.range.lowerBound < last.range.upperBound {
                precondition(e.text.isEmpty && last.text.isEmpty, "model: overlapping insertions \(last.range) and \(e.range)")
                merged[merged.count - 1] = (last.range.lowerBound..<Swift.max(last.range.upperBound, e.range.upperBound), [], last.owners + e.owners)
            } else {
                merged.append(e)
            }
        }
        var carets = [Int](repeating: 0, count: selections.count)
        var shift = 0
        for e in merged {
            for owner in e.owners { carets[owner] = e.range.lowerBound + shift + e.text.count }
            shift += e.text.count - e.range.count
        }
        for e in merged.reversed() {
            text.replace(e.range, with: e.text)
        }
        let snapped = carets.map { ModelSelection.caret(text.boundary(atOrAfter: $0)) }
        replaceSelections(snapped, primary: primaryIndex)
    }

    /// Combining marks: general category Mn, Mc or Me.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The rule's "emoji sequence": ZWJ, VS16, the keycap mark, a regional indicator, a skin tone,
    /// a tag, or any emoji-presentation scalar.
    static func isEmojiSequence(_ scalars: [Unicode.Scalar]) -> Bool {
        scalars.contains { s in
            let v = s.value
            return v == 0x200D || v == 0xFE0F || v == 0x20E3
                || (0x1F1E6...0x1F1FF).contains(v) || (0x1F3FB...0x1F3FF).contains(v)
                || (0xE0020...0xE007F).contains(v) || s.properties.isEmojiPresentation
        }
    }

    // MARK: Programmatic edits

    /// `text = string`: a programmatic replacement of everything.
    mutating func setText(_ string: String) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: string)
    }

    /// `replaceCharacters(in:with:)`: the document edit, then every selection mapped through it.
    mutating func replaceCharacters(in range: NSRange, with string: String) {
        guard let r = editRange(range) else { return }
        let a = r.lowerBound
        let b = r.upperBound
        let m = string.utf16.count
        let delta = m - (b - a)
        func map(_ p: Int, _ assoc: Int) -> Int {
            if p < a { return p }
            if p > b { return p + delta }
            if p == b && a < b { return a + m }
            return assoc < 0 ? a : a + m
        }
        let mapped: [ModelSelection] = selections.map { s in
            if s.isCaret { return ModelSelection(anchor: map(s.head, -1), head: map(s.head, -1), affinity: s.affinity) }
            let lower = map(s.lower, 1)
            let upper = map(s.upper, -1)
            if lower > upper { return ModelSelection(anchor: upper, head: upper, affinity: s.affinity) }
            return .span(lower, upper, backward: s.isBackward, affinity: s.affinity)
        }
        text.replace(r, with: Array(string.utf16))
        let snapped: [ModelSelection] = mapped.map { s in
            if s.isCaret {
                let p = text.boundary(atOrAfter: s.head)
                return ModelSelection(anchor: p, head: p, affinity: s.affinity)
            }
            return .span(text.boundary(atOrBefore: s.lower), text.boundary(atOrAfter: s.upper), backward: s.isBackward, affinity: s.affinity)
        }
        replaceSelections(snapped, primary: primaryIndex)
    }
}
