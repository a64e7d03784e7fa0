import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Each audit rule finds its problem, and a good screen passes.
@MainActor
@Suite struct AccessibilityAuditTests {
    func audit(_ build: (View) -> Void) -> [AccessibilityIssue] {
        let root = View()
        root.backgroundColor = .white
        build(root)
        return Harness(root: root, size: Size(width: 400, height: 300)).auditAccessibility()
    }

    /// A button whose title has enough contrast (white on #0050b4, 7.6:1).
    func button(_ title: String?) -> Button {
        let b = title.map { Button(title: $0) } ?? Button()
        b.setBackgroundColor(Color(r: 0, g: 0x50, b: 0xb4), for: .normal)
        return b
    }

    @Test func theDefaultButtonStylePassesWCAGForBodyText() {
        // White on iOS's systemBlue (#007aff) is 4.02:1, under 4.5:1 for text under 24 pt;
        // the default theme's accent is #0062cc (5.8:1). The same title on systemBlue fails.
        let issues = audit { root in
            let b = Button(title: "Book")
            b.frame = Rect(x: 10, y: 10, width: 120, height: 50)
            root.addSubview(b)
        }
        #expect(issues.isEmpty, "\(issues)")
        let onSystemBlue = audit { root in
            let b = Button(title: "Book")
            b.setBackgroundColor(.systemBlue, for: .normal)
            b.frame = Rect(x: 10, y: 10, width: 120, height: 50)
            root.addSubview(b)
        }
        #expect(onSystemBlue.map(\.kind) == [.lowContrast])
        #expect(onSystemBlue.first?.detail.hasPrefix("4.02:1") == true, "\(onSystemBlue)")
    }

    @Test func aGoodScreenPasses() {
        let issues = audit { root in
            let title = Label(text: "Room 4", font: Font(size: 28), color: Color(white: 0.1))
            title.frame = Rect(x: 10, y: 10, width: 200, height: 40)
            let b = button("Book")
            b.frame = Rect(x: 10, y: 60, width: 120, height: 48)
            root.addSubview(title)
            root.addSubview(b)
        }
        #expect(issues.isEmpty, "\(issues)")
    }

    @Test func anIconButtonWithoutALabelIsReported() {
        let issues = audit { root in
            let b = Button()
            b.frame = Rect(x: 10, y: 10, width: 60, height: 60)
            root.addSubview(b)
        }
        #expect(issues.map(\.kind) == [.unlabeled])
    }

    @Test func aSmallTargetIsReportedUnlessItsTouchAreaIsLarger() {
        final class Roomy: Button {
            override func point(inside point: Point, with event: Event?) -> Bool {
                bounds.insetBy(dx: -10, dy: -10).contains(point)
            }
        }
        let small = audit { root in
            let b = button("x")
            b.frame = Rect(x: 10, y: 10, width: 30, height: 30)
            root.addSubview(b)
        }
        #expect(small.map(\.kind) == [.smallTouchTarget])
        #expect(small.first?.detail.hasPrefix("30x30 pt") == true)
        let roomy = audit { root in
            let b = Roomy(title: "x")
            b.setBackgroundColor(Color(r: 0, g: 0x50, b: 0xb4), for: .normal)
            b.frame = Rect(x: 10, y: 10, width: 30, height: 30)
            root.addSubview(b)
        }
        #expect(roomy.isEmpty, "\(roomy)")
    }

    @Test func lowContrastFollowsWCAGsThresholds() {
        // #777 on white is 4.48:1: fails for body text, passes for large text.
        let grey = Color(r: 0x77, g: 0x77, b: 0x77)
        let body = audit { root in
            let l = Label(text: "Free until 14:00", font: Font(size: 16), color: grey)
            l.frame = Rect(x: 10, y: 10, width: 300, height: 30)
            root.addSubview(l)
        }
        #expect(body.map(\.kind) == [.lowContrast])
        #expect(body.first?.detail.hasPrefix("4.48:1, needs 4.5:1") == true, "\(body)")
        let large = audit { root in
            let l = Label(text: "Free", font: Font(size: 24), color: grey)
            l.frame = Rect(x: 10, y: 10, width: 300, height: 40)
            root.addSubview(l)
        }
        #expect(large.isEmpty)
        #expect(abs(ContrastRatio.ratio(.black, .white) - 21) < 0.001)
    }

    @Test func aButtonCoveredByAnotherViewIsReported() {
        let issues = audit { root in
            let b = button("Hidden")
            b.frame = Rect(x: 10, y: 10, width: 120, height: 50)
            let cover = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
            root.addSubview(b)
            root.addSubview(cover)
        }
        #expect(issues.map(\.kind) == [.hidden])
    }
}
