import Foundation
import TextViewCore

/// The headless twin of a `UIViewRepresentable`'s `Coordinator` for a `UITextView`: it keeps a
/// `TextEditor`, a host's text and selection (``HostBinding``s standing for SwiftUI bindings)
/// and, when one is attached, a view (``TextViewAdapter``) in step.
///
/// Rules (details and reasons in `Sources/TextViewBridge/TextViewBridge.docc/CoordinatorWithSwiftUI.md`, "Coordinator"):
/// - **Editor → view**: every editor change, whatever its origin, reaches the attached view at
///   once as its minimal replacements with their attributes, then the selection and typing
///   attributes. The view's own input (``viewShouldChangeText(in:replacementText:)``) goes to
///   the editor as a user edit and comes back to the view the same way.
/// - **Editor → host**: noted in O(1) per change and written once per scheduler turn, coalesced.
///   Nothing is written while the editor is composing (marked text); the composition's changes
///   are written once when it is committed or abandoned. A host write (text or selection) made
///   during a composition commits it first (`unmarkText()`, as UIKit does), then applies.
/// - **Host → editor** (``updateFromHost()``, what `updateUIView` does): a host value equal to the
///   last one exchanged is not a write; a different one is applied as the minimal replacement
///   computed against the text the host last saw, mapped through the editor's changes the host
///   has not seen yet. Where both touch the same text the host, the later writer, wins.
/// - **Convergence**: after the scheduler's turn has run, the host, the editor and the view hold
///   the same text and selection (unless a feedback loop was cut off).
/// - **No re-entrance**: host updates and writes run one at a time; a host setter or an editor
///   observer that calls back in is queued and run after. Loops stop with ``UpdateLoopError``,
///   within a turn and across turns, at the gate's one bound.
/// - **State**: what the coordinator is doing is one `Phase`; its own host writes are the
///   editor changes carrying `UserEvent.hostUpdate` heard while it applies them.
/// - **Nothing pending is lost**: a queued write keeps the coordinator alive until it has run (as
///   a strongly captured `DispatchQueue.main.async` would); ``invalidate()`` writes it at once.
@MainActor
public final class TextViewCoordinator {
    /// The editor the user types into: the model of the text view.
    public let editor: TextEditor

    /// The non-reentrancy gate, possibly shared with a focus coordinator.
    let gate: UpdateGate

    /// The host's text, whatever the binding's value type.
    let host: HostTextChannel

    /// The host's selection, if the host tracks one.
    let selection: HostBinding<NSRange>?

    /// Keeps the editor observer alive for the coordinator's lifetime.
    var observation: TextObservation?

    /// What of the editor's text the host has not seen (host writes are mapped through it).
    var unsent = UnsentText.nothing

    /// The last selection written to, or read and applied from, the host.
    var lastHostSelection: NSRange?

    /// Whether the editor's selection may differ from the host's since the last selection write.
    var selectionWritePending = false

    /// The coordinator itself while a write is queued on the gate: the hold that keeps unwritten
    /// edits alive when everything else has released it (``queueWrite()``); nil when no write is
    /// queued.
    var pendingWriteOwner: TextViewCoordinator?

    /// The queued write, made once (in `init`).
    // Exclusivity: both closures are set once, in `init`, then only read, running no other code;
    // read on every keystroke (a dynamic check is about 76 instructions).
    @exclusivity(unchecked) private(set) var writeWork: @MainActor () -> Void = {}

    /// What a loop report that drops the queued write does, made once.
    @exclusivity(unchecked) private(set) var writeDropped: @MainActor () -> Void = {}

    /// What the coordinator is doing now (see ``Phase``).
    var phase = Phase.idle

    /// The attached view, if any.
    var view: (any TextViewAdapter)?

    /// The composition in progress in the editor, as far as the host is concerned.
    var compositionTracking: CompositionTracking?

    /// The marked range the view was last told of (``TextViewAdapter/setMarkedRange(_:)``).
    var viewMarkedRange: NSRange?

    /// The view's last marked keystroke (``viewSetMarkedText(_:selectedRange:replacementRange:)-(String?,_,_)``):
    /// what it replaced, its text and the marked range it left, to recognise UIKit reporting it
    /// again through `shouldChangeTextIn`; cleared by the view's next call.
    var viewMarkedKeystroke: (replaced: NSRange, text: String, marked: NSRange)?

