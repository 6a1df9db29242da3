/// Typing through a `TextEditor` on one synthetic document: keystrokes with movement in between.
struct EditorTypingFigure: Codable, Sendable {
    /// UTF-16 code units of the document before typing.
    var characters: Int
    /// Keystrokes per run, and how many of them typed, deleted backward, moved or jumped.
    var keystrokes: Int
    var typed: Int
    var deletions: Int
    var moves: Int
    var jumps: Int
    /// All the keystrokes of a run; `nanosecondsPerOperation` is ns per keystroke.
    var timing: TimingResult
    /// TextDocument's own typing on the same document (the synthetic section's typing phase), for
    /// comparison: what the editor adds to a keystroke.
    var rawTyping: TimingResult?
    /// Complete runs whose end state was checked (caret in bounds, length consistent with the
    /// keystrokes, the same text as the first run); 0 when the cap stopped the only run.
    var checkedRuns: Int
    /// This size's ns per keystroke / the smallest size's.
    var ratioToSmallest: Double?
}
