import Foundation
import TextViewCore
import TextViewBridge

extension EditorApp {
    // MARK: Opening the bar

    /// Opens the find bar (with the replace field when `replacing`), the pattern selected so
    /// typing replaces it; a one-line selection becomes the pattern.
    func openFind(replacing: Bool) {
        let primary = editor.selections[editor.primarySelectionIndex]
        findOrigin = primary.range.location
        if !primary.isCaret {
            let selected = editor.document.substring(with: primary.range)
            if !selected.contains(where: \.isNewline) { findDraft.text = selected }
        }
        findDraft.selectAll()
        prompt = .find(replacing: replacing)
        focus.attach(.find)
        if replacing { focus.attach(.replace) }
        focus.focusedField = .find
        draftChanged()
    }

    /// Opens go to line: a formatted integer field holding the caret's line.
    func openGoToLine() {
        let head = editor.selections[editor.primarySelectionIndex].head
        let field = FormattedField(value: editor.document.lineIndex(at: head) + 1,
                                   format: IntegerFormatStyle<Int>(locale: Locale(identifier: "en_US_POSIX")).grouping(.never))
        // Only digits reach the draft: anything else is refused as it is typed.
        lineFilter = field.addInputFilter(.allowedCharacters(CharacterSet(charactersIn: "0123456789")))
        field.selectedRange = NSRange(location: 0, length: field.text.utf16.count)
        lineField = field
        prompt = .goToLine
        focus.attach(.line, onEditingChanged: { [weak field] editing in field?.editingChanged(editing) })
        focus.focusedField = .line
    }

    /// Opens the save-as prompt with the current path.
    func openSaveAs(thenQuit: Bool) {
        pathDraft.text = buffer.url?.path ?? ""
        pathDraft.selectedRange = NSRange(location: pathDraft.document.length, length: 0)
        prompt = .saveAs(thenQuit: thenQuit)
        focus.attach(.path)
        focus.focusedField = .path
    }

    /// Closes the bar.
    func closePrompt() {
        for field in focus.attachedFields { focus.detach(field) }
        prompt = nil
        lineField = nil
        lineFilter = nil
    }

    /// The draft of the focused text field, if a text field has focus.
    func focusedDraft() -> TextEditor? {
        switch focus.focusedField {
        case .find: findDraft
        case .replace: replaceDraft
        case .path: pathDraft
        case .line, nil: nil
        }
    }

    // MARK: Keys in the bar

    /// A key while the bar is open.
    func handlePromptKey(_ key: KeyEvent) {
        guard let prompt else { return }
        message = nil
        switch prompt {
        case .find(let replacing):
            handleFindKey(key, replacing: replacing)
        case .goToLine:
            handleGoToLineKey(key)
        case .saveAs(let thenQuit):
            switch key.key {
            case .escape: closePrompt()
            case .enter:
                let path = pathDraft.text
                guard !path.isEmpty else { message = "no file name"; return }
                closePrompt()
                let url = URL(fileURLWithPath: path)
                if saveNow(to: url), thenQuit { finish() }
            default:
                _ = DraftKeys.apply(key, to: pathDraft)
            }
        case .confirmQuit:
            guard case .character(let answer) = key.key, key.modifiers.isDisjoint(with: [.control, .alt]) else {
                if key.key == .escape || key == .control("c") { closePrompt() }
                return
            }
            switch answer.lowercased() {
            case "y":
                closePrompt()
                save(thenQuit: true)
            case "n":
                closePrompt()
                finish()
            case "c":
                closePrompt()
            default:
                break
            }
        case .confirmOverwrite(let thenQuit):
            guard case .character(let answer) = key.key, key.modifiers.isDisjoint(with: [.control, .alt]) else {
                if key.key == .escape { closePrompt() }
                return
            }
            switch answer.lowercased() {
            case "y":
                closePrompt()
                if let url = buffer.url, saveNow(to: url), thenQuit { finish() }
            case "n", "c":
                closePrompt()
                message = "not saved"
            default:
                break
            }
        }
    }

    /// A key in the find bar.
    func handleFindKey(_ key: KeyEvent, replacing: Bool) {
        let alt = key.modifiers.contains(.alt)
        switch key.key {
        case .escape:
            closePrompt()
        case .enter where focus.focusedField == .replace:
            replaceOne()
        case .enter:
            findAgain(forward: !key.modifiers.contains(.shift))
        case .up:
            findAgain(forward: false)
        case .down:
            findAgain(forward: true)
        case .tab where replacing:
            focus.focusedField = focus.focusedField == .find ? .replace : .find
        case .character("c") where alt:
            findCaseInsensitive.toggle()
            draftChanged()
        case .character("w") where alt:
            findWholeWord.toggle()
            draftChanged()
        case .character("r") where alt:
            findRegex.toggle()
            draftChanged()
        case .character("a") where alt && replacing:
            replaceAll()
        case .character("n") where key.modifiers == .control:
            findAgain(forward: true)
        case .character("p") where key.modifiers == .control:
            findAgain(forward: false)
        default:
            guard let draft = focusedDraft() else { return }
            let before = draft.text
            _ = DraftKeys.apply(key, to: draft)
            if draft === findDraft && draft.text != before { draftChanged() }
        }
    }

