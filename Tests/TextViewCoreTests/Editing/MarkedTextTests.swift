import Foundation
import Testing
import TextViewCore

/// The test notation itself, so a wrong helper cannot make every other test pass.
@Suite struct MarkedTextTests {
    @Test func caretsAndBothDirectionsParse() {
        let (text, selections) = MarkedText.parse("|a[bc]d]e[f|")
        #expect(text == "abcdef")
        #expect(selections == [
            TextSelection(caret: 0),
            TextSelection(anchor: 1, head: 3),
            TextSelection(anchor: 5, head: 4),
            TextSelection(caret: 6),
        ])
    }

    @Test func offsetsAreUTF16() {
        let (text, selections) = MarkedText.parse("😀|e\u{301}[x]")
        #expect(text == "😀e\u{301}x")
        #expect(selections == [TextSelection(caret: 2), TextSelection(anchor: 4, head: 5)])
    }

    @Test(arguments: ["|", "ab|cd", "[ab]", "]ab[", "a|b[c]d]e[f|", "👨‍👩‍👧‍👦|🇨🇿[x]\r\n|"])
    func renderInvertsParse(_ marked: String) {
        let (text, selections) = MarkedText.parse(marked)
        #expect(MarkedText.render(text, selections) == marked)
    }
}
