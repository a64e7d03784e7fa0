import Glibc
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// What a snapshot test pays before it checks anything: creating a `Harness` with a small
/// screen and rendering it. Prints the figures (a benchmark, never a timed assertion); the
/// expectations only check that each harness drew its screen.
@MainActor
@Suite struct HarnessStartupTests {
    static func screen() -> View {
        let root = View()
        root.backgroundColor = Color(r: 242, g: 242, b: 247)
        let title = Label(text: "Settings")
        title.frame = Rect(x: 16, y: 16, width: 200, height: 30)
        root.addSubview(title)
        let button = StyledButton(frame: Rect(x: 16, y: 60, width: 200, height: 44))
        button.setTitle("Done", for: .normal)
        root.addSubview(button)
        return root
    }

    static func milliseconds(_ body: () -> Void) -> Double {
        var a = timespec(), b = timespec()
        clock_gettime(CLOCK_MONOTONIC, &a)
        body()
        clock_gettime(CLOCK_MONOTONIC, &b)
        return Double(b.tv_sec - a.tv_sec) * 1000 + Double(b.tv_nsec - a.tv_nsec) / 1e6
    }

    @Test func harnessCreateAndRenderCost() {
        let count = 30
        var times: [Double] = []
        for _ in 0..<count {
            var frame = Bitmap(width: 0, height: 0)
            times.append(Self.milliseconds {
                let h = Harness(root: Self.screen(), size: Size(width: 320, height: 240))
                frame = h.render()
            })
            // Each harness drew its screen: the background, and the button's fill at its centre.
            #expect(frame.pixel(x: 300, y: 200) == Color(r: 242, g: 242, b: 247))
            #expect(frame.pixel(x: 116, y: 82) != Color(r: 242, g: 242, b: 247))
        }
        let warm = times.dropFirst().sorted()
        let median = warm[warm.count / 2]
        print(String(format: "harness create+render (320x240, label and button): first %.2f ms, then median %.2f ms, min %.2f ms, max %.2f ms over %d",
                     times[0], median, warm.first ?? 0, warm.last ?? 0, warm.count))
    }
}
