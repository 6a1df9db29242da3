/// How a paragraph is laid out: the fields of `NSParagraphStyle`, with its defaults.
///
/// A paragraph style applies to whole paragraphs: a ``TextDocument`` keeps every character of a
/// paragraph on the style of the paragraph's first character (NSTextStorage's `fixAttributes`
/// rule), so setting one on part of a paragraph does not split it.
public struct ParagraphStyle: Hashable, Sendable {
    /// Extra space between the lines of the paragraph, in points (`NSParagraphStyle.lineSpacing`).
    public var lineSpacing: Double
    /// Space after the paragraph, in points.
    public var paragraphSpacing: Double
    /// Space before the paragraph, in points.
    public var paragraphSpacingBefore: Double
    /// The horizontal alignment.
    public var alignment: Alignment
    /// Indentation of the first line, in points from the leading margin.
    public var firstLineHeadIndent: Double
    /// Indentation of the other lines, in points from the leading margin.
    public var headIndent: Double
    /// Trailing indentation: positive from the leading margin (the line width), zero or negative
    /// from the trailing margin, as in `NSParagraphStyle.tailIndent`.
    public var tailIndent: Double
    /// A factor on the natural line height; 0 means none (1).
    public var lineHeightMultiple: Double
    /// The smallest line height, in points; 0 means no minimum.
    public var minimumLineHeight: Double
    /// The largest line height, in points; 0 means no maximum.
    public var maximumLineHeight: Double
    /// The base writing direction.
    public var baseWritingDirection: WritingDirection
    /// The tab stops, in any order (the layout uses them by location), like
    /// `NSParagraphStyle.tabStops`; empty by default (`NSParagraphStyle.default` has twelve
    /// 28-point stops: a host that wants them sets them).
    public var tabStops: [TabStop]
    /// The distance between the tab stops past the last of ``tabStops``; 0 (the default) means the
    /// measurer's ``TextMeasurer/tabInterval``, as `NSParagraphStyle.defaultTabInterval`'s 0
    /// leaves it to the text system.
    public var defaultTabInterval: Double

    /// Creates a paragraph style; every argument defaults to `NSParagraphStyle.default`'s value.
    ///
    /// - Parameters:
    ///   - lineSpacing: Extra space between lines (0).
    ///   - paragraphSpacing: Space after the paragraph (0).
    ///   - paragraphSpacingBefore: Space before the paragraph (0).
    ///   - alignment: Horizontal alignment (`.natural`).
    ///   - firstLineHeadIndent: First-line indentation (0).
    ///   - headIndent: Indentation of the other lines (0).
    ///   - tailIndent: Trailing indentation (0).
    ///   - lineHeightMultiple: Line height factor (0, meaning none).
    ///   - minimumLineHeight: Minimum line height (0, meaning none).
    ///   - maximumLineHeight: Maximum line height (0, meaning none).
    ///   - baseWritingDirection: Writing direction (`.natural`).
    ///   - tabStops: Tab stops (none).
    ///   - defaultTabInterval: The interval of the stops past the last tab stop (0: the measurer's).
    public init(
        lineSpacing: Double = 0, paragraphSpacing: Double = 0, paragraphSpacingBefore: Double = 0,
        alignment: Alignment = .natural, firstLineHeadIndent: Double = 0, headIndent: Double = 0,
        tailIndent: Double = 0, lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0,
        maximumLineHeight: Double = 0, baseWritingDirection: WritingDirection = .natural,
        tabStops: [TabStop] = [], defaultTabInterval: Double = 0
    ) {
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
        self.alignment = alignment
        self.firstLineHeadIndent = firstLineHeadIndent
        self.headIndent = headIndent
        self.tailIndent = tailIndent
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.baseWritingDirection = baseWritingDirection
        self.tabStops = tabStops
        self.defaultTabInterval = defaultTabInterval
    }

    /// `NSParagraphStyle.default`: every field at its default.
    public static let `default` = ParagraphStyle()

    /// The same style with NaN fields replaced by 0, so that it equals itself (storage needs
    /// `==` to be reflexive to coalesce runs).
    internal var withoutNaN: ParagraphStyle {
        func fix(_ v: Double) -> Double { v.isNaN ? 0 : v }
        var copy = self
        copy.lineSpacing = fix(lineSpacing)
        copy.paragraphSpacing = fix(paragraphSpacing)
        copy.paragraphSpacingBefore = fix(paragraphSpacingBefore)
        copy.firstLineHeadIndent = fix(firstLineHeadIndent)
        copy.headIndent = fix(headIndent)
        copy.tailIndent = fix(tailIndent)
        copy.lineHeightMultiple = fix(lineHeightMultiple)
        copy.minimumLineHeight = fix(minimumLineHeight)
        copy.maximumLineHeight = fix(maximumLineHeight)
        copy.defaultTabInterval = fix(defaultTabInterval)
        copy.tabStops = tabStops.map { TabStop(alignment: $0.alignment, location: fix($0.location)) }
        return copy
    }
}

extension ParagraphStyle {
    /// Horizontal alignment, like `NSTextAlignment`; raw values are the case names.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Aligned to the leading edge of the writing direction (the default).
        case natural
        /// Aligned to the left edge.
        case left
        /// Centred.
        case center
        /// Aligned to the right edge.
        case right
        /// Stretched to both edges, except the last line.
        case justified
    }
}

extension ParagraphStyle {
    /// Base writing direction, like `NSWritingDirection`; raw values are the case names.
    public enum WritingDirection: String, Hashable, Sendable, CaseIterable {
        /// Decided by the text (Unicode bidi rules), the default.
        case natural
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
    }
}

extension ParagraphStyle {
    /// A tab stop, like `NSTextTab`: where a tab moves the text after it, and how that text
    /// aligns there.
    public struct TabStop: Hashable, Sendable {
        /// How the text after the tab aligns at ``location``: `.natural`, `.left` and `.justified`
        /// start it there, `.right` ends it there and `.center` centres it there (the text up to
        /// the next tab or the end of the paragraph), as `NSTextTab`'s `alignment`.
        public var alignment: Alignment
        /// The stop's distance from the leading edge of the text container, in layout units
        /// (`NSTextTab.location`).
        public var location: Double

        /// Creates a tab stop.
        ///
        /// - Parameters:
        ///   - alignment: How the text after the tab aligns at the stop (`.natural`: it starts there).
        ///   - location: The stop's distance from the container's leading edge.
        public init(alignment: Alignment = .natural, location: Double) {
            self.alignment = alignment
            self.location = location
        }
    }
}
