/// A façade over a view's appearance with `CALayer`'s names, so code written against
/// `view.layer.cornerRadius` and `masksToBounds` ports unchanged. It stores nothing:
/// every property reads and writes the view.
@MainActor
public struct Layer {
    unowned let view: View

    /// The view's ``View/cornerRadius``.
    public var cornerRadius: Float {
        get { view.cornerRadius }
        nonmutating set { view.cornerRadius = newValue }
    }

    /// The view's ``View/clipsToBounds``.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        nonmutating set { view.clipsToBounds = newValue }
    }

    /// The view's ``View/borderWidth``.
    public var borderWidth: Float {
        get { view.borderWidth }
        nonmutating set { view.borderWidth = newValue }
    }

    /// The view's ``View/borderColor``.
    public var borderColor: Color? {
        get { view.borderColor }
        nonmutating set { view.borderColor = newValue }
    }

    /// The view's ``View/backgroundColor``.
    public var backgroundColor: Color? {
        get { view.backgroundColor }
        nonmutating set { view.backgroundColor = newValue }
    }

    /// The view's ``View/alpha``, as `opacity`.
    public var opacity: Float {
        get { view.alpha }
        nonmutating set { view.alpha = newValue }
    }

    /// Per-corner radii (`maskedCorners` and `cornerRadius` in one).
    public var cornerRadii: CornerRadii {
        get { view.cornerRadii }
        nonmutating set { view.cornerRadii = newValue }
    }
}
