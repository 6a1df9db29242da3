import TestSupport
import Foundation
import TextViewCore

/// Runs one seeded sequence against the editor and the model.
enum EditorModelRunner {
    /// Replays the sequence of `seed`; returns a failure report, or nil when every step agreed.
    static func run(seed: UInt64, steps: Int) -> String? {
        var rng = SplitMix64(seed: seed)
        let initial = ModelPalette.string(using: &rng, maxPieces: 24)
        let editor = Bool.random(using: &rng) ? TextEditor(string: initial) : TextEditor(document: TextDocument(initial))
        var model = EditorModel(initial)
        var history: [EditorCommand] = []
        if let problem = compare(editor, model) {
            return report(seed: seed, step: 0, initial: initial, history: history, problem: problem, editor: editor, model: model)
        }
        var previous: EditorCommand?
        for step in 1...steps {
            let operation: EditorCommand
            if case .move(let m, _)? = previous, m == .up || m == .down, Bool.random(using: &rng) {
                // Vertical moves in a row, so the goal column is exercised.
                operation = .move(Bool.random(using: &rng) ? .up : .down, extending: Int.random(in: 0..<4, using: &rng) == 0)
            } else {
                operation = .random(length: model.length, using: &rng)
            }
            history.append(operation)
            previous = operation
            editor.dispatch(operation)
            model.apply(operation)
            if let problem = compare(editor, model) {
                return report(seed: seed, step: step, initial: initial, history: history, problem: problem, editor: editor, model: model)
                    + "\n" + shrunk(initial: initial, history: history)
            }
        }
        return nil
    }

    /// Replays `operations` from `initial`; returns the first disagreement, or nil.
    static func replay(initial: String, _ operations: [EditorCommand]) -> String? {
        let editor = TextEditor(string: initial)
        var model = EditorModel(initial)
        for operation in operations {
            editor.dispatch(operation)
            model.apply(operation)
            if let problem = compare(editor, model) { return problem }
        }
        return nil
    }

    /// A shorter history that still fails (chunks, then single operations removed while the
    /// failure stays), printed as a reproduction.
    static func shrunk(initial: String, history: [EditorCommand]) -> String {
        var ops = history
        var chunk = Swift.max(1, ops.count / 2)
        while chunk >= 1 {
            var i = 0
            while i < ops.count {
                var candidate = ops
                candidate.removeSubrange(i..<Swift.min(ops.count, i + chunk))
                if !candidate.isEmpty, replay(initial: initial, candidate) != nil {
                    ops = candidate
                } else {
                    i += chunk
                }
            }
            chunk /= 2
        }
        var lines = ["shrunk reproduction (\(ops.count) operations):",
                     "  let editor = TextEditor(string: \(ModelDebug.quoted(initial)))"]
        lines += ops.map { "  \($0)" }
        var before = EditorModel(initial)
        for operation in ops.dropLast() { before.apply(operation) }
        lines.append("  before the last one: text \(ModelDebug.quoted(before.text.string)), selections \(before.selections)")
        lines.append("  -> \(replay(initial: initial, ops) ?? "no failure?")")
        return lines.joined(separator: "\n")
    }

    /// What differs between the editor and the model, or nil.
    static func compare(_ editor: TextEditor, _ model: EditorModel) -> String? {
        if let broken = model.brokenInvariant {
            return "the model itself is wrong: \(broken)"
        }
        var problems: [String] = []
        if !editor.text.utf16.elementsEqual(model.text.units) {
            problems.append("text: editor \(ModelDebug.quoted(editor.text)), model \(ModelDebug.quoted(model.text.string))")
        }
        let selections = editor.selections.map { ModelSelection(anchor: $0.anchor, head: $0.head, affinity: $0.affinity) }
        if selections != model.selections {
            problems.append("selections: editor \(selections), model \(model.selections)")
        }
        if editor.primarySelectionIndex != model.primaryIndex {
            problems.append("primary: editor \(editor.primarySelectionIndex), model \(model.primaryIndex)")
        }
        let primary = model.primary
        if editor.selectedRange != NSRange(location: primary.lower, length: primary.upper - primary.lower) {
            problems.append("selectedRange: editor \(editor.selectedRange), model primary \(primary)")
        }
        if !problems.isEmpty {
            return problems.joined(separator: "\n")
        }
        // Last, since it traps: by now the editor agrees with a model whose invariants hold.
        editor._invariantCheck()
        return nil
    }

    static func report(seed: UInt64, step: Int, initial: String, history: [EditorCommand], problem: String,
                       editor: TextEditor, model: EditorModel) -> String {
        let tail = history.suffix(25)
        var lines = ["editor and model disagree: seed \(seed), step \(step)", problem]
        lines.append("initial text: \(ModelDebug.quoted(initial))")
        lines.append("last \(tail.count) operations (steps \(step - tail.count + 1)...\(step)):")
        lines += tail.map { "  \($0)" }
        lines.append("model text: \(ModelDebug.quoted(model.text.string)) (\(model.length) units)")
        lines.append("model selections: \(model.selections), primary \(model.primaryIndex), goals \(model.goalColumns.map { "\($0)" } ?? "none")")
        return lines.joined(separator: "\n")
    }
}
