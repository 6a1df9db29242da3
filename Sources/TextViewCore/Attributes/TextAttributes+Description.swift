extension TextAttributes: CustomStringConvertible, CustomDebugStringConvertible {
    /// The attributes that are set, as `name: value` pairs; `[]` when none is.
    public var description: String {
        var parts: [String] = []
        if let font { parts.append("font: \(font)") }
        if let foregroundColor { parts.append("foregroundColor: \(foregroundColor)") }
        if let backgroundColor { parts.append("backgroundColor: \(backgroundColor)") }
        if let underlineStyle { parts.append("underlineStyle: \(underlineStyle.rawValue)") }
        if let strikethroughStyle { parts.append("strikethroughStyle: \(strikethroughStyle.rawValue)") }
        if let kern { parts.append("kern: \(kern)") }
        if let link { parts.append("link: \(link.absoluteString)") }
        if let paragraphStyle { parts.append("paragraphStyle: \(paragraphStyle)") }
        for key in customValues.keys.sorted() { parts.append("\(key): \(customValues[key]!)") }
        return "[" + parts.joined(separator: ", ") + "]"
    }

    /// The same as ``description``.
    public var debugDescription: String { "TextAttributes" + description }
}
