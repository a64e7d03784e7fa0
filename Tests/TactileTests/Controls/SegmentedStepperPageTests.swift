import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct SegmentedControlTests {
    @Test func tappingSelectsAndSendsValueChangedOnlyOnChange() {
        let root = View()
        let seg = SegmentedControl(items: ["One", "Two", "Three"])
        seg.frame = Rect(x: 10, y: 10, width: 300, height: 32)
        root.addSubview(seg)
        var sent: [Int] = []
        seg.addAction(for: .valueChanged) { sent.append($0.selectedSegmentIndex) }
        let h = Harness(root: root, size: Size(width: 320, height: 60))
        #expect(seg.selectedSegmentIndex == SegmentedControl.noSegment)
        h.tap(at: Point(x: 160, y: 26))
        h.tap(at: Point(x: 160, y: 26))
        h.tap(at: Point(x: 300, y: 26))
        #expect(sent == [1, 2])
        seg.setEnabled(false, forSegmentAt: 0)
        h.tap(at: Point(x: 20, y: 26))
        #expect(seg.selectedSegmentIndex == 2, "a disabled segment is not chosen")
        seg.isMomentary = true
        h.tap(at: Point(x: 160, y: 26))
        #expect(sent == [1, 2, 1] && seg.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test func editingSegmentsKeepsTheSelectionOnItsSegment() {
        let seg = SegmentedControl(items: ["A", "B"])
        seg.selectedSegmentIndex = 1
        seg.insertSegment(withTitle: "Z", at: 0)
        #expect(seg.selectedSegmentIndex == 2 && seg.titleForSegment(at: 0) == "Z")
        seg.removeSegment(at: 2)
        #expect(seg.selectedSegmentIndex == SegmentedControl.noSegment && seg.numberOfSegments == 2)
    }

    @Test(arguments: [Int.min, -2, 3, 99, Int.max])
    func badIndicesAreIgnored(index: Int) {
        let seg = SegmentedControl(items: ["A", "B", "C"])
        seg.selectedSegmentIndex = index
        #expect(seg.selectedSegmentIndex == SegmentedControl.noSegment)
        seg.setTitle("x", forSegmentAt: index)
        seg.setEnabled(false, forSegmentAt: index)
        seg.removeSegment(at: index)
        seg.insertSegment(withTitle: nil, at: index)
        #expect(seg.numberOfSegments == 4 && seg.titleForSegment(at: 99) == nil)
        #expect(seg.segment(atX: .nan) == nil && seg.segment(atX: .infinity) == nil)
    }
}

@MainActor
@Suite struct StepperTests {
    @Test func tapsStepClampAndWrap() {
        let root = View()
        let st = Stepper(frame: Rect(x: 10, y: 10, width: 0, height: 0))
        root.addSubview(st)
        st.maximumValue = 2
        var changes = 0
        st.addAction(for: .valueChanged) { _ in changes += 1 }
        let h = Harness(root: root, size: Size(width: 120, height: 60))
        let plus = Point(x: 80, y: 26), minus = Point(x: 30, y: 26)
        h.tap(at: plus); h.tap(at: plus); h.tap(at: plus)
        #expect(st.value == 2 && changes == 2, "clamped at the maximum; no event there")
        h.tap(at: minus)
        #expect(st.value == 1)
        st.wraps = true
        h.tap(at: plus); h.tap(at: plus)
        #expect(st.value == 0, "wrapped round")
    }

    @Test func holdingRepeatsOnTheEngineClock() {
        let root = View()
        let st = Stepper(frame: Rect(x: 10, y: 10, width: 0, height: 0))
        root.addSubview(st)
        let h = Harness(root: root, size: Size(width: 120, height: 60))
        h.touchDown(at: Point(x: 80, y: 26))
        #expect(st.value == 1)
        h.advance(by: 0.45)
        #expect(st.value == 1)
        h.advance(by: 0.5)
        #expect(st.value >= 4, "\(st.value)")
        h.touchUp()
        let held = st.value
        h.advance(by: 1)
        #expect(st.value == held && h.engine.timers.count == 0)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 0, -5])
    func badNumbersAreIgnored(bad: Double) {
        let st = Stepper()
        st.value = 3
        st.value = bad
        st.stepValue = bad
        st.minimumValue = bad
        st.maximumValue = bad
        #expect(st.value.isFinite && st.stepValue > 0 && st.minimumValue <= st.maximumValue)
        st.minimumValue = 500
        #expect(st.maximumValue == 500 && st.value == 500)
    }
}

@MainActor
@Suite struct PageControlTests {
    @Test func tapsMoveOnePageAndCountsAreSanitised() {
        let root = View()
        let pc = PageControl(frame: Rect(x: 0, y: 0, width: 200, height: 0))
        pc.numberOfPages = 3
        root.addSubview(pc)
        var sent: [Int] = []
        pc.addAction(for: .valueChanged) { sent.append($0.currentPage) }
        let h = Harness(root: root, size: Size(width: 200, height: 40))
        h.tap(at: Point(x: 150, y: 13)); h.tap(at: Point(x: 150, y: 13)); h.tap(at: Point(x: 150, y: 13))
        h.tap(at: Point(x: 20, y: 13))
        #expect(sent == [1, 2, 1])
        for bad in [-1, Int.min, Int.max] { pc.currentPage = bad; pc.numberOfPages = bad }
        #expect(pc.numberOfPages >= 0 && pc.currentPage >= 0 && pc.currentPage < max(1, pc.numberOfPages))
        #expect(pc.size(forNumberOfPages: Int.max).width.isFinite)
    }
}
