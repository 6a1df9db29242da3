import Foundation
import TextViewCore
import TextViewBridge

/// The fields of the bottom bar, as the focus coordinator knows them.
public enum PromptField: Hashable, Sendable {
    case find, replace, line, path
}

/// What the bottom bar asks.
public enum Prompt: Equatable {
    /// The find bar; with `replacing`, the replace field too.
    case find(replacing: Bool)
    /// Go to line.
    case goToLine
    /// Save as: a path; then quit when the save came from the quit prompt.
    case saveAs(thenQuit: Bool)
    /// Quit with unsaved changes: save, discard or cancel.
    case confirmQuit
    /// The file changed on disk since it was opened: overwrite or cancel.
    case confirmOverwrite(thenQuit: Bool)
}

/// A one-line text field of the bar over a ``TextEditor`` draft: the keys a field understands.
@MainActor
enum DraftKeys {
    /// Applies `key` to `editor` as a field edit; returns whether the key was a field key.
    static func apply(_ key: KeyEvent, to editor: TextEditor) -> Bool {
        let shift = key.modifiers.contains(.shift)
        switch key.key {
        case .character(let character) where key.modifiers.isDisjoint(with: [.control, .alt]):
            editor.insertText(String(character))
        case .character("a") where key.modifiers == .control:
            editor.selectAll()
        case .backspace:
            if key.modifiers.isEmpty { editor.deleteBackward() } else { editor.deleteWordBackward() }
        case .delete: editor.deleteForward()
        case .left: key.modifiers.contains(.control) ? editor.moveWordLeft(extending: shift) : editor.moveLeft(extending: shift)
        case .right: key.modifiers.contains(.control) ? editor.moveWordRight(extending: shift) : editor.moveRight(extending: shift)
        case .home: editor.moveToBeginningOfDocument(extending: shift)
        case .end: editor.moveToEndOfDocument(extending: shift)
        default: return false
        }
        return true
    }

    /// A paste into a one-line field: line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
