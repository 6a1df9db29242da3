import Foundation
import Testing
import TextViewBridge
import TextViewCore

/// Common hand-written SwiftUI and UIKit-bridging code (focus bindings, responder juggling, timers),
/// replayed headlessly: each test names the code it stands for, and checks that the model gives the
/// behaviour the workaround was after.
@MainActor
struct SeedScenarioTests {
    /// Hand-written SwiftUI code: `LegacyTextField` with an `isFirstResponder` binding. `updateUIView` pushes the
    /// binding into the view; the delegate's did-begin/did-end write it back.
    @Test func legacyTextFieldIsFirstResponderBinding() {
        let scheduler = ManualScheduler()
        let focus = FocusCoordinator<Bool>(scheduler: scheduler)
        var isFirstResponder = false  // @State in ContentView
        var bindingWrites: [Bool] = []
        focus.attachField { editing in
            isFirstResponder = editing  // textFieldDidBegin/EndEditing
            bindingWrites.append(editing)
        }
        func updateUIView() { focus.update { focus.isFocused = isFirstResponder } }

        isFirstResponder = true
        updateUIView()
        #expect(!focus.isFocused, "becomeFirstResponder is not run inside the view update")
        scheduler.drain()
        #expect(focus.isFocused)
        #expect(bindingWrites == [true])
        updateUIView()  // SwiftUI re-renders with the value the delegate wrote: no echo, no loop
        scheduler.drain()
        #expect(bindingWrites == [true])

        focus.isFocused = false  // the user dismisses the keyboard
        #expect(isFirstResponder == false)
        updateUIView()
        scheduler.drain()
        #expect(bindingWrites == [true, false])
        #expect(scheduler.pendingCount == 0)
    }

    /// Hand-written SwiftUI code: `CustomTextField` with `isResponder` / `nextResponder` bindings, where ending
    /// editing on the username makes the password the first responder (after a
    /// `DispatchQueue.main.async`), and the password's `nextResponder` is `.constant(nil)`.
    @Test func customTextFieldNextResponderChain() {
        enum Field: Hashable { case username, password }
        let scheduler = ManualScheduler()
        // "set true if you want to focus it initially": the default focus.
        let focus = FocusCoordinator<Field>(scheduler: scheduler, defaultFocus: .username)
        var isUsernameFirstResponder: Bool? = nil
        var isPasswordFirstResponder: Bool? = nil
        let username = TextEditor(string: "")
        let password = SecureTextField()
        focus.update {  // makeUIView for both fields
            focus.attach(.username) { isUsernameFirstResponder = $0 }
            focus.attach(.password) { isPasswordFirstResponder = $0 }
        }
        scheduler.drain()
        #expect(focus.focusedField == .username)
        #expect(isUsernameFirstResponder == true && isPasswordFirstResponder == nil)

        username.insertText("ada")
        focus.submit()
        #expect(focus.focusedField == .password)
        #expect(isUsernameFirstResponder == false && isPasswordFirstResponder == true)
        password.insertText("secret")
        focus.submit()  // last field: nextResponder nil, so it just resigns
        #expect(focus.focusedField == nil)
        #expect(isPasswordFirstResponder == false)
        #expect(username.text == "ada" && password.maskedText == "••••••")
    }

    /// Hand-written SwiftUI code: `@FocusState var isEmailFocused: Bool` with "show keyboard" / "hide keyboard"
    /// buttons and the keyboard toolbar's "完成" (done) button.
    @Test func focusStateWithBool() {
        let focus = FocusCoordinator<Bool>(scheduler: ManualScheduler())
        var editingChanges: [Bool] = []
        focus.attachField { editingChanges.append($0) }
        #expect(!focus.isFocused)
        focus.isFocused = true  // 显示键盘
        #expect(focus.isFocused)
        focus.isFocused = true
        focus.isFocused = false  // 隐藏键盘 / 完成
        #expect(!focus.isFocused)
        #expect(focus.focusedField == nil, "false resigns: the keyboard is dismissed")
        #expect(editingChanges == [true, false])
    }

    /// Hand-written SwiftUI code: `RegistrationForm` with `enum Field { email, password, confirmPassword }`, each
    /// field's `.onSubmit` moving focus on and the last one calling `submitForm()`; and a
    /// form where one container `.onSubmit` switches on the focused field.
    @Test func focusStateWithEnumOfThreeFields() {
        enum Field: Hashable { case email, password, confirmPassword }
        let scheduler = ManualScheduler()
        var submittedForms = 0
        let focus = FocusCoordinator<Field>(scheduler: scheduler)
        focus.attach(.email, onSubmit: { focus.focusedField = .password })
        focus.attach(.password, onSubmit: { focus.focusedField = .confirmPassword })
        focus.attach(.confirmPassword, onSubmit: { submittedForms += 1 })
        focus.focusedField = .email
        focus.submit()
        #expect(focus.focusedField == .email, "the action's focus change waits until the submit is over")
        scheduler.drain()
        #expect(focus.focusedField == .password)
        focus.submit()
        scheduler.drain()
        #expect(focus.focusedField == .confirmPassword)
        focus.submit()
        scheduler.drain()
        #expect(submittedForms == 1)
        #expect(focus.focusedField == .confirmPassword, "a field's own action decides; it kept focus")

        // A variant: no per-field actions, the default chain, one action at the end.
        var creatingAccount = 0
        let chain = FocusCoordinator<Field>(scheduler: scheduler, onSubmit: { creatingAccount += 1 })
        for field in [Field.email, .password, .confirmPassword] { chain.attach(field) }
        chain.focusedField = .email
        var visited: [Field?] = []
        for _ in 0..<3 {
            chain.submit()
            visited.append(chain.focusedField)
        }
        #expect(visited == [.password, .confirmPassword, nil])
        #expect(creatingAccount == 1)
    }

