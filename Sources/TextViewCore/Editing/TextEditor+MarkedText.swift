import Foundation

// Marked text, UITextInput's multistage input (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Marked text"): the text an
// input method is composing (pinyin, kana, Hangul jamo, a dead key) lives in the document as marked
// text until it is committed; the whole composition is one undo step.
extension TextEditor {
    /// The marked text's range (UITextInput's `markedTextRange`), or nil when nothing is being
    /// composed.
    ///
    /// - Complexity: O(1).
    public var markedRange: NSRange? { state.markedRange }

    /// Whether an input method is composing (``markedRange`` is not nil).
    public var hasMarkedText: Bool { state.isComposing }

    /// The attributes laid over the typing attributes of marked text while it is composed
    /// (UITextInput's `markedTextStyle`, e.g. an underline); the committed text gets the plain
    /// typing attributes. Nil (the default) marks nothing: the marked text looks like typed text.
    /// A change applies from the next ``setMarkedText(_:selectedRange:)``.
    public var markedTextAttributes: TextAttributes? {
        get { input.markedTextAttributes }
        set { input.markedTextAttributes = newValue }
    }

    /// Sets the marked text (UITextInput's `setMarkedText(_:selectedRange:)`): replaces the marked
    /// text, or, when there is none, the primary selection (starting a composition), with `text`,
    /// and selects `selectedRange` within it. Other selections are mapped and stay.
    ///
    /// `selectedRange` is relative to `text` and made safe by the one clamping function, applied to
    /// `text` (negative lengths read from the other end, any `Int` clamped into `text`, ends on
    /// scalar boundaries); an `NSNotFound` location puts a caret at the end of `text`. The caret
    /// may sit inside a cluster being composed (after a dead key, between Hangul jamo): selections
    /// inside the marked text snap to scalars, not clusters.
    ///
    /// Each call is a change observers hear with `isComposing` true and event `input.compose`; it
    /// is neither an undo step of its own nor filtered: the composition is both, once, when it is
    /// committed. An empty `text` abandons the composition (``abandonMarkedText()``).
    ///
    /// - Parameters:
    ///   - text: The marked text.
    ///   - selectedRange: The selection within `text`.
    /// - Complexity: O(log n + m) for m code units of marked text.
    public func setMarkedText(_ text: String, selectedRange: NSRange) {
        dispatch(.setMarkedText(text, selectedRange: selectedRange, replacementRange: NSRange(location: NSNotFound, length: 0), clauses: []))
    }

    /// Sets the marked text in place of `replacementRange` (NSTextInputClient's
    /// `setMarkedText(_:selectedRange:replacementRange:)`), with the input method's clauses: what
    /// an input method sends to convert text again (re-conversion of committed kanji, Korean
    /// Hanja conversion of the syllable before the caret).
    ///
    /// `replacementRange` is in the document's coordinates, as `NSTextView` reads it, and made safe
    /// by the one clamping function (``TextDocument/clampedRange(_:snapping:)`` with `.scalar`). An
    /// `NSNotFound` location, or the marked range itself, means what
    /// ``setMarkedText(_:selectedRange:)`` replaces: the marked text, or the primary selection.
    /// Another range while text is marked commits that composition first (as an edit elsewhere
    /// does) and starts a new one over the range, moved past the commit. A composition that
    /// replaced text is, once committed, one undo step from the text it replaced to the committed
    /// text; abandoned, it removes its marked text and leaves the replaced text deleted, one undo
    /// step away (``abandonMarkedText()``).
    ///
    /// `clauses` are the input method's clause segments (the runs of `NSMarkedClauseSegment` in
    /// the attributed marked text), relative to `text`, each made safe like `selectedRange`; empty
    /// or out-of-text ones are dropped, overlapping ones after the first. They are
    /// ``markedTextClauses`` until the next call; they do not change the text's attributes.
    ///
    /// - Parameters:
    ///   - text: The marked text.
    ///   - selectedRange: The selection within `text`.
    ///   - replacementRange: The text it replaces, or `NSNotFound`.
    ///   - clauses: The clause segments within `text`.
    /// - Complexity: O(log n + m + c log c) for m code units of marked text and c clauses.
    public func setMarkedText(_ text: String, selectedRange: NSRange, replacementRange: NSRange, clauses: [NSRange] = []) {
        dispatch(.setMarkedText(text, selectedRange: selectedRange, replacementRange: replacementRange, clauses: clauses))
    }

