import TextViewBridge

/// Records the editing callbacks of a focus coordinator's fields, and checks on every callback
/// that the coordinator never reports two focused fields.
@MainActor
final class FocusLog<Field: Hashable> {
    /// "began(x)" / "ended(x)" / "submit" in the order they happened.
    var events: [String] = []

    /// The fields whose latest callback was `true`.
    var focusedByCallbacks: Set<Field> = []

    /// The most fields ever focused at once according to the callbacks.
    var maximumSimultaneous = 0

    /// A callback for `field`, to pass as `onEditingChanged`.
    func callback(_ field: Field) -> @MainActor (Bool) -> Void {
        { [unowned self] editing in
            events.append(editing ? "began(\(field))" : "ended(\(field))")
            if editing { focusedByCallbacks.insert(field) } else { focusedByCallbacks.remove(field) }
            maximumSimultaneous = max(maximumSimultaneous, focusedByCallbacks.count)
        }
    }

    /// Attaches `fields` in order to `focus` with logging callbacks.
    func attach(_ fields: [Field], to focus: FocusCoordinator<Field>) {
        for field in fields { focus.attach(field, onEditingChanged: callback(field)) }
    }
}
