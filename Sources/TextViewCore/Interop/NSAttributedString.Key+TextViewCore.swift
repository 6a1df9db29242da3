import Foundation

// The keys a document's attributes take in an NSAttributedString.
//
// Foundation on Linux defines none of the UIKit/AppKit keys (`.font`, `.paragraphStyle`,
// `.foregroundColor`, `.link`, `.kern`, ...), and it can store only Foundation values in an
// attributed string: any other value (a Swift struct, even an NSObject subclass) traps in
// CoreFoundation's equality check when runs are compared. So:
// - kern, underline, strikethrough and link keep Apple's key names ("NSKern", "NSUnderline",
//   "NSStrikethrough", "NSLink") with Apple's value types (number, number, number, URL);
// - font, colours and paragraph style use names of this package ("TextViewCore.font", ...) and
//   property-list values (a dictionary, an array of four numbers), because Apple's names would
//   promise a UIFont, a UIColor, an NSParagraphStyle;
// - a custom value goes under its own key name, as a String, Int, Double or Bool.
extension NSAttributedString.Key {
    /// ``TextAttributes/font`` as a dictionary: `"textStyle"` (a ``FontDescription/TextStyle``
    /// raw value), `"pointSize"` (number), `"weight"` (a ``FontDescription/Weight`` case name),
    /// `"italic"`, `"monospaced"` (Booleans); unset fields are absent.
    public static let textViewCoreFont = NSAttributedString.Key("TextViewCore.font")
    /// ``TextAttributes/foregroundColor`` as an array of four numbers: red, green, blue, alpha.
    public static let textViewCoreForegroundColor = NSAttributedString.Key("TextViewCore.foregroundColor")
    /// ``TextAttributes/backgroundColor`` as an array of four numbers: red, green, blue, alpha.
    public static let textViewCoreBackgroundColor = NSAttributedString.Key("TextViewCore.backgroundColor")
    /// ``TextAttributes/paragraphStyle`` as a dictionary of every ``ParagraphStyle`` field by
    /// name: numbers, and the raw values of `alignment` and `baseWritingDirection`.
    public static let textViewCoreParagraphStyle = NSAttributedString.Key("TextViewCore.paragraphStyle")
    /// ``TextAttributes/underlineStyle``: Apple's `"NSUnderline"`, an `NSUnderlineStyle` raw value.
    public static let textViewCoreUnderlineStyle = NSAttributedString.Key("NSUnderline")
    /// ``TextAttributes/strikethroughStyle``: Apple's `"NSStrikethrough"`, an `NSUnderlineStyle`
    /// raw value.
    public static let textViewCoreStrikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// ``TextAttributes/kern``: Apple's `"NSKern"`, a number of points.
    public static let textViewCoreKern = NSAttributedString.Key("NSKern")
    /// ``TextAttributes/link``: Apple's `"NSLink"`, a URL (a string is accepted when reading).
    public static let textViewCoreLink = NSAttributedString.Key("NSLink")

    /// The keys above, which custom values cannot use.
    internal static let textViewCoreBuiltIn: Set<NSAttributedString.Key> = [
        .textViewCoreFont, .textViewCoreForegroundColor, .textViewCoreBackgroundColor,
        .textViewCoreParagraphStyle, .textViewCoreUnderlineStyle, .textViewCoreStrikethroughStyle,
        .textViewCoreKern, .textViewCoreLink,
    ]
}
