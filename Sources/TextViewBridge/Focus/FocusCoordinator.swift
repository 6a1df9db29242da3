/// The model of `@FocusState` with `.focused(_:equals:)`, `.onSubmit` and `.defaultFocus`,
/// without a view hierarchy: fields attach in order, at most one holds focus, and every focus
/// change goes through the same non-reentrant gate as the rest of `TextViewBridge`.
///
/// Rules (details in `Sources/TextViewBridge/TextViewBridge.docc/FocusAndFields.md`):
/// - Every mutation (attach, detach, focus requests, submit) is a unit of work on an
///   `UpdateGate`: it runs at once outside an update, and is queued while ``update(_:)`` runs or
///   while another unit runs (a callback that moves focus never re-enters the coordinator).
/// - A field's `onEditingChanged` fires exactly once per real change: the losing field's `false`
///   comes before the gaining field's `true`, and ``focusedField`` already holds the new value
///   when either fires, so no observer ever sees two focused fields.
/// - A request for a field that is not attached is held in ``pendingFocus`` and applied when the
///   field attaches; the current focus stays until then. A later request replaces it.
@MainActor
public final class FocusCoordinator<Field: Hashable> {
    /// The non-reentrancy gate; shared when built with ``init(gate:defaultFocus:)``.
    let gate: UpdateGate

    /// The attached fields in attach order.
    var registrations: [FocusRegistration<Field>] = []

    /// Where each attached field is in ``registrations``, so finding one is O(1) and attaching k
    /// fields costs O(k), not O(k²).
    var registrationIndex: [Field: Int] = [:]

    /// The field holding focus.
    var focused: Field?

    /// A request for a field that has not attached yet.
    public internal(set) var pendingFocus: Field?

    /// Whether an explicit request was made, which disables the default focus.
    var hasExplicitRequest = false

    /// Whether the default focus was applied (it applies once).
    var defaultFocusApplied = false

    /// The field focused when it attaches, if nothing holds or requested focus by then
    /// (`.defaultFocus`). Applied at most once per coordinator.
    public var defaultFocus: Field? {
        didSet { gate.perform("defaultFocus") { [weak self] in self?.applyDefaultFocusIfDue() } }
    }

    /// The action run when the last field submits (`.onSubmit` on the form).
    public var onSubmit: (@MainActor () -> Void)?

    /// Called after every real focus change with the new value, for mirroring into host state
    /// (the `@FocusState` binding).
    public var onFocusChange: (@MainActor (Field?) -> Void)?

    /// Creates a coordinator.
    ///
    /// - Parameters:
    ///   - scheduler: Where deferred focus work runs: ``MainQueueScheduler`` in an app,
    ///     ``ManualScheduler`` in tests.
    ///   - defaultFocus: The field to focus when it attaches, if nothing else has focus.
    ///   - onSubmit: The action run when the last field submits.
    public convenience init(
        scheduler: any UpdateScheduler,
        defaultFocus: Field? = nil,
        onSubmit: (@MainActor () -> Void)? = nil
    ) {
        self.init(gate: UpdateGate(scheduler: scheduler), defaultFocus: defaultFocus)
        self.onSubmit = onSubmit
    }

    /// Creates a coordinator that shares `gate` (and so its "updating" state) with other models.
    ///
    /// - Parameters:
    ///   - gate: The gate to share.
    ///   - defaultFocus: The field to focus when it attaches, if nothing else has focus.
    init(gate: UpdateGate, defaultFocus: Field? = nil) {
        self.gate = gate
        self.defaultFocus = defaultFocus
    }

    /// The attached fields, in attach order (the order ``submit()`` walks).
    public var attachedFields: [Field] { registrations.map(\.field) }

    /// The focused field, or `nil` when none is (keyboard dismissed).
    ///
    /// Setting it requests focus: `nil` resigns; an attached field gains focus; a field not
    /// attached yet is held in ``pendingFocus``. During an update the request is deferred.
    public var focusedField: Field? {
        get { focused }
        set { request(newValue) }
    }

    /// Whether an update is running (requests made now are deferred).
    public var isUpdating: Bool { gate.isUpdating }

    /// The number of deferred units of work waiting for the scheduler.
    public var pendingWorkCount: Int { gate.pendingCount }

    /// Called when deferred work kept deferring work (a focus ping-pong between callbacks) and the
    /// coordinator dropped it instead of hanging.
    public var onUpdateLoopError: ((UpdateLoopError) -> Void)? {
        get { gate.onLoopError }
        set { gate.onLoopError = newValue }
    }

    /// The last feedback loop that was cut off, if any.
    public var lastUpdateLoopError: UpdateLoopError? { gate.lastLoopError }
}

extension FocusCoordinator {
    /// Runs `body` as a host update (SwiftUI's `updateUIView`): focus requests, attaches and
    /// submits made inside it are queued and run after it, through the scheduler.
    ///
    /// - Parameter body: The update.
    public func update(_ body: () -> Void) {
        gate.update(body)
    }
}
