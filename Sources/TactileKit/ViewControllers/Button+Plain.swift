extension Button {
    /// A button drawn as bar and alert buttons are: a tinted title on no background, a light
    /// shade while pressed, square corners (the theme's button fill does not apply).
    static func plain(title: String?, tint: Color) -> Button {
        let b = Button()
        b.setTitle(title, for: .normal)
        b.setTitleColor(tint, for: .normal)
        b.setBackgroundColor(.clear, for: .normal)
        b.setBackgroundColor(Color(white: 0, alpha: 0.08), for: .highlighted)
        b.cornerRadius = 0
        return b
    }
}