    /// The marked text's clauses (the input method's clause segments) in the document's
    /// coordinates, in order; one covering the marked text when the input method named none;
    /// empty when nothing is marked. A view that draws marked text itself underlines each, the one
    /// holding the selection thicker.
    ///
    /// - Complexity: O(c) for c clauses.
    public var markedTextClauses: [NSRange] {
        guard let composition = state.composition else { return [] }
        let start = composition.range.lowerBound
        guard !composition.clauses.isEmpty else { return [NSRange(location: start, length: composition.range.count)] }
        return composition.clauses.map { NSRange(location: start + $0.lowerBound, length: $0.count) }
    }

    /// The body of ``setMarkedText(_:selectedRange:replacementRange:clauses:)``
    /// (``EditorCommand/setMarkedText(_:selectedRange:replacementRange:clauses:)``), run now.
    func runSetMarkedText(_ text: String, selectedRange: NSRange, replacementRange: NSRange, clauses: [NSRange]) {
        var replacing: Range<Int>?
        if let safe = document.clampedRange(replacementRange, snapping: .scalar) {
            let range = safe.location ..< NSMaxRange(safe)
            if range != state.composingRange { replacing = range }
        }
        // Another text to convert while composing was committed first by the marked-text stage
        // (``compositionStage(_:marked:)``): here `replacing` is nil when text is marked.
        let primary = selectionSet.primary
        let range = state.composition?.range ?? replacing ?? primary.lower ..< primary.upper
        if text.isEmpty {
            if !state.isComposing { startComposition(over: range) }
            abandonComposition()
            return
        }
        let starting = !state.isComposing
        let baseAttributes = state.composition?.baseAttributes ?? typingAttributes
        let m = text.utf16.count
        let marked = TextDocument(text)
        let relative = marked.clampedRange(selectedRange, snapping: .scalar) ?? NSRange(location: m, length: 0)
        let segments = Self.clauses(clauses, in: marked)
        let attributes = input.markedTextAttributes.map { baseAttributes.merging($0) } ?? baseAttributes
        let edit = TextReplacement(range.lowerBound, range.upperBound, text, attributes: attributes)
        proposeReplacements(CollectionOfOne(edit))
        let changes = ChangeSet(edits: CollectionOfOne(edit), length: document.length)
        transact(.inputCompose) { inverse in
            // Started inside the transaction, so that its notification reports the marked range
            // as new (`.markedText`) even when it replaces a selection of its own length.
            if starting { startComposition(over: range) }
            document.apply(changes, attributing: CollectionOfOne(edit), inverse: &inverse)
            selectionSet.map(replacing: edit.lower, edit.upper, insertedLength: m)
            let marked = edit.lower ..< edit.lower + m
            state.composition!.range = marked
            state.composition!.overlay = input.markedTextAttributes
            state.composition!.clauses = segments
            if !recordsUndo { state.composition!.hasUnrecordedSteps = true }
            selectionSet.selections[selectionSet.primaryIndex] = TextSelection(anchor: marked.lowerBound + relative.location,
                                                                                head: marked.lowerBound + NSMaxRange(relative))
            selectionSet.goalColumns = nil
            withDocument { selectionSet.snapAndNormalize(in: $0, caretToClusterEnd: true, composing: marked) }
            checkInvariantsIfEnabled()
            return .changed(changes)
        }
    }

    /// `clauses` made safe within `text` (the one clamping function, scalar boundaries), empty ones
    /// dropped, sorted, overlapping ones after the first dropped.
    private static func clauses(_ clauses: [NSRange], in text: TextDocument) -> [Range<Int>] {
        guard !clauses.isEmpty else { return [] }
        let safe = clauses.compactMap { text.clampedRange($0, snapping: .scalar) }
            .filter { $0.length > 0 }
            .map { $0.location ..< NSMaxRange($0) }
            .sorted { $0.lowerBound < $1.lowerBound }
        var apart: [Range<Int>] = []
        for clause in safe where clause.lowerBound >= (apart.last?.upperBound ?? 0) { apart.append(clause) }
        return apart
    }

    /// Commits the marked text (UITextInput's `unmarkText()`): it stays as typed text, in the plain
    /// typing attributes, after passing through the input filters (a filter may rewrite it; one
    /// that rejects it removes it). The whole composition becomes one undo step: the committed
    /// text replacing what the composition replaced. Observers hear a change with event
    /// `input.compose.commit` and `isComposing` false. Does nothing when nothing is marked.
    ///
    /// - Complexity: O(log n + m) for m code units of marked text, plus the filters.
    public func unmarkText() {
        dispatch(.unmarkText)
    }

