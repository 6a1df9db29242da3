import Foundation
import SelectionFuzzing
import TextViewCore

/// Drives a `TextEditor` with decoded operations and checks it against plain references:
///
/// - every delivered `TextChange`'s change set, applied to a plain `[UInt16]` copy of the text as
///   the previous delivery left it, gives the editor's text (so the notifications describe every
///   edit exactly, batches, undo, filters, compositions and observers' own edits included), and
///   its inverse takes the text back;
/// - after each step: the text equals that model, the selections are sorted, apart, in bounds and
///   on cluster boundaries (Swift's `Character`s; scalar boundaries inside marked text), the
///   marked range holds the primary selection, attribute runs tile the text, no feedback loop;
/// - per operation, when no observer can still edit: typed text and programmatic text are what
///   was asked, typed text carries the typing attributes, attribute edits hold, undo then redo
///   and undoing everything then redoing everything return the documents they must, filters
///   that reject or limit do.
final class EditorFuzzSession {
    /// Documents stop growing here, so an input costs about the same however it is built.
    static let maximumLength = 600

    let editor: TextEditor
    private let initial: TextDocument
    /// The text as the deliveries so far describe it, and the document at the last delivery.
    private var model: [UInt16]
    private var delivered: TextDocument
    private(set) var failure: String?
    private(set) var history: [EditorFuzzOperation] = []

    private var recorder: TextObservation?
    /// The observers the input added (nil once released), and whether each may still edit.
    private var observers: [TextObservation?] = []
    private var mayEdit: [Bool] = []
    private var willChangeObservers: [TextObservation?] = []
    private var filters: [(kind: EditorFuzzOperation.FilterKind, token: TextObservation)] = []
    private let clock = Clock()
    private var undoGroupDepth = 0
    /// False once steps may have been dropped or moved: undoing everything no longer gives the
    /// initial document.
    private var historyIsComplete = true

    /// The injected clock, so undo coalescing depends on the input alone.
    private final class Clock {
        var now = 0.0
    }

    init(initial: String) {
        editor = TextEditor(string: initial)
        self.initial = editor.document
        model = Array(initial.utf16)
        delivered = editor.document
        editor.undoLimit = nil
        editor.assertsOnFeedbackLoop = false
        let clock = self.clock
        editor.clock = { clock.now }
        recorder = editor.addObserver { [weak self] change in self?.record(change) }
    }

    /// Cancels every registration, so the observers' closures go before the session.
    func close() {
        recorder?.cancel()
        for token in observers + willChangeObservers { token?.cancel() }
        for filter in filters { filter.token.cancel() }
    }

    private func fail(_ problem: String) {
        if failure == nil { failure = problem }
    }

    /// No observer can still edit: what an operation did is all that happened.
    private var isQuiet: Bool {
        !mayEdit.contains(true) && !willChangeObservers.contains { $0 != nil }
    }

    // MARK: Deliveries

    private func record(_ change: TextChange) {
        let set = change.changes
        guard set.oldLength == model.count else {
            return fail("a delivered change set of length \(set.oldLength) for a text of \(model.count) units: \(set)")
        }
        let expected = ChangeSetCase.plainApply(set, to: model)
        let now = Array(editor.document.utf16)
        if expected != now {
            return fail("the delivered change set \(set) turns \(quoted(model)) into \(quoted(expected)), the editor holds \(quoted(now))")
        }
        if Array(set.inverted(for: delivered).apply(to: editor.document).utf16) != model {
            return fail("the inverse of the delivered change set \(set) does not take \(quoted(now)) back to \(quoted(model))")
        }
        if change.selectionsAfter != editor.selections {
            return fail("delivered selectionsAfter \(change.selectionsAfter.map(FuzzText.selection)), the editor has \(editor.selections.map(FuzzText.selection))")
        }
        if change.isComposing != editor.hasMarkedText {
            return fail("delivered isComposing \(change.isComposing), the editor's hasMarkedText is \(editor.hasMarkedText)")
        }
        if !editor.isDeliveringChanges { return fail("an observer runs while isDeliveringChanges is false") }
        model = now
        delivered = editor.document
    }

