import Foundation
import Testing
import TextViewBridge
import TextViewCore

/// The view sync: the fake `UITextView` (its storage traps on a bad range, as UIKit's does) is
/// kept equal to the editor, text, attributes, selection and typing attributes, whatever the
/// change's origin.
@MainActor
struct TextViewAdapterTests {
    private func make(_ text: String) -> (TextViewCoordinator, UITextView, TestHost, ManualScheduler) {
        let host = TestHost(text: text)
        let scheduler = ManualScheduler()
        let coordinator = TextViewCoordinator(text: host.textBinding, selection: host.selectionBinding,
                                              scheduler: scheduler)
        let view = UITextView()
        coordinator.attach(TextViewStorage(view))
        scheduler.drain()
        return (coordinator, view, host, scheduler)
    }

    /// The view's attributed text as runs, to compare with the editor's.
    private func runs(of view: UITextView) -> [TextDocument.AttributeRun] {
        var result: [TextDocument.AttributeRun] = []
        var location = 0
        while location < view.textStorage.length {
            let attributes = TextAttributes(foundationAttributes: view.textStorage.attributes(at: location))
            if let last = result.last, last.attributes == attributes {
                result[result.count - 1].range.length += 1
            } else {
                result.append(TextDocument.AttributeRun(range: NSRange(location: location, length: 1), attributes: attributes))
            }
            location += 1
        }
        return result
    }

    private func expectEqual(_ view: UITextView, _ editor: TextEditor, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(view.text == editor.text, sourceLocation: sourceLocation)
        #expect(view.selectedRange == editor.selectedRange, sourceLocation: sourceLocation)
        #expect(runs(of: view) == Array(editor.document.runs).filter { $0.range.length > 0 }, sourceLocation: sourceLocation)
        #expect(TextAttributes(foundationAttributes: view.typingAttributes) == editor.typingAttributes,
                sourceLocation: sourceLocation)
    }

    @Test func everyOriginOfChangeReachesTheView() {
        let (coordinator, view, host, scheduler) = make("Hello world")
        let editor = coordinator.editor
        expectEqual(view, editor)
        editor.selectedRange = NSRange(location: 5, length: 0)  // programmatic selection
        expectEqual(view, editor)
        editor.insertText(", dear")  // typing
        expectEqual(view, editor)
        editor.setAttributes(TextAttributes().bold(), range: NSRange(location: 0, length: 5))  // attributes
        expectEqual(view, editor)
        editor.replaceCharacters(in: NSRange(location: 0, length: 1), with: "J")  // programmatic
        expectEqual(view, editor)
        editor.undo()  // undo
        expectEqual(view, editor)
        editor.undo()
        expectEqual(view, editor)
        editor.redo()  // redo
        expectEqual(view, editor)
        scheduler.drain()
        host.text = "Hi"  // a host write shrinking the text under the view's selection
        host.selection = NSRange(location: 20, length: 3)
        coordinator.updateFromHost()
        scheduler.drain()
        expectEqual(view, editor)
        #expect(host.text == view.text && host.selection == view.selectedRange)
        editor.selections = [TextSelection(caret: 0), TextSelection(caret: 2)]  // several carets
        editor.insertText("*")
        expectEqual(view, editor)
    }

    @Test func theViewsOwnInputGoesToTheEditorAsUserEdits() {
        let (coordinator, view, host, scheduler) = make("")
        var events: [UserEvent] = []
        let observation = coordinator.editor.addObserver { events += $0.userEvents }
        let delegate = ForwardingDelegate(coordinator)
        view.delegate = delegate
        view.userTypes("a👍🏽")
        view.userDeletesBackward()  // the view asks for the trail surrogate pair: the editor deletes the cluster
        scheduler.drain()
        #expect(coordinator.editor.text == "a")
        expectEqual(view, coordinator.editor)
        #expect(host.text == "a")
        #expect(events.contains(.inputType) && events.contains(.deleteBackward))
        withExtendedLifetime(delegate) {}
        observation.cancel()
    }

    @Test func aSelectionTheEditorSnapsGoesBackToTheView() {
        let (coordinator, view, _, _) = make("a👍🏽b")
        let delegate = ForwardingDelegate(coordinator)
        view.delegate = delegate
        view.userSelects(NSRange(location: 2, length: 0))  // inside the emoji
        #expect(view.selectedRange == coordinator.editor.selectedRange)
        #expect(view.selectedRange != NSRange(location: 2, length: 0))
        withExtendedLifetime(delegate) {}
    }

    @Test func aDocumentBindingKeepsHostEditorAndViewEqual() {
        var stored = TextDocument("one two")
        let scheduler = ManualScheduler()
        let editor = TextEditor(document: stored)
        let coordinator = TextViewCoordinator(editor: editor, document: HostBinding(get: { stored }, set: { stored = $0 }),
                                              scheduler: scheduler)
        let view = UITextView()
        coordinator.attach(TextViewStorage(view))
        editor.selectedRange = NSRange(location: 3, length: 0)
        editor.insertText(" and")
        scheduler.drain()
        #expect(stored.string == "one and two" && view.text == "one and two")
        #expect(stored.isIdentical(to: editor.document), "the host holds the editor's document, not a copy of its text")
        var edited = stored
        edited.replaceCharacters(in: NSRange(location: 0, length: 3), with: "three")
        stored = edited
        coordinator.updateFromHost()
        scheduler.drain()
        #expect(editor.text == "three and two" && view.text == "three and two")
        #expect(coordinator.hostTextWrites == 1)
    }
}

/// A delegate that forwards a fake view's callbacks to a coordinator.
@MainActor
final class ForwardingDelegate: UITextViewDelegate {
    let coordinator: TextViewCoordinator
    init(_ coordinator: TextViewCoordinator) { self.coordinator = coordinator }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        coordinator.viewShouldChangeText(in: range, replacementText: text)
    }
    func textViewDidChangeSelection(_ textView: UITextView) {
        coordinator.viewDidChangeSelection(textView.selectedRange)
    }
    func textViewDidBeginEditing(_ textView: UITextView) {}
}
