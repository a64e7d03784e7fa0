/// A rectangle: an origin and a size, with UIKit's `CGRect` helpers.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates, as `CGRect(x:y:width:height:)`.
    public init(x: Float, y: Float, width: Float, height: Float) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle, as `CGRect.null`: "no rectangle", at an infinite origin with no
    /// size. It is what ``intersection(_:)`` returns for rectangles that do not meet, the
    /// identity of ``union(_:)``, and empty. A view given it as a frame gets `.zero`.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// `true` for ``null`` (an infinite origin), as `CGRect.isNull`.
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// The smallest x (the left edge), also for a negative width.
    public var minX: Float { min(origin.x, origin.x + size.width) }
    /// The smallest y (the top edge), also for a negative height.
    public var minY: Float { min(origin.y, origin.y + size.height) }
    /// The largest x (the right edge).
    public var maxX: Float { max(origin.x, origin.x + size.width) }
    /// The largest y (the bottom edge).
    public var maxY: Float { max(origin.y, origin.y + size.height) }
    /// The x of the centre.
    public var midX: Float { origin.x + size.width / 2 }
    /// The y of the centre.
    public var midY: Float { origin.y + size.height / 2 }
    /// The width, never negative.
    public var width: Float { abs(size.width) }
    /// The height, never negative.
    public var height: Float { abs(size.height) }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// `true` when the rectangle has no area (or a NaN extent).
    public var isEmpty: Bool { !(size.width != 0 && size.height != 0) || !size.width.isFinite || !size.height.isFinite }

    /// The same rectangle with a non-negative size.
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// `true` when `point` lies inside; the maximum edges are exclusive, as in UIKit.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// `true` when `rect` lies entirely inside.
    public func contains(_ rect: Rect) -> Bool {
        !rect.isEmpty && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// `true` when the two rectangles overlap.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// The overlap of two rectangles, as `CGRect.intersection`: ``null`` when they do not
    /// meet (or either is null); rectangles that only touch give an empty rectangle on the
    /// shared edge.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if !(x1 >= x0 && y1 >= y0) { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap, or `.zero` when there is none: for clips and dirty areas, which must
    /// never carry the null rectangle's infinite origin into pixel arithmetic.
    package func clippedIntersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both; ``null`` is the identity (`null.union(r)`
    /// is `r`), and an empty rectangle does not count either (Tactile's dirty areas start
    /// from `.zero`; `CGRect.union` would stretch to include an empty rectangle's origin).
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Float, dy: Float) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The rectangle shrunk by `insets`.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Float, dy: Float) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The smallest rectangle with integral coordinates containing this one.
    public var integral: Rect {
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// `true` when every coordinate is a finite number.
    public var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