    /// A key in the go-to-line field.
    func handleGoToLineKey(_ key: KeyEvent) {
        guard let field = lineField else { return }
        switch key.key {
        case .escape:
            closePrompt()
        case .enter:
            field.submit()
            guard field.isValid else {
                message = "not a line number: \(field.error?.message ?? "")"
                return
            }
            let line = Swift.max(1, Swift.min(field.value, editor.document.lineCount))
            closePrompt()
            editor.selectedRange = NSRange(location: editor.document.location(ofLine: line - 1), length: 0)
            revealCaret()
        case .backspace:
            field.deleteBackward()
        case .character(let character) where key.modifiers.isDisjoint(with: [.control, .alt]):
            field.insertText(String(character))
        default:
            break
        }
    }

    // MARK: Find and replace

    /// The query the find bar describes; nil for an empty pattern. Throws ICU's error for a bad
    /// regular expression.
    func currentQuery() throws -> SearchQuery? {
        let pattern = findDraft.text
        guard !pattern.isEmpty else { return nil }
        if findRegex {
            return try SearchQuery(regularExpression: pattern, caseInsensitive: findCaseInsensitive, wholeWord: findWholeWord)
        }
        return SearchQuery(pattern, caseInsensitive: findCaseInsensitive, wholeWord: findWholeWord)
    }

    /// The pattern or an option changed: search again from where the bar opened (incremental).
    func draftChanged() {
        guard case .find = prompt else { return }
        do {
            guard let query = try currentQuery() else {
                findStatus = ""
                editor.selectedRange = NSRange(location: findOrigin, length: 0)
                return
            }
            lastQuery = query
            editor.selectedRange = NSRange(location: findOrigin, length: 0)
            let match = try editor.findNext(query, wraps: true)
            try updateFindStatus(query, match: match)
            revealCaret()
        } catch {
            findStatus = Self.describe(error)
        }
    }

    /// Sets ``findStatus`` to "index/count" of `match`, or "no match".
    func updateFindStatus(_ query: SearchQuery, match: SearchMatch?) throws {
        let document = editor.document
        let count = try document.numberOfMatches(for: query)
        guard let match, count > 0 else {
            findStatus = "no match"
            return
        }
        var before = query
        before.range = NSRange(location: 0, length: match.range.location)
        findStatus = "\(try document.numberOfMatches(for: before) + 1)/\(count)"
    }

    /// Find next or previous (Enter, Shift-Enter, Ctrl-N, Ctrl-P), with the bar's query or the last
    /// one, wrapping round.
    func findAgain(forward: Bool) {
        do {
            let query = prompt == nil ? lastQuery : try currentQuery()
            guard let query else { message = "nothing to find (Ctrl-F)"; return }
            lastQuery = query
            let match = forward ? try editor.findNext(query, wraps: true) : try editor.findPrevious(query, wraps: true)
            if prompt != nil {
                try updateFindStatus(query, match: match)
            } else if match == nil {
                message = "no match"
            }
            revealCaret()
        } catch {
            findStatus = Self.describe(error)
            if prompt == nil { message = findStatus }
        }
    }

    /// Replaces the current match and selects the next (Enter in the replace field).
    func replaceOne() {
        guard allowsEdits() else { return }
        do {
            guard let query = try currentQuery() else { return }
            let next = try editor.replaceCurrent(query, with: replaceDraft.text)
            try updateFindStatus(query, match: next)
            revealCaret()
        } catch {
            findStatus = Self.describe(error)
        }
    }

    /// Replaces every match, as one undo step (Alt-A in the replace bar).
    func replaceAll() {
        guard allowsEdits() else { return }
        do {
            guard let query = try currentQuery() else { return }
            let count = try editor.replaceAll(query, with: replaceDraft.text)
            findStatus = "replaced \(count)"
            revealCaret()
        } catch {
            findStatus = Self.describe(error)
        }
    }

    /// A search error as the bar shows it: ICU's message and where in the pattern.
    static func describe(_ error: any Error) -> String {
        if case SearchError.invalidPattern(let message, _, let offset) = error {
            return "bad regex: \(message) at \(offset)"
        }
        return "\(error)"
    }

    // MARK: Saving

    /// Save: to the file (asking first if it changed on disk), or through save-as when there is
    /// none (the sample).
    func save(thenQuit: Bool) {
        guard buffer.url != nil else {
            openSaveAs(thenQuit: thenQuit)
            return
        }
        if buffer.changedOnDisk {
            prompt = .confirmOverwrite(thenQuit: thenQuit)
            return
        }
        if saveNow(to: buffer.url!), thenQuit { finish() }
    }

    /// Writes the file; on failure says why and keeps every edit.
    @discardableResult
    func saveNow(to url: URL) -> Bool {
        do {
            try buffer.save(to: url)
            message = "saved \(url.lastPathComponent)"
            return true
        } catch {
            message = "save failed: \(error)"
            return false
        }
    }
}
