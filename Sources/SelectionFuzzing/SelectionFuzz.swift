/// The entry point shared by the fuzzer executable and the corpus test.
package enum SelectionFuzz {
    /// Decodes `bytes` into an initial text and a sequence of editor operations, runs them, and
    /// checks the editor after each.
    ///
    /// - Parameter bytes: Any bytes at all.
    /// - Returns: A report of the first broken invariant (the operations that led to it
    ///   included), or nil when every step held.
    package static func run(_ bytes: [UInt8]) -> String? {
        var input = FuzzBytes(bytes)
        var initial = ""
        for _ in 0..<(Int(input.byte()) % 12) {
            initial += FuzzPalette.pieces[Int(input.byte()) % FuzzPalette.pieces.count]
        }
        var session = FuzzSession(initial: initial)
        if let problem = session.checkInitialState() {
            return problem
        }
        while !input.isAtEnd {
            let operation = FuzzOperation.decode(&input, length: session.text.length)
            if session.isTooLong(operation) { continue }
            if let problem = session.step(operation) {
                return problem
            }
        }
        return nil
    }
}
