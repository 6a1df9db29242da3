import Foundation

/// The exact change set of a transaction: which UTF-16 ranges of the old text were replaced, and
/// by how many units each, without the inserted text itself (CodeMirror 6's `ChangeDesc`).
///
/// A change set maps positions from the text before to the text after (``mapPosition(_:association:)``),
/// composes with the change set that follows it (``composed(with:)``) and inverts
/// (``inverted()``), so that a transaction's edits, however many, are described by one value.
///
/// Representation: the lengths of the text before and after, and the normalised replacements,
/// stored inline when there are none or one (the common case: one per keystroke, which then
/// allocates nothing, and neither does composing two of them into one) and in a
/// `ContiguousArray` from two on. CodeMirror stores alternating section lengths instead
/// (`[len, ins, len, ins, ...]`, `ins == -1` for unchanged text); the replacements here are its
/// changed sections, with the unchanged ones implied by the gaps between them.
///
/// Normalisation: replacements are kept sorted, replacements that touch (one's range ends where
/// the next one's begins, including an insertion at the start or end of another replacement) are
/// merged into one, and no-op replacements (empty range, nothing inserted) are dropped. So the
/// value depends only on which old units survive and where they end up: equal change sets
/// compare equal whatever order or grouping of edits produced them, and composition is
/// associative under `==`. CodeMirror keeps touching changes apart for mapping; the price of
/// merging them is paid at their seams, where positions within and at the edges of the group map
/// as for one replacement covering it all:
/// - after `2..<4 → 1` and `4..<6 → 1`, position 4 is strictly inside `2..<6 → 2` and maps to 2
///   (`.before`) or 4 (`.after`), where CodeMirror maps it to 3 either way;
/// - after inserting `n` units at 5 and deleting `5..<8`, position 5 is the start of
///   `5..<8 → n` and maps to 5 either way, where CodeMirror maps it past the insertion with
///   `assoc = 1`;
/// - after deleting `2..<4` and inserting `n` units at 4, position 4 is the end of `2..<4 → n`
///   and maps past the insertion either way, where CodeMirror keeps it in front with
///   `assoc = -1`.
///
/// Everywhere else (positions outside such groups) the result is CodeMirror's. A caret that must
/// stay in front of text inserted right after a deletion therefore needs its own rule.
public struct ChangeSet: Hashable, Sendable, CustomStringConvertible {
    /// One replacement: `range` of the old text (UTF-16 offsets) replaced by `insertedLength`
    /// new units.
    public struct Replacement: Hashable, Sendable {
        /// The replaced range, in UTF-16 offsets of the text before the change set.
        public var range: Range<Int>
        /// How many UTF-16 units replace `range`.
        public var insertedLength: Int

        /// Creates a replacement of `range` by `insertedLength` units.
        ///
        /// - Parameters:
        ///   - range: The replaced range of the old text; must not start below 0.
        ///   - insertedLength: How many units replace it; must not be negative.
        /// - Complexity: O(1).
        public init(range: Range<Int>, insertedLength: Int) {
            precondition(range.lowerBound >= 0, "replacement range \(range) starts below 0")
            precondition(insertedLength >= 0, "replacement of \(range) inserts \(insertedLength) units")
            self.range = range
            self.insertedLength = insertedLength
        }

        /// How much this replacement changes the text's length.
        var delta: Int { insertedLength - range.count }

        /// True when this replacement changes nothing.
        var isNoOp: Bool { range.isEmpty && insertedLength == 0 }
    }

    /// The normalised replacements; `.single` and `.none` keep the one-edit case free of
    /// allocation, so `.multiple` always holds at least two.
    enum Storage: Hashable, Sendable {
        case none
        case single(Replacement)
        case multiple(ContiguousArray<Replacement>)

        var count: Int {
            switch self {
            case .none: 0
            case .single: 1
            case .multiple(let all): all.count
            }
        }

        subscript(index: Int) -> Replacement {
            switch self {
            case .none:
                preconditionFailure("replacement \(index) of an empty change set")
            case .single(let only):
                precondition(index == 0, "replacement \(index) of a change set with one replacement")
                return only
            case .multiple(let all):
                return all[index]
            }
        }
    }

    /// The length of the text before the change set, in UTF-16 units.
    ///
    /// - Complexity: O(1).
    public let oldLength: Int

    /// The length of the text after the change set, in UTF-16 units.
    ///
    /// - Complexity: O(1).
    public let newLength: Int

    /// The normalised replacements.
    let storage: Storage

    /// Assembles a change set whose storage is already normalised (built by ``Builder``).
    init(oldLength: Int, newLength: Int, storage: Storage) {
        self.oldLength = oldLength
        self.newLength = newLength
        self.storage = storage
    }

    /// Creates the change set that changes nothing in a text of `length` units.
    ///
    /// - Parameters:
    ///   - length: The length of the text, in UTF-16 units; must not be negative.
    /// - Complexity: O(1).
    public init(length: Int) {
        if let message = Self.validateLength(length) { preconditionFailure(message) }
        self.init(oldLength: length, newLength: length, storage: .none)
    }

