import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The recording backend: a test attaches a `DrawRecorder` to the renderer and asserts on
/// what was drawn (commands, positions, clips) instead of probing pixels.
@MainActor
@Suite struct DrawRecorderTests {
    static func button(_ i: Int) -> (View, Label) {
        let b = View(frame: Rect(x: Float(5 + (i % 6) * 130), y: Float(5 + (i / 6) * 43), width: 120, height: 40))
        b.backgroundColor = Color(r: 40, g: 160, b: 90)
        b.cornerRadius = 8
        b.clipsToBounds = true
        let title = Label(text: "Button \(i)")
        title.frame = Rect(x: 46, y: 10, width: 110, height: 20)  // wider than the button, cut by its clip
        title.textColor = .white
        b.addSubview(title)
        return (b, title)
    }

    @Test func aFullFrameRecordsEveryButtonAndTitle() {
        let root = View()
        root.backgroundColor = Color(r: 30, g: 30, b: 40)
        for i in 0..<12 { root.addSubview(Self.button(i).0) }
        let h = Harness(root: root)
        let recorder = DrawRecorder()
        h.renderer.recorder = recorder
        h.window.setNeedsFullRedraw()
        _ = h.render()
        #expect(recorder.texts == (0..<12).map { "Button \($0)" })
        let bodies = recorder.records.filter {
            if case let .roundedRect(r, radii, c) = $0.command { return r.size == Size(width: 120, height: 40) && radii == CornerRadii(all: 8) && c == Color(r: 40, g: 160, b: 90) }
            return false
        }
        #expect(bodies.count == 12)
        // Button 7's title: at its button's origin plus the label's, clipped by the button.
        let title = recorder.records.first { if case let .text(s, _, _, _) = $0.command { return s == "Button 7" } else { return false } }
        if case let .text(_, _, color, at)? = title?.command {
            #expect(color == .white)
            #expect(at.x >= 135 + 46 && at.x < 135 + 46 + 110)
        } else {
            Issue.record("no title for button 7")
        }
        #expect(title.map { Rect(x: 135, y: 48, width: 120, height: 40).contains($0.clip) } == true)
    }

    /// One changed title: the frame records the changed title and what lies under it, nothing else.
    @Test func aPartialRedrawRecordsOnlyTheChangedArea() {
        let root = View()
        root.backgroundColor = Color(r: 30, g: 30, b: 40)
        var titles: [Label] = []
        for i in 0..<30 {
            let (b, t) = Self.button(i)
            root.addSubview(b)
            titles.append(t)
        }
        let h = Harness(root: root)
        _ = h.render()
        let recorder = DrawRecorder()
        h.renderer.recorder = recorder
        titles[11].text = "Changed"  // the last column: its title reaches no other button
        _ = h.render()
        #expect(recorder.texts == ["Changed"])
        let bodies = recorder.commands.filter { if case .roundedRect = $0 { return true } else { return false } }
        #expect(bodies.count == 1, "only button 11's body is under the title")
        // Detached, nothing is recorded.
        h.renderer.recorder = nil
        recorder.removeAll()
        titles[3].text = "Again"
        _ = h.render()
        #expect(recorder.records.isEmpty)
    }

    @Test func shapesAreRecordedWithTheOriginAndOpacityApplied() throws {
        let recorder = DrawRecorder()
        _ = try drawOffscreen(Size(width: 100, height: 100), background: .black) { r in
            r.recorder = recorder
            r.save()
            r.translate(by: Point(x: 10, y: 20))
            r.multiplyOpacity(0.5)
            r.fill(Rect(x: 1, y: 2, width: 3, height: 4), color: .red)
            r.drawLine(from: .zero, to: Point(x: 5, y: 5), color: .white)
            r.fillTriangle(.zero, Point(x: 4, y: 0), Point(x: 0, y: 4), color: .white)
            r.strokeRoundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radii: CornerRadii(all: 4), width: 2, color: .white)
            r.fill(Rect(x: .nan, y: 0, width: 3, height: 3), color: .red)  // bad input: not drawn, not recorded
            r.restore()
        }
        let expected: [DrawCommand] = [
            .fill(Rect(x: 11, y: 22, width: 3, height: 4), .red),
            .line(from: Point(x: 10, y: 20), to: Point(x: 15, y: 25), width: 1, .white),
            .triangle(Point(x: 10, y: 20), Point(x: 14, y: 20), Point(x: 10, y: 24), .white),
            .stroke(Rect(x: 10, y: 20, width: 20, height: 20), CornerRadii(all: 4), width: 2, .white)
        ]
        #expect(recorder.commands == expected)
        #expect(recorder.records.allSatisfy { $0.opacity == 0.5 })
    }
}
