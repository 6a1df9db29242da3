import Foundation
import SelectionFuzzing
import TextViewCore

/// The entry point shared by the wire fuzzer executable and the corpus test: everything another
/// process can send, fed to every public decoder (`ChangeSet`, `ChangeDescription`,
/// `CollabUpdate`, `[CollabUpdate]`), and the decoded values, with change sets built from the
/// bytes (ranges inside surrogate pairs, halves of pairs in the text, wrong lengths), applied to a
/// document, pushed to an authority and received by peers, whose messages are delayed, repeated
/// and reordered. Checked after every step (see `WireFuzzSession`).
package enum WireFuzz {
    /// The most steps one input runs, so that every input stays fast.
    static let maximumSteps = 48

    /// Decodes `bytes` into a starting text and a sequence of steps, runs them, lets the peers
    /// catch up honestly, and checks that they converge on the authority's document.
    ///
    /// - Parameters:
    ///   - bytes: Any bytes at all.
    ///   - trace: Given each step as it runs (so a trace that ends in a crash still names it).
    /// - Returns: A report of the first broken promise, or nil when every step held.
    package static func run(_ bytes: [UInt8], trace: ((String) -> Void)? = nil) -> String? {
        var input = FuzzBytes(bytes)
        let initial = FuzzPalette.initialText(&input)
        var session = WireFuzzSession(initial: TextDocument(initial), rebasing: input.byte() & 1 == 0)
        session.trace = trace
        trace?("initial \(FuzzText.quoted(initial)), authority rebases: \(session.authority.rebasesStalePushes)")
        var steps = 0
        while session.failure == nil && !input.isAtEnd && steps < maximumSteps {
            session.step(&input)
            steps += 1
        }
        if session.failure == nil { session.converge() }
        return session.failure.map { "\($0)\nsteps:\n" + session.log.joined(separator: "\n") }
    }
}
