import TextViewCore

extension TextViewCoordinator {
    /// What the coordinator is doing now: the one state that decides how it treats an editor
    /// change or a view callback. Scoped phases (``enter(_:_:)``) nest and give way to the
    /// enclosing one when they end; ``waitingForEditor`` and ``invalidated`` last until something
    /// ends them.
    ///
    /// ```
    /// idle ──host text differs──▶ applyingHostText ──change with .hostUpdate──▶ reactingToHostText
    ///   ▲                                │ (no change made)                          │
    ///   └────────────────────────────────┴──────────────── apply returns ◀───────────┘
    /// idle ──host work while the editor holds a batch open──▶ waitingForEditor ──batch delivered──▶ idle
    /// any ──editor change reaches the view──▶ updatingView ──▶ back
    /// any ──view's marked-text call──▶ forwardingMarkedText ──▶ back
    /// any ──invalidate()──▶ invalidated (final)
    /// ```
    enum Phase: Equatable {
        /// Nothing of the coordinator's own is running: an editor change is the user's or a
        /// program's, for the host to hear; a view callback is the user's input.
        case idle
        /// Host work was requested while the editor held a batch open; it runs when the editor
        /// delivers the batch (``waitForEditor()``).
        case waitingForEditor
        /// A host text is being applied to the editor: the change carrying the
        /// ``TextViewCore/UserEvent/hostUpdate`` event heard now is that write, which the host
        /// already has.
        case applyingHostText
        /// The host text's own change was heard; the changes heard until the apply returns are
        /// other observers' reactions to it, which the host has not seen.
        case reactingToHostText
        /// The coordinator is changing the view: the view's callbacks report that, and are ignored.
        case updatingView
        /// A marked-text call of the view is being forwarded to the editor: a `shouldChangeTextIn`
        /// the view's own implementation makes meanwhile is that call.
        case forwardingMarkedText
        /// ``invalidate()`` was called: the coordinator does nothing more.
        case invalidated

        /// Whether the phase lasts past the scope that was running when it began (it is not
        /// undone when that scope ends).
        var isLasting: Bool { self == .waitingForEditor || self == .invalidated }
    }

    /// Runs `body` in `scoped`, then goes back to the enclosing phase unless `body` entered a
    /// lasting one (an invalidation, a wait for the editor).
    ///
    /// - Parameters:
    ///   - scoped: The phase while `body` runs.
    ///   - body: The work.
    func enter<Result>(_ scoped: Phase, _ body: () -> Result) -> Result {
        let enclosing = phase
        phase = scoped
        defer { if !phase.isLasting { phase = enclosing } }
        return body()
    }

    /// Whether ``invalidate()`` was called.
    var isInvalidated: Bool { phase == .invalidated }

    /// Whether the view's callbacks are the coordinator's own changes to it (ignored).
    var isUpdatingView: Bool { phase == .updatingView }
}
