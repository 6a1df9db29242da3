import Foundation

/// Number formats of the tables.
enum Formatting {
    /// 1234567 → "1,234,567".
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }

    /// A figure with precision fitting its size: "0.123", "12.3", "1,234".
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        if value >= 1000 { return grouped(Int(value.rounded())) }
        if value >= 10 { return String(format: "%.1f", value) }
        if value >= 1 { return String(format: "%.2f", value) }
        return String(format: "%.3f", value)
    }

    /// A timing figure; projected (capped) ones start with "~".
    static func time(_ value: Double, capped: Bool) -> String {
        (capped ? "~" : "") + number(value)
    }

    /// A ratio, "12.3×"; "~" when either side was projected.
    static func ratio(_ value: Double?, projected: Bool) -> String {
        guard let value else { return "-" }
        return (projected ? "~" : "") + number(value) + "×"
    }

    /// Bytes per character, "2.05".
    static func bytesPerCharacter(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    /// A size in characters: "1 M", "100 K", "500".
    static func size(_ characters: Int) -> String {
        if characters >= 1_000_000, characters % 1_000_000 == 0 { return "\(characters / 1_000_000) M" }
        if characters >= 1_000, characters % 1_000 == 0 { return "\(characters / 1_000) K" }
        return grouped(characters)
    }

    /// Megabytes, "12.3 MB".
    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1e6)
    }

    /// `text` broken at spaces into lines of at most `width` characters, each indented.
    static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = pad
        for word in text.split(separator: " ") {
            if line.count > indent, line.count + 1 + word.count > width {
                lines.append(line)
                line = pad
            }
            line += (line.count > indent ? " " : "") + word
        }
        if line.count > indent { lines.append(line) }
        return lines
    }
}
