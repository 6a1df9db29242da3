// A whole set through an edit, then back onto cluster boundaries.
extension SelectionSet {
    /// Maps every selection through the replacement of `a ..< b` by `insertedLength` code units
    /// (see ``TextSelection/mapped(replacing:_:insertedLength:)``), without snapping or normalising.
    ///
    /// - Complexity: O(k) for k selections.
    mutating func map(replacing a: Int, _ b: Int, insertedLength m: Int) {
        for i in selections.indices {
            selections[i] = selections[i].mapped(replacing: a, b, insertedLength: m)
        }
    }

    /// Puts every selection back on cluster boundaries after an edit (a caret inside a cluster goes
    /// to its end, a range's ends move outward), then normalises.
    ///
    /// - Parameter document: The text after the edit.
    /// - Complexity: O(k log n) for k selections, plus O(k log k) when they must be re-sorted.
    mutating func resnapAfterEdit(in document: TextDocument) {
        for i in selections.indices {
            selections[i] = selections[i].snapped(in: document, caretToClusterEnd: true)
        }
        normalize()
    }
}
