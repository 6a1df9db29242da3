import Foundation

// A small stand-in for the UIKit and SwiftUI types the coordinator of TextViewBridge's "A SwiftUI
// Coordinator" article uses, so that the article's code compiles and runs in `swift test` on Linux.
// Signatures as Apple's documentation gives them, except that `undoManager` (UIResponder's, get-only)
// is settable here so that a test can put the view in a window. Each type keeps only what that code
// touches, with UIKit's behaviour where it matters: the text storage traps on a range outside
// its text (an NSRangeException on iOS), setting `selectedRange` tells the delegate, and an
// edit of the storage moves the selection as UIKit does.

/// `NSTextStorage`: an attributed string whose edits trap on bad ranges, exact in UTF-16 units.
///
/// Kept as units with each unit's attributes, because this toolchain's `NSMutableString` and
/// `NSMutableAttributedString` replace whole characters when a range splits a grapheme cluster
/// ({1, 2} of "éxe\u{301}" replaces only the "x"), which UIKit's text storage never does.
final class NSTextStorage {
    private var units: [UInt16] = []
    private var unitAttributes: [[NSAttributedString.Key: Any]] = []

    /// The text.
    var string: String { String(decoding: units, as: UTF16.self) }

    /// The length in UTF-16 units.
    var length: Int { units.count }

    /// Replaces `range` (trapping if it is not inside the text).
    func replaceCharacters(in range: NSRange, with string: NSAttributedString) {
        precondition(range.location >= 0 && range.length >= 0 && NSMaxRange(range) <= units.count,
                     "NSTextStorage: range \(range) out of bounds; string length \(units.count)")
        let new = Array(string.string.utf16)
        let attributes = new.indices.map { string.attributes(at: $0, effectiveRange: nil as NSRangePointer?) }
        units.replaceSubrange(range.location ..< NSMaxRange(range), with: new)
        unitAttributes.replaceSubrange(range.location ..< NSMaxRange(range), with: attributes)
    }

    /// Sets attributes on `range` (trapping if it is not inside the text).
    func setAttributes(_ attributes: [NSAttributedString.Key: Any]?, range: NSRange) {
        precondition(range.location >= 0 && range.length >= 0 && NSMaxRange(range) <= units.count,
                     "NSTextStorage: range \(range) out of bounds; string length \(units.count)")
        for i in range.location ..< NSMaxRange(range) { unitAttributes[i] = attributes ?? [:] }
    }

    /// The attributes at `location`.
    func attributes(at location: Int) -> [NSAttributedString.Key: Any] {
        unitAttributes[location]
    }
}

/// `UITextViewDelegate`, with the optional methods the README implements.
@MainActor
protocol UITextViewDelegate: AnyObject {
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChangeSelection(_ textView: UITextView)
    func textViewDidBeginEditing(_ textView: UITextView)
}

/// `UITextPosition`: an offset in the view's text (opaque in UIKit).
final class UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
}

/// `UITextRange`: two positions.
final class UITextRange {
    let start: UITextPosition
    let end: UITextPosition
    var isEmpty: Bool { start.offset == end.offset }
    init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
    }
}

/// `UITextView`: text storage, selection, typing attributes, delegate, marked text (its
/// `UITextInput` side) and the user's actions, including an input method's. Not final: the
/// README's view overrides the marked-text entry points, as an app's `UITextView` subclass does.
@MainActor
class UITextView {
    let textStorage = NSTextStorage()
    weak var delegate: UITextViewDelegate?
    var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The responder chain's undo manager.
    var undoManager: UndoManager?
    /// Selection callbacks the delegate received (for tests).
    var selectionCallbacks = 0

    /// The view's text.
    var text: String { textStorage.string }

    /// The selection; setting it traps outside the text and tells the delegate, as UIKit does.
    var selectedRange = NSRange(location: 0, length: 0) {
        didSet {
            precondition(selectedRange.location >= 0 && NSMaxRange(selectedRange) <= textStorage.length,
                         "UITextView: selection \(selectedRange) outside the text (length \(textStorage.length))")
            selectionCallbacks += 1
            delegate?.textViewDidChangeSelection(self)
        }
    }