    // MARK: Operations

    /// Whether `operation` could grow the text past the limit (then it is skipped).
    func isTooLong(_ operation: EditorFuzzOperation) -> Bool {
        editor.document.length + growth(operation) > Self.maximumLength
    }

    private func growth(_ operation: EditorFuzzOperation) -> Int {
        let carets = editor.selections.count
        switch operation {
        case .command(let command):
            switch command {
            case .insertText(let s), .paste(let s): return s.utf16.count * carets
            case .replaceCharacters(_, .text(let s), _), .setText(let s), .replace(_, let s, _), .setMarkedText(let s, _, _, _):
                return s.utf16.count
            case .insertNewline, .insertTab: return carets
            default: return 0
            }
        case .performEditing(let list): return list.reduce(0) { $0 + growth($1) }
        case .addObserver, .addWillChangeObserver: return 40
        default: return 0
        }
    }

    /// Runs `operation` and, at the top level outside a batch, checks the editor.
    func step(_ operation: EditorFuzzOperation) {
        history.append(operation)
        let before = Before(self)
        perform(operation)
        guard failure == nil, !editor.isBatchingChanges else { return }
        checkState()
        if failure == nil { check(operation, before) }
    }

    private func perform(_ operation: EditorFuzzOperation) {
        switch operation {
        case .command(let command):
            editor.dispatch(command)
            switch command {
            case .beginUndoGroup: undoGroupDepth += 1
            case .endUndoGroup: undoGroupDepth = Swift.max(0, undoGroupDepth - 1)
            case .removeAllUndoSteps: historyIsComplete = false
            default: break
            }
        case .performEditing(let list):
            editor.performEditing { [self] in
                for operation in list where !isTooLong(operation) { perform(operation) }
            }
        case .undoThenRedo: undoThenRedo()
        case .undoAllThenRedoAll: undoAllThenRedoAll()
        case .recordsUndo(let on):
            editor.recordsUndo = on
            if !on { historyIsComplete = false }
        case .tick(let seconds): clock.now += seconds
        case .setTypingAttributes(let a): editor.typingAttributes = a
        case .addFilter(let kind): filters.append((kind, editor.addInputFilter(Self.filter(kind))))
        case .removeFilter(let i):
            if !filters.isEmpty { filters.remove(at: i % filters.count).token.cancel() }
        case .addObserver(let action, let budget): addObserver(action, budget: budget)
        case .addWillChangeObserver(let action): addWillChangeObserver(action)
        case .cancelObserver(let i): cancelObserver(i)
        case .changeSets(let c):
            if let problem = c.check(on: editor.document) { fail(problem) }
        }
    }

    private static func filter(_ kind: EditorFuzzOperation.FilterKind) -> InputFilter {
        switch kind {
        case .rejectAll: InputFilter { _ in .reject }
        case .maximumLength(let n): .maximumLength(n)
        case .letters: .allowedCharacters(.letters)
        case .uppercase: InputFilter { edit in .transform(edit.mapInsertedStrings { $0.text.uppercased() }) }
        case .hostileRanges(let location, let length):
            InputFilter { edit in
                let moved = edit.replacements.map { TextReplacement(range: NSRange(location: location, length: length), text: $0.text) }
                return .transform(ProposedEdit(replacements: moved, userEvent: edit.userEvent, document: edit.document))
            }
        }
    }

    private func addObserver(_ action: EditorFuzzOperation.ObserverAction, budget: Int) {
        let index = observers.count
        var remaining = budget
        let token = editor.addObserver { [weak self] change in
            guard let self, remaining > 0 else { return }
            remaining -= 1
            self.act(action, on: change)
            if remaining == 0 {
                // Cancels itself during the delivery.
                self.observers[index]?.cancel()
                self.mayEdit[index] = false
            }
        }
        observers.append(token)
        if case .nothing = action { mayEdit.append(false) } else { mayEdit.append(true) }
    }

    private func addWillChangeObserver(_ action: EditorFuzzOperation.ObserverAction) {
        let index = willChangeObservers.count
        let token = editor.addWillChangeObserver { [weak self] _ in
            guard let self, let token = self.willChangeObservers[index] else { return }
            token.cancel()
            self.willChangeObservers[index] = nil
            self.act(action, on: nil)
        }
        willChangeObservers.append(token)
    }

