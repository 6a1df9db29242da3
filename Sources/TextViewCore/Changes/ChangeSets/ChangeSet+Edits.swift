// A multi-cursor command's edits as one change set (CodeMirror's `changeByRange`, whose per-range
// specs are gathered by `ChangeSet.of`).
extension ChangeSet {
    /// The change set of `edits`, each in the coordinates of the text of `length` units before
    /// them: ``init(_:length:)`` for specs already sorted and apart, built in one pass with no
    /// mapping or composition (an editor's batch always is).
    ///
    /// Sections join as everywhere (touching deletions become one), so the set may hold fewer
    /// changes than there are edits; each edit's replacement is still its own range of the result.
    ///
    /// - Parameters:
    ///   - edits: Sorted and apart (`edits[i].upper <= edits[i + 1].lower`), within `0...length`.
    ///   - length: The length of the text before.
    /// - Complexity: O(e + m) for e edits inserting m units; one edit of up to four units
    ///   allocates nothing.
    init<Edits: Collection<TextReplacement>>(edits: Edits, length: Int) {
        if edits.count == 1, let edit = edits.first {
            let text = InsertedUnits(edit.text)
            self.init(description: ChangeDescription(replacing: edit.lower ..< edit.upper, insertedLength: text.count, length: length),
                      text: text)
            return
        }
        var builder = SectionBuilder(collectsText: true)
        var position = 0
        for edit in edits {
            precondition(edit.lower >= position && edit.upper <= length,
                         "edit \(edit.range) overlaps the previous one (ending at \(position)) or leaves 0...\(length)")
            let units = edit.text.utf16
            builder.add(edit.lower - position, -1)
            builder.add(edit.range.length, units.count)
            builder.appendText(utf16: units)
            position = edit.upper
        }
        builder.add(length - position, -1)
        self = builder.changeSet()
    }
}
