/// How immediate-mode widgets look: corner radius, colours per state, an accent strip and
/// the font, as a value.
///
/// The fields mirror what a retained button's style needs (background per state, corner
/// radius, a leading accent of a colour and width, title colour and font), so a theme can
/// produce both from the same entry. Set ``UI/style`` for everything that follows, or pass
/// a style to one widget.
public struct ImmediateStyle: Hashable, Sendable {
    /// The fill of a control at rest.
    public var background: Color
    /// The fill while a finger holds the control inside it.
    public var pressedBackground: Color
    /// The fill of a disabled control.
    public var disabledBackground: Color
    /// Title and label colour.
    public var foreground: Color
    /// Title colour of a disabled control.
    public var disabledForeground: Color
    /// The accent: a strip on the leading edge of buttons (when ``accentWidth`` > 0), and
    /// the filled part of sliders, progress bars and switched-on toggles.
    public var accent: Color
    /// The width of the leading accent strip of buttons, in points (0: none).
    public var accentWidth: Float { didSet { accentWidth = accentWidth.sanitized(0...100_000, nan: 0) } }
    /// The corner radius of controls and panels.
    public var cornerRadius: Float { didSet { cornerRadius = cornerRadius.sanitized(0...100_000, nan: 0) } }
    /// The font of titles and labels.
    public var font: Font
    /// Space between a control's edge and its title (the leading inset counts from the
    /// control's edge, accent included).
    public var padding: EdgeInsets { didSet { padding = padding.sanitized } }
    /// How titles sit horizontally in buttons.
    public var titleAlignment: TextAlignment
    /// The fill of panels.
    public var panelBackground: Color
    /// The track of sliders, progress bars and toggles.
    public var track: Color

    /// Creates a style; every field has a default (a dark, rounded look with a blue accent).
    public init(background: Color = Color(r: 58, g: 60, b: 72),
                pressedBackground: Color = Color(r: 88, g: 92, b: 110),
                disabledBackground: Color = Color(r: 45, g: 46, b: 52),
                foreground: Color = .white,
                disabledForeground: Color = Color(r: 130, g: 130, b: 136),
                accent: Color = .systemBlue,
                accentWidth: Float = 0,
                cornerRadius: Float = 8,
                font: Font = Font(size: 16),
                padding: EdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12),
                titleAlignment: TextAlignment = .center,
                panelBackground: Color = Color(r: 20, g: 22, b: 30, a: 220),
                track: Color = Color(r: 35, g: 36, b: 44)) {
        self.background = background
        self.pressedBackground = pressedBackground
        self.disabledBackground = disabledBackground
        self.foreground = foreground
        self.disabledForeground = disabledForeground
        self.accent = accent
        self.accentWidth = accentWidth.isFinite ? max(0, accentWidth) : 0
        self.cornerRadius = cornerRadius.isFinite ? max(0, cornerRadius) : 0
        self.font = font
        self.padding = padding.sanitized
        self.titleAlignment = titleAlignment
        self.panelBackground = panelBackground
        self.track = track
    }

    /// The default look.
    public static let standard = ImmediateStyle()

    /// The fill for a control in a state.
    public func background(pressed: Bool, enabled: Bool) -> Color {
        enabled ? (pressed ? pressedBackground : background) : disabledBackground
    }
}
