/// A value an animation moves a layer property through, converted from the `Any` that
/// ``BasicAnimation/fromValue`` and friends hold (as Core Animation's `id` values).
enum LayerValue: Equatable {
    case number(Float)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color?)
    case transform(Transform3D)

    /// `value` as a layer value: numbers (`Float`, `Double`, `Int`), `Point`, `Size`, `Rect`,
    /// `Color`, `Transform3D`, `AffineTransform`; `nil` for anything else.
    init?(_ value: Any?) {
        switch value {
        case let v as Float: self = .number(v)
        case let v as Double: self = .number(Float(v))
        case let v as Int: self = .number(Float(v))
        case let v as Point: self = .point(v)
        case let v as Size: self = .size(v)
        case let v as Rect: self = .rect(v)
        case let v as Color: self = .color(v)
        case let v as Transform3D: self = .transform(v)
        case let v as AffineTransform: self = .transform(Transform3D(v))
        default: return nil
        }
    }

    /// The value as Swift code reads it back (`Float`, `Point`, … or `nil` for no colour).
    var boxed: Any? {
        switch self {
        case .number(let v): v
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .color(let v): v
        case .transform(let v): v
        }
    }

    /// The blend of `self` and `o` at `t` (unclamped: spring and overshooting curves go past);
    /// values of different kinds jump at the middle.
    func interpolated(to o: LayerValue, fraction t: Float) -> LayerValue {
        switch (self, o) {
        case let (.number(a), .number(b)): return .number(a + (b - a) * t)
        case let (.point(a), .point(b)): return .point(a.interpolated(to: b, fraction: t))
        case let (.size(a), .size(b)): return .size(a.interpolated(to: b, fraction: t))
        case let (.rect(a), .rect(b)): return .rect(a.interpolated(to: b, fraction: t))
        case let (.color(a), .color(b)):
            let from = a ?? (b.map { Color(r: $0.r, g: $0.g, b: $0.b, a: 0) } ?? .clear)
            let to = b ?? Color(r: from.r, g: from.g, b: from.b, a: 0)
            return .color(from.interpolated(to: to, fraction: max(0, min(1, t))))
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, fraction: t))
        default: return t < 0.5 ? self : o
        }
    }

    /// `self + o` (additive and `byValue` animations); `self` when the kinds differ.
    func adding(_ o: LayerValue) -> LayerValue {
        switch (self, o) {
        case let (.number(a), .number(b)): return .number(a + b)
        case let (.point(a), .point(b)): return .point(Point(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(Size(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): return .transform(b.concatenating(a))
        default: return self
        }
    }

    /// `false` when a number or coordinate is NaN or infinite (such values are not animated).
    var isFinite: Bool {
        switch self {
        case .number(let v): v.isFinite
        case .point(let p): p.x.isFinite && p.y.isFinite
        case .size(let s): s.width.isFinite && s.height.isFinite
        case .rect(let r): r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
        case .color: true
        case .transform(let t): t.isFinite
        }
    }
}

extension LayerValue {
    /// `-self` (for `toValue - byValue`); colours and transforms: the inverse where there is one.
    var negated: LayerValue {
        switch self {
        case .number(let v): .number(-v)
        case .point(let p): .point(Point(x: -p.x, y: -p.y))
        case .size(let s): .size(Size(width: -s.width, height: -s.height))
        case .rect(let r): .rect(Rect(x: -r.minX, y: -r.minY, width: -r.width, height: -r.height))
        case .color: self
        case .transform(let t): .transform(t.inverted())
        }
    }
}

/// What a layer draws while animating: its model values with the animated ones written over,
/// and a subclass's own animated values (``ShapeLayer/strokeEnd``…) by key.
struct LayerPresentation: Equatable {
    var model: LayerModel
    var extras: [String: LayerValue] = [:]
}
