/// A host's piece of state as the coordinator sees it: a getter and a setter, standing for a
/// SwiftUI `Binding<Value>` (build one from a binding with `HostBinding(get: { $text.wrappedValue },
/// set: { $text.wrappedValue = $0 })`).
///
/// The closures are `@MainActor` because SwiftUI state lives there, and they may do anything,
/// including calling back into the coordinator that calls them: ``TextViewCoordinator`` queues
/// such calls instead of re-entering itself.
public struct HostBinding<Value> {
    /// Reads the host's current value.
    public var get: @MainActor () -> Value

    /// Writes a new value to the host.
    public var set: @MainActor (Value) -> Void

    /// Creates a binding from its two accessors.
    ///
    /// - Parameters:
    ///   - get: Reads the host's current value; called at every host update, so it should be
    ///     cheap (return the stored value, do not rebuild it).
    ///   - set: Writes a new value to the host.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }
}
