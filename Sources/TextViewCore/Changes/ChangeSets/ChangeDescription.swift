import Foundation

/// What a change set does to the lengths of a text, without the inserted text (CodeMirror 6's
/// `ChangeDesc`): which UTF-16 ranges of the old text are replaced, and by how many units each.
///
/// A description maps positions from the text before to the text after
/// (``mapPosition(_:association:)``, ``mapPosition(_:association:mode:)``), composes with the one
/// that follows (``composed(with:)``), maps over a concurrent one (``mapped(through:before:)``)
/// and inverts (``inverted()``). ``ChangeSet`` is a description with the inserted text.
///
/// Representation: CodeMirror's sections, in UTF-16. A text is cut into sections; each is a
/// length of the old text and either *unchanged* or replaced by a number of new units. An
/// insertion is a section of length 0, a deletion one replaced by 0 units. Sections are
/// normalised as CodeMirror's `addSection` does it, and only so: neighbouring unchanged sections
/// are one, neighbouring deletions are one, and insertions at the same point are one. Every other
/// pair of touching changes stays two, because mapping tells them apart: a position between a
/// deletion and an insertion that follows it stays in front of the insertion with ``ChangeAssociation/before``.
///
/// Storage: nothing for an unchanged text, the one change inline for a single change (a
/// keystroke, which then allocates nothing), and CodeMirror's flat `[len, ins, len, ins, ...]`
/// array (`ins == -1` for unchanged) from two changes on.
public struct ChangeDescription: Hashable, Sendable {
    /// The sections, as the algorithms read them. Normalised so that each description has
    /// exactly one form.
    enum Storage: Hashable, Sendable {
        /// No change.
        case unchanged
        /// One change: `removed` old units from `start` replaced by `inserted` units.
        case single(start: Int, removed: Int, inserted: Int)
        /// Two changes or more, in CodeMirror's flat layout.
        case sections(ContiguousArray<Int>)
    }

    /// The length of the text before the change, in UTF-16 units.
    ///
    /// - Complexity: O(1).
    public let oldLength: Int

    /// The length of the text after the change, in UTF-16 units.
    ///
    /// - Complexity: O(1).
    public let newLength: Int

    // The storage, flattened into plain fields and one optional array rather than kept as the
    // enum: copying a description (and a change set, on every keystroke) is then a few words and
    // one retain, where the enum needed outlined copy and destroy functions.
    /// The one change's start, removed and inserted lengths; all 0 when `sections` is used.
    private let start: Int
    private let removed: Int
    private let inserted: Int
    /// The flat sections when there are two changes or more.
    private let flat: ContiguousArray<Int>?

    /// The sections.
    var storage: Storage {
        if let flat { return .sections(flat) }
        if removed == 0 && inserted == 0 { return .unchanged }
        return .single(start: start, removed: removed, inserted: inserted)
    }

    init(oldLength: Int, newLength: Int, storage: Storage) {
        self.oldLength = oldLength
        self.newLength = newLength
        switch storage {
        case .unchanged:
            (start, removed, inserted, flat) = (0, 0, 0, nil)
        case .single(let start, let removed, let inserted):
            (self.start, self.removed, self.inserted, flat) = (start, removed, inserted, nil)
        case .sections(let sections):
            (start, removed, inserted, flat) = (0, 0, 0, sections)
        }
    }

    /// The description that changes nothing in a text of `length` units.
    ///
    /// - Parameter length: The length of the text; must not be negative.
    /// - Complexity: O(1).
    public init(length: Int) {
        precondition(length >= 0, "change description of a text of negative length \(length)")
        self.init(oldLength: length, newLength: length, storage: .unchanged)
    }

    /// The description of one replacement: `range` of a text of `length` units replaced by
    /// `insertedLength` units. Nothing is clamped: an invalid range is a bug and traps with the
    /// values.
    ///
    /// - Parameters:
    ///   - range: The replaced range; must lie within `0...length`.
    ///   - insertedLength: How many units replace it; must not be negative.
    ///   - length: The length of the text before the change.
    /// - Complexity: O(1), without allocating.
    public init(replacing range: Range<Int>, insertedLength: Int, length: Int) {
        // The checks inline, the message only on failure: every keystroke makes two of these.
        if range.lowerBound < 0 || range.upperBound > length || insertedLength < 0
            || (length - range.count).addingReportingOverflow(insertedLength).overflow {
            preconditionFailure(Self.validateReplacement(range, insertedLength: insertedLength, length: length) ?? "invalid replacement")
        }
        let storage: Storage = range.isEmpty && insertedLength == 0
            ? .unchanged : .single(start: range.lowerBound, removed: range.count, inserted: insertedLength)
        self.init(oldLength: length, newLength: length - range.count + insertedLength, storage: storage)
    }

    /// The description of several replacements, all in the coordinates of the old text, sorted;
    /// one may start where the previous one ends. Touching replacements stay apart except where
    /// CodeMirror joins them (two deletions, two insertions at one point).
    ///
    /// - Parameters:
    ///   - replacements: Sorted, not overlapping, within `0...length`.
    ///   - length: The length of the text before the change.
    /// - Complexity: O(*n*) for *n* replacements.
    public init(replacements: [Replacement], length: Int) {
        if let message = Self.validateReplacements(replacements, length: length) { preconditionFailure(message) }
        var builder = SectionBuilder(collectsText: false)
        var position = 0
        for replacement in replacements {
            let range = replacement.range
            builder.add(range.lowerBound - position, -1)
            builder.add(range.count, replacement.insertedLength)
            position = range.upperBound
        }
        builder.add(length - position, -1)
        self = builder.description()
    }

