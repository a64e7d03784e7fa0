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
