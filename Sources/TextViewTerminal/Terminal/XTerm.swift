/// Every escape sequence tvedit writes, in one place: the xterm-compatible subset that tmux and
/// every current terminal understand (ECMA-48 plus xterm's private modes).
public enum XTerm {
    /// The escape character that starts every sequence.
    public static let escape = "\u{1B}"
    /// Control Sequence Introducer.
    public static let csi = "\u{1B}["
    /// Operating System Command introducer.
    public static let osc = "\u{1B}]"
    /// String Terminator (ends an OSC).
    public static let stringTerminator = "\u{1B}\\"

    /// Switches to the alternate screen, saving the cursor (DECSET 1049).
    public static let enterAlternateScreen = csi + "?1049h"
    /// Back to the normal screen, restoring the cursor (DECRST 1049).
    public static let leaveAlternateScreen = csi + "?1049l"
    /// Mouse reports: presses and releases (1000), drags (1002), in SGR form (1006).
    public static let enableMouse = csi + "?1000h" + csi + "?1002h" + csi + "?1006h"
    /// Stops the mouse reports.
    public static let disableMouse = csi + "?1006l" + csi + "?1002l" + csi + "?1000l"
    /// Bracketed paste on: a paste arrives between ``pasteStart`` and ``pasteEnd``.
    public static let enableBracketedPaste = csi + "?2004h"
    /// Bracketed paste off.
    public static let disableBracketedPaste = csi + "?2004l"
    /// Hides the cursor (DECTCEM off).
    public static let hideCursor = csi + "?25l"
    /// Shows the cursor (DECTCEM on).
    public static let showCursor = csi + "?25h"
    /// Turns off autowrap (DECAWM), so a cell written in the last column never scrolls.
    public static let disableAutowrap = csi + "?7l"
    /// Turns autowrap back on.
    public static let enableAutowrap = csi + "?7h"
    /// Clears the whole screen.
    public static let clearScreen = csi + "2J"
    /// Back to the default colours and no attributes (SGR 0).
    public static let resetAttributes = csi + "0m"

    /// The cursor to `row`, `column` (0-based; the sequence is 1-based), CUP.
    public static func moveCursor(row: Int, column: Int) -> String {
        var bytes: [UInt8] = []
        appendMoveCursor(row: row, column: column, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``moveCursor(row:column:)``'s bytes to `out` with no `String` made (the renderer
    /// moves the cursor a few times a frame).
    static func appendMoveCursor(row: Int, column: Int, to out: inout [UInt8]) {
        // CSI as its two bytes: appending the String's UTF-8 cost more than the rest.
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
        appendDecimal(row + 1, to: &out)
        out.append(UInt8(ascii: ";"))
        appendDecimal(column + 1, to: &out)
        out.append(UInt8(ascii: "H"))
    }

    /// Appends ICH (`count` > 0: inserts `count` blank cells at the cursor, the rest of the row
    /// moving right and its last cells falling off) or DCH (`count` < 0: deletes `-count` cells at
    /// the cursor, the rest moving left and blanks coming in at the right edge) to `out`. The
    /// cursor stays where it is.
    static func appendShift(_ count: Int, to out: inout [UInt8]) {
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
        appendDecimal(Swift.abs(count), to: &out)
        out.append(count > 0 ? UInt8(ascii: "@") : UInt8(ascii: "P"))
    }

    /// Appends the decimal digits of `value` (not negative).
    private static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        let value = Swift.max(0, value)
        if value >= 10 { appendDecimal(value / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// The start of a bracketed paste, as the terminal sends it.
    public static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    /// The end of a bracketed paste.
    public static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// OSC 52: offers `base64` (the clipboard's text, base64-encoded) to the terminal's clipboard.
    public static func setClipboard(base64: String) -> String {
        "\(osc)52;c;\(base64)\(stringTerminator)"
    }

    /// ``sgr(_:)``'s bytes for every style, made once: the renderer sets a style per run.
    private static let sgrBytes: [[UInt8]] = (0 ... Int(UInt8.max)).map { Array(sgr(CellStyle(rawValue: UInt8($0))).utf8) }

    /// Appends ``sgr(_:)``'s bytes for `style` to `out`.
    static func appendSGR(_ style: CellStyle, to out: inout [UInt8]) {
        out.append(contentsOf: sgrBytes[Int(style.rawValue)])
    }

    /// The SGR parameters that select `style` after a reset.
    static func sgr(_ style: CellStyle) -> String {
        var parameters = ["0"]
        if style.contains(.inverse) { parameters.append("7") }
        if style.contains(.bold) { parameters.append("1") }
        if style.contains(.dim) { parameters.append("2") }
        if style.contains(.underline) { parameters.append("4") }
        if style.contains(.match) { parameters.append(contentsOf: ["30", "43"]) }
        if style.contains(.currentMatch) { parameters.append(contentsOf: ["30", "46"]) }
        return csi + parameters.joined(separator: ";") + "m"
    }
}
