import Foundation
import Testing
import TextViewCore

/// The README's NSTextStorage parity section, run as written (keep the two in step), with what
/// its comments say checked.
@Suite struct ReadmeParityTests {
    @Test func readingOneAttribute() {
        var doc = TextDocument("plain bold plain")
        doc.addAttributes(TextAttributes().kern(1), range: NSRange(location: 0, length: 16))
        doc.addAttributes(TextAttributes().font(.preferred(.body).bold()), range: NSRange(location: 6, length: 4))

        var run = NSRange()
        let font = doc.attribute(.font, at: 7, effectiveRange: &run) as? FontDescription   // body bold, {6, 4}
        var longest = NSRange()
        let kern = doc.attribute(.kern, at: 7, longestEffectiveRange: &longest,
                                 in: NSRange(location: 2, length: 10)) as? Double            // 1, {2, 10}
        var fonts: [NSRange] = []
        doc.enumerateAttribute(.font, in: NSRange(location: 0, length: doc.length), options: .reverse) { value, range, stop in
            fonts.append(range)                                                   // {10, 6}, {6, 4}, {0, 6}
        }
        let word = doc.attributedSubstring(from: NSRange(location: 6, length: 4))   // "bold", with its runs

        #expect(font == FontDescription.preferred(.body).bold() && run == NSRange(location: 6, length: 4))
        #expect(kern == 1 && longest == NSRange(location: 2, length: 10))
        #expect(fonts == [NSRange(location: 10, length: 6), NSRange(location: 6, length: 4), NSRange(location: 0, length: 6)])
        #expect(word.string == "bold" && word.attributes(at: 0) == doc.attributes(at: 6))
    }

    @Test func editingAttributedText() {
        var doc = TextDocument("Hello")
        var world = TextDocument(" world")
        world.setAttributes(TextAttributes().foregroundColor(.red), range: NSRange(location: 1, length: 5))
        doc.append(world)                                           // "Hello world": the red run is kept
        #expect(doc.string == "Hello world" && doc.attributes(at: 6).foregroundColor == .red && doc.attributes(at: 5).foregroundColor == nil)
        doc.insert(NSAttributedString(string: "> "), at: 0)         // "> Hello world"
        #expect(doc.string == "> Hello world")
        doc.replaceCharacters(in: NSRange(location: 2, length: 5), with: world.attributedSubstring(from: NSRange(location: 1, length: 5)))
        #expect(doc.string == "> world world" && doc.attributes(at: 2).foregroundColor == .red)

        doc.beginEditing()                                          // paragraphs are fixed once, at the end
        doc.setAttributes(TextAttributes().paragraphStyle(ParagraphStyle(alignment: .center)), range: NSRange(location: 0, length: 1))
        doc.replaceCharacters(in: NSRange(location: doc.length, length: 0), with: "!")
        #expect(doc.attributes(at: 5).paragraphStyle == nil, "deferred")
        doc.endEditing()                                            // the whole paragraph is centred
        #expect(doc.paragraphStyle(at: 5)?.alignment == .center && doc.attributes(at: doc.length - 1).paragraphStyle?.alignment == .center)
        doc._invariantCheck()
    }

    @Test func editorCommands() {
        let editor = TextEditor(string: "one two")
        editor.selections = [TextSelection(range: NSRange(location: 0, length: 3)),
                             TextSelection(range: NSRange(location: 4, length: 3))]
        editor.toggleBold()                                    // both words bold; again: both regular
        #expect(editor.document.attributes(at: 0).font?.weight == .bold && editor.document.attributes(at: 5).font?.weight == .bold)
        #expect(editor.document.attributes(at: 3).font == nil)
        var clip = TextDocument("1st")
        clip.setAttributes(TextAttributes().underlineStyle(.single), range: NSRange(location: 1, length: 2))
        editor.paste(clip)                                     // "1st 1st", runs kept at both selections
        #expect(editor.text == "1st 1st" && editor.document.attributes(at: 5).underlineStyle == .single && editor.document.attributes(at: 4).underlineStyle == nil)
        editor.undo()                                          // one step: "one two", both still selected
        #expect(editor.text == "one two" && editor.selections.map(\.range) == [NSRange(location: 0, length: 3), NSRange(location: 4, length: 3)])
        editor.replaceCharacters(in: NSRange(location: 0, length: 0), with: "> ",
                                 attributes: TextAttributes().foregroundColor(.blue))
        #expect(editor.text == "> one two" && editor.document.attributes(at: 0).foregroundColor == .blue)

        editor.selectedRange = NSRange(location: editor.document.length, length: 0)
        editor.insertNewline()
        editor.setParagraphStyle(ParagraphStyle(alignment: .center), forParagraphsIn: editor.selectedRange)
        editor.insertText("centred")                           // the new paragraph is centred
        #expect(editor.document.paragraphStyle(at: editor.document.length - 1)?.alignment == .center)
        #expect(editor.document.paragraphStyle(at: 0) == nil)
        editor._invariantCheck()
    }

    @Test func platformValues() {
        let heading = TextAttributes()
            .font(.preferred(.title1).bold())
            .paragraphStyle(ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12))
        let values = heading.platformValues                  // by Apple's key names, as plain values
        let font = values[PlatformAttributeKey.font.rawValue] // .font(title1, Dynamic Type size, bold trait)
        #if canImport(UIKit) || canImport(AppKit)
        let attributes = heading.platformAttributes          // [.font: UIFont, .paragraphStyle: NSParagraphStyle]
        let back = TextAttributes(platformAttributes: attributes)
        #expect(back == heading)
        #endif
        #expect(font == .font(PlatformFont(textStyle: .title1, pointSize: 28, followsTextStyleSize: true, weight: 0.4, isItalic: false, isMonospaced: false)))
        #expect(values["NSParagraphStyle"] == .paragraphStyle(ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12)))
        #expect(PlatformFont(FontDescription.preferred(.title1).bold()).needsWeightTrait)
    }
}
