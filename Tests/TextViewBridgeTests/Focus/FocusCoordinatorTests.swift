import TestSupport
import Testing
import TextViewBridge

@MainActor
struct FocusCoordinatorTests {
    enum Field: Hashable, CaseIterable { case a, b, c }

    @Test func neverTwoFocusedUnderRandomRequests() {
        let seed: UInt64 = 0x5EED_F0C5
        var random = SplitMix64(seed: seed)
        let scheduler = ManualScheduler()
        let focus = FocusCoordinator<Field>(scheduler: scheduler)
        let log = FocusLog<Field>()
        for step in 0..<2_000 {
            let field = Field.allCases.randomElement(using: &random)!
            switch random.next() % 8 {
            case 0: focus.focusedField = nil
            case 1: focus.submit()
            case 2: focus.detach(field)
            case 3: focus.attach(field, onEditingChanged: log.callback(field))
            case 4: focus.update { focus.focusedField = field }
            case 5: scheduler.drain()
            case 6: focus.setFocused(false, for: field)
            default: focus.focusedField = field
            }
            let byCallbacks = log.focusedByCallbacks
            let expected: Set<Field> = focus.focusedField.map { [$0] } ?? []
            #expect(
                byCallbacks == expected,
                "seed \(seed) step \(step): callbacks say \(byCallbacks), coordinator says \(expected)")
            if let focused = focus.focusedField {
                #expect(focus.attachedFields.contains(focused), "seed \(seed) step \(step): focus on a detached field")
            }
        }
        #expect(log.maximumSimultaneous <= 1, "seed \(seed): \(log.maximumSimultaneous) fields focused at once")
    }

    @Test func editingBeganAndEndedFireExactlyOncePerRealChange() {
        let focus = FocusCoordinator<Field>(scheduler: ManualScheduler())
        let log = FocusLog<Field>()
        log.attach([.a, .b, .c], to: focus)
        focus.focusedField = .a
        focus.focusedField = .a
        focus.setFocused(true, for: .a)
        focus.focusedField = .b
        focus.setFocused(false, for: .c)
        focus.focusedField = nil
        focus.focusedField = nil
        #expect(log.events == ["began(a)", "ended(a)", "began(b)", "ended(b)"])
    }

    @Test func focusChangesDuringUpdateAreDeferredUntilTheSchedulerRuns() {
        let scheduler = ManualScheduler()
        let focus = FocusCoordinator<Field>(scheduler: scheduler)
        let log = FocusLog<Field>()
        log.attach([.a, .b], to: focus)
        focus.update {
            focus.focusedField = .a
            #expect(focus.focusedField == nil, "a request inside an update must not apply inside it")
            #expect(focus.isUpdating)
            focus.focusedField = .b
        }
        #expect(focus.focusedField == nil)
        #expect(log.events.isEmpty)
        #expect(focus.pendingWorkCount == 2)
        scheduler.drain()
        #expect(focus.focusedField == .b, "requests apply in order; the last wins")
        #expect(log.events == ["began(a)", "ended(a)", "began(b)"])
    }

    @Test func callbackThatMovesFocusIsNotReentered() {
        let scheduler = ManualScheduler()
        let focus = FocusCoordinator<Field>(scheduler: scheduler)
        var events: [String] = []
        focus.attach(.a) { editing in
            events.append("a \(editing) sees \(String(describing: focus.focusedField))")
            // A legacy coordinator pushing focus on: must be deferred, not nested.
            if editing { focus.focusedField = .b }
        }
        focus.attach(.b) { editing in events.append("b \(editing)") }
        focus.focusedField = .a
        #expect(events == ["a true sees Optional(TextViewBridgeTests.FocusCoordinatorTests.Field.a)"])
        #expect(focus.focusedField == .a)
        scheduler.drain()
        #expect(focus.focusedField == .b)
        #expect(events.count == 3 && events[1].hasPrefix("a false") && events[2] == "b true")
    }

    @Test func focusPingPongBetweenCallbacksIsReportedNotHung() {
        let scheduler = ManualScheduler()
        let focus = FocusCoordinator<Field>(scheduler: scheduler)
        focus.attach(.a) { editing in if editing { focus.focusedField = .b } }
        focus.attach(.b) { editing in if editing { focus.focusedField = .a } }
        var reports = 0
        focus.onUpdateLoopError = { _ in reports += 1 }
        focus.focusedField = .a
        scheduler.drain(maximumItems: 10)
        #expect(reports == 1)
        #expect(focus.lastUpdateLoopError?.droppedLabels.first?.hasPrefix("focus(") == true)
        #expect(focus.pendingWorkCount == 0)
    }

    @Test func detachingTheFocusedFieldResignsIt() {
        let focus = FocusCoordinator<Field>(scheduler: ManualScheduler())
        let log = FocusLog<Field>()
        log.attach([.a, .b], to: focus)
        focus.focusedField = .b
        focus.detach(.b)
        #expect(focus.focusedField == nil)
        #expect(focus.attachedFields == [.a])
        #expect(log.events == ["began(b)", "ended(b)"])
        focus.detach(.c)
        #expect(focus.attachedFields == [.a], "detaching an unattached field does nothing")
    }

    @Test func reattachingKeepsOrderAndAppendsNewFieldsLast() {
        let focus = FocusCoordinator<Field>(scheduler: ManualScheduler())
        focus.attach(.c)
        focus.attach(.a)
        focus.attach(.c)
        focus.attach(.b)
        #expect(focus.attachedFields == [.c, .a, .b])
    }

    @Test func heldRequestIsReplacedByALaterOneAndKeepsCurrentFocus() {
        let focus = FocusCoordinator<Field>(scheduler: ManualScheduler())
        focus.attach(.a)
        focus.focusedField = .a
        focus.focusedField = .b
        #expect(focus.focusedField == .a, "focus stays until the requested field attaches")
        #expect(focus.pendingFocus == .b)
        focus.focusedField = .c
        #expect(focus.pendingFocus == .c)
        focus.attach(.b)
        #expect(focus.focusedField == .a, "a replaced request must not fire")
        focus.attach(.c)
        #expect(focus.focusedField == .c)
        #expect(focus.pendingFocus == nil)
    }

    @Test func defaultFocusAppliesOnceAndNotOverAnExplicitRequest() {
        let focus = FocusCoordinator<Field>(scheduler: ManualScheduler(), defaultFocus: .b)
        focus.attach(.a)
        #expect(focus.focusedField == nil)
        focus.attach(.b)
        #expect(focus.focusedField == .b, ".defaultFocus focuses its field when it attaches")
        focus.focusedField = nil
        focus.detach(.b)
        focus.attach(.b)
        #expect(focus.focusedField == nil, "the default applies once")

        let explicit = FocusCoordinator<Field>(scheduler: ManualScheduler(), defaultFocus: .b)
        explicit.focusedField = nil
        explicit.attach(.b)
        #expect(explicit.focusedField == nil, "an explicit request (even nil) overrides the default")
    }

    @Test func submitWalksAttachOrderAndRunsTheActionOnTheLast() {
        var submitted = 0
        let focus = FocusCoordinator<Field>(scheduler: ManualScheduler(), onSubmit: { submitted += 1 })
        focus.attach(.a)
        focus.attach(.b)
        focus.submit()
        #expect(focus.focusedField == nil && submitted == 0, "submit without focus does nothing")
        focus.focusedField = .a
        focus.submit()
        #expect(focus.focusedField == .b)
        focus.submit()
        #expect(focus.focusedField == nil, "the last field resigns (keyboard dismissed)")
        #expect(submitted == 1)
    }

    @Test func focusFirstInvalidUsesAttachOrder() {
        let focus = FocusCoordinator<Field>(scheduler: ManualScheduler())
        focus.attach(.c)
        focus.attach(.a)
        focus.attach(.b)
        #expect(focus.focusFirstInvalid { _ in false } == nil)
        #expect(focus.focusedField == nil)
        #expect(focus.focusFirstInvalid { $0 != .c } == .a)
        #expect(focus.focusedField == .a)
    }
}
