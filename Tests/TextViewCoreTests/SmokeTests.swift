import Testing
import TextViewCore

@Test func smoke() {
    var d = TextDocument("hello")
    d.replaceCharacters(in: .init(location: 5, length: 0), with: " world")
    #expect(d.string == "hello world")
}
