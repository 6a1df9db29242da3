import Foundation
import Testing
@testable import TextViewCore

/// Every public mutating method goes through the dispatcher's one router: called from an observer
/// it changes nothing there, and runs after the delivery, in call order, exactly once.
@Suite struct DispatcherDeferralTests {
    /// A public mutating method, and how to call it on an editor.
    struct Entry: CustomStringConvertible, Sendable {
        let description: String
        let call: @Sendable (TextEditor) -> Void
        init(_ description: String, _ call: @escaping @Sendable (TextEditor) -> Void) {
            self.description = description
            self.call = call
        }
    }

    static let bold = TextAttributes(font: FontDescription(pointSize: 12, weight: .bold))

    /// The methods, each called once in a way that changes the state set up by ``makeEditor()``.
    static let entries: [Entry] = [
        Entry("insertText") { $0.insertText("ab") },
        Entry("insertNewline") { $0.insertNewline() },
        Entry("insertTab") { $0.insertTab() },
        Entry("paste(String)") { $0.paste("pasted") },
        Entry("paste(TextDocument)") { $0.paste(TextDocument("pasted")) },
        Entry("deleteBackward") { $0.deleteBackward() },
        Entry("deleteForward") { $0.deleteForward() },
        Entry("deleteWordBackward") { $0.deleteWordBackward() },
        Entry("deleteWordForward") { $0.deleteWordForward() },
        Entry("deleteToBeginningOfLine") { $0.deleteToBeginningOfLine() },
        Entry("deleteToEndOfLine") { $0.deleteToEndOfLine() },
        Entry("setMarkedText") { $0.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0)) },
        Entry("setMarkedText+unmarkText") { $0.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0)); $0.unmarkText() },
        Entry("setMarkedText+abandonMarkedText") {
            $0.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0)); $0.abandonMarkedText(); $0.insertText("k")
        },
        Entry("setAttributes") { $0.setAttributes(bold, range: NSRange(location: 0, length: 5)) },
        Entry("addAttributes") { $0.addAttributes(bold, range: NSRange(location: 0, length: 5)) },
        Entry("removeAttribute") {
            $0.setAttributes(bold, range: NSRange(location: 0, length: 5)); $0.removeAttribute(.font, range: NSRange(location: 0, length: 3))
        },
        Entry("setParagraphStyle") {
            $0.setParagraphStyle(ParagraphStyle(alignment: .center), forParagraphsIn: NSRange(location: 0, length: 1))
        },
        Entry("replaceCharacters(String)") { $0.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Howdy") },
        Entry("replaceCharacters(String, attributes:)") {
            $0.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Howdy", attributes: bold)
        },
        Entry("replaceCharacters(TextDocument)") { $0.replaceCharacters(in: NSRange(location: 0, length: 5), with: TextDocument("Howdy")) },
        Entry("replace(_:withText:)") { $0.replace(NSRange(location: 0, length: 1), withText: "J") },
        Entry("text") { $0.text = "all new" },
        Entry("convertLineEndings") { $0.convertLineEndings(to: .crlf) },
        Entry("toggleBold") { $0.selectedRange = NSRange(location: 0, length: 5); $0.toggleBold() },
        Entry("toggleItalic") { $0.toggleItalic(); $0.insertText("i") },
        Entry("toggleUnderline") { $0.selectAll(); $0.toggleUnderline() },
        Entry("selectAllMatches") { _ = try? $0.selectAllMatches(SearchQuery("o")) },
        Entry("selectNextOccurrence") { $0.selectNextOccurrence() },
        Entry("replaceAll") { _ = try? $0.replaceAll(SearchQuery("l"), with: "L") },
        Entry("findNext") { _ = try? $0.findNext(SearchQuery("line")) },
        Entry("findPrevious") { _ = try? $0.findPrevious(SearchQuery("l")) },
        Entry("replaceCurrent") { _ = try? $0.replaceCurrent(SearchQuery("line"), with: "row") },
        Entry("selectedRange") { $0.selectedRange = NSRange(location: 2, length: 3) },
        Entry("selections") { $0.selections = [TextSelection(caret: 1), TextSelection(caret: 8)] },
        Entry("addSelection") { $0.addSelection(TextSelection(caret: 9)) },
        Entry("selectAll") { $0.selectAll() },
        Entry("selectWord") { $0.selectWord() },
        Entry("selectLine") { $0.selectLine() },
        Entry("selectParagraph") { $0.selectParagraph() },
        Entry("moveLeft") { $0.moveLeft(extending: true) },
        Entry("moveRight") { $0.moveRight() },
        Entry("moveWordLeft") { $0.moveWordLeft() },
        Entry("moveWordRight") { $0.moveWordRight(extending: true) },
        Entry("moveToBeginningOfLine") { $0.moveToBeginningOfLine() },
        Entry("moveToEndOfLine") { $0.moveToEndOfLine() },
        Entry("moveToBeginningOfParagraph") { $0.moveToBeginningOfParagraph() },
        Entry("moveToEndOfParagraph") { $0.moveToEndOfParagraph() },
        Entry("moveToBeginningOfDocument") { $0.moveToBeginningOfDocument() },
        Entry("moveToEndOfDocument") { $0.moveToEndOfDocument() },
        Entry("moveUp") { $0.moveDown(); $0.moveUp() },
        Entry("moveDown") { $0.moveDown(extending: true) },
        Entry("moveUp(in:)") { $0.moveToEndOfDocument(); $0.moveUp(in: TextLayout(document: $0.document, width: 8)) },
        Entry("moveDown(in:)") { $0.moveDown(in: TextLayout(document: $0.document, width: 8)) },
        Entry("movePageUp(in:)") {
            $0.moveToEndOfDocument(); $0.movePageUp(in: TextLayout(document: $0.document, width: 8), viewportHeight: 20)
        },
        Entry("movePageDown(in:)") { $0.movePageDown(in: TextLayout(document: $0.document, width: 8), viewportHeight: 20) },
        Entry("moveToBeginningOfVisualLine(in:)") {
            $0.moveToEndOfDocument(); $0.moveToBeginningOfVisualLine(in: TextLayout(document: $0.document, width: 8))
        },
        Entry("moveToEndOfVisualLine(in:)") { $0.moveToEndOfVisualLine(in: TextLayout(document: $0.document, width: 8)) },
        Entry("undo") { $0.undo() },
        Entry("undo+redo") { $0.undo(); $0.redo(); $0.insertText("r") },
        Entry("breakUndoCoalescing") { $0.insertText("z"); $0.breakUndoCoalescing(); $0.insertText("w"); $0.undo() },
        Entry("beginUndoGroup+endUndoGroup") {
            $0.insertText("0"); $0.beginUndoGroup(); $0.insertText("1"); $0.insertText("2"); $0.endUndoGroup(); $0.undo()
        },
        Entry("undoGroup") { editor in
            editor.insertText("0"); editor.undoGroup { editor.insertText("1"); editor.insertText("2") }; editor.undo()
        },
        Entry("removeAllUndoSteps") { $0.removeAllUndoSteps(); $0.undo() },
        Entry("beginEditing+endEditing") { $0.beginEditing(); $0.insertText("q"); $0.endEditing() },
        Entry("performEditing") { editor in editor.performEditing { editor.insertText("q"); editor.moveLeft() } },
        Entry("afterDelivery") { editor in editor.afterDelivery { editor.insertText("later") } },
        Entry("setState") { $0.setState(EditorState(document: TextDocument("another state"))) },
    ]

    /// The editor every entry starts from: two lines, a caret inside the first word.
    static func makeEditor() -> TextEditor {
        let editor = TextEditor(string: "Hello world line\nsecond line here")
        editor.selectedRange = NSRange(location: 3, length: 0)
        return editor
    }

    /// What went wrong for `entry` when it is called from an observer (nil when nothing did): the
    /// entry must change nothing inside the observer, and afterwards the editor must hold what
    /// calling the trigger, the entry and a marker edit one after the other gives.
    ///
    /// - Parameter breakingRouter: Calls the entry as if the router did not defer (the check of
    ///   the check: it must then report a failure).
    static func violation(of entry: Entry, breakingRouter: Bool = false) -> String? {
        let editor = makeEditor()
        var armed = true
        var problem: String?
        let token = editor.addObserver { _ in
            guard armed else { return }
            armed = false
            let before = editor.state
            if breakingRouter {
                editor.dispatcher.isDelivering = false
                entry.call(editor)
                editor.dispatcher.isDelivering = true
            } else {
                entry.call(editor)
            }
            if editor.state != before { problem = "\(entry) changed the state inside the observer" }
            // Queued after the entry's mutations: it must land after them.
            editor.insertText("#")
        }
        editor.insertText("x")
        token.cancel()
        if let problem { return problem }

        let reference = makeEditor()
        reference.insertText("x")
        entry.call(reference)
        reference.insertText("#")
        if editor.state != reference.state {
            return "\(entry): \(editor.text.debugDescription) \(editor.selections) after the delivery, "
                + "\(reference.text.debugDescription) \(reference.selections) called directly"
        }
        return nil
    }

    @Test(arguments: entries)
    func calledFromAnObserverItRunsAfterTheDeliveryOnceInOrder(_ entry: Entry) {
        #expect(Self.violation(of: entry) == nil)
    }

    @Test func everyEntryChangesTheState() {
        // An entry that changes nothing would pass the check above whether it was deferred or not.
        for entry in Self.entries {
            let editor = Self.makeEditor()
            editor.insertText("x")
            let before = editor.state
            entry.call(editor)
            #expect(editor.state != before || entry.description == "removeAllUndoSteps", "\(entry) changes nothing")
        }
    }

    @Test func aBrokenRouterIsCaught() {
        // Running the mutations inside the observer (what the router prevents) fails the check.
        for entry in Self.entries where entry.description != "removeAllUndoSteps" {
            #expect(Self.violation(of: entry, breakingRouter: true) != nil, "\(entry) passes with the router broken")
        }
    }

    @Test func mutationsFromSeveralObserversRunInCallOrder() {
        let editor = TextEditor(string: "")
        var armed = true
        let first = editor.addObserver { _ in
            if armed { editor.insertText("1"); editor.afterDelivery { editor.insertText("2") } }
        }
        let second = editor.addObserver { _ in
            if armed { armed = false; editor.insertText("3") }
        }
        editor.insertText("0")
        #expect(editor.text == "0123")
        first.cancel()
        second.cancel()
    }
}
