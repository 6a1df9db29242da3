/// The entry point shared by the fuzzer executable and the corpus test.
package enum SelectionFuzz {
    /// Decodes `bytes` into an initial text and a sequence of editor operations, runs them, and
    /// checks the editor after each.
    ///
    /// - Parameters:
    ///   - bytes: Any bytes at all.
    ///   - trace: Given each call made, as Swift code with the text and selections it left, as it
    ///     goes (so a trace that ends in a crash is still printed).
    /// - Returns: A report of the first broken invariant (the operations that led to it
    ///   included), or nil when every step held.
    package static func run(_ bytes: [UInt8], trace: ((String) -> Void)? = nil) -> String? {
        var input = FuzzBytes(bytes)
        let initial = FuzzPalette.initialText(&input)
        var session = FuzzSession(initial: initial)
        trace?("let editor = TextEditor(string: \(FuzzText.quoted(initial)))")
        if let problem = session.checkInitialState() {
            return problem
        }
        while !input.isAtEnd {
            let operation = FuzzCommand.decode(&input, length: session.text.length)
            if session.isTooLong(operation) { continue }
            let problem = session.step(operation)
            trace?("editor.\(operation)    // \(session.state)")
            if let problem {
                return problem
            }
        }
        return nil
    }
}
