/// Where a ``ScreenReader``'s speech goes: espeak-ng (``EspeakSpeech``) on a panel,
/// nothing audible in tests (``ScreenReader/spokenText`` records every utterance either way).
@MainActor
public protocol SpeechSynthesizer: AnyObject {
    /// Speaks `text`: at once, cutting off what is being said, when `interrupt`; else after it.
    func speak(_ text: String, interrupt: Bool)
    /// Stops speaking and drops what is queued.
    func stopSpeaking()
}

/// A synthesizer that says nothing (tests, or no speech library): the screen reader still
/// records what it would have said.
@MainActor
public final class SilentSpeech: SpeechSynthesizer {
    /// Creates one.
    public init() {}
    public func speak(_ text: String, interrupt: Bool) {}
    public func stopSpeaking() {}
}
