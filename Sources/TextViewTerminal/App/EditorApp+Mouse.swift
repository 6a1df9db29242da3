import TextViewCore

extension EditorApp {
    /// Lines scrolled by one wheel step.
    static let wheelLines = 3

    /// A mouse report: click places the caret (Alt-click adds one, Shift-click extends), drag
    /// selects, the wheel scrolls. Reports outside the text are ignored or clamped.
    func handleMouse(_ mouse: MouseEvent) {
        let layout = buffer.layout
        switch mouse.action {
        case .wheelUp:
            viewport.scroll(by: -Self.wheelLines, in: layout)
        case .wheelDown:
            viewport.scroll(by: Self.wheelLines, in: layout)
        case .wheelLeft, .wheelRight:
            if !wraps {
                viewport.leftColumn = Swift.max(0, viewport.leftColumn + (mouse.action == .wheelLeft ? -8 : 8))
            }
        case .press where mouse.button == .left:
            guard prompt == nil, mouse.row < viewport.rows else { return }
            let position = viewport.position(row: mouse.row, column: mouse.column, in: layout)
            if mouse.modifiers.contains(.alt) {
                editor.addSelection(TextSelection(caret: position.offset))
                dragAnchor = nil
            } else if mouse.modifiers.contains(.shift) {
                let anchor = editor.selections[editor.primarySelectionIndex].anchor
                editor.selections = [TextSelection(anchor: anchor, head: position.offset, affinity: position.affinity)]
                dragAnchor = anchor
            } else {
                editor.selections = [TextSelection(anchor: position.offset, head: position.offset, affinity: position.affinity)]
                dragAnchor = position.offset
            }
        case .drag:
            guard let anchor = dragAnchor else { return }
            if mouse.row >= viewport.rows {
                viewport.scroll(by: 1, in: layout)
            } else if mouse.row == 0 {
                viewport.scroll(by: -1, in: layout)
            }
            let position = viewport.position(row: Swift.min(mouse.row, viewport.rows - 1), column: mouse.column, in: layout)
            editor.selections = [TextSelection(anchor: anchor, head: position.offset, affinity: position.affinity)]
        case .release:
            dragAnchor = nil
        case .press:
            break
        }
    }
}
