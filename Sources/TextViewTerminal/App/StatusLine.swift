import Foundation
import TextViewCore

/// What the status line shows, as plain values: the file's name and flags, the carets, the
/// primary caret's line and column, and the text's encoding, line ending and wrap setting.
///
/// A frame compares it with the last frame's to keep the row; when it differs, the row is painted
/// with the numbers written as digits and the other parts from strings made once per value of
/// them (``Texts``): a keystroke, which changes the column, builds no `String`.
struct StatusLine: Equatable {
    /// Left: the name and the flags after it.
    struct File: Equatable {
        var name: String
        var isModified: Bool
        var isReadOnly: Bool

        var text: String {
            var text = " \(name)"
            if isModified { text += " [+]" }
            if isReadOnly { text += " [read-only]" }
            return text
        }
    }

    /// Right, after the position: the encoding and byte order mark, the line ending, the wrap.
    struct Settings: Equatable {
        var encoding: TextEncoding
        var hasByteOrderMark: Bool
        var lineEnding: LineEnding
        var wraps: Bool

        var text: String {
            "  \(encoding.name)\(hasByteOrderMark ? " BOM" : "")  \(lineEnding)  \(wraps ? "wrap" : "nowrap") "
        }
    }

    var file: File
    var settings: Settings
    /// The carets (shown when more than one).
    var carets: Int
    /// The primary caret's line, 1-based.
    var line: Int
    /// Its column in grapheme clusters, 1-based; or, when ``columnIsEstimate``, its distance in
    /// code units from the line's start plus one, shown after `~` (a line too long to count).
    var column: Int
    var columnIsEstimate: Bool

    /// The strings of the parts that change seldom, each kept for the value it was made for.
    struct Texts {
        private var file: File?
        private var fileText = ""
        private var fileWidth = 0
        private var settings: Settings?
        private var settingsText = ""
        private var settingsBytes: [UInt8]?
        private var settingsWidth = 0

        /// The left part's text for `file`, and its width in cells.
        mutating func text(of file: File) -> (text: String, width: Int) {
            if self.file != file {
                self.file = file
                fileText = file.text
                fileWidth = EditorApp.cellWidth(of: fileText)
            }
            return (fileText, fileWidth)
        }

        /// The settings' text for `settings`, its width in cells, and its bytes when it is
        /// printable ASCII (a cell a byte, written with no `String` at hand).
        mutating func text(of settings: Settings) -> (text: String, width: Int, ascii: [UInt8]?) {
            if self.settings != settings {
                self.settings = settings
                settingsText = settings.text
                settingsWidth = EditorApp.cellWidth(of: settingsText)
                let bytes = Array(settingsText.utf8)
                settingsBytes = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } ? bytes : nil
            }
            return (settingsText, settingsWidth, settingsBytes)
        }
    }

    /// The carets part, empty for one caret.
    var caretsText: String { carets > 1 ? "\(carets)\(Self.caretsLabel)" : "" }

    /// What follows the number of carets.
    static let caretsLabel = " carets  "

    /// The position, `line:column`.
    var positionText: String { "\(line):\(columnIsEstimate ? "~" : "")\(column)" }

    /// The right part as a whole: carets, position, settings.
    var rightText: String { caretsText + positionText + settings.text }

    /// The cells of the right part, with the settings' text `settingsWidth` cells wide.
    private func rightWidth(settingsWidth: Int) -> Int {
        let positionWidth = Self.digits(line) + 1 + (columnIsEstimate ? 1 : 0) + Self.digits(column)
        let caretsWidth = carets > 1 ? Self.digits(carets) + Self.caretsLabel.utf8.count : 0
        return caretsWidth + positionWidth + settingsWidth
    }

    /// Paints the line into `row`, in reverse video: the left part from column 0, the right part
    /// against the right edge. What does not fit is dropped from the right part's end, keeping
    /// line:column first.
    ///
    /// When `row` shows `previous` (painted by this function on a row as wide), and only the
    /// carets and the position changed, only the cells of the right part are painted again: a
    /// keystroke moves the column, nothing else.
    func paint(into frame: inout ScreenFrame, row: Int, texts: inout Texts, over previous: StatusLine? = nil) {
        let columns = frame.columns
        let (fileText, fileWidth) = texts.text(of: file)
        let settings = texts.text(of: settings)
        let width = rightWidth(settingsWidth: settings.width)
        if fileWidth + 1 + width <= columns, let bytes = settings.ascii {
            // All of it fits (the common case): written in place through one writer, the numbers
            // as digits, the rest from bytes made once.
            var from = columns - width
            if let previous, previous.file == file, previous.settings == self.settings,
               case let previousWidth = previous.rightWidth(settingsWidth: settings.width), fileWidth + 1 + previousWidth <= columns {
                // The row is the previous line: blank what its right part covered beyond this one's.
                from = Swift.min(from, columns - previousWidth)
            } else {
                frame.clear(row: row, style: .inverse)
                frame.write(fileText, row: row, column: 0, style: .inverse)
            }
            let line = line, column = column, carets = carets, estimate = columnIsEstimate
            frame.paintRow(row) { writer in
                var x = from
                func put(_ byte: UInt8) {
                    writer.put(Cell(ascii: byte, style: .inverse), column: x)
                    x += 1
                }
                func put(decimal value: Int) {
                    var divisor = 1
                    while divisor <= value / 10 { divisor *= 10 }
                    while divisor > 0 {
                        put(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                        divisor /= 10
                    }
                }
                while x < columns - width { put(UInt8(ascii: " ")) }
                if carets > 1 {
                    put(decimal: carets)
                    for byte in Self.caretsLabel.utf8 { put(byte) }
                }
                put(decimal: line)
                put(UInt8(ascii: ":"))
                if estimate { put(UInt8(ascii: "~")) }
                put(decimal: column)
                for byte in bytes { put(byte) }
            }
            return
        }
        frame.clear(row: row, style: .inverse)
        let leftEnd = frame.write(fileText, row: row, column: 0, style: .inverse)
        var shown = rightText
        while !shown.isEmpty && leftEnd + 1 + EditorApp.cellWidth(of: shown) > columns {
            guard let cut = shown.dropLast().lastIndex(of: " ") else { shown = ""; break }
            shown = String(shown[...cut])
            while shown.hasSuffix("  ") { shown.removeLast() }
        }
        if !shown.isEmpty {
            frame.write(shown, row: row, column: columns - EditorApp.cellWidth(of: shown), style: .inverse)
        }
    }

    /// The decimal digits of `value` (not negative).
    static func digits(_ value: Int) -> Int {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
