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
public struct Cell: Hashable, Sendable {
    /// What is drawn: one printable cluster, never a control character.
    public var text: String
    /// 1 or 2 for a cell that starts a cluster, 0 for the second half of a wide one.
    public var width: UInt8
    /// The style.
    public var style: CellStyle

    /// Creates a cell.
    public init(text: String, width: UInt8 = 1, style: CellStyle = []) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A blank.
    public static let blank = Cell(text: " ")

    /// A blank with `style`.
    public static func blank(_ style: CellStyle) -> Cell { Cell(text: " ", style: style) }

    /// The second half of a wide cluster.
    public static func continuation(_ style: CellStyle) -> Cell { Cell(text: "", width: 0, style: style) }

    /// Whether this is the second half of a wide cluster.
    public var isContinuation: Bool { width == 0 }
}
