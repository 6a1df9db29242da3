import Foundation

extension TextDocument {
    /// A run of text with one set of attributes: what ``TextDocument/runs(in:)`` yields.
    public struct AttributeRun: Hashable, Sendable {
        /// The run's range (clipped to the range asked for).
        public var range: NSRange
        /// The attributes of every character in it.
        public var attributes: TextAttributes

        /// Creates a run.
        ///
        /// - Parameters:
        ///   - range: The range.
        ///   - attributes: The attributes.
        public init(range: NSRange, attributes: TextAttributes) {
            self.range = range
            self.attributes = attributes
        }
    }
}
