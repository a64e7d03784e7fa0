// The typed keys of ``StyleProperty``, one per property, grouped by value type.

extension StyleProperty.Key where Value == Color {
    /// The fill behind a view (per state on buttons).
    public static var backgroundColor: Self { Self("backgroundColor", states: true) }
    /// The border's colour (per state on styled buttons).
    public static var borderColor: Self { Self("borderColor", states: true) }
    /// A label's text colour.
    public static var textColor: Self { Self("textColor") }
    /// A button's title colour, per state (a label reads it as its text colour).
    public static var titleColor: Self { Self("titleColor", states: true) }
    /// A styled button's accent strip, per state.
    public static var accentColor: Self { Self("accentColor", states: true) }
    /// An image's tint; the filled part of a slider or a switch.
    public static var tintColor: Self { Self("tintColor") }
    /// A switch's colour when on (as `UISwitch.onTintColor`).
    public static var onTintColor: Self { Self("onTintColor") }
    /// The unfilled track of a switch or slider.
    public static var trackColor: Self { Self("trackColor") }
    /// The thumb of a switch or slider.
    public static var thumbColor: Self { Self("thumbColor") }
    /// A text field's placeholder.
    public static var placeholderColor: Self { Self("placeholderColor") }
    /// A tab bar's unselected tabs.
    public static var unselectedItemTintColor: Self { Self("unselectedItemTintColor") }
    /// A tab bar's badges.
    public static var badgeColor: Self { Self("badgeColor") }
    /// An alert's destructive actions.
    public static var destructiveColor: Self { Self("destructiveColor") }
}

extension StyleProperty.Key where Value == Float {
    /// One radius for every corner.
    public static var cornerRadius: Self { Self("cornerRadius") }
    /// The border's width.
    public static var borderWidth: Self { Self("borderWidth") }
    /// The view's opacity, 0...1.
    public static var alpha: Self { Self("alpha", rule: .unit) }
    /// The font's size in points (0 < size <= 500).
    public static var fontSize: Self { Self("fontSize", rule: .fontSize) }
    /// A label's line limit, a whole number (0: no limit).
    public static var numberOfLines: Self { Self("numberOfLines", rule: .lineCount) }
    /// A styled button's accent strip width.
    public static var accentWidth: Self { Self("accentWidth") }
    /// How much a pressed button darkens, 0...1.
    public static var pressedDarkening: Self { Self("pressedDarkening", rule: .unit) }
    /// The least height of a button.
    public static var minimumHeight: Self { Self("minimumHeight") }
    /// A stack's spacing.
    public static var spacing: Self { Self("spacing") }
}

extension StyleProperty.Key where Value == EdgeInsets {
    /// A button's content insets.
    public static var contentInsets: Self { Self("contentInsets") }
    /// A button's title insets.
    public static var titleInsets: Self { Self("titleInsets") }
    /// A button's image insets.
    public static var imageInsets: Self { Self("imageInsets") }
    /// A stack's insets.
    public static var insets: Self { Self("insets") }
}

extension StyleProperty.Key {
    /// Whether a view clips its subviews.
    public static var clipsToBounds: StyleProperty.Key<Bool> { .init("clipsToBounds") }
    /// Text alignment: left, center or right.
    public static var textAlignment: StyleProperty.Key<TextAlignment> { .init("textAlignment") }
    /// A font file's path.
    public static var font: StyleProperty.Key<String> { .init("font") }
}
