extension Rope {
    /// Iterates a rope's code units leaf by leaf, keeping the path to the current leaf.
    struct UnitIterator: IteratorProtocol {
        private var stack: [(node: RopeNode, next: Int)] = []
        private var leaf: RopeNode?
        private var position = 0

        init(root: RopeNode) {
            descend(from: root)
        }

        /// Pushes the leftmost path below `node`, ending at its first leaf.
        private mutating func descend(from node: RopeNode) {
            var node = node
            while !node.isLeaf {
                stack.append((node, 1))
                node = node.entries[0].node
            }
            leaf = node
            position = 0
        }

        /// The next code unit, or nil at the end.
        mutating func next() -> UInt16? {
            while let current = leaf {
                if position < current.leaf.count {
                    defer { position += 1 }
                    return current.units![position]
                }
                leaf = nil
                while let top = stack.last {
                    if top.next < top.node.entries.count {
                        stack[stack.count - 1].next += 1
                        descend(from: top.node.entries[top.next].node)
                        break
                    }
                    stack.removeLast()
                }
            }
            return nil
        }
    }
}
