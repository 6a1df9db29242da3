import Foundation
import Testing
import TestingSupport
import TextViewCore

/// Seeded random sequences of every editor operation on hostile text, checked step by step
/// against the reference model (`EditorModel`) and the editor's own invariants.
@Suite(.tags(.property)) struct EditorModelPropertyTests {
    /// Cases run in parallel; each runs `sequences` sequences of `steps` operations, every one with
    /// its own seed. 250 × 8 × 500 = 1,000,000 operations.
    static let cases = 250
    static let sequences = 8
    static let steps = 500

    @Test(arguments: 0..<cases)
    func editorAgreesWithModel(batch: Int) {
        for sequence in 0..<Self.sequences {
            let seed = UInt64(batch * Self.sequences + sequence)
            if let failure = EditorModelRunner.run(seed: seed, steps: Self.steps) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
    }
}