    /// Hand-written SwiftUI code: the login form. `.onAppear { focus = .account }`, Return on the account moves to
    /// the password (`.submitLabel(.next)`), Return on the password submits (`.submitLabel(.go)`).
    @Test func loginFormSubmitChain() {
        enum Field: Hashable { case account, password }
        let scheduler = ManualScheduler()
        var submitted = false
        let focus = FocusCoordinator<Field>(scheduler: scheduler, onSubmit: { submitted = true })
        let account = TextEditor(string: "")
        let password = SecureTextField()
        focus.update {
            focus.attach(.account)
            focus.attach(.password)
            focus.focusedField = .account  // onAppear runs during the first update
        }
        #expect(focus.focusedField == nil)
        scheduler.drain()
        #expect(focus.focusedField == .account)
        account.insertText("lin@example.com")
        focus.submit()
        #expect(focus.focusedField == .password)
        password.insertText("p4ss👩‍💻")
        #expect(password.maskedText == "•••••")
        #expect(password.copy() == nil)
        focus.submit()
        #expect(submitted)
        #expect(focus.focusedField == nil, "going ends editing and dismisses the keyboard")
    }

    /// Hand-written SwiftUI code: the expense form (`ExpenseForm` with `titleError`, `amountError`, `isValid`,
    /// `makeExpense()`), plus the hand-written "focus the first field with an error" on a failed
    /// submit, and "edit a draft, not the main data".
    @Test func expenseFormValidation() {
        struct Expense: Equatable {
            var title = ""
            var amountText = ""
            var amount: Double? { Double(amountText) }
        }
        enum Field: Hashable { case title, amount }
        let scheduler = ManualScheduler()
        let focus = FocusCoordinator<Field>(scheduler: scheduler)
        focus.attach(.title)
        focus.attach(.amount)
        var savedExpenses: [Expense] = []
        let form = ValidatedForm<Expense, Field>(
            model: Expense(),
            rules: [
                ValidationRule(.title) { $0.title.isEmpty ? "请填写名称" : nil },
                ValidationRule(.title) { $0.title.count > 20 ? "名称最多 20 个字" : nil },
                ValidationRule(.amount) { $0.amountText.isEmpty ? "请填写金额" : nil },
                ValidationRule(.amount) { !$0.amountText.isEmpty && $0.amount == nil ? "金额必须是数字" : nil },
                ValidationRule(.amount) { ($0.amount ?? 1) <= 0 ? "金额要大于 0" : nil },
            ],
            focus: focus, onSave: { savedExpenses.append($0) })

        #expect(!form.isValid)
        #expect(form.displayedError(for: .title) == nil, "no red before a save attempt")
        #expect(!form.save())
        #expect(focus.focusedField == .title)
        #expect(form.displayedError(for: .title) == "请填写名称")

        form.draft.title = "午饭"
        form.draft.amountText = "abc"
        #expect(form.error(for: .amount) == "金额必须是数字")
        #expect(!form.save())
        #expect(focus.focusedField == .amount)
        form.draft.amountText = "-3"
        #expect(form.error(for: .amount) == "金额要大于 0")
        #expect(form.invalidFields == [.amount])
        #expect(form.saved == Expense(), "the saved model is untouched by draft edits")

        form.draft.amountText = "32.5"
        #expect(form.isValid)
        #expect(form.save())
        #expect(savedExpenses == [Expense(title: "午饭", amountText: "32.5")])
        #expect(form.displayedError(for: .amount) == nil)

        form.draft.title = String(repeating: "字", count: 21)
        #expect(form.error(for: .title) == "名称最多 20 个字")
        form.discardChanges()  // 取消: no rollback code needed
        #expect(form.draft == form.saved)
    }

    /// Hand-written SwiftUI code: `AutoFocusTextField`, which waits 0.5 s (`asyncAfter`) before
    /// `becomeFirstResponder` so a modal is on screen. Here the request is made before the field
    /// exists and applies when it attaches: no timer, and nothing runs until the scheduler does.
    @Test func autoFocusTextFieldRequestBeforeAttach() {
        let scheduler = ManualScheduler()
        let focus = FocusCoordinator<String>(scheduler: scheduler)
        var onEditingChanged: [Bool] = []
        focus.focusedField = "search"  // shouldAutofocus, before the sheet has built its view
        #expect(focus.pendingFocus == "search")
        #expect(focus.focusedField == nil)
        focus.update {  // the sheet's first update builds the field
            focus.attach("search") { onEditingChanged.append($0) }
        }
        #expect(focus.focusedField == nil, "the field becomes first responder after the update")
        #expect(scheduler.pendingCount == 1)
        scheduler.drain()
        #expect(focus.focusedField == "search")
        #expect(focus.pendingFocus == nil)
        #expect(onEditingChanged == [true], "exactly one began, as UIKit's did-begin")

        // `.defaultFocus` (macOS 13) needs no request at all.
        let sheet = FocusCoordinator<String>(scheduler: scheduler, defaultFocus: "second")
        sheet.update {
            sheet.attach("first")
            sheet.attach("second")
        }
        scheduler.drain()
        #expect(sheet.focusedField == "second")
    }
}
