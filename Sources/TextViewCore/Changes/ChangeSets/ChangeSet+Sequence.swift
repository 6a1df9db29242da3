/// Composes a long sequence of change sets or descriptions (every transaction of a batch, every step of a
/// multi-cursor undo) in O(t log t) for t replacements in all, where folding them one by one with
/// ``ChangeSet/composed(with:)`` costs O(t²): each composition walks everything composed so far.
///
/// Sets are kept on a stack of runs, each the composition of a consecutive stretch; a run is
/// merged into the one below it while it holds at least half as many replacements, so the sizes
/// down the stack at least double and every replacement takes part in O(log t) compositions
/// (composition is associative, so the grouping does not change the result).
struct ChangeSetSequence<Change: ChangeSequenceElement> {
    private var runs: [Change] = []
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
    mutating func append(_ next: Change) {
        if next.isEmpty { return }
        runs.append(next)
        while runs.count >= 2, 2 * runs[runs.count - 1].foldingCost >= runs[runs.count - 2].foldingCost {
            let top = runs.removeLast()
            runs[runs.count - 1] = runs[runs.count - 1].composed(with: top)
        }
    }

    /// The whole sequence as one change set.
    ///
    /// - Complexity: O(t): the runs' sizes fall geometrically.
    var whole: Change {
        guard var result = runs.last else { return Change(length: oldLength) }
        for run in runs.dropLast().reversed() {
            result = run.composed(with: result)
        }
        return result
    }
}

/// What ``ChangeSetSequence`` composes: change sets (a batch's notification carries their text)
/// and change descriptions (the journal's lengths-only view).
protocol ChangeSequenceElement {
    /// The change that changes nothing in a text of `length` units.
    init(length: Int)
    /// Whether it changes nothing.
    var isEmpty: Bool { get }
    /// How much work composing it costs: its number of sections.
    var foldingCost: Int { get }
    /// It followed by `next`.
    func composed(with next: Self) -> Self
}

extension ChangeDescription: ChangeSequenceElement {
    var foldingCost: Int {
        switch storage {
        case .unchanged: 0
        case .single: 1
        case .sections(let sections): sections.count / 2
        }
    }
}

extension ChangeSet: ChangeSequenceElement {
    var foldingCost: Int { changeDescription.foldingCost }
}
