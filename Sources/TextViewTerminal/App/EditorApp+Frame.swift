import Foundation
import TextViewCore

extension EditorApp {
    /// The screen as it should look now.
    ///
    /// The frame is the last one with only the rows that changed painted again: a text row is
    /// kept when it shows the same line of an untouched paragraph (moved by an edit above it or
    /// not) with the same selections, carets and matches on it; the status line when its text is
    /// the same. Kept rows share their storage with the last frame, so ``FrameRenderer`` does not
    /// compare them either: a keystroke costs the rows it changed, not the screen.
    public func frame() -> ScreenFrame {
        // The app's properties read once: each read of a class's stored property is a dynamic
        // exclusivity check, and a frame read some of them a dozen times.
        let layout = buffer.layout
        let (columns, rows, prompt, wraps) = (self.columns, self.rows, self.prompt, self.wraps)
        // What the last frame painted, moved out for this one (two accesses instead of one per use).
        var painted = PaintedScreen()
        swap(&painted, &self.painted)
        defer { swap(&painted, &self.painted) }
        let context = PaintedScreen.Context(columns: columns, rows: rows, leftColumn: viewport.leftColumn, wraps: wraps,
                                            tabInterval: Int(layout.measurer.tabInterval))
        // Small screens share rows between the text and the bar: they are drawn whole.
        let incremental = rows >= 3 && painted.context == context && painted.frame != nil
        var frame = incremental ? painted.frame! : ScreenFrame(columns: columns, rows: rows)
        let showsText = rows > 1 || prompt == nil
        if showsText {
            let (lines, kept) = viewport.frameLines(in: layout, keeping: incremental)
            painted.rows = paintText(lines, kept: kept, previous: incremental ? painted.rows : nil, into: &frame)
        } else {
            painted.rows = PaintedScreen.Rows()
        }
        let bottom = rows - 1
        if rows >= 3 {
            let status = statusLine()
            if !incremental || painted.status != status {
                status.paint(into: &frame, row: rows - 2, texts: &painted.statusTexts, over: incremental ? painted.status : nil)
                painted.status = status
            }
            // With no prompt the bottom line is the message alone: kept while it is the same.
            let message = self.message
            if !incremental || prompt != nil || painted.bottomMessage != .some(message) {
                frame.clear(row: bottom)
                paintBottomLine(into: &frame, row: bottom)
            }
            painted.bottomMessage = prompt == nil ? .some(message) : nil
        } else if rows == 2 {
            if prompt != nil || message != nil {
                paintBottomLine(into: &frame, row: bottom)
            } else {
                statusLine().paint(into: &frame, row: bottom, texts: &painted.statusTexts)
            }
        } else if prompt != nil {
            paintBottomLine(into: &frame, row: 0)
        }
        if prompt == nil {
            let editor = editor
            let primary = editor.selections[editor.primarySelectionIndex]
            frame.cursor = viewport.cell(of: primary.head, affinity: primary.affinity, in: layout)
        }
        painted.context = context
        painted.frame = frame
        return frame
    }

    /// Draws the visible lines with selections, secondary carets and find matches: every row
    /// unless `previous` (the last frame's rows, for an incremental frame), else only the rows whose
    /// line or decorations differ from the last frame's (`kept` holds the last frame's lines
    /// carried through the edits since, nil where an edit touched the paragraph). Returns what it
    /// painted.
    private func paintText(_ lines: [LineFragment], kept: [VisibleLineCache.KeptLine?], previous: PaintedScreen.Rows?,
                           into frame: inout ScreenFrame) -> PaintedScreen.Rows {
        let incremental = previous != nil
        let previous = previous ?? PaintedScreen.Rows()
        let layout = buffer.layout
        let editor = editor
        var records = PaintedScreen.Rows()
        defer {
            // Rows below the text that showed text last time are blanked.
            for row in stride(from: lines.count, to: Swift.min(previous.count, frame.rows), by: 1) { frame.clear(row: row) }
        }
        guard let first = lines.first, let last = lines.last else { return records }
        let visible = NSRange(location: first.range.location, length: NSMaxRange(last.range) - first.range.location)
        let primaryIndex = editor.primarySelectionIndex
        var selections: [NSRange] = []
        var carets: [Int] = []
        for (index, selection) in editor.selections.enumerated() {
            if selection.isCaret {
                if index != primaryIndex && selection.head >= visible.location && selection.head <= NSMaxRange(visible) {
                    carets.append(selection.head)
                }
            } else if NSMaxRange(selection.range) >= visible.location && selection.range.location <= NSMaxRange(visible) {
                selections.append(selection.range)
            }
        }
        var matches: [NSRange] = []
        var current: NSRange?
        if case .find = prompt, var query = try? currentQuery() {
            query.range = visible
            matches = ((try? editor.document.allMatches(for: query)) ?? []).map(\.range)
            let primary = editor.selections[primaryIndex]
            if !primary.isCaret, matches.contains(primary.range) { current = primary.range }
        }
        selections.sort { $0.location < $1.location }
        carets.sort()
        let undecorated = selections.isEmpty && carets.isEmpty && matches.isEmpty && current == nil
        var decorations = PaintedScreen.DecorationWalker(selections: selections, carets: carets, matches: matches, current: current)
        var painter = TextPainter(selections: selections, carets: carets,
                                  matches: matches, currentMatch: current, tabInterval: Int(layout.measurer.tabInterval))
        let (leftColumn, wraps) = (viewport.leftColumn, self.wraps)
        for row in lines.indices {
            // With nothing to decorate anywhere (one caret, no find), no row has decorations.
            if undecorated {
                records.appendUndecorated()
            } else {
                records.append(decorations.decorations(of: lines[row].range))
            }
            if row < previous.count, row < kept.count, let keptLine = kept[row], keptLine.range == lines[row].range,
               keptLine.endsParagraph == lines[row].endsParagraph, previous.sameDecorations(row, as: records) {
                continue
            }
            if incremental { frame.clear(row: row) }
            painter.paint(lines[row], row: row, into: &frame, layout: layout, leftColumn: leftColumn, wraps: wraps,
                          plain: !records.isDecorated(row))
        }
        return records
    }