    /// When UIKit also asks the delegate about each marked keystroke of an input method (with the
    /// marked range, or the selection, and the new marked text), as reported of real devices:
    /// never, before the input method's `setMarkedText` reaches the view, or after it.
    enum MarkedKeystrokeReport { case never, before, after }

    /// Whether and when the input method's marked keystrokes are also reported to the delegate.
    var reportsMarkedKeystrokes = MarkedKeystrokeReport.never

    /// UIKit's own marked range (when a subclass does not take marked text over).
    private var ownMarkedRange: NSRange?

    /// `UITextInput.markedTextRange`.
    var markedTextRange: UITextRange? {
        ownMarkedRange.map { UITextRange(start: UITextPosition($0.location), end: UITextPosition(NSMaxRange($0))) }
    }

    /// `UITextInput.beginningOfDocument`.
    var beginningOfDocument: UITextPosition { UITextPosition(0) }

    /// `UITextInput.position(from:offset:)`: nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position.offset + offset
        return target >= 0 && target <= textStorage.length ? UITextPosition(target) : nil
    }

    /// `UITextInput.textRange(from:to:)`.
    func textRange(from start: UITextPosition, to end: UITextPosition) -> UITextRange? {
        UITextRange(start: start.offset <= end.offset ? start : end, end: start.offset <= end.offset ? end : start)
    }

    /// `UITextInput.offset(from:to:)`.
    func offset(from start: UITextPosition, to end: UITextPosition) -> Int { end.offset - start.offset }

    /// `UITextInput.setMarkedText(_:selectedRange:)` as UIKit implements it: asks the delegate
    /// about replacing the marked text (or the selection), then changes its own text and marks it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let range = ownMarkedRange ?? self.selectedRange
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else { return }
        textStorage.replaceCharacters(in: range, with: NSAttributedString(string: text, attributes: typingAttributes))
        ownMarkedRange = text.isEmpty ? nil : NSRange(location: range.location, length: text.utf16.count)
        self.selectedRange = NSRange(location: range.location + min(selectedRange.location, text.utf16.count), length: 0)
    }

    /// `UITextInput.unmarkText()`.
    func unmarkText() {
        ownMarkedRange = nil
    }

    /// `UIKeyInput.insertText(_:)` as UIKit implements it: typed text replaces the marked text (and
    /// ends it) or the selection, after asking the delegate.
    func insertText(_ text: String) {
        let marked = ownMarkedRange
        ownMarkedRange = nil
        userReplaces(marked ?? selectedRange, with: text)
    }

    /// An input method's keystroke: new marked text with a selection inside it (reported to the
    /// delegate too, as `reportsMarkedKeystrokes` says).
    func imeSetsMarkedText(_ text: String, selectedRange: NSRange) {
        let range = markedTextRange.map { NSRange(location: offset(from: beginningOfDocument, to: $0.start),
                                                  length: offset(from: $0.start, to: $0.end)) } ?? self.selectedRange
        if reportsMarkedKeystrokes == .before { _ = delegate?.textView(self, shouldChangeTextIn: range, replacementText: text) }
        setMarkedText(text, selectedRange: selectedRange)
        if reportsMarkedKeystrokes == .after { _ = delegate?.textView(self, shouldChangeTextIn: range, replacementText: text) }
    }

    /// An input method committing its marked text as it stands.
    func imeCommits() {
        unmarkText()
    }

    /// An input method confirming a candidate: `insertText` while text is marked.
    func imeConfirms(_ text: String) {
        insertText(text)
    }

    /// The user types `text` over the selection (the keyboard asks the delegate first).
    func userTypes(_ text: String) {
        userReplaces(selectedRange, with: text)
    }

    /// The user presses backspace: the unit before the caret (a whole surrogate pair).
    func userDeletesBackward() {
        guard selectedRange.length == 0 else { return userReplaces(selectedRange, with: "") }
        guard selectedRange.location > 0 else { return }
        let units = Array(text.utf16)
        let before = selectedRange.location
        let width = before >= 2 && UTF16.isTrailSurrogate(units[before - 1]) ? 2 : 1
        userReplaces(NSRange(location: before - width, length: width), with: "")
    }

    /// The user taps into the view: it becomes first responder and has an undo manager.
    func userBeginsEditing(undoManager: UndoManager) {
        self.undoManager = undoManager
        delegate?.textViewDidBeginEditing(self)
    }

    /// The user taps to move the selection.
    func userSelects(_ range: NSRange) {
        selectedRange = range
    }

    /// What UIKit does with a keyboard edit: asks the delegate, and applies it if allowed.
    func userReplaces(_ range: NSRange, with text: String) {
        if delegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true {
            textStorage.replaceCharacters(in: range, with: NSAttributedString(string: text, attributes: typingAttributes))
            selectedRange = NSRange(location: range.location + text.utf16.count, length: 0)
        }
    }
}

