import Foundation
import Testing
import TestSupport
@testable import TextViewCore

/// Changes of text and runs as values: what a document's mutations hand back as their inverse,
/// applied exactly, restores text, attributes and paragraph styles; inverses compose like the
/// changes they undo; run changes map through text changes.
@Suite struct DocumentChangeTests {
    static let palette: [TextAttributes] = [
        TextAttributes(), TextAttributes().bold(), TextAttributes().italic(),
        TextAttributes().foregroundColor(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)),
        TextAttributes().paragraphStyle(ParagraphStyle(alignment: .center)),
    ]
    static let pieces = ["a", "bc", "\n", "\r\n", "xyz", "", "é", "😀"]

    /// A random mutation of `document` through its internal paths (scalar-aligned ranges).
    static func mutate(_ document: inout TextDocument, _ rng: inout SplitMix64) {
        var none: InverseAccumulator? = nil
        mutate(&document, &rng, inverse: &none)
    }

    /// A random mutation adding its inverse to `inverse` (when not nil).
    static func mutate(_ document: inout TextDocument, _ rng: inout SplitMix64, inverse: inout InverseAccumulator?) {
        let n = document.length
        var a = Int.random(in: 0...n, using: &rng)
        var b = Int.random(in: a...Swift.min(n, a + 6), using: &rng)
        a = document.rope.scalarBoundary(atOrBefore: a)
        b = document.rope.scalarBoundary(atOrAfter: b)
        let range = NSRange(location: a, length: b - a)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0, 1:
            let attributes = Bool.random(using: &rng) ? nil : palette.randomElement(using: &rng)
            document.applyReplacement(a ..< b, with: pieces.randomElement(using: &rng)!, attributes: attributes, inverse: &inverse)
        case 2:
            document.setAttributes(palette.randomElement(using: &rng)!, range: range, inverse: &inverse)
        case 3:
            let added = palette.randomElement(using: &rng)!
            document.transformAttributes(in: range, inverse: &inverse) { $0.merging(added) }
        default:
            document.setParagraphStyle(Bool.random(using: &rng) ? nil : ParagraphStyle(alignment: .right), forParagraphsIn: range,
                                       inverse: &inverse)
        }
    }

    /// Runs `count` random mutations with a recorder on, and returns their inverse.
    static func record(_ document: inout TextDocument, count: Int, _ rng: inout SplitMix64) -> DocumentChange? {
        var recorder: InverseAccumulator? = InverseAccumulator()
        for _ in 0 ..< count { mutate(&document, &rng, inverse: &recorder) }
        return recorder!.takeInverse()
    }

    static func start(_ rng: inout SplitMix64) -> TextDocument {
        var document = TextDocument("one two\nthree\r\nfour five six\n")
        for _ in 0 ..< 6 { mutate(&document, &rng) }
        return document
    }

    @Test func applyingTheInverseRestoresTextAndRunsAndItsInverseRedoes() {
        for seed in UInt64(1)...300 {
            var rng = SplitMix64(seed: seed)
            var document = Self.start(&rng)
            let before = document
            guard let inverse = Self.record(&document, count: Int.random(in: 1...6, using: &rng), &rng) else { continue }
            let after = document
            let redo = document.apply(inverse)
            #expect(document == before, "seed \(seed): undo gave \(document.string.debugDescription), runs \(Array(document.runs(in: NSRange(location: 0, length: document.length))))")
            document.apply(redo)
            #expect(document == after, "seed \(seed): redo gave \(document.string.debugDescription)")
        }
    }

    @Test func composedInversesUndoBothTransactions() {
        for seed in UInt64(1)...200 {
            var rng = SplitMix64(seed: seed)
            var document = Self.start(&rng)
            let before = document
            let first = Self.record(&document, count: 3, &rng) ?? DocumentChange(text: ChangeSet(length: document.length))
            let second = Self.record(&document, count: 3, &rng) ?? DocumentChange(text: ChangeSet(length: document.length))
            document.apply(second.composed(with: first))
            #expect(document == before, "seed \(seed)")
        }
    }

    /// Changes made from the back of the text to its front (how a multi-cursor edit or a
    /// replace-all is applied) are concatenated instead of composed pair by pair: the result undoes
    /// them all, and equals composing them one by one; a change out of that order in the middle
    /// of a run, or one of attributes only, still composes.
    @Test func inversesRecordedBackToFrontConcatenate() {
        let seed = UInt64.random(in: 0 ... 1_000_000)
        print("inversesRecordedBackToFrontConcatenate seed \(seed)")
        var rng = SplitMix64(seed: seed)
        for round in 0 ..< 300 {
            var document = Self.start(&rng)
            for _ in 0 ..< 4 { document.applyReplacement(0 ..< 0, with: "lorem ipsum\n", attributes: Self.palette.randomElement(using: &rng)) }
            let before = document
            var accumulator = InverseAccumulator()
            var folded: DocumentChange?
            var upper = document.length
            for _ in 0 ..< Int.random(in: 1 ... 12, using: &rng) {
                // Mostly below the previous edit; now and then anywhere (the run must end there).
                let anywhere = Int.random(in: 0 ..< 8, using: &rng) == 0
                let top = anywhere ? document.length : upper
                guard top > 0 || anywhere else { break }
                var a = Int.random(in: 0 ... top, using: &rng)
                var b = Int.random(in: a ... Swift.min(top, a + 5), using: &rng)
                a = document.rope.scalarBoundary(atOrBefore: a)
                b = document.rope.scalarBoundary(atOrAfter: b)
                if b > top { b = a }
                var single: InverseAccumulator? = InverseAccumulator()
                if Int.random(in: 0 ..< 6, using: &rng) == 0 {
                    document.setAttributes(Self.palette.randomElement(using: &rng)!, range: NSRange(location: a, length: b - a),
                                           inverse: &single)
                } else {
                    document.applyReplacement(a ..< b, with: Self.pieces.randomElement(using: &rng)!,
                                              attributes: Bool.random(using: &rng) ? nil : Self.palette.randomElement(using: &rng),
                                              inverse: &single)
                }
                guard let inverse = single!.takeInverse() else { continue }
                accumulator.add(inverse)
                folded = folded.map { inverse.composed(with: $0) } ?? inverse
                upper = inverse.localSpan?.input.lowerBound ?? 0
            }
            guard let folded, let concatenated = accumulator.takeInverse() else { continue }
            var undone = document
            undone.apply(concatenated)
            #expect(undone == before, "seed \(seed) round \(round): \(undone.string.debugDescription) for \(before.string.debugDescription)")
            var undoneByFolding = document
            undoneByFolding.apply(folded)
            #expect(undoneByFolding == undone, "seed \(seed) round \(round): folding and concatenating differ")
            #expect(concatenated.text.apply(to: document).string == before.string, "seed \(seed) round \(round)")
        }
    }

    @Test func anUnrecordedEditMovesAStepWithItsRuns() {
        let bold = TextAttributes().bold()
        let editor = TextEditor(string: "abXcd")
        editor.setAttributes(bold, range: NSRange(location: 2, length: 1))
        editor.selectedRange = NSRange(location: 3, length: 0)
        editor.deleteBackward()
        #expect(editor.text == "abcd")
        editor.recordsUndo = false
        editor.replaceCharacters(in: NSRange(location: 2, length: 0), with: "zz")
        editor.replaceCharacters(in: NSRange(location: 0, length: 0), with: "y")
        editor.recordsUndo = true
        #expect(editor.text == "yabzzcd")
        editor.undo()
        // The deleted X comes back where it was, after the text inserted at its place, bold.
        #expect(editor.text == "yabzzXcd")
        #expect(editor.document.attributes(at: 5) == bold)
        #expect(editor.document.attributes(at: 4) != bold && editor.document.attributes(at: 6) != bold)
    }

    @Test func runChangesMapThroughTextChangesKeepingOnlyUntouchedText() {
        let red = AttributedRun(length: 4, attributes: TextAttributes().bold())
        let change = RunChange(location: 2, runs: [red, AttributedRun(length: 2, attributes: TextAttributes())])
        // Text of 10 units: insert 3 at 4 (inside the section), delete 6..<7 (inside it).
        let text = ChangeDescription(replacements: [.init(range: 4 ..< 4, insertedLength: 3), .init(range: 6 ..< 7, insertedLength: 0)], length: 10)
        let mapped = change.mapped(through: text)
        #expect(mapped.sections.map(\.range) == [2 ..< 4, 7 ..< 9, 9 ..< 10] || mapped.sections.map(\.range) == [2 ..< 4, 7 ..< 10])
        #expect(mapped.sections.reduce(0) { $0 + $1.length } == 5)
        let over = change.overlaid(by: RunChange(location: 3, runs: [AttributedRun(length: 2, attributes: TextAttributes().italic())]))
        #expect(over.sections.map(\.range) == [2 ..< 8])
        #expect(over.sections[0].runs.map(\.length) == [1, 2, 1, 2])
    }

    /// Random deletions in a document of random runs, each an undo step, some coalesced (typed
    /// backspaces): undo restores text and runs exactly, whether a deleted range lay inside one
    /// run or across several.
    @Test(arguments: [21, 22, 23] as [UInt64])
    func undoingDeletionsRestoresTheirRuns(seed: UInt64) {
        print("DocumentChangeTests seed \(seed)")
        var random = SplitMix64(seed: seed)
        let original = String(repeating: "abcdefghij", count: 6)
        for _ in 0 ..< 60 {
            var document = TextDocument(original)
            for location in stride(from: 0, to: 60, by: 5) where random.next() % 2 == 0 {
                let value = Self.palette[Int(random.next() % UInt64(Self.palette.count))]
                document.setAttributes(value, range: NSRange(location: location, length: Int(1 + random.next() % 7)))
            }
            let before = document.attributedRuns(in: 0 ..< 60)
            let editor = TextEditor(document: document)
            for _ in 0 ..< Int(1 + random.next() % 4) {
                let length = editor.document.length
                let lower = Int(random.next() % UInt64(length))
                if random.next() % 2 == 0 {
                    // Backspaces, which the history coalesces.
                    editor.selectedRange = NSRange(location: lower + 1, length: 0)
                    for _ in 0 ..< Int(1 + random.next() % 5) { editor.deleteBackward() }
                } else {
                    let count = Int(1 + random.next() % UInt64(Swift.min(9, length - lower)))
                    editor.breakUndoCoalescing()
                    editor.replaceCharacters(in: NSRange(location: lower, length: count), with: "")
                }
            }
            while editor.canUndo { editor.undo() }
            #expect(editor.text == original)
            #expect(editor.document.attributedRuns(in: 0 ..< 60) == before)
        }
    }
}
