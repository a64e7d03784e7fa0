#if canImport(Glibc)
import Glibc
#endif

extension BezierPath {
    /// A closed rectangle.
    public convenience init(rect: Rect) {
        self.init()
        guard rect.isFinite else { return }
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: Rect) {
        self.init()
        guard rect.isFinite, !rect.isEmpty else { return }
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        let k: Float = 0.5522847498
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), controlPoint1: Point(x: cx + rx, y: cy + k * ry), controlPoint2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), controlPoint1: Point(x: cx - k * rx, y: cy + ry), controlPoint2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), controlPoint1: Point(x: cx - rx, y: cy - k * ry), controlPoint2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), controlPoint1: Point(x: cx + k * rx, y: cy - ry), controlPoint2: Point(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// A rounded rectangle; the radius is clamped to half the shorter side.
    public convenience init(roundedRect rect: Rect, cornerRadius: Float) {
        self.init(roundedRect: rect, radii: CornerRadii(all: cornerRadius))
    }

    /// A rectangle with the `corners` rounded by `cornerRadii` (its width is used, as UIKit).
    public convenience init(roundedRect rect: Rect, byRoundingCorners corners: RectCorner, cornerRadii: Size) {
        let r = cornerRadii.width
        self.init(roundedRect: rect, radii: CornerRadii(topLeft: corners.contains(.topLeft) ? r : 0,
                                                         topRight: corners.contains(.topRight) ? r : 0,
                                                         bottomRight: corners.contains(.bottomRight) ? r : 0,
                                                         bottomLeft: corners.contains(.bottomLeft) ? r : 0))
    }

    /// A rectangle with a radius per corner (each clamped to half the shorter side).
    public convenience init(roundedRect rect: Rect, radii: CornerRadii) {
        self.init()
        guard rect.isFinite, !rect.isEmpty else { return }
        let limit = min(rect.width, rect.height) / 2
        func c(_ v: Float) -> Float { v.isFinite ? min(max(0, v), limit) : 0 }
        let tl = c(radii.topLeft), tr = c(radii.topRight), br = c(radii.bottomRight), bl = c(radii.bottomLeft)
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        let half = Float.pi / 2
        move(to: Point(x: x0 + tl, y: y0))
        addLine(to: Point(x: x1 - tr, y: y0))
        if tr > 0 { addArc(withCenter: Point(x: x1 - tr, y: y0 + tr), radius: tr, startAngle: -half, endAngle: 0, clockwise: true) }
        addLine(to: Point(x: x1, y: y1 - br))
        if br > 0 { addArc(withCenter: Point(x: x1 - br, y: y1 - br), radius: br, startAngle: 0, endAngle: half, clockwise: true) }
        addLine(to: Point(x: x0 + bl, y: y1))
        if bl > 0 { addArc(withCenter: Point(x: x0 + bl, y: y1 - bl), radius: bl, startAngle: half, endAngle: .pi, clockwise: true) }
        addLine(to: Point(x: x0, y: y0 + tl))
        if tl > 0 { addArc(withCenter: Point(x: x0 + tl, y: y0 + tl), radius: tl, startAngle: .pi, endAngle: 3 * half, clockwise: true) }
        close()
    }

    /// An open arc of a circle.
    public convenience init(arcCenter center: Point, radius: Float, startAngle: Float, endAngle: Float, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Adds an arc of a circle, joined to the current point by a line (as UIKit). Clockwise
    /// goes from the positive x axis towards the positive y axis (down on screen). Negative
    /// or non-finite radii and angles add nothing.
    public func addArc(withCenter center: Point, radius: Float, startAngle: Float, endAngle: Float, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else {
            Diagnostics.report("BezierPath.addArc: ignored a non-finite or negative radius or angle")
            return
        }
        let twoPi = 2 * Float.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep > twoPi { sweep = twoPi }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep < -twoPi { sweep = -twoPi }
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil || elements.last == .close { move(to: start) } else { addLine(to: start) }
        let pieces = max(1, Int((abs(sweep) / (Float.pi / 2)).rounded(.up)))
        let step = sweep / Float(pieces)
        let k = 4 / 3 * tan(step / 4)
        var a = startAngle
        for _ in 0..<pieces {
            let b = a + step
            let ca = cos(a), sa = sin(a), cb = cos(b), sb = sin(b)
            let p1 = Point(x: center.x + radius * (ca - k * sa), y: center.y + radius * (sa + k * ca))
            let p2 = Point(x: center.x + radius * (cb + k * sb), y: center.y + radius * (sb - k * cb))
            addCurve(to: Point(x: center.x + radius * cb, y: center.y + radius * sb), controlPoint1: p1, controlPoint2: p2)
            a = b
        }
    }

    /// Transforms every point of the path (UIKit's `apply(_:)`). A non-finite transform does nothing.
    public func apply(_ transform: AffineTransform) {
        guard transform.isFinite else { return }
        let t = { (p: Point) in transform.apply(to: p) }
        let old = elements
        removeAllPoints()
        for e in old {
            switch e {
            case let .move(p): move(to: t(p))
            case let .line(p): addLine(to: t(p))
            case let .quadCurve(p, c): addQuadCurve(to: t(p), controlPoint: t(c))
            case let .curve(p, c1, c2): addCurve(to: t(p), controlPoint1: t(c1), controlPoint2: t(c2))
            case .close: close()
            }
        }
    }

    /// A copy with the same elements and stroke settings.
    public func copy() -> BezierPath {
        let p = BezierPath()
        p.append(self)
        p.lineWidth = lineWidth; p.lineCapStyle = lineCapStyle; p.lineJoinStyle = lineJoinStyle
        p.miterLimit = miterLimit; p.usesEvenOddFillRule = usesEvenOddFillRule
        p.setLineDash(lineDashPattern, phase: lineDashPhase)
        return p
    }

    /// The smallest rectangle holding every point, control points included (as `bounds`);
    /// `.zero` for an empty path.
    public var bounds: Rect {
        var x0 = Float.infinity, y0 = Float.infinity, x1 = -Float.infinity, y1 = -Float.infinity
        func add(_ p: Point) { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        for e in elements {
            switch e {
            case let .move(p), let .line(p): add(p)
            case let .quadCurve(p, c): add(p); add(c)
            case let .curve(p, c1, c2): add(p); add(c1); add(c2)
            case .close: break
            }
        }
        return x0 <= x1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
    }

    /// `true` when `point` is inside the filled path under its fill rule (``usesEvenOddFillRule``).
    public func contains(_ point: Point) -> Bool {
        guard point.isFinite else { return false }
        var winding = 0
        for poly in PathFlattener.polygons(of: self, transform: .identity, tolerance: 0.05) {
            let n = poly.count
            guard n > 1 else { continue }
            for i in 0..<n {
                let a = poly[i], b = poly[(i + 1) % n]
                if a.y <= point.y {
                    if b.y > point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= point.y, (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return usesEvenOddFillRule ? winding % 2 != 0 : winding != 0
    }
}
