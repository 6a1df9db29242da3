import Foundation
import Testing
import TextViewCore
@testable import TextViewTerminal

/// Issue 22, "a keystroke does work proportional to what changed on screen": a frame repaints
/// only the rows that changed, shares the others with the last frame, and the renderer skips
/// the shared rows; what it shows is always what a whole repaint shows.
@MainActor
@Suite struct FrameReuseTests {
    func makeApp(columns: Int = 30, rows: Int = 14) -> EditorApp {
        let paragraphs = (0 ..< 80).map { index in
            String(repeating: "word\(index) ", count: index % 6 + 1) + (index % 7 == 0 ? "日本語\te\u{301}" : "")
        }
        return EditorApp(buffer: EditorBuffer(document: TextDocument(paragraphs.joined(separator: "\n")), url: nil,
                                              width: Double(columns)), columns: columns, rows: rows)
    }

    /// The frame a whole repaint gives for the app's state now, from the layout's lines (none of
    /// the viewport's carried ones).
    func wholeFrame(_ app: EditorApp) -> ScreenFrame {
        let (kept, viewport) = (app.painted, app.viewport)
        app.painted = PaintedScreen()
        app.viewport.cache.clear()
        defer { (app.painted, app.viewport) = (kept, viewport) }
        return app.frame()
    }

    @Test func aKeystrokeRepaintsOnlyItsRowAndTheStatusLine() {
        let app = makeApp()
        app.editor.selectedRange = NSRange(location: app.editor.document.location(ofLine: 3) + 2, length: 0)
        let before = app.frame()
        var renderer = FrameRenderer()
        _ = renderer.render(before)
        app.perform(.insert("x"))
        let after = app.frame()
        let caretRow = after.cursor!.row
        for row in 0 ..< after.rows - 2 where row != caretRow {
            #expect(after.rowIsShared(row, with: before), "row \(row) was painted again")
        }
        #expect(!after.rowIsShared(caretRow, with: before))
        #expect(after == wholeFrame(app))
        // The diff writes the one changed row and the status line.
        let bytes = String(decoding: renderer.render(after), as: UTF8.self)
        #expect(bytes.contains("x"))
        #expect(bytes.count < 120, "\(bytes.debugDescription)")
    }

    /// One of the events a person sends, picked by `generator`.
    func randomEvent(_ app: EditorApp, _ generator: inout SplitMix) {
        let document = app.editor.document
        switch generator.next() % 16 {
        case 0: app.perform(.newline)
        case 1: app.perform(.backspace)
        case 2: app.perform(.insert("日x "))
        case 3: app.perform(.move(.pageDown, extending: false))
        case 4: app.perform(.move(.pageUp, extending: generator.next() % 2 == 0))
        case 5: app.perform(.move(.down, extending: true))
        case 6: app.perform(.selectNextOccurrence)
        case 7: app.perform(.escape)
        case 8: app.perform(.toggleWrap)
        case 9: app.perform(.move(.lineEnd, extending: false))
        case 10: app.perform(.undo)
        case 11: app.resize(columns: 20 + Int(generator.next() % 15), rows: 14)
        case 12: app.editor.selectedRange = NSRange(location: Int(generator.next() % UInt64(document.length + 1)), length: 0)
        case 13: app.perform(.move(.right, extending: false))
        default: app.perform(.insert("ab"))
        }
    }

    /// Several events between two frames (a burst of keys read at once, a paste's lines): the
    /// viewport walks its lines for each, carrying them through edits the frame did not see, and
    /// the next frame, built from the last one painted, still equals a whole repaint.
    @Test func framesAfterSeveralEventsEqualWholeRepaints() {
        let seed: UInt64 = 0x5E7E2
        print("FrameReuseTests.framesAfterSeveralEventsEqualWholeRepaints seed \(seed)")
        var generator = SplitMix(seed: seed)
        let app = makeApp()
        _ = app.frame()
        for step in 0 ..< 400 {
            for _ in 0 ..< 2 + generator.next() % 3 { randomEvent(app, &generator) }
            if app.columns != 30 && generator.next() % 3 == 0 { app.resize(columns: 30, rows: 14) }
            let frame = app.frame()
            let whole = wholeFrame(app)
            #expect(frame == whole, "step \(step)")
            if frame != whole { break }
        }
    }

    @Test func framesBuiltFromTheLastEqualWholeRepaintsThroughRandomEvents() {
        let seed: UInt64 = 0xF4A3E
        print("FrameReuseTests seed \(seed)")
        var generator = SplitMix(seed: seed)
        let app = makeApp()
        var renderer = FrameRenderer()
        var screen = VTScreen(columns: 30, rows: 14)
        var screenColumns = 30
        for step in 0 ..< 500 {
            randomEvent(app, &generator)
            if app.columns != 30 && generator.next() % 3 == 0 { app.resize(columns: 30, rows: 14) }
            let frame = app.frame()
            let whole = wholeFrame(app)
            #expect(frame == whole, "step \(step)")
            if frame != whole { break }
            // And the diffs, replayed, build the same screen.
            if frame.columns != screenColumns {
                // A resized terminal: drawn whole on a screen of the new size.
                screenColumns = frame.columns
                screen = VTScreen(columns: frame.columns, rows: 14)
                renderer.invalidate()
            }
            do { try screen.apply(renderer.render(frame)) } catch { Issue.record("step \(step): \(error)"); break }
            for row in 0 ..< frame.rows { #expect(screen.text(ofRow: row) == frame.text(ofRow: row), "step \(step) row \(row)") }
        }
    }
}
