extension TextViewCoordinator {
    /// Creates a focus coordinator that shares this coordinator's update gate: a focus change
    /// requested while the text is being updated (or the other way round) is queued and runs
    /// after it, in request order.
    ///
    /// - Parameters:
    ///   - field: The field type (inferred when the result's type is known).
    ///   - defaultFocus: The field focused when it attaches, if nothing else has focus.
    /// - Returns: A new focus coordinator on the shared gate.
    public func makeFocusCoordinator<Field: Hashable>(
        _ field: Field.Type = Field.self,
        defaultFocus: Field? = nil
    ) -> FocusCoordinator<Field> {
        FocusCoordinator(gate: gate, defaultFocus: defaultFocus)
    }
}
