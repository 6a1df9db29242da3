import Foundation

extension TextDocument {
    /// The attribute runs of a range of a document, in order, clipped to the range.
    ///
    /// A value: it keeps the document's runs as they were when it was made.
    public struct AttributeRuns: Sequence, Sendable {
        internal let storage: AttributeStorage
        internal let range: Range<Int>

        /// Walks the runs with a cursor on the run tree.
        public struct Iterator: IteratorProtocol {
            internal let storage: AttributeStorage
            internal let end: Int
            internal let lower: Int
            internal var cursor: RunCursor

            /// The next run, or nil after the last.
            ///
            /// - Complexity: amortised O(1).
            public mutating func next() -> AttributeRun? {
                guard let run = cursor.run, cursor.start < end else { return nil }
                let a = Swift.max(cursor.start, lower)
                let b = Swift.min(cursor.start + run.length, end)
                cursor.advance()
                return AttributeRun(range: NSRange(location: a, length: b - a), attributes: storage.attributes(run.id))
            }
        }

        /// Returns an iterator on the first run of the range.
        ///
        /// - Returns: The iterator.
        /// - Complexity: O(log n).
        public func makeIterator() -> Iterator {
            let cursor = range.isEmpty ? RunCursor(storage.tree, at: storage.length) : RunCursor(storage.tree, at: range.lowerBound)
            return Iterator(storage: storage, end: range.upperBound, lower: range.lowerBound, cursor: cursor)
        }
    }
}
