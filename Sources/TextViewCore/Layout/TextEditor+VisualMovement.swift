import Foundation

/// What the editor's visual movement commands need from a layout: lines, carets and hit testing
/// on the editor's current document. The editor never owns a layout; a command is handed one.
/// ``TextLayout`` conforms.
public protocol VisualLineLayout: AnyObject {
    /// Makes the layout describe `document` (the editor's), before a command reads it.
    ///
    /// - Parameter document: The editor's document.
    func synchronize(with document: TextDocument)
    /// The caret's rectangle at `offset` with `affinity`.
    func caretRect(at offset: Int, affinity: TextAffinity) -> LayoutRect
    /// The visual line showing the caret at `offset` with `affinity`.
    func lineFragment(containing offset: Int, affinity: TextAffinity) -> LineFragment
    /// The line below `line`, or nil for the last line.
    func lineFragment(after line: LineFragment) -> LineFragment?
    /// The line above `line`, or nil for the first line.
    func lineFragment(before line: LineFragment) -> LineFragment?
    /// The line at `y`.
    func lineFragment(atY y: Double) -> LineFragment
    /// The position of `line` nearest to `x`.
    func closestPosition(toX x: Double, in line: LineFragment) -> LayoutPosition
    /// The height of the whole text.
    var documentHeight: Double { get }
}

extension TextLayout: VisualLineLayout {}

// Movement by visual line through a layout (Sources/TextViewCore/TextViewCore.docc/Layout.md, "Visual movement"). The commands
// without a layout (`moveUp()`, `moveToBeginningOfLine()`, ...) keep moving by hard line.
extension TextEditor {
    /// Moves each head to the visual line above, at its goal x (Up arrow with a layout); from the
    /// first line, to 0. The goal x is the caret's x at the first of a run of vertical moves,
    /// kept across wrapped lines and paragraphs until another command runs.
    ///
    /// - Parameters:
    ///   - extending: Whether to keep the anchors (Shift).
    ///   - layout: The layout of this editor's text.
    public func moveUp(extending: Bool = false, in layout: some VisualLineLayout) {
        dispatch(.moveVisually(.up, extending: extending, layout: layout))
    }

    /// Moves each head to the visual line below, at its goal x (Down arrow with a layout); from
    /// the last line, to the end of the text.
    ///
    /// - Parameters:
    ///   - extending: Whether to keep the anchors (Shift).
    ///   - layout: The layout of this editor's text.
    public func moveDown(extending: Bool = false, in layout: some VisualLineLayout) {
        dispatch(.moveVisually(.down, extending: extending, layout: layout))
    }

    /// Moves each head up by `viewportHeight`, at its goal x (Page Up): to the line at the caret's
    /// y minus the height, or to 0 when that is above the text.
    ///
    /// - Parameters:
    ///   - extending: Whether to keep the anchors (Shift).
    ///   - layout: The layout of this editor's text.
    ///   - viewportHeight: The height of a page, in layout units.
    public func movePageUp(extending: Bool = false, in layout: some VisualLineLayout, viewportHeight: Double) {
        dispatch(.moveVisually(.pageUp(viewportHeight: viewportHeight), extending: extending, layout: layout))
    }

    /// Moves each head down by `viewportHeight`, at its goal x (Page Down): to the line at the
    /// caret's y plus the height, or to the end when that is below the text.
    ///
    /// - Parameters:
    ///   - extending: Whether to keep the anchors (Shift).
    ///   - layout: The layout of this editor's text.
    ///   - viewportHeight: The height of a page, in layout units.
    public func movePageDown(extending: Bool = false, in layout: some VisualLineLayout, viewportHeight: Double) {
        dispatch(.moveVisually(.pageDown(viewportHeight: viewportHeight), extending: extending, layout: layout))
    }

    /// Moves each head to the start of its visual line (Home, Cmd-Left with a layout).
    ///
    /// - Parameters:
    ///   - extending: Whether to keep the anchors (Shift).
    ///   - layout: The layout of this editor's text.
    public func moveToBeginningOfVisualLine(extending: Bool = false, in layout: some VisualLineLayout) {
        dispatch(.moveVisually(.beginningOfLine, extending: extending, layout: layout))
    }

