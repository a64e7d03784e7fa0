/// A value that can be blended between two others (animations, ``Tween``).
public protocol Interpolatable: Sendable {
    /// The value `t` of the way from `self` to `other` (t may leave 0...1 for overshooting curves).
    func interpolated(to other: Self, fraction t: Float) -> Self
}

extension Float: Interpolatable {
    public func interpolated(to other: Float, fraction t: Float) -> Float { self + (other - self) * t }
}

extension Double: Interpolatable {
    public func interpolated(to other: Double, fraction t: Float) -> Double { self + (other - self) * Double(t) }
}

extension Point: Interpolatable {
    public func interpolated(to o: Point, fraction t: Float) -> Point {
        Point(x: x + (o.x - x) * t, y: y + (o.y - y) * t)
    }
}

extension Size: Interpolatable {
    public func interpolated(to o: Size, fraction t: Float) -> Size {
        Size(width: width + (o.width - width) * t, height: height + (o.height - height) * t)
    }
}

extension Rect: Interpolatable {
    public func interpolated(to o: Rect, fraction t: Float) -> Rect {
        Rect(origin: origin.interpolated(to: o.origin, fraction: t), size: size.interpolated(to: o.size, fraction: t))
    }
}

extension Color: Interpolatable {
    /// Blends straight-alpha components, clamped to 0...255 (each appearance of dynamic colours).
    public func interpolated(to o: Color, fraction t: Float) -> Color {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let v = Float(a) + (Float(b) - Float(a)) * t
            return v.isFinite ? UInt8(min(255, max(0, v.rounded()))) : b
        }
        return combineAppearances(with: o) { p, q in
            Color(r: mix(p.r, q.r), g: mix(p.g, q.g), b: mix(p.b, q.b), a: mix(p.a, q.a))
        }
    }
}

extension CornerRadii: Interpolatable {
    public func interpolated(to o: CornerRadii, fraction t: Float) -> CornerRadii {
        func mix(_ a: Float, _ b: Float) -> Float { max(0, a + (b - a) * t) }
        return CornerRadii(topLeft: mix(topLeft, o.topLeft), topRight: mix(topRight, o.topRight),
                           bottomRight: mix(bottomRight, o.bottomRight), bottomLeft: mix(bottomLeft, o.bottomLeft))
    }
}

extension AffineTransform: Interpolatable {
    /// Blends translation, rotation (the shorter way round) and scale separately, as UIKit
    /// does, so a rotation animates as a turn rather than a squash.
    public func interpolated(to o: AffineTransform, fraction t: Float) -> AffineTransform {
        func parts(_ m: AffineTransform) -> (sx: Float, sy: Float, r: Float) {
            let sx = (m.a * m.a + m.b * m.b).squareRoot()
            let r = sx > 0 ? m.rotation : 0
            let sy = sx > 0 ? m.determinant / sx : (m.c * m.c + m.d * m.d).squareRoot()
            return (sx, sy, r)
        }
        let p = parts(self), q = parts(o)
        var dr = q.r - p.r
        let pi = Float.pi
        if dr > pi { dr -= 2 * pi } else if dr < -pi { dr += 2 * pi }
        let sx = p.sx + (q.sx - p.sx) * t, sy = p.sy + (q.sy - p.sy) * t, r = p.r + dr * t
        var m = AffineTransform(scaleX: sx, y: sy).concatenating(AffineTransform(rotationAngle: r))
        m.tx = tx + (o.tx - tx) * t
        m.ty = ty + (o.ty - ty) * t
        return m
    }
}
