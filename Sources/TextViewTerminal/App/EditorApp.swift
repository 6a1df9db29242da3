import Foundation
import TextViewCore
import TextViewBridge

/// tvedit's state machine: the text being edited, the viewport, the bottom bar (find/replace, go
/// to line, save as, the quit and overwrite questions) and the clipboard. It takes
/// ``InputEvent``s and produces ``ScreenFrame``s, with no terminal: the executable feeds it bytes
/// decoded by ``InputDecoder`` and writes frames through ``FrameRenderer``.
///
/// The bar's fields are focus-managed by a ``FocusCoordinator`` (the find and replace fields, the
/// line field, the path field) the way a SwiftUI form uses `@FocusState`; go to line is a
/// ``FormattedField`` of an integer, so input that is not a number is refused and never jumps.
@MainActor
public final class EditorApp {
    // Exclusivity: `buffer`, `columns`, `rows` and `wraps` are read several times a frame (each
    // read of a class's property is a dynamic check) and only ever assigned whole: a reference and
    // plain values, never passed inout nor mutated in place across other code (18 checks a keystroke).
    /// The text being edited.
    @exclusivity(unchecked) public internal(set) var buffer: EditorBuffer
    /// The screen's size.
    @exclusivity(unchecked) public internal(set) var columns: Int
    @exclusivity(unchecked) public internal(set) var rows: Int
    /// What is on screen of the text.
    public internal(set) var viewport: Viewport
    /// Whether lines wrap at the window's width.
    @exclusivity(unchecked) public internal(set) var wraps = true
    /// The bar's question, or nil while editing.
    public internal(set) var prompt: Prompt?
    /// A message on the bottom line until the next key.
    public var message: String?
    /// Whether the user asked to quit (and nothing holds the quit back).
    public internal(set) var isFinished = false
    /// The internal clipboard.
    public internal(set) var clipboard = ""
    /// Bytes for the terminal besides frames (the OSC 52 clipboard offer).
    var terminalOutput: [UInt8] = []

    /// Focus among the bar's fields.
    public let focus: FocusCoordinator<PromptField>
    /// Runs the coordinator's deferred work after each event.
    let scheduler = ManualScheduler()
    /// The find bar's pattern, kept between searches as in micro.
    let findDraft = TextEditor()
    /// The replacement template.
    let replaceDraft = TextEditor()
    /// The save-as path.
    let pathDraft = TextEditor()
    /// The go-to-line field.
    var lineField: FormattedField<IntegerFormatStyle<Int>, Int>?
    /// The registration of the line field's digit filter.
    var lineFilter: TextObservation?
    /// Find options: Alt-C, Alt-W, Alt-R in the bar.
    public var findCaseInsensitive = true
    public var findWholeWord = false
    public var findRegex = false
    /// Where the selection was when the find bar opened (incremental search restarts there).
    var findOrigin = 0
    /// The bar's status: "3/17", "no match", or the regex error.
    public internal(set) var findStatus = ""
    /// The last query that compiled, for find next/previous outside the bar.
    var lastQuery: SearchQuery?
    /// The drag's anchor while the left button is down.
    var dragAnchor: Int?
    /// What the last frame painted, so the next repaints only the rows that changed.
    var painted = PaintedScreen()

    /// Creates the app over `buffer` for a screen of `columns` × `rows` (each at least 1).
    public init(buffer: EditorBuffer, columns: Int, rows: Int) {
        self.buffer = buffer
        self.columns = Swift.max(1, columns)
        self.rows = Swift.max(1, rows)
        self.viewport = Viewport(rows: Self.textRows(forRows: rows), columns: columns)
        self.focus = FocusCoordinator<PromptField>(scheduler: scheduler)
        buffer.layout.width = Double(self.columns)
        buffer.onTextChange = { [weak self] change in
            guard let self else { return }
            if change.editedMask.contains(.attributes) {
                self.viewport.cache.clear()
            } else {
                self.viewport.textDidChange(change.changes, to: self.editor.document)
            }
        }
        message = buffer.lossyMessage ?? buffer.openingMessage ?? "Ctrl-S save · Ctrl-Q quit · Ctrl-F find · Ctrl-G go to line"
    }

    /// Rows of text for a screen `rows` high: all but the status line and the bottom line,
    /// and at least one.
    static func textRows(forRows rows: Int) -> Int {
        rows >= 3 ? rows - 2 : 1
    }

    /// The editor.
    public var editor: TextEditor { buffer.editor }

    /// Takes the bytes for the terminal that are not frames (clipboard offers).
    public func takeTerminalOutput() -> [UInt8] {
        defer { terminalOutput.removeAll() }
        return terminalOutput
    }

    // MARK: Events

    /// Handles one event.
    public func handle(_ event: InputEvent) {
        switch event {
        case .resize(let newColumns, let newRows):
            resize(columns: newColumns, rows: newRows)
        case .paste(let text):
            handlePaste(text)
        case .mouse(let mouse):
            handleMouse(mouse)
        case .key(let key):
            if prompt != nil {
                handlePromptKey(key)
            } else if let command = KeyMap.command(for: key) {
                message = nil
                perform(command)
            }
        case .focus:
            break
        }
        _ = scheduler.drain()
    }

    /// Handles several events, in order.
    public func handle(_ events: [InputEvent]) {
        for event in events { handle(event) }
    }

    /// A new window size: clamped to at least 1 × 1; the text rewraps and the caret stays in view.
    public func resize(columns newColumns: Int, rows newRows: Int) {
        columns = Swift.max(1, Swift.min(newColumns, 10_000))
        rows = Swift.max(1, Swift.min(newRows, 10_000))
        viewport.rows = Self.textRows(forRows: rows)
        viewport.columns = columns
        if wraps { buffer.layout.width = Double(columns) }
        revealCaret()
    }

    /// A bracketed paste: one undo step in the text, or one line in a field.
    func handlePaste(_ text: String) {
        if let field = focusedDraft() {
            field.insertText(DraftKeys.oneLine(text))
            draftChanged()
            return
        }
        if prompt == .goToLine, let lineField {
            lineField.insertText(DraftKeys.oneLine(text))
            return
        }
        guard prompt == nil, allowsEdits() else { return }
        paste(Self.normalizingLineBreaks(text, to: editor.document.lineEnding))
        revealCaret()
    }

    /// `text` with each CR, LF or CRLF as `ending` (terminals paste lines with CR).
    static func normalizingLineBreaks(_ text: String, to ending: LineEnding) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character == "\r\n" || character == "\r" || character == "\n" {
                result += ending.string
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether edits are allowed; if not, says why.
    func allowsEdits() -> Bool {
        if buffer.isReadOnly {
            message = buffer.lossyMessage ?? "read-only"
            return false
        }
        return true
    }

    /// Scrolls so the primary caret is on screen.
    func revealCaret() {
        let primary = editor.selections[editor.primarySelectionIndex]
        viewport.reveal(primary.head, affinity: primary.affinity, wraps: wraps, in: buffer.layout)
    }

    /// Queues the OSC 52 offer of `text` to the terminal's clipboard (up to 1 MB of text).
    func offerToTerminalClipboard(_ text: String) {
        let bytes = Data(text.utf8)
        guard bytes.count <= 1 << 20 else { return }
        terminalOutput.append(contentsOf: Array(XTerm.setClipboard(base64: bytes.base64EncodedString()).utf8))
    }

    /// Quits now.
    func finish() {
        isFinished = true
    }
}
