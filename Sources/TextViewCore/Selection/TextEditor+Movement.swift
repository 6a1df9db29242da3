// Horizontal and document movement (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Movement"). Each command computes
// a target from each selection's head and goes through `setSelections`; extending keeps the anchor
// and moves the head, otherwise the selection becomes a caret at the target. Selections made by
// movement are `.downstream`.
extension TextEditor {
    /// Moves every selection's head to `target(selection)`: as a caret, or, when extending, keeping
    /// the anchor. Forgets the goal column unless `goalColumns` is given.
    ///
    /// - Parameters:
    ///   - extending: Whether to keep the anchors.
    ///   - goalColumns: The goal columns to keep, one per selection (vertical moves only).
    ///   - target: The new head for a selection; a cluster boundary.
    func moveEachSelection(extending: Bool, goalColumns: [Int]? = nil, to target: (TextSelection) -> Int) {
        updateSelections { set in
            for i in set.selections.indices {
                let head = target(set.selections[i])
                set.selections[i] = extending ? TextSelection(anchor: set.selections[i].anchor, head: head) : TextSelection(caret: head)
            }
            set.goalColumns = goalColumns
            set.goalsAreXPositions = false
        }
    }

    /// Moves each head to the previous cluster boundary (Left arrow); without extending, a
    /// non-empty selection collapses to its lower end instead.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveLeft(extending: Bool = false) {
        perform(extending) { $0.moveLeftNow(extending: $1) }
    }

    /// The body of ``moveLeft(extending:)``, run now (routed by ``perform(_:_:)``).
    func moveLeftNow(extending: Bool) {
        moveEachSelection(extending: extending) { selection in
            !extending && !selection.isCaret ? selection.lower : self.document.clusterBoundary(before: selection.head)
        }
    }

    /// Moves each head to the next cluster boundary (Right arrow); without extending, a non-empty
    /// selection collapses to its upper end instead.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveRight(extending: Bool = false) {
        perform(extending) { $0.moveRightNow(extending: $1) }
    }

    /// The body of ``moveRight(extending:)``, run now (routed by ``perform(_:_:)``).
    func moveRightNow(extending: Bool) {
        moveEachSelection(extending: extending) { selection in
            !extending && !selection.isCaret ? selection.upper : self.document.clusterBoundary(after: selection.head)
        }
    }

    /// Moves each head left past the next word (Option-Left): through ICU word segments until one
    /// holding a letter or digit has been crossed, or to 0.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    /// - Complexity: O(log n + k) per selection for the k code units up to the word crossed, read
    ///   without ICU, plus one word query.
    public func moveWordLeft(extending: Bool = false) {
        perform(extending) { $0.moveWordLeftNow(extending: $1) }
    }

    /// The body of ``moveWordLeft(extending:)``, run now (routed by ``perform(_:_:)``).
    func moveWordLeftNow(extending: Bool) {
        moveEachSelection(extending: extending) { self.document.wordMovementTarget(from: $0.head, forward: false) }
    }

    /// Moves each head right past the next word (Option-Right): through ICU word segments until one
    /// holding a letter or digit has been crossed, or to the end.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    /// - Complexity: O(log n + k) per selection for the k code units up to the word crossed, read
    ///   without ICU, plus one word query.
    public func moveWordRight(extending: Bool = false) {
        perform(extending) { $0.moveWordRightNow(extending: $1) }
    }

    /// The body of ``moveWordRight(extending:)``, run now (routed by ``perform(_:_:)``).
    func moveWordRightNow(extending: Bool) {
        moveEachSelection(extending: extending) { self.document.wordMovementTarget(from: $0.head, forward: true) }
    }

    /// Moves each head to the start of its (hard) line.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveToBeginningOfLine(extending: Bool = false) {
        perform(extending) { $0.moveToBeginningOfLineNow(extending: $1) }
    }

    /// The body of ``moveToBeginningOfLine(extending:)``, run now (routed by ``perform(_:_:)``).
    func moveToBeginningOfLineNow(extending: Bool) {
        moveEachSelection(extending: extending) { self.document.lineStart(containing: $0.head) }
    }

    /// Moves each head to the end of its line's content, before the line break.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveToEndOfLine(extending: Bool = false) {
        perform(extending) { $0.moveToEndOfLineNow(extending: $1) }
    }

    /// The body of ``moveToEndOfLine(extending:)``, run now (routed by ``perform(_:_:)``).
    func moveToEndOfLineNow(extending: Bool) {
        moveEachSelection(extending: extending) { self.document.lineContentEnd(containing: $0.head) }
    }

    /// Moves each head to the start of its paragraph, or, when it is already there, to the start of
    /// the previous paragraph, so repeating the command keeps moving (Option-Up on macOS).
    /// Paragraphs are hard lines until there is a layout.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveToBeginningOfParagraph(extending: Bool = false) {
        perform(extending) { $0.moveToBeginningOfParagraphNow(extending: $1) }
    }

    /// The body of ``moveToBeginningOfParagraph(extending:)``, run now (routed by ``perform(_:_:)``).
    func moveToBeginningOfParagraphNow(extending: Bool) {
        moveEachSelection(extending: extending) { selection in
            let line = self.document.lineIndex(at: selection.head)
            let start = self.document.location(ofLine: line)
            return selection.head == start && line > 0 ? self.document.location(ofLine: line - 1) : start
        }
    }

    /// Moves each head to the end of its paragraph's content, or, when it is already there, to the
    /// end of the next paragraph's content (Option-Down on macOS).
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveToEndOfParagraph(extending: Bool = false) {
        perform(extending) { $0.moveToEndOfParagraphNow(extending: $1) }
    }

    /// The body of ``moveToEndOfParagraph(extending:)``, run now (routed by ``perform(_:_:)``).
    func moveToEndOfParagraphNow(extending: Bool) {
        moveEachSelection(extending: extending) { selection in
            let end = self.document.lineContentEnd(containing: selection.head)
            let line = self.document.lineIndex(at: selection.head)
            guard selection.head == end && line + 1 < self.document.lineCount else { return end }
            return self.document.lineContentEnd(containing: self.document.location(ofLine: line + 1))
        }
    }

    /// Moves each head to the start of the document.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveToBeginningOfDocument(extending: Bool = false) {
        perform(extending) { $0.moveToBeginningOfDocumentNow(extending: $1) }
    }

    /// The body of ``moveToBeginningOfDocument(extending:)``, run now (routed by ``perform(_:_:)``).
    func moveToBeginningOfDocumentNow(extending: Bool) {
        moveEachSelection(extending: extending) { _ in 0 }
    }

    /// Moves each head to the end of the document.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveToEndOfDocument(extending: Bool = false) {
        perform(extending) { $0.moveToEndOfDocumentNow(extending: $1) }
    }

    /// The body of ``moveToEndOfDocument(extending:)``, run now (routed by ``perform(_:_:)``).
    func moveToEndOfDocumentNow(extending: Bool) {
        moveEachSelection(extending: extending) { _ in self.document.length }
    }
}