    /// The text the view's last `shouldChangeTextIn` typed and where it went, for a first marked
    /// keystroke that UIKit reported before forwarding it; cleared by the view's next call.
    var viewTypedText: (range: NSRange, text: String)?

    /// The number of texts written to the host (tests read it to check coalescing).
    public internal(set) var hostTextWrites = 0

    /// The number of selections written to the host.
    public internal(set) var hostSelectionWrites = 0

    /// The number of host texts applied to the editor (host writes recognised as such).
    public internal(set) var hostTextApplies = 0

    /// Creates a coordinator over a `String` binding and brings the editor to the host's state
    /// (the host's text and, unless `NSNotFound`, its selection win over what the editor holds).
    ///
    /// A `String` binding costs O(n) per written turn (the document is materialised) and per
    /// host write (compared and diffed): right for fields and small texts. For large documents
    /// use ``init(editor:document:selection:scheduler:)``.
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
        self.init(editor: editor, host: .string(text, initial: editor.document), selection: selection,
                  gate: UpdateGate(scheduler: scheduler))
    }

    /// Creates a coordinator over a `TextDocument` binding, for large documents: a written turn
    /// hands the host a copy of the editor's document (O(1)), and a host that hands back what it
    /// was given is recognised by storage identity (O(1)), so a keystroke costs O(log n) here.
    ///
    /// The host's document's *text* is what is synchronised; attributes stay the editor's (a
    /// host write takes the attributes of the text it replaces, like a `String` one).
    ///
    /// - Parameters:
    ///   - editor: The editor. Create it with the host's document (`TextEditor(document:)`) so
    ///     the first comparison is O(1).
    ///   - document: The host's document.
    ///   - selection: The host's selection, or `nil`.
    ///   - scheduler: Where writes to the host run.
    /// - Complexity: O(1) when the host holds the editor's document; else O(n) for the first
    ///   apply.
    public convenience init(
        editor: TextEditor,
        document: HostBinding<TextDocument>,
        selection: HostBinding<NSRange>? = nil,
        scheduler: any UpdateScheduler
    ) {
        self.init(editor: editor, host: .document(document, initial: editor.document), selection: selection,
                  gate: UpdateGate(scheduler: scheduler))
    }

    /// Creates a coordinator on a given gate (shared with other models of the module).
    init(editor: TextEditor, host: HostTextChannel, selection: HostBinding<NSRange>?, gate: UpdateGate) {
        self.editor = editor
        self.host = host
        self.selection = selection
        self.gate = gate
        writeWork = { [weak self] in self?.writeToHost() }
        writeDropped = { [weak self] in self?.pendingWriteOwner = nil }
        observation = editor.addObserver { [weak self] change in
            self?.editorDidChange(change)
        }
        updateFromHost()
    }

    /// Whether a host update or a write to the host is running now; calls made meanwhile are
    /// queued.
    public var isUpdating: Bool { gate.isUpdating }

    /// Whether editor changes are waiting to be written to the host.
    public var hasPendingHostWrite: Bool { pendingWriteOwner != nil }

    /// Called when queued work kept queueing work (a host that rewrites every value it is given,
    /// say), within a turn or across turns, and the coordinator dropped it instead of hanging.
    public var onLoopError: ((UpdateLoopError) -> Void)? {
        get { gate.onLoopError }
        set { gate.onLoopError = newValue }
    }

    /// The last feedback loop cut off, if any.
    public var lastLoopError: UpdateLoopError? { gate.lastLoopError }

    /// Writes what is pending to the host now and stops: the view is detached, the editor no
    /// longer observed, and later calls do nothing. Call it from `dismantleUIView`. Inside an
    /// update the write runs right after it.
    public func invalidate() {
        guard !isInvalidated else { return }
        // The view goes away with its input method: a composition still open is committed (as
        // UIKit does when the view resigns), so the host gets the text the user sees.
        editor.unmarkText()
        flush()
        phase = .invalidated
        view = nil
        if pendingWriteOwner == nil {
            observation?.cancel()
            observation = nil
        }
    }

    /// Whether the editor reports changes as they happen: not while it is calling observers or
    /// holds a batch open. Host work waits for that (``waitForEditor()``), so that what the
    /// coordinator knows of the editor's changes is complete when it maps a host write.
    var editorIsIdle: Bool { !editor.isDeliveringChanges && !editor.isBatchingChanges }
}

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
