import Foundation
import Testing
import TextViewCore

/// Input filters: what they see, what they may do, what bypasses them.
@Suite struct InputFilterTests {
    /// Groups the digits of the whole text in threes (a formatter): the filter rewrites the edit
    /// into a replacement of everything.
    static func digitGrouping() -> InputFilter { InputFilter { edit in
        var units = Array(edit.document.string.utf16)
        for replacement in edit.replacements.reversed() {
            units.replaceSubrange(replacement.range.location ..< NSMaxRange(replacement.range), with: Array(replacement.text.utf16))
        }
        let digits = String(decoding: units, as: UTF16.self).filter(\.isNumber)
        var grouped = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        var whole = edit
        whole.replacements = [TextReplacement(range: NSRange(location: 0, length: edit.document.length), text: grouped)]
        return .transform(whole)
    } }

    /// Straight double quotes become curly ones: opening after a space or at the start.
    static func smartQuotes() -> InputFilter { InputFilter { edit in
        .transform(edit.mapInsertedStrings { replacement in
            guard replacement.text == "\"" else { return replacement.text }
            let before = replacement.range.location == 0 ? " " : edit.document.substring(with: NSRange(location: replacement.range.location - 1, length: 1))
            return before == " " ? "\u{201C}" : "\u{201D}"
        })
    } }

    @Test func maximumLengthTruncatesTheInsertionAtACharacterBoundary() {
        let editor = TextEditor(string: "abc")
        editor.selectedRange = NSRange(location: 3, length: 0)
        let filter = editor.addInputFilter(.maximumLength(6))
        editor.insertText("de")
        editor.paste("f👍🏽g")                             // only "f" fits: the emoji would not
        #expect(editor.text == "abcdef")
        editor.insertText("x")
        #expect(editor.text == "abcdef")
        editor.deleteBackward()                           // deletions always pass
        #expect(editor.text == "abcde")
        editor.replaceCharacters(in: NSRange(location: 0, length: 0), with: "programmatic ")
        #expect(editor.text == "programmatic abcde")     // programmatic edits bypass filters
        filter.cancel()
        editor.insertText("z")
        #expect(editor.text.hasSuffix("z"))
    }

    @Test func allowedCharactersDropsTheRest() {
        let editor = TextEditor(string: "")
        let filter = editor.addInputFilter(.allowedCharacters(.decimalDigits))
        editor.insertText("1a2")
        editor.paste("b3")
        #expect(editor.text == "123" && editor.selectedRange == NSRange(location: 3, length: 0))
        editor.insertText("x")                            // dropped whole: nothing changes
        #expect(editor.text == "123" && editor.canUndo)
        filter.cancel()
    }

    @Test func aFormatterRewritesTheWholeText() {
        let editor = TextEditor(string: "")
        let filter = editor.addInputFilter(Self.digitGrouping())
        for digit in "1234567" { editor.insertText(String(digit)) }
        #expect(editor.text == "1,234,567")
        #expect(editor.selectedRange == NSRange(location: 9, length: 0))
        editor.deleteBackward()
        #expect(editor.text == "123,456")
        filter.cancel()
    }

    @Test func smartQuotesCurlTypedQuotes() {
        let editor = TextEditor(string: "say ")
        editor.selectedRange = NSRange(location: 4, length: 0)
        let filter = editor.addInputFilter(Self.smartQuotes())
        editor.insertText("\"")
        editor.insertText("hi")
        editor.insertText("\"")
        #expect(editor.text == "say \u{201C}hi\u{201D}")
        filter.cancel()
    }

    @Test func aRejectingFilterChangesNothingAndNotifiesNoOne() {
        let editor = TextEditor(string: "abc")
        var heard = 0
        let observation = editor.addObserver { _ in heard += 1 }
        let filter = editor.addInputFilter { edit in edit.userEvent == .deleteBackward ? .reject : .accept }
        editor.selectedRange = NSRange(location: 3, length: 0)
        heard = 0
        editor.deleteBackward()
        #expect(editor.text == "abc" && heard == 0 && !editor.canUndo)
        editor.insertText("d")
        #expect(editor.text == "abcd" && heard == 1)
        filter.cancel()
        observation.cancel()
    }

