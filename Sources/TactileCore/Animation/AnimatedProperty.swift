/// The animatable properties of a view.
enum AnimatedKey: UInt8 {
    case geometry, alpha, backgroundColor, cornerRadii, borderWidth, borderColor, transform
}

/// A previous value of an animatable property (where an animation starts).
enum AnimatedValue {
    case geometry(origin: Point, bounds: Rect)
    case float(Float)
    case color(Color?)
    case radii(CornerRadii)
    case transform(AffineTransform)
}

/// A snapshot of everything a view draws that can animate: what is on screen while it
/// animates (its presentation, as `layer.presentation()`), as opposed to the model values its
/// properties return.
public struct Presentation: Sendable, Hashable {
    /// The drawn frame's origin, in the superview's coordinates.
    public internal(set) var origin: Point
    /// The drawn bounds.
    public internal(set) var bounds: Rect
    /// The drawn opacity.
    public internal(set) var alpha: Float
    /// The drawn background colour.
    public internal(set) var backgroundColor: Color?
    /// The drawn corner radii.
    public internal(set) var cornerRadii: CornerRadii
    /// The drawn border width.
    public internal(set) var borderWidth: Float
    /// The drawn border colour.
    public internal(set) var borderColor: Color?
    /// The drawn transform.
    public internal(set) var transform: AffineTransform

    /// The drawn frame (origin and bounds size; untransformed).
    public var frame: Rect { Rect(origin: origin, size: bounds.size) }
    /// The drawn centre.
    public var center: Point { Point(x: origin.x + bounds.size.width / 2, y: origin.y + bounds.size.height / 2) }

    @MainActor init(model v: View) {
        origin = v.untransformedFrame.origin
        bounds = v.bounds
        alpha = v.alpha
        backgroundColor = v.backgroundColor
        cornerRadii = v.cornerRadii
        borderWidth = v.borderWidth
        borderColor = v.borderColor
        transform = v.transform
    }

    /// The current value of `key`, as an animation's start.
    func value(of key: AnimatedKey) -> AnimatedValue {
        switch key {
        case .geometry: return .geometry(origin: origin, bounds: bounds)
        case .alpha: return .float(alpha)
        case .backgroundColor: return .color(backgroundColor)
        case .cornerRadii: return .radii(cornerRadii)
        case .borderWidth: return .float(borderWidth)
        case .borderColor: return .color(borderColor)
        case .transform: return .transform(transform)
        }
    }

    /// Replaces `key` (whose model value is already here) with `from` blended towards it by `t`.
    mutating func blend(_ key: AnimatedKey, from: AnimatedValue, fraction t: Float) {
        func color(_ a: Color?, _ b: Color?) -> Color? {
            switch (a, b) {
            case let (x?, y?): return x.interpolated(to: y, fraction: t)
            case let (x?, nil): var y = x; y.a = 0; return x.interpolated(to: y, fraction: t)
            case let (nil, y?): var x = y; x.a = 0; return x.interpolated(to: y, fraction: t)
            case (nil, nil): return nil
            }
        }
        switch (key, from) {
        case let (.geometry, .geometry(o, b)):
            origin = o.interpolated(to: origin, fraction: t)
            var r = b.interpolated(to: bounds, fraction: t)
            r.size = Size(width: max(0, r.size.width), height: max(0, r.size.height))
            bounds = r
        case let (.alpha, .float(a)):
            let v = a + (alpha - a) * t
            alpha = v.isFinite ? min(1, max(0, v)) : alpha
        case let (.backgroundColor, .color(c)): backgroundColor = color(c, backgroundColor)
        case let (.cornerRadii, .radii(r)): cornerRadii = r.interpolated(to: cornerRadii, fraction: t)
        case let (.borderWidth, .float(w)): borderWidth = max(0, w + (borderWidth - w) * t)
        case let (.borderColor, .color(c)): borderColor = color(c, borderColor)
        case let (.transform, .transform(m)): transform = m.interpolated(to: transform, fraction: t)
        default: break
        }
    }
}