    /// Cancels the composition (Escape in an input method's candidate window): removes the marked
    /// text and restores nothing else (a selection the composition replaced stays deleted). It
    /// leaves no undo step, unless the composition had replaced a selection (then deleting that is
    /// one step, so nothing is lost). Observers hear event `input.compose.cancel`. Does nothing
    /// when nothing is marked.
    ///
    /// - Complexity: O(log n).
    public func abandonMarkedText() {
        dispatch(.abandonMarkedText)
    }

    /// The body of ``abandonMarkedText()`` (``EditorCommand/abandonMarkedText``), run now.
    func runAbandonMarkedText() {
        guard state.isComposing else { return }
        abandonComposition()
    }

    /// Typing while composing: `text` replaces the marked text and commits it (UITextView's
    /// `insertText(_:)` with marked text, what an input method sends to confirm a candidate).
    func insertTextCommittingMarkedText(_ text: String) {
        setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
        commitComposition()
    }

    /// Commits the marked text, then runs `work`, observers hearing both in one notification,
    /// when text is marked. The marked-text stage (``compositionStage(_:marked:)``) is where
    /// commands commit; this is for the one whose rule depends on more than the command
    /// (``convertLineEndings(to:)``, which commits only when it edits).
    ///
    /// - Parameter work: The command, run again once nothing is marked.
    /// - Returns: Whether it ran `work` (the caller then returns at once).
    func committingMarkedTextFirst(_ work: () -> Void) -> Bool {
        guard state.isComposing else { return false }
        inBatch {
            commitComposition()
            work()
        }
        return true
    }

    /// Selects `s`, one selection within the marked text, keeping the composition (an input
    /// method, or the user, moving the caret inside it: UITextInput keeps the marked text then);
    /// the marked-text stage committed for any other selection change.
    func selectInsideMarkedText(_ s: TextSelection) {
        assert(state.composingRange.map { Self.isInside([s], $0) } ?? false, "\(s) is not inside the marked text")
        updateSelections { set in set = SelectionSet(TextSelection(anchor: s.anchor, head: s.head)) }
    }

    /// Starts a composition over `range` (the primary selection, or a replacement range).
    private func startComposition(over range: Range<Int>) {
        history.coalescingOpen = false
        var composition = Composition(range: range, baseAttributes: typingAttributes,
                                      replacedText: !range.isEmpty, undoBaseline: history.undoCount,
                                      overlay: nil, savedLimit: history.limit, savedRedo: history.redoStack)
        composition.sharesGroupStep = history.explicitDepth > 0 && history.explicitStepStarted && history.canUndo
        // Lifted while composing, so the baseline count stays meaningful; restored at the end.
        history.limit = nil
        state.composition = composition
    }

    /// Ends the composition keeping its text (see ``unmarkText()``); the transaction path calls it
    /// before any change that ends a composition.
    func commitComposition() {
        guard let composition = state.composition else { return }
        let marked = composition.range
        var edits: [TextReplacement] = []
        if input.hasFilters {
            let proposed = TextReplacement(marked.lowerBound, marked.upperBound,
                                    document.substring(with: NSRange(location: marked.lowerBound, length: marked.count)),
                                    attributes: composition.baseAttributes)
            guard let filtered = filtered([proposed], event: .inputComposeCommit) else {
                abandonComposition()
                return
            }
            if filtered.count == 1, filtered[0].text.isEmpty, filtered[0].range == proposed.range {
                // Transformed into nothing: no text and, like a rejected commit, no undo step.
                abandonComposition()
                return
            }
            if filtered != [proposed] { edits = filtered }
        }
        proposeReplacements(edits)
        let primary = selectionSet.primary
        let caretInMarkedText = primary.lower >= marked.lowerBound && primary.upper <= marked.upperBound
        inBatch {
        transact(.inputComposeCommit) { inverse in
            var applied = AppliedText.unchanged
            if edits.isEmpty {
                if let overlay = composition.overlay {
                    restoreBaseAttributes(over: overlay, in: marked, base: composition.baseAttributes, inverse: &inverse)
                }
            } else {
                // The committed text takes the composition's base attributes; a deletion, those
                // of the text around it.
                let attributed = edits.map { edit in
                    var edit = edit
                    edit.attributes = edit.text.isEmpty ? nil : composition.baseAttributes
                    return edit
                }
                let changes = ChangeSet(edits: attributed, length: document.length)
                document.apply(changes, attributing: attributed, inverse: &inverse)
                applied = .changed(changes)
                for edit in edits.reversed() {
                    selectionSet.map(replacing: edit.lower, edit.upper, insertedLength: edit.text.utf16.count)
                }
                // The caret inside the rewritten marked text goes after the committed text (where
                // the input method's caret would be), not to where the rewrite left it.
                if caretInMarkedText {
                    var shift = 0
                    var end = marked.lowerBound
                    for edit in edits {
                        end = edit.lower + shift + edit.insertedLength
                        shift += edit.insertedLength - edit.range.length
                    }
                    selectionSet.selections[selectionSet.primaryIndex] = TextSelection(anchor: end, head: end)
                }
            }
            state.composition = nil
            selectionSet.goalColumns = nil
            withDocument { selectionSet.snapAndNormalize(in: $0, caretToClusterEnd: true) }
            checkInvariantsIfEnabled()
            return applied
        }
        finishCompositionUndo(composition, keepsStep: true)
        }
    }

