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

extension ScreenReader {
    /// Applies the configuration's settings (``Accessibility/apply(_:)``) and starts the
    /// reader with espeak-ng speech when `configuration` asks for it (the app runner calls
    /// this); speech stays recorded only when espeak-ng is missing.
    public func start(configuration: AccessibilityConfiguration) {
        Accessibility.apply(configuration)
        guard configuration.screenReader, !isRunning else { return }
        if let espeak = EspeakSpeech(voice: configuration.voice, rate: configuration.rate) { speech = espeak }
        start()
    }
}

extension Accessibility {
    /// Sets the process's settings from tactile.json's `"accessibility"` object (each
    /// change notifies its observers, as a change at run time does).
    public static func apply(_ configuration: AccessibilityConfiguration) {
        preferredContentSizeCategory = configuration.contentSizeCategory
        isBoldTextEnabled = configuration.boldText
        isDarkerSystemColorsEnabled = configuration.increaseContrast
        isReduceMotionEnabled = configuration.reduceMotion
        isReduceTransparencyEnabled = configuration.reduceTransparency
        minimumTouchTarget = configuration.minimumTouchTarget
    }
}