    private func cancelObserver(_ i: Int) {
        guard !observers.isEmpty else { return }
        observers[i % observers.count]?.cancel()
        mayEdit[i % observers.count] = false
    }

    /// What an observer does: every call is queued by the editor until the delivery is over.
    private func act(_ action: EditorFuzzOperation.ObserverAction, on change: TextChange?) {
        switch action {
        case .appendText(let s):
            editor.replaceCharacters(in: NSRange(location: editor.document.length, length: 0), with: s)
        case .insertText(let s): editor.insertText(s)
        case .highlightEditedRange(let a):
            if let range = change?.editedRange, range.location != NSNotFound { editor.setAttributes(a, range: range) }
        case .undo: editor.undo()
        case .batchOfTwoEdits:
            editor.performEditing { [editor] in
                editor.insertText("x")
                editor.deleteBackward()
                editor.addAttributes(TextAttributes().underlineStyle(), range: NSRange(location: 0, length: 1))
            }
        case .setMarkedText(let s): editor.setMarkedText(s, selectedRange: NSRange(location: s.utf16.count, length: 0))
        case .unmarkText: editor.unmarkText()
        case .cancelObserver(let i): cancelObserver(i)
        case .releaseObserver(let i):
            // Released, not cancelled: the registration's deinit removes it.
            guard !observers.isEmpty else { return }
            observers[i % observers.count] = nil
            mayEdit[i % observers.count] = false
        case .nothing: break
        }
    }

    // MARK: Undo checks

    /// Whether undo and redo can be checked exactly: nothing else will edit, no batch, no group,
    /// no composition (undo commits it first), and undo is being recorded.
    private var undoIsCheckable: Bool {
        isQuiet && !editor.isBatchingChanges && undoGroupDepth == 0 && !editor.hasMarkedText && editor.recordsUndo
    }

    private func undoThenRedo() {
        let checkable = undoIsCheckable && editor.canUndo
        let document = editor.document
        let selections = editor.selections
        editor.undo()
        if checkable && !editor.canRedo { return fail("undo() left nothing to redo") }
        editor.redo()
        guard checkable else { return }
        if editor.document != document {
            return fail("undo() then redo() gave \(quoted(editor.document)) (runs \(Array(editor.document.runs))), not \(quoted(document)) (runs \(Array(document.runs)))")
        }
        if editor.selections != selections {
            return fail("undo() then redo() left the selections \(editor.selections.map(FuzzText.selection)), not \(selections.map(FuzzText.selection))")
        }
    }

    private func undoAllThenRedoAll() {
        let checkable = undoIsCheckable
        let document = editor.document
        var undone = 0
        while editor.canUndo && undone < 5_000 {
            editor.undo()
            undone += 1
        }
        if checkable && historyIsComplete && editor.document != initial {
            return fail("undoing all \(undone) steps gave \(quoted(editor.document)) (runs \(Array(editor.document.runs))), not the initial \(quoted(initial))")
        }
        // Redo steps from before are still there, beyond the ones just undone.
        var redone = 0
        while editor.canRedo && redone < undone {
            editor.redo()
            redone += 1
        }
        guard checkable else { return }
        if redone != undone { return fail("\(undone) steps undone but \(redone) redone") }
        if editor.document != document {
            return fail("undoing all \(undone) steps and redoing them gave \(quoted(editor.document)) (runs \(Array(editor.document.runs))), not \(quoted(document)) (runs \(Array(document.runs)))")
        }
    }

    // MARK: Checks

    /// What an operation-specific check needs from before the operation.
    private struct Before {
        let document: TextDocument
        let selections: [TextSelection]
        let typingAttributes: TextAttributes
        let hadMarkedText: Bool
        let wasQuiet: Bool
        let filters: [EditorFuzzOperation.FilterKind]

