/// A remembered place in a ``BTree``: the child indices down to a leaf and one span of that leaf,
/// with where the span starts, its length and what it is (`Element`).
///
/// A tree value keeps one for the next edit near its last one (typing, mostly): while the finger
/// covers an offset, finding it reads no summaries, and an edit there walks the remembered path
/// instead of searching. The rope's finger spans its whole leaf (one chunk; `Element` is `Void`);
/// the run tree's spans one run of its leaf (`index` says which; `Element` is the run's attribute
/// id). Any structural edit of the tree drops the finger; an edit through it keeps it up to date.
struct BTreeFinger<Element> {
    /// Child indices from the root to the leaf.
    var path: BTreePath
    /// The span's index in its leaf: 0 for a finger over a whole leaf.
    var index: Int
    /// Where the span starts.
    var start: Int
    /// The span's length.
    var length: Int
    /// What the span is: nothing for the rope's, the run's id for the run tree's.
    var element: Element

    /// Where the span ends.
    @inline(__always)
    var end: Int { start &+ length }

    /// Whether the span holds `offset`.
    @inline(__always)
    func covers(_ offset: Int) -> Bool {
        offset >= start && offset < start &+ length
    }

    /// Whether the span holds all of `range`, which may end where the span ends.
    @inline(__always)
    func covers(_ range: Range<Int>) -> Bool {
        range.lowerBound >= start && range.upperBound <= start &+ length
    }
}

extension BTreeFinger: Sendable where Element: Sendable {}

extension BTreeFinger where Element == Void {
    /// A finger over the whole leaf at `path`, which starts at `start` and holds `length` units.
    @inline(__always)
    init(leafAt path: BTreePath, start: Int, length: Int) {
        self.init(path: path, index: 0, start: start, length: length, element: ())
    }

    /// No finger: it covers no offset and no range of a tree (its length is negative). The rope
    /// keeps this rather than an optional finger, so that its keystroke's test is two comparisons
    /// (callgrind, public edit on sveltecomponent: an optional cost 7 instructions a patch more).
    static let nowhere = BTreeFinger(leafAt: BTreePath(), start: 0, length: -1)

    /// Whether this names a leaf (it is not ``nowhere``).
    @inline(__always)
    var isSet: Bool { length >= 0 }
}
