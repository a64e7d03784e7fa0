import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// UIStackView's other distributions and the baseline alignments, with the frames iOS gives
/// the same stacks.
@MainActor
@Suite struct StackViewDistributionTests {
    final class Box: View {
        var size: Size
        init(_ w: Float, _ h: Float) { size = Size(width: w, height: h); super.init(frame: .zero) }
        override var intrinsicContentSize: Size { size }
    }

    func row(_ views: [View], width: Float = 300, height: Float = 40, spacing: Float = 10) -> StackView {
        let s = StackView(arrangedSubviews: views, axis: .horizontal, spacing: spacing)
        s.frame = Rect(x: 0, y: 0, width: width, height: height)
        s.layoutIfNeeded()
        return s
    }

    @Test func fillProportionallySharesByNaturalWidth() {
        let a = Box(50, 20), b = Box(100, 30)
        let s = StackView(arrangedSubviews: [a, b], axis: .horizontal, spacing: 10)
        s.distribution = .fillProportionally
        s.frame = Rect(x: 0, y: 0, width: 300, height: 40)
        s.layoutIfNeeded()
        #expect(a.frame == Rect(x: 0, y: 0, width: 97, height: 40))
        #expect(b.frame == Rect(x: 107, y: 0, width: 193, height: 40))
    }

    @Test func equalCenteringSpacesTheCentres() {
        let a = Box(40, 20), b = Box(60, 20), c = Box(40, 20)
        let s = StackView(arrangedSubviews: [a, b, c], axis: .horizontal, spacing: 10)
        s.distribution = .equalCentering
        s.alignment = .center
        s.frame = Rect(x: 0, y: 0, width: 300, height: 40)
        s.layoutIfNeeded()
        #expect([a.frame.midX, b.frame.midX, c.frame.midX] == [20, 150, 280])
        #expect(b.frame.width == 60)
        // Too narrow for the spacing: the views share the room as .fill.
        s.frame = Rect(x: 0, y: 0, width: 150, height: 40)
        s.layoutIfNeeded()
        #expect(b.frame.minX - a.frame.maxX >= 9.5)
        #expect(c.frame.maxX <= 150.5)
    }

    @Test(arguments: [StackView.Alignment.firstBaseline, .lastBaseline])
    func baselinesLineUp(alignment: StackView.Alignment) {
        let small = Label(text: "Price"), big = Label(text: "42 €")
        big.font = Font(size: 34)
        let s = StackView(arrangedSubviews: [small, big], axis: .horizontal, spacing: 8)
        s.alignment = alignment
        s.frame = Rect(x: 0, y: 0, width: 300, height: 80)
        s.layoutIfNeeded()
        let line: (Label) -> Float = { l in
            alignment == .firstBaseline ? l.frame.minY + l.firstBaselineOffsetFromTop : l.frame.maxY - l.lastBaselineOffsetFromBottom
        }
        #expect(abs(line(small) - line(big)) <= 1, "\(small.frame) \(big.frame)")
        #expect(small.frame.minY > big.frame.minY)
        #expect(small.frame.height < big.frame.height)
        // A vertical stack takes baseline alignment as fill.
        let column = StackView(arrangedSubviews: [Label(text: "x")], axis: .vertical, spacing: 0)
        column.alignment = alignment
        column.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        column.layoutIfNeeded()
        #expect(column.arrangedSubviews[0].frame.width == 200)
    }
}

/// A stack gives the frames the same layout written with constraints gives (UIKit's stack
/// is made of such constraints).
@MainActor
@Suite struct StackViewMatchesConstraintsTests {
    @Test func fillEquallyAndFillMatchAnchors() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        // The stack: three equal buttons, then a label beside a flexible view.
        let s1 = StackView(arrangedSubviews: [View(), View(), View()], axis: .horizontal, spacing: 10)
        s1.distribution = .fillEqually
        s1.frame = Rect(x: 0, y: 0, width: 320, height: 40)
        let label = Label(text: "Name")
        let field = View()
        let s2 = StackView(arrangedSubviews: [label, field], axis: .horizontal, spacing: 8)
        s2.frame = Rect(x: 0, y: 50, width: 320, height: 30)
        root.addSubview(s1); root.addSubview(s2)
        // The same with anchors.
        let container = View(frame: Rect(x: 0, y: 100, width: 320, height: 40))
        let a = View(), b = View(), c = View()
        let container2 = View(frame: Rect(x: 0, y: 150, width: 320, height: 30))
        let label2 = Label(text: "Name"), field2 = View()
        root.addSubview(container); root.addSubview(container2)
        for v in [a, b, c] { v.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(v) }
        for v in [label2, field2] as [View] { v.translatesAutoresizingMaskIntoConstraints = false; container2.addSubview(v) }
        var cs: [NSLayoutConstraint] = [
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 10),
            c.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), c.widthAnchor.constraint(equalTo: a.widthAnchor),
            label2.leadingAnchor.constraint(equalTo: container2.leadingAnchor),
            field2.leadingAnchor.constraint(equalTo: label2.trailingAnchor, constant: 8),
            field2.trailingAnchor.constraint(equalTo: container2.trailingAnchor),
        ]
        for (v, box) in [(a, container), (b, container), (c, container), (label2, container2), (field2, container2)] as [(View, View)] {
            cs += [v.topAnchor.constraint(equalTo: box.topAnchor), v.bottomAnchor.constraint(equalTo: box.bottomAnchor)]
        }
        NSLayoutConstraint.activate(cs)
        let h = Harness(root: root, size: Size(width: 320, height: 200))
        h.runFrame()
        let stacked = s1.arrangedSubviews.map(\.frame.size), anchored = [a, b, c].map(\.frame.size)
        #expect(stacked == anchored)
        #expect(s1.arrangedSubviews.map(\.frame.minX) == [a, b, c].map(\.frame.minX))
        #expect(label.frame.size == label2.frame.size, "\(label.frame) \(label2.frame)")
        #expect(field.frame.minX == field2.frame.minX && field.frame.width == field2.frame.width)
    }
}
