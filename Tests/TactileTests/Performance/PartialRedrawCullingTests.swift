import Glibc
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A partial redraw visits only the views near the repainted area (subviews outside it are
/// skipped without being visited, through a grid index when a view has many), and still
/// gives exactly the pixels a full redraw gives, whatever the tree does in between.
@MainActor
@Suite struct PartialRedrawCullingTests {
    let bg = Color(r: 30, g: 30, b: 40)

    /// A title that marks itself for repainting when it changes.
    final class Title: View {
        var text: String { didSet { setNeedsDisplay() } }
        init(_ text: String, frame: Rect) { self.text = text; super.init(frame: frame) }
        override func draw(_ rect: Rect, in renderer: Renderer) {
            renderer.drawText(text, font: Font(size: 14), color: .white, at: Point(x: 0, y: 4))
        }
    }

    /// `count` rounded, clipping buttons in rows of six going on below the window.
    func list(count: Int) -> (View, [Title]) {
        let screen = View(frame: .zero)
        var titles: [Title] = []
        for i in 0..<count {
            let b = View(frame: Rect(x: Float(5 + (i % 6) * 130), y: Float(5 + (i / 6) * 43), width: 120, height: 40))
            b.backgroundColor = Color(r: 40, g: 160, b: 90)
            b.cornerRadius = 8
            b.clipsToBounds = true
            let t = Title("Item \(i)", frame: Rect(x: 10, y: 0, width: 110, height: 40))
            b.addSubview(t)
            screen.addSubview(b)
            titles.append(t)
        }
        return (screen, titles)
    }

    /// Differing pixels and the first one, for messages (never the bitmaps themselves).
    func difference(_ a: Bitmap, _ b: Bitmap) -> (count: Int, first: String) {
        guard a.width == b.width, a.height == b.height else { return (-1, "sizes differ") }
        let same = a.bytes.withUnsafeBytes { x in b.bytes.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
        if same { return (0, "") }
        var count = 0, first = ""
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                if count == 0 { first = "\(x),\(y): \(a.pixel(x: x, y: y)) vs \(b.pixel(x: x, y: y))" }
                count += 1
            }
        }
        return (count, first)
    }

    func fullRedraw(_ h: Harness) -> Bitmap {
        h.window.setNeedsFullRedraw()
        return h.render()
    }

    @Test func viewsDrawnForOneChangedTitleDoNotGrowWithTheNumberOfViews() {
        var drawn: [Int] = [], visited: [Int] = []
        for count in [60, 3000] {
            let (screen, titles) = list(count: count)
            let h = Harness(root: screen)
            h.window.backgroundColor = bg
            _ = fullRedraw(h)
            titles[7].text = "Item 7*"
            h.runFrame()
            drawn.append(h.renderer.stats.viewsDrawnThisFrame)
            visited.append(h.renderer.stats.viewsVisitedThisFrame)
            let d = difference(h.render(), fullRedraw(h))
            #expect(d.count == 0, "\(count) views: the partial frame differs from a full redraw at \(d.count) pixels, first \(d.first)")
        }
        // The window, the screen, the button and its title.
        #expect(drawn == [4, 4], "views drawn for one changed title: \(drawn)")
        // Entered: the same four; the other buttons are skipped without being entered.
        #expect(visited == [4, 4], "views entered for one changed title: \(visited)")
    }

    /// A view that draws outside its own frame through a subview it does not clip: it must
    /// never be skipped for its frame alone.
    @Test func unclippedSubtreeReachingIntoTheDirtyAreaIsStillDrawn() {
        let screen = View(frame: .zero)
        for i in 0..<40 {
            screen.addSubview(View(frame: Rect(x: Float(i % 8) * 90, y: 400 + Float(i / 8) * 10, width: 80, height: 8)))
        }
        // A container far from the dirty area, whose child sits inside it.
        let container = View(frame: Rect(x: 600, y: 300, width: 10, height: 10))
        let child = View(frame: Rect(x: -580, y: -280, width: 50, height: 50))
        child.backgroundColor = .white
        container.addSubview(child)
        screen.addSubview(container)
        let marker = View(frame: Rect(x: 30, y: 30, width: 10, height: 10))
        marker.backgroundColor = Color(r: 200, g: 0, b: 0)
        screen.insertSubview(marker, at: 0)
        let h = Harness(root: screen)
        h.window.backgroundColor = bg
        _ = fullRedraw(h)
        marker.backgroundColor = Color(r: 0, g: 0, b: 200)  // under the white child
        h.runFrame()
        #expect(h.render().pixel(x: 35, y: 35) == .white)
        let d = difference(h.render(), fullRedraw(h))
        #expect(d.count == 0, "\(d.count) pixels differ, first \(d.first)")
    }


    /// A view that changes the tree once while it is being drawn (when armed): moves a
    /// sibling, hides one, or removes itself.
    final class Meddler: View {
        var action: Int = 0
        var armed = true
        override func draw(_ rect: Rect, in renderer: Renderer) {
            guard armed, let parent = superview, parent.subviews.count > 2 else { return }
            armed = false
            switch action % 3 {
            case 0: parent.subviews[0].frame.origin.x += 3
            case 1: parent.subviews[1].isHidden.toggle()
            default: removeFromSuperview()
            }
            action += 1
        }
    }

    /// Seeded random changes to a wide tree (frames, order, clipping, hiding, adding,
    /// removing, subtrees that reach outside their parents, views that change the tree while
    /// drawn): after every frame, the partially redrawn picture equals a full redraw.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomChangesKeepPartialRedrawsExact(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        func rnd(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        func color() -> Color { Color(r: UInt8(rnd(256)), g: UInt8(rnd(256)), b: UInt8(rnd(256))) }
        func randomView() -> View {
            let v: View = rnd(10) == 0 ? Meddler(frame: .zero) : View(frame: .zero)
            v.frame = Rect(x: Float(rnd(400)) - 20, y: Float(rnd(260)) - 20, width: Float(rnd(90)), height: Float(rnd(60)))
            v.backgroundColor = rnd(4) == 0 ? nil : color()
            v.cornerRadius = rnd(3) == 0 ? Float(rnd(12)) : 0
            v.clipsToBounds = rnd(2) == 0
            if rnd(4) == 0 {
                let c = View(frame: Rect(x: Float(rnd(120)) - 60, y: Float(rnd(120)) - 60, width: 30, height: 20))
                c.backgroundColor = color()
                v.addSubview(c)
            }
            return v
        }
        let screen = View(frame: .zero)
        for _ in 0..<80 { screen.addSubview(randomView()) }
        let h = Harness(root: screen, size: Size(width: 400, height: 260))
        h.window.backgroundColor = bg
        _ = fullRedraw(h)
        var compared = 0
        for step in 0..<50 {
            for _ in 0..<(1 + rnd(3)) {
                let views = screen.subviews
                guard !views.isEmpty else { screen.addSubview(randomView()); continue }
                let v = views[rnd(views.count)]
                switch rnd(8) {
                case 0: v.frame.origin = Point(x: Float(rnd(400)) - 20, y: Float(rnd(260)) - 20)
                case 1: v.backgroundColor = color()
                case 2: v.clipsToBounds.toggle()
                case 3: v.isHidden.toggle()
                case 4: v.removeFromSuperview()
                case 5: screen.insertSubview(randomView(), at: rnd(views.count + 1))
                case 6: screen.bringSubviewToFront(v)
                case 7: (v as? Meddler)?.armed = true
                default: v.subviews.first?.frame.origin.x += Float(rnd(200)) - 100
                }
            }
            h.runFrame()
            // A meddler that changed the tree while drawn leaves work for the next frame:
            // compare only frames that end with nothing dirty.
            let settled = !h.window.hasPendingWork
            let partial = h.render()
            let full = fullRedraw(h)
            if settled && !h.window.hasPendingWork {
                compared += 1
                let d = difference(partial, full)
                #expect(d.count == 0, "seed \(seed), step \(step): a partial redraw differs from a full one at \(d.count) pixels, first \(d.first)")
            }
            h.runFrame()
        }
        #expect(compared >= 25, "too few settled frames to compare: \(compared)")
    }
}

/// The index's allocation-free sort.
@MainActor
@Suite struct SubviewIndexSortTests {
    @Test func heapSortSortsLikeTheStandardLibrary() {
        var state: UInt64 = 7
        for count in [0, 1, 2, 3, 20, 21, 100, 1000] {
            var values = (0..<count).map { _ -> Int32 in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Int32(truncatingIfNeeded: state >> 40) % 50  // with repeats
            }
            let expected = values.sorted()
            values.withUnsafeMutableBufferPointer { SubviewIndex.heapSort($0) }
            #expect(values == expected, "\(count) values")
        }
    }
}
