#if canImport(Glibc)
import Glibc
#endif

/// A parsed animation key path (`"position.x"`, `"transform.rotation.z"`, …), parsed once
/// per animation so frames do not split strings.
struct LayerKeyPath: Equatable {
    enum Base: Equatable {
        case bounds, position, anchorPoint, zPosition, opacity, backgroundColor, cornerRadius, borderWidth, borderColor, transform
        case extra(String)
    }
    enum Part: Equatable {
        case whole, x, y, origin, size, width, height, originX, originY
        case rotationX, rotationY, rotationZ, scale, scaleX, scaleY, scaleZ, translation, translationX, translationY, translationZ
    }
    let base: Base
    let part: Part

    init?(_ path: String) {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let head = parts.first, !head.isEmpty else { return nil }
        let rest = parts.dropFirst().joined(separator: ".")
        let named: [String: Part]
        switch head {
        case "position", "anchorPoint":
            base = head == "position" ? .position : .anchorPoint
            named = LayerKeyPath.pointParts
        case "bounds":
            base = .bounds
            named = LayerKeyPath.boundsParts
        case "transform":
            base = .transform
            named = LayerKeyPath.transformParts
        default:
            guard rest.isEmpty else { return nil }
            base = LayerKeyPath.scalarBases[head] ?? .extra(head)
            named = ["": .whole]
        }
        guard let p = named[rest] else { return nil }
        part = p
    }

    // The names Core Animation gives the properties and their parts, as tables.
    private static let pointParts: [String: Part] = ["": .whole, "x": .x, "y": .y]
    private static let boundsParts: [String: Part] = [
        "": .whole, "origin": .origin, "size": .size, "size.width": .width, "size.height": .height,
        "origin.x": .originX, "origin.y": .originY,
    ]
    private static let transformParts: [String: Part] = [
        "": .whole, "rotation": .rotationZ, "rotation.z": .rotationZ, "rotation.x": .rotationX, "rotation.y": .rotationY,
        "scale": .scale, "scale.x": .scaleX, "scale.y": .scaleY, "scale.z": .scaleZ,
        "translation": .translation, "translation.x": .translationX, "translation.y": .translationY, "translation.z": .translationZ,
    ]
    /// The properties without parts (any other name is an extra property of the layer).
    private static let scalarBases: [String: Base] = [
        "zPosition": .zPosition, "opacity": .opacity, "backgroundColor": .backgroundColor,
        "cornerRadius": .cornerRadius, "borderWidth": .borderWidth, "borderColor": .borderColor,
    ]
}

extension Layer {

    /// The model values as a presentation (what animations start from).
    var modelPresentation: LayerPresentation { LayerPresentation(model: currentModel) }

    /// The model values: a view's layer reads them from its view.
    var currentModel: LayerModel {
        guard let v = hostView else { return stored }
        var m = LayerModel()
        m.bounds = v.bounds
        m.position = v.center
        m.opacity = v.alpha
        m.isHidden = v.isHidden
        m.backgroundColor = v.backgroundColor
        m.cornerRadius = v.cornerRadii.topLeft
        m.borderWidth = v.borderWidth
        m.borderColor = v.borderColor
        m.masksToBounds = v.clipsToBounds
        m.transform = transform
        return m
    }

    /// The value at `path` in `p`; `nil` when the layer has no such property.
    func presentedValue(_ path: String, in p: LayerPresentation) -> LayerValue? {
        LayerKeyPath(path).flatMap { presentedValue($0, in: p) }
    }

    func presentedValue(_ k: LayerKeyPath, in p: LayerPresentation) -> LayerValue? {
        let m = p.model
        switch (k.base, k.part) {
        case (.position, .whole): return .point(m.position)
        case (.position, .x): return .number(m.position.x)
        case (.position, .y): return .number(m.position.y)
        case (.anchorPoint, .whole): return .point(m.anchorPoint)
        case (.anchorPoint, .x): return .number(m.anchorPoint.x)
        case (.anchorPoint, .y): return .number(m.anchorPoint.y)
        case (.bounds, .whole): return .rect(m.bounds)
        case (.bounds, .origin): return .point(m.bounds.origin)
        case (.bounds, .size): return .size(m.bounds.size)
        case (.bounds, .width): return .number(m.bounds.size.width)
        case (.bounds, .height): return .number(m.bounds.size.height)
        case (.bounds, .originX): return .number(m.bounds.origin.x)
        case (.bounds, .originY): return .number(m.bounds.origin.y)
        case (.zPosition, _): return .number(m.zPosition)
        case (.opacity, _): return .number(m.opacity)
        case (.backgroundColor, _): return .color(m.backgroundColor)
        case (.cornerRadius, _): return .number(m.cornerRadius)
        case (.borderWidth, _): return .number(m.borderWidth)
        case (.borderColor, _): return .color(m.borderColor)
        case (.transform, let part): return Layer.component(part, of: m.transform)
        case (.extra(let name), _): return p.extras[name] ?? extraModelValue(forKey: name)
        default: return nil
        }
    }

