/// tactile.json's `"accessibility"` object: whether the screen reader starts with the app,
/// and its espeak-ng voice and rate.
public struct AccessibilityConfiguration: Hashable, Sendable {
    /// Start the screen reader (`"screenReader"`, `TACTILE_SCREEN_READER=1`).
    public var screenReader = false
    /// The espeak-ng voice (`"voice"`: "en", "de", "fr"…).
    public var voice = "en"
    /// Words a minute, 80...450 (`"rate"`).
    public var rate = 175

    /// The defaults: no screen reader, English at 175 words a minute.
    public init() {}
}

extension ScreenReader {
    /// Starts the reader with espeak-ng speech when `configuration` asks for it (the app
    /// runner calls this); speech stays recorded only when espeak-ng is missing.
    public func start(configuration: AccessibilityConfiguration) {
        guard configuration.screenReader, !isRunning else { return }
        if let espeak = EspeakSpeech(voice: configuration.voice, rate: configuration.rate) { speech = espeak }
        start()
    }
}
