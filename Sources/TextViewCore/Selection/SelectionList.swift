/// The selections of a ``SelectionSet``, in order: an array while there are few of them, and past
/// ``flatLimit`` a B-tree of small arrays (the generic ``BTree``, each selection counting 1), so
/// that adding one selection among thousands costs O(log k), not a move of half of them.
///
/// One selection, the usual case, lives in the plain array, and reading it costs one test more
/// than an array's subscript. Only ``replaceSubrange(_:with:)`` (adding a selection) needs the
/// tree: every other change reads or rewrites each selection anyway (mapping through an edit,
/// snapping, normalising) and goes through ``withArray(_:)``. Inserting into one array moved half
/// of it, and all of it was copied when a snapshot shared it, so adding selections one by one in
/// random order was quadratic (the scale scenario "addSelection × n, shuffled": 12.3 against a
/// bound of 8.8 from 1,500 to 6,000); a tree moves at most a leaf and copies one path.
///
/// The price is a second reference in every set, which its copies retain: +1.0% to +2.7%
/// instructions a keystroke through the editor on the benchmark's traces, +3.4% to +4.8% with an
/// observer and undo (callgrind). One reference (an enum of the two, or always a tree) cost more; blocks in an
/// array of arrays still copied the outer array, a retain of every block, each a cache miss (12 µs
/// an insertion among 96,000).
struct SelectionList: RandomAccessCollection, MutableCollection, Hashable {
    typealias Element = TextSelection
    typealias Index = Int

    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Tiny under the internal checks, so that every test and fuzz input with a few selections
    /// goes through the tree, with its invariants checked after every change.
    static let flatLimit = 4
    #else
    /// The most selections kept in one array; a tree that shrinks to half of it becomes an array
    /// again.
    static let flatLimit = 512
    #endif

    /// The selections while ``tree`` is nil.
    private var flat: [TextSelection]
    /// The selections once there are more than `flatLimit` of them.
    private var tree: BTree<SelectionLeaf>?

    /// A list of `selections`.
    init(_ selections: [TextSelection]) {
        if selections.count <= SelectionList.flatLimit {
            flat = selections
            tree = nil
        } else {
            flat = []
            tree = SelectionLeaf.tree(of: selections)
        }
    }

    /// The selections as one array (the array itself while the list is flat).
    var array: [TextSelection] {
        guard let tree else { return flat }
        var all: [TextSelection] = []
        all.reserveCapacity(tree.length)
        tree.forEachLeaf(overlapping: 0 ..< tree.length) { node, _ in
            all.append(contentsOf: node.leaf.items)
            return true
        }
        return all
    }

    @inline(__always)
    var startIndex: Int { 0 }
    @inline(__always)
    var endIndex: Int { tree?.length ?? flat.count }
    @inline(__always)
    var count: Int { tree?.length ?? flat.count }

    @inline(__always)
    subscript(position: Int) -> TextSelection {
        get {
            guard let tree else { return flat[position] }
            precondition(position >= 0 && position < tree.length, "selection \(position) of \(tree.length)")
            let found: BTreeLocation<SelectionLeaf> = BTreePath.descend(in: tree.root, toOffset: position)
            return found.withNode { $0.leaf.items[position - found.start] }
        }
        // A setter, not a `_modify` coroutine: one with the tree's branch kept a frame too large
        // for the stack, and where it was not inlined every write allocated one (callgrind,
        // automerge-paper through the editor: 80,406 allocations in 259,778 patches).
        set {
            if tree == nil {
                flat[position] = newValue
            } else {
                write(newValue, at: position)
            }
        }
    }

    /// Writes `selection` at `position` of the tree, copying the shared nodes on its path.
    private mutating func write(_ selection: TextSelection, at position: Int) {
        tree!.makeRootUnique()
        guard let found = BTreePath.find(in: tree!.root, from: position, to: position + 1, preferEarlier: true) else {
            preconditionFailure("selection \(position) of \(tree!.length) not in one leaf")
        }
        found.path.makeUnique(in: tree!.root, adding: .zero) { _, leaf in
            leaf.leaf.items[position - found.start] = selection
        }
        tree!._invariantCheck()
    }

