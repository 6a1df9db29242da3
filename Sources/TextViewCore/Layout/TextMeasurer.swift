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

/// One grapheme cluster handed to a ``TextMeasurer``: its UTF-16 code units, held by value.
///
/// A cluster owns its units (up to eight inline, the clusters nearly all text has; longer ones, such
/// as emoji sequences joined by ZWJ or stacked marks, in an array), so a measurer may keep one, and
/// no pointer into the layout's text reaches code outside the package.
public struct TextCluster: Hashable, Sendable {
    /// The units of a cluster of up to eight.
    private var small: SIMD8<UInt16>
    /// How many of `small` are used; 0 when the cluster is in `long`.
    private var smallCount: Int
    /// A cluster of more than eight units.
    private var long: [UInt16]?

    /// A cluster of `utf16`'s code units (to test a measurer with a cluster of your own).
    ///
    /// - Parameter utf16: The cluster's code units; a measurer is only handed one grapheme
    ///   cluster, never empty, never holding a line break.
    public init<Units: Collection>(utf16: Units) where Units.Element == UInt16 {
        self.small = SIMD8()
        self.smallCount = 0
        self.long = nil
        if utf16.count <= 8 {
            for unit in utf16 {
                small[smallCount] = unit
                smallCount += 1
            }
        } else {
            long = Array(utf16)
        }
    }

    /// A cluster of `character`'s UTF-16 code units.
    ///
    /// - Parameter character: One grapheme cluster.
    public init(_ character: Character) {
        self.init(utf16: character.utf16)
    }

    /// The cluster of the layout's units at `units` (copied: the layout's buffer stays in the layout).
    // Unsafe: the units are read, within this call only.
    @inline(__always)
    package init(units: UnsafeBufferPointer<UInt16>) {
        self.small = SIMD8()
        self.long = nil
        if units.count <= 8 {
            self.smallCount = units.count
            for i in 0 ..< units.count { small[i] = units[i] }
        } else {
            self.smallCount = 0
            self.long = Array(units)
        }
    }

    /// The number of code units.
    public var count: Int { long?.count ?? smallCount }

    /// The cluster's code units, in order.
    public var utf16: UTF16View { UTF16View(cluster: self) }

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

    /// Calls `body` with the units as a buffer, for the package's own measurers.
    // Unsafe: the buffer is a local copy of this value's units, valid only inside `body`.
    package func withUnits<R>(_ body: (UnsafeBufferPointer<UInt16>) -> R) -> R {
        if let long { return long.withUnsafeBufferPointer(body) }
        var units = small
        let count = smallCount
        return withUnsafeBytes(of: &units) { raw in
            body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt16.self), count: count))
        }
    }

    /// A cluster's code units as a random-access collection.
    public struct UTF16View: RandomAccessCollection, Sendable {
        fileprivate let cluster: TextCluster
        /// The first unit's index, 0.
        public var startIndex: Int { 0 }
        /// The number of units.
        public var endIndex: Int { cluster.count }
        /// The unit at `position`.
        public subscript(position: Int) -> UInt16 {
            precondition(position >= 0 && position < endIndex, "cluster index \(position) out of range")
            if let long = cluster.long { return long[position] }
            return cluster.small[position]
        }
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
