import Foundation
import TextViewCore

/// A few attribute values to draw from, so that random edits produce equal neighbours (which
/// must merge) as well as different ones, and exercise every field, paragraph styles included.
enum AttributePalette {
    static let link = URL(string: "https://example.com/a?b=c")!

    /// Whole attribute sets, for `setAttributes` and for inserted text.
    static let values: [TextAttributes] = [
        TextAttributes(),
        TextAttributes().font(.preferred(.body)),
        TextAttributes().font(.preferred(.title1).bold()).foregroundColor(.red),
        TextAttributes().paragraphStyle(ParagraphStyle(lineSpacing: 4, paragraphSpacing: 8)),
        TextAttributes().paragraphStyle(ParagraphStyle(alignment: .center)).kern(1.5),
        TextAttributes().link(link).underlineStyle(.single),
        TextAttributes().custom("tag", .int(3)).backgroundColor(RGBAColor(rgb: 0xFFEE00, alpha: 0.5)),
        TextAttributes().custom("note", "hi").custom("flag", true).custom("weight", 0.5),
        TextAttributes().strikethroughStyle(.double).font(.monospacedSystem(size: 12, weight: .light)),
        TextAttributes().font(.preferred(.caption1).italic()).paragraph(\.headIndent, 12).paragraph(\.baseWritingDirection, .rightToLeft),
    ]

    /// Partial sets, for `addAttributes`.
    static let additions: [TextAttributes] = [
        TextAttributes().foregroundColor(.blue),
        TextAttributes().paragraphStyle(ParagraphStyle(lineSpacing: 4, paragraphSpacing: 8)),
        TextAttributes().paragraphStyle(ParagraphStyle(tailIndent: -10, lineHeightMultiple: 1.2, minimumLineHeight: 10, maximumLineHeight: 30)),
        TextAttributes().custom("tag", .int(4)),
        TextAttributes().custom("tag", .int(3)),
        TextAttributes().font(.preferred(.body)).kern(0),
        TextAttributes().underlineStyle([.single, .patternDot]),
        TextAttributes(),
    ]

    /// Keys for `removeAttribute`, one of which no value uses.
    static let keys: [TextAttributes.Key] = [
        .font, .foregroundColor, .backgroundColor, .underlineStyle, .strikethroughStyle, .kern, .link,
        .paragraphStyle, .custom("tag"), .custom("note"), .custom("missing"),
    ]
}
