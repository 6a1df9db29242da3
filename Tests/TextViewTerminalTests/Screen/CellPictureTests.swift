import Testing
import TextViewCore
@testable import TextViewTerminal

@Suite struct CellPictureTests {
    @Test func widthsAndPictures() {
        #expect(CellPicture.picture(of: "a") == .init(text: "a", width: 1, isPicture: false))
        #expect(CellPicture.picture(of: "日").width == 2)
        #expect(CellPicture.picture(of: "😀").width == 2)
        #expect(CellPicture.picture(of: "e\u{301}") == .init(text: "e\u{301}", width: 1, isPicture: false))
        #expect(CellPicture.picture(of: "\u{1B}") == .init(text: "␛", width: 1, isPicture: true))
        #expect(CellPicture.picture(of: "\u{7F}").text == "␡")
        #expect(CellPicture.picture(of: "\u{9B}").text == "¿")
        for bidi: Unicode.Scalar in ["\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}"] {
            #expect(CellPicture.picture(of: Character(bidi)) == .init(text: "¤", width: 1, isPicture: true))
        }
        #expect(CellPicture.picture(of: "\u{301}") == .init(text: "◌\u{301}", width: 1, isPicture: true))
        #expect(CellPicture.picture(of: "\u{200B}").text == "¤")
    }

    /// The layout's caret x (through DisplayCellMeasurer) is the column the painter draws at.
    @Test func layoutColumnsMatchPictures() {
        let text = "a日\u{1}b\u{202E}é😀\tz\u{301}"
        let document = TextDocument(text)
        let layout = TextLayout(document: document, width: .infinity, measurer: DisplayCellMeasurer())
        var x = 0
        var offset = 0
        for character in text {
            #expect(Int(layout.caretRect(at: offset).x) == x, "before \(character.unicodeScalars.map { $0.value })")
            x = character == "\t" ? (x / 8 + 1) * 8 : x + CellPicture.picture(of: character).width
            offset += character.utf16.count
        }
        #expect(Int(layout.caretRect(at: offset).x) == x)
    }
}
