import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Issue 28's API items that were only tested through gestures: `.pageScrolled` posted by
/// the app, and the `.allowsDirectInteraction` trait.
@MainActor
@Suite struct ScreenReaderNamedAPITests {
    /// Records what the reader said and whether it cut off what came before.
    final class RecordingSpeech: SpeechSynthesizer {
        var said: [(text: String, interrupt: Bool)] = []
        func speak(_ text: String, interrupt: Bool) { said.append((text, interrupt)) }
        func stopSpeaking() {}
    }

    /// A drawing pad: counts the touches it gets.
    final class Pad: View {
        var began = 0, moved = 0, ended = 0
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += 1 }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { moved += 1 }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { ended += 1 }
    }

    @Test func pageScrolledPostedByTheAppIsSpokenAtOnce() {
        let label = Label(text: "Chapter 1", font: Font(size: 20))
        label.frame = Rect(x: 20, y: 20, width: 200, height: 30)
        let root = View()
        root.addSubview(label)
        let h = Harness(root: root, size: Size(width: 400, height: 300))
        let sr = h.screenReader
        let speech = RecordingSpeech()
        sr.reader.speech = speech
        Accessibility.post(notification: .pageScrolled, argument: "Page 1 of 7")
        #expect(speech.said.isEmpty, "nothing is said while the reader is off")
        sr.start()
        Accessibility.post(notification: .announcement, argument: "Saved")
        Accessibility.post(notification: .pageScrolled, argument: "Page 3 of 7")
        #expect(speech.said.last?.text == "Page 3 of 7" && speech.said.last?.interrupt == true,
                "a page announcement cuts off what is being said, as VoiceOver's: \(speech.said)")
        #expect(speech.said.dropLast().last?.text == "Saved" && speech.said.dropLast().last?.interrupt == false)
        let count = speech.said.count
        Accessibility.post(notification: .pageScrolled, argument: nil)
        #expect(speech.said.count == count, "no text, nothing said")
        #expect(sr.lastSpoken == "Page 3 of 7")
    }

    @Test func touchesOnADirectInteractionElementGoStraightToIt() {
        let root = View()
        root.backgroundColor = .white
        let pad = Pad(frame: Rect(x: 20, y: 20, width: 200, height: 150))
        pad.isAccessibilityElement = true
        pad.accessibilityLabel = "Signature"
        pad.accessibilityTraits = .allowsDirectInteraction
        let plain = Pad(frame: Rect(x: 240, y: 20, width: 140, height: 150))
        plain.isAccessibilityElement = true
        plain.accessibilityLabel = "Preview"
        root.addSubview(pad)
        root.addSubview(plain)
        let h = Harness(root: root, size: Size(width: 400, height: 300))
        let sr = h.screenReader
        sr.start()
        h.drag(from: Point(x: 40, y: 60), to: Point(x: 180, y: 120))
        #expect(pad.began == 1 && pad.moved > 0 && pad.ended == 1, "the pad drew: \(pad.began) \(pad.moved) \(pad.ended)")
        h.tap(at: Point(x: 300, y: 60))
        h.advance(by: 0.5)
        #expect(plain.began == 0, "elsewhere the reader keeps the touch (it explores)")
        #expect(sr.focusedLabel == "Preview")
        h.tap(at: Point(x: 100, y: 100))
        #expect(pad.began == 2 && pad.ended == 2)
        sr.reader.stop()
        pad.accessibilityTraits = []
        sr.start()
        h.tap(at: Point(x: 100, y: 100))
        h.advance(by: 0.5)
        #expect(pad.began == 2, "without the trait the reader takes the touch")
    }
}
