import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// `View.transition(with:duration:options:animations:completion:)`: the old content fades out
/// over the new, the model changes at once, completion runs once, idle afterwards.
@MainActor
@Suite struct ViewTransitionTests {
    func scene() -> (Harness, View, Label) {
        let card = View(frame: Rect(x: 20, y: 20, width: 160, height: 80))
        card.backgroundColor = .red
        let label = Label(frame: Rect(x: 10, y: 20, width: 140, height: 40))
        label.text = "Available"
        label.textColor = .white
        card.addSubview(label)
        let h = Harness(subviews: [card], size: Size(width: 200, height: 120))
        return (h, card, label)
    }

    @Test func oldContentFadesOutOverTheNew() throws {
        let (h, card, label) = scene()
        var finished: [Bool] = []
        View.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            card.backgroundColor = .blue
            label.text = "Booked"
        }, completion: { finished.append($0) })
        #expect(card.backgroundColor == .blue && label.text == "Booked", "the model changes at once")
        h.advance(by: 0.5)
        let mid = h.render()
        try mid.writePNG(to: TestOutput.path("tactile-transition-mid.png"))
        let p = mid.pixel(x: 25, y: 25)  // background only: half red, half blue
        #expect(abs(Int(p.r) - 128) <= 12 && abs(Int(p.b) - 128) <= 12 && p.g < 10, "mid-transition \(p)")
        #expect(finished.isEmpty)
        h.advance(by: 0.6)
        let end = h.render()
        try end.writePNG(to: TestOutput.path("tactile-transition-end.png"))
        #expect(h.recordFrame().shapeColor(at: Point(x: 25.5, y: 25.5)) == .blue)
        #expect(finished == [true])
        #expect(card.contentTransition == nil)
        h.advance(by: 0.5)
        #expect(h.runFrame() == false, "idle after the transition")
    }

    /// The README's and the doc comment's form: a trailing closure is the `animations` block.
    @Test func readmeFormCompilesAndChangesTheText() {
        let (h, _, status) = scene()
        View.transition(with: status, duration: 0.3, options: .transitionCrossDissolve) { status.text = "Booked" }
        #expect(status.text == "Booked" && status.contentTransition != nil)
        h.advance(by: 0.4)
        #expect(status.contentTransition == nil)
    }

    @Test func transitionFromOneViewToAnother() throws {
        let (h, card, _) = scene()
        let container = try #require(card.superview)
        let other = View(frame: card.frame)
        other.backgroundColor = .blue
        var finished: [Bool] = []
        View.transition(from: card, to: other, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) { finished.append($0) }
        #expect(card.superview == nil && other.superview === container, "the hierarchy changes at once")
        h.advance(by: 0.5)
        let p = h.render().pixel(x: 25, y: 25)
        #expect(abs(Int(p.r) - 128) <= 12 && abs(Int(p.b) - 128) <= 12, "mid-transition \(p)")
        h.advance(by: 0.6)
        #expect(h.recordFrame().shapeColor(at: Point(x: 25.5, y: 25.5)) == .blue && finished == [true])
        // Show/hide instead of remove/add.
        container.addSubview(card)
        card.isHidden = true
        View.transition(from: other, to: card, duration: 0.2, options: [.transitionCrossDissolve, .showHideTransitionViews]) { finished.append($0) }
        #expect(other.isHidden && !card.isHidden && other.superview === container)
        h.advance(by: 0.3)
        #expect(finished == [true, true])
        // Nothing to replace: completes at once.
        View.transition(from: View(), to: View(), duration: 1) { finished.append($0) }
        #expect(finished == [true, true, true])
    }

    @Test func aSecondTransitionCutsTheFirstShort() {
        let (h, card, _) = scene()
        var log: [String] = []
        View.transition(with: card, duration: 1, options: .transitionCrossDissolve, animations: { card.backgroundColor = .blue },
                         completion: { log.append("first \($0)") })
        h.advance(by: 0.3)
        View.transition(with: card, duration: 0.5, options: .transitionCrossDissolve, animations: { card.backgroundColor = .green },
                        completion: { log.append("second \($0)") })
        #expect(log == ["first false"])
        h.advance(by: 0.7)
        #expect(log == ["first false", "second true"])
        #expect(h.recordFrame().shapeColor(at: Point(x: 25.5, y: 25.5)) == .green)
    }

    @Test func removingTheViewEndsItAndFreesThePicture() throws {
        let (h, card, _) = scene()
        var finished: [Bool] = []
        View.transition(with: card, duration: 1, options: .transitionCrossDissolve, animations: { card.backgroundColor = .blue },
                        completion: { finished.append($0) })
        h.advance(by: 0.2)
        let picture = card.contentTransition?.snapshot.map { WeakBox($0) }
        #expect(picture?.value != nil)
        card.removeFromSuperview()
        h.advance(by: 0.2)
        #expect(finished == [false])
        #expect(picture?.value == nil, "the snapshot's texture is released")
        #expect(card.contentTransition == nil)
    }

    @Test func withoutAWindowOrWithBadDurationsItAppliesAtOnce() {
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var calls: [Bool] = []
        View.transition(with: loose, duration: 1, animations: { loose.alpha = 0.5 }, completion: { calls.append($0) })
        #expect(loose.alpha == 0.5)
        #expect(calls == [true], "a view in no window completes at once")
        calls = []
        let (h, card, _) = scene()
        for d in [Double.nan, .infinity, 0, -1] {
            View.transition(with: card, duration: d, options: .transitionCrossDissolve, animations: { card.backgroundColor = .green },
                            completion: { calls.append($0) })
            #expect(card.contentTransition == nil)
        }
        h.advance(by: 0.1)
        #expect(calls.count == 4 && calls.allSatisfy { $0 }, "\(calls)")
        #expect(h.recordFrame().shapeColor(at: Point(x: 25.5, y: 25.5)) == .green)
        // A zero-sized view has nothing to picture: it applies at once too.
        View.transition(with: View(), duration: 1, animations: nil, completion: nil)
    }

    /// Seeded: transitions started from completions and taps, views removed and re-added
    /// inside them; every completion runs exactly once and nothing is left running.
    @Test(arguments: [UInt64(3), 4, 5])
    func transitionsStartedInsideCallbacks(seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        let root = View()
        let cards = (0..<4).map { i -> Button in
            let b = Button(frame: Rect(x: Float(i % 2) * 100, y: Float(i / 2) * 60, width: 90, height: 50))
            b.backgroundColor = .red
            root.addSubview(b)
            return b
        }
        let h = Harness(root: root, size: Size(width: 200, height: 120))
        var started = 0, completed = 0
        func start(_ v: View) {
            started += 1
            let d = [0.05, 0.2, 0.5, .nan][g.below(4)]
            View.transition(with: v, duration: d, options: .transitionCrossDissolve, animations: {
                v.backgroundColor = Color(r: UInt8(g.below(256)), g: 0, b: 0)
                if g.below(5) == 0 { v.removeFromSuperview() }
            }, completion: { _ in
                completed += 1
                if started < 60 && g.below(2) == 0 { start(cards[g.below(4)]) }
                if g.below(4) == 0, v.superview == nil { root.addSubview(v) }
            })
        }
        for c in cards { c.addAction(for: .touchUpInside) { _ in start(c) } }
        for _ in 0..<40 {
            let c = cards[g.below(4)]
            if c.superview == nil { root.addSubview(c) }
            h.tap(at: Point(x: c.frame.midX, y: c.frame.midY))
            h.advance(by: Double(g.below(30)) / 100)
        }
        h.advance(by: 2)
        #expect(completed == started, "\(completed) of \(started) completions ran")
        #expect(cards.allSatisfy { $0.contentTransition == nil })
    }
}
