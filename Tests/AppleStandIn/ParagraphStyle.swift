import Foundation

// The paragraph-style classes, which UIKit (NSParagraphStyle.h) and AppKit (NSParagraphStyle.h)
// declare alike: one file, compiled into both stand-ins (Tests/AppKitStandIn symlinks it), each
// against its own NSTextAlignment and NSWritingDirection (whose raw values differ between the two).
// Both frameworks declare `NSMutableParagraphStyle.tabStops` as `[NSTextTab]!`, an override Swift
// allows only to imported Objective-C, so here it is `[NSTextTab]`.

/// `NSTextTab`: `init(textAlignment:location:options:)`, `alignment`, `location`.
open class NSTextTab: NSObject, @unchecked Sendable {
    /// `NSTextTab.OptionKey`.
    public struct OptionKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The tab's alignment.
    open private(set) var alignment: NSTextAlignment
    /// The tab's location in points.
    open private(set) var location: CGFloat

    /// `init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [NSTextTab.OptionKey : Any] = [:])`.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [NSTextTab.OptionKey: Any] = [:]) {
        self.alignment = alignment
        self.location = loc
    }
}

/// `NSParagraphStyle`: the get-only properties the Apple layer reads, and `default`.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// `class var default: NSParagraphStyle { get }`.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    // UIKit's and AppKit's defaults: zero everywhere, natural alignment and direction, 12 left tabs 28 points apart.
    fileprivate var _lineSpacing: CGFloat = 0
    fileprivate var _paragraphSpacing: CGFloat = 0
    fileprivate var _paragraphSpacingBefore: CGFloat = 0
    fileprivate var _firstLineHeadIndent: CGFloat = 0
    fileprivate var _headIndent: CGFloat = 0
    fileprivate var _tailIndent: CGFloat = 0
    fileprivate var _lineHeightMultiple: CGFloat = 0
    fileprivate var _minimumLineHeight: CGFloat = 0
    fileprivate var _maximumLineHeight: CGFloat = 0
    fileprivate var _alignment = NSTextAlignment.natural
    fileprivate var _baseWritingDirection = NSWritingDirection.natural
    fileprivate var _tabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0 * 28)) }
    fileprivate var _defaultTabInterval: CGFloat = 0

    /// Creates the default style.
    public override init() {}

    /// `var lineSpacing: CGFloat { get }`.
    open var lineSpacing: CGFloat { _lineSpacing }
    /// `var paragraphSpacing: CGFloat { get }`.
    open var paragraphSpacing: CGFloat { _paragraphSpacing }
    /// `var paragraphSpacingBefore: CGFloat { get }`.
    open var paragraphSpacingBefore: CGFloat { _paragraphSpacingBefore }
    /// `var firstLineHeadIndent: CGFloat { get }`.
    open var firstLineHeadIndent: CGFloat { _firstLineHeadIndent }
    /// `var headIndent: CGFloat { get }`.
    open var headIndent: CGFloat { _headIndent }
    /// `var tailIndent: CGFloat { get }`.
    open var tailIndent: CGFloat { _tailIndent }
    /// `var lineHeightMultiple: CGFloat { get }`.
    open var lineHeightMultiple: CGFloat { _lineHeightMultiple }
    /// `var minimumLineHeight: CGFloat { get }`.
    open var minimumLineHeight: CGFloat { _minimumLineHeight }
    /// `var maximumLineHeight: CGFloat { get }`.
    open var maximumLineHeight: CGFloat { _maximumLineHeight }
    /// `var alignment: NSTextAlignment { get }`.
    open var alignment: NSTextAlignment { _alignment }
    /// `var baseWritingDirection: NSWritingDirection { get }`.
    open var baseWritingDirection: NSWritingDirection { _baseWritingDirection }
    /// `var tabStops: [NSTextTab] { get }`.
    open var tabStops: [NSTextTab] { _tabStops }
    /// `var defaultTabInterval: CGFloat { get }`.
    open var defaultTabInterval: CGFloat { _defaultTabInterval }
}

/// `NSMutableParagraphStyle`: the same properties, settable.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// `var lineSpacing: CGFloat { get set }`.
    open override var lineSpacing: CGFloat { get { _lineSpacing } set { _lineSpacing = newValue } }
    /// `var paragraphSpacing: CGFloat { get set }`.
    open override var paragraphSpacing: CGFloat { get { _paragraphSpacing } set { _paragraphSpacing = newValue } }
    /// `var paragraphSpacingBefore: CGFloat { get set }`.
    open override var paragraphSpacingBefore: CGFloat { get { _paragraphSpacingBefore } set { _paragraphSpacingBefore = newValue } }
    /// `var firstLineHeadIndent: CGFloat { get set }`.
    open override var firstLineHeadIndent: CGFloat { get { _firstLineHeadIndent } set { _firstLineHeadIndent = newValue } }
    /// `var headIndent: CGFloat { get set }`.
    open override var headIndent: CGFloat { get { _headIndent } set { _headIndent = newValue } }
    /// `var tailIndent: CGFloat { get set }`.
    open override var tailIndent: CGFloat { get { _tailIndent } set { _tailIndent = newValue } }
    /// `var lineHeightMultiple: CGFloat { get set }`.
    open override var lineHeightMultiple: CGFloat { get { _lineHeightMultiple } set { _lineHeightMultiple = newValue } }
    /// `var minimumLineHeight: CGFloat { get set }`.
    open override var minimumLineHeight: CGFloat { get { _minimumLineHeight } set { _minimumLineHeight = newValue } }
    /// `var maximumLineHeight: CGFloat { get set }`.
    open override var maximumLineHeight: CGFloat { get { _maximumLineHeight } set { _maximumLineHeight = newValue } }
    /// `var alignment: NSTextAlignment { get set }`.
    open override var alignment: NSTextAlignment { get { _alignment } set { _alignment = newValue } }
    /// `var baseWritingDirection: NSWritingDirection { get set }`.
    open override var baseWritingDirection: NSWritingDirection { get { _baseWritingDirection } set { _baseWritingDirection = newValue } }
    /// `var tabStops: [NSTextTab]! { get set }` in UIKit and AppKit (see the file's comment).
    open override var tabStops: [NSTextTab] { get { _tabStops } set { _tabStops = newValue } }
    /// `var defaultTabInterval: CGFloat { get set }`.
    open override var defaultTabInterval: CGFloat { get { _defaultTabInterval } set { _defaultTabInterval = newValue } }
}