    /// Lets `body` rewrite the selections as one array: in place while the list is flat (no copy,
    /// no allocation: a keystroke's caret), and the tree rebuilt from it otherwise. For passes that
    /// visit every selection anyway, where a write a selection into the tree would copy a path
    /// each time.
    @inline(__always)
    mutating func withArray<R>(_ body: (inout [TextSelection]) throws -> R) rethrows -> R {
        if tree == nil {
            defer {
                if flat.count > SelectionList.flatLimit {
                    tree = SelectionLeaf.tree(of: flat)
                    flat = []
                }
            }
            return try body(&flat)
        }
        var all = array
        defer { self = SelectionList(all) }
        return try body(&all)
    }

    /// Iterates over the selections in order: an array's iteration, not a descent of the tree for
    /// each selection.
    @inline(__always)
    func makeIterator() -> IndexingIterator<[TextSelection]> { array.makeIterator() }

    /// The selections transformed in order (through ``makeIterator()``, not the subscript).
    @inline(__always)
    func map<T, E: Error>(_ transform: (TextSelection) throws(E) -> T) throws(E) -> [T] {
        try array.map(transform)
    }

    /// Whether each selection ends before the next starts.
    var isSortedAndApart: Bool {
        var previous: TextSelection? = nil
        for selection in self {
            if let previous, selection.lower <= previous.upper { return false }
            previous = selection
        }
        return true
    }

    /// Inserts `selection` at `index`, moving the later ones up one.
    mutating func insert(_ selection: TextSelection, at index: Int) {
        replaceSubrange(index ..< index, with: selection)
    }

    /// Replaces the selections in `range` (possibly empty) with `selection`.
    mutating func replaceSubrange(_ range: Range<Int>, with selection: TextSelection) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "selections \(range) replaced of \(count)")
        if tree == nil {
            flat.replaceSubrange(range, with: CollectionOfOne(selection))
            if flat.count > SelectionList.flatLimit {
                tree = SelectionLeaf.tree(of: flat)
                flat = []
            }
            return
        }
        tree!.remove(range)
        tree!.insert(selection, at: range.lowerBound)
        tree!._invariantCheck()
        if tree!.length <= SelectionList.flatLimit / 2 {
            flat = array
            tree = nil
        }
    }

    static func == (lhs: SelectionList, rhs: SelectionList) -> Bool {
        if lhs.tree == nil && rhs.tree == nil { return lhs.flat == rhs.flat }
        return lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the selections in order, whatever holds them.
    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for selection in self { hasher.combine(selection) }
    }
}

/// A leaf of a selection list's tree: up to ``maxItems`` selections in order.
struct SelectionLeaf: BTreeItemLeaf {
    typealias Summary = CountSummary
    /// One selection: a list gains them one at a time.
    typealias Content = TextSelection

    #if TEXTVIEWCORE_INTERNAL_CHECKS
    static var maxItems: Int { 4 }
    static let minItems = 2
    static var maxChildren: Int { 4 }
    static var minChildren: Int { 2 }
    #else
    /// 64 selections, 2.5 KB: an insertion moves at most that much, and a tree of 100,000
    /// selections is three levels deep.
    static var maxItems: Int { 64 }
    static let minItems = 16
    static var maxChildren: Int { 32 }
    static var minChildren: Int { 8 }
    #endif

    var items: [TextSelection]

    init(items: [TextSelection]) { self.items = items }

    /// A tree holding `selections` in order, its leaves filled evenly.
    static func tree(of selections: [TextSelection]) -> BTree<SelectionLeaf> {
        BTree(leaves: makeLeaves(selections))
    }

    func summarize() -> CountSummary { CountSummary(length: items.count) }

    var isUnderfull: Bool { items.count < SelectionLeaf.minItems }

    static func destroy(_ node: BTreeNode<Self>) { destroyContents(of: node) }

    mutating func insert(_ selection: TextSelection, at offset: Int, summary: inout CountSummary) -> [SelectionLeaf] {
        items.insert(selection, at: offset)
        summary.length += 1
        return splitIfOverfull(summary: &summary)
    }

    mutating func remove(_ lo: Int, _ hi: Int, summary: inout CountSummary) {
        items.removeSubrange(lo ..< hi)
        summary.length -= hi - lo
    }

    #if TEXTVIEWCORE_INTERNAL_CHECKS
    func _checkLeaf(isRoot: Bool, at offset: Int, after previous: SelectionLeaf?) {
        precondition(items.count <= SelectionLeaf.maxItems, "selection leaf at \(offset) holds \(items.count), over \(SelectionLeaf.maxItems)")
        precondition(isRoot || items.count >= SelectionLeaf.minItems, "non-root selection leaf at \(offset) holds \(items.count), under \(SelectionLeaf.minItems)")
    }
    #endif
}
