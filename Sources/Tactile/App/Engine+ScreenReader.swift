extension Engine {
    /// The engine's screen reader (made on first use, not running until
    /// ``ScreenReader/start()``; tactile.json's `"accessibility": {"screenReader": true}` or
    /// `TACTILE_SCREEN_READER=1` start it when the app starts).
    public var screenReader: ScreenReader {
        if let r = screenReaderStorage { return r }
        let r = ScreenReader(engine: self)
        screenReaderStorage = r
        return r
    }
}
