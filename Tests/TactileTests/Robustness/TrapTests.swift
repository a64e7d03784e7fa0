import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The inputs issue 11 found trapping the whole process: each must become a clear error or
/// a sanitised value. Every test here crashed the test process before the fix.
@MainActor
@Suite struct TrapTests {
    @Test func labelNumberOfLinesHugeInCodeOrThemeDoesNotTrap() throws {
        let label = Label(frame: Rect(x: 10, y: 10, width: 200, height: 100))
        label.text = "one two three four five six seven eight nine ten eleven twelve"
        label.numberOfLines = Int.max
        #expect(label.numberOfLines >= 1000, "a huge count still means 'many lines'")
        let harness = Harness(subviews: [label], size: Size(width: 300, height: 200))
        _ = harness.render()
        #expect(label.intrinsicContentSize.height.isFinite)

        // From a theme: rejected with the property's name, as other out-of-range numbers.
        do {
            _ = try Theme(json: #"{"types": {"Label": {"numberOfLines": 1e30}}}"#, file: "lines.json")
            Issue.record("a theme with numberOfLines 1e30 loaded")
        } catch let TactileError.theme(_, line, property, message) {
            #expect(line == 1)
            #expect(property == "Label.numberOfLines")
            #expect(message.contains("1e+30") || message.contains("whole number"), "\(message)")
        }
        // Applied through a style value directly (the path themes take), it is clamped.
        _ = label.applyStyleValue(.number(1e30), for: StyleKey("numberOfLines"), fromTheme: true)
        _ = label.applyStyleValue(.number(.nan), for: StyleKey("numberOfLines"), fromTheme: false)
        _ = harness.render()
    }

    @Test func deeplyNestedThemeIsRejectedWithAClearError() {
        for opener in ["[", "{\"a\":"] {
            let text = String(repeating: opener, count: 100_000)
            do {
                _ = try Theme(json: text, file: "deep.json")
                Issue.record("a theme nested 100,000 levels loaded")
            } catch let TactileError.theme(file, line, _, message) {
                #expect(file == "deep.json")
                #expect(line == 1)
                #expect(message.contains("nesting deeper than 64"), "\(message)")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        // Ordinary nesting still loads.
        #expect((try? Theme(json: #"{"types": {"Button": {"contentInsets": [1, 2, 3, 4]}}}"#)) != nil)
    }

    @Test func hugeCornerRadiiDrawWithoutTrapping() {
        let huge = View(frame: Rect(x: -5e18, y: -5e18, width: 1e19, height: 1e19))
        huge.backgroundColor = Color(r: 200, g: 60, b: 60)
        huge.cornerRadius = 1e19
        huge.borderWidth = 3
        huge.clipsToBounds = true
        let child = View(frame: Rect(x: 5e18, y: 5e18, width: 50, height: 50))
        child.backgroundColor = .white
        child.cornerRadius = 1e30
        huge.addSubview(child)
        let slider = Slider(frame: Rect(x: 10, y: 100, width: 200, height: 44))
        slider.thumbRadius = 1e30
        let harness = Harness(subviews: [huge, slider], size: Size(width: 240, height: 160))
        _ = harness.render()
        harness.tap(at: Point(x: 50, y: 120))
        _ = harness.render()
        #expect(slider.thumbRadius.isFinite && slider.thumbRadius <= 1000)
        slider.thumbRadius = .nan
        #expect(slider.thumbRadius == 14)
        slider.thumbRadius = -3
        #expect(slider.thumbRadius == 0)
        _ = harness.render()
    }

    @Test func offscreenOutputRefusesSizesItCannotAllocate() {
        func expectThrows(_ size: Size, scale: Float) {
            do {
                _ = try OffscreenOutput(size: size, pixelScale: scale)
                Issue.record("OffscreenOutput(\(size), scale \(scale)) did not throw")
            } catch let TactileError.configuration(key, message) {
                #expect(key == "size" || key == "pixelScale")
                #expect(message.contains("16384"), "\(message)")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        expectThrows(Size(width: 1e10, height: 1e10), scale: 1)
        expectThrows(Size(width: 100, height: 100), scale: 1e8)
        expectThrows(Size(width: 20000, height: 10), scale: 1)
        #expect((try? OffscreenOutput(size: Size(width: 100, height: 50), pixelScale: 2)) != nil)
    }

    @Test func configurationBuiltInCodeIsValidated() {
        var c = DisplayConfiguration()
        c.headless = true
        c.size = Size(width: 1e10, height: 1e10)
        do {
            _ = try Application(configuration: c)
            Issue.record("an Application opened a 1e10 x 1e10 display")
        } catch let TactileError.configuration(key, _) {
            #expect(key == "size")
        } catch {
            Issue.record("unexpected \(error)")
        }
        c.size = Size(width: 100, height: 100)
        c.maximumFramesPerSecond = .nan
        #expect(throws: TactileError.self) { _ = try Application(configuration: c) }
    }

    @Test func bitmapOfImpossibleSizeFailsClearly() {
        var b = Bitmap(width: 1, height: 1)
        let reports = Diagnostics.capture { b = Bitmap(width: 1 << 33, height: 1 << 33) }
        #expect(b.width == 0 && b.height == 0 && b.bytes.isEmpty)
        #expect(reports.contains { $0.contains("8589934592x8589934592") }, "\(reports)")
        #expect(Bitmap(width: 1 << 33, height: 1 << 33, bytes: []) == nil)
        #expect(Bitmap(width: Int.max, height: 2, bytes: []) == nil)
        #expect(Bitmap(width: 3, height: 2).bytes.count == 24)
    }

    @Test func infiniteTimerDelaysMeanNeverNotNow() {
        let clock = VirtualClock()
        let timers = TimerQueue(clock: clock)
        var fired: [String] = []
        timers.schedule(after: .infinity) { fired.append("inf") }
        timers.scheduleRepeating(every: .infinity) { fired.append("inf-repeat") }
        timers.schedule(after: .nan) { fired.append("nan") }
        timers.schedule(after: -1e30) { fired.append("negative") }
        clock.advance(to: 1000)
        timers.fireDue()
        #expect(fired.sorted() == ["nan", "negative"])
        #expect(timers.nextDeadline.map { $0 > 1e6 && $0.isFinite } ?? false)
    }

    @Test func nonFiniteInsetsAreSanitisedOnSet() {
        let button = Button(title: "OK")
        for bad: Float in [.nan, .infinity, -.infinity] {
            let insets = EdgeInsets(top: bad, left: bad, bottom: bad, right: bad)
            button.contentEdgeInsets = insets
            button.titleEdgeInsets = insets
            button.imageEdgeInsets = insets
            for i in [button.contentEdgeInsets, button.titleEdgeInsets, button.imageEdgeInsets] {
                #expect(i.top.isFinite && i.left.isFinite && i.bottom.isFinite && i.right.isFinite, "\(i)")
            }
            let s = button.intrinsicContentSize
            #expect(s.width.isFinite && s.height.isFinite, "\(s)")
            let stack = StackView(arrangedSubviews: [Label(), Button(title: "x")])
            stack.insets = insets
            stack.spacing = bad
            #expect(stack.insets.top.isFinite && stack.insets.left.isFinite && stack.spacing.isFinite)
            let ss = stack.intrinsicContentSize
            #expect(ss.width.isFinite && ss.height.isFinite, "\(ss)")
        }
    }
}
