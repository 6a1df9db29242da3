/// The editing keys, micro's defaults where the editor has the command (and nano's where micro
/// has none): one table from key presses to ``EditorCommand``s.
public enum KeyMap {
    /// The command of `key` while editing text, or nil when the key does nothing.
    public static func command(for key: KeyEvent) -> EditorCommand? {
        let shift = key.modifiers.contains(.shift)
        let control = key.modifiers.contains(.control)
        let alt = key.modifiers.contains(.alt)
        switch key.key {
        case .character(let character):
            if control {
                switch character {
                case "q": return .quit
                case "s": return shift ? .saveAs : .save
                case "f": return .find
                case "n": return .findNext
                case "p": return .findPrevious
                case "r": return .replace
                case "g", "l": return .goToLine
                case "z": return shift ? .redo : .undo
                case "y": return .redo
                case "c": return .copy
                case "x": return .cut
                case "v": return .paste
                case "k": return .cutLine
                case "a": return .selectAll
                case "d": return .selectNextOccurrence
                case "e": return .saveAs
                default: return nil
                }
            }
            if alt {
                switch character {
                case "s", "S": return .toggleWrap
                case "u", "U": return .convert
                case "b": return .move(.wordLeft, extending: false)
                case "f": return .move(.wordRight, extending: false)
                default: return nil
                }
            }
            return .insert(String(character))
        case .enter: return control || alt ? nil : .newline
        case .tab: return shift ? .backtab : .tab
        case .backspace: return control || alt ? .deleteWordBackward : .backspace
        case .delete: return control || alt ? .deleteWordForward : .delete
        case .escape: return .escape
        case .left: return .move(control || alt ? .wordLeft : .left, extending: shift)
        case .right: return .move(control || alt ? .wordRight : .right, extending: shift)
        case .up: return .move(control ? .documentStart : .up, extending: shift)
        case .down: return .move(control ? .documentEnd : .down, extending: shift)
        case .home: return .move(control ? .documentStart : .lineStart, extending: shift)
        case .end: return .move(control ? .documentEnd : .lineEnd, extending: shift)
        case .pageUp: return .move(.pageUp, extending: shift)
        case .pageDown: return .move(.pageDown, extending: shift)
        case .function(3): return .findNext
        case .function(2): return .save
        case .function(10): return .quit
        case .insert, .function: return nil
        }
    }

    /// The keys, as the README and the help line list them.
    public static let summary: [(keys: String, action: String)] = [
        ("Ctrl-S / Ctrl-E", "save / save as"),
        ("Ctrl-Q", "quit (asks when modified)"),
        ("Ctrl-Z / Ctrl-Y, Ctrl-Shift-Z", "undo / redo"),
        ("Ctrl-X / Ctrl-C / Ctrl-V / Ctrl-K", "cut / copy / paste / cut line"),
        ("Ctrl-A / Ctrl-D", "select all / select next occurrence (another caret)"),
        ("Ctrl-F, Ctrl-N / Ctrl-P", "find, next / previous"),
        ("Ctrl-R", "replace (Enter one, Alt-A all)"),
        ("Ctrl-G (Ctrl-L)", "go to line"),
        ("Alt-S", "soft wrap on/off"),
        ("Alt-U", "allow edits of a file opened read-only (lossy decode)"),
        ("Esc", "one caret again; close a prompt"),
    ]
}
