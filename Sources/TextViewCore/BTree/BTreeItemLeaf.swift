/// A leaf whose contents are an array of items (attribute runs, selections): what such leaves
/// share of a ``BTreeLeaf``'s work, written once.
///
/// The array is a value: a copy of the leaf shares it until one side writes, so a leaf owns
/// nothing to copy or free by hand. What is left to each leaf type is what only it knows: where an
/// insertion goes, how a removal cuts, its size limits and its checks.
protocol BTreeItemLeaf: BTreeLeaf {
    /// One element of the leaf (a run, a selection).
    associatedtype Item

    /// The items, in order.
    var items: [Item] { get set }

    /// Most items a leaf holds.
    static var maxItems: Int { get }

    /// A leaf holding `items` (at most ``maxItems``).
    init(items: [Item])
}

extension BTreeItemLeaf {
    init() { self.init(items: []) }

    static var inner: Self { Self(items: []) }

    func copy() -> Self { self }

    func release() {}

    /// Leaves holding `items` in order, as even as ``BTreeNode/evenGroups(_:maximum:)`` makes
    /// them, none over ``maxItems`` (a single leaf may hold fewer than a leaf's minimum).
    static func makeLeaves(_ items: [Item]) -> [Self] {
        BTreeNode<Self>.evenGroups(items, maximum: maxItems).map { Self(items: Array($0)) }
    }

    /// The end of every insertion: a leaf over ``maxItems`` keeps the first of even leaves and
    /// returns the others, to be placed after it, with `summary` recomputed; a leaf within its
    /// limit returns none.
    mutating func splitIfOverfull(summary: inout Summary) -> [Self] {
        if items.count <= Self.maxItems { return [] }
        var leaves = Self.makeLeaves(items)
        self = leaves.removeFirst()
        summary = summarize()
        return leaves
    }

    /// ``BTreeLeaf/absorb(_:)``: `right`'s items appended when they fit, else the items of both
    /// shared out in two halves, the second returned as the new right neighbour.
    mutating func absorb(_ right: Self) -> Self? {
        if items.count + right.items.count <= Self.maxItems {
            items += right.items
            return nil
        }
        let all = items + right.items
        let cut = all.count / 2
        items = Array(all[..<cut])
        return Self(items: Array(all[cut...]))
    }
}
