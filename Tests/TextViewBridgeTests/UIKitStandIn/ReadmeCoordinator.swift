import Foundation
import TextViewBridge
import TextViewCore

// The README's "A SwiftUI coordinator with TextViewBridge" code, compiled against the UIKit
// stand-in. `ReadmeCoordinatorTests` checks that the README shows exactly the lines between the
// markers (after its `import SwiftUI` / `import UIKit` lines).

// README-BEGIN
struct TextEditorRepresentable: UIViewRepresentable {
    @Binding var text: String
    @Binding var selection: NSRange
    var scheduler: any UpdateScheduler = MainQueueScheduler()  // ManualScheduler() in tests

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        context.coordinator.connect(view, text: $text, selection: $selection, scheduler: scheduler)
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) {
        context.coordinator.sync?.updateFromHost()  // equality, mapping, clamping: inside
    }

    static func dismantleUIView(_ view: UITextView, coordinator: Coordinator) {
        coordinator.sync?.invalidate()  // unwritten keystrokes are written now
    }

    @MainActor final class Coordinator: NSObject, UITextViewDelegate {
        private(set) var sync: TextViewCoordinator?
        private var undo: EditorUndoBridge?

        func connect(_ view: UITextView, text: Binding<String>, selection: Binding<NSRange>,
                     scheduler: any UpdateScheduler) {
            let editor = TextEditor()
            editor.defaultAttributes = TextAttributes()
                .font(.preferred(.title3))
                .paragraphStyle(ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12))
            let sync = TextViewCoordinator(
                editor: editor,
                text: HostBinding(get: { text.wrappedValue }, set: { text.wrappedValue = $0 }),
                selection: HostBinding(get: { selection.wrappedValue }, set: { selection.wrappedValue = $0 }),
                scheduler: scheduler)
            sync.attach(TextViewStorage(view))  // from now on every editor change reaches the view
            self.sync = sync
        }

        // The keyboard's edits go to the editor, which puts them in the view: return false.
        func textView(_ view: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            sync?.viewShouldChangeText(in: range, replacementText: text) ?? true
        }

        func textViewDidChangeSelection(_ view: UITextView) {
            sync?.viewDidChangeSelection(view.selectedRange)
        }

        // The responder chain's undo manager exists once the view is in a window.
        func textViewDidBeginEditing(_ view: UITextView) {
            if undo == nil, let editor = sync?.editor, let manager = view.undoManager {
                undo = EditorUndoBridge(editor: editor, manager: manager)
            }
        }
    }
}

/// What the coordinator needs of a `UITextView`.
@MainActor final class TextViewStorage: TextViewAdapter {
    weak var view: UITextView?

    init(_ view: UITextView) { self.view = view }

    var length: Int { view?.textStorage.length ?? 0 }

    func replaceCharacters(in range: NSRange, with text: String, runs: [TextDocument.AttributeRun]) {
        let string = NSMutableAttributedString(string: text)
        for run in runs { string.setAttributes(uiKitAttributes(run.attributes), range: run.range) }
        view?.textStorage.replaceCharacters(in: range, with: string)
    }

    func setAttributes(_ attributes: TextAttributes, range: NSRange) {
        view?.textStorage.setAttributes(uiKitAttributes(attributes), range: range)
    }

    var selectedRange: NSRange {
        get { view?.selectedRange ?? NSRange(location: 0, length: 0) }
        set { view?.selectedRange = newValue }
    }

    var typingAttributes: TextAttributes {
        get { TextAttributes(foundationAttributes: view?.typingAttributes ?? [:]) }
        set { view?.typingAttributes = uiKitAttributes(newValue) }
    }

    /// Foundation attributes; an app adds UIKit's `.font` (a `UIFont` from the font description)
    /// and `.paragraphStyle` (an `NSParagraphStyle`) here.
    private func uiKitAttributes(_ attributes: TextAttributes) -> [NSAttributedString.Key: Any] {
        attributes.foundationAttributes
    }
}

/// `UndoManager` as the bridge's undo stack host.
extension UndoManager: UndoStackHost {
    func registerEditorStep(named name: String, _ action: @escaping @MainActor () -> Void) {
        beginUndoGrouping()
        registerUndo(withTarget: self) { _ in MainActor.assumeIsolated { action() } }
        setActionName(name)
        endUndoGrouping()
    }
}
// README-END
