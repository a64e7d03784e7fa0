/// A vector shape made of straight and curved segments, as `UIBezierPath`: built with
/// ``move(to:)``, ``addLine(to:)``, ``addQuadCurve(to:controlPoint:)``,
/// ``addCurve(to:controlPoint1:controlPoint2:)``, ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``
/// and ``close()``, then filled or stroked with ``Renderer/fill(_:color:)-(BezierPath,_)`` and
/// ``Renderer/stroke(_:color:)`` or shown by a ``ShapeLayer``.
///
/// Coordinates are points, y down, as UIKit; angles are radians, and `clockwise` turns
/// from the positive x axis towards the positive y axis. Points that are not finite are
/// dropped with a report to ``Diagnostics``; a path keeps at most
/// ``maximumElementCount`` elements (more are dropped), so drawing a huge path takes
/// bounded time.
@MainActor
public final class BezierPath {
    /// One element of a path, in points.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    /// The most elements a path keeps (a million).
    public static let maximumElementCount = 1_000_000

    /// The elements, in order.
    public private(set) var elements: [Element] = []
    /// Bumped on every change: caches of rasterised paths compare it.
    public private(set) var version = 0
    private var subpathStart: Point?
    private var reportedDrop = false

    /// The stroke width in points (1 by default); negative or non-finite values give 1.
    public var lineWidth: Float = 1 {
        didSet { lineWidth = lineWidth.isFinite && lineWidth >= 0 ? min(lineWidth, 1e4) : 1; version += 1 }
    }
    /// How open subpaths end when stroked.
    public var lineCapStyle: LineCap = .butt { didSet { version += 1 } }
    /// How segments meet when stroked.
    public var lineJoinStyle: LineJoin = .miter { didSet { version += 1 } }
    /// The longest miter, as a multiple of the line width, before a miter join is bevelled (10 by default).
    public var miterLimit: Float = 10 {
        didSet { miterLimit = miterLimit.isFinite && miterLimit >= 1 ? min(miterLimit, 1e4) : 10; version += 1 }
    }
    /// `true` fills with the even-odd rule, `false` (default) with the non-zero winding rule.
    public var usesEvenOddFillRule = false { didSet { version += 1 } }
    /// The dash lengths (on, off, …) in points, or empty for a solid line.
    public private(set) var lineDashPattern: [Float] = []
    /// How far into the dash pattern the stroke starts.
    public private(set) var lineDashPhase: Float = 0

    /// An empty path.
    public init() {}

    /// The current point: where the last element ended, `nil` for an empty path.
    public var currentPoint: Point? {
        var p: Point?
        for e in elements.reversed() {
            switch e {
            case let .move(q), let .line(q): p = q
            case let .quadCurve(q, _), let .curve(q, _, _): p = q
            case .close: continue
            }
            break
        }
        return elements.last == .close ? subpathStart : p
    }

    /// `true` when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: Point) {
        guard accept(point) else { return }
        subpathStart = point
        push(.move(point))
    }

    /// Adds a straight line from the current point (or starts a subpath there when there is none).
    public func addLine(to point: Point) {
        guard accept(point) else { return }
        ensureStart(point)
        push(.line(point))
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to point: Point, controlPoint: Point) {
        guard accept(point, controlPoint) else { return }
        ensureStart(point)
        push(.quadCurve(to: point, control: controlPoint))
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
        guard accept(point, controlPoint1, controlPoint2) else { return }
        ensureStart(point)
        push(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
    }

    /// Closes the current subpath with a straight line to its start.
    public func close() {
        guard subpathStart != nil, let last = elements.last, last != .close else { return }
        push(.close)
    }

    /// Removes every element.
    public func removeAllPoints() {
        elements.removeAll()
        subpathStart = nil
        version += 1
    }

    /// Adds the elements of another path.
    public func append(_ path: BezierPath) {
        for e in path.elements {
            if elements.count >= Self.maximumElementCount { noteDrop(); return }
            if case let .move(p) = e { subpathStart = p }
            elements.append(e)
        }
        version += 1
    }

    /// Sets the dash pattern (lengths in points, on then off) and where in it the stroke
    /// starts, as `setLineDash(_:count:phase:)`. Negative or non-finite lengths, or a
    /// pattern whose lengths add up to zero, give a solid line.
    public func setLineDash(_ pattern: [Float]?, phase: Float = 0) {
        let p = pattern ?? []
        let valid = p.allSatisfy { $0.isFinite && $0 >= 0 } && p.reduce(0, +) > 0
        lineDashPattern = valid ? p : []
        lineDashPhase = phase.isFinite ? phase : 0
        version += 1
    }

    func push(_ e: Element) {
        if elements.count >= Self.maximumElementCount { noteDrop(); return }
        elements.append(e)
        version += 1
    }

    private func ensureStart(_ p: Point) {
        if subpathStart == nil || elements.last == .close {
            let start = elements.last == .close ? (subpathStart ?? p) : p
            subpathStart = start
            push(.move(start))
        }
    }

    private func accept(_ a: Point, _ b: Point = .zero, _ c: Point = .zero) -> Bool {
        @inline(__always) func ok(_ p: Point) -> Bool {
            p.x.isFinite && p.y.isFinite && abs(p.x) < SanitizeLimits.distance && abs(p.y) < SanitizeLimits.distance
        }
        if ok(a) && ok(b) && ok(c) { return true }
        if !reportedDrop { Diagnostics.report("BezierPath: dropped an element with a non-finite or huge point (\(a), \(b), \(c))") }
        reportedDrop = true
        return false
    }

    private func noteDrop() {
        if !reportedDrop { Diagnostics.report("BezierPath: more than \(Self.maximumElementCount) elements; the rest are dropped") }
        reportedDrop = true
    }
}

/// How the ends of an open stroked subpath look, as `CGLineCap`.
public enum LineCap: String, Sendable, Hashable {
    case butt, round, square
}

/// How stroked segments meet, as `CGLineJoin`.
public enum LineJoin: String, Sendable, Hashable {
    case miter, round, bevel
}
