import TextViewCore

/// Makes a host undo manager (``UndoStackHost``) and a `TextEditor`'s history one undo stack:
/// every undo step the editor opens is registered as one group on the manager, so the host's
/// undo and redo (Edit menu, shake, ⌘Z) undo and redo exactly the editor's steps (coalesced
/// typing is one group); an undo or redo made on the editor directly (a toolbar button) is
/// mirrored on the manager, so the two never disagree.
///
/// The editor stays the owner of the history: the manager's actions only call
/// `editor.undo()`/`editor.redo()`. A view that forwards its input to the editor (see
/// ``TextViewCoordinator/viewShouldChangeText(in:replacementText:)``) registers nothing of its
/// own, so there is no second stack.
@MainActor
public final class EditorUndoBridge {
    /// The editor whose history is bridged.
    public let editor: TextEditor

    /// The host's undo manager.
    public let manager: any UndoStackHost

    /// Keeps the editor observer alive.
    private var observation: TextObservation?

    /// The editor's undo step count when last seen, to tell a new step from a merged change.
    private var knownSteps: Int

    /// Whether the manager's action is driving the editor (its change is not mirrored back).
    private var isDrivingEditor = false

    /// Whether an editor undo or redo is being mirrored on the manager (its action then does not
    /// drive the editor again).
    private var isMirroring = false

    /// Bridges `editor`'s history to `manager`. Steps recorded before this are not registered.
    ///
    /// - Parameters:
    ///   - editor: The editor.
    ///   - manager: The host's undo manager.
    public init(editor: TextEditor, manager: any UndoStackHost) {
        self.editor = editor
        self.manager = manager
        self.knownSteps = editor.undoStepCount
        observation = editor.addObserver { [weak self] change in self?.editorDidChange(change) }
    }

    /// Stops bridging (the manager keeps its registered groups, which then do nothing).
    public func invalidate() {
        observation?.cancel()
        observation = nil
    }

    /// Registers a new editor step, or mirrors an editor undo/redo made outside the manager.
    ///
    /// A composition's keystrokes are not steps yet (the editor merges them when it ends): they
    /// are skipped, and its end is compared with the count from before it, so a committed
    /// composition is one group and an abandoned one that left no step is none.
    private func editorDidChange(_ change: TextChange) {
        guard !change.isComposing else { return }
        defer { knownSteps = editor.undoStepCount }
        if change.userEvents.contains(.undo) || change.userEvents.contains(.redo) {
            guard !isDrivingEditor else { return }
            // A toolbar's `editor.undo()`: the manager takes the same step.
            isMirroring = true
            defer { isMirroring = false }
            if change.userEvents.contains(.undo) { manager.undo() } else { manager.redo() }
            return
        }
        // One group per new step: a notification may carry several (a composition committed by
        // the edit that follows it, in one batch), and each group's action takes one step.
        let name = Self.actionName(for: change.userEvents)
        for _ in knownSteps ..< Swift.max(knownSteps, editor.undoStepCount) { register(named: name) }
    }

    /// Registers one group whose action takes the editor one step back or forward and
    /// registers its opposite (the manager files it as redo while undoing, undo while redoing).
    private func register(named name: String) {
        manager.registerEditorStep(named: name) { [weak self] in
            guard let self else { return }
            let undoing = self.manager.isUndoing
            if !self.isMirroring {
                self.isDrivingEditor = true
                if undoing { self.editor.undo() } else { self.editor.redo() }
                self.isDrivingEditor = false
            }
            self.register(named: name)
        }
    }

    /// The Edit menu's name for a step made of `events` ("Undo Typing"): a person's word, never
    /// an event tag; events of an app's own get "Change".
    static func actionName(for events: [UserEvent]) -> String {
        if events.contains(.inputComposeCommit) { return "Typing" }
        guard let event = events.first else { return "Change" }
        switch event {
        case .inputPaste: return "Paste"
        case .inputComposeCancel: return "Delete"
        case .format: return "Format"
        case .inputReplace, .inputReplaceAll, .replace, .hostUpdate: return "Replace"
        default:
            if event.rawValue.hasPrefix("delete") { return "Delete" }
            if event.rawValue.hasPrefix("input") { return "Typing" }
            return "Change"
        }
    }
}