        init(_ session: EditorFuzzSession) {
            document = session.editor.document
            selections = session.editor.selections
            typingAttributes = session.editor.typingAttributes
            hadMarkedText = session.editor.hasMarkedText
            wasQuiet = session.isQuiet && !session.editor.isBatchingChanges
            filters = session.filters.map(\.kind)
        }
    }

    /// The checks after every step.
    func checkState() {
        if let error = editor.lastFeedbackLoopError { return fail("feedback loop reported: \(error)") }
        if editor.isDeliveringChanges { return fail("isDeliveringChanges after the step") }
        let units = Array(editor.document.utf16)
        if units != model {
            return fail("the editor holds \(quoted(units)), the delivered change sets give \(quoted(model))")
        }
        if editor.document.length != units.count { return fail("length \(editor.document.length) but \(units.count) units") }
        let text = FuzzText(units)
        let selections = editor.selections
        let primary = editor.primarySelectionIndex
        if selections.isEmpty { return fail("no selection") }
        if primary < 0 || primary >= selections.count { return fail("primary index \(primary) of \(selections.count)") }
        let marked = editor.markedRange
        if editor.hasMarkedText != (marked != nil) { return fail("hasMarkedText \(editor.hasMarkedText), markedRange \(String(describing: marked))") }
        for (k, s) in selections.enumerated() {
            for end in [s.anchor, s.head] {
                if end < 0 || end > units.count { return fail("selection \(k) \(FuzzText.selection(s)) outside 0...\(units.count)") }
                if let marked, s.range.location >= marked.location, NSMaxRange(s.range) <= NSMaxRange(marked) {
                    if text.isInsidePair(end) { return fail("selection \(k) \(FuzzText.selection(s)) in the marked text \(marked) splits a surrogate pair") }
                } else if !text.isBoundary[end] {
                    return fail("selection \(k) \(FuzzText.selection(s)): \(end) is inside a cluster")
                }
            }
            if k > 0 && selections[k - 1].range.upperBound >= s.range.location {
                return fail("selections \(k - 1) and \(k) are not sorted and apart: \(selections.map(FuzzText.selection))")
            }
        }
        if editor.selectedRange != selections[primary].range {
            return fail("selectedRange \(editor.selectedRange) is not the primary's range \(selections[primary].range)")
        }
        if let marked {
            if marked.location < 0 || NSMaxRange(marked) > units.count || text.isInsidePair(marked.location) || text.isInsidePair(NSMaxRange(marked)) {
                return fail("marked range \(marked) is outside 0...\(units.count) or splits a surrogate pair")
            }
            let p = selections[primary].range
            if p.location < marked.location || NSMaxRange(p) > NSMaxRange(marked) {
                return fail("the primary selection \(p) is outside the marked range \(marked)")
            }
        }
        var end = 0
        for run in editor.document.runs {
            if run.range.location != end || run.range.length <= 0 { return fail("attribute run \(run.range) after \(end)") }
            if text.isInsidePair(run.range.location) { return fail("attribute run \(run.range) starts inside a surrogate pair") }
            end = NSMaxRange(run.range)
        }
        if end != units.count { return fail("attribute runs end at \(end) of \(units.count)") }
        // The paragraph rule, checked here too so that a normal build reports a mixed paragraph
        // (the internal checks trap on it) and a test can minimise it.
        if let paragraph = Self.mixedParagraph(in: editor.document) {
            return fail("paragraph \(paragraph) has two paragraph styles")
        }
        editor._invariantCheck()
    }

    /// The first paragraph whose characters do not all have its first character's paragraph
    /// style, or nil.
    static func mixedParagraph(in document: TextDocument) -> NSRange? {
        var start = 0
        while start < document.length {
            let paragraph = document.paragraphRange(containing: start)
            let style = document.paragraphStyle(at: paragraph.location)
            for run in document.runs(in: paragraph) where run.attributes.paragraphStyle != style {
                return paragraph
            }
            start = Swift.max(NSMaxRange(paragraph), start + 1)
        }
        return nil
    }