    /// The status line: name, modified and read-only flags; line:column (in grapheme clusters),
    /// encoding and byte order mark, line ending.
    func statusLine() -> StatusLine {
        let document = editor.document
        let primary = editor.selections[editor.primarySelectionIndex]
        let head = primary.head
        let line = document.lineIndex(at: head)
        let lineStart = document.location(ofLine: line)
        let estimate = head - lineStart > 100_000
        let column: Int
        if estimate {
            column = head - lineStart + 1
        } else {
            // The caret's line is at hand (the cursor is placed from it): when it starts the hard
            // line, its caret positions are the clusters before the caret, with no text read.
            let caretLine = viewport.cache.caretLine(at: head, affinity: primary.affinity, in: buffer.layout)
            if caretLine.range.location == lineStart, let count = caretLine.clusterCount(before: head) {
                column = count + 1
            } else {
                column = Self.clusterCount(in: NSRange(location: lineStart, length: head - lineStart), of: document) + 1
            }
        }
        return StatusLine(file: .init(name: buffer.displayName, isModified: buffer.isModified, isReadOnly: buffer.isReadOnly),
                          settings: .init(encoding: document.encoding, hasByteOrderMark: document.hasByteOrderMark,
                                          lineEnding: document.lineEnding, wraps: wraps),
                          carets: editor.selections.count, line: line + 1, column: column, columnIsEstimate: estimate)
    }

    /// The grapheme clusters in `range` of `document`: its length when it is ASCII other than CR
    /// (each unit a cluster of its own), else counted on its text.
    static func clusterCount(in range: NSRange, of document: TextDocument) -> Int {
        var ascii = true
        document.forEachUTF16Chunk(in: range) { piece in
            for unit in piece where unit >= 0x80 || unit == 0x0D {
                ascii = false
                return false
            }
            return true
        }
        return ascii ? range.length : document.substring(with: range).count
    }

    /// The cells `text` takes on screen.
    nonisolated static func cellWidth(of text: String) -> Int {
        // Printable ASCII (the status line, mostly) is a cell a byte, with no picture to make.
        var text = text
        if text.withUTF8(ScreenFrame.isPrintableASCII) { return text.utf8.count }
        return text.reduce(0) { $0 + CellPicture.picture(of: $1).width }
    }

    /// Draws the bar, or the message.
    private func paintBottomLine(into frame: inout ScreenFrame, row: Int) {
        guard let prompt else {
            if let message { frame.write(message, row: row, column: 0) }
            return
        }
        var cursor: Int?
        var x = 0
        func field(_ label: String, _ text: String, selection: NSRange, focused: Bool) {
            x = frame.write(label, row: row, column: x, style: .bold)
            let prefix = String(text.utf16.prefix(selection.location)) ?? text
            if focused { cursor = x + Self.cellWidth(of: prefix) }
            x = frame.write(text, row: row, column: x)
        }
        switch prompt {
        case .find(let replacing):
            field("Find: ", findDraft.text, selection: findDraft.selectedRange, focused: focus.focusedField == .find)
            if replacing {
                field("  Replace: ", replaceDraft.text, selection: replaceDraft.selectedRange, focused: focus.focusedField == .replace)
            }
            let options = "  [\(findCaseInsensitive ? "aa" : "Aa")] [\(findWholeWord ? "W" : "w")] [\(findRegex ? ".*" : "--")]  \(findStatus)"
            x = frame.write(options, row: row, column: x)
        case .goToLine:
            let text = lineField?.text ?? ""
            field("Go to line: ", text, selection: lineField?.selectedRange ?? NSRange(location: 0, length: 0), focused: true)
            if let message { frame.write("  " + message, row: row, column: x) }
        case .saveAs:
            field("Save as: ", pathDraft.text, selection: pathDraft.selectedRange, focused: true)
            if let message { frame.write("  " + message, row: row, column: x) }
        case .confirmQuit:
            x = frame.write("Save changes before quitting? (y)es (n)o (c)ancel", row: row, column: 0, style: .bold)
            cursor = x
        case .confirmOverwrite:
            x = frame.write("The file changed on disk since it was opened. Overwrite it? (y/n)", row: row, column: 0, style: .bold)
            cursor = x
        }
        if let cursor { frame.cursor = (row, Swift.min(cursor, columns - 1)) }
    }
}
