/// The structures the suite compares, in table order; the raw value is the displayed name.
enum PeerKind: String, CaseIterable, Codable, Sendable {
    case textDocument = "TextDocument"
    case textEditor = "TextEditor (editor path)"
    case textEditorObserved = "TextEditor + observer + undo"
    case nsMutableString = "NSMutableString"
    case nsMutableAttributedString = "NSMutableAttributedString"
    case attributedString = "AttributedString"
    case utf16Array = "[UInt16]"
    case gapBuffer = "gap buffer"
    case pieceTable = "piece table"

    /// The storage structures, measured on the synthetic documents and for memory. The editor path
    /// only replays the traces: its storage is TextDocument's, and its typing has its own section.
    /// The gap buffer and the piece table, written in the suite as edit peers without a line index,
    /// only replay the traces too.
    static let structures: [PeerKind] = allCases.filter {
        $0 != .textEditor && $0 != .textEditorObserved && $0 != .gapBuffer && $0 != .pieceTable
    }

    /// Runs `visitor` with this kind's concrete peer type.
    func accept<V: PeerVisitor>(_ visitor: inout V) -> V.Output {
        switch self {
        case .textDocument: visitor.visit(TextDocumentPeer.self)
        case .textEditor: visitor.visit(TextEditorPeer<PlainEditorMode>.self)
        case .textEditorObserved: visitor.visit(TextEditorPeer<ObservedEditorMode>.self)
        case .nsMutableString: visitor.visit(NSMutableStringPeer.self)
        case .nsMutableAttributedString: visitor.visit(NSMutableAttributedStringPeer.self)
        case .attributedString: visitor.visit(AttributedStringPeer.self)
        case .utf16Array: visitor.visit(UTF16ArrayPeer.self)
        case .gapBuffer: visitor.visit(GapBufferPeer.self)
        case .pieceTable: visitor.visit(PieceTablePeer.self)
        }
    }

    /// How this kind looks lines up.
    var lineLookupMethod: String {
        switch self {
        case .textDocument: TextDocumentPeer.lineLookupMethod
        case .textEditor: TextEditorPeer<PlainEditorMode>.lineLookupMethod
        case .textEditorObserved: TextEditorPeer<ObservedEditorMode>.lineLookupMethod
        case .nsMutableString: NSMutableStringPeer.lineLookupMethod
        case .nsMutableAttributedString: NSMutableAttributedStringPeer.lineLookupMethod
        case .attributedString: AttributedStringPeer.lineLookupMethod
        case .utf16Array: UTF16ArrayPeer.lineLookupMethod
        case .gapBuffer: GapBufferPeer.lineLookupMethod
        case .pieceTable: PieceTablePeer.lineLookupMethod
        }
    }
}
