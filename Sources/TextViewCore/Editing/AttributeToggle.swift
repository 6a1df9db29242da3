/// A formatting attribute that a toggle command turns on and off (UITextView's
/// `toggleBoldface(_:)`, `toggleItalics(_:)`, `toggleUnderline(_:)`).
struct AttributeToggle: Sendable {
    /// Whether a run has it.
    let isOn: @Sendable (TextAttributes) -> Bool
    /// A run's attributes with it.
    let on: @Sendable (TextAttributes) -> TextAttributes
    /// A run's attributes without it.
    let off: @Sendable (TextAttributes) -> TextAttributes

    /// Bold: a resolved weight of semibold or heavier counts (a `.headline` is bold already); on
    /// sets `.bold`, off sets the style's own weight back (`.regular` where that is bold).
    static let bold = AttributeToggle(
        isOn: { ($0.font?.resolvedWeight.rawValue ?? 0) >= FontDescription.Weight.semibold.rawValue },
        on: { attributes in
            var result = attributes
            result.font = (attributes.font ?? FontDescription()).weight(.bold)
            return result
        },
        off: { attributes in
            guard var font = attributes.font else { return attributes }
            let styleWeight = font.textStyle?.defaultWeight ?? .regular
            font.weight = styleWeight.rawValue >= FontDescription.Weight.semibold.rawValue ? .regular : nil
            return attributes.replacingFont(font)
        })

    /// Italic: the font's ``FontDescription/isItalic``.
    static let italic = AttributeToggle(
        isOn: { $0.font?.isItalic == true },
        on: { attributes in
            var result = attributes
            result.font = (attributes.font ?? FontDescription()).italic()
            return result
        },
        off: { attributes in
            guard var font = attributes.font else { return attributes }
            font.isItalic = false
            return attributes.replacingFont(font)
        })

    /// Underline: any non-empty ``TextAttributes/underlineStyle``; on sets `.single`, off removes it.
    static let underline = AttributeToggle(
        isOn: { ($0.underlineStyle?.rawValue ?? 0) != 0 },
        on: { $0.underlineStyle(.single) },
        off: { $0.removing(.underlineStyle) })
}

extension TextAttributes {
    /// These attributes with `font`, or with no font when `font` asks for nothing (so toggling a
    /// trait on and off again leaves a run without a font as it was).
    fileprivate func replacingFont(_ font: FontDescription) -> TextAttributes {
        var result = self
        result.font = font == FontDescription() ? nil : font
        return result
    }
}
