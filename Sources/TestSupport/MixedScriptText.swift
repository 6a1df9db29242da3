/// A seeded text of mixed scripts: Latin words with Han, Hangul and Arabic words among them (about
/// one word in ten), in lines of about 60 code units ending in LF. The many-match Unicode regular
/// expression `[\p{Han}\p{Hangul}\p{Arabic}]+` finds one match about every 60 units; shared by the
/// search tests and the benchmark row that measures it.
public enum MixedScriptText {
    /// About `units` UTF-16 code units (a word more at most).
    public static func make(units: Int, using random: inout SplitMix64) -> String {
        func word(_ base: UInt32, _ span: UInt32) -> String {
            let count = Int.random(in: 1 ... 4, using: &random)
            var scalars = String.UnicodeScalarView()
            for _ in 0 ..< count { scalars.append(Unicode.Scalar(base + UInt32.random(in: 0 ..< span, using: &random))!) }
            return String(scalars)
        }
        var text = ""
        text.reserveCapacity(units + 64)
        var count = 0
        var line = 0
        while count < units {
            var next: String
            switch Int.random(in: 0 ..< 100, using: &random) {
            case 0 ..< 5: next = word(0x4E00, 0x5000) // Han
            case 5 ..< 8: next = word(0xAC00, 0x2BA4) // Hangul syllables
            case 8 ..< 11: next = word(0x0627, 0x1A) // Arabic letters
            default: next = word(0x61, 26) + word(0x61, 26)
            }
            next += " "
            line += next.utf16.count
            if line > 60 {
                next += "\n"
                line = 0
            }
            count += next.utf16.count
            text += next
        }
        return text
    }
}
