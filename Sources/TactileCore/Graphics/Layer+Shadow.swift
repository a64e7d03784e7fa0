extension Layer {
    /// How many pixels of Gaussian standard deviation a point of ``shadowRadius`` gives:
    /// 1, so a shadow radius of r blurs as CSS's `box-shadow` blur of 2r (the mapping
    /// designers use between Sketch/Figma/CSS blur and `CALayer.shadowRadius`).
    public static let shadowSigmaPerRadius: Float = 1

    /// The shadow's colour (opaque black by default); `nil` draws none. Shadows are drawn for a
    /// view's layer; a standalone layer reports and ignores them. Shadows are drawn for a
    /// view's layer; a standalone layer reports and ignores them.
    public var shadowColor: Color? {
        get { hostView?.graphicsStorage?.shadowColor ?? .black }
        set { changeShadow { $0.shadowColor = newValue } }
    }

    /// The shadow's opacity, 0...1 (0 by default: no shadow). NaN gives 0.
    public var shadowOpacity: Float {
        get { hostView?.graphicsStorage?.shadowOpacity ?? 0 }
        set { changeShadow { $0.shadowOpacity = newValue.sanitized(0...1, nan: 0) } }
    }

    /// The blur radius in points (3 by default); see ``shadowSigmaPerRadius``. Negative or
    /// NaN gives 0 (a hard shadow); more than 100 is cut to it.
    public var shadowRadius: Float {
        get { hostView?.graphicsStorage?.shadowRadius ?? 3 }
        set { changeShadow { $0.shadowRadius = newValue.sanitized(0...GraphicsStorage.maximumShadowRadius, nan: 0) } }
    }

    /// How far the shadow is moved, in points ((0, -3) by default, as Core Animation: up).
    public var shadowOffset: Size {
        get { hostView?.graphicsStorage?.shadowOffset ?? Size(width: 0, height: -3) }
        set {
            let w = newValue.width.sanitized(-1e4...1e4, nan: 0), h = newValue.height.sanitized(-1e4...1e4, nan: 0)
            changeShadow { $0.shadowOffset = Size(width: w, height: h) }
        }
    }

    /// The shadow's shape in the view's bounds coordinates; `nil` (default) uses the view's
    /// rounded rectangle. The path is read when drawn: change it, then set it again (as
    /// `CGPath`s are immutable on iOS) to show the change.
    public var shadowPath: BezierPath? {
        get { hostView?.graphicsStorage?.shadowPath }
        set { changeShadow { $0.shadowPath = newValue?.copy() } }
    }

    /// Repaints the area of the old and new shadow around a change.
    private func changeShadow(_ change: (GraphicsStorage) -> Void) {
        guard let view = hostView else {
            Diagnostics.report("Layer: shadows are drawn for a view's layer only; \(name ?? "a standalone layer")'s shadow is ignored")
            return
        }
        let storage = view.graphicsStorage ?? GraphicsStorage()
        view.invalidateSubtree()
        view.graphicsStorage = storage
        change(storage)
        view.invalidateSubtree()
    }
}

extension Layer {
    /// How many shadow masks were blurred in this process so far: a frame at rest, or one
    /// where shadowed views only move or resize, adds none (for tests and benchmarks).
    public static var shadowMasksBlurred: Int { ShadowCache.shared.blurs }
}
