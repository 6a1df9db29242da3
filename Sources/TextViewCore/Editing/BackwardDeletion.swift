// The backspace rule for clusters (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, deleteBackward): a letter with
// combining marks loses its last mark first, as on iOS and macOS, while an emoji sequence always
// goes whole, since deleting part of one leaves a different emoji or a stray joiner.
enum BackwardDeletion {
    /// How many scalars before a trailing combining mark backspace reads to find the cluster's
    /// base (or an emoji-sequence scalar, which makes the cluster go whole). A cluster with more
    /// marks than this counts as a letter with marks, so each backspace costs O(1) however many
    /// marks pile up: otherwise clearing a cluster of k marks would cost O(k²).
    static let markLookBehind = 32

    /// Where backspace deletes from when the caret is at `end`, a cluster boundary after 0.
    ///
    /// - Complexity: O(log n) for a cluster of one scalar or one that ends in a combining mark
    ///   (however many marks it holds); O(log n + k) for another cluster of k code units.
    static func start(in document: TextDocument, before end: Int) -> Int {
        if let start = lastMarkStart(in: document, before: end) { return start }
        return start(in: document, clusterStart: document.clusterBoundary(before: end), end: end)
    }

    /// The start of the scalar before `end` when it is a combining mark that backspace takes alone,
    /// decided from at most ``markLookBehind`` scalars; `nil` when the whole cluster must be read.
    ///
    /// It goes alone when no emoji-sequence scalar comes before it in the cluster: the walk back
    /// over the marks reaches a base that the grapheme rules separate from what precedes it
    /// without context (so the cluster starts there), or the start of the text, or more than
    /// ``markLookBehind`` marks.
    static func lastMarkStart(in document: TextDocument, before end: Int) -> Int? {
        var lastStart: Int?
        var seen = 0
        var alone: Bool?
        document.forEachScalarBackward(before: end) { scalar, offset in
            seen += 1
            if isEmojiSequenceScalar(scalar) {
                alone = false
            } else if isCombiningMark(scalar) {
                if seen == 1 { lastStart = offset }
                if seen > markLookBehind { alone = true }
            } else if seen == 1 {
                alone = false
            } else {
                alone = offset == 0 || document.localClusterBoundary(at: offset) == true
            }
            return alone == nil
        }
        guard let lastStart, alone ?? true else { return nil }
        return lastStart
    }

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
