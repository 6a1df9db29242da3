// A whole set through an edit, then back onto cluster boundaries.
extension SelectionSet {
    /// Maps every selection through the replacement of `a ..< b` by `insertedLength` code units
    /// (see ``TextSelection/mapped(replacing:_:insertedLength:)``), without snapping or normalising.
    ///
    /// - Complexity: O(k) for k selections.
    mutating func map(replacing a: Int, _ b: Int, insertedLength m: Int) {
        selections.withArray { all in
            for i in all.indices {
                all[i] = all[i].mapped(replacing: a, b, insertedLength: m)
            }
        }
    }

    /// Clamps every selection to the document and puts it on cluster boundaries (see
    /// ``TextSelection/snapped(in:caretToClusterEnd:)``), then normalises.
    ///
    /// - Parameters:
    ///   - document: The text.
    ///   - caretToClusterEnd: Where a caret inside a cluster goes: its end after an edit, its start
    ///     when selections are set.
    ///   - marked: The marked text's range while an input method composes (a selection inside it
    ///     snaps to scalars only); nil otherwise.
    /// - Complexity: O(k log n) for k selections, plus O(k log k) when they must be re-sorted.
    mutating func snapAndNormalize(in document: TextDocument, caretToClusterEnd: Bool, composing marked: Range<Int>? = nil) {
        selections.withArray { all in
            for i in all.indices {
                let goal = all[i].goal
                all[i] = all[i].snapped(in: document, caretToClusterEnd: caretToClusterEnd, composing: marked)
                // Snapping moves the ends, not the goal of a run of vertical moves.
                all[i].goal = goal
            }
        }
        normalize()
    }
}
