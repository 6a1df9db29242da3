import Foundation

/// An edit as a value: which UTF-16 ranges of a text are replaced, and by which text (CodeMirror
/// 6's `ChangeSet`, in UTF-16 code units).
///
/// A change set applies to a document of exactly ``oldLength`` units (``apply(to:)``,
/// `TextDocument.apply(_:)`), inverts against that document (``inverted(for:)``), composes with
/// the change set that follows (``composed(with:)``), moves over a concurrent change set of the
/// same document (``mapped(through:before:)-(ChangeSet,_)``, the operational transform that collaboration
/// rests on), maps positions (``mapPosition(_:association:mode:)``), and encodes to and decodes
/// from CodeMirror's JSON (`Codable`), so a Swift peer and a CodeMirror client exchange changes.
///
/// Its length-only part is its ``changeDescription`` (CodeMirror's `ChangeDesc`), which holds the
/// sections; the semantics of sections, of normalisation and of mapping are described there. The
/// only changes joined are the ones CodeMirror joins: neighbouring deletions, and insertions at
/// one point (their texts concatenated in order).
///
/// The text is kept as the inserted code units of all changes concatenated in order: up to four
/// units inline (a keystroke's change set allocates nothing), longer texts in one array.
public struct ChangeSet: Hashable, Sendable {
    /// The sections, without the text (CodeMirror's `ChangeSet.desc`).
    ///
    /// - Complexity: O(1).
    public let changeDescription: ChangeDescription

    /// The inserted units of every change, in order.
    let text: InsertedUnits

    init(description: ChangeDescription, text: InsertedUnits) {
        precondition(description.insertedCount == text.count, "\(text.count) inserted units for \(description)")
        self.changeDescription = description
        self.text = text
    }

    /// The change set that changes nothing in a text of `length` units (CodeMirror's
    /// `ChangeSet.empty`).
    ///
    /// - Parameter length: The length of the text; must not be negative.
    /// - Complexity: O(1).
    public init(length: Int) {
        self.init(description: ChangeDescription(length: length), text: .empty)
    }

    /// This change set, moved out, leaving the empty change set of an empty text: what a record or
    /// a notification keeps of a transaction changes hands with no copy (a change set's copy goes
    /// through its value witness, about 60 instructions, and retains what it holds).
    mutating func take() -> ChangeSet {
        var taken = ChangeSet(length: 0)
        swap(&taken, &self)
        return taken
    }

    /// The change set replacing `range` of a text of `length` units with `units`. Nothing is
    /// clamped: an invalid range is a bug and traps with the values.
    ///
    /// - Parameters:
    ///   - range: The replaced range; must lie within `0...length`.
    ///   - units: The UTF-16 code units that replace it.
    ///   - length: The length of the text before the change.
    /// - Complexity: O(*m*) for *m* inserted units; allocates nothing for up to four.
    public init<C: Collection>(replacing range: Range<Int>, withUTF16 units: C, length: Int) where C.Element == UInt16 {
        self.init(replacing: range, with: InsertedUnits(units), length: length)
    }

    /// The change set replacing `range` of a text of `length` units with `text`.
    init(replacing range: Range<Int>, with text: InsertedUnits, length: Int) {
        self.init(description: ChangeDescription(replacing: range, insertedLength: text.count, length: length), text: text)
    }

    /// The change set replacing `range` of a text of `length` units with `string`.
    ///
    /// - Parameters:
    ///   - range: The replaced range; must lie within `0...length`.
    ///   - string: The text that replaces it.
    ///   - length: The length of the text before the change.
    /// - Complexity: O(*m*) for *m* inserted units.
    public init(replacing range: Range<Int>, with string: String, length: Int) {
        self.init(replacing: range, withUTF16: string.utf16, length: length)
    }

