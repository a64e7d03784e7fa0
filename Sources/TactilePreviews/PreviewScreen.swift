import Tactile

/// Helpers for the controls' previews: a screen in the default theme's screen colour, and
/// views placed on it.
@MainActor
enum PreviewScreen {
    /// The light grey of the default theme's `screen` style.
    static let background = Color(r: 242, g: 242, b: 247)

    /// A root view with the screen background and `views` added at their frames.
    static func with(_ views: [View]) -> View {
        let root = View()
        root.backgroundColor = background
        for v in views { root.addSubview(v) }
        return root
    }

    /// `view` with `frame` set.
    static func place<V: View>(_ view: V, _ x: Float, _ y: Float, _ w: Float, _ h: Float) -> V {
        view.frame = Rect(x: x, y: y, width: w, height: h)
        return view
    }

    /// A small caption label (the default theme's `caption` style) at a frame.
    static func caption(_ text: String, _ x: Float, _ y: Float, _ w: Float) -> Label {
        let l = Label(text: text)
        l.styleName = "caption"
        l.textAlignment = .center
        return place(l, x, y, w, 18)
    }
}
