import Foundation

// Compact descriptions, so that printing attributes in a test failure or a log reads like what a
// person would say: `title1 bold, foreground #FF0000, lineSpacing 4, paragraphSpacing 12`. Only
// what is set (or differs from the default) is named.

extension TextAttributes: CustomStringConvertible, CustomDebugStringConvertible {
    /// The attributes that are set, compactly: `title1 bold, foreground #336699, lineSpacing 4`;
    /// `no attributes` when none is.
    public var description: String {
        var parts: [String] = []
        if let font { parts.append(font.description) }
        if let foregroundColor { parts.append("foreground \(foregroundColor)") }
        if let backgroundColor { parts.append("background \(backgroundColor)") }
        if let underlineStyle { parts.append("underline \(underlineStyle)") }
        if let strikethroughStyle { parts.append("strikethrough \(strikethroughStyle)") }
        if let kern { parts.append("kern \(ParagraphStyle.compact(kern))") }
        if let link { parts.append("link \(link.absoluteString)") }
        if let paragraphStyle, paragraphStyle != .default { parts.append(paragraphStyle.description) }
        else if paragraphStyle != nil { parts.append("default paragraph style") }
        for key in customValues.keys.sorted() { parts.append("\(key) \(customValues[key]!)") }
        return parts.isEmpty ? "no attributes" : parts.joined(separator: ", ")
    }

    /// The same as ``description``, named.
    public var debugDescription: String { "TextAttributes(" + description + ")" }
}

extension FontDescription: CustomStringConvertible {
    /// `title1 bold`, `system 13 pt monospaced`, `body 20 pt italic`.
    public var description: String {
        var parts = [textStyle?.rawValue ?? "system"]
        if let pointSize { parts.append("\(ParagraphStyle.compact(pointSize)) pt") }
        if let weight, weight != .regular { parts.append("\(weight)") }
        if isItalic { parts.append("italic") }
        if isMonospaced { parts.append("monospaced") }
        return parts.joined(separator: " ")
    }
}

extension ParagraphStyle: CustomStringConvertible {
    /// The fields that differ from ``default``: `lineSpacing 4, paragraphSpacing 12, alignment center`;
    /// `default paragraph style` when none does.
    public var description: String {
        let fields: [(String, Double)] = [
            ("lineSpacing", lineSpacing), ("paragraphSpacing", paragraphSpacing),
            ("paragraphSpacingBefore", paragraphSpacingBefore), ("firstLineHeadIndent", firstLineHeadIndent),
            ("headIndent", headIndent), ("tailIndent", tailIndent), ("lineHeightMultiple", lineHeightMultiple),
            ("minimumLineHeight", minimumLineHeight), ("maximumLineHeight", maximumLineHeight),
            ("defaultTabInterval", defaultTabInterval),
        ]
        var parts = fields.filter { $0.1 != 0 }.map { "\($0.0) \(Self.compact($0.1))" }
        if alignment != .natural { parts.append("alignment \(alignment)") }
        if baseWritingDirection != .natural { parts.append("writingDirection \(baseWritingDirection)") }
        if !tabStops.isEmpty {
            parts.append("tabStops " + tabStops.map { ($0.alignment == .natural ? "" : "\($0.alignment) ") + Self.compact($0.location) }.joined(separator: " "))
        }
        return parts.isEmpty ? "default paragraph style" : parts.joined(separator: ", ")
    }

    /// `4` rather than `4.0`; other values as Swift prints them.
    static func compact(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension RGBAColor: CustomStringConvertible {
    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque (components rounded to 8 bits).
    public var description: String {
        let components = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
        return "#" + components.map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
    }
}

extension TextAttributes.LineStyle: CustomStringConvertible {
    /// The named styles it holds (`single`, `thick`, `double`, `dot`, `dash`, `dashDot`, `dashDotDot`),
    /// or its raw value when it holds another.
    public var description: String {
        let patterns: [(TextAttributes.LineStyle, String)] = [
            (.patternDashDotDot, "dashDotDot"), (.patternDashDot, "dashDot"), (.patternDash, "dash"), (.patternDot, "dot"),
        ]
        let lines: [(TextAttributes.LineStyle, String)] = [(.double, "double"), (.thick, "thick"), (.single, "single")]
        var parts: [String] = []
        let patternBits = rawValue & 0x0F00
        if let pattern = patterns.first(where: { $0.0.rawValue == patternBits }) { parts.append(pattern.1) }
        let lineBits = rawValue & 0x00FF
        if let line = lines.first(where: { $0.0.rawValue == lineBits }) { parts.append(line.1) }
        let known = (patterns.contains { $0.0.rawValue == patternBits } || patternBits == 0)
            && (lines.contains { $0.0.rawValue == lineBits } || lineBits == 0)
        return known && !parts.isEmpty ? parts.joined(separator: " ") : "rawValue \(rawValue)"
    }
}

extension TextAttributes.CustomValue: CustomStringConvertible {
    /// The value itself: `keyword`, `3`, `2.5`, `true`.
    public var description: String {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        }
    }
}
