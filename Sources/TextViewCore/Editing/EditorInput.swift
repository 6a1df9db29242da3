/// The input-method and input-hook state of an editor: the composition, the marked-text style, the
/// will-change observers and the input filters. A class held by a constant, so the editor's hot
/// paths read one reference, and a few flags, for all of it.
final class EditorInput {
    /// The composition under way, if any.
    var composition: Composition? {
        didSet { isComposing = composition != nil }
    }
    // Exclusivity: the flags are plain values written only by the didSets here; no code runs
    // during an access to them, and they are what every keystroke reads.
    /// Whether a composition is under way (``composition`` is not nil).
    @exclusivity(unchecked) private(set) var isComposing = false
    /// Whether there are will-change observers.
    @exclusivity(unchecked) private(set) var hasWillChangeObservers = false
    /// Whether there are input filters.
    @exclusivity(unchecked) private(set) var hasFilters = false

    /// The marked range, when composing.
    var markedRange: Range<Int>? { isComposing ? composition?.range : nil }
    /// The attributes laid over the typing attributes while text is marked.
    var markedTextAttributes: TextAttributes?
    /// Set by a caller just before a transaction that must not end the composition (the
    /// composition's own steps, a selection inside the marked text, an edit away from it); the
    /// transaction consumes it.
    @exclusivity(unchecked) var keepsComposition = false
    /// The tokens of the will-change observers (cancelling a token removes its id).
    let willChangeTokens = ObserverList()
    /// The will-change observers, in the order they were added.
    var willChangeObservers: [(id: Int, body: (TextWillChange) -> Void)] = [] {
        didSet { hasWillChangeObservers = !willChangeObservers.isEmpty }
    }
    /// The tokens of the input filters.
    let filterTokens = ObserverList()
    /// The input filters, in the order they were added.
    var filters: [(id: Int, filter: InputFilter)] = [] {
        didSet { hasFilters = !filters.isEmpty }
    }
    /// The replacements the next transaction is about to make, for will-change observers; set only
    /// when there are any.
    var proposedReplacements: [TextReplacement]?

    /// Reads and clears ``keepsComposition``.
    func takeKeepsComposition() -> Bool {
        let keeps = keepsComposition
        if keeps { keepsComposition = false }
        return keeps
    }

    /// The will-change observers whose tokens are still registered (cancelled ones are dropped).
    func liveWillChangeObservers() -> [(id: Int, body: (TextWillChange) -> Void)] {
        // Filtered into a new array, the old one released after the assignment: a dropped closure
        // whose release runs code (a captured object's deinit) finds no access to the array open.
        let all = willChangeObservers
        willChangeObservers = all.filter { willChangeTokens.contains($0.id) }
        return willChangeObservers
    }

    /// The input filters whose tokens are still registered (cancelled ones are dropped).
    func liveFilters() -> [(id: Int, filter: InputFilter)] {
        let all = filters
        filters = all.filter { filterTokens.contains($0.id) }
        return filters
    }

    /// Maps the marked range through the replacement of `a ..< b` by `m` units (an edit away from
    /// it: its ends do not grow), and notes that the composition's undo step now holds another edit.
    func mapMarkedRange(replacing a: Int, _ b: Int, insertedLength m: Int) {
        guard isComposing, var c = composition else { return }
        let lower = TextSelection.map(c.range.lowerBound, replacing: a, b, insertedLength: m, assoc: 1)
        let upper = Swift.max(lower, TextSelection.map(c.range.upperBound, replacing: a, b, insertedLength: m, assoc: -1))
        c.range = lower ..< upper
        c.foreignEdits = true
        composition = c
    }
}
