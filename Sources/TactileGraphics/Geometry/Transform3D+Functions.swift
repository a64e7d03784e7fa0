// Core Animation's transform functions under their names without `CA`, so ported code compiles.

/// `CATransform3DIdentity`.
public let Transform3DIdentity = Transform3D.identity
/// `CATransform3DMakeTranslation`.
public func Transform3DMakeTranslation(_ tx: Float, _ ty: Float, _ tz: Float) -> Transform3D { Transform3D(translationX: tx, y: ty, z: tz) }
/// `CATransform3DMakeScale`.
public func Transform3DMakeScale(_ sx: Float, _ sy: Float, _ sz: Float) -> Transform3D { Transform3D(scaleX: sx, y: sy, z: sz) }
/// `CATransform3DMakeRotation`.
public func Transform3DMakeRotation(_ angle: Float, _ x: Float, _ y: Float, _ z: Float) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}
/// `CATransform3DTranslate`.
public func Transform3DTranslate(_ t: Transform3D, _ tx: Float, _ ty: Float, _ tz: Float) -> Transform3D { t.translatedBy(x: tx, y: ty, z: tz) }
/// `CATransform3DScale`.
public func Transform3DScale(_ t: Transform3D, _ sx: Float, _ sy: Float, _ sz: Float) -> Transform3D { t.scaledBy(x: sx, y: sy, z: sz) }
/// `CATransform3DRotate`.
public func Transform3DRotate(_ t: Transform3D, _ angle: Float, _ x: Float, _ y: Float, _ z: Float) -> Transform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}
/// `CATransform3DConcat`: `a`, then `b`.
public func Transform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D { a.concatenating(b) }
/// `CATransform3DInvert` (`t` when not invertible).
public func Transform3DInvert(_ t: Transform3D) -> Transform3D { t.inverted() }
/// `CATransform3DIsIdentity`.
public func Transform3DIsIdentity(_ t: Transform3D) -> Bool { t.isIdentity }
/// `CATransform3DIsAffine`.
public func Transform3DIsAffine(_ t: Transform3D) -> Bool { t.isAffine }
/// `CATransform3DEqualToTransform`.
public func Transform3DEqualToTransform(_ a: Transform3D, _ b: Transform3D) -> Bool { a == b }
/// `CATransform3DMakeAffineTransform`.
public func Transform3DMakeAffineTransform(_ t: AffineTransform) -> Transform3D { Transform3D(t) }
/// `CATransform3DGetAffineTransform`.
public func Transform3DGetAffineTransform(_ t: Transform3D) -> AffineTransform { t.affineTransform }