    /// One replacement, in the coordinates of the text before, as ``init(_:length:)`` takes them
    /// (CodeMirror's `{from, to, insert}` spec).
    public struct Spec: Hashable, Sendable {
        /// The replaced range of the original text.
        public var range: Range<Int>
        /// The UTF-16 code units that replace it.
        public var insertedUTF16: [UInt16]

        /// Replaces `range` with `string`.
        ///
        /// - Parameters:
        ///   - range: The replaced range of the original text.
        ///   - string: The new text; empty for a deletion.
        public init(range: Range<Int>, insert string: String = "") {
            self.range = range
            self.insertedUTF16 = Array(string.utf16)
        }

        /// Replaces `range` with `units`.
        ///
        /// - Parameters:
        ///   - range: The replaced range of the original text.
        ///   - units: The new UTF-16 code units.
        public init(range: Range<Int>, insertUTF16 units: [UInt16]) {
            self.range = range
            self.insertedUTF16 = units
        }

        /// Inserts `string` at `position`.
        ///
        /// - Parameters:
        ///   - string: The new text.
        ///   - position: Where, in the original text.
        /// - Returns: The spec.
        public static func insert(_ string: String, at position: Int) -> Spec {
            Spec(range: position ..< position, insert: string)
        }
    }

    /// The change set of `specs`, each in the coordinates of the original text of `length`
    /// units, in any order (CodeMirror's `ChangeSet.of`): specs that come in increasing order are
    /// gathered into one set; a spec starting before the previous one's end starts a new set,
    /// which is mapped over the ones before and composed with them. Several insertions at one
    /// point keep the order given.
    ///
    /// Specs that do not overlap (they may touch) give the same change set in any order, since
    /// mapping one over the others moves it without changing it: they are sorted and gathered in
    /// one pass. Only overlapping specs, whose result depends on the order given, are mapped and
    /// composed in that order.
    ///
    /// - Parameters:
    ///   - specs: The replacements; each range must lie within `0...length`, and the text after
    ///     them must not be longer than `Int.max` (both checked: traps with the values).
    ///   - length: The length of the original text; must not be negative.
    /// - Complexity: O(*k* log *k* + *t*) for *k* specs that do not overlap, in any order, and *t*
    ///   inserted units; O(*k*) more for each overlapping spec out of order.
    public init(_ specs: [Spec], length: Int) {
        precondition(length >= 0, "change set of a text of negative length \(length)")
        // The specs that change something, and whether they come in increasing order already.
        var order: [Int] = []
        order.reserveCapacity(specs.count)
        var inOrder = true
        var end = 0
        for (index, spec) in specs.enumerated() {
            let range = spec.range
            precondition(range.lowerBound >= 0 && range.upperBound <= length, "spec \(index): range \(range) is outside 0...\(length)")
            if range.isEmpty && spec.insertedUTF16.isEmpty { continue }
            if range.lowerBound < end { inOrder = false }
            end = range.upperBound
            order.append(index)
        }
        if !inOrder {
            // Sorted by start, insertions before a replacement starting at their point (as
            // CodeMirror maps them), and otherwise in the order given.
            order.sort { a, b in
                let (x, y) = (specs[a].range, specs[b].range)
                return (x.lowerBound, x.upperBound, a) < (y.lowerBound, y.upperBound, b)
            }
            end = 0
            inOrder = true
            for index in order {
                if specs[index].range.lowerBound < end { inOrder = false; break }
                end = specs[index].range.upperBound
            }
            if !inOrder {
                self = Self(overlapping: specs, length: length)
                return
            }
        }
        var builder = SectionBuilder(collectsText: true)
        var position = 0
        var newLength = length
        for index in order {
            let spec = specs[index]
            let (grown, overflow) = (newLength - spec.range.count).addingReportingOverflow(spec.insertedUTF16.count)
            precondition(!overflow, "spec \(index): replacing \(spec.range) with \(spec.insertedUTF16.count) units makes a text of \(length) units longer than Int.max")
            newLength = grown
            builder.add(spec.range.lowerBound - position, -1)
            builder.add(spec.range.count, spec.insertedUTF16.count)
            builder.appendText(utf16: spec.insertedUTF16)
            position = spec.range.upperBound
        }
        builder.add(length - position, -1)
        self = builder.changeSet()
    }

