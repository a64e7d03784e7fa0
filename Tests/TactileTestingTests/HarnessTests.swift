import Testing
import Tactile
import TactileTesting

/// The harness's clock and touches.
@MainActor
@Suite struct HarnessTests {
    @Test func halfSecondTimerFiresOnlyAfterHalfASecondOfVirtualTime() {
        let view = PressTimerView()
        let harness = Harness(root: view, size: Size(width: 100, height: 100))
        let start = harness.clock.now
        harness.touchDown(at: Point(x: 50, y: 50), finger: 1)
        harness.advance(by: 0.49)
        #expect(view.firedAt == nil)
        harness.advance(by: 0.009)
        #expect(view.firedAt == nil)
        harness.advance(by: 0.001)
        #expect(view.firedAt == start + 0.5)
        harness.touchUp(finger: 1)
    }

    @Test func liftingBeforeHalfASecondCancelsTheTimer() {
        let view = PressTimerView()
        let harness = Harness(root: view, size: Size(width: 100, height: 100))
        harness.longPress(at: Point(x: 50, y: 50), duration: 0.45)
        harness.advance(by: 1)
        #expect(view.firedAt == nil)
        harness.longPress(at: Point(x: 50, y: 50), duration: 0.6)
        #expect(view.firedAt != nil)
    }

    @Test func fingersAreDistinctThroughTheEventPath() {
        let view = PressTimerView()
        let harness = Harness(root: view, size: Size(width: 100, height: 100))
        harness.touchDown(at: Point(x: 10, y: 10), finger: 1)
        harness.touchDown(at: Point(x: 90, y: 90), finger: 2)
        #expect(view.began.count == 2)
        #expect(Set(view.began).count == 2)
        harness.touchUp(finger: 1)
        harness.touchUp(finger: 2)
        #expect(harness.window.touches.isEmpty)
    }

    @Test func renderIsExactAndRepeatable() {
        let harness = Harness(root: Fixtures.scene(), size: Fixtures.size)
        let a = harness.render()
        harness.advance(by: 1)
        let b = harness.render()
        #expect(a == b)
        #expect(a.pixel(x: 3, y: 3) == Fixtures.background)
        #expect(a.pixel(x: 70, y: 45) == Fixtures.accent)
        #expect(a.pixel(x: 20, y: 20) == Fixtures.background)  // outside the rounded corner
    }

    #if canImport(SnapshotTesting)  // swift-snapshot-testing: not with Swift 6.0 (see Package.swift)
    @Test func snapshotOfAViewInAHarnessCapturesItInPlace() throws {
        let root = Fixtures.scene()
        let harness = Harness(root: root, size: Fixtures.size)
        let card = try #require(root.subviews.first)
        let before = harness.render()
        let image = try #require(snapshotBitmap(card))
        #expect(image.width == 100 && image.height == 50)
        #expect(image.pixel(x: 50, y: 25) == Fixtures.accent)
        #expect(card.superview === root)
        #expect(harness.render() == before)
    }

    @Test func snapshotOfAFreeViewPutsItBack() throws {
        let parent = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let a = View(frame: Rect(x: 5, y: 6, width: 40, height: 30))
        a.backgroundColor = .red
        let b = View()
        parent.addSubview(a)
        parent.addSubview(b)
        let image = try #require(snapshotBitmap(a))
        #expect(image.width == 40 && image.height == 30)
        #expect(image.pixel(x: 20, y: 15) == .red)
        #expect(parent.subviews == [a, b])
        #expect(a.frame == Rect(x: 5, y: 6, width: 40, height: 30))
    }

    /// The bitmap the `.image` strategy makes of a view.
    func snapshotBitmap(_ view: View) -> Bitmap? {
        var result: Bitmap?
        Snapshotting<View, Bitmap>.image.snapshot(view).run { result = $0 }
        return result
    }
    #endif
}

/// Whether two points are within a thousandth of a point (SDL's normalised finger
/// coordinates are `Float`s).
func close(_ a: Point?, _ b: Point) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 1e-3 && abs(a.y - b.y) < 1e-3
}

/// The gestures the issue lists, read back from a view through the real touch path.
@MainActor
@Suite struct HarnessGestureTests {
    @Test func dragMovesOneFingerEveryFrameOverItsDuration() throws {
        let view = TrackingView()
        let harness = Harness(root: view, size: Size(width: 300, height: 200))
        let start = harness.clock.now
        harness.drag(from: Point(x: 10, y: 10), to: Point(x: 190, y: 100), duration: 0.3)
        let path = try #require(view.paths[0])
        #expect(close(path.first, Point(x: 10, y: 10)))
        #expect(close(path.last, Point(x: 190, y: 100)))
        #expect(path.count == 1 + 18 + 1)  // down, a move per 1/60 s, up
        #expect(abs(harness.clock.now - start - 0.3) < 1e-9)
        #expect(view.ended == [0])
    }

    @Test func pinchSpreadsTwoFingers() throws {
        let view = TrackingView()
        let harness = Harness(root: view, size: Size(width: 300, height: 200))
        harness.pinch(center: Point(x: 150, y: 100), from: 80, to: 160)
        let a = try #require(view.paths[1]), b = try #require(view.paths[2])
        #expect(abs(b.first!.x - a.first!.x - 80) < 1e-3)
        #expect(abs(b.last!.x - a.last!.x - 160) < 1e-3)
        #expect(Set(view.ended) == [1, 2])
    }

    @Test func touchUpWithoutPointLiftsWhereTheFingerIs() throws {
        let view = TrackingView()
        let harness = Harness(root: view, size: Size(width: 300, height: 200))
        harness.touchDown(at: Point(x: 10, y: 10), finger: 1)
        harness.touchMove(to: Point(x: 200, y: 10), finger: 1)
        harness.touchUp(finger: 1)
        let path = try #require(view.paths[1])
        #expect(path.count == 3)
        #expect(close(path[0], Point(x: 10, y: 10)) && close(path[1], Point(x: 200, y: 10)) && close(path[2], Point(x: 200, y: 10)))
    }
}
