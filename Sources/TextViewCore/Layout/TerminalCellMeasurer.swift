import CUnicode

// Unsafe in this file: a cluster's units, lent by the layout for one call, are read in place.

/// The default measurer: terminal cells, as a terminal emulator lays text out, with no font
/// system at all (so a layout is usable and testable anywhere).
///
/// A cluster is 2 cells wide when its first scalar is East Asian Wide or Fullwidth or has
/// Emoji_Presentation, or when it asks for emoji presentation with U+FE0F or holds a ZWJ
/// sequence of emoji; 0 cells when it is only marks or format characters (a combining mark with
/// nothing to combine with); 1 cell otherwise. Every line is 1 cell high (ascent 1, descent 0),
/// and tab stops are every ``tabInterval`` cells. Attributes are ignored.
public struct TerminalCellMeasurer: TextMeasurer, Hashable, Sendable {
    /// The distance between tab stops, in cells.
    public var tabInterval: Double

    /// Creates a measurer.
    ///
    /// - Parameter tabInterval: Cells between tab stops; 8 by default, as in terminals.
    public init(tabInterval: Double = 8) {
        self.tabInterval = tabInterval > 0 ? tabInterval : 8
    }

    /// The cells of `cluster`: 0, 1 or 2 (see the type's rules).
    ///
    /// - Parameters:
    ///   - cluster: One grapheme cluster.
    ///   - attributes: Ignored.
    /// - Returns: The width in cells.
    public func advance(of cluster: TextCluster, attributes: TextAttributes) -> Double {
        Double(cluster.withUnits(Self.cells(of:)))
    }

    /// One cell high, with the baseline at the bottom.
    ///
    /// - Parameter font: Ignored.
    /// - Returns: Line height 1, ascent 1, descent 0.
    public func metrics(of font: FontDescription?) -> FontMetrics {
        FontMetrics(lineHeight: 1, ascent: 1, descent: 0)
    }

    /// The cells of a cluster's code units.
    static func cells(of units: UnsafeBufferPointer<UInt16>) -> Int {
        guard let first = units.first else { return 0 }
        // Below U+0300 nothing is wide or combining; controls other than tab take no cell.
        if units.count == 1 && first < 0x300 {
            return first < 0x20 || (first >= 0x7F && first < 0xA0) ? 0 : 1
        }
        var widest = Int32(CU_CELL_ZERO)
        var previousIsEmoji = false
        var index = 0
        while index < units.count {
            var scalar = UInt32(units[index])
            if UTF16.isLeadSurrogate(units[index]), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00)
                index += 2
            } else {
                index += 1
            }
            if scalar == 0x200D {
                continue // a joiner keeps the emoji before it in view for the one after it
            }
            if scalar == 0xFE0F && previousIsEmoji {
                return 2 // emoji presentation selector after an emoji
            }
            let width = cu_cell_width_class(scalar)
            if widest == CU_CELL_ZERO {
                // The first spacing scalar decides; marks after it do not widen it.
                widest = width
            } else if previousIsEmoji && width == CU_CELL_WIDE {
                widest = Int32(CU_CELL_WIDE) // a ZWJ sequence of emoji shows as one emoji
            }
            previousIsEmoji = cu_has_emoji_property(scalar) != 0
        }
        return Int(widest)
    }
}
