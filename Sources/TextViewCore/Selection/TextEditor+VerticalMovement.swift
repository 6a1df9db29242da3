// Up and down by hard line with a goal column (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Movement"). A column is
// counted in grapheme clusters from the line start, since there is no layout to measure widths.
extension TextEditor {
    /// Moves each head to the previous line at its goal column (Up arrow); from the first line, to
    /// 0. The goal column is taken from the head at the first of a run of vertical moves and kept
    /// until another command runs.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    /// - Complexity: O(k log n) for k selections, plus the length of the lines walked, each once.
    public func moveUp(extending: Bool = false) {
        dispatch(.move(.up, extending: extending))
    }

    /// Moves each head to the next line at its goal column (Down arrow); from the last line, to the
    /// end of the document.
    ///
    /// - Parameter extending: Whether to keep the anchors (Shift).
    /// - Complexity: O(k log n) for k selections, plus the length of the lines walked, each once.
    public func moveDown(extending: Bool = false) {
        dispatch(.move(.down, extending: extending))
    }

    /// The body of ``moveUp(extending:)`` and ``moveDown(extending:)``, run now.
    func moveVertically(down: Bool, extending: Bool) {
        let goals = (selectionSet.goalsAreXPositions ? nil : selectionSet.goalColumns) ?? columns(of: selectionSet.selections.array)
        let targets = verticalTargets(of: selectionSet.selections.array, goalColumns: goals, down: down)
        var index = 0
        moveEachSelection(extending: extending, goalColumns: goals) { _ in
            defer { index += 1 }
            return targets[index]
        }
    }

    /// The number of clusters between the start of each head's line and the head.
    ///
    /// Heads of normalised selections are in order, so a head on the same line as the one before
    /// counts on from it: k carets on one long line cost the line once, not k times.
    ///
    /// - Complexity: O(k log n) plus the length of the lines' text up to the last head on each.
    func columns(of selections: [TextSelection]) -> [Int] {
        var columns: [Int] = []
        columns.reserveCapacity(selections.count)
        var previousHead = 0
        var previousLineStart = -1
        var column = 0
        for selection in selections {
            let head = selection.head
            let lineStart = document.lineStart(containing: head)
            if lineStart == previousLineStart && head >= previousHead {
                column += document.clusterCount(from: previousHead, to: head)
            } else {
                column = document.clusterCount(from: lineStart, to: head)
            }
            previousHead = head
            previousLineStart = lineStart
            columns.append(column)
        }
        return columns
    }

    /// Where a vertical move takes each head: on the line above or below, after
    /// `min(goalColumn, clusters in that line's content)` clusters; 0 above the first line and the
    /// end below the last.
    ///
    /// The heads moving to one line are served by one walk along it, in the order of their goals.
    ///
    /// - Complexity: O(k log k + k log n) plus the length of each target line's text up to the
    ///   largest goal on it.
    func verticalTargets(of selections: [TextSelection], goalColumns goals: [Int], down: Bool) -> [Int] {
        var targets = [Int](repeating: 0, count: selections.count)
        let lines = selections.map { document.lineIndex(at: $0.head) }
        var i = 0
        while i < selections.count {
            var j = i + 1
            while j < selections.count && lines[j] == lines[i] { j += 1 }
            let targetLine = down ? lines[i] + 1 : lines[i] - 1
            if targetLine < 0 || targetLine >= document.lineCount {
                let target = targetLine < 0 ? 0 : document.length
                for k in i ..< j { targets[k] = target }
            } else {
                let start = document.location(ofLine: targetLine)
                let end = document.lineContentEnd(containing: start)
                var position = start
                var column = 0
                for k in (i ..< j).sorted(by: { goals[$0] < goals[$1] }) {
                    if goals[k] > column {
                        position = document.clusterBoundary(advancing: goals[k] - column, from: position, limit: end)
                        column = goals[k]
                    }
                    targets[k] = position
                }
            }
            i = j
        }
        return targets
    }
}
