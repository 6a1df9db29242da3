import Foundation
import Testing
import TextViewCore
@testable import TextViewTerminal

/// The app's state machine, driven by decoded bytes and checked on its frames and its text.
@MainActor
@Suite struct EditorAppTests {
    func makeApp(_ text: String, columns: Int = 20, rows: Int = 6, url: URL? = nil) -> EditorApp {
        EditorApp(buffer: EditorBuffer(document: TextDocument(text), url: url, width: Double(columns)), columns: columns, rows: rows)
    }
    /// Feeds `bytes` as the terminal would send them.
    func type(_ app: EditorApp, _ bytes: String) {
        var decoder = InputDecoder()
        app.handle(decoder.feed(Array(bytes.utf8)) + decoder.timeout())
    }
    func rows(_ app: EditorApp) -> [String] {
        let frame = app.frame()
        return (0 ..< frame.rows).map { frame.text(ofRow: $0) }
    }

    @Test func typingWrapsInCellsAndKeepsIndentation() {
        let app = makeApp("", columns: 10, rows: 5)
        type(app, "  日本語テキスト")
        type(app, "\r")
        type(app, "x")
        #expect(app.editor.text == "  日本語テキスト\n  x")
        // 2 + 8 cells fit the first line; the rest wraps.
        #expect(rows(app).prefix(3) == ["  日本語テ", "キスト", "  x"])
        #expect(app.frame().cursor! == (2, 3))
    }

    /// An ASCII letter a combining mark follows is one cell with it, in a row written as runs of
    /// ASCII (no decorations) and in one with a selection on it.
    @Test func combiningMarksAfterASCIIStayInTheirLettersCell() {
        let app = makeApp("cafe\u{301} ok\nnaïve x", columns: 20, rows: 4)
        #expect(rows(app).prefix(2) == ["cafe\u{301} ok", "naïve x"])
        var frame = app.frame()
        #expect(frame[0, 3].text == "e\u{301}")
        #expect(frame[0, 4].text == " " && frame[0, 5].text == "o")
        app.editor.selectedRange = NSRange(location: 0, length: 4)
        frame = app.frame()
        #expect(frame[0, 3].text == "e\u{301}" && frame[0, 5].text == "o")
        #expect(frame[0, 0].style.contains(.inverse) && !frame[0, 5].style.contains(.inverse))
    }

    @Test func undoRedoAndPasteAsOneStep() {
        let app = makeApp("")
        type(app, "abc")
        type(app, "\u{1B}[200~one\rtwo\u{1B}[201~")
        #expect(app.editor.text == "abcone\ntwo")
        type(app, "\u{1A}") // Ctrl-Z
        #expect(app.editor.text == "abc")
        type(app, "\u{19}") // Ctrl-Y
        #expect(app.editor.text == "abcone\ntwo")
    }

    @Test func findIncrementalWithCountRegexAndBadRegex() {
        let app = makeApp("cat dog cat bird cat", columns: 70)
        type(app, "\u{6}cat")
        #expect(app.findStatus == "1/3")
        #expect(app.editor.selectedRange == NSRange(location: 0, length: 3))
        type(app, "\r")
        #expect(app.findStatus == "2/3")
        type(app, "\u{1B}r") // Alt-R: regex
        type(app, "\u{7F}\u{7F}\u{7F}b[a-z]+d")
        #expect(app.findStatus == "1/1")
        #expect(app.editor.selectedRange == NSRange(location: 12, length: 4))
        type(app, "(")
        #expect(app.findStatus.hasPrefix("bad regex: U_REGEX_MISMATCHED_PAREN"))
        #expect(rows(app).last!.contains("bad regex"))
        type(app, "\u{1B}")
        #expect(app.prompt == nil)
    }

    @Test func replaceAllIsOneUndoStep() {
        let app = makeApp("a-b-c-d", columns: 40)
        type(app, "\u{12}-\t+") // Ctrl-R, pattern, Tab to the replace field, template
        type(app, "\u{1B}a") // Alt-A
        #expect(app.editor.text == "a+b+c+d")
        #expect(app.findStatus == "replaced 3")
        type(app, "\u{1B}")
        type(app, "\u{1A}")
        #expect(app.editor.text == "a-b-c-d")
    }

