/// tactile.json's `"accessibility"` object: whether the screen reader starts with the app,
/// and its espeak-ng voice and rate.
public struct AccessibilityConfiguration: Hashable, Sendable {
    /// Start the screen reader (`"screenReader"`, `TACTILE_SCREEN_READER=1`).
    public var screenReader = false
    /// The espeak-ng voice (`"voice"`: "en", "de", "fr"…).
    public var voice = "en"
    /// Words a minute, 80...450 (`"rate"`).
    public var rate = 175
    /// Text size (`"contentSize"`: "large", "accessibilityExtraLarge", or "XS"…"XXXL", "AX1"…"AX5").
    public var contentSizeCategory = ContentSizeCategory.large
    /// Bold Text (`"boldText"`).
    public var boldText = false
    /// Increase Contrast (`"increaseContrast"`).
    public var increaseContrast = false
    /// Reduce Motion (`"reduceMotion"`).
    public var reduceMotion = false
    /// Reduce Transparency (`"reduceTransparency"`).
    public var reduceTransparency = false
    /// The minimum touch target in points, 20...200 (`"minimumTouchTarget"`, default 44).
    public var minimumTouchTarget: Float = 44

    /// The defaults: no screen reader, English at 175 words a minute.
    public init() {}
}
