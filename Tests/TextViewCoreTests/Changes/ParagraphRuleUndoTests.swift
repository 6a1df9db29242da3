import Foundation
import Testing
import TestSupport
@testable import TextViewCore

/// The paragraph rule (every paragraph takes its first character's paragraph style) holds after
/// every editor mutation, undo and redo inside open batches and undo groups included.
@Suite struct ParagraphRuleUndoTests {
    /// The first paragraph that is not uniform in its paragraph style, or nil.
    static func nonUniformParagraph(in document: TextDocument) -> NSRange? {
        var start = 0
        while start < document.length {
            let paragraph = document.paragraphRange(containing: start)
            let first = document.attributes(at: paragraph.location).paragraphStyle
            for i in paragraph.location ..< NSMaxRange(paragraph) where document.attributes(at: i).paragraphStyle != first {
                return paragraph
            }
            start = Swift.max(NSMaxRange(paragraph), start + 1)
        }
        return nil
    }

    static let styles: [ParagraphStyle?] = [nil, ParagraphStyle(alignment: .right), ParagraphStyle(alignment: .center)]

    /// Random edits, paragraph styles, undo and redo, with batches and undo groups opened and
    /// closed at random and undo recording switched on and off: no paragraph is left with two
    /// paragraph styles.
    @Test func everyParagraphStaysUniformThroughUndoInBatches() {
        let base = UInt64.random(in: 0 ... 1_000_000)
        print("everyParagraphStaysUniformThroughUndoInBatches seed \(base)")
        for round in 0 ..< 400 {
            let seed = base &+ UInt64(round)
            var rng = SplitMix64(seed: seed)
            let editor = TextEditor(string: "one two\nthree\nfour five\nsix\n")
            editor.undoCoalescingInterval = 0
            var log: [String] = []
            var batches = 0
            var groups = 0
            for _ in 0 ..< 40 {
                let n = editor.document.length
                let a = Int.random(in: 0 ... n, using: &rng)
                let b = Int.random(in: a ... Swift.min(n, a + 8), using: &rng)
                let range = NSRange(location: a, length: b - a)
                switch Int.random(in: 0 ..< 13, using: &rng) {
                case 0, 1:
                    let text = ["x", "\n", "ab\ncd", ""].randomElement(using: &rng)!
                    log.append("replace \(range) \(text.debugDescription)")
                    editor.replaceCharacters(in: range, with: text)
                case 2:
                    let style = Self.styles.randomElement(using: &rng)!
                    log.append("paragraphStyle \(range) \(String(describing: style?.alignment))")
                    editor.setParagraphStyle(style, forParagraphsIn: range)
                case 3:
                    log.append("setAttributes \(range)")
                    editor.setAttributes(TextAttributes().paragraphStyle(ParagraphStyle(alignment: .center)), range: range)
                case 4, 5:
                    log.append("undo")
                    editor.undo()
                case 6:
                    log.append("redo")
                    editor.redo()
                case 7:
                    log.append("beginEditing")
                    editor.beginEditing()
                    batches += 1
                case 8 where batches > 0:
                    log.append("endEditing")
                    editor.endEditing()
                    batches -= 1
                case 9:
                    log.append("beginUndoGroup")
                    editor.beginUndoGroup()
                    groups += 1
                case 10 where groups > 0:
                    log.append("endUndoGroup")
                    editor.endUndoGroup()
                    groups -= 1
                case 11:
                    editor.recordsUndo.toggle()
                    log.append("recordsUndo = \(editor.recordsUndo)")
                case 12:
                    log.append("type \(range)")
                    editor.selectedRange = range
                    editor.insertText(Bool.random(using: &rng) ? "y" : "\n")
                default:
                    break
                }
                if let paragraph = Self.nonUniformParagraph(in: editor.document) {
                    Issue.record("seed \(seed): paragraph \(paragraph) has two paragraph styles after \(log)")
                    return
                }
            }
        }
    }
}
