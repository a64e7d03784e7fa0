/// The animatable values of a standalone ``Layer``: its model, or (while animations run)
/// what is drawn (the presentation).
struct LayerModel: Equatable {
    var bounds = Rect.zero
    var position = Point.zero
    var anchorPoint = Point(x: 0.5, y: 0.5)
    var zPosition: Float = 0
    var opacity: Float = 1
    var isHidden = false
    var backgroundColor: Color?
    var cornerRadius: Float = 0
    var borderWidth: Float = 0
    var borderColor: Color? = .black
    var masksToBounds = false
    var transform = Transform3D.identity

    /// The bounds' top-left corner in the superlayer's coordinates when untransformed.
    var origin: Point {
        Point(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height)
    }
}

extension LayerModel {
    /// The layer's bounds coordinates to its superlayer's: bounds origin off, anchor point to
    /// `position`, `transform` about the anchor point (affine part only when `affineOnly`).
    func toSuperlayer(affineOnly: Bool = true) -> Transform3D {
        let ax = bounds.minX + anchorPoint.x * bounds.width, ay = bounds.minY + anchorPoint.y * bounds.height
        let t = affineOnly ? Transform3D(transform.affineTransform) : transform
        return Transform3D(translationX: -ax, y: -ay, z: 0).concatenating(t)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: 0))
    }
}
