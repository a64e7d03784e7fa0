extension Layer {
    /// How transparent the layer and its sublayers are, 0...1 (a view's layer: `alpha`). NaN gives 1.
    public var opacity: Float {
        get { hostView?.alpha ?? stored.opacity }
        set {
            if let v = hostView { v.alpha = newValue; return }
            change(\.opacity, to: newValue.sanitized(0...1, nan: 1), key: "opacity")
        }
    }

    /// `true` hides the layer and its sublayers (a view's layer: `isHidden`).
    public var isHidden: Bool {
        get { hostView?.isHidden ?? stored.isHidden }
        set {
            if let v = hostView { v.isHidden = newValue; return }
            change(\.isHidden, to: newValue, key: nil)
        }
    }

    /// The fill behind the contents (`nil`: none).
    public var backgroundColor: Color? {
        get { hostView.map { $0.backgroundColor } ?? stored.backgroundColor }
        set {
            if let v = hostView { v.backgroundColor = newValue; return }
            change(\.backgroundColor, to: newValue, key: "backgroundColor")
        }
    }

    /// The corners' radius for the background and border (and for ``masksToBounds``). Negative
    /// or NaN gives 0.
    public var cornerRadius: Float {
        get { hostView?.cornerRadius ?? stored.cornerRadius }
        set {
            if let v = hostView { v.cornerRadius = newValue; return }
            change(\.cornerRadius, to: newValue.sanitized(0...1e6, nan: 0), key: "cornerRadius")
        }
    }

    /// Per-corner radii of a view's layer (`maskedCorners` and `cornerRadius` in one); a
    /// standalone layer has one ``cornerRadius``.
    public var cornerRadii: CornerRadii {
        get { hostView?.cornerRadii ?? CornerRadii(all: stored.cornerRadius) }
        set {
            if let v = hostView { v.cornerRadii = newValue; return }
            cornerRadius = max(newValue.topLeft, newValue.topRight, newValue.bottomLeft, newValue.bottomRight)
        }
    }

    /// The border's width in points, drawn inside the bounds above the sublayers (0: none).
    public var borderWidth: Float {
        get { hostView?.borderWidth ?? stored.borderWidth }
        set {
            if let v = hostView { v.borderWidth = newValue; return }
            change(\.borderWidth, to: newValue.sanitized(0...1e4, nan: 0), key: "borderWidth")
        }
    }

    /// The border's colour (opaque black by default).
    public var borderColor: Color? {
        get { hostView.map { $0.borderColor } ?? stored.borderColor }
        set {
            if let v = hostView { v.borderColor = newValue; return }
            change(\.borderColor, to: newValue, key: "borderColor")
        }
    }

    /// `true` cuts the contents and sublayers to the (rounded) bounds (a view's layer: `clipsToBounds`).
    public var masksToBounds: Bool {
        get { hostView?.clipsToBounds ?? stored.masksToBounds }
        set {
            if let v = hostView { v.clipsToBounds = newValue; return }
            change(\.masksToBounds, to: newValue, key: nil)
        }
    }

    /// An image drawn in the bounds as ``contentsGravity`` says, under the sublayers (as a
    /// `CGImage` in `contents`). A view's layer draws its view instead: set on one, it is reported and ignored.
    public var contents: Image? {
        get { contentsImage }
        set {
            if hostView != nil {
                Diagnostics.report("Layer: a view's layer draws its view; set contents on a sublayer or use an ImageView")
                return
            }
            contentsImage = newValue
            invalidate()
        }
    }

    /// How ``contents`` fits the bounds (`.resize` by default, as Core Animation).
    public var contentsGravity: ContentsGravity {
        get { gravity }
        set {
            gravity = newValue
            invalidate()
        }
    }

    /// Where ``contents`` sits in the bounds, as `CALayerContentsGravity`.
    public enum ContentsGravity: String, Sendable, Hashable {
        /// Stretched to fill the bounds.
        case resize
        /// Scaled to fit inside, aspect kept.
        case resizeAspect
        /// Scaled to cover, aspect kept (the overflow is cut only with ``Layer/masksToBounds``).
        case resizeAspectFill
        /// Unscaled, centred.
        case center

        var contentMode: ContentMode {
            switch self {
            case .resize: .scaleToFill
            case .resizeAspect: .scaleAspectFit
            case .resizeAspectFill: .scaleAspectFill
            case .center: .center
            }
        }
    }
}
