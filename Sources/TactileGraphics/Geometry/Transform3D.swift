#if canImport(Glibc)
import Glibc
#endif

/// A 4x4 transform of 3D space, as `CATransform3D`: rows are (m11 m12 m13 m14) … (m41 m42 m43 m44),
/// points are row vectors multiplied on the left (`p' = p · M`), translation sits in m41…m43, and
/// `m34 = -1 / distance` gives perspective (the eye at `distance` points in front of the layer).
///
/// ```swift
/// var t = Transform3D.identity
/// t.m34 = -1 / 500
/// card.transform = t.rotated(by: .pi / 4, x: 0, y: 1, z: 0)  // a card flip, a quarter turned
/// ```
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: Float, m12: Float, m13: Float, m14: Float
    public var m21: Float, m22: Float, m23: Float, m24: Float
    public var m31: Float, m32: Float, m33: Float, m34: Float
    public var m41: Float, m42: Float, m43: Float, m44: Float

    /// A transform from its sixteen entries, row by row.
    public init(m11: Float, m12: Float, m13: Float, m14: Float, m21: Float, m22: Float, m23: Float, m24: Float,
                m31: Float, m32: Float, m33: Float, m34: Float, m41: Float, m42: Float, m43: Float, m44: Float) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity (`CATransform3DIdentity`).
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The identity (as `CATransform3D()` is the zero matrix on iOS but never what code means, this is the identity).
    public init() { self = .identity }

    /// A translation (`CATransform3DMakeTranslation`).
    public init(translationX x: Float, y: Float, z: Float) {
        self = .identity
        m41 = x; m42 = y; m43 = z
    }

    /// A scale (`CATransform3DMakeScale`).
    public init(scaleX x: Float, y: Float, z: Float) {
        self = .identity
        m11 = x; m22 = y; m33 = z
    }

    /// A rotation by `angle` radians about the axis (x, y, z) (`CATransform3DMakeRotation`):
    /// about (0, 0, 1) it turns clockwise on screen, as `AffineTransform(rotationAngle:)`.
    /// A zero-length or non-finite axis gives the identity.
    public init(rotationAngle angle: Float, x: Float, y: Float, z: Float) {
        self = .identity
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite, angle.isFinite else { return }
        let ux = x / len, uy = y / len, uz = z / len
        let c = Float(cos(Double(angle))), s = Float(sin(Double(angle))), t = 1 - c
        m11 = t * ux * ux + c; m12 = t * ux * uy + s * uz; m13 = t * ux * uz - s * uy
        m21 = t * ux * uy - s * uz; m22 = t * uy * uy + c; m23 = t * uy * uz + s * ux
        m31 = t * ux * uz + s * uy; m32 = t * uy * uz - s * ux; m33 = t * uz * uz + c
    }

    /// The 3D form of an affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ a: AffineTransform) {
        self = .identity
        m11 = a.a; m12 = a.b; m21 = a.c; m22 = a.d; m41 = a.tx; m42 = a.ty
    }

    /// `true` for the identity (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// `true` when it maps the plane to itself without perspective, so ``affineTransform``
    /// loses nothing (`CATransform3DIsAffine`).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// The affine part (`CATransform3DGetAffineTransform`): what hit testing and `convert` use.
    public var affineTransform: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// `true` when every entry is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite && m41.isFinite
            && m42.isFinite && m43.isFinite && m44.isFinite
    }

    public var description: String {
        "Transform3D([\(m11) \(m12) \(m13) \(m14)] [\(m21) \(m22) \(m23) \(m24)] [\(m31) \(m32) \(m33) \(m34)] [\(m41) \(m42) \(m43) \(m44)])"
    }
}
