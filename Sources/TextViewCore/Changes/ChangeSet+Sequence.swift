/// Composes a long sequence of change sets (every transaction of a batch, every step of a
/// multi-cursor undo) in O(t log t) for t replacements in all, where folding them one by one with
/// ``ChangeSet/composed(with:)`` costs O(t²): each composition walks everything composed so far.
///
/// Sets are kept on a stack of runs, each the composition of a consecutive stretch; a run is
/// merged into the one below it while it holds at least half as many replacements, so the sizes
/// down the stack at least double and every replacement takes part in O(log t) compositions
/// (composition is associative, so the grouping does not change the result).
struct ChangeSetSequence {
    private var runs: [ChangeSet] = []
    /// The length of the text before the first set.
    let oldLength: Int

    /// An empty sequence over a text of `length`.
    init(length: Int) {
        oldLength = length
    }

    /// Whether no set with a replacement was added.
    var isEmpty: Bool { runs.isEmpty }

    /// Appends `next`, whose `oldLength` is the current `newLength`.
    ///
    /// - Complexity: O(log t) amortised compositions' worth of work per replacement.
    mutating func append(_ next: ChangeSet) {
        if next.isEmpty { return }
        runs.append(next)
        while runs.count >= 2, 2 * runs[runs.count - 1].storage.count >= runs[runs.count - 2].storage.count {
            let top = runs.removeLast()
            runs[runs.count - 1] = runs[runs.count - 1].composed(with: top)
        }
    }

    /// The whole sequence as one change set.
    ///
    /// - Complexity: O(t): the runs' sizes fall geometrically.
    var composed: ChangeSet {
        guard var result = runs.last else { return ChangeSet(length: oldLength) }
        for run in runs.dropLast().reversed() {
            result = run.composed(with: result)
        }
        return result
    }
}