    /// The description with CodeMirror's sections (`ChangeDesc.toJSON()`): pairs of an old length
    /// and either -1 (unchanged) or the number of units replacing it. Sections are normalised.
    ///
    /// - Parameter sections: An even number of values; lengths not negative, counts -1 or more,
    ///   old and new lengths that fit in an `Int`. Anything else is a bug and traps with the
    ///   message of ``validateSections(_:)`` (data from outside goes through the JSON decoder,
    ///   which throws instead).
    /// - Complexity: O(*n*) for *n* sections.
    public init(sections: [Int]) {
        if let message = Self.validateSections(sections) { preconditionFailure(message) }
        var builder = SectionBuilder(collectsText: false)
        for pair in stride(from: 0, to: sections.count, by: 2) {
            builder.add(sections[pair], sections[pair + 1])
        }
        self = builder.description()
    }

    /// One replacement: `range` of the old text (UTF-16 offsets) replaced by `insertedLength`
    /// new units.
    public struct Replacement: Hashable, Sendable {
        /// The replaced range, in UTF-16 offsets of the text before the change.
        public var range: Range<Int>
        /// How many UTF-16 units replace `range`.
        public var insertedLength: Int

        /// Creates a replacement of `range` by `insertedLength` units.
        ///
        /// - Parameters:
        ///   - range: The replaced range of the old text; must not start below 0.
        ///   - insertedLength: How many units replace it; must not be negative.
        public init(range: Range<Int>, insertedLength: Int) {
            precondition(range.lowerBound >= 0, "replacement range \(range) starts below 0")
            precondition(insertedLength >= 0, "replacement of \(range) inserts \(insertedLength) units")
            self.range = range
            self.insertedLength = insertedLength
        }
    }

    /// A changed range in the old text and the range that replaces it in the new text.
    public struct ChangedRange: Hashable, Sendable {
        /// The replaced range, in the old text.
        public var old: Range<Int>
        /// What replaces it, in the new text.
        public var new: Range<Int>

        /// Pairs a range of the old text with one of the new text.
        ///
        /// - Parameters:
        ///   - old: The range in the old text.
        ///   - new: The range in the new text.
        public init(old: Range<Int>, new: Range<Int>) {
            self.old = old
            self.new = new
        }
    }

    /// True when nothing changes.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool {
        if case .unchanged = storage { return true }
        return false
    }

    /// How much the change changes the text's length (`newLength - oldLength`), the name
    /// NSTextStorage uses.
    ///
    /// - Complexity: O(1).
    public var changeInLength: Int { newLength - oldLength }

    /// The changes, one per changed section (touching ones apart, as kept), in old coordinates.
    ///
    /// - Complexity: O(*n*) for *n* sections.
    public var replacements: [Replacement] {
        var result: [Replacement] = []
        var position = 0
        for pair in 0..<pairCount {
            let (len, ins) = section(pair)
            if ins >= 0 { result.append(Replacement(range: position ..< position + len, insertedLength: ins)) }
            position += len
        }
        return result
    }

    /// CodeMirror's sections (`ChangeDesc.toJSON()`): `[len, ins, len, ins, ...]`, `ins == -1`
    /// for unchanged text.
    ///
    /// - Complexity: O(*n*) for *n* sections.
    public var sections: [Int] {
        var result: [Int] = []
        result.reserveCapacity(2 * pairCount)
        for pair in 0..<pairCount {
            let (len, ins) = section(pair)
            result.append(len)
            result.append(ins)
        }
        return result
    }

    /// The union of the replaced ranges in the coordinates of the new text, as NSTextStorage's
    /// `editedRange` reports text edits: from the new start of the first change to the new end of
    /// the last. Empty (at the deletion point) for pure deletions; nil when nothing changes.
    ///
    /// - Complexity: O(1) for one change; O(*n*) for *n* sections otherwise.
    public var editedRange: NSRange? {
        switch storage {
        case .unchanged:
            return nil
        case .single(let start, _, let inserted):
            return NSRange(location: start, length: inserted)
        case .sections(let flat):
            // Nothing before the first change moves, nothing after the last one changes.
            let start = flat[1] < 0 ? flat[0] : 0
            let lastUnchanged = flat[flat.count - 1] < 0 ? flat[flat.count - 2] : 0
            let end = newLength - lastUnchanged
            return NSRange(location: start, length: end - start)
        }
    }

    /// How many sections (pairs) there are.
    var pairCount: Int {
        switch storage {
        case .unchanged:
            return oldLength > 0 ? 1 : 0
        case .single(let start, let removed, _):
            return 1 + (start > 0 ? 1 : 0) + (oldLength - start - removed > 0 ? 1 : 0)
        case .sections(let flat):
            return flat.count / 2
        }
    }

    /// Section `pair`: its old length and its new length, or -1 when unchanged.
    func section(_ pair: Int) -> (len: Int, ins: Int) {
        switch storage {
        case .unchanged:
            return (oldLength, -1)
        case .single(let start, let removed, let inserted):
            switch start > 0 ? pair : pair + 1 {
            case 0: return (start, -1)
            case 1: return (removed, inserted)
            default: return (oldLength - start - removed, -1)
            }
        case .sections(let flat):
            return (flat[2 * pair], flat[2 * pair + 1])
        }
    }
}

extension ChangeDescription: CustomStringConvertible {
    /// CodeMirror's notation (`ChangeDesc.toString()`): sections separated by spaces, `len` for
    /// unchanged text and `len:ins` for a change, as `5 0:2 5`; empty when the text is empty.
    ///
    /// - Complexity: O(*n*) for *n* sections.
    public var description: String {
        (0..<pairCount).map { pair in
            let (len, ins) = section(pair)
            return ins >= 0 ? "\(len):\(ins)" : "\(len)"
        }.joined(separator: " ")
    }
}
