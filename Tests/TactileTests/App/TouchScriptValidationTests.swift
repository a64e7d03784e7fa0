import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileApp
import TactileTesting

/// Issue 22 item 2: every time, coordinate and finger of a script is checked, with the
/// line named; nothing a script says can trap the runner or stall it.
@MainActor
@Suite struct TouchScriptValidationTests {
    func expectError(_ text: String, line: Int, mentioning word: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let s = try TouchScript(text: text, file: "bad.script")
            Issue.record("parsed \(s.steps)", sourceLocation: sourceLocation)
        } catch let TactileError.script(file, l, message) {
            #expect(file == "bad.script" && l == line, "\(l): \(message)", sourceLocation: sourceLocation)
            #expect(message.contains(word), "\(message)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func hugeTimesAreRejectedWithTheirLine() {
        expectError("0 tap 10 10\n1e300 tap 20 20\n", line: 2, mentioning: "time")
        expectError("0 tap 10 10\n\n  # c\n4000 tap 20 20\n", line: 4, mentioning: "time")
        expectError("-1 tap 1 1", line: 1, mentioning: "time")
        expectError("1e-400x tap 1 1", line: 1, mentioning: "time")
    }

    @Test func aNULOrOtherJunkInsideANumberIsRejected() {
        expectError("0 tap 1\u{0}2 3", line: 1, mentioning: "number")
        expectError("0 tap 1\u{0} 2", line: 1, mentioning: "number")
        expectError("0\u{0} tap 1 2", line: 1, mentioning: "time")
        expectError("0 tap 0x10 2", line: 1, mentioning: "number")
        expectError("0 tap nan 2", line: 1, mentioning: "number")
        expectError("0 down 1\u{0} 5 5", line: 1, mentioning: "finger")
        expectError("0 key 27\u{0}", line: 1, mentioning: "key")
    }

    @Test func coordinatesAndFingersHaveLimits() {
        expectError("0 tap 1e30 5", line: 1, mentioning: "number")
        expectError("0 tap 5 -200000", line: 1, mentioning: "number")
        expectError("0 down 99999999999 1 1", line: 1, mentioning: "finger")
        expectError("0 down -1 1 1", line: 1, mentioning: "finger")
        expectError("0 tap 1 2 3", line: 1, mentioning: "extra")
        // The limits themselves are fine.
        #expect((try? TouchScript(text: "3600 tap -100000 100000\n0 down 63 1 1\n0 up 63")) != nil)
    }

    /// Steps built in code are clamped the same way, so the runner's frame count and the
    /// harness's playback stay finite.
    @Test func stepsMadeInCodeAreSanitised() {
        let s = TouchScript(steps: [TouchScript.Step(time: 1e300, action: .down(finger: 0, Point(x: .nan, y: 1e30))),
                                    TouchScript.Step(time: .nan, action: .up(finger: 0, nil)),
                                    TouchScript.Step(time: -5, action: .key(27))])
        #expect(s.duration <= TouchScript.maximumTime)
        #expect(s.steps.allSatisfy { $0.time.isFinite && $0.time >= 0 })
        if case let .down(_, p) = s.steps.last?.action { #expect(p.x.isFinite && abs(p.y) <= TouchScript.maximumCoordinate) }
        let h = Harness(subviews: [], size: Size(width: 100, height: 100))
        h.play(TouchScript(steps: [TouchScript.Step(time: 0.1, action: .down(finger: 0, Point(x: 1, y: 1))),
                                   TouchScript.Step(time: 0.2, action: .up(finger: 0, nil))]))
        #expect(h.window.touches.isEmpty)
    }
}
