/// A sequence of edits in UTF-16 offsets, parsed once and replayed on every structure.
struct EditScript: Sendable {
    /// The edits, in order; each one's offsets are valid after the previous ones.
    private(set) var edits: [ScriptedEdit] = []
    /// The distinct inserted texts; `ScriptedEdit.insertion` indexes this table.
    private(set) var insertions: [String] = []
    /// The UTF-16 length of each insertion, so lengths can be tracked without the text.
    private(set) var insertionLengths: [Int] = []
    /// The document length the script starts from.
    let startLength: Int
    /// The document length after the last edit.
    private(set) var endLength: Int

    private var insertionNumbers: [String: Int32] = [:]

    /// Creates an empty script for a document of `startLength` code units.
    init(startLength: Int) {
        self.startLength = startLength
        self.endLength = startLength
    }

    /// The number of edits.
    var count: Int { edits.count }

    /// Appends one edit; returns false (appending nothing) if its range is outside the document
    /// as it is after the previous edits, which means the trace or its parsing is wrong.
    @discardableResult
    mutating func append(location: Int, deleteLength: Int, insert text: String) -> Bool {
        guard location >= 0, deleteLength >= 0, location + deleteLength <= endLength,
              location <= Int(Int32.max), deleteLength <= Int(Int32.max)
        else { return false }
        let number: Int32
        if let known = insertionNumbers[text] {
            number = known
        } else {
            number = Int32(insertions.count)
            insertionNumbers[text] = number
            insertions.append(text)
            insertionLengths.append(text.utf16.count)
        }
        edits.append(ScriptedEdit(location: Int32(location), deleteLength: Int32(deleteLength), insertion: number))
        endLength += insertionLengths[Int(number)] - deleteLength
        return true
    }

    /// The first `limit` edits (all of them when `limit` is nil or larger).
    func prefix(_ limit: Int?) -> EditScript {
        guard let limit, limit < edits.count else { return self }
        var copy = EditScript(startLength: startLength)
        for edit in edits[..<limit] {
            copy.append(location: Int(edit.location), deleteLength: Int(edit.deleteLength),
                        insert: insertions[Int(edit.insertion)])
        }
        return copy
    }

    /// The text obtained by applying the script to `start` on a plain UTF-16 array: the expected
    /// result every structure is checked against when no recorded end content exists.
    func referenceResult(from start: String) -> String {
        var units = Array(start.utf16)
        let table = insertions.map { Array($0.utf16) }
        for edit in edits {
            let lower = Int(edit.location)
            units.replaceSubrange(lower ..< lower + Int(edit.deleteLength), with: table[Int(edit.insertion)])
        }
        return String(decoding: units, as: UTF16.self)
    }
}
