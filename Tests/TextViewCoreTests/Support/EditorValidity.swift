import Foundation
import Testing
@testable import TextViewCore

/// The state every editor operation must leave behind (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, last paragraph),
/// checked from the outside so it runs in every build, not only with internal checks.
enum EditorValidity {
    /// What is wrong with `editor`'s selections, or nil.
    static func problem(in editor: TextEditor) -> String? {
        let selections = editor.selections
        let length = editor.document.length
        if selections.isEmpty { return "no selection" }
        if !(0 ..< selections.count).contains(editor.primarySelectionIndex) {
            return "primary \(editor.primarySelectionIndex) of \(selections.count)"
        }
        for (i, s) in selections.enumerated() {
            for end in [s.anchor, s.head] {
                if end < 0 || end > length { return "selection \(i) \(s) outside 0...\(length)" }
                if !editor.document.isClusterBoundary(end) { return "selection \(i) \(s) off a cluster boundary" }
            }
            if i > 0 && s.range.location <= NSMaxRange(selections[i - 1].range) {
                return "selection \(i) \(s) touches or precedes \(selections[i - 1])"
            }
        }
        return nil
    }

    /// Records an issue when `editor` is not valid.
    static func expectValid(_ editor: TextEditor, _ context: @autoclosure () -> String = "",
                            sourceLocation: SourceLocation = #_sourceLocation) {
        if let problem = problem(in: editor) {
            Issue.record("\(problem) \(context())", sourceLocation: sourceLocation)
        }
        editor._invariantCheck()
    }
}
