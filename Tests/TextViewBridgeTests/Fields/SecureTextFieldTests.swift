import Foundation
import Testing
import TextViewBridge

@MainActor
struct SecureTextFieldTests {
    @Test func maskShowsOneCharacterPerGraphemeCluster() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let field = SecureTextField(secret: "e\u{301}\(family)🇨🇿x")
        #expect(field.maskedText == "••••")
        #expect(field.maskLength == 4)
        field.deleteBackward()
        #expect(field.maskedText == "•••")
        #expect(field.secret == "e\u{301}\(family)🇨🇿")
    }

    @Test func copyAndCutAreRefusedAndLeaveTheSecret() {
        let field = SecureTextField(secret: "hunter2")
        field.selectedRange = NSRange(location: 0, length: 7)
        #expect(!field.canCopy)
        #expect(field.copy() == nil)
        #expect(field.cut() == nil)
        #expect(field.secret == "hunter2")
    }

    @Test func clearEmptiesAndReports() {
        let field = SecureTextField(secret: "pw", maskCharacter: "*")
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        field.insertText("!")
        #expect(field.maskedText == "***")
        field.clear()
        field.clear()
        #expect(field.isEmpty)
        #expect(field.maskedText == "")
        #expect(changes == ["pw!", ""])
    }

    @Test func secretComparesByScalarsNotCanonicalEquivalence() {
        let field = SecureTextField(secret: "cafe\u{301}")
        field.secret = "caf\u{E9}"
        #expect(Array(field.secret.unicodeScalars) == Array("caf\u{E9}".unicodeScalars))
        #expect(field.selectedRange == NSRange(location: 4, length: 0))
        // The same scalars again change nothing (the caret stays where the user put it).
        field.selectedRange = NSRange(location: 0, length: 0)
        field.secret = "caf\u{E9}"
        #expect(field.selectedRange == NSRange(location: 0, length: 0))
    }
}
