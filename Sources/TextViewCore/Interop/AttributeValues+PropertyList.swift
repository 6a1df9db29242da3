// The property-list forms of the attribute values, what TextAttributes+Foundation stores under
// its NSAttributedString keys: a paragraph style, a font description and a colour.

extension ParagraphStyle {
    /// The numeric fields by name: the names of `NSParagraphStyle`'s properties, used by the
    /// property-list form and the UIKit/AppKit mapping alike.
    static var numericFields: [(String, WritableKeyPath<ParagraphStyle, Double>)] { [
        ("lineSpacing", \.lineSpacing),
        ("paragraphSpacing", \.paragraphSpacing),
        ("paragraphSpacingBefore", \.paragraphSpacingBefore),
        ("firstLineHeadIndent", \.firstLineHeadIndent),
        ("headIndent", \.headIndent),
        ("tailIndent", \.tailIndent),
        ("lineHeightMultiple", \.lineHeightMultiple),
        ("minimumLineHeight", \.minimumLineHeight),
        ("maximumLineHeight", \.maximumLineHeight),
        ("defaultTabInterval", \.defaultTabInterval),
    ] }

    /// The property-list form stored under `NSAttributedString.Key.textViewCoreParagraphStyle`:
    /// every field by name.
    var propertyList: [String: Any] {
        var result: [String: Any] = [:]
        for (name, field) in ParagraphStyle.numericFields { result[name] = self[keyPath: field] }
        result["alignment"] = alignment.rawValue
        result["baseWritingDirection"] = baseWritingDirection.rawValue
        if !tabStops.isEmpty {
            result["tabStops"] = tabStops.map { ["alignment": $0.alignment.rawValue, "location": $0.location] as [String: Any] }
        }
        return result
    }

    /// Reads the property-list form; absent fields take their defaults, a field of the wrong type
    /// or an unknown name gives nil.
    init?(propertyList value: Any) {
        guard let dict = FoundationValue.dictionary(value) else { return nil }
        self.init()
        for (name, field) in ParagraphStyle.numericFields {
            guard let raw = dict[name] else { continue }
            guard let v = FoundationValue.double(raw) else { return nil }
            self[keyPath: field] = v
        }
        if let raw = dict["alignment"] {
            guard let name = FoundationValue.string(raw), let a = Alignment(rawValue: name) else { return nil }
            alignment = a
        }
        if let raw = dict["baseWritingDirection"] {
            guard let name = FoundationValue.string(raw), let d = WritingDirection(rawValue: name) else { return nil }
            baseWritingDirection = d
        }
        if let raw = dict["tabStops"] {
            // Each stop a dictionary of its alignment's name and its location.
            guard let list = raw as? [Any] else { return nil }
            var stops: [TabStop] = []
            for item in list {
                guard let stop = FoundationValue.dictionary(item), let location = FoundationValue.double(stop["location"]) else { return nil }
                var alignment = Alignment.natural
                if let name = stop["alignment"] {
                    guard let text = FoundationValue.string(name), let a = Alignment(rawValue: text) else { return nil }
                    alignment = a
                }
                stops.append(TabStop(alignment: alignment, location: location))
            }
            tabStops = stops
        }
    }
}

extension FontDescription {
    /// The property-list form stored under `NSAttributedString.Key.textViewCoreFont`.
    var propertyList: [String: Any] {
        var result: [String: Any] = [:]
        if let textStyle { result["textStyle"] = textStyle.rawValue }
        if let pointSize { result["pointSize"] = pointSize }
        if let weight { result["weight"] = "\(weight)" }
        if isItalic { result["italic"] = true }
        if isMonospaced { result["monospaced"] = true }
        return result
    }

    /// Reads the property-list form; nil when a present field has the wrong type or an unknown
    /// name.
    init?(propertyList value: Any) {
        guard let dict = FoundationValue.dictionary(value) else { return nil }
        self.init()
        if let raw = dict["textStyle"] {
            guard let name = FoundationValue.string(raw), let style = TextStyle(rawValue: name) else { return nil }
            textStyle = style
        }
        if let raw = dict["pointSize"] {
            guard let size = FoundationValue.double(raw) else { return nil }
            pointSize = size
        }
        if let raw = dict["weight"] {
            guard let name = FoundationValue.string(raw),
                  let w = Weight.allCases.first(where: { "\($0)" == name }) else { return nil }
            weight = w
        }
        isItalic = FoundationValue.bool(dict["italic"]) ?? false
        isMonospaced = FoundationValue.bool(dict["monospaced"]) ?? false
    }
}

extension RGBAColor {
    /// The property-list form: `[red, green, blue, alpha]`.
    var propertyList: [Double] {
        [red, green, blue, alpha]
    }

    /// Reads `[red, green, blue, alpha]` (or three components, opaque); nil otherwise.
    init?(propertyList value: Any) {
        guard let c = FoundationValue.doubles(value), c.count == 3 || c.count == 4 else { return nil }
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
    }
}
