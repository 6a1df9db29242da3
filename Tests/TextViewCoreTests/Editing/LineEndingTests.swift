import Foundation
import Testing
import TestingSupport
import TestSupport
@testable import TextViewCore

/// The reference: every CRLF, lone CR and lone LF of `text` replaced by `ending`, on the scalars.
private func referenceConversion(_ text: String, to ending: LineEnding) -> String {
    var result = ""
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
        if scalar == "\r" {
            if scalars.first == "\n" { scalars.removeFirst() }
            result += ending.string
        } else if scalar == "\n" {
            result += ending.string
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

@Test func lineEndingCountsFindTheDominantOneAndMixedTexts() {
    let cases: [(String, LineEndingCounts, LineEnding?, Bool)] = [
        ("", LineEndingCounts(), nil, false),
        ("no break", LineEndingCounts(), nil, false),
        ("a\nb\nc", LineEndingCounts(lf: 2), .lf, false),
        ("a\r\nb\r\n", LineEndingCounts(crlf: 2), .crlf, false),
        ("a\rb\r", LineEndingCounts(cr: 2), .cr, false),
        ("a\r\nb\nc\r\n", LineEndingCounts(lf: 1, crlf: 2), .crlf, true),
        ("\r\r\n\n\r", LineEndingCounts(lf: 1, crlf: 1, cr: 2), .cr, true),
        ("tie\n\r\n", LineEndingCounts(lf: 1, crlf: 1), .lf, true),
        ("\u{2028}\u{2029}\u{85}", LineEndingCounts(), nil, false),
    ]
    for (text, counts, dominant, mixed) in cases {
        let document = TextDocument(text)
        #expect(document.lineEndingCounts == counts, "\(text.debugDescription)")
        #expect(document.lineEndingCounts.dominant == dominant, "\(text.debugDescription)")
        #expect(document.lineEndingCounts.isMixed == mixed, "\(text.debugDescription)")
    }
    // CRLFs across many rope chunks.
    let long = TextDocument(String(repeating: "line\r\n", count: 5000) + "last\r")
    #expect(long.lineEndingCounts == LineEndingCounts(crlf: 5000, cr: 1))
}

@Test func insertNewlineUsesTheLineEndingOfTheLoadedFile() throws {
    try withIOTemporaryFolder { folder throws in
        let url = folder.appendingPathComponent("windows.txt")
        try ioWrite(Array("one\r\ntwo\r\nthree\n".utf8), to: url)
        let document = try TextDocument(contentsOf: url)
        #expect(document.lineEnding == .crlf)
        let editor = TextEditor(document: document)
        editor.selectedRange = NSRange(location: 3, length: 0)
        editor.insertNewline()
        #expect(editor.text == "one\r\n\r\ntwo\r\nthree\n")
        #expect(editor.selectedRange == NSRange(location: 5, length: 0))
        editor.lineEnding = .cr
        editor.insertNewline()
        #expect(editor.text == "one\r\n\r\r\ntwo\r\nthree\n")
        // A new document types LF.
        let plain = TextEditor(string: "ab")
        plain.selectedRange = NSRange(location: 1, length: 0)
        plain.insertNewline()
        #expect(plain.text == "a\nb")
    }
}

@Test func convertingLineEndingsIsOneUndoStepAndMatchesTheReference() {
    var rng = SplitMix64(seed: 7)
    print("seed 7")
    let pieces = ["a", "é", "😀", "\n", "\r", "\r\n", "\r\n", " ", "\u{2028}", "日本"]
    for round in 0..<40 {
        var text = ""
        for _ in 0..<Int(rng.next() % 200) { text += pieces[Int(rng.next() % UInt64(pieces.count))] }
        for ending in LineEnding.allCases {
            let editor = TextEditor(string: text)
            editor.selectedRange = NSRange(location: editor.document.length, length: 0)
            var notifications = 0
            let token = editor.addObserver { _ in notifications += 1 }
            editor.convertLineEndings(to: ending)
            let expected = referenceConversion(text, to: ending)
            #expect(editor.text == expected, "round \(round), \(ending)")
            #expect(editor.lineEnding == ending)
            let counts = editor.document.lineEndingCounts
            #expect(counts.total == counts[ending], "round \(round), \(ending)")
            // The caret at the end maps to the new end.
            #expect(editor.selectedRange == NSRange(location: editor.document.length, length: 0))
            #expect(notifications == (expected == text ? 0 : 1), "round \(round), \(ending)")
            if expected != text {
                editor.undo()
                #expect(editor.text == text, "round \(round), \(ending)")
                #expect(!editor.canUndo, "round \(round), \(ending): one step")
                editor.redo()
                #expect(editor.text == expected, "round \(round), \(ending)")
            }
            withExtendedLifetime(token) {}
        }
    }
}

@Test func convertingLineEndingsKeepsAttributes() {
    var document = TextDocument("bold\r\nplain\r\n")
    var bold = TextAttributes()
    bold.font = FontDescription(pointSize: 12, weight: .bold)
    document.setAttributes(bold, range: NSRange(location: 0, length: 6))
    let editor = TextEditor(document: document)
    editor.convertLineEndings(to: .lf)
    #expect(editor.text == "bold\nplain\n")
    #expect(editor.document.attributes(at: 4).font == bold.font)
    #expect(editor.document.attributes(at: 5).font == nil)
}

@Test(.enabled(if: scaleTestsEnabled, "internal checks make every edit O(n): the ratio is checked in the normal run"))
func convertingLineEndingsScalesLinearly() {
    let result = ScaleProbe.measure(n: 20_000, bound: ScaleGrowth.linear.bound, prepare: { n in
        TextEditor(string: String(repeating: "line of text\r\n", count: n))
    }, measure: { editor in
        editor.convertLineEndings(to: .lf)
    })
    print("convertLineEndings(to:) n -> 4n: \(result)")
    #expect(result.ratio <= ScaleGrowth.linear.bound, "\(result)")
}
