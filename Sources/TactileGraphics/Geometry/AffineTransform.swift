#if canImport(Glibc)
import Glibc
#endif

/// A 2-D affine transform, as `CGAffineTransform`: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// Builders apply their new step *before* the existing transform, as Core Graphics does:
/// `AffineTransform.identity.rotated(by: .pi / 2).scaledBy(x: 0.5, y: 0.5)` scales, then rotates.
/// `concatenating(t)` applies `self`, then `t`.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Float, b: Float, c: Float, d: Float, tx: Float, ty: Float

    /// Creates a transform from its six components.
    public init(a: Float, b: Float, c: Float, d: Float, tx: Float, ty: Float) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale.
    public init(scaleX sx: Float, y sy: Float) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians (clockwise on screen, where y grows downwards, as UIKit).
    public init(rotationAngle angle: Float) {
        let cs = Float(cos(Double(angle))), sn = Float(sin(Double(angle)))
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// A translation.
    public init(translationX x: Float, y: Float) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// `true` for the identity.
    public var isIdentity: Bool { self == .identity }

    /// `true` when every component is finite.
    public var isFinite: Bool { a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite }

    /// The determinant; zero when the transform flattens the plane (a zero scale).
    public var determinant: Float { a * d - b * c }

    /// `true` when finite and not flattening (it has an inverse). A view whose transform is
    /// not invertible is neither drawn nor hit.
    public var isInvertible: Bool {
        guard isFinite else { return false }
        let det = determinant
        return det.isFinite && abs(det) > 1e-12
    }

    /// `self`, then `t`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                        c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A scale, applied before `self`.
    public func scaledBy(x sx: Float, y sy: Float) -> AffineTransform {
        AffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians, applied before `self`.
    public func rotated(by angle: Float) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A translation, applied before `self`.
    public func translatedBy(x: Float, y: Float) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// The inverse; as Core Graphics, `self` unchanged when there is none.
    public func inverted() -> AffineTransform {
        guard isInvertible else { return self }
        let det = determinant
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Maps a point.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The smallest rectangle holding the mapped corners of `r`.
    public func apply(to r: Rect) -> Rect {
        let p1 = apply(to: Point(x: r.minX, y: r.minY)), p2 = apply(to: Point(x: r.maxX, y: r.minY))
        let p3 = apply(to: Point(x: r.maxX, y: r.maxY)), p4 = apply(to: Point(x: r.minX, y: r.maxY))
        let x0 = min(min(p1.x, p2.x), min(p3.x, p4.x)), x1 = max(max(p1.x, p2.x), max(p3.x, p4.x))
        let y0 = min(min(p1.y, p2.y), min(p3.y, p4.y)), y1 = max(max(p1.y, p2.y), max(p3.y, p4.y))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rotation angle in radians (of the transform's x axis).
    public var rotation: Float { Float(atan2(Double(b), Double(a))) }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

/// Core Graphics' name, for code ported from iOS.
public typealias CGAffineTransform = AffineTransform

extension Point {
    /// The point mapped by `t`.
    public func applying(_ t: AffineTransform) -> Point { t.apply(to: self) }
}

extension Rect {
    /// The bounding box of the rectangle mapped by `t`.
    public func applying(_ t: AffineTransform) -> Rect { t.apply(to: self) }
}
