/// A font's vertical metrics, in layout units.
public struct FontMetrics: Hashable, Sendable {
    /// The natural height of a line in this font (ascent + descent + leading), before the
    /// paragraph style's multiple and clamps.
    public var lineHeight: Double
    /// The distance from the top of the line to the baseline.
    public var ascent: Double
    /// The distance from the baseline to the bottom of the glyphs (positive).
    public var descent: Double

    /// Creates metrics.
    ///
    /// - Parameters:
    ///   - lineHeight: The natural line height.
    ///   - ascent: Top of the line to the baseline.
    ///   - descent: Baseline to the bottom of the glyphs.
    public init(lineHeight: Double, ascent: Double, descent: Double) {
        self.lineHeight = lineHeight
        self.ascent = ascent
        self.descent = descent
    }
}

/// One grapheme cluster handed to a ``TextMeasurer``: its UTF-16 code units, valid only for the
/// length of the call (the layout reads them straight from its copy of the paragraph).
public struct TextCluster {
    /// The cluster's code units; never empty, never holding a line break.
    public let utf16: UnsafeBufferPointer<UInt16>

    /// Wraps code units; the layout makes these, a measurer only reads them.
    ///
    /// - Parameter utf16: The cluster's code units.
    public init(utf16: UnsafeBufferPointer<UInt16>) {
        self.utf16 = utf16
    }

    /// The cluster as a `String` (allocates for clusters that do not fit a small string).
    public var string: String {
        String(decoding: utf16, as: UTF16.self)
    }

    /// The cluster's Unicode scalars, in order.
    public var unicodeScalars: [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var iterator = utf16.makeIterator()
        var decoder = UTF16()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            result.append(scalar)
        }
        return result
    }
}

/// Measures text for a ``TextLayout``: the advance of each grapheme cluster and the metrics of a
/// font, in whatever units the caller chooses (terminal cells, points, pixels).
///
/// The layout never measures a line break, and measures a tab itself (to the next multiple of
/// ``tabInterval`` from the container's leading edge), so a measurer only sees printable clusters.
/// A measurer must be deterministic: the same cluster with the same attributes always measures
/// the same, or incremental layout would disagree with a full one.
public protocol TextMeasurer {
    /// The horizontal advance of `cluster` set with `attributes` (its font, kern, ...).
    ///
    /// - Parameters:
    ///   - cluster: One grapheme cluster.
    ///   - attributes: The attributes of the run holding it.
    /// - Returns: The advance; 0 or more.
    func advance(of cluster: TextCluster, attributes: TextAttributes) -> Double

    /// The vertical metrics of `font`, or of the default font when it is `nil`.
    ///
    /// - Parameter font: The run's font.
    /// - Returns: The metrics.
    func metrics(of font: FontDescription?) -> FontMetrics

    /// The distance between tab stops; tabs advance to the next multiple of it.
    var tabInterval: Double { get }
}
