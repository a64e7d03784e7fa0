extension ImmediateStyle {
    /// The look of a retained button of type `typeName` (`"Button"` or `"StyledButton"`),
    /// with the theme style `styleName` on top, as an immediate style: immediate buttons
    /// drawn with it look like the retained ones.
    ///
    /// The mapping (a property the theme does not set keeps `base`'s value):
    ///
    /// | theme property | immediate field |
    /// |---|---|
    /// | `backgroundColor` | ``background`` |
    /// | `backgroundColor.highlighted` (else the normal one darkened by `pressedDarkening`, 0.2) | ``pressedBackground`` |
    /// | `backgroundColor.disabled` (else the normal one at half opacity) | ``disabledBackground`` |
    /// | `titleColor` | ``foreground`` |
    /// | `titleColor.disabled` (else the title colour at 45 % opacity) | ``disabledForeground`` |
    /// | `accentColor`, else the `Slider` type's `tintColor` | ``accent`` |
    /// | `accentWidth` | ``accentWidth`` |
    /// | `cornerRadius` | ``cornerRadius`` |
    /// | `font` (a file) and `fontSize` | ``font`` |
    /// | `contentInsets` + `titleInsets` (+ the accent width, left) | ``padding`` |
    /// | `textAlignment` | ``titleAlignment`` |
    /// | `trackColor`, else the `Slider` type's | ``track`` |
    ///
    /// Missing style names are reported through ``Diagnostics`` once, as for views.
    @MainActor
    public init(theme: Theme, typeName: String = "Button", styleName: String? = nil, base: ImmediateStyle = .standard) {
        self = base
        let style = theme.buttonStyle(typeName: typeName, styleName: styleName)
        let slider = theme.typeStyles["Slider"] ?? Style()

        if let bg = style[.backgroundColor] {
            background = bg
            let darkening = style[.pressedDarkening] ?? 0.2
            pressedBackground = style[.backgroundColor, .highlighted] ?? bg.darkened(by: darkening)
            disabledBackground = style[.backgroundColor, .disabled] ?? bg.withAlphaComponent(Float(bg.a) / 255 * 0.5)
        } else {
            if let c = style[.backgroundColor, .highlighted] { pressedBackground = c }
            if let c = style[.backgroundColor, .disabled] { disabledBackground = c }
        }
        if let fg = style[.titleColor] {
            foreground = fg
            disabledForeground = style[.titleColor, .disabled] ?? fg.withAlphaComponent(Float(fg.a) / 255 * 0.45)
        } else if let c = style[.titleColor, .disabled] {
            disabledForeground = c
        }
        if let a = style[.accentColor] ?? slider[.tintColor] { accent = a }
        if let w = style[.accentWidth], w.isFinite { accentWidth = max(0, w) }
        if let r = style[.cornerRadius], r.isFinite { cornerRadius = max(0, r) }
        let size = style[.fontSize] ?? font.size
        if let path = style[.font] {
            do {
                font = try Font(contentsOfFile: path, size: size)
            } catch {
                Diagnostics.report("immediate style from theme '\(theme.name)': cannot load font '\(path)': \(error)")
                font = font.withSize(size)
            }
        } else if size != font.size {
            font = font.withSize(size)
        }
        let content = style[.contentInsets]
        let title = style[.titleInsets]
        if content != nil || title != nil {
            let c = content ?? .zero, t = title ?? .zero
            padding = EdgeInsets(top: c.top + t.top, left: c.left + t.left, bottom: c.bottom + t.bottom, right: c.right + t.right)
        }
        if accentWidth > 0 { padding.left += accentWidth }
        if let a = style[.textAlignment] { titleAlignment = a }
        if let t = style[.trackColor] ?? slider[.trackColor] { track = t }
    }
}

extension Theme {
    /// The merged style a button of type `typeName` with `styleName` gets (no view needed).
    func buttonStyle(typeName: String, styleName: String?) -> Style {
        var names = ["View", "Control", "Button"]
        if !names.contains(typeName) { names.append(typeName) }
        var style = Style()
        for n in names { if let s = typeStyles[n] { style = style.merged(with: s) } }
        for part in (styleName ?? "").split(separator: " ") {
            if let s = namedStyles[String(part)] {
                style = style.merged(with: s)
            } else {
                Theme.reportMissingStyle(String(part), in: self, usedBy: "an immediate style")
            }
        }
        return style
    }
}
