import Foundation
import Testing
import TextViewCore

/// Printing attributes gives what a person would say, naming only what is set.
@Suite struct AttributeDescriptionTests {
    @Test func fontStyleWeightAndParagraphSpacingPrintCompactly() {
        let attributes = TextAttributes().font(.preferred(.title1).bold())
            .paragraphStyle(ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12))
        #expect(attributes.description == "title1 bold, lineSpacing 4, paragraphSpacing 12")
    }

    @Test func emptyAttributesSayNoAttributes() {
        #expect(TextAttributes().description == "no attributes")
        #expect(ParagraphStyle.default.description == "default paragraph style")
        #expect(TextAttributes().paragraphStyle(.default).description == "default paragraph style")
    }

    @Test func everyKindOfValueIsNamed() {
        let attributes = TextAttributes(
            font: .monospacedSystem(size: 13), foregroundColor: RGBAColor(rgb: 0x336699),
            backgroundColor: RGBAColor(white: 1, alpha: 0.5), underlineStyle: .single, strikethroughStyle: .double,
            kern: 0.5, link: URL(string: "https://example.com")!,
            paragraphStyle: ParagraphStyle(alignment: .center, headIndent: 8.5), customValues: ["token": "keyword"])
        #expect(attributes.description == "system 13 pt monospaced, foreground #336699, background #FFFFFF80, "
            + "underline single, strikethrough double, kern 0.5, link https://example.com, "
            + "headIndent 8.5, alignment center, token keyword")
        #expect(attributes.debugDescription.hasPrefix("TextAttributes(system 13 pt"))
        #expect(attributes.description.count < 200, "compact: far from the ~600 characters of Optional(...) dumps")
    }

    @Test func lineStylesCombinePatternAndLine() {
        #expect(TextAttributes.LineStyle([.thick, .patternDash]).description == "dash thick")
        #expect(TextAttributes.LineStyle(rawValue: 0x40).description == "rawValue 64")
    }
}
