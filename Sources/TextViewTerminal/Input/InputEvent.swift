/// The modifier keys held with a key or a mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = Modifiers(rawValue: 1)
    /// Alt (Meta, Option).
    public static let alt = Modifiers(rawValue: 2)
    /// Control.
    public static let control = Modifiers(rawValue: 4)

    /// The modifiers of an xterm modifier parameter (`1 + bits`: 2 Shift, 3 Alt, 5 Ctrl, ...);
    /// Meta (bit 8) counts as Alt, other bits are ignored.
    public init(xtermParameter parameter: Int) {
        let bits = Swift.max(0, parameter - 1)
        var result: Modifiers = []
        if bits & 1 != 0 { result.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { result.insert(.alt) }
        if bits & 4 != 0 { result.insert(.control) }
        self = result
    }
}

/// A key, without its modifiers.
public enum Key: Hashable, Sendable {
    /// A printable character (never a control character; Ctrl-letters are `.character` with
    /// `.control`, in lowercase).
    case character(Character)
    case enter, tab, backspace, delete, insert, escape
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1 to F20.
    case function(Int)
}

/// A key press.
public struct KeyEvent: Hashable, Sendable {
    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: Modifiers
    /// Creates a key press.
    public init(_ key: Key, _ modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
    /// Ctrl with a letter or symbol.
    public static func control(_ character: Character, _ more: Modifiers = []) -> KeyEvent {
        KeyEvent(.character(character), more.union(.control))
    }
}

/// A mouse report (SGR 1006).
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Action: Hashable, Sendable {
        case press, drag, release, wheelUp, wheelDown, wheelLeft, wheelRight
    }
    /// Which button.
    public enum Button: Hashable, Sendable {
        case left, middle, right, none
    }
    public var action: Action
    public var button: Button
    /// The cell, 0-based; never negative (the terminal's 1-based report minus one, clamped).
    public var column: Int
    public var row: Int
    public var modifiers: Modifiers
    /// Creates a report.
    public init(action: Action, button: Button, column: Int, row: Int, modifiers: Modifiers = []) {
        self.action = action
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}

/// What the terminal told the editor.
public enum InputEvent: Hashable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    /// A bracketed paste: text to insert as it is, never run as keystrokes.
    case paste(String)
    /// The window's new size in cells.
    case resize(columns: Int, rows: Int)
    /// Focus gained or lost (ignored by the editor).
    case focus(Bool)
}
