import Foundation

// Attributed text in and out of a document, as NSMutableAttributedString has it:
// `attributedSubstring(from:)`, `replaceCharacters(in:with: NSAttributedString)` with several runs,
// `append`, `insert(_:at:)`, `setAttributedString`. The attributed value here is a document; the
// NSAttributedString forms read theirs through ``TextDocument/init(_:)-(NSAttributedString)``.
// Ranges are made safe by the one clamping function (`.scalar`), never raised on.
extension TextDocument {
    /// The text of `range` with its runs, as a new document
    /// (`NSAttributedString.attributedSubstring(from:)`).
    ///
    /// - Parameter range: Any range; made safe with `.scalar` (`NSNotFound` gives an empty one).
    /// - Returns: A document holding that text and those runs (clipped to the range).
    /// - Complexity: O(log n + m + k) for m units and k runs.
    public func attributedSubstring(from range: NSRange) -> TextDocument {
        guard let r = clampedRange(range, snapping: .scalar), r.length > 0 else { return TextDocument() }
        let span = r.location ..< NSMaxRange(r)
        var result = TextDocument(utf16: units(in: span))
        result.adoptRuns(attributedRuns(in: span).map { ($0.length, $0.attributes) })
        return result
    }

    /// Replaces the text in `range` with `attributed`'s text and runs
    /// (`NSMutableAttributedString.replaceCharacters(in:with: NSAttributedString)`).
    ///
    /// Every run keeps its attributes; then the paragraph rule applies to the touched paragraphs:
    /// the new text's first paragraph joins the paragraph it lands in (and takes its style unless
    /// it starts it), and the paragraph its last one runs into takes the style of its first
    /// character. An empty `attributed` deletes the range.
    ///
    /// - Parameters:
    ///   - range: Any range; made safe with `.scalar`; `NSNotFound` does nothing.
    ///   - attributed: The new text with its attributes.
    /// - Complexity: O(log n + m + k log n) for m inserted units in k runs, plus the runs in
    ///   `range` and the touched paragraphs.
    public mutating func replaceCharacters(in range: NSRange, with attributed: TextDocument) {
        guard let r = clampedRange(range, snapping: .scalar) else { return }
        var none: InverseAccumulator? = nil
        applyAttributedReplacement(r.location ..< NSMaxRange(r), with: attributed, inverse: &none)
    }

    /// Replaces the text in `range` with an attributed string's text and runs, read as
    /// ``TextDocument/init(_:)-(NSAttributedString)`` reads them.
    ///
    /// - Parameters:
    ///   - range: Any range; made safe with `.scalar`; `NSNotFound` does nothing.
    ///   - attributed: The new text with its attributes.
    /// - Complexity: O(n' + log n + k log n) for the attributed string's n' units and k runs.
    public mutating func replaceCharacters(in range: NSRange, with attributed: NSAttributedString) {
        replaceCharacters(in: range, with: TextDocument(attributed))
    }

    /// Appends `attributed`'s text and runs at the end (`NSMutableAttributedString.append(_:)`).
    ///
    /// - Parameter attributed: The text to append.
    /// - Complexity: O(log n + m + k log n) for m units in k runs.
    public mutating func append(_ attributed: TextDocument) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attributed)
    }

    /// Appends an attributed string's text and runs at the end.
    ///
    /// - Parameter attributed: The text to append.
    public mutating func append(_ attributed: NSAttributedString) {
        append(TextDocument(attributed))
    }

    /// Inserts `attributed`'s text and runs at `location` (`NSMutableAttributedString.insert(_:at:)`).
    ///
    /// Unlike Foundation, a location outside the text does not raise: it is clamped to
    /// `0...length` (and moved to the start of a surrogate pair it falls inside); `NSNotFound`
    /// does nothing.
    ///
    /// - Parameters:
    ///   - attributed: The text to insert.
    ///   - location: A UTF-16 offset.
    public mutating func insert(_ attributed: TextDocument, at location: Int) {
        replaceCharacters(in: NSRange(location: location, length: 0), with: attributed)
    }

    /// Inserts an attributed string's text and runs at `location`, clamped as in
    /// ``insert(_:at:)-(TextDocument,_)``.
    ///
    /// - Parameters:
    ///   - attributed: The text to insert.
    ///   - location: A UTF-16 offset.
    public mutating func insert(_ attributed: NSAttributedString, at location: Int) {
        insert(TextDocument(attributed), at: location)
    }

    /// Replaces the whole text and its runs with `attributed`'s
    /// (`NSMutableAttributedString.setAttributedString(_:)`); the document's own settings
    /// (``encoding``, ``lineEnding``, ``hasByteOrderMark``) stay.
    ///
    /// - Parameter attributed: The new contents.
    public mutating func setAttributedString(_ attributed: TextDocument) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: attributed)
    }

    /// Replaces the whole text and its runs with an attributed string's.
    ///
    /// - Parameter attributed: The new contents.
    public mutating func setAttributedString(_ attributed: NSAttributedString) {
        setAttributedString(TextDocument(attributed))
    }

    /// Replaces `range` with `attributed`'s text carrying its runs: the text through
    /// ``applyReplacement(_:with:attributes:)`` in the first run's attributes, the other runs
    /// through ``applyRuns(in:settingTo:)``, then the paragraph rule over the new text.
    ///
    /// - Parameters:
    ///   - range: A range on scalar boundaries within `0...length`.
    ///   - attributed: The new text with its runs.
    /// - Returns: The range the new text occupies.
    @discardableResult
    internal mutating func applyAttributedReplacement(_ range: Range<Int>, with attributed: TextDocument,
                                                      inverse: inout InverseAccumulator?) -> NSRange {
        var runs = attributed.runs.makeIterator()
        guard let first = runs.next() else { return applyReplacement(range, with: "", attributes: nil, inverse: &inverse) }
        let inserted = applyReplacement(range, with: attributed.string, attributes: first.attributes, inverse: &inverse)
        assert(inserted.length == attributed.length, "inserted \(inserted.length) units of \(attributed.length)")
        var several = false
        while let run = runs.next() {
            several = true
            let start = inserted.location + run.range.location
            applyRuns(in: start ..< start + run.range.length, settingTo: run.attributes, inverse: &inverse)
        }
        if several { fixParagraphStyles(around: inserted.location ..< NSMaxRange(inserted), inverse: &inverse) }
        return inserted
    }
}
