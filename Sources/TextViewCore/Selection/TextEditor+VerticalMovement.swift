// Up and down by hard line with a goal column (Docs/EditorSemantics.md, "Movement"). A column is
// counted in grapheme clusters from the line start, since there is no layout to measure widths.
extension TextEditor {
    /// Moves each head to the previous line at its goal column (Up arrow); from the first line, to
    /// 0. The goal column is taken from the head at the first of a run of vertical moves and kept
    /// until another command runs.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    /// - Complexity: O(log n) per selection, plus the length of the lines walked.
    public func moveUp(extending: Bool = false) {
        if deferredWhileDelivering({ [self] in moveUp(extending: extending) }) { return }
        moveVertically(down: false, extending: extending)
    }

    /// Moves each head to the next line at its goal column (Down arrow); from the last line, to the
    /// end of the document.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    /// - Complexity: O(log n) per selection, plus the length of the lines walked.
    public func moveDown(extending: Bool = false) {
        if deferredWhileDelivering({ [self] in moveDown(extending: extending) }) { return }
        moveVertically(down: true, extending: extending)
    }

    private func moveVertically(down: Bool, extending: Bool) {
        if committingMarkedTextFirst({ moveVertically(down: down, extending: extending) }) { return }
        let goals = (selectionSet.goalsAreXPositions ? nil : selectionSet.goalColumns) ?? selectionSet.selections.map { column(of: $0.head) }
        var index = 0
        moveEachSelection(extending: extending, goalColumns: goals) { selection in
            defer { index += 1 }
            return verticalTarget(from: selection.head, goalColumn: goals[index], down: down)
        }
    }

    /// The number of clusters between the start of `position`'s line and `position`.
    func column(of position: Int) -> Int {
        document.clusterCount(from: document.lineStart(containing: position), to: position)
    }

    /// Where a vertical move from `head` lands: on the line above or below, after
    /// `min(goalColumn, clusters in that line's content)` clusters; 0 above the first line and the
    /// end below the last.
    func verticalTarget(from head: Int, goalColumn: Int, down: Bool) -> Int {
        let line = document.lineIndex(at: head)
        let targetLine = down ? line + 1 : line - 1
        if targetLine < 0 { return 0 }
        if targetLine >= document.lineCount { return document.length }
        let start = document.location(ofLine: targetLine)
        return document.clusterBoundary(advancing: goalColumn, from: start, limit: document.lineContentEnd(containing: start))
    }
}