    @Test func filtersSeeEverySelectionAndChainInOrder() {
        let editor = TextEditor(string: "a b")
        editor.selections = [TextSelection(caret: 1), TextSelection(caret: 3)]
        var seen: [[NSRange]] = []
        let first = editor.addInputFilter { edit in
            seen.append(edit.replacedRanges)
            return .transform(edit.mapInsertedStrings { $0.text.uppercased() })
        }
        let second = editor.addInputFilter { edit in
            #expect(edit.insertedStrings == ["X", "X"])
            return .accept
        }
        editor.insertText("x")
        #expect(editor.text == "aX bX")
        #expect(seen == [[NSRange(location: 1, length: 0), NSRange(location: 3, length: 0)]])
        #expect(editor.selections == [TextSelection(caret: 2), TextSelection(caret: 5)])
        first.cancel()
        second.cancel()
    }

    @Test func replaceWithTextIsAUserEditThroughTheFilters() {
        let editor = TextEditor(string: "hello")
        let filter = editor.addInputFilter(.maximumLength(7))
        editor.replace(NSRange(location: 5, length: 0), withText: " world")
        #expect(editor.text == "hello w" && editor.selectedRange == NSRange(location: 7, length: 0))
        editor.replace(NSRange(location: NSNotFound, length: 0), withText: "x")
        #expect(editor.text == "hello w")
        filter.cancel()
        editor.replace(NSRange(location: 7, length: 0), withText: "o")
        editor.replace(NSRange(location: 8, length: 0), withText: "r")
        #expect(editor.text == "hello wor")
        editor.undo()                                     // typed through replace: one coalesced step
        #expect(editor.text == "hello")
    }

    @Test func aCompositionIsFilteredOnceAtItsCommit() {
        let editor = TextEditor.composing("ab")
        var events: [UserEvent] = []
        let filter = editor.addInputFilter { edit in
            events.append(edit.userEvent)
            return InputFilter.maximumLength(4).decide(edit)
        }
        editor.compose(["z", "zh", "zho", "中国人"].map(CompositionStep.init))
        #expect(editor.text == "ab中国人")                 // keystrokes are not filtered
        editor.unmarkText()
        #expect(events == [.inputComposeCommit])
        #expect(editor.text == "ab中国" && editor.selectedRange == NSRange(location: 4, length: 0))
        editor.undo()
        #expect(editor.text == "ab")
        filter.cancel()
    }

    /// A command ending a composition whose commit a filter cuts: the command's positions are
    /// computed after the commit, and observers hear both at once.
    @Test func aCommandAfterACutCommitWorksOnTheCommittedText() {
        let editor = TextEditor.composing("ab")
        var heard: [TextChange] = []
        let observation = editor.addObserver { heard.append($0) }
        let filter = editor.addInputFilter(.maximumLength(3))
        editor.compose([CompositionStep("xyz")])
        heard.removeAll()
        editor.deleteBackward()
        #expect(editor.text == "ab" && editor.markedRange == nil)
        #expect(heard.count == 1 && heard[0].userEvents == [.inputComposeCommit, .deleteBackward])
        editor.compose([CompositionStep("uvw")])
        editor.selectAll()
        #expect(editor.text == "abu" && editor.selectedRange == NSRange(location: 0, length: 3))
        editor.compose([CompositionStep("q")])               // replaces the selection
        editor.replaceCharacters(in: NSRange(location: 0, length: 1), with: "Z")   // touches: commits
        #expect(editor.text == "Z")
        filter.cancel()
        observation.cancel()
    }

    @Test func aRejectedCommitRemovesTheMarkedText() {
        let editor = TextEditor.composing("ab")
        let filter = editor.addInputFilter { _ in .reject }
        editor.compose([CompositionStep("z")])
        editor.unmarkText()
        #expect(editor.text == "ab" && editor.markedRange == nil && !editor.canUndo)
        filter.cancel()
    }

    @Test func aHostileTransformIsMadeSafe() {
        let editor = TextEditor(string: "abc")
        let filter = editor.addInputFilter { edit in
            var hostile = edit
            hostile.replacements = [
                TextReplacement(range: NSRange(location: Int.max, length: 5), text: "!"),
                TextReplacement(range: NSRange(location: -4, length: Int.max), text: "all"),
                TextReplacement(range: NSRange(location: NSNotFound, length: 0), text: "?"),
            ]
            return .transform(hostile)
        }
        editor.insertText("x")
        #expect(editor.text == "all")                      // the overlapping "!" at the end is dropped
        filter.cancel()
    }
}
