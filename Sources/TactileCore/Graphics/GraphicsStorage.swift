/// What a view keeps for ``Layer``'s shadow (and other drawing added by the Graphics
/// folder); `nil` on views that never set any.
@MainActor
package final class GraphicsStorage {
    package init() {}
    var shadowColor: Color? = .black
    var shadowOpacity: Float = 0
    var shadowRadius: Float = 3
    var shadowOffset = Size(width: 0, height: -3)
    var shadowPath: BezierPath?
    /// The blurred `shadowPath` and what it was made from.
    var pathShadow: (image: Image, offsetX: Int, offsetY: Int, version: Int, path: ObjectIdentifier, sigma: Float, scale: Float)?

    /// A label's text shadow (``Label/shadowColor``).
    package var textShadow = TextShadow()
    /// A button's title shadow colours by state.
    package var titleShadowColors: [ControlState: Color] = [:]

    /// The view's backing layer (``View/layer``), made on first use; it holds the plain sublayers.
    var layer: Layer?
    /// A 3D transform with perspective set through `view.layer.transform` (`nil`: the view's affine `transform`).
    var transform3D: Transform3D?

    /// ``View/mask``, the view it masks (on a mask view), whether the view is being drawn
    /// offscreen for its mask, and the kept masked picture (`View+Mask.swift`).
    var maskView: View?
    weak var maskOwner: View?
    var isDrawingMasked = false
    var maskedPicture: (image: Image, dark: Bool, scale: Float, size: Size)?
    var maskCompositions = 0

    /// `true` when a shadow shows.
    var hasShadow: Bool { shadowOpacity > 0 && (shadowColor?.a ?? 0) > 0 }

    /// The largest shadow radius (points); larger ones are cut to it.
    static let maximumShadowRadius: Float = 100
}

extension GraphicsStorage {
    /// A label's text shadow.
    package struct TextShadow {
        package var color: Color?
        package var offset = Size(width: 0, height: -1)
    }
}
