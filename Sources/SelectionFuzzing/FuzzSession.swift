import Foundation
import TextViewCore

/// Drives a `TextEditor` with decoded operations and checks it after each one against a small
/// independent model: the text as a `[UInt16]` (each command's replacements worked out from the
/// editor's selections before it, which were checked the step before), and the selections for
/// the invariants of Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md on Swift's cluster boundaries.
struct FuzzSession {
    /// Documents stop growing here, so an input costs about the same however it is built.
    static let maximumLength = 600

    let editor: TextEditor
    private(set) var text: FuzzText
    private(set) var history: [EditorCommand] = []
    private let initial: String

    init(initial: String) {
        self.initial = initial
        editor = TextEditor(string: initial)
        text = FuzzText(Array(initial.utf16))
    }

    /// Applies `operation` to the editor and the model; returns a failure report or nil.
    mutating func step(_ operation: EditorCommand) -> String? {
        history.append(operation)
        let before = editor.selections
        let expectedCarets = applyToModel(operation, selections: before)
        editor.dispatch(operation)
        if let problem = check(operation, expectedCarets: expectedCarets) {
            return report(problem)
        }
        return nil
    }

    /// The editor's text and selections, for traces.
    var state: String {
        let selections = editor.selections.map { $0.isCaret ? "|\($0.head)" : "\($0.anchor)→\($0.head)" }
        return "\(FuzzText.quoted(editor.text)) [\(selections.joined(separator: ", "))] primary \(editor.primarySelectionIndex)"
    }

    /// Whether `operation` would grow the text past the limit (then it is skipped).
    func isTooLong(_ operation: EditorCommand) -> Bool {
        switch operation {
        case .insertText(let s): text.length + s.utf16.count * editor.selections.count > Self.maximumLength
        case .replaceCharacters(_, .text(let s), _): text.length + s.utf16.count > Self.maximumLength
        case .setText(let s): s.utf16.count > Self.maximumLength
        case .insertNewline, .insertTab: text.length + editor.selections.count > Self.maximumLength
        default: false
        }
    }

    // MARK: The text model

    /// Updates the model text for `operation`; returns the carets an editing command must leave
    /// (sorted, distinct), or nil for other operations.
    private mutating func applyToModel(_ operation: EditorCommand, selections: [TextSelection]) -> [Int]? {
        var replacements: [(range: Range<Int>, text: [UInt16])]
        switch operation {
        case .insertText(let s): replacements = selections.map { (range($0), Array(s.utf16)) }
        case .insertNewline: replacements = selections.map { (range($0), [0x0A]) }
        case .insertTab: replacements = selections.map { (range($0), [0x09]) }
        case .delete(.backward): replacements = selections.map { ($0.isCaret ? backwardDeletion($0.head) : range($0), []) }
        case .delete(.forward): replacements = selections.map { ($0.isCaret ? $0.head..<text.boundary(after: $0.head) : range($0), []) }
        case .delete(.wordBackward): replacements = selections.map { ($0.isCaret ? wordLeft($0.head)..<$0.head : range($0), []) }
        case .delete(.wordForward): replacements = selections.map { ($0.isCaret ? $0.head..<wordRight($0.head) : range($0), []) }
        case .delete(.toBeginningOfLine):
            replacements = selections.map { s in
                guard s.isCaret else { return (range(s), []) }
                let start = text.lineRange(at: s.head).start
                return (s.head > start ? start..<s.head : text.boundary(before: s.head)..<s.head, [])
            }
        case .delete(.toEndOfLine):
            replacements = selections.map { s in
                guard s.isCaret else { return (range(s), []) }
                let end = text.lineRange(at: s.head).contentEnd
                return (s.head < end ? s.head..<end : s.head..<text.boundary(after: s.head), [])
            }
        case .replaceCharacters(let r, .text(let s), _):
            if let safe = editRange(r) { text.replace(safe, with: Array(s.utf16)) }
            return nil
        case .setText(let s):
            text.replace(0..<text.length, with: Array(s.utf16))
            return nil
        default:
            return nil
        }
        // Overlapping replacements (only deletions can overlap) merge; then last to first.
        replacements.sort { $0.range.lowerBound < $1.range.lowerBound }
        var merged: [(range: Range<Int>, text: [UInt16])] = []
        for r in replacements {
            if let last = merged.last, r.range.lowerBound < last.range.upperBound {
                merged[merged.count - 1].range = last.range.lowerBound..<Swift.max(last.range.upperBound, r.range.upperBound)
            } else {
                merged.append(r)
            }
        }
        var carets: [Int] = []
        var shift = 0
        for r in merged {
            carets.append(r.range.lowerBound + shift + r.text.count)
            shift += r.text.count - r.range.count
        }
        for r in merged.reversed() { text.replace(r.range, with: r.text) }
        return Array(Set(carets.map { text.boundary(atOrAfter: $0) })).sorted()
    }

    private func range(_ s: TextSelection) -> Range<Int> { Swift.min(s.anchor, s.head)..<Swift.max(s.anchor, s.head) }

    private func backwardDeletion(_ p: Int) -> Range<Int> {
        if p == 0 { return 0..<0 }
        let c = text.boundary(before: p)
        let scalars = text.scalars(c..<p)
        let last = scalars[scalars.count - 1]
        let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(last.properties.generalCategory)
        let isEmoji = scalars.contains { s in
            let v = s.value
            return v == 0x200D || v == 0xFE0F || v == 0x20E3 || (0x1F1E6...0x1F1FF).contains(v)
                || (0x1F3FB...0x1F3FF).contains(v) || (0xE0020...0xE007F).contains(v) || s.properties.isEmojiPresentation
        }
        return isMark && !isEmoji ? (p - last.utf16.count)..<p : c..<p
    }

