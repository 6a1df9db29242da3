import Foundation
import TestSupport
import Testing
import TestingSupport
import TextViewCore

/// The editor's NSTextStorage/UITextView parity: replacing with attributes, attributed paste at
/// every selection (one undo step), the toggle commands, and a paragraph style set on the empty
/// final paragraph kept in the typing attributes.
@Suite(.tags(.parity)) struct EditorAttributedEditingTests {
    static let seeds: [UInt64] = Array(1...12)

    /// Random disjoint selections (carets and ranges) of `doc`, on cluster boundaries.
    static func selections<G: RandomNumberGenerator>(in doc: TextDocument, using rng: inout G) -> [TextSelection] {
        (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            TextSelection(range: ParityFixtures.validRange(in: doc, using: &rng))
        }
    }

    @Test(arguments: seeds)
    func replacingWithAttributesMatchesTheDocumentAndFoundation(seed: UInt64) {
        print("EditorAttributedEditingTests.replacingWithAttributesMatchesTheDocumentAndFoundation seed \(seed)")
        var rng = SplitMix64(seed: seed)
        for round in 0..<40 {
            var (doc, reference) = ParityFixtures.document(using: &rng)
            let editor = TextEditor(document: doc)
            let before = doc
            let range = AttributeDifferentialTests.range(length: doc.length, using: &rng)
            if Bool.random(using: &rng) {
                let value = AttributePalette.values.randomElement(using: &rng)!
                let text = HostileText.string(using: &rng, maxPieces: 3)
                editor.replaceCharacters(in: range, with: text, attributes: value)
                doc.replaceCharacters(in: range, with: text, attributes: value)
                reference.replace(range, with: text, attributes: value)
            } else {
                let (source, runs) = ParityFixtures.source(using: &rng)
                editor.replaceCharacters(in: range, with: source)
                doc.replaceCharacters(in: range, with: source)
                reference.replace(range, withRuns: runs)
            }
            editor._invariantCheck()
            #expect(editor.document == doc, "seed \(seed) round \(round): editor vs document")
            #expect(Array(doc.runs) == reference.runs && Array(doc.utf16) == reference.units, "seed \(seed) round \(round): document vs reference")
            #expect(reference.foundationRuns == reference.runs, "seed \(seed) round \(round): Foundation")
            if editor.canUndo {
                editor.undo()
                #expect(editor.document == before, "seed \(seed) round \(round): undo")
            }
        }
    }

    @Test(arguments: seeds)
    func attributedPasteAtEverySelectionIsOneUndoStep(seed: UInt64) {
        print("EditorAttributedEditingTests.attributedPasteAtEverySelectionIsOneUndoStep seed \(seed)")
        var rng = SplitMix64(seed: seed)
        for round in 0..<40 {
            var (doc, reference) = ParityFixtures.document(using: &rng)
            let editor = TextEditor(document: doc)
            editor.selections = EditorAttributedEditingTests.selections(in: doc, using: &rng)
            let before = editor.document
            let selections = editor.selections
            var (source, runs) = ParityFixtures.source(using: &rng)
            if source.length == 0 {
                source = TextDocument("p")
                runs = [(units: [0x70], attributes: TextAttributes())]
            }
            if Bool.random(using: &rng) { editor.paste(source) } else { editor.paste(NSAttributedString(source)) }
            // The same replacements made last to first on the document and the references.
            for selection in selections.reversed() {
                let range = selection.range
                doc.replaceCharacters(in: range, with: source)
                reference.replace(range, withRuns: runs)
            }
            editor._invariantCheck()
            #expect(editor.document == doc, "seed \(seed) round \(round): paste at \(selections)")
            #expect(Array(doc.runs) == reference.runs, "seed \(seed) round \(round): reference")
            #expect(reference.foundationRuns == reference.runs, "seed \(seed) round \(round): Foundation")
            #expect(editor.selections.allSatisfy(\.isCaret) && editor.selections.count == selections.count)
            editor.undo()
            #expect(editor.document == before && editor.selections == selections, "seed \(seed) round \(round): one undo step")
            editor.redo()
            #expect(editor.document == doc)
        }
    }

    @Test func aFilterThatKeepsTheTextKeepsTheRuns() {
        let editor = TextEditor(string: "ab")
        var rejected = 0
        let filter = editor.addInputFilter { proposal in
            if proposal.replacements.contains(where: { $0.text.contains("!") }) {
                rejected += 1
                return .reject
            }
            return .accept
        }
        var pasted = TextDocument("XY")
        pasted.setAttributes(TextAttributes().kern(4), range: NSRange(location: 1, length: 1))
        editor.selectedRange = NSRange(location: 1, length: 0)
        editor.paste(pasted)
        #expect(editor.text == "aXYb" && editor.document.attribute(.kern, at: 2, effectiveRange: nil) as? Double == 4)
        #expect(editor.selectedRange == NSRange(location: 3, length: 0))
        editor.paste(TextDocument("!"))
        #expect(editor.text == "aXYb" && rejected == 1)
        filter.cancel()
    }

    @Test(arguments: seeds)
    func togglesFollowUITextViewsRule(seed: UInt64) {
        print("EditorAttributedEditingTests.togglesFollowUITextViewsRule seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let toggles: [(String, (TextEditor) -> Void, (TextAttributes) -> Bool)] = [
            ("bold", { $0.toggleBold() }, { ($0.font?.resolvedWeight.rawValue ?? 0) >= FontDescription.Weight.semibold.rawValue }),
            ("italic", { $0.toggleItalic() }, { $0.font?.isItalic == true }),
            ("underline", { $0.toggleUnderline() }, { ($0.underlineStyle?.rawValue ?? 0) != 0 }),
        ]
        for round in 0..<60 {
            let (doc, _) = ParityFixtures.document(using: &rng)
            let editor = TextEditor(document: doc)
            editor.selections = EditorAttributedEditingTests.selections(in: doc, using: &rng)
            let (name, toggle, isOn) = toggles.randomElement(using: &rng)!
            let ranges = editor.selections.filter { !$0.isCaret }.map(\.range)
            let describe = "seed \(seed) round \(round) \(name) at \(editor.selections)"
            if ranges.isEmpty {
                let typing = editor.typingAttributes
                toggle(editor)
                #expect(editor.document == doc, "\(describe): carets leave the text alone")
                #expect(isOn(editor.typingAttributes) == !isOn(typing), "\(describe): typing attributes toggled")
                continue
            }
            var allOn = true
            for r in ranges { for run in doc.runs(in: r) where !isOn(run.attributes) { allOn = false } }
            toggle(editor)
            editor._invariantCheck()
            for r in ranges {
                for run in editor.document.runs(in: r) {
                    #expect(isOn(run.attributes) == !allOn, "\(describe): run \(run.range)")
                }
            }
            // Outside the selections nothing changes; attributes other than the toggled one stay.
            var inside = IndexSet()
            for r in ranges { inside.insert(integersIn: r.location ..< NSMaxRange(r)) }
            for i in 0..<doc.length {
                let old = doc.attributes(at: i)
                let new = editor.document.attributes(at: i)
                if inside.contains(i) {
                    #expect(old.foregroundColor == new.foregroundColor && old.paragraphStyle == new.paragraphStyle && old.customValues == new.customValues,
                            "\(describe): other attributes at \(i)")
                } else {
                    #expect(old == new, "\(describe): outside at \(i)")
                }
            }
            editor.undo()
            #expect(editor.document == doc, "\(describe): one undo step")
            // Twice: off then on when all of it had it, else on then off.
            toggle(editor)
            toggle(editor)
            for r in ranges {
                for run in editor.document.runs(in: r) {
                    #expect(isOn(run.attributes) == allOn, "\(describe): twice, run \(run.range)")
                }
            }
        }
    }

    @Test func toggleExamples() {
        let editor = TextEditor(string: "plain bold")
        editor.setAttributes(TextAttributes().font(.preferred(.body).bold()), range: NSRange(location: 6, length: 4))
        editor.selectedRange = NSRange(location: 0, length: 10)
        editor.toggleBold()
        #expect(editor.document.attributes(at: 0).font == FontDescription(weight: .bold))
        #expect(editor.document.attributes(at: 7).font == FontDescription.preferred(.body).bold())
        editor.toggleBold()
        #expect(editor.document.attributes(at: 0).font == nil, "a run that had no font has none again")
        #expect(editor.document.attributes(at: 7).font == .preferred(.body))
        // A headline is bold by its style: off means regular.
        editor.setAttributes(TextAttributes().font(.preferred(.headline)), range: NSRange(location: 0, length: 10))
        editor.toggleBold()
        #expect(editor.document.attributes(at: 3).font == FontDescription.preferred(.headline).weight(.regular))
        // A caret toggles the typing attributes only, until the selection moves.
        editor.selectedRange = NSRange(location: 10, length: 0)
        editor.toggleUnderline()
        editor.toggleItalic()
        editor.insertText("!")
        let typed = editor.document.attributes(at: 10)
        #expect(typed.underlineStyle == .single && typed.font?.isItalic == true)
        editor.toggleUnderline()
        editor.insertText("?")
        #expect(editor.document.attributes(at: 11).underlineStyle == nil && editor.document.attributes(at: 11).font?.isItalic == true)
    }

    @Test func aParagraphStyleOnTheEmptyFinalParagraphIsKeptForTyping() {
        let centered = ParagraphStyle(alignment: .center)
        let editor = TextEditor(string: "Title\n")
        editor.selectedRange = NSRange(location: 6, length: 0)
        editor.setParagraphStyle(centered, forParagraphsIn: editor.selectedRange)
        #expect(editor.document.paragraphStyle(at: 0) == nil, "the paragraph before is not touched")
        #expect(editor.typingAttributes.paragraphStyle == centered)
        editor.insertText("Body")
        #expect(editor.document.paragraphStyle(at: 6) == centered && editor.document.paragraphStyle(at: 0) == nil)
        editor._invariantCheck()

        // An empty document: the same.
        let empty = TextEditor()
        empty.setParagraphStyle(centered, forParagraphsIn: NSRange(location: 0, length: 0))
        empty.insertText("x")
        #expect(empty.document.paragraphStyle(at: 0) == centered)

        // Not when the range is elsewhere than the caret, nor when the last paragraph has text.
        let other = TextEditor(string: "a\n")
        other.selectedRange = NSRange(location: 0, length: 0)
        other.setParagraphStyle(centered, forParagraphsIn: NSRange(location: 2, length: 0))
        #expect(other.typingAttributes.paragraphStyle == nil)
        let full = TextEditor(string: "ab")
        full.selectedRange = NSRange(location: 2, length: 0)
        full.setParagraphStyle(centered, forParagraphsIn: full.selectedRange)
        #expect(full.document.paragraphStyle(at: 0) == centered && full.typingAttributes.paragraphStyle == centered)
    }
}