    /// Writes `v` at `path` in `p` (values of the wrong kind are ignored).
    func setPresentedValue(_ v: LayerValue, keyPath path: String, in p: inout LayerPresentation) {
        guard let k = LayerKeyPath(path) else { return }
        setPresentedValue(v, keyPath: k, in: &p)
    }

    func setPresentedValue(_ v: LayerValue, keyPath k: LayerKeyPath, in p: inout LayerPresentation) {
        switch (k.base, k.part, v) {
        case (.position, .whole, .point(let q)): p.model.position = q
        case (.position, .x, .number(let n)): p.model.position.x = n
        case (.position, .y, .number(let n)): p.model.position.y = n
        case (.anchorPoint, .whole, .point(let q)): p.model.anchorPoint = q
        case (.anchorPoint, .x, .number(let n)): p.model.anchorPoint.x = n
        case (.anchorPoint, .y, .number(let n)): p.model.anchorPoint.y = n
        case (.bounds, .whole, .rect(let r)): p.model.bounds = View.sanitize(r)
        case (.bounds, .origin, .point(let q)): p.model.bounds.origin = q
        case (.bounds, .size, .size(let s)): p.model.bounds.size = s.sanitized
        case (.bounds, .width, .number(let n)): p.model.bounds.size.width = max(0, n)
        case (.bounds, .height, .number(let n)): p.model.bounds.size.height = max(0, n)
        case (.bounds, .originX, .number(let n)): p.model.bounds.origin.x = n
        case (.bounds, .originY, .number(let n)): p.model.bounds.origin.y = n
        case (.zPosition, _, .number(let n)): p.model.zPosition = n
        case (.opacity, _, .number(let n)): p.model.opacity = min(max(n, 0), 1)
        case (.backgroundColor, _, .color(let c)): p.model.backgroundColor = c
        case (.cornerRadius, _, .number(let n)): p.model.cornerRadius = max(0, n)
        case (.borderWidth, _, .number(let n)): p.model.borderWidth = max(0, n)
        case (.borderColor, _, .color(let c)): p.model.borderColor = c
        case (.transform, let part, _): p.model.transform = Layer.setting(part, to: v, in: p.model.transform)
        case (.extra(let name), _, _): if extraModelValue(forKey: name) != nil { p.extras[name] = v }
        default: break
        }
    }

    private static func component(_ part: LayerKeyPath.Part, of t: Transform3D) -> LayerValue? {
        switch part {
        case .whole: .transform(t)
        case .rotationZ: .number(Float(atan2(Double(t.m12), Double(t.m11))))
        case .rotationX, .rotationY: .number(0)
        case .scale, .scaleX: .number((t.m11 * t.m11 + t.m12 * t.m12).squareRoot())
        case .scaleY: .number((t.m21 * t.m21 + t.m22 * t.m22).squareRoot())
        case .scaleZ: .number(t.m33)
        case .translation: .size(Size(width: t.m41, height: t.m42))
        case .translationX: .number(t.m41)
        case .translationY: .number(t.m42)
        case .translationZ: .number(t.m43)
        default: nil
        }
    }

    /// `t` with one component set: rotations and scales are applied before the model
    /// transform (a rotation about z replaces the model's), translations set directly.
    private static func setting(_ part: LayerKeyPath.Part, to v: LayerValue, in t: Transform3D) -> Transform3D {
        if case .transform(let whole) = v, part == .whole { return whole }
        var n: Float = 0
        if case .number(let x) = v { n = x }
        var t = t
        switch part {
        case .rotationZ:
            let current = Float(atan2(Double(t.m12), Double(t.m11)))
            return t.rotated(by: n - current, x: 0, y: 0, z: 1)
        case .rotationX: return t.rotated(by: n, x: 1, y: 0, z: 0)
        case .rotationY: return t.rotated(by: n, x: 0, y: 1, z: 0)
        case .scale, .scaleX, .scaleY, .scaleZ:
            let sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot(), sy = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
            func ratio(_ cur: Float) -> Float { cur > 1e-6 ? n / cur : n }
            switch part {
            case .scale: return t.scaledBy(x: ratio(sx), y: ratio(sy), z: 1)
            case .scaleX: return t.scaledBy(x: ratio(sx), y: 1, z: 1)
            case .scaleY: return t.scaledBy(x: 1, y: ratio(sy), z: 1)
            default: return t.scaledBy(x: 1, y: 1, z: ratio(t.m33))
            }
        case .translation:
            if case .size(let s) = v { t.m41 = s.width; t.m42 = s.height }
        case .translationX: t.m41 = n
        case .translationY: t.m42 = n
        case .translationZ: t.m43 = n
        default: break
        }
        return t
    }
}
