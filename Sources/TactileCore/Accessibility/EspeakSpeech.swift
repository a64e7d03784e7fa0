#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Speech through espeak-ng (Debian: `libespeak-ng1`), loaded when first used with `dlopen`,
/// so an app without the library still starts and its screen reader still works (silently,
/// recording what it says). espeak-ng plays through its own audio output, asynchronously:
/// ``speak(_:interrupt:)`` returns at once; an interrupting utterance cancels what is playing.
@MainActor
public final class EspeakSpeech: SpeechSynthesizer {
    private let api: EspeakAPI

    /// Opens espeak-ng and picks `voice` ("en", "de", "fr"…) at `rate` words a minute
    /// (80...450); `nil` (with one diagnostic message naming the library) when it is missing.
    /// `retrieval` synthesises without playing (for measuring).
    public init?(voice: String = "en", rate: Int = 175, retrieval: Bool = false) {
        guard let api = EspeakAPI.load(retrieval: retrieval) else {
            Diagnostics.report("screen reader: espeak-ng (libespeak-ng.so.1) not found; speech is recorded, not played (apt install libespeak-ng1)")
            return nil
        }
        self.api = api
        _ = voice.withCString { api.setVoiceByName($0) }
        _ = api.setParameter(1, Int32(min(450, max(80, rate))), 0)   // espeakRATE
    }

    public func speak(_ text: String, interrupt: Bool) {
        if interrupt { _ = api.cancel() }
        EspeakAPI.firstSound.withLock { $0 = (EspeakAPI.monotonicNow(), nil) }
        let bytes = Array(text.utf8) + [0]
        bytes.withUnsafeBytes { buffer in
            // POS_CHARACTER, espeakCHARS_UTF8 | espeakENDPAUSE
            _ = api.synth(buffer.baseAddress, buffer.count, 0, 1, 0, 1 | 0x1000, nil, nil)
        }
    }

    public func stopSpeaking() { _ = api.cancel() }

    /// Seconds from the last ``speak(_:interrupt:)`` call to espeak-ng's first sound of it
    /// (its first audio samples or played word); `nil` until there is one.
    public nonisolated static var lastLatency: Double? {
        EspeakAPI.firstSound.withLock { state in state.soundAt.map { $0 - state.requestedAt } }
    }
}

/// espeak-ng's C functions, looked up in the shared library.
struct EspeakAPI: @unchecked Sendable {
    typealias Callback = @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutableRawPointer?) -> Int32
    let setVoiceByName: @convention(c) (UnsafePointer<CChar>?) -> Int32
    let setParameter: @convention(c) (Int32, Int32, Int32) -> Int32
    let synth: @convention(c) (UnsafeRawPointer?, Int, UInt32, Int32, UInt32, UInt32, UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?) -> Int32
    let cancel: @convention(c) () -> Int32

    /// When the last utterance was asked for, and when its first sound came (seconds, monotonic).
    static let firstSound = Mutex<(requestedAt: Double, soundAt: Double?)>((0, nil))
    private static let loaded = Mutex<EspeakAPI??>(nil)

    static func monotonicNow() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// The library, opened and initialised once per process.
    static func load(retrieval: Bool) -> EspeakAPI? {
        loaded.withLock { cached in
            if let c = cached { return c }
            let api = open(retrieval: retrieval)
            cached = .some(api)
            return api
        }
    }

    private static func open(retrieval: Bool) -> EspeakAPI? {
        guard let lib = dlopen("libespeak-ng.so.1", RTLD_NOW) ?? dlopen("libespeak-ng.so", RTLD_NOW) else { return nil }
        func sym<T>(_ name: String, _ type: T.Type) -> T? {
            guard let p = dlsym(lib, name) else { return nil }
            return unsafeBitCast(p, to: type)
        }
        guard let initialize = sym("espeak_Initialize", (@convention(c) (Int32, Int32, UnsafePointer<CChar>?, Int32) -> Int32).self),
              let setCallback = sym("espeak_SetSynthCallback", (@convention(c) (Callback?) -> Void).self),
              let voice = sym("espeak_SetVoiceByName", (@convention(c) (UnsafePointer<CChar>?) -> Int32).self),
              let parameter = sym("espeak_SetParameter", (@convention(c) (Int32, Int32, Int32) -> Int32).self),
              let synth = sym("espeak_Synth", (@convention(c) (UnsafeRawPointer?, Int, UInt32, Int32, UInt32, UInt32, UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?) -> Int32).self),
              let cancel = sym("espeak_Cancel", (@convention(c) () -> Int32).self) else { return nil }
        // AUDIO_OUTPUT_PLAYBACK (0) plays on espeak-ng's own thread; RETRIEVAL (1) only synthesises.
        // 50 ms buffers: the device starts playing after the first one.
        guard initialize(retrieval ? 1 : 0, 50, nil, 0) > 0 else { return nil }
        setCallback { wav, samples, _ in
            // Called on espeak-ng's thread with audio (retrieval) or as words are played.
            if samples > 0 || wav == nil {
                let now = EspeakAPI.monotonicNow()
                EspeakAPI.firstSound.withLock { if $0.soundAt == nil { $0.soundAt = now } }
            }
            return 0
        }
        return EspeakAPI(setVoiceByName: voice, setParameter: parameter, synth: synth, cancel: cancel)
    }
}
