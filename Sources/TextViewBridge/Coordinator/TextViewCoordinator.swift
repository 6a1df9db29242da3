import Foundation
import TextViewCore

/// The headless twin of a `UIViewRepresentable`'s `Coordinator` for a `UITextView`: it keeps a
/// ``TextEditor`` and a host's text and selection (``HostBinding``s standing for SwiftUI bindings)
/// in step, without the seed's `DispatchQueue.main.async`, `text != uiView.text` guard and
/// hand-written clamps.
///
/// Rules (details and reasons in `Docs/Bridge.md`, "Coordinator"):
/// - **Host → editor** (``updateFromHost()``, what `updateUIView` does): a host text equal to the
///   last text exchanged with the host is not a change and does nothing; a different one is a
///   host write and is applied as the minimal replacement (common prefix and suffix in UTF-16
///   units, surrogate pairs whole), so carets, attributes and undo history outside it survive. A
///   host selection different from the last one exchanged is applied through
///   `TextEditor.selectedRange` (clamped and snapped); `NSNotFound` is ignored.
/// - **Editor → host**: every editor change is noted by an observer in O(1) and written later,
///   through the scheduler, once per turn however many changes came (coalesced). A write equal to
///   the host's value is skipped. The host's echo of our write equals the last text exchanged, so
///   it is recognised and not applied back.
/// - **Last writer**: a host write made while editor changes are still unwritten wins over them
///   (as `uiView.text = text` does in UIKit); the superseded edits stay in the undo history.
/// - **No re-entrance**: host updates and writes run inside an `UpdateGate`; anything that calls
///   in meanwhile (a setter calling ``updateFromHost()``, a focus change) is queued and run after.
///
/// Costs: see ``updateFromHost()`` and ``flush()``; a keystroke costs O(1) here.
@MainActor
public final class TextViewCoordinator {
    /// The editor the user types into (the `UITextView`).
    public let editor: TextEditor

    /// The non-reentrancy gate, possibly shared with a focus coordinator.
    let gate: UpdateGate

    /// The host's text.
    let text: HostBinding<String>

    /// The host's selection, if the host tracks one.
    let selection: HostBinding<NSRange>?

    /// Keeps the editor observer alive for the coordinator's lifetime.
    var observation: TextObservation?

    /// Bumped by every character change the observer sees: "the editor's text version".
    var editorVersion = 0

    /// The editor version whose text equals ``lastHostText`` (the editor holds it when
    /// `editorVersion == syncedVersion`).
    var syncedVersion = 0

    /// The last text written to, or read and applied from, the host. The host's value is
    /// compared with it to tell a host write from an unchanged value or an echo.
    var lastHostText: String

    /// The last selection written to, or read and applied from, the host.
    var lastHostSelection: NSRange?

    /// Whether the coordinator is applying a host text to the editor right now.
    var isApplyingHostText = false

    /// Whether the observer has seen the change of the host text being applied.
    var sawHostTextChange = false

    /// Whether the editor's selection changed since the last selection write.
    var selectionWritePending = false

    /// Whether a write to the host is queued on the gate.
    var writeQueued = false

    /// The number of texts written to the host (tests read it to check coalescing).
    public internal(set) var hostTextWrites = 0

    /// The number of selections written to the host.
    public internal(set) var hostSelectionWrites = 0

    /// The number of host texts applied to the editor (host writes recognised as such).
    public internal(set) var hostTextApplies = 0

    /// Creates a coordinator and brings the editor to the host's state (the host's text and,
    /// unless `NSNotFound`, its selection win over what the editor holds).
    ///
    /// - Parameters:
    ///   - editor: The editor; a new empty one by default. Set its `defaultAttributes` (font,
    ///     paragraph style) before creating the coordinator so the host's first text takes them.
    ///   - text: The host's text (`$text`).
    ///   - selection: The host's selection (`$selection`), or `nil` if the host does not track it.
    ///   - scheduler: Where writes to the host run: ``MainQueueScheduler`` in an app,
    ///     ``ManualScheduler`` in tests.
    /// - Complexity: O(n) for the initial comparison and apply.
    public convenience init(
        editor: TextEditor = TextEditor(),
        text: HostBinding<String>,
        selection: HostBinding<NSRange>? = nil,
        scheduler: any UpdateScheduler
    ) {
        self.init(editor: editor, text: text, selection: selection, gate: UpdateGate(scheduler: scheduler))
    }

    /// Creates a coordinator on a given gate (shared with other models of the module).
    ///
    /// - Parameters:
    ///   - editor: The editor.
    ///   - text: The host's text.
    ///   - selection: The host's selection, if any.
    ///   - gate: The gate.
    init(editor: TextEditor, text: HostBinding<String>, selection: HostBinding<NSRange>?, gate: UpdateGate) {
        self.editor = editor
        self.text = text
        self.selection = selection
        self.gate = gate
        // The baseline the host is compared with: the editor's text, so a host that already
        // holds it changes nothing.
        self.lastHostText = editor.document.string
        observation = editor.addObserver { [weak self] change in
            self?.editorDidChange(change)
        }
        updateFromHost()
    }

    /// Whether a host update or a write to the host is running now; calls made meanwhile are
    /// queued.
    public var isUpdating: Bool { gate.isUpdating }

    /// Whether editor changes are waiting to be written to the host.
    public var hasPendingHostWrite: Bool { writeQueued }

    /// Called when queued work kept queueing work (a host that rewrites every value it is given,
    /// say) and the coordinator dropped it instead of hanging.
    public var onLoopError: ((UpdateLoopError) -> Void)? {
        get { gate.onLoopError }
        set { gate.onLoopError = newValue }
    }

    /// The last feedback loop cut off, if any.
    public var lastLoopError: UpdateLoopError? { gate.lastLoopError }
}
