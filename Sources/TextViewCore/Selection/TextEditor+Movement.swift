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
            set.selections.withArray { all in
                for i in all.indices {
                    let head = target(all[i])
                    all[i] = extending ? TextSelection(anchor: all[i].anchor, head: head) : TextSelection(caret: head)
                }
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
        dispatch(.move(.left, extending: extending))
    }

    /// Moves each head to the next cluster boundary (Right arrow); without extending, a non-empty
    /// selection collapses to its upper end instead.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveRight(extending: Bool = false) {
        dispatch(.move(.right, extending: extending))
    }

    /// Moves each head left past the next word (Option-Left): through ICU word segments until one
    /// holding a letter or digit has been crossed, or to 0.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    /// - Complexity: O(log n + k) per selection for the k code units up to the word crossed, read
    ///   without ICU, plus one word query.
    public func moveWordLeft(extending: Bool = false) {
        dispatch(.move(.wordLeft, extending: extending))
    }

    /// Moves each head right past the next word (Option-Right): through ICU word segments until one
    /// holding a letter or digit has been crossed, or to the end.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    /// - Complexity: O(log n + k) per selection for the k code units up to the word crossed, read
    ///   without ICU, plus one word query.
    public func moveWordRight(extending: Bool = false) {
        dispatch(.move(.wordRight, extending: extending))
    }

    /// Moves each head to the start of its (hard) line.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveToBeginningOfLine(extending: Bool = false) {
        dispatch(.move(.beginningOfLine, extending: extending))
    }

    /// Moves each head to the end of its line's content, before the line break.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveToEndOfLine(extending: Bool = false) {
        dispatch(.move(.endOfLine, extending: extending))
    }

    /// Moves each head to the start of its paragraph, or, when it is already there, to the start of
    /// the previous paragraph, so repeating the command keeps moving (Option-Up on macOS).
    /// Paragraphs are hard lines until there is a layout.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveToBeginningOfParagraph(extending: Bool = false) {
        dispatch(.move(.beginningOfParagraph, extending: extending))
    }

    /// Moves each head to the end of its paragraph's content, or, when it is already there, to the
    /// end of the next paragraph's content (Option-Down on macOS).
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveToEndOfParagraph(extending: Bool = false) {
        dispatch(.move(.endOfParagraph, extending: extending))
    }

    /// Moves each head to the start of the document.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveToBeginningOfDocument(extending: Bool = false) {
        dispatch(.move(.beginningOfDocument, extending: extending))
    }

    /// Moves each head to the end of the document.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    public func moveToEndOfDocument(extending: Bool = false) {
        dispatch(.move(.endOfDocument, extending: extending))
    }

    /// The body of the movement commands without a layout (``EditorCommand/move(_:extending:)``),
    /// run now.
    func runMovement(_ movement: EditorCommand.Movement, extending: Bool) {
        switch movement {
        case .left:
            moveEachSelection(extending: extending) { selection in
                !extending && !selection.isCaret ? selection.lower : self.document.clusterBoundary(before: selection.head)
            }
        case .right:
            moveEachSelection(extending: extending) { selection in
                !extending && !selection.isCaret ? selection.upper : self.document.clusterBoundary(after: selection.head)
            }
        case .wordLeft:
            moveEachSelection(extending: extending) { self.document.wordMovementTarget(from: $0.head, forward: false) }
        case .wordRight:
            moveEachSelection(extending: extending) { self.document.wordMovementTarget(from: $0.head, forward: true) }
        case .beginningOfLine:
            moveEachSelection(extending: extending) { self.document.lineStart(containing: $0.head) }
        case .endOfLine:
            moveEachSelection(extending: extending) { self.document.lineContentEnd(containing: $0.head) }
        case .beginningOfParagraph:
            moveEachSelection(extending: extending) { selection in
                let line = self.document.lineIndex(at: selection.head)
                let start = self.document.location(ofLine: line)
                return selection.head == start && line > 0 ? self.document.location(ofLine: line - 1) : start
            }
        case .endOfParagraph:
            moveEachSelection(extending: extending) { selection in
                let end = self.document.lineContentEnd(containing: selection.head)
                let line = self.document.lineIndex(at: selection.head)
                guard selection.head == end && line + 1 < self.document.lineCount else { return end }
                return self.document.lineContentEnd(containing: self.document.location(ofLine: line + 1))
            }
        case .beginningOfDocument:
            moveEachSelection(extending: extending) { _ in 0 }
        case .endOfDocument:
            moveEachSelection(extending: extending) { _ in self.document.length }
        case .up:
            moveVertically(down: false, extending: extending)
        case .down:
            moveVertically(down: true, extending: extending)
        }
    }
}