    /// Moves each head to the end of its visual line (End, Cmd-Right with a layout): before the
    /// line break, or at a soft wrap the wrap point with `.upstream` affinity, so the caret stays
    /// at the end of that line.
    ///
    /// - Parameters:
    ///   - extending: Whether to keep the anchors (Shift).
    ///   - layout: The layout of this editor's text.
    public func moveToEndOfVisualLine(extending: Bool = false, in layout: some VisualLineLayout) {
        dispatch(.moveVisually(.endOfLine, extending: extending, layout: layout))
    }

    /// The body of the movement commands through a layout
    /// (``EditorCommand/moveVisually(_:extending:layout:)``), run now.
    func runVisualMovement(_ movement: EditorCommand.VisualMovement, extending: Bool, in layout: some VisualLineLayout) {
        switch movement {
        case .up:
            moveVisually(extending: extending, layout: layout) { line, _ in
                layout.lineFragment(before: line).map { .line($0) } ?? .position(LayoutPosition(offset: 0))
            }
        case .down:
            moveVisually(extending: extending, layout: layout) { [self] line, _ in
                layout.lineFragment(after: line).map { .line($0) } ?? .position(LayoutPosition(offset: document.length))
            }
        case .pageUp(let viewportHeight):
            let page = viewportHeight.isFinite ? Swift.max(0, viewportHeight) : 0
            moveVisually(extending: extending, layout: layout) { _, caret in
                let y = caret.midY - page
                return y < 0 ? .position(LayoutPosition(offset: 0)) : .line(layout.lineFragment(atY: y))
            }
        case .pageDown(let viewportHeight):
            let page = viewportHeight.isFinite ? Swift.max(0, viewportHeight) : 0
            moveVisually(extending: extending, layout: layout) { [self] _, caret in
                let y = caret.midY + page
                return y >= layout.documentHeight ? .position(LayoutPosition(offset: document.length)) : .line(layout.lineFragment(atY: y))
            }
        case .beginningOfLine:
            moveToLineEdge(extending: extending, layout: layout) { line in LayoutPosition(offset: line.range.location) }
        case .endOfLine:
            moveToLineEdge(extending: extending, layout: layout) { line in
                LayoutPosition(offset: line.range.location + line.range.length, affinity: line.endsParagraph ? .downstream : .upstream)
            }
        }
    }

    /// Where a vertical move lands: a line (then the goal x picks the position) or a position.
    enum VisualTarget {
        case line(LineFragment)
        case position(LayoutPosition)
    }

    /// Moves every head by `target` (given its line and caret rectangle), keeping or taking the
    /// goal x of each selection.
    private func moveVisually(extending: Bool, layout: some VisualLineLayout, target: (LineFragment, LayoutRect) -> VisualTarget) {
        layout.synchronize(with: document)
        let selections = selectionSet.selections
        let kept = selectionSet.goalsAreXPositions ? selectionSet.goalColumns : nil
        var goals: [Int] = []
        var moved: [TextSelection] = []
        for (index, selection) in selections.enumerated() {
            let caret = layout.caretRect(at: selection.head, affinity: selection.affinity)
            let goal = kept.map { Double(bitPattern: UInt64(truncatingIfNeeded: $0[index])) } ?? caret.x
            let line = layout.lineFragment(containing: selection.head, affinity: selection.affinity)
            let position: LayoutPosition
            switch target(line, caret) {
            case .line(let line): position = layout.closestPosition(toX: goal, in: line)
            case .position(let found): position = found
            }
            goals.append(Int(truncatingIfNeeded: goal.bitPattern))
            moved.append(Self.moved(selection, to: position, extending: extending))
        }
        updateSelections { set in
            set.selections = SelectionList(moved)
            set.goalColumns = goals
            set.goalsAreXPositions = true
        }
    }

    /// Moves every head to an edge of its visual line; forgets the goal x.
    private func moveToLineEdge(extending: Bool, layout: some VisualLineLayout, edge: (LineFragment) -> LayoutPosition) {
        layout.synchronize(with: document)
        let moved = selectionSet.selections.map { selection in
            Self.moved(selection, to: edge(layout.lineFragment(containing: selection.head, affinity: selection.affinity)), extending: extending)
        }
        updateSelections { set in set.selections = SelectionList(moved) }
    }

    /// `selection` with its head at `position` (and the anchor with it unless extending).
    private static func moved(_ selection: TextSelection, to position: LayoutPosition, extending: Bool) -> TextSelection {
        TextSelection(anchor: extending ? selection.anchor : position.offset, head: position.offset, affinity: position.affinity)
    }
}
