import Foundation
import TextViewCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One open text: the engine's editor, the layout of its text in terminal cells, and the file it
/// came from (loaded and saved through the engine's `TextDocument` file I/O, which keeps the
/// encoding, byte order mark and line endings, and saves atomically).
///
/// The text exists once, in the editor's rope: the screen is drawn from it through the layout.
@MainActor
public final class EditorBuffer {
    /// The editor.
    public let editor: TextEditor
    /// The layout of ``editor``'s text, kept in step by an observer.
    public let layout: TextLayout
    /// The file, or nil for the built-in sample (never written until "save as").
    public private(set) var url: URL? {
        didSet { displayName = Self.displayName(of: url) }
    }
    /// Whether edits are refused: the file did not decode losslessly (see ``lossyMessage``).
    public var isReadOnly: Bool
    /// Why the file opened read-only, shown in the status line's message.
    public private(set) var lossyMessage: String?
    /// The document as last loaded or saved, to tell whether the text is modified.
    private var savedDocument: TextDocument
    /// The file's modification time and size when loaded or saved, to notice outside changes.
    private var diskStamp: DiskStamp?
    /// Called after each text change, once the layout follows it.
    public var onTextChange: ((TextChange) -> Void)?
    /// The layout observer's registration.
    private var observation: TextObservation?

    /// A file's identity on disk for the changed-on-disk check.
    struct DiskStamp: Equatable {
        var modified: timespec
        var size: Int
        static func == (lhs: DiskStamp, rhs: DiskStamp) -> Bool {
            lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec && lhs.size == rhs.size
        }
    }

    /// Creates a buffer over `document`.
    ///
    /// - Parameters:
    ///   - document: The text.
    ///   - url: Where it was read from, or nil.
    ///   - width: The layout's wrap width in cells (`.infinity` for no wrap).
    ///   - lossyMessage: Set when the text is a lossy decode: the buffer starts read-only.
    public init(document: TextDocument, url: URL?, width: Double, lossyMessage: String? = nil) {
        editor = TextEditor(document: document)
        layout = TextLayout(document: editor.document, width: width, measurer: DisplayCellMeasurer())
        self.url = url
        self.displayName = Self.displayName(of: url)
        self.savedDocument = editor.document
        self.lossyMessage = lossyMessage
        self.isReadOnly = lossyMessage != nil
        self.diskStamp = url.flatMap(Self.stamp(of:))
        observation = editor.addObserver { [weak self] change in
            // Selections alone leave the layout as it is.
            guard let self, !change.editedMask.isDisjoint(with: [.characters, .attributes]) else { return }
            MainActor.assumeIsolated {
                self.layout.apply(change, to: self.editor.document)
                self.onTextChange?(change)
            }
        }
    }

    /// Opens the file at `url`: strictly first, in the encoding its byte order mark says or UTF-8;
    /// a file that is not UTF-8 in the legacy encoding the engine detects
    /// (``TextEncoding/detected(inFileAt:around:)``), strictly again, so the text is exactly the
    /// file's and a save writes it back in that encoding; a file that does not decode in either is
    /// opened lossily and read-only, with a message (Alt-U converts). A missing file is a new,
    /// empty buffer at that path.
    ///
    /// - Throws: ``TextFileError`` when the file cannot be read at all.
    public static func open(_ url: URL, width: Double) throws -> EditorBuffer {
        if !FileManager.default.fileExists(atPath: url.path) {
            return EditorBuffer(document: TextDocument(), url: url, width: width)
        }
        do {
            return EditorBuffer(document: try TextDocument(contentsOf: url), url: url, width: width)
        } catch let error as TextFileError {
            let offset: Int
            switch error {
            case .undecodable(_, let at, _), .unknownEncoding(_, let at): offset = at
            default: throw error
            }
            // A weak guess (a few odd bytes in binary data) is not trusted: read-only instead.
            if let guess = TextEncoding.detected(inFileAt: url, around: offset), guess.confidence >= 20, guess.encoding != .utf8,
               let document = try? TextDocument(contentsOf: url, encoding: guess.encoding) {
                let buffer = EditorBuffer(document: document, url: url, width: width)
                buffer.openingMessage = "not UTF-8: read as \(guess.encoding.name) (detected), saved in it"
                return buffer
            }
            let document = try TextDocument(contentsOf: url, encoding: .utf8, conversion: .lossy)
            let message = "not valid UTF-8 at byte \(offset): read-only, \(document.replacementCount) bytes shown as \u{FFFD} (Alt-U converts)"
            return EditorBuffer(document: document, url: url, width: width, lossyMessage: message)
        }
    }

    /// A note for the first frame's message line (how the file was read), or nil.
    public internal(set) var openingMessage: String?

    /// The name shown in the status line (kept, not worked out from the URL for every frame).
    public private(set) var displayName: String

    /// The name shown for a buffer of `url`.
    static func displayName(of url: URL?) -> String {
        url?.lastPathComponent ?? "[sample]"
    }

    /// Whether the text differs from the last load or save.
    public var isModified: Bool { !editor.document.isIdentical(to: savedDocument) }

    /// Whether the file on disk changed since it was loaded or saved here.
    public var changedOnDisk: Bool {
        guard let url, let diskStamp else { return false }
        return Self.stamp(of: url) != diskStamp
    }

    /// Saves the text to `target` (or the buffer's file) atomically in its encoding, byte order
    /// mark and line endings. On failure nothing changes: every edit is kept.
    ///
    /// - Throws: ``TextFileError``.
    public func save(to target: URL? = nil) throws {
        guard let destination = target ?? url else { throw TextFileError.notAFileURL(url: "") }
        let document = editor.document
        try document.write(to: destination)
        url = destination
        savedDocument = document
        diskStamp = Self.stamp(of: destination)
        isReadOnly = false
        lossyMessage = nil
    }

    /// Accepts the lossy decode as the text (the user chose to convert): edits are allowed, and a
    /// save writes U+FFFD where the undecodable bytes were.
    public func convert() {
        isReadOnly = false
        lossyMessage = nil
    }

    /// The modification time and size of the file at `url`, or nil when it does not exist.
    static func stamp(of url: URL) -> DiskStamp? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        return DiskStamp(modified: info.st_mtimespec, size: Int(info.st_size))
        #else
        return DiskStamp(modified: info.st_mtim, size: Int(info.st_size))
        #endif
    }
}
