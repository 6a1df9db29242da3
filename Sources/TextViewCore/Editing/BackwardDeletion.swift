// The backspace rule for clusters (Docs/EditorSemantics.md, deleteBackward): a letter with
// combining marks loses its last mark first, as on iOS and macOS, while an emoji sequence always
// goes whole, since deleting part of one leaves a different emoji or a stray joiner.
enum BackwardDeletion {
    /// Where backspace deletes from when the caret is at `end` and the cluster before it starts at
    /// `clusterStart`: the start of the cluster's last scalar when the cluster ends in a combining
    /// mark and is not an emoji sequence, else the cluster's start.
    ///
    /// - Parameters:
    ///   - document: The text.
    ///   - clusterStart: The start of the cluster ending at `end`.
    ///   - end: The caret.
    /// - Complexity: O(log n) for a cluster of one scalar (ASCII, most text); O(log n + k) for a
    ///   cluster of k code units otherwise.
    static func start(in document: TextDocument, clusterStart: Int, end: Int) -> Int {
        precondition(clusterStart < end, "empty cluster \(clusterStart)..<\(end)")
        // A cluster of one scalar goes whole whatever it is; this is the common case.
        if end - clusterStart == 1 { return clusterStart }
        var lastScalar: Unicode.Scalar = " "
        var lastStart = clusterStart
        var scalarCount = 0
        var isEmoji = false
        document.forEachScalar(in: clusterStart ..< end) { scalar, offset in
            lastScalar = scalar
            lastStart = offset
            scalarCount += 1
            if isEmojiSequenceScalar(scalar) { isEmoji = true }
            return true
        }
        if scalarCount > 1 && !isEmoji && isCombiningMark(lastScalar) {
            return lastStart
        }
        return clusterStart
    }

    /// Whether `scalar`'s general category is Mn, Mc or Me.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether `scalar` makes a cluster holding it an emoji sequence: ZWJ, VS16, the keycap mark, a
    /// regional indicator, an emoji modifier, a tag character, or an emoji-presentation scalar.
    static func isEmojiSequenceScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xFE0F, 0x20E3: return true
        case 0x1F1E6 ... 0x1F1FF: return true // regional indicators
        case 0x1F3FB ... 0x1F3FF: return true // emoji modifiers (skin tones)
        case 0xE0020 ... 0xE007F: return true // tags (subdivision flags)
        default: return scalar.properties.isEmojiPresentation
        }
    }
}
