import Foundation

/// How a cell is drawn: a few SGR attributes (``XTerm`` turns them into parameters).
public struct CellStyle: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates a style from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Reverse video: selections, secondary carets, the status line.
    public static let inverse = CellStyle(rawValue: 1)
    /// Bold.
    public static let bold = CellStyle(rawValue: 2)
    /// Dim: pictures of control characters, so they read as not being the text itself.
    public static let dim = CellStyle(rawValue: 4)
    /// Underline.
    public static let underline = CellStyle(rawValue: 8)
    /// A find match in the viewport.
    public static let match = CellStyle(rawValue: 16)
    /// The current find match.
    public static let currentMatch = CellStyle(rawValue: 32)
}

/// One cell of the screen: the grapheme cluster drawn there (already made printable by
/// ``CellPicture``), how many cells it covers, and its style.
///
/// A 2-cell cluster is followed by a continuation cell (``isContinuation``) that the terminal
/// fills itself; the renderer never writes one.
///
/// The cluster is kept as its UTF-8 bytes in place, not as a `String`: a cell is plain bytes, so
/// copying, comparing and freeing rows of them counts no references (on a page down that was a
/// third of painting and diffing a frame). A cluster longer than ``inlineCapacity`` bytes (a
/// family emoji, a letter under many marks) is kept once in ``LongClusters`` and the cell holds
/// its number.
public struct Cell: Hashable, Sendable {
    /// Bytes 0 to 7 of the cluster's UTF-8, the first in the lowest byte; or a long cluster's number.
    private var low: UInt64
    /// Bytes 8 to 14, and in the top byte the count (``longMarker`` for a long cluster).
    private var high: UInt64
    /// 1 or 2 for a cell that starts a cluster, 0 for the second half of a wide one.
    public var width: UInt8
    /// The style.
    public var style: CellStyle

    /// The most UTF-8 bytes kept in place.
    static let inlineCapacity = 15
    /// The count byte of a cell whose cluster is in ``LongClusters``.
    private static let longMarker: UInt64 = 0xFF

    /// What is drawn: one printable cluster, never a control character.
    public var text: String {
        get {
            let count = Int(high >> 56)
            if UInt64(count) == Self.longMarker { return LongClusters.shared.cluster(Int(low)) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(count)
            appendUTF8(to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        set { (low, high) = Self.pack(newValue) }
    }

    /// Creates a cell.
    public init(text: String, width: UInt8 = 1, style: CellStyle = []) {
        (low, high) = Self.pack(text)
        self.width = width
        self.style = style
    }

    /// A one-cell cell of the ASCII character `byte` (printable, which the caller ensures).
    init(ascii byte: UInt8, style: CellStyle = []) {
        low = UInt64(byte)
        high = 1 << 56
        width = 1
        self.style = style
    }

    /// `text`'s bytes in place, or its number among the long clusters.
    private static func pack(_ text: String) -> (UInt64, UInt64) {
        let utf8 = text.utf8
        guard utf8.count <= inlineCapacity else {
            return (UInt64(LongClusters.shared.number(of: text)), longMarker << 56)
        }
        var low: UInt64 = 0
        var high = UInt64(utf8.count) << 56
        for (index, byte) in utf8.enumerated() {
            if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt64(byte) << (8 * (index - 8)) }
        }
        return (low, high)
    }

    /// Appends the cluster's UTF-8 to `out` (what the renderer writes), with no `String` made
    /// for a cluster kept in place.
    @inline(__always)
    func appendUTF8(to out: inout [UInt8]) {
        // Most cells are one byte (ASCII text, blanks): inlined into the renderer's loop.
        if high >> 56 == 1 {
            out.append(UInt8(truncatingIfNeeded: low))
            return
        }
        appendLongerUTF8(to: &out)
    }

    /// Writes the cluster's UTF-8 at `bytes` when it is kept in place (room for
    /// ``inlineCapacity`` bytes there), returning the count; -1 for a long cluster, written nowhere.
    // Unsafe: the renderer's own buffer, with room for the bytes checked by the caller.
    @inline(__always)
    func writeInlineUTF8(to bytes: UnsafeMutablePointer<UInt8>) -> Int {
        let count = Int(high >> 56)
        if count == 1 {
            bytes.pointee = UInt8(truncatingIfNeeded: low)
            return 1
        }
        if UInt64(count) == Self.longMarker { return -1 }
        for index in 0 ..< count { bytes[index] = inlineByte(index) }
        return count
    }

    /// Byte `index` of a cluster kept in place: bytes 0 to 7 in `low`, the rest in `high`.
    @inline(__always)
    private func inlineByte(_ index: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: index < 8 ? low >> (8 * index) : high >> (8 * (index - 8)))
    }

    /// ``appendUTF8(to:)`` for a cluster of more than one byte.
    @inline(never)
    private func appendLongerUTF8(to out: inout [UInt8]) {
        let count = Int(high >> 56)
        if UInt64(count) == Self.longMarker {
            out.append(contentsOf: LongClusters.shared.cluster(Int(low)).utf8)
            return
        }
        for index in 0 ..< count { out.append(inlineByte(index)) }
    }

    /// A blank.
    public static let blank = Cell(ascii: 0x20)

    /// A blank with `style`.
    public static func blank(_ style: CellStyle) -> Cell { Cell(ascii: 0x20, style: style) }

    /// The second half of a wide cluster.
    public static func continuation(_ style: CellStyle) -> Cell { Cell(text: "", width: 0, style: style) }

    /// Whether this is the second half of a wide cluster.
    public var isContinuation: Bool { width == 0 }
}

/// The clusters too long for a ``Cell`` to hold in place, each kept once for the process and
/// named by its number, so that equal clusters have equal numbers (cells compare by value).
///
/// Hostile text could bring ever new long clusters: past ``limit`` of them a new one is drawn
/// as `¤` (as ``CellPicture`` draws what it will not draw as itself) rather than kept.
final class LongClusters: @unchecked Sendable {
    // @unchecked: every access to the tables holds `lock`.
    /// The table every cell uses.
    static let shared = LongClusters()
    /// The most clusters kept.
    static let limit = 1 << 16
    private let lock = NSLock()
    /// The clusters by number; number 0 is the `¤` drawn past the limit.
    private var clusters: [String] = ["\u{A4}"]
    private var numbers: [String: Int] = [:]

    /// The number of `cluster`, adding it when new (0, the `¤`, when the table is full).
    func number(of cluster: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[cluster] { return number }
        guard clusters.count < Self.limit else { return 0 }
        clusters.append(cluster)
        numbers[cluster] = clusters.count - 1
        return clusters.count - 1
    }

    /// The cluster numbered `number`.
    func cluster(_ number: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return number >= 0 && number < clusters.count ? clusters[number] : "\u{A4}"
    }
}