    @Test func goToLineRefusesBadInput() {
        let app = makeApp("1\n2\n3\n4\n5\n6\n7\n8\n9\n10", columns: 20, rows: 6)
        type(app, "\u{7}") // Ctrl-G
        #expect(app.prompt == .goToLine)
        type(app, "\u{7F}abc") // letters are refused by the field
        #expect(app.lineField?.text == "")
        type(app, "\r") // an empty draft does not parse: no jump
        #expect(app.prompt == .goToLine)
        #expect(app.editor.selectedRange.location == 0)
        type(app, "8\r")
        #expect(app.prompt == nil)
        #expect(app.editor.selectedRange.location == app.editor.document.location(ofLine: 7))
        #expect(rows(app).contains("8"))
    }

    @Test func goToLineFieldEmptiedByBackspaceIsRefusedNotFatal() {
        // The tmux test's keys: a digit kept between refused letters, deleted, then Enter. The
        // field's one-character document emptied by a deletion must stay usable.
        let app = makeApp((1 ... 40).map { "line \($0)" }.joined(separator: "\n"), columns: 40, rows: 8)
        type(app, "\u{7}")
        type(app, "\u{7F}x1y")
        #expect(app.lineField?.text == "1")
        _ = rows(app)
        type(app, "\u{7F}\r")
        #expect(app.lineField?.text == "")
        #expect(app.prompt == .goToLine)
        #expect(rows(app).joined().contains("not a line number"))
        type(app, "30\r")
        #expect(app.prompt == nil)
        #expect(app.editor.selectedRange.location == app.editor.document.location(ofLine: 29))
    }

    @Test func selectNextOccurrenceTypesAtEveryCaret() {
        let app = makeApp("foo bar foo baz foo", columns: 40)
        type(app, "\u{4}\u{4}\u{4}") // Ctrl-D three times: the word, then two more
        #expect(app.editor.selections.count == 3)
        type(app, "X")
        #expect(app.editor.text == "X bar X baz X")
        type(app, "\u{1B}")
        #expect(app.editor.selections.count == 1)
    }

    @Test func mouseClickDragAndAltClick() {
        let app = makeApp("hello world\nsecond line", columns: 20, rows: 6)
        _ = app.frame()
        type(app, "\u{1B}[<0;7;1M")
        #expect(app.editor.selectedRange == NSRange(location: 6, length: 0))
        type(app, "\u{1B}[<32;12;1M\u{1B}[<0;12;1m")
        #expect(app.editor.selectedRange == NSRange(location: 6, length: 5))
        type(app, "\u{1B}[<8;1;2M") // Alt-click adds a caret
        #expect(app.editor.selections.count == 2)
        // A press below the text is ignored; one far right clamps to the line's end.
        type(app, "\u{1B}[<0;9999;9999M\u{1B}[<0;1;1m")
        #expect(app.editor.selections.count == 2)
        type(app, "\u{1B}[<0;9999;2M\u{1B}[<0;9999;2m")
        #expect(app.editor.selections == [TextSelection(caret: 23)])
    }

    @Test func resizeToOneByOneAndBack() {
        let app = makeApp(SampleDocument.text, columns: 80, rows: 24)
        type(app, "\u{1B}[1;5F") // Ctrl-End
        let end = app.editor.selectedRange
        for (columns, rows) in [(30, 10), (1, 1), (0, 0), (500, 3), (80, 24)] {
            app.handle(.resize(columns: columns, rows: rows))
            let frame = app.frame()
            #expect(frame.columns == max(1, columns) && frame.rows == max(1, rows))
            #expect(app.editor.selectedRange == end)
        }
        #expect(app.frame().cursor != nil)
    }

    @Test func quitAsksWhenModified() {
        let app = makeApp("")
        type(app, "x\u{11}")
        #expect(app.prompt == .confirmQuit)
        #expect(!app.isFinished)
        type(app, "c")
        #expect(app.prompt == nil && !app.isFinished)
        type(app, "\u{11}n")
        #expect(app.isFinished)
    }

