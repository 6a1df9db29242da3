import TestSupport
import Foundation
import Testing
import TestingSupport
import TextViewCore
import SelectionFuzzing

/// Random editing sessions with styles: whatever happens, typed text carries the typing
/// attributes it was typed with (its paragraph style excepted, which follows its paragraph),
/// every paragraph stays uniform, and runs stay merged (checked by `_invariantCheck()` under
/// `TEXTVIEWCORE_INTERNAL_CHECKS`).
@Suite(.tags(.property)) struct TypingAttributePropertyTests {
    @Test(arguments: Array(UInt64(1)...6))
    func typedTextKeepsItsTypingAttributes(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let editor = TextEditor()
        editor.defaultAttributes = AttributePalette.values[3]
        for step in 0 ..< 400 {
            let length = editor.document.length
            switch rng.next() % 10 {
            case 0, 1, 2:
                let before = (0 ..< editor.selections.count).map { editor.typingAttributes(forSelectionAt: $0) }
                let carets = editor.selections
                let text = HostileText.string(using: &rng, maxPieces: 3)
                editor.insertText(text)
                if carets.count == 1, !text.isEmpty {
                    // The typed text sits before the caret, whatever cluster merging did around it.
                    let caret = editor.selectedRange.location
                    let start = caret - text.utf16.count
                    if start >= 0, editor.document.substring(with: NSRange(location: start, length: text.utf16.count)) == text {
                        var expected = before[0]
                        expected.paragraphStyle = nil
                        var actual = editor.document.attributes(at: start)
                        actual.paragraphStyle = nil
                        #expect(actual == expected, "seed \(seed) step \(step): typed \(FuzzText.quoted(text)) at \(start)")
                    }
                }
            case 3:
                editor.deleteBackward()
            case 4:
                editor.insertNewline()
            case 5:
                editor.typingAttributes = AttributePalette.values[Int(rng.next() % UInt64(AttributePalette.values.count))]
            case 6:
                editor.selectedRange = HostileText.range(length: length, using: &rng)
            case 7:
                let a = Int(rng.next() % UInt64(length + 1)), b = Int(rng.next() % UInt64(length + 1))
                editor.selections = [TextSelection(caret: a), TextSelection(caret: b)]
            case 8:
                let range = HostileText.range(length: length, using: &rng)
                editor.setAttributes(AttributePalette.values[Int(rng.next() % UInt64(AttributePalette.values.count))], range: range)
            default:
                editor.setParagraphStyle(AttributePalette.values[Int(rng.next() % 5)].paragraphStyle, forParagraphsIn: HostileText.range(length: length, using: &rng))
            }
            editor._invariantCheck()
            #expect(paragraphsAreUniform(editor.document), "seed \(seed) step \(step)")
        }
    }

    /// Whether every character has its paragraph's first character's paragraph style.
    func paragraphsAreUniform(_ document: TextDocument) -> Bool {
        var location = 0
        while location < document.length {
            let paragraph = document.paragraphRange(containing: location)
            let style = document.paragraphStyle(at: paragraph.location)
            var uniform = true
            document.enumerateAttributes(in: paragraph) { attributes, _, stop in
                if attributes.paragraphStyle != style { uniform = false; stop = true }
            }
            if !uniform { return false }
            location = paragraph.location + Swift.max(paragraph.length, 1)
        }
        return true
    }
}
