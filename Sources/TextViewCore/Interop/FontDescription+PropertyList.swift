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
