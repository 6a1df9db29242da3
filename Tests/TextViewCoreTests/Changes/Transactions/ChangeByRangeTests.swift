import Foundation
import Testing
import TestSupport
@testable import TextViewCore

/// Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Editing commands": a command at several selections is one
/// transaction carrying one change set for all its ranges (CodeMirror's `changeByRange`), and it
/// does exactly what applying each range's edit alone, from the last to the first, did.
@Suite struct ChangeByRangeTests {
    /// The alphabet of typed and pasted text: ASCII, and a surrogate pair (one cluster).
    static let pieces = ["a", "b", "x", " ", "😀", "é"]

    /// The reference: a plain `[UInt16]` text with sorted carets, changed the way the per-range
    /// application changed it.
    struct Model {
        var units: [UInt16]
        var carets: [Int]
        /// Whether each range's resulting caret forgets the change in length of the ranges before
        /// it (a deliberately broken mapping, for checking that the differential notices).
        var brokenMapping = false

        /// The edits `command` makes at each caret, sorted and with overlaps merged.
        func edits(_ command: Command) -> [(range: Range<Int>, text: [UInt16])] {
            var edits: [(range: Range<Int>, text: [UInt16])] = carets.map { caret in
                switch command {
                case .type(let s), .paste(let s), .pasteAttributed(let s):
                    return (caret ..< caret, Array(s.utf16))
                case .deleteBackward:
                    guard caret > 0 else { return (caret ..< caret, []) }
                    let width = UTF16.isTrailSurrogate(units[caret - 1]) ? 2 : 1
                    return (caret - width ..< caret, [])
                case .deleteForward:
                    guard caret < units.count else { return (caret ..< caret, []) }
                    let width = UTF16.isLeadSurrogate(units[caret]) ? 2 : 1
                    return (caret ..< caret + width, [])
                }
            }
            var merged: [(range: Range<Int>, text: [UInt16])] = []
            for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
                if let last = merged.last, edit.range.lowerBound < last.range.upperBound {
                    merged[merged.count - 1].range = last.range.lowerBound ..< Swift.max(last.range.upperBound, edit.range.upperBound)
                } else {
                    merged.append(edit)
                }
            }
            edits = merged
            return edits
        }