    /// The checks of one operation's result, where a plain reference can say it.
    private func check(_ operation: EditorFuzzOperation, _ before: Before) {
        let document = editor.document
        let units = Array(document.utf16)
        let plain = before.wasQuiet && !before.hadMarkedText
        switch operation {
        case .command(.insertText(let s)) where plain && before.filters.isEmpty && before.selections.count == 1:
            let range = before.selections[0].range
            var expected = Array(before.document.utf16)
            expected.replaceSubrange(range.location..<NSMaxRange(range), with: Array(s.utf16))
            if units != expected { return fail("insertText(\(FuzzText.quoted(s))) gave \(quoted(units)), expected \(quoted(expected))") }
            let typed = before.typingAttributes.removing(.paragraphStyle)
            for i in range.location..<range.location + s.utf16.count {
                let found = document.attributes(at: i).removing(.paragraphStyle)
                if found != typed { return fail("typed text at \(i) has \(found), the typing attributes were \(typed)") }
            }
        case .command(.setText(let s)) where before.wasQuiet:
            if editor.text != s { return fail("text = \(FuzzText.quoted(s)) left \(quoted(units))") }
        case .command(.setAttributes(let a, let r)) where before.wasQuiet:
            guard let (lower, upper) = FuzzText(units).clamped(r) else { return }
            for i in lower..<upper where document.attributes(at: i).removing(.paragraphStyle) != a.removing(.paragraphStyle) {
                return fail("after setAttributes(\(a), range: \(r)) location \(i) has \(document.attributes(at: i))")
            }
        case .command(.addAttributes(let a, let r)) where before.wasQuiet:
            guard let (lower, upper) = FuzzText(units).clamped(r) else { return }
            for i in lower..<upper where document.attributes(at: i).merging(a) != document.attributes(at: i) {
                return fail("after addAttributes(\(a), range: \(r)) location \(i) has \(document.attributes(at: i))")
            }
        case .command(.removeAttribute(let key, let r)) where before.wasQuiet && key != .paragraphStyle:
            guard let (lower, upper) = FuzzText(units).clamped(r) else { return }
            for i in lower..<upper where document.attributes(at: i).value(for: key) != nil {
                return fail("after removeAttribute(.\(key), range: \(r)) location \(i) has \(document.attributes(at: i))")
            }
        case .setTypingAttributes(let a) where plain:
            if editor.typingAttributes != a { return fail("typingAttributes = \(a) reads back \(editor.typingAttributes)") }
        default:
            break
        }
        // Filters: one that rejects everything keeps the text; length limits hold for user input.
        guard plain, isUserEdit(operation) else { return }
        if before.filters.contains(where: { if case .rejectAll = $0 { true } else { false } }) {
            if units != Array(before.document.utf16) { return fail("a filter rejects every edit, yet \(operation) changed the text to \(quoted(units))") }
        }
        let limits = before.filters.compactMap { if case .maximumLength(let n) = $0 { n } else { nil } }
        if limits.count == before.filters.count, let limit = limits.min(), before.document.length <= limit, units.count > limit {
            return fail("InputFilter.maximumLength(\(limit)) let \(operation) grow the text from \(before.document.length) to \(units.count) units")
        }
    }

    private func isUserEdit(_ operation: EditorFuzzOperation) -> Bool {
        switch operation {
        case .command(let command):
            switch command {
            case .paste, .replace, .insertText, .insertNewline, .insertTab, .delete: true
            default: false
            }
        default: false
        }
    }

    // MARK: Reports

    /// The editor's text and selections, for traces.
    var state: String {
        let selections = editor.selections.map { $0.isCaret ? "|\($0.head)" : "\($0.anchor)→\($0.head)" }
        let marked = editor.markedRange.map { " marked \($0)" } ?? ""
        return "\(quoted(editor.document)) [\(selections.joined(separator: ", "))]\(marked)"
    }

    func report() -> String? {
        guard let failure else { return nil }
        var lines = ["EditorFuzzer: \(failure)", "initial text: \(quoted(initial))", "operations (\(history.count)):"]
        lines += history.suffix(40).map { "  \($0)" }
        return lines.joined(separator: "\n")
    }

    private func quoted(_ document: TextDocument) -> String { quoted(Array(document.utf16)) }
    private func quoted(_ units: [UInt16]) -> String { FuzzText.quoted(String(decoding: units, as: UTF16.self)) }
}
