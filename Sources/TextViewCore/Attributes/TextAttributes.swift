import Foundation

/// The attributes of a run of text: a value, like the `[NSAttributedString.Key: Any]` dictionary
/// of `NSAttributedString`, but typed, `Hashable` and `Sendable`.
///
/// Every field is optional: `nil` means "not set", as a missing key in a dictionary; an empty
/// value (`TextAttributes()`) is a run with no attributes at all. ``TextDocument`` keeps runs of
/// equal attributes merged, and keeps ``paragraphStyle`` uniform per paragraph.
///
/// Build values field by field or with the chained builders:
///
/// ```swift
/// let heading = TextAttributes()
///     .font(.preferred(.title1).bold())
///     .foregroundColor(RGBAColor(rgb: 0x333333))
///     .paragraphStyle(ParagraphStyle(lineSpacing: 4, paragraphSpacing: 12))
/// ```
public struct TextAttributes: Hashable, Sendable {
    // The fields live in one shared, copy-on-write object: a value is one reference, so copying
    // it (into and out of a document's table, on every lookup) costs a retain instead of moving
    // 260 bytes, and two values sharing their object compare equal without reading a field.
    private var storage: TextAttributesStorage

    /// The font (`NSAttributedString.Key.font`).
    public var font: FontDescription? {
        get { storage.fields.font }
        set { mutate { $0.font = newValue } }
    }
    /// The text colour (`.foregroundColor`).
    public var foregroundColor: RGBAColor? {
        get { storage.fields.foregroundColor }
        set { mutate { $0.foregroundColor = newValue } }
    }
    /// The colour behind the text (`.backgroundColor`).
    public var backgroundColor: RGBAColor? {
        get { storage.fields.backgroundColor }
        set { mutate { $0.backgroundColor = newValue } }
    }
    /// The underline (`.underlineStyle`); an empty style is an explicit "no underline".
    public var underlineStyle: LineStyle? {
        get { storage.fields.underlineStyle }
        set { mutate { $0.underlineStyle = newValue } }
    }
    /// The strikethrough (`.strikethroughStyle`); an empty style is an explicit "none".
    public var strikethroughStyle: LineStyle? {
        get { storage.fields.strikethroughStyle }
        set { mutate { $0.strikethroughStyle = newValue } }
    }
    /// Extra space after each character, in points (`.kern`).
    public var kern: Double? {
        get { storage.fields.kern }
        set { mutate { $0.kern = newValue } }
    }
    /// The link target (`.link`).
    public var link: URL? {
        get { storage.fields.link }
        set { mutate { $0.link = newValue } }
    }
    /// The paragraph's layout (`.paragraphStyle`); uniform per paragraph inside a document.
    public var paragraphStyle: ParagraphStyle? {
        get { storage.fields.paragraphStyle }
        set { mutate { $0.paragraphStyle = newValue } }
    }
    /// Whatever an app adds, by key (`NSAttributedString.Key(rawValue:)` with a plain value).
    public var customValues: [String: CustomValue] {
        get { storage.fields.customValues }
        set { mutate { $0.customValues = newValue } }
    }

    /// Creates attributes; every field defaults to unset.
    ///
    /// - Parameters:
    ///   - font: The font.
    ///   - foregroundColor: The text colour.
    ///   - backgroundColor: The colour behind the text.
    ///   - underlineStyle: The underline.
    ///   - strikethroughStyle: The strikethrough.
    ///   - kern: Extra space after each character, in points.
    ///   - link: The link target.
    ///   - paragraphStyle: The paragraph's layout.
    ///   - customValues: App-defined values by key.
    public init(
        font: FontDescription? = nil, foregroundColor: RGBAColor? = nil, backgroundColor: RGBAColor? = nil,
        underlineStyle: LineStyle? = nil, strikethroughStyle: LineStyle? = nil, kern: Double? = nil,
        link: URL? = nil, paragraphStyle: ParagraphStyle? = nil, customValues: [String: CustomValue] = [:]
    ) {
        if font == nil && foregroundColor == nil && backgroundColor == nil && underlineStyle == nil
            && strikethroughStyle == nil && kern == nil && link == nil && paragraphStyle == nil && customValues.isEmpty {
            storage = TextAttributesStorage.empty
            return
        }
        storage = TextAttributesStorage(TextAttributesStorage.Fields(
            font: font, foregroundColor: foregroundColor, backgroundColor: backgroundColor,
            underlineStyle: underlineStyle, strikethroughStyle: strikethroughStyle, kern: kern,
            link: link, paragraphStyle: paragraphStyle, customValues: customValues))
    }

