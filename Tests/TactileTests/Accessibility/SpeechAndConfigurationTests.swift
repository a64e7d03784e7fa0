#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// espeak-ng speech (when the library is installed) and the screen reader's configuration.
@MainActor
@Suite struct SpeechAndConfigurationTests {
    @Test func espeakSpeaksAFocusChangeAndItsLatencyIsMeasured() throws {
        guard let espeak = EspeakSpeech(retrieval: true) else { return }   // no libespeak-ng: nothing to test
        let root = View()
        let b = Button(title: "Book 30 min")
        b.frame = Rect(x: 10, y: 10, width: 200, height: 60)
        root.addSubview(b)
        let h = Harness(root: root, size: Size(width: 300, height: 100))
        let reader = h.engine.screenReader
        reader.speech = espeak
        reader.start()
        // espeak-ng synthesises on its own thread: wait (bounded) for its first audio.
        var waited = 0
        while EspeakSpeech.lastLatency == nil && waited < 300 { usleep(10_000); waited += 1 }
        let latency = try #require(EspeakSpeech.lastLatency, "espeak-ng produced no audio")
        print("espeak-ng: first audio samples \(Int(latency * 1_000_000)) µs after the focus change (synthesis; the audio device adds its buffer)")
        #expect(latency >= 0)
        reader.stop()
    }

    @Test func theScreenReaderIsConfiguredFromTactileJSON() throws {
        let c = try DisplayConfiguration(json: #"{"accessibility": {"screenReader": true, "voice": "de", "rate": 200}}"#)
        #expect(c.accessibility.screenReader && c.accessibility.voice == "de" && c.accessibility.rate == 200)
        let env = try DisplayConfiguration.load(file: nil, environment: ["TACTILE_SCREEN_READER": "1"])
        #expect(env.accessibility.screenReader)
        #expect(throws: TactileError.self) { try DisplayConfiguration(json: #"{"accessibility": {"rate": 5000}}"#) }
        #expect(throws: TactileError.self) { try DisplayConfiguration(json: #"{"accessibility": {"screenRaeder": true}}"#) }
    }

    @Test func settingsChangesAreObserved() {
        var seen: [AccessibilitySetting] = []
        let token = Accessibility.addSettingsObserver { seen.append($0) }
        defer { Accessibility.removeSettingsObserver(token) }
        let before = Accessibility.isBoldTextEnabled
        Accessibility.isBoldTextEnabled = !before
        Accessibility.isBoldTextEnabled = before
        #expect(seen.filter { $0 == .boldText }.count == 2)
    }
}

/// Reduce Motion: a push cross-fades in place instead of sliding.
@MainActor
@Suite(.serialized) struct ReduceMotionTests {
    @Test func aPushCrossFadesWithReduceMotion() throws {
        let first = ViewController(), second = ViewController()
        let nav = NavigationController(rootViewController: first)
        let h = Harness(rootViewController: nav, size: Size(width: 600, height: 400))
        Accessibility.isReduceMotionEnabled = true
        defer { Accessibility.isReduceMotionEnabled = false }
        nav.pushViewController(second, animated: true)
        h.advance(by: 0.12)
        let v = try #require(second.view as View?)
        #expect(v.frame.minX == 0, "no slide")
        #expect(v.alpha > 0.05 && v.alpha < 0.95, "half faded in: \(v.alpha)")
        h.waitForTransitions()
        #expect(v.alpha == 1 && v.frame.minX == 0)
    }

    @Test func springsStopBouncingWithReduceMotion() {
        func largestX(reduce: Bool) -> Float {
            let box = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
            let h = Harness(root: { let r = View(); r.addSubview(box); return r }(), size: Size(width: 300, height: 100))
            Accessibility.isReduceMotionEnabled = reduce
            defer { Accessibility.isReduceMotionEnabled = false }
            View.animate(withDuration: 1, usingSpringWithDamping: 0.3, initialSpringVelocity: 2, animations: { box.frame.origin.x = 100 })
            var most: Float = 0
            for _ in 0..<70 {
                h.advance(by: 1.0 / 60)
                most = max(most, box.presentation.origin.x)
            }
            return most
        }
        #expect(largestX(reduce: false) > 101, "a bouncy spring overshoots")
        #expect(largestX(reduce: true) <= 100.01, "with Reduce Motion it does not")
    }
}
