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
