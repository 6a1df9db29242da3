import Foundation

// Chained builders: each returns a modified copy, so attributes read as one expression.
extension TextAttributes {
    /// A copy with the font set.
    ///
    /// - Parameter font: The font.
    /// - Returns: The modified copy.
    public func font(_ font: FontDescription?) -> TextAttributes {
        var copy = self
        copy.font = font
        return copy
    }

    /// A copy with the text colour set.
    ///
    /// - Parameter color: The colour.
    /// - Returns: The modified copy.
    public func foregroundColor(_ color: RGBAColor?) -> TextAttributes {
        var copy = self
        copy.foregroundColor = color
        return copy
    }

    /// A copy with the background colour set.
    ///
    /// - Parameter color: The colour.
    /// - Returns: The modified copy.
    public func backgroundColor(_ color: RGBAColor?) -> TextAttributes {
        var copy = self
        copy.backgroundColor = color
        return copy
    }

    /// A copy with the underline set (single by default).
    ///
    /// - Parameter style: The underline style.
    /// - Returns: The modified copy.
    public func underlineStyle(_ style: LineStyle? = .single) -> TextAttributes {
        var copy = self
        copy.underlineStyle = style
        return copy
    }

    /// A copy with the strikethrough set (single by default).
    ///
    /// - Parameter style: The strikethrough style.
    /// - Returns: The modified copy.
    public func strikethroughStyle(_ style: LineStyle? = .single) -> TextAttributes {
        var copy = self
        copy.strikethroughStyle = style
        return copy
    }

    /// A copy with the kern set.
    ///
    /// - Parameter kern: Extra space after each character, in points.
    /// - Returns: The modified copy.
    public func kern(_ kern: Double?) -> TextAttributes {
        var copy = self
        copy.kern = kern
        return copy
    }

    /// A copy with the link set.
    ///
    /// - Parameter url: The link target.
    /// - Returns: The modified copy.
    public func link(_ url: URL?) -> TextAttributes {
        var copy = self
        copy.link = url
        return copy
    }

    /// A copy with the paragraph style set.
    ///
    /// - Parameter style: The paragraph style.
    /// - Returns: The modified copy.
    public func paragraphStyle(_ style: ParagraphStyle?) -> TextAttributes {
        var copy = self
        copy.paragraphStyle = style
        return copy
    }

    /// A copy with one field of the paragraph style changed, starting from the default style when
    /// none is set: `.paragraph(\.lineSpacing, 4)`.
    ///
    /// - Parameters:
    ///   - field: The paragraph style's field.
    ///   - value: Its new value.
    /// - Returns: The modified copy.
    public func paragraph<Value>(_ field: WritableKeyPath<ParagraphStyle, Value>, _ value: Value) -> TextAttributes {
        var copy = self
        var style = copy.paragraphStyle ?? .default
        style[keyPath: field] = value
        copy.paragraphStyle = style
        return copy
    }

    /// A copy with an app-defined value set (or removed, for `nil`).
    ///
    /// - Parameters:
    ///   - key: The custom key.
    ///   - value: The value.
    /// - Returns: The modified copy.
    public func custom(_ key: String, _ value: CustomValue?) -> TextAttributes {
        var copy = self
        copy.customValues[key] = value
        return copy
    }

    /// A copy whose font is bold (the body font when none is set).
    ///
    /// - Returns: The modified copy.
    public func bold() -> TextAttributes {
        font((font ?? .preferred(.body)).bold())
    }

    /// A copy whose font is italic (the body font when none is set).
    ///
    /// - Returns: The modified copy.
    public func italic() -> TextAttributes {
        font((font ?? .preferred(.body)).italic())
    }

    /// A copy whose font is monospaced (the body font when none is set).
    ///
    /// - Returns: The modified copy.
    public func monospaced() -> TextAttributes {
        font((font ?? .preferred(.body)).monospaced())
    }
}