        /// Applies the edits one range at a time, from the last to the first, and puts a caret
        /// after each range's new text.
        mutating func apply(_ edits: [(range: Range<Int>, text: [UInt16])]) {
            for edit in edits.reversed() {
                units.replaceSubrange(edit.range, with: edit.text)
            }
            var delta = 0
            var carets: [Int] = []
            for edit in edits {
                carets.append(edit.range.lowerBound + edit.text.count + (brokenMapping ? 0 : delta))
                delta += edit.text.count - edit.range.count
            }
            self.carets = Array(Set(carets)).sorted()
        }
    }

    /// The notifications heard since the last command.
    final class Heard {
        var changes: [TextChange] = []
    }

    enum Command {
        case type(String)
        case paste(String)
        case pasteAttributed(String)
        case deleteBackward
        case deleteForward
    }

    static func randomCommand(_ rng: inout SplitMix64) -> Command {
        func text(_ n: Int) -> String { (0 ..< n).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined() }
        switch rng.next() % 6 {
        case 0, 1: return .type(text(1))
        case 2: return .paste(text(1 + Int(rng.next() % 5)))
        case 3: return .pasteAttributed(text(1 + Int(rng.next() % 4)))
        case 4: return .deleteBackward
        default: return .deleteForward
        }
    }

    /// Runs `command` on `editor` and checks it against `model`: the text, the selections, the
    /// one notification (its change set being the change set of the model's edits), and one undo
    /// step that puts the text and the selections back (then redone). Returns the mismatches.
    static func step(_ editor: TextEditor, _ model: inout Model, _ command: Command, heard: Heard) -> [String] {
        var problems: [String] = []
        let before = editor.document
        let selectionsBefore = editor.selections
        let edits = model.edits(command)
        let expected = ChangeSet(edits.map { ChangeSet.Spec(range: $0.range, insertUTF16: $0.text) }, length: model.units.count)
        model.apply(edits)
        heard.changes.removeAll()
        switch command {
        case .type(let s): editor.insertText(s)
        case .paste(let s): editor.paste(s)
        case .pasteAttributed(let s):
            // Two runs: the pasted text keeps them.
            var pasted = TextDocument(s)
            let half = pasted.utf16.count / 2
            if half > 0, !UTF16.isTrailSurrogate(Array(s.utf16)[half]) {
                pasted.setAttributes(TextAttributes().bold(), range: NSRange(location: 0, length: half))
            }
            editor.paste(pasted)
        case .deleteBackward: editor.deleteBackward()
        case .deleteForward: editor.deleteForward()
        }
        if Array(editor.document.utf16) != model.units { problems.append("text \(editor.text.debugDescription) ≠ model") }
        let carets = editor.selections.map { $0.isCaret ? $0.head : -1 }
        if carets != model.carets { problems.append("carets \(carets) ≠ model \(model.carets)") }
        if expected.isEmpty {
            return problems
        }
        if heard.changes.count != 1 { problems.append("\(heard.changes.count) notifications") }
        if let change = heard.changes.last {
            if change.changes != expected { problems.append("notified \(change.changes) ≠ \(expected)") }
            if change.selectionsAfter != editor.selections { problems.append("notified selections after differ") }
            if change.selectionsBefore != selectionsBefore { problems.append("notified selections before differ") }
        }
        if expected.apply(to: before).string != editor.text { problems.append("changes.apply(to: before) ≠ after") }
        // One undo step takes the whole command back, text, runs and selections.
        let after = editor.document
        let selectionsAfter = editor.selections
        editor.undo()
        if editor.document != before { problems.append("undo left \(editor.text.debugDescription)") }
        if editor.selections != selectionsBefore { problems.append("undo left selections \(editor.selections)") }
        editor.redo()
        if editor.document != after { problems.append("redo left \(editor.text.debugDescription)") }
        if editor.selections != selectionsAfter { problems.append("redo left selections \(editor.selections)") }
        return problems
    }

    /// Random carets in a random text: the editor and the model, set up alike.
    static func setUp(_ rng: inout SplitMix64) -> (TextEditor, Model) {
        let text = (0 ..< 6 + Int(rng.next() % 20)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
        let units = Array(text.utf16)
        // Caret positions on scalar boundaries (between clusters: the alphabet has one scalar each).
        let boundaries = (0 ... units.count).filter { $0 == units.count || !UTF16.isTrailSurrogate(units[$0]) }
        let k = 1 + Int(rng.next() % 5)
        let carets = Array(Set((0 ..< k).map { _ in boundaries[Int(rng.next() % UInt64(boundaries.count))] })).sorted()
        let editor = TextEditor(string: text)
        editor.undoCoalescingInterval = 0
        editor.selections = carets.map { TextSelection(caret: $0) }
        return (editor, Model(units: units, carets: carets))
    }

    /// Runs `steps` random commands from `seed`; returns the first mismatch.
    static func run(seed: UInt64, steps: Int, brokenMapping: Bool = false) -> String? {
        var rng = SplitMix64(seed: seed)
        var (editor, model) = setUp(&rng)
        model.brokenMapping = brokenMapping
        let heard = Heard()
        let observation = editor.addObserver { heard.changes.append($0) }
        defer { observation.cancel() }
        for i in 0 ..< steps {
            let command = randomCommand(&rng)
            let problems = step(editor, &model, command, heard: heard)
            if !problems.isEmpty { return "seed \(seed) step \(i) \(command): \(problems.joined(separator: "; "))" }
        }
        return nil
    }

    @Test func multiCursorCommandsMatchThePerRangeApplication() {
        let base: UInt64 = 0xB7_2A_4E
        print("ChangeByRangeTests seed base \(base)")
        for seed in base ..< base + 150 {
            let failure = Self.run(seed: seed, steps: 40)
            #expect(failure == nil, "\(failure ?? "")")
            if failure != nil { break }
        }
    }

    @Test func aBrokenMappingIsNoticed() {
        // Results that ignore the change in length of the ranges before them: the differential
        // must catch it within a few seeds (carets are several as soon as two are drawn).
        var caught = 0
        for seed in UInt64(1) ... 20 where Self.run(seed: seed, steps: 20, brokenMapping: true) != nil {
            caught += 1
        }
        #expect(caught > 0)
    }

    @Test func theTransactionCarriesOneChangeSet() throws {
        // Three carets apart: one section per edited range.
        let document = TextDocument("one two three four")
        let edits = [TextReplacement(3, 3, "!"), TextReplacement(7, 7, "!!"), TextReplacement(13, 18, "x")]
        let transaction = EditorTransaction(edits: edits, length: document.length,
                                            selection: .caretsAfterEdits(primaryEdit: 0), event: .inputType)
        let changes = transaction.changes
        #expect(changes.changes(individual: true).count == edits.count)
        #expect(changes.replacements.count == edits.count)
        #expect(changes == ChangeSet(edits.map { ChangeSet.Spec(range: $0.lower ..< $0.upper, insert: $0.text) }, length: document.length))
        let json = try JSONEncoder().encode(changes)
        #expect(try JSONDecoder().decode(ChangeSet.self, from: json) == changes)
        #expect(changes.apply(to: document).string == "one! two!! threex")
        var carets: [Int] = []
        transaction.forEachResultCaret { _, caret in carets.append(caret) }
        #expect(carets == [4, 10, 17])
    }

    @Test func typingAtThreeCaretsIsOneNotificationAndOneUndoStep() {
        let editor = TextEditor(string: "ab cd ef")
        editor.selections = [TextSelection(caret: 2), TextSelection(caret: 5), TextSelection(caret: 8)]
        var heard: [TextChange] = []
        let observation = editor.addObserver { heard.append($0) }
        defer { observation.cancel() }
        editor.insertText("Z")
        #expect(editor.text == "abZ cdZ efZ")
        #expect(editor.selections == [TextSelection(caret: 3), TextSelection(caret: 7), TextSelection(caret: 11)])
        #expect(heard.count == 1)
        #expect(heard.first?.changes.replacements.count == 3)
        #expect(heard.first?.editedRange == NSRange(location: 2, length: 9))
        editor.undo()
        #expect(editor.text == "ab cd ef")
        #expect(editor.selections == [TextSelection(caret: 2), TextSelection(caret: 5), TextSelection(caret: 8)])
    }

    @Test func attributedPasteAtTwoCaretsInsertsItsRuns() {
        let editor = TextEditor(string: "ab cd")
        editor.selections = [TextSelection(caret: 1), TextSelection(caret: 4)]
        var pasted = TextDocument("XY")
        pasted.setAttributes(TextAttributes().bold(), range: NSRange(location: 0, length: 1))
        editor.paste(pasted)
        #expect(editor.text == "aXYb cXYd")
        #expect(editor.document.attributes(at: 1) == TextAttributes().bold())
        #expect(editor.document.attributes(at: 2) == editor.document.attributes(at: 0))
        #expect(editor.document.attributes(at: 6) == TextAttributes().bold())
        #expect(editor.selections == [TextSelection(caret: 3), TextSelection(caret: 8)])
    }
}
