/// The radius of each corner of a rounded rectangle.
public struct CornerRadii: Hashable, Sendable {
    /// The top-left corner's radius, in points.
    public var topLeft: Float
    /// The top-right corner's radius, in points.
    public var topRight: Float
    /// The bottom-right corner's radius, in points.
    public var bottomRight: Float
    /// The bottom-left corner's radius, in points.
    public var bottomLeft: Float

    /// Creates radii corner by corner.
    public init(topLeft: Float, topRight: Float, bottomRight: Float, bottomLeft: Float) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public init(all radius: Float) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)

    /// `true` when every corner is square.
    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

    /// The largest radius.
    public var maximum: Float { max(max(topLeft, topRight), max(bottomRight, bottomLeft)) }

    /// Radii made safe for a rectangle of `size`: NaN and negatives become 0 and, as in CSS,
    /// all radii are scaled down together when two adjacent ones would overlap.
    public func clamped(to size: Size) -> CornerRadii {
        func clean(_ v: Float) -> Float { v.isFinite ? max(0, v) : 0 }
        var r = CornerRadii(topLeft: clean(topLeft), topRight: clean(topRight),
                            bottomRight: clean(bottomRight), bottomLeft: clean(bottomLeft))
        let w = max(0, size.width), h = max(0, size.height)
        var scale: Float = 1
        func fit(_ a: Float, _ b: Float, _ side: Float) {
            let sum = a + b
            if sum > side, sum > 0 { scale = min(scale, side / sum) }
        }
        fit(r.topLeft, r.topRight, w)
        fit(r.bottomLeft, r.bottomRight, w)
        fit(r.topLeft, r.bottomLeft, h)
        fit(r.topRight, r.bottomRight, h)
        if scale < 1 {
            r.topLeft *= scale; r.topRight *= scale; r.bottomRight *= scale; r.bottomLeft *= scale
        }
        return r
    }

    /// Every radius multiplied by `factor`.
    public func scaled(by factor: Float) -> CornerRadii {
        CornerRadii(topLeft: topLeft * factor, topRight: topRight * factor,
                    bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
    }
}