    /// Creates the change set of one replacement: `range` of a text of `length` units replaced by
    /// `insertedLength` units. Nothing is clamped: callers pass a range they have validated, so
    /// an invalid one is a bug and traps with the values.
    ///
    /// - Parameters:
    ///   - range: The replaced range; must lie within `0...length`.
    ///   - insertedLength: How many units replace it; must not be negative, and the new length
    ///     must fit in an `Int`.
    ///   - length: The length of the text before the change.
    /// - Complexity: O(1), without allocating.
    /// - Precondition: ``validateReplacement(_:insertedLength:length:)`` returns nil; otherwise
    ///   the initialiser stops with its message.
    public init(replacing range: Range<Int>, insertedLength: Int, length: Int) {
        if let message = Self.validateReplacement(range, insertedLength: insertedLength, length: length) {
            preconditionFailure(message)
        }
        let replacement = Replacement(range: range, insertedLength: insertedLength)
        self.init(
            oldLength: length,
            newLength: length + replacement.delta,
            storage: replacement.isNoOp ? .none : .single(replacement)
        )
    }

    /// Creates the change set of several replacements of a text of `length` units, all in the
    /// coordinates of that text. They are normalised (touching ones merged, no-ops dropped).
    ///
    /// - Parameters:
    ///   - replacements: Sorted and non-overlapping (one may start where the previous one ends),
    ///     within `0...length`, with a new length that fits in an `Int`.
    ///   - length: The length of the text before the change.
    /// - Complexity: O(*n*) for *n* replacements.
    /// - Precondition: ``validateReplacements(_:length:)`` returns nil; otherwise the initialiser
    ///   stops with its message.
    public init(replacements: [Replacement], length: Int) {
        if let message = Self.validateReplacements(replacements, length: length) { preconditionFailure(message) }
        var builder = Builder()
        for replacement in replacements {
            builder.add(replacement.range, delta: replacement.delta)
        }
        let delta = replacements.reduce(0) { $0 + $1.delta }
        self.init(oldLength: length, newLength: length + delta, storage: builder.finish())
    }

    /// The replacements, normalised: sorted by position in the old text, touching ones merged,
    /// no-ops dropped.
    ///
    /// - Complexity: O(*n*) for *n* replacements (a new array; internal code reads the storage).
    public var replacements: [Replacement] {
        switch storage {
        case .none: []
        case .single(let only): [only]
        case .multiple(let all): Array(all)
        }
    }

    /// True when the change set replaces nothing.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool {
        if case .none = storage { return true }
        return false
    }

    /// How much the change set changes the text's length (`newLength - oldLength`), the name
    /// NSTextStorage uses.
    ///
    /// - Complexity: O(1).
    public var changeInLength: Int { newLength - oldLength }

    /// The union of the replaced ranges in the coordinates of the new text, as NSTextStorage's
    /// `editedRange` reports text edits: from the new start of the first replacement to the new
    /// end of the last. Empty (at the deletion point) for pure deletions; nil when the change set
    /// is empty.
    ///
    /// - Complexity: O(1): text after the last replacement is only shifted, so the last one's
    ///   new end is its old end plus ``changeInLength``.
    public var editedRange: NSRange? {
        let count = storage.count
        guard count > 0 else { return nil }
        let start = storage[0].range.lowerBound
        let end = storage[count - 1].range.upperBound + changeInLength
        return NSRange(location: start, length: end - start)
    }
}

extension ChangeSet {
    /// Collects replacements in order of their start, merges those that overlap or touch, drops
    /// no-ops, and stores up to one inline.
    struct Builder {
        /// The group still open to merging: its extent in old coordinates and summed delta.
        private var openLower = 0
        private var openUpper = 0
        private var openDelta = 0
        private var isOpen = false
        /// The first closed replacement, until a second one needs the array.
        private var first: Replacement?
        private var all: ContiguousArray<Replacement> = []

        /// Adds a replacement of `range` (old coordinates) that changes the length by `delta`.
        /// Ranges must come in order of their start; a range that starts at or before the end of
        /// the open group joins it, summing the deltas, which is exact because the text between
        /// merged ranges is unchanged and counts on both sides.
        mutating func add(_ range: Range<Int>, delta: Int) {
            if isOpen {
                precondition(
                    range.lowerBound >= openLower,
                    "replacement \(range) added after one starting at \(openLower)"
                )
                if range.lowerBound <= openUpper {
                    openUpper = Swift.max(openUpper, range.upperBound)
                    openDelta += delta
                    return
                }
                close()
            }
            openLower = range.lowerBound
            openUpper = range.upperBound
            openDelta = delta
            isOpen = true
        }

        private mutating func close() {
            isOpen = false
            let inserted = openUpper - openLower + openDelta
            precondition(
                inserted >= 0,
                "merged replacement \(openLower)..<\(openUpper) would insert \(inserted) units"
            )
            let replacement = Replacement(range: openLower..<openUpper, insertedLength: inserted)
            guard !replacement.isNoOp else { return }
            if let first {
                if all.isEmpty { all.append(first) }
                all.append(replacement)
            } else {
                first = replacement
            }
        }

        /// The normalised storage.
        mutating func finish() -> Storage {
            if isOpen { close() }
            if !all.isEmpty { return .multiple(all) }
            if let first { return .single(first) }
            return .none
        }
    }
}
