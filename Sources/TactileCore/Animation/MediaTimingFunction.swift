/// The pace of an animation between its start and end, as `CAMediaTimingFunction`: a cubic
/// Bézier from (0, 0) to (1, 1) through two control points.
public struct MediaTimingFunction: Hashable, Sendable {
    /// Core Animation's named curves.
    public enum Name: String, Sendable, Hashable {
        /// Even pace: (0, 0), (1, 1).
        case linear
        /// Slow start: (0.42, 0), (1, 1).
        case easeIn
        /// Slow end: (0, 0), (0.58, 1).
        case easeOut
        /// Slow start and end: (0.42, 0), (0.58, 1).
        case easeInEaseOut
        /// The system default (implicit animations): (0.25, 0.1), (0.25, 1).
        case `default`
    }

    /// The control points' coordinates (x1, y1, x2, y2); x values are clamped to 0...1.
    public let controlPoints: (Float, Float, Float, Float)

    /// A named curve.
    public init(name: Name) {
        switch name {
        case .linear: controlPoints = (0, 0, 1, 1)
        case .easeIn: controlPoints = (0.42, 0, 1, 1)
        case .easeOut: controlPoints = (0, 0, 0.58, 1)
        case .easeInEaseOut: controlPoints = (0.42, 0, 0.58, 1)
        case .default: controlPoints = (0.25, 0.1, 0.25, 1)
        }
    }

    /// A curve through two control points; NaN or infinite coordinates give the linear curve,
    /// x values outside 0...1 are clamped.
    public init(controlPoints x1: Float, _ y1: Float, _ x2: Float, _ y2: Float) {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
            controlPoints = (0, 0, 1, 1)
            return
        }
        controlPoints = (min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
    }

    /// Control point `index` (0: the start (0, 0), 1 and 2: the two set, 3: the end (1, 1)),
    /// as `getControlPoint(at:values:)`.
    public func controlPoint(at index: Int) -> Point {
        switch index {
        case 1: Point(x: controlPoints.0, y: controlPoints.1)
        case 2: Point(x: controlPoints.2, y: controlPoints.3)
        case 3: Point(x: 1, y: 1)
        default: Point(x: 0, y: 0)
        }
    }

    /// The eased progress at `fraction` (0...1) of the time.
    public func callAsFunction(_ fraction: Double) -> Double { easing(fraction) }

    var easing: Easing {
        let (x1, y1, x2, y2) = controlPoints
        if x1 == 0 && y1 == 0 && x2 == 1 && y2 == 1 { return .linear }
        return .cubicBezier(Double(x1), Double(y1), Double(x2), Double(y2))
    }

    public static func == (a: MediaTimingFunction, b: MediaTimingFunction) -> Bool { a.controlPoints == b.controlPoints }

    public func hash(into h: inout Hasher) {
        h.combine(controlPoints.0); h.combine(controlPoints.1); h.combine(controlPoints.2); h.combine(controlPoints.3)
    }
}
