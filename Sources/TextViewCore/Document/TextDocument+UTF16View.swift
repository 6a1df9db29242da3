extension TextDocument {
    /// The document's UTF-16 code units as a collection; iterating walks the rope's chunks, no copy.
    public struct UTF16View: BidirectionalCollection, Sendable {
        internal let rope: Rope

        /// A position in the view: a UTF-16 offset.
        public typealias Index = Int

        /// The first offset, 0.
        public var startIndex: Int { 0 }

        /// The offset past the last code unit, `length`.
        public var endIndex: Int { rope.count }

        /// The code unit at `position`.
        ///
        /// - Parameter position: A valid offset, `0..<count`.
        /// - Complexity: O(log n).
        public subscript(position: Int) -> UInt16 {
            precondition(position >= 0 && position < rope.count, "UTF16View index \(position) out of bounds 0..<\(rope.count)")
            return rope[position]
        }

        /// The offset after `i`.
        public func index(after i: Int) -> Int { i + 1 }

        /// The offset before `i`.
        public func index(before i: Int) -> Int { i - 1 }

        /// The number of code units.
        ///
        /// - Complexity: O(1).
        public var count: Int { rope.count }

        /// An iterator that walks the rope's chunks in order, with no copy and no per-unit lookup.
        public struct Iterator: IteratorProtocol {
            internal var base: Rope.UnitIterator

            /// The next code unit, or nil after the last.
            ///
            /// - Complexity: amortised O(1).
            public mutating func next() -> UInt16? { base.next() }
        }

        /// Returns an iterator over the code units, walking chunk by chunk.
        ///
        /// - Returns: An iterator positioned at the first code unit.
        /// - Complexity: O(log n) to start.
        public func makeIterator() -> Iterator { Iterator(base: rope.makeUnitIterator()) }
    }

    /// The text as UTF-16 code units.
    ///
    /// - Complexity: O(1) to create; iteration is O(n) with no copy of the text.
    public var utf16: UTF16View { UTF16View(rope: rope) }
}