/// Foundation's `UndoManager` (absent from this toolchain's Foundation): groups of actions;
/// actions registered while undoing are redo actions, while redoing undo actions, otherwise
/// undo actions that clear the redo stack.
@MainActor
final class UndoManager {
    /// A group: its actions and the action name set while it was open (the Edit menu's "Undo …").
    private struct Group {
        var actions: [() -> Void] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var open: Group?
    private(set) var isUndoing = false
    private(set) var isRedoing = false
    private(set) var undoActionName = ""

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    /// The names of the undo groups, oldest first (for tests).
    var undoActionNames: [String] { undoStack.map(\.name) }

    /// The names of the redo groups, oldest first (for tests).
    var redoActionNames: [String] { redoStack.map(\.name) }

    func beginUndoGrouping() { open = Group() }

    func endUndoGrouping() {
        guard let group = open else { return }
        open = nil
        if isUndoing {
            redoStack.append(group)
        } else {
            if !isRedoing { redoStack.removeAll() }
            undoStack.append(group)
        }
    }

    func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        let implicit = open == nil
        if implicit { beginUndoGrouping() }
        open!.actions.append { handler(target) }
        if implicit { endUndoGrouping() }
    }

    func setActionName(_ name: String) {
        undoActionName = name
        open?.name = name
    }

    func undo() {
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        defer { isUndoing = false }
        for action in group.actions.reversed() { action() }
    }

    func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        defer { isRedoing = false }
        for action in group.actions.reversed() { action() }
    }
}

/// SwiftUI's `Binding`.
@propertyWrapper
struct Binding<Value> {
    let get: @MainActor () -> Value
    let set: @MainActor (Value) -> Void

    init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }

    @MainActor var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    var projectedValue: Binding<Value> { self }
}

/// SwiftUI's `UIViewRepresentable`, with the members the README uses.
@MainActor
protocol UIViewRepresentable {
    associatedtype UIViewType
    associatedtype Coordinator
    typealias Context = UIViewRepresentableContext<Self>
    func makeCoordinator() -> Coordinator
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

/// SwiftUI's representable context.
struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    let coordinator: Representable.Coordinator
}

/// What SwiftUI does with a representable: make, re-render (update), dismantle.
@MainActor
final class RepresentableHost<Representable: UIViewRepresentable> {
    var representable: Representable
    private(set) var coordinator: Representable.Coordinator?
    private(set) var view: Representable.UIViewType?

    init(_ representable: Representable) {
        self.representable = representable
        let coordinator = representable.makeCoordinator()
        self.coordinator = coordinator
        let view = representable.makeUIView(context: .init(coordinator: coordinator))
        self.view = view
        representable.updateUIView(view, context: .init(coordinator: coordinator))
    }

    /// A re-render (state changed): `updateUIView`.
    func render() {
        guard let view, let coordinator else { return }
        representable.updateUIView(view, context: .init(coordinator: coordinator))
    }

    /// The view leaves the hierarchy: `dismantleUIView`, then SwiftUI drops both.
    func dismantle() {
        guard let view, let coordinator else { return }
        Representable.dismantleUIView(view, coordinator: coordinator)
        self.view = nil
        self.coordinator = nil
    }
}
