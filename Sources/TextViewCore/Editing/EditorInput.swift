/// The input-hook state of an editor: the marked-text style, the
/// will-change observers and the input filters. A class held by a constant, so the editor's hot
/// paths read one reference, and a few flags, for all of it.
final class EditorInput {
    // Exclusivity: the flags are plain values written only by the didSets here; no code runs
    // during an access to them, and they are what every keystroke reads.
    /// Whether there are will-change observers.
    @exclusivity(unchecked) private(set) var hasWillChangeObservers = false
    /// Whether there are input filters.
    @exclusivity(unchecked) private(set) var hasFilters = false

    /// The attributes laid over the typing attributes while text is marked.
    var markedTextAttributes: TextAttributes?
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
}