    /// Ends the composition removing its marked text (see ``abandonMarkedText()``).
    private func abandonComposition() {
        guard let composition = state.composition else { return }
        let marked = composition.range
        if !marked.isEmpty { proposeReplacements(CollectionOfOne(TextReplacement(marked.lowerBound, marked.upperBound, ""))) }
        inBatch {
        let removal = TextReplacement(marked.lowerBound, marked.upperBound, "")
        let changes = ChangeSet(edits: CollectionOfOne(removal), length: document.length)
        transact(.inputComposeCancel) { inverse in
            document.apply(changes, attributing: CollectionOfOne(removal), inverse: &inverse)
            selectionSet.map(replacing: marked.lowerBound, marked.upperBound, insertedLength: 0)
            state.composition = nil
            selectionSet.goalColumns = nil
            withDocument { selectionSet.snapAndNormalize(in: $0, caretToClusterEnd: true) }
            checkInvariantsIfEnabled()
            return .changed(changes)
        }
        // A keystroke made while undo was not recording moved the history through it: dropping
        // the recorded rest would leave the history out of step with the text.
        finishCompositionUndo(composition, keepsStep: composition.replacedText || composition.foreignEdits || composition.hasUnrecordedSteps)
        }
    }

    /// Runs `body` as a batch, so the undo history is settled before observers hear of it (and
    /// before any mutation they make is applied).
    func inBatch(_ body: () -> Void) {
        dispatcher.batchDepth += 1
        body()
        dispatcher.batchDepth -= 1
        deliverIfIdle()
    }

    /// Gives the committed text back the typing attributes the marked-text overlay covered:
    /// each key of `overlay` takes `base`'s value, or goes when `base` has none.
    private func restoreBaseAttributes(over overlay: TextAttributes, in range: Range<Int>, base: TextAttributes,
                                       inverse: inout InverseAccumulator?) {
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        var restored = base
        for key in base.keys where !overlay.keys.contains(key) { restored = restored.removing(key) }
        for key in overlay.keys where base.value(for: key) == nil {
            document.transformAttributes(in: nsRange, inverse: &inverse) { $0.removing(key) }
        }
        if !restored.isEmpty { document.transformAttributes(in: nsRange, inverse: &inverse) { $0.merging(restored) } }
    }

    /// Makes the undo steps recorded since the composition started one step (the text as
    /// committed replacing what was there before), or none, and puts the undo limit back.
    ///
    /// - Parameters:
    ///   - composition: The composition as it was when it ended.
    ///   - keepsStep: False for a composition that left no trace (abandoned, having replaced
    ///     nothing, with no other edit meanwhile): its steps go and the redo steps come back.
    private func finishCompositionUndo(_ composition: Composition, keepsStep: Bool) {
        var groups: [UndoGroup] = []
        for _ in 0 ..< Swift.max(0, history.undoCount - composition.undoBaseline) {
            if let group = history.popUndo() { groups.append(group) }
        }
        if keepsStep, var merged = groups.last {
            for group in groups.dropLast().reversed() { merged.append(changesOf: group) }
            merged.selectionsAfter = groups[0].selectionsAfter
            merged.event = .inputComposeCommit
            merged.time = clock()
            history.pushUndo(merged)
        } else if !keepsStep && !groups.isEmpty {
            if composition.sharesGroupStep, var shared = history.popUndo() {
                // Its first steps are in the group's step: the rest (the cancellation included)
                // join it, so that undoing the step reverts the whole composition with it.
                for group in groups.reversed() { shared.append(changesOf: group) }
                shared.selectionsAfter = groups[0].selectionsAfter
                history.pushUndo(shared)
            } else {
                history.replaceRedo(with: composition.savedRedo)
            }
        }
        history.limit = composition.savedLimit
        history.trim()
        history.coalescingOpen = false
    }
}
