import Foundation

extension TextAttributes {
    /// These attributes as an `NSAttributedString` attribute dictionary, with the keys and value
    /// forms described at `NSAttributedString.Key.textViewCoreFont` and its neighbours; custom
    /// values go under their own names.
    ///
    /// A custom key that collides with a built-in key's name is left out (the built-in wins).
    public var foundationAttributes: [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [:]
        for (name, value) in customValues {
            let key = NSAttributedString.Key(name)
            if NSAttributedString.Key.textViewCoreBuiltIn.contains(key) { continue }
            result[key] = FoundationValue.foundationValue(value)
        }
        if let font { result[.textViewCoreFont] = font.propertyList }
        if let foregroundColor { result[.textViewCoreForegroundColor] = foregroundColor.propertyList }
        if let backgroundColor { result[.textViewCoreBackgroundColor] = backgroundColor.propertyList }
        if let underlineStyle { result[.textViewCoreUnderlineStyle] = underlineStyle.rawValue }
        if let strikethroughStyle { result[.textViewCoreStrikethroughStyle] = strikethroughStyle.rawValue }
        if let kern { result[.textViewCoreKern] = kern }
        if let link { result[.textViewCoreLink] = link }
        if let paragraphStyle { result[.textViewCoreParagraphStyle] = paragraphStyle.propertyList }
        return result
    }

    /// Attributes read from an `NSAttributedString` attribute dictionary.
    ///
    /// The keys of ``foundationAttributes`` are read back exactly; a link may also be a string.
    /// Any other key whose value is a string, a number or a Boolean becomes a custom value; a
    /// value of another type (or a built-in key with a malformed value) is dropped.
    ///
    /// - Parameter foundationAttributes: The dictionary.
    public init(foundationAttributes: [NSAttributedString.Key: Any]) {
        self.init()
        for (key, value) in foundationAttributes {
            switch key {
            case .textViewCoreFont:
                font = FontDescription(propertyList: value)
            case .textViewCoreForegroundColor:
                foregroundColor = RGBAColor(propertyList: value)
            case .textViewCoreBackgroundColor:
                backgroundColor = RGBAColor(propertyList: value)
            case .textViewCoreUnderlineStyle:
                underlineStyle = FoundationValue.int(value).map(LineStyle.init(rawValue:))
            case .textViewCoreStrikethroughStyle:
                strikethroughStyle = FoundationValue.int(value).map(LineStyle.init(rawValue:))
            case .textViewCoreKern:
                kern = FoundationValue.double(value)
            case .textViewCoreLink:
                if let url = value as? URL {
                    link = url
                } else if let string = FoundationValue.string(value) {
                    link = URL(string: string)
                }
            case .textViewCoreParagraphStyle:
                paragraphStyle = ParagraphStyle(propertyList: value)
            default:
                if let custom = FoundationValue.customValue(value) {
                    customValues[key.rawValue] = custom
                }
            }
        }
    }
}
