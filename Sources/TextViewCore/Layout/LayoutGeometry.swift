/// A point in layout units (whatever the ``TextMeasurer`` measures in: terminal cells, points).
///
/// Layout uses `Double` rather than `CGFloat` so the same code and numbers hold on every platform;
/// a UIKit host converts with `CGPoint(x:y:)`. `y` grows downward from the top of the text.
public struct LayoutPoint: Hashable, Sendable {
    /// The horizontal position, from the leading edge of the text container.
    public var x: Double
    /// The vertical position, from the top of the text.
    public var y: Double

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal position.
    ///   - y: The vertical position.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in layout units, `y` growing downward.
public struct LayoutRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width; never negative for rectangles the layout returns.
    public var width: Double
    /// The height; never negative for rectangles the layout returns.
    public var height: Double

    /// Creates a rectangle.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// `(x, y, width, height)`.
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
