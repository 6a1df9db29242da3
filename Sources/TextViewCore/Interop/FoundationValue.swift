import Foundation

/// Reading the property-list values that come back out of an `NSAttributedString` on Linux,
/// where a number may arrive as a Swift number or as an `NSNumber` whose type code says what it
/// was made from.
enum FoundationValue {
    /// A number of any kind as a `Double`.
    static func double(_ value: Any?) -> Double? {
        guard let value else { return nil }
        if let d = value as? Double, type(of: value) == Double.self { return d }
        if let i = value as? Int, type(of: value) == Int.self { return Double(i) }
        if let n = value as? NSNumber { return n.doubleValue }
        return nil
    }

    /// A Boolean (a Swift `Bool`, or an `NSNumber` holding one or a number).
    static func bool(_ value: Any?) -> Bool? {
        guard let value else { return nil }
        if let b = value as? Bool, type(of: value) == Bool.self { return b }
        if let n = value as? NSNumber { return n.boolValue }
        return nil
    }

    /// An integer (a Swift `Int`, or an `NSNumber`).
    static func int(_ value: Any?) -> Int? {
        guard let value else { return nil }
        if let i = value as? Int, type(of: value) == Int.self { return i }
        if let n = value as? NSNumber { return n.intValue }
        return nil
    }

    /// A string (a Swift `String` or an `NSString`).
    static func string(_ value: Any?) -> String? {
        value as? String
    }

    /// A dictionary with string keys.
    static func dictionary(_ value: Any?) -> [String: Any]? {
        if let d = value as? [String: Any] { return d }
        if let d = value as? [AnyHashable: Any] {
            var result: [String: Any] = [:]
            for (key, v) in d {
                guard let key = key.base as? String else { return nil }
                result[key] = v
            }
            return result
        }
        return nil
    }

    /// An array of numbers as `Double`s.
    static func doubles(_ value: Any?) -> [Double]? {
        guard let items = value as? [Any] else { return nil }
        var result: [Double] = []
        for item in items {
            guard let d = double(item) else { return nil }
            result.append(d)
        }
        return result
    }

    /// A custom value: the exact Swift type when it survived, else the `NSNumber` type code
    /// (`c`/`B` Boolean, `f`/`d` floating point, anything else integer).
    static func customValue(_ value: Any) -> TextAttributes.CustomValue? {
        if type(of: value) == Bool.self, let b = value as? Bool { return .bool(b) }
        if type(of: value) == Int.self, let i = value as? Int { return .int(i) }
        if type(of: value) == Double.self, let d = value as? Double { return .double(d) }
        if let s = value as? String { return .string(s) }
        if let n = value as? NSNumber {
            switch String(cString: n.objCType) {
            case "c", "B": return .bool(n.boolValue)
            case "f", "d": return .double(n.doubleValue)
            default: return .int(n.intValue)
            }
        }
        return nil
    }

    /// A custom value as the plain Foundation value it is stored as.
    static func foundationValue(_ value: TextAttributes.CustomValue) -> Any {
        switch value {
        case .string(let s): s
        case .int(let i): i
        case .double(let d): d
        case .bool(let b): b
        }
    }
}
