import SelectionFuzzing

/// The entry point shared by the editor fuzzer executable and the corpus test.
package enum EditorFuzz {
    /// Decodes `bytes` into an initial text and a sequence of editor operations, runs them, and
    /// checks the editor after each (see `EditorFuzzSession`).
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
        let session = EditorFuzzSession(initial: initial)
        defer { session.close() }
        trace?("let editor = TextEditor(string: \(FuzzText.quoted(initial)))")
        session.checkState()
        while session.failure == nil && !input.isAtEnd {
            let operation = EditorFuzzOperation.decode(&input, length: session.editor.document.length)
            if session.isTooLong(operation) { continue }
            // Printed before it runs, so a trace that ends in a trap names the call.
            trace?("\(operation)")
            session.step(operation)
            trace?("    // \(session.state)")
        }
        // Closes the batches the input left open, so their changes are delivered and checked.
        while session.failure == nil && session.editor.isBatchingChanges {
            trace?("endEditing()")
            session.step(.command(.endEditing))
            trace?("    // \(session.state)")
        }
        return session.report()
    }
}