    /// CodeMirror's `ChangeSet.of` step by step, for specs (valid, in the order given) of which
    /// some overlap: each run of specs in increasing order is one set, mapped over the sets before
    /// it and composed with them.
    ///
    /// - Complexity: O(*k*) per run, for *k* specs.
    init(overlapping specs: [Spec], length: Int) {
        var total: ChangeSet?
        var builder = SectionBuilder(collectsText: true)
        var position = 0
        var pending = false
        func flush() {
            builder.add(length - position, -1)
            let set = builder.changeSet()
            total = total.map { $0.composed(with: set.mapped(through: $0.changeDescription)) } ?? set
            builder = SectionBuilder(collectsText: true)
            position = 0
            pending = false
        }
        for spec in specs {
            let range = spec.range
            if range.isEmpty && spec.insertedUTF16.isEmpty { continue }
            if range.lowerBound < position { flush() }
            builder.add(range.lowerBound - position, -1)
            builder.add(range.count, spec.insertedUTF16.count)
            builder.appendText(utf16: spec.insertedUTF16)
            position = range.upperBound
            pending = true
        }
        if pending || total == nil { flush() }
        self = total!
    }

    /// The length of the text before the change, in UTF-16 units.
    ///
    /// - Complexity: O(1).
    public var oldLength: Int { changeDescription.oldLength }

    /// The length of the text after the change, in UTF-16 units.
    ///
    /// - Complexity: O(1).
    public var newLength: Int { changeDescription.newLength }

    /// True when nothing changes.
    ///
    /// - Complexity: O(1).
    public var isEmpty: Bool { changeDescription.isEmpty }

    /// How much the change set changes the text's length (`newLength - oldLength`), the name
    /// NSTextStorage uses.
    ///
    /// - Complexity: O(1).
    public var changeInLength: Int { changeDescription.changeInLength }

    /// The union of the replaced ranges in the new text (NSTextStorage's `editedRange` for text
    /// edits); see ``ChangeDescription/editedRange``.
    public var editedRange: NSRange? { changeDescription.editedRange }

    /// The changes, one per section (touching ones apart, as kept), without their text.
    public var replacements: [ChangeDescription.Replacement] { changeDescription.replacements }

    /// Where `position` of the old text ends up in the new text; see
    /// ``ChangeDescription/mapPosition(_:association:)``.
    ///
    /// - Parameters:
    ///   - position: A UTF-16 offset in the old text; clamped to `0...oldLength`.
    ///   - association: Which side the position sticks to; `.before` by default.
    /// - Returns: A UTF-16 offset in `0...newLength`.
    public func mapPosition(_ position: Int, association: ChangeAssociation = .before) -> Int {
        changeDescription.mapPosition(position, association: association)
    }

    /// Where `position` of the old text ends up, or nil for a deletion `mode` reports; see
    /// ``ChangeDescription/mapPosition(_:association:mode:)``.
    ///
    /// - Parameters:
    ///   - position: A UTF-16 offset in the old text; clamped to `0...oldLength`.
    ///   - association: Which side the position sticks to.
    ///   - mode: Whether, and which, deletions to report.
    /// - Returns: A UTF-16 offset in `0...newLength`, or nil.
    public func mapPosition(_ position: Int, association: ChangeAssociation = .before, mode: MapMode) -> Int? {
        changeDescription.mapPosition(position, association: association, mode: mode)
    }

    /// Whether a change touches `range` of the old text; see ``ChangeDescription/touches(_:)``.
    ///
    /// - Parameter range: A range of the old text.
    public func touches(_ range: Range<Int>) -> Bool {
        changeDescription.touches(range)
    }
}
