// The editor's word movement (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Movement"): ICU's word segments, skipping
// those that hold no letter or digit, as Option-Left/Right do on macOS.
extension TextDocument {
    /// Where a word movement from `location` ends: past the first word segment crossed (one that
    /// holds a letter or digit, see ``isWordScalar(_:)``), or at the document's start or end when
    /// there is none.
    ///
    /// Stepping through the segments one by one would ask ICU once per segment crossed: a run of
    /// a million line breaks, full stops or emoji would cost seconds. But the first word segment
    /// crossed is the one holding the first letter or digit in the direction of travel, so the
    /// text is scanned for that scalar, and ICU is asked once, for the segment holding it.
    ///
    /// - Parameters:
    ///   - location: The starting offset; clamped to `0...length`.
    ///   - forward: Right (towards the end) or left.
    /// - Returns: The target, on a cluster boundary (ICU's word boundaries are; should one not be,
    ///   it moves on in the direction of travel).
    /// - Complexity: O(log n + k) for the k code units up to the word's letter, read without ICU,
    ///   plus one word query.
    func wordMovementTarget(from location: Int, forward: Bool) -> Int {
        let x = clampedLocation(location)
        if forward {
            var letter: Int?
            forEachScalar(in: x ..< length) { scalar, offset in
                if Self.isWordScalar(scalar) { letter = offset }
                return letter == nil
            }
            guard let letter else { return length }
            // The end of the segment holding the letter: the first boundary after it.
            return clusterBoundary(atOrAfter: wordBoundary(after: letter))
        }
        guard let letter = lastScalarOffset(before: x, where: Self.isWordScalar) else { return 0 }
        // The start of the segment holding the letter: the last boundary at or before it (a
        // boundary never falls inside the letter, so "before its next code unit" is the same).
        return clusterBoundary(atOrBefore: wordBoundary(before: letter + 1))
    }

    /// Whether `scalar` makes a word segment a word: it is alphabetic or a number (general
    /// category Nd, Nl or No), rather than a space, punctuation or a symbol.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            // ASCII: the letters and digits are the only alphabetic scalars and numbers.
            let folded = value | 0x20
            return (value >= 0x30 && value <= 0x39) || (folded >= 0x61 && folded <= 0x7A)
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return properties.isAlphabetic
        }
    }

    /// The offset of the last scalar that starts before `end` and satisfies `predicate`.
    ///
    /// - Complexity: O(log n) per chunk plus the code units read.
    func lastScalarOffset(before end: Int, where predicate: (Unicode.Scalar) -> Bool) -> Int? {
        var found: Int?
        forEachScalarBackward(before: end) { scalar, offset in
            if predicate(scalar) { found = offset }
            return found == nil
        }
        return found
    }

    /// Calls `body` with each scalar before `end` and its offset, last first, until it returns
    /// false, reading chunk by chunk.
    ///
    /// - Parameters:
    ///   - end: A scalar boundary within `0...length`.
    ///   - body: Called with a scalar and its offset; returns whether to go on.
    /// - Complexity: O(log n) per chunk plus the code units read.
    func forEachScalarBackward(before end: Int, _ body: (Unicode.Scalar, Int) -> Bool) {
        var position = end
        while position > 0 {
            let goOn: Bool = rope.withChunk(containing: position - 1) { chunk, start in
                var local = position - start
                // Chunks never split a surrogate pair, so a pair is read within one chunk.
                while local > 0 {
                    let unit = chunk[local - 1]
                    let scalar: Unicode.Scalar
                    let width: Int
                    if UTF16.isTrailSurrogate(unit) && local >= 2 && UTF16.isLeadSurrogate(chunk[local - 2]) {
                        let lead = UInt32(chunk[local - 2]) - 0xD800
                        scalar = Unicode.Scalar(0x10000 + (lead << 10) + (UInt32(unit) - 0xDC00)) ?? "\u{FFFD}"
                        width = 2
                    } else {
                        scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
                        width = 1
                    }
                    local -= width
                    if !body(scalar, start + local) { return false }
                }
                position = start
                return true
            }
            if !goOn { return }
        }
    }
}
