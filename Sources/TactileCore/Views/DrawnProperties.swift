/// The stored values of a view's drawn properties (`ViewProperty`), kept together so
/// the view's setters have one place to write them. The themable ones are ``StyleSlot``s,
/// the one store of code's and the theme's values (code beats theme), as controls' styled
/// properties are.
struct DrawnProperties {
    var backgroundColor = StyleSlot<Color?>(nil)
    var alpha = StyleSlot<Float>(1)
    var clipsToBounds = StyleSlot<Bool>(false)
    var cornerRadii = StyleSlot<CornerRadii>(.zero)
    var borderWidth = StyleSlot<Float>(0)
    var borderColor = StyleSlot<Color?>(nil)
    var transform = AffineTransform.identity

    /// Whether a theme set any of them (the view then takes part in the next theme change).
    var hasThemeValues: Bool {
        backgroundColor.hasThemeValues || alpha.hasThemeValues || clipsToBounds.hasThemeValues
            || cornerRadii.hasThemeValues || borderWidth.hasThemeValues || borderColor.hasThemeValues
    }
}
