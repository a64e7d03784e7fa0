extension Renderer {
    /// The appearance dynamic colours (``Color/init(light:dark:)``) draw in until the
    /// matching ``restore()``: views set their ``View/traitCollection``'s style here.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { drawsDarkAppearance ? .dark : .light }
        set { drawsDarkAppearance = newValue == .dark }
    }
}