    private mutating func mutate(_ body: (inout TextAttributesStorage.Fields) -> Void) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = TextAttributesStorage(storage.fields)
        }
        storage.invalidateHash()
        body(&storage.fields)
    }

    /// Two values are equal when every field is; values sharing their storage are equal at once.
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: Whether they are equal.
    public static func == (lhs: TextAttributes, rhs: TextAttributes) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    /// Hashes every field (the hash is computed once per storage and remembered).
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.hashValue)
    }

    /// Whether no attribute is set.
    public var isEmpty: Bool {
        storage === TextAttributesStorage.empty || storage.fields == TextAttributesStorage.empty.fields
    }

    /// The app-defined value for `key`; assigning `nil` removes it.
    ///
    /// - Parameter key: The custom key.
    public subscript(custom key: String) -> CustomValue? {
        get { customValues[key] }
        set { customValues[key] = newValue }
    }

    /// The value for `key`, or `nil` when it is not set; for the keys whose value a caller wants
    /// to compare or copy without knowing its type.
    ///
    /// - Parameter key: Any key.
    /// - Returns: The value, type-erased.
    public func value(for key: Key) -> (any Hashable & Sendable)? {
        switch key {
        case .font: font
        case .foregroundColor: foregroundColor
        case .backgroundColor: backgroundColor
        case .underlineStyle: underlineStyle
        case .strikethroughStyle: strikethroughStyle
        case .kern: kern
        case .link: link
        case .paragraphStyle: paragraphStyle
        case .custom(let name): customValues[name]
        }
    }

    /// The keys that are set, the built-in ones first (in declaration order), then the custom
    /// ones sorted by name.
    public var keys: [Key] {
        var result: [Key] = []
        for key in Key.builtIn where value(for: key) != nil { result.append(key) }
        for name in customValues.keys.sorted() { result.append(.custom(name)) }
        return result
    }

    /// `other` laid over this value: every field `other` sets wins, the others stay
    /// (`NSMutableAttributedString.addAttributes(_:range:)`); custom values merge key by key.
    ///
    /// - Parameter other: The attributes to add.
    /// - Returns: The merged attributes.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        var result = self
        if let v = other.font { result.font = v }
        if let v = other.foregroundColor { result.foregroundColor = v }
        if let v = other.backgroundColor { result.backgroundColor = v }
        if let v = other.underlineStyle { result.underlineStyle = v }
        if let v = other.strikethroughStyle { result.strikethroughStyle = v }
        if let v = other.kern { result.kern = v }
        if let v = other.link { result.link = v }
        if let v = other.paragraphStyle { result.paragraphStyle = v }
        if !other.customValues.isEmpty {
            result.customValues.merge(other.customValues) { _, new in new }
        }
        return result
    }

    /// This value without `key` (`NSMutableAttributedString.removeAttribute(_:range:)`).
    ///
    /// - Parameter key: The attribute to remove.
    /// - Returns: The attributes without it.
    public func removing(_ key: Key) -> TextAttributes {
        var result = self
        switch key {
        case .font: result.font = nil
        case .foregroundColor: result.foregroundColor = nil
        case .backgroundColor: result.backgroundColor = nil
        case .underlineStyle: result.underlineStyle = nil
        case .strikethroughStyle: result.strikethroughStyle = nil
        case .kern: result.kern = nil
        case .link: result.link = nil
        case .paragraphStyle: result.paragraphStyle = nil
        case .custom(let name): result.customValues[name] = nil
        }
        return result
    }

    /// Whether a field holds NaN (so that the value's fields differ from themselves).
    internal var hasNaN: Bool {
        storage.fields != storage.fields
    }

    /// The same attributes with every NaN replaced by 0, so that the value equals itself; a
    /// document stores this form (runs coalesce and intern by `==`).
    internal var withoutNaN: TextAttributes {
        if !hasNaN { return self }
        var copy = self
        if let k = kern, k.isNaN { copy.kern = 0 }
        if let f = font, let size = f.pointSize, size.isNaN { copy.font?.pointSize = 0 }
        if let p = paragraphStyle { copy.paragraphStyle = p.withoutNaN }
        for (key, value) in customValues {
            if case .double(let d) = value, d.isNaN { copy.customValues[key] = .double(0) }
        }
        return copy
    }
}
