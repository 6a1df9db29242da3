import Foundation
import TextViewCore

extension EditorApp {
    /// Runs an editing command.
    public func perform(_ command: EditorCommand) {
        let layout = buffer.layout
        switch command {
        case .insert(let text):
            guard allowsEdits() else { return }
            editor.insertText(text)
        case .newline:
            guard allowsEdits() else { return }
            insertNewlines()
        case .tab:
            guard allowsEdits() else { return }
            editor.insertTab()
        case .backtab:
            guard allowsEdits() else { return }
            outdent()
        case .backspace:
            guard allowsEdits() else { return }
            editor.deleteBackward()
        case .delete:
            guard allowsEdits() else { return }
            editor.deleteForward()
        case .deleteWordBackward:
            guard allowsEdits() else { return }
            editor.deleteWordBackward()
        case .deleteWordForward:
            guard allowsEdits() else { return }
            editor.deleteWordForward()
        case .move(let movement, let extending):
            move(movement, extending: extending, layout: layout)
        case .selectAll:
            editor.selectAll()
        case .selectNextOccurrence:
            if !editor.selectNextOccurrence() { message = "no other occurrence" }
        case .undo:
            guard allowsEdits() else { return }
            if editor.canUndo { editor.undo() } else { message = "nothing to undo" }
        case .redo:
            guard allowsEdits() else { return }
            if editor.canRedo { editor.redo() } else { message = "nothing to redo" }
        case .copy:
            copySelection(cutting: false)
        case .cut:
            guard allowsEdits() else { return }
            copySelection(cutting: true)
        case .cutLine:
            guard allowsEdits() else { return }
            let head = editor.selections[editor.primarySelectionIndex].head
            editor.selectedRange = editor.document.lineRange(containing: head)
            copySelection(cutting: true)
        case .paste:
            guard allowsEdits() else { return }
            if !clipboard.isEmpty { paste(clipboard) }
        case .find:
            openFind(replacing: false)
        case .replace:
            guard allowsEdits() else { return }
            openFind(replacing: true)
        case .findNext, .findPrevious:
            findAgain(forward: command == .findNext)
        case .goToLine:
            openGoToLine()
        case .save:
            save(thenQuit: false)
        case .saveAs:
            openSaveAs(thenQuit: false)
        case .quit:
            if buffer.isModified {
                prompt = .confirmQuit
            } else {
                finish()
            }
        case .toggleWrap:
            wraps.toggle()
            buffer.layout.width = wraps ? Double(columns) : .infinity
            viewport.leftColumn = 0
            message = wraps ? "soft wrap on" : "soft wrap off"
        case .convert:
            if buffer.isReadOnly {
                buffer.convert()
                message = "converted: edits allowed; saving writes U+FFFD for the bytes that did not decode"
            }
        case .escape:
            let primary = editor.selections[editor.primarySelectionIndex]
            editor.selections = [primary]
        }
        revealCaret()
    }

    /// Moves the carets.
    func move(_ movement: Movement, extending: Bool, layout: TextLayout) {
        let primary = editor.selections[editor.primarySelectionIndex]
        switch movement {
        case .left: editor.moveLeft(extending: extending)
        case .right: editor.moveRight(extending: extending)
        case .wordLeft: editor.moveWordLeft(extending: extending)
        case .wordRight: editor.moveWordRight(extending: extending)
        case .up: editor.moveUp(extending: extending, in: layout)
        case .down: editor.moveDown(extending: extending, in: layout)
        case .lineStart:
            let line = layout.lineFragment(containing: primary.head, affinity: primary.affinity)
            if primary.head == line.range.location {
                editor.moveToBeginningOfParagraph(extending: extending)
            } else {
                editor.moveToBeginningOfVisualLine(extending: extending, in: layout)
            }
        case .lineEnd:
            let line = layout.lineFragment(containing: primary.head, affinity: primary.affinity)
            if primary.head == NSMaxRange(line.range) {
                editor.moveToEndOfParagraph(extending: extending)
            } else {
                editor.moveToEndOfVisualLine(extending: extending, in: layout)
            }
        case .pageUp:
            viewport.scroll(by: -viewport.rows, in: layout)
            editor.movePageUp(extending: extending, in: layout, viewportHeight: Double(viewport.rows))
        case .pageDown:
            viewport.scroll(by: viewport.rows, in: layout)
            editor.movePageDown(extending: extending, in: layout, viewportHeight: Double(viewport.rows))
        case .documentStart: editor.moveToBeginningOfDocument(extending: extending)
        case .documentEnd: editor.moveToEndOfDocument(extending: extending)
        }
    }

    /// Return: a line break at every caret, each followed by the indentation (spaces and tabs)
    /// its own line starts with, up to the caret.
    func insertNewlines() {
        let ending = editor.document.lineEnding.string
        if editor.selections.count == 1 {
            editor.insertText(ending + indentation(before: editor.selections[0].range.location))
        } else {
            editor.insertText(eachSelection: editor.selections.map { ending + indentation(before: $0.range.location) })
        }
    }

    /// The spaces and tabs that start the line holding `location`, up to `location`.
    func indentation(before location: Int) -> String {
        let document = editor.document
        let lineStart = document.lineRange(containing: location).location
        var end = lineStart
        while end < location, document.utf16[end] == 0x20 || document.utf16[end] == 0x09 { end += 1 }
        return document.substring(with: NSRange(location: lineStart, length: end - lineStart))
    }

    /// Pastes `text` (line breaks already the document's): with several carets and as many lines
    /// as carets, one line at each caret, as micro and VS Code split it; else all of it at each.
    func paste(_ text: String) {
        let count = editor.selections.count
        if count > 1 {
            var lines = Self.lines(of: text)
            if lines.count == count + 1, lines.last == "" { lines.removeLast() }
            if lines.count == count {
                editor.paste(eachSelection: lines)
                return
            }
        }
        editor.paste(text)
    }

    /// The lines of `text`, split at LF, CRLF and CR (the breaks dropped).
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for character in text {
            if character == "\r\n" || character == "\r" || character == "\n" {
                lines.append(line)
                line = ""
            } else {
                line.append(character)
            }
        }
        lines.append(line)
        return lines
    }

    /// Shift-Tab: removes one tab or up to a tab's width of spaces from the start of the primary
    /// caret's line.
    func outdent() {
        let document = editor.document
        let head = editor.selections[editor.primarySelectionIndex].head
        let lineStart = document.lineRange(containing: head).location
        var end = lineStart
        if end < document.length && document.utf16[end] == 0x09 {
            end += 1
        } else {
            while end < document.length && end - lineStart < 4 && document.utf16[end] == 0x20 { end += 1 }
        }
        if end > lineStart {
            editor.replaceCharacters(in: NSRange(location: lineStart, length: end - lineStart), with: "", userEvent: .deleteBackward)
        }
    }

    /// Copies the selections (joined by line breaks) to the clipboard and offers them to the
    /// terminal's; cutting deletes them. With only carets, the primary caret's line is taken.
    func copySelection(cutting: Bool) {
        let document = editor.document
        var selections = editor.selections.filter { !$0.isCaret }
        if selections.isEmpty {
            let head = editor.selections[editor.primarySelectionIndex].head
            let line = document.lineRange(containing: head)
            guard line.length > 0 else { return }
            selections = [TextSelection(range: line)]
            if cutting { editor.selectedRange = line }
        }
        clipboard = selections.map { document.substring(with: $0.range) }.joined(separator: document.lineEnding.string)
        offerToTerminalClipboard(clipboard)
        if cutting {
            editor.deleteBackward()
        }
        message = cutting ? "cut" : "copied"
    }
}