    private func isWord(_ range: Range<Int>) -> Bool {
        text.scalars(range).contains { s in
            s.properties.isAlphabetic || [.decimalNumber, .letterNumber, .otherNumber].contains(s.properties.generalCategory)
        }
    }

    /// The word movement, on ICU's word boundaries asked of a fresh document of the model text.
    private func wordLeft(_ p: Int) -> Int {
        let words = TextDocument(utf16: text.units)
        var x = p
        while x > 0 {
            let next = words.wordBoundary(before: x)
            let crossedWord = isWord(next..<x)
            x = next
            if crossedWord { break }
        }
        // ICU puts word boundaries inside some clusters (a Hangul syllable and a trailing jamo):
        // the target moves on in the direction of travel.
        return text.boundary(atOrBefore: x)
    }

    private func wordRight(_ p: Int) -> Int {
        let words = TextDocument(utf16: text.units)
        var x = p
        while x < text.length {
            let next = words.wordBoundary(after: x)
            let crossedWord = isWord(x..<next)
            x = next
            if crossedWord { break }
        }
        return text.boundary(atOrAfter: x)
    }

    /// A programmatic edit's range: clamped exactly (in 128 bits), then snapped outward to scalars.
    private func editRange(_ r: NSRange) -> Range<Int>? {
        guard let (lower, upper) = clamped(r) else { return nil }
        if lower == upper {
            let p = text.isInsidePair(lower) ? lower - 1 : lower
            return p..<p
        }
        return (text.isInsidePair(lower) ? lower - 1 : lower)..<(text.isInsidePair(upper) ? upper + 1 : upper)
    }

    private func clamped(_ r: NSRange) -> (Int, Int)? { text.clamped(r) }

    // MARK: Checks

    /// Checks the editor as created, before any operation.
    func checkInitialState() -> String? {
        check(nil, expectedCarets: nil).map(report)
    }

    private func check(_ operation: EditorCommand?, expectedCarets: [Int]?) -> String? {
        let document = editor.document
        // Lone surrogates in storage.
        var i = 0
        let units = Array(document.utf16)
        while i < units.count {
            if UTF16.isLeadSurrogate(units[i]) {
                if i + 1 >= units.count || !UTF16.isTrailSurrogate(units[i + 1]) { return "lone lead surrogate at \(i)" }
                i += 2
            } else if UTF16.isTrailSurrogate(units[i]) {
                return "lone trail surrogate at \(i)"
            } else {
                i += 1
            }
        }
        if units != text.units {
            return "text differs: editor \(FuzzText.quoted(String(decoding: units, as: UTF16.self))), model \(FuzzText.quoted(String(decoding: text.units, as: UTF16.self)))"
        }
        if document.length != units.count { return "length \(document.length) but \(units.count) units" }
        let selections = editor.selections
        let primaryIndex = editor.primarySelectionIndex
        if selections.isEmpty { return "no selection" }
        if primaryIndex < 0 || primaryIndex >= selections.count { return "primary index \(primaryIndex) of \(selections.count)" }
        for (k, s) in selections.enumerated() {
            for end in [s.anchor, s.head] {
                if end < 0 || end > units.count { return "selection \(k) \(FuzzText.selection(s)) outside 0...\(units.count)" }
                if !text.isBoundary[end] { return "selection \(k) \(FuzzText.selection(s)): \(end) is inside a cluster" }
            }
            let expectedRange = NSRange(location: Swift.min(s.anchor, s.head), length: abs(s.head - s.anchor))
            if s.range != expectedRange { return "selection \(k) \(FuzzText.selection(s)) has range \(s.range)" }
            if s.isCaret != (s.anchor == s.head) { return "selection \(k) \(FuzzText.selection(s)) isCaret \(s.isCaret)" }
            if k > 0 && selections[k - 1].range.upperBound >= s.range.location {
                return "selections \(k - 1) and \(k) are not sorted and apart: \(selections.map(FuzzText.selection))"
            }
        }
        if editor.selectedRange != selections[primaryIndex].range {
            return "selectedRange \(editor.selectedRange) is not the primary's range \(selections[primaryIndex].range)"
        }
        if let expectedCarets {
            let carets = selections.map(\.head)
            if !selections.allSatisfy(\.isCaret) || carets != expectedCarets {
                return "after an editing command expected carets \(expectedCarets), got \(selections.map(FuzzText.selection))"
            }
        }
        switch operation {
        case nil:
            break
        case .select(.all)?:
            if selections.count != 1 || selections[0].range != NSRange(location: 0, length: units.count) {
                return "selectAll gave \(selections.map(FuzzText.selection))"
            }
        case .setSelectedRange(let r)?:
            if let (lower, upper) = clamped(r) {
                let l = text.boundary(atOrBefore: lower)
                let u = lower == upper ? l : text.boundary(atOrAfter: upper)
                if selections.count != 1 || selections[0].anchor != l || selections[0].head != u {
                    return "selectedRange = \(r) gave \(selections.map(FuzzText.selection)), expected \(l)..<\(u)"
                }
            }
        case .move(let m, extending: false)? where m == .beginningOfDocument || m == .endOfDocument:
            let target = m == .beginningOfDocument ? 0 : units.count
            if selections.count != 1 || selections[0].anchor != target || selections[0].head != target {
                return "\(m) gave \(selections.map(FuzzText.selection))"
            }
        default:
            break
        }
        editor._invariantCheck()
        return nil
    }

    private func report(_ problem: String) -> String {
        var lines = ["SelectionFuzzer: \(problem)", "initial text: \(FuzzText.quoted(initial))", "operations (\(history.count)):"]
        lines += history.suffix(40).map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}
