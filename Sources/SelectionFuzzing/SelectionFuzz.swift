/// The entry point shared by the fuzzer executable and the corpus test.
package enum SelectionFuzz {
    /// Decodes `bytes` into an initial text and a sequence of editor operations, runs them, and
    /// checks the editor after each.
    ///
    /// - Parameter bytes: Any bytes at all.
    /// - Returns: A report of the first broken invariant (the operations that led to it
    ///   included), or nil when every step held.
    package static func run(_ bytes: [UInt8]) -> String? {
        run(bytes, trace: nil)
    }

    /// Runs `bytes` like ``run(_:)``, handing `trace` each call made as Swift code with the text
    /// and selections it left, as it goes (so a trace that ends in a crash is still printed).
    ///
    /// - Returns: The first broken invariant, or nil.
    package static func run(_ bytes: [UInt8], trace: ((String) -> Void)?) -> String? {
        var input = FuzzBytes(bytes)
        var initial = ""
        for _ in 0..<(Int(input.byte()) % 12) {
            initial += FuzzPalette.pieces[Int(input.byte()) % FuzzPalette.pieces.count]
        }
        var session = FuzzSession(initial: initial)
        trace?("let editor = TextEditor(string: \(FuzzText.quoted(initial)))")
        if let problem = session.checkInitialState() {
            return problem
        }
        while !input.isAtEnd {
            let operation = FuzzOperation.decode(&input, length: session.text.length)
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
