import TextViewCore

// Unsafe in this file: a cluster's units are read through buffers lent by the caller (a local array
// or the layout's cluster) for the length of one call; `width(of:)` is package-only.

/// What a grapheme cluster looks like on the screen, so that text never reaches the terminal as
/// control: C0 controls and DEL become their Control Pictures (U+2400 block, `␛` for ESC), C1
/// controls become `¿`, bidirectional controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
/// U+061C) and other zero-width clusters become `¤`, a lone combining mark is drawn on a dotted
/// circle. Everything else is itself, as wide as ``TerminalCellMeasurer`` says.
///
/// The one rule for both drawing and layout: ``DisplayCellMeasurer`` measures with it, so the
/// caret positions the layout computes are the columns the cells are drawn in.
public enum CellPicture {
    /// A cluster as drawn.
    public struct Picture: Hashable, Sendable {
        /// The printable text written to the terminal.
        public var text: String
        /// Its width in cells: 1 or 2.
        public var width: Int
        /// Whether this stands for something invisible or unsafe (drawn dim).
        public var isPicture: Bool
    }

    /// The picture of `character`.
    public static func picture(of character: Character) -> Picture {
        let scalars = character.unicodeScalars
        if let first = scalars.first, first.value >= 0x20, first.value < 0x7F, scalars.count == 1 {
            return Picture(text: String(character), width: 1, isPicture: false)
        }
        var units = Array(character.utf16)
        return units.withUnsafeMutableBufferPointer { buffer in
            picture(of: UnsafeBufferPointer(buffer), character: character)
        }
    }

    /// The width of the cluster in `units`, as drawn.
    package static func width(of units: UnsafeBufferPointer<UInt16>) -> Int {
        if units.count == 1, units[0] >= 0x20, units[0] < 0x7F { return 1 }
        return picture(of: units, character: nil).width
    }

    /// Whether `scalar` is a bidirectional formatting control.
    public static func isBidiControl(_ scalar: UInt32) -> Bool {
        (0x202A ... 0x202E).contains(scalar) || (0x2066 ... 0x2069).contains(scalar)
            || scalar == 0x200E || scalar == 0x200F || scalar == 0x061C
    }

    /// The picture of a cluster's code units; `character` is the same cluster when known.
    private static func picture(of units: UnsafeBufferPointer<UInt16>, character: Character?) -> Picture {
        guard let first = units.first else { return Picture(text: " ", width: 1, isPicture: true) }
        let firstScalar = UInt32(first)
        if firstScalar < 0x20 {
            return Picture(text: String(Character(Unicode.Scalar(0x2400 + firstScalar)!)), width: 1, isPicture: true)
        }
        if firstScalar == 0x7F {
            return Picture(text: "\u{2421}", width: 1, isPicture: true)
        }
        if firstScalar >= 0x80 && firstScalar < 0xA0 {
            return Picture(text: "\u{BF}", width: 1, isPicture: true)
        }
        // A cluster that holds any control or bidi control is not drawn as itself.
        for unit in units {
            let value = UInt32(unit)
            if value < 0x20 || (value >= 0x7F && value < 0xA0) || isBidiControl(value) {
                return Picture(text: "\u{A4}", width: 1, isPicture: true)
            }
        }
        let text = character.map(String.init) ?? String(decoding: units, as: UTF16.self)
        let cells = Int(TerminalCellMeasurer().advance(of: TextCluster(units: units), attributes: TextAttributes()))
        if cells > 0 {
            return Picture(text: text, width: cells, isPicture: false)
        }
        // Zero cells: a mark with nothing to combine with, or a format character.
        if let scalar = text.unicodeScalars.first, scalar.properties.generalCategory == .nonspacingMark
            || scalar.properties.generalCategory == .enclosingMark || scalar.properties.generalCategory == .spacingMark {
            return Picture(text: "\u{25CC}" + text, width: 1, isPicture: true)
        }
        return Picture(text: "\u{A4}", width: 1, isPicture: true)
    }
}

/// The measurer of tvedit's layout: ``TerminalCellMeasurer``'s cells, except that what
/// ``CellPicture`` draws as a picture takes the picture's cell, so the layout's caret positions
/// and soft wraps match the screen.
public struct DisplayCellMeasurer: TextMeasurer, Hashable, Sendable {
    /// Cells between tab stops.
    public var tabInterval: Double
    /// Creates a measurer.
    ///
    /// - Parameter tabInterval: Cells between tab stops (8, as terminals).
    public init(tabInterval: Double = 8) {
        self.tabInterval = tabInterval > 0 ? tabInterval : 8
    }
    /// The cells of `cluster` as drawn: 1 or 2.
    public func advance(of cluster: TextCluster, attributes: TextAttributes) -> Double {
        Double(cluster.withUnits(CellPicture.width(of:)))
    }
    /// One cell high, as ``TerminalCellMeasurer``.
    public func metrics(of font: FontDescription?) -> FontMetrics {
        TerminalCellMeasurer(tabInterval: tabInterval).metrics(of: font)
    }
}
