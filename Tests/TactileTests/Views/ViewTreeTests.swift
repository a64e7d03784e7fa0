import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ViewTreeTests {
    @Test func addingElsewhereRemovesFromTheOldParent() {
        let a = View(), b = View(), c = View()
        a.addSubview(c)
        b.addSubview(c)
        #expect(a.subviews.isEmpty)
        #expect(b.subviews.first === c)
        #expect(c.superview === b)
    }

    @Test func insertIsClampedAndOrderingWorks() {
        let p = View(), x = View(), y = View(), z = View()
        p.insertSubview(x, at: 99)
        p.insertSubview(y, at: -5)
        p.insertSubview(z, at: 1)
        #expect(p.subviews.map(ObjectIdentifier.init) == [y, z, x].map(ObjectIdentifier.init))
        p.bringSubviewToFront(y)
        #expect(p.subviews.last === y)
        p.sendSubviewToBack(x)
        #expect(p.subviews.first === x)
    }

    @Test func cyclesAreRefused() {
        let a = View(), b = View()
        a.addSubview(b)
        b.addSubview(a)
        a.addSubview(a)
        #expect(a.superview == nil)
        #expect(b.subviews.isEmpty)
    }

    final class Watcher: View {
        var events: [String] = []
        override func willMove(toSuperview s: View?) { events.append(s == nil ? "willMove(nil)" : "willMove") }
        override func didMoveToSuperview() { events.append("didMove") }
        override func didMoveToWindow() { events.append(window == nil ? "leftWindow" : "inWindow") }
    }

    @Test func moveCallbacksAndWindow() {
        let h = Harness(root: View())
        let w = Watcher()
        h.root.addSubview(w)
        #expect(w.window === h.window)
        w.removeFromSuperview()
        #expect(w.window == nil)
        #expect(w.events == ["willMove", "didMove", "inWindow", "willMove(nil)", "didMove", "leftWindow"])
    }

    @Test func parentAndChildDoNotRetainEachOtherInACycle() {
        weak var weakChild: View?
        weak var weakParent: View?
        do {
            let parent = View()
            let child = View()
            parent.addSubview(child)
            weakChild = child
            weakParent = parent
        }
        #expect(weakParent == nil)
        #expect(weakChild == nil)
    }

    @Test func equalityIsIdentity() {
        let a = View(), b = View()
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, a, b]).count == 2)
    }

    @Test func frameBoundsAndCenter() {
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == Point(x: 60, y: 45))
        v.center = Point(x: 100, y: 100)
        #expect(v.frame == Rect(x: 50, y: 75, width: 100, height: 50))
        v.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        #expect(v.center == Point(x: 100, y: 100), "a bounds size change keeps the centre")
        v.frame = Rect(x: .nan, y: 5, width: -10, height: .infinity)
        #expect(v.frame == Rect(x: 0, y: 5, width: 0, height: 0), "bad values are sanitised")
    }

    @Test func convertAcrossBoundsOrigins() {
        let root = View(frame: Rect(x: 0, y: 0, width: 500, height: 500))
        let a = View(frame: Rect(x: 100, y: 50, width: 300, height: 300))
        a.bounds = Rect(x: 0, y: 100, width: 300, height: 300)  // content scrolled up by 100
        let b = View(frame: Rect(x: 20, y: 130, width: 50, height: 50))
        a.addSubview(b)
        root.addSubview(a)
        // b's origin in root: 100 + 20, 50 + 130 - 100.
        #expect(b.convert(Point.zero, to: root) == Point(x: 120, y: 80))
        #expect(root.convert(Point(x: 120, y: 80), to: b) == .zero)
        #expect(b.convert(Point(x: 120, y: 80), from: root) == .zero)
        let r = b.convert(Rect(x: 1, y: 2, width: 3, height: 4), to: a)
        #expect(r == Rect(x: 21, y: 132, width: 3, height: 4))
    }

    final class LayoutCounter: View {
        var layouts = 0
        let child = View()
        override init(frame: Rect) {
            super.init(frame: frame)
            addSubview(child)
        }
        override func layoutSubviews() {
            layouts += 1
            child.frame = Rect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
        }
    }

    @Test func layoutRunsBeforeTheNextDrawAfterSetNeedsLayoutAndSizeChanges() {
        let v = LayoutCounter(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let h = Harness(root: View())
        h.root.addSubview(v)
        h.runFrame()
        #expect(v.layouts == 1)
        #expect(v.child.frame.width == 50)
        h.runFrame()
        #expect(v.layouts == 1, "no layout without a reason")
        v.frame = Rect(x: 0, y: 0, width: 300, height: 40)
        h.runFrame()
        #expect(v.layouts == 2)
        #expect(v.child.frame.width == 150)
        v.setNeedsLayout()
        v.layoutIfNeeded()
        #expect(v.layouts == 3)
    }

    @Test func aTreeAtRestDrawsNoFrames() {
        let root = View()
        root.backgroundColor = .gray
        for i in 0..<20 { root.addSubview(View(frame: Rect(x: Float(i * 10), y: 0, width: 8, height: 8))) }
        let h = Harness(root: root)
        let before = h.renderer.stats.framesPresented
        h.advance(by: 1)  // 60 frame opportunities
        #expect(h.renderer.stats.framesPresented == before)
    }

    @Test func changingOneViewRepaintsOnlyWhatIntersectsIt() {
        let root = View()
        root.backgroundColor = .gray
        var views: [View] = []
        for i in 0..<30 {
            let v = View(frame: Rect(x: Float(i % 6) * 130 + 5, y: Float(i / 6) * 50 + 5, width: 120, height: 40))
            v.backgroundColor = .blue
            root.addSubview(v)
            views.append(v)
        }
        let h = Harness(root: root)
        _ = h.render()
        views[7].backgroundColor = .red
        #expect(h.runFrame())
        // The window, the root and the changed view intersect the dirty area; the 29 others do not.
        #expect(h.renderer.stats.viewsDrawnThisFrame <= 3)
        let img = h.engine.readPixels()
        #expect(img.pixel(x: Int(views[7].frame.midX), y: Int(views[7].frame.midY)) == .red)
        #expect(img.pixel(x: Int(views[8].frame.midX), y: Int(views[8].frame.midY)) == .blue)
        // A full render still matches the partially repainted one.
        let full = h.render()
        #expect(full == img)
    }

    @Test func hiddenAndMovedViewsAreErased() {
        let root = View()
        root.backgroundColor = .white
        let v = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        v.backgroundColor = .black
        root.addSubview(v)
        let h = Harness(root: root, size: Size(width: 200, height: 100))
        _ = h.render()
        v.frame = Rect(x: 100, y: 10, width: 50, height: 50)
        h.runFrame()
        var img = h.engine.readPixels()
        #expect(img.pixel(x: 30, y: 30) == .white)
        #expect(img.pixel(x: 120, y: 30) == .black)
        v.isHidden = true
        h.runFrame()
        img = h.engine.readPixels()
        #expect(img.pixel(x: 120, y: 30) == .white)
    }

    @Test func layerFacadeWritesTheView() {
        let v = View()
        v.layer.cornerRadius = 12
        v.layer.masksToBounds = true
        #expect(v.cornerRadius == 12)
        #expect(v.clipsToBounds)
    }
}