    @Test func controlCharactersInTheFileAreDrawnAsPictures() throws {
        let app = makeApp("a\u{1B}]0;TITLE\u{7}b\u{202E}c", columns: 40)
        var renderer = FrameRenderer()
        var screen = VTScreen(columns: 40, rows: 6)
        try screen.apply(renderer.render(app.frame()))
        #expect(screen.text(ofRow: 0) == "a␛]0;TITLE␇b¤c")
    }

    @Test func saveKeepsEncodingBOMAndLineEndingsAndFailureKeepsEdits() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tvedit-app-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("crlf.txt")
        try Data([0xEF, 0xBB, 0xBF] + Array("one\r\ntwo\r\n".utf8)).write(to: url)
        let app = EditorApp(buffer: try EditorBuffer.open(url, width: 40), columns: 40, rows: 6)
        #expect(rows(app)[4].contains("UTF-8 BOM  CRLF"))
        type(app, "\u{1B}[Bx\r\u{13}") // Down, x, Enter, Ctrl-S
        #expect(try Data(contentsOf: url) == Data([0xEF, 0xBB, 0xBF] + Array("one\r\nx\r\ntwo\r\n".utf8)))
        #expect(!app.buffer.isModified)
        // A save into a folder that is gone fails, says so, and keeps the edit.
        type(app, "y")
        try FileManager.default.removeItem(at: folder)
        type(app, "\u{13}") // the file is gone: asked first
        #expect(app.prompt == .confirmOverwrite(thenQuit: false))
        type(app, "y")
        #expect(app.message?.hasPrefix("save failed") == true)
        #expect(app.buffer.isModified)
        #expect(app.editor.text == "one\r\nx\r\nytwo\r\n")
    }

    @Test func lossyFileOpensReadOnly() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tvedit-lossy-\(getpid()).txt")
        try Data([0x61, 0xFF, 0x62]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let app = EditorApp(buffer: try EditorBuffer.open(url, width: 40), columns: 40, rows: 6)
        #expect(app.buffer.isReadOnly)
        type(app, "z")
        #expect(app.editor.text == "a\u{FFFD}b")
        #expect(app.message?.contains("read-only") == true)
        type(app, "\u{1B}u") // Alt-U converts
        type(app, "z")
        #expect(app.editor.text == "za\u{FFFD}b")
    }

    @Test func changedOnDiskIsAskedBeforeOverwriting() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tvedit-disk-\(getpid()).txt")
        try Data("old".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let app = EditorApp(buffer: try EditorBuffer.open(url, width: 40), columns: 40, rows: 6)
        type(app, "x")
        try Data("changed elsewhere".utf8).write(to: url)
        type(app, "\u{13}")
        #expect(app.prompt == .confirmOverwrite(thenQuit: false))
        type(app, "n")
        #expect(try String(contentsOf: url, encoding: .utf8) == "changed elsewhere")
        type(app, "\u{13}y")
        #expect(try String(contentsOf: url, encoding: .utf8) == "xold")
    }

    @Test func sampleIsNeverWrittenWithoutSaveAs() {
        let app = EditorApp(buffer: EditorBuffer(document: TextDocument(SampleDocument.text), url: nil, width: 80), columns: 80, rows: 24)
        type(app, "\u{13}")
        #expect(app.prompt == .saveAs(thenQuit: false))
        #expect(app.buffer.url == nil)
    }

    @Test func copyOffersOSC52() {
        let app = makeApp("hello")
        type(app, "\u{1}\u{3}") // Ctrl-A, Ctrl-C
        #expect(app.clipboard == "hello")
        #expect(String(decoding: app.takeTerminalOutput(), as: UTF8.self) == "\u{1B}]52;c;aGVsbG8=\u{1B}\\")
        type(app, "\u{1B}[F\u{16}") // End, Ctrl-V
        #expect(app.editor.text == "hellohello")
    }
}
