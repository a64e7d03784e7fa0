import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Auto Layout constraints on a stack's arranged views, as UIKit's stack honours them.
@MainActor
@Suite struct StackViewConstraintTests {
    /// A stack pinned by constraints inside a window-sized root, as iOS screens do.
    func host(_ stack: StackView, size: Size = Size(width: 390, height: 600)) -> Harness {
        let root = View()
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        return Harness(root: root, size: size)
    }

    @Test func fixedHeightOnAnArrangedFieldHolds() {
        let title = Label(text: "Your name")
        let field = TextField()
        field.placeholder = "Name"
        let save = Button(title: "Save")
        let stack = StackView(arrangedSubviews: [title, field, save], axis: .vertical, spacing: 12)
        let reports = Diagnostics.capture {
            field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
            save.heightAnchor.constraint(equalToConstant: 50).isActive = true
            let h = host(stack)
            _ = h.render()
        }
        #expect(reports.filter { $0.contains("unable to satisfy") }.isEmpty, "\(reports)")
        #expect(field.frame.height == 44)
        #expect(save.frame.height == 50)
        #expect(field.frame.minY == title.frame.maxY + 12)
        #expect(stack.frame.height == title.frame.height + 44 + 50 + 24)
        #expect(!field.translatesAutoresizingMaskIntoConstraints, "as UIKit, arranging turns autoresizing constraints off")
    }

    @Test func constantChangeRearranges() {
        let a = View(), b = View()
        let stack = StackView(arrangedSubviews: [a, b], axis: .vertical, spacing: 0)
        let ha = a.heightAnchor.constraint(equalToConstant: 40)
        ha.isActive = true
        b.heightAnchor.constraint(equalToConstant: 30).isActive = true
        let h = host(stack)
        _ = h.render()
        #expect(a.frame.height == 40 && b.frame.minY == 40 && stack.frame.height == 70)
        ha.constant = 80
        _ = h.render()
        #expect(a.frame.height == 80 && b.frame.minY == 80 && stack.frame.height == 110)
        ha.isActive = false
        _ = h.render()
        #expect(a.frame.height.isFinite && b.frame.maxY <= stack.bounds.height)
    }

    @Test func aspectRatioInBothAxes() {
        let picture = View()
        picture.heightAnchor.constraint(equalTo: picture.widthAnchor, multiplier: 0.5).isActive = true
        let caption = Label(text: "Caption")
        let column = StackView(arrangedSubviews: [picture, caption], axis: .vertical, spacing: 8)
        let h = host(column)
        _ = h.render()
        #expect(picture.frame.width == 350 && picture.frame.height == 175)
        #expect(caption.frame.minY == 183)

        let square = View()
        square.widthAnchor.constraint(equalTo: square.heightAnchor).isActive = true
        let name = Label(text: "Name")
        let row = StackView(arrangedSubviews: [square, name], axis: .horizontal, spacing: 8)
        row.heightAnchor.constraint(equalToConstant: 60).isActive = true
        let h2 = host(row)
        _ = h2.render()
        #expect(square.frame.width == 60 && square.frame.height == 60)
        #expect(name.frame.minX == 68 && name.frame.maxX == 350)
    }

    @Test func widthRelativeToTheStack() {
        let left = View(), right = View()
        let row = StackView(arrangedSubviews: [left, right], axis: .horizontal, spacing: 0)
        row.heightAnchor.constraint(equalToConstant: 40).isActive = true
        left.widthAnchor.constraint(equalTo: row.widthAnchor, multiplier: 0.25).isActive = true
        let h = host(row)
        _ = h.render()
        #expect(left.frame.width == 88 || left.frame.width == 87)
        #expect(right.frame.minX == left.frame.maxX && right.frame.maxX == 350)
    }

    @Test func prioritiesAgainstHuggingAndCompression() {
        let weak = Label(text: "Weak"), strong = Label(text: "Strong"), squeezed = Label(text: "Squeezed text")
        let natural = squeezed.intrinsicContentSize.width
        let low = weak.widthAnchor.constraint(equalToConstant: 200)
        low.priority = LayoutPriority(rawValue: 200)            // below hugging (250): the label keeps its size
        low.isActive = true
        let high = strong.widthAnchor.constraint(equalToConstant: 120)
        high.priority = LayoutPriority(rawValue: 300)           // above hugging: grows to 120
        high.isActive = true
        let cap = squeezed.widthAnchor.constraint(lessThanOrEqualToConstant: 40)
        cap.priority = LayoutPriority(rawValue: 700)            // below compression (750): not squeezed
        cap.isActive = true
        let row = StackView(arrangedSubviews: [weak, strong, squeezed, Spacer()], axis: .horizontal, spacing: 0)
        row.heightAnchor.constraint(equalToConstant: 40).isActive = true
        let h = host(row)
        _ = h.render()
        #expect(weak.frame.width == weak.intrinsicContentSize.width.rounded())
        #expect(strong.frame.width == 120)
        #expect(abs(squeezed.frame.width - natural) <= 1)
        cap.priority = LayoutPriority(rawValue: 800)            // above compression: 40
        _ = h.render()
        #expect(squeezed.frame.width == 40)
    }

    @Test func hiddenArrangedViewWithAHeightCollapsesQuietly() {
        let a = View(), b = View(), c = View()
        for v in [a, b, c] { v.heightAnchor.constraint(equalToConstant: 30).isActive = true }
        let stack = StackView(arrangedSubviews: [a, b, c], axis: .vertical, spacing: 10)
        let reports = Diagnostics.capture {
            let h = host(stack)
            _ = h.render()
            b.isHidden = true
            _ = h.render()
        }
        #expect(c.frame.minY == 40 && stack.frame.height == 70)
        #expect(reports.isEmpty, "\(reports)")
    }

    @Test func customSpacingAfterAView() {
        let a = View(), b = View(), c = View()
        for v in [a, b, c] { v.heightAnchor.constraint(equalToConstant: 20).isActive = true }
        let stack = StackView(arrangedSubviews: [a, b, c], axis: .vertical, spacing: 8)
        stack.setCustomSpacing(24, after: a)
        #expect(stack.customSpacing(after: a) == 24)
        #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
        let h = host(stack)
        _ = h.render()
        #expect(b.frame.minY == a.frame.maxY + 24 && c.frame.minY == b.frame.maxY + 8)
        #expect(stack.frame.height == 60 + 32)
        // After the last view a custom spacing adds nothing; after a hidden one it is dropped.
        stack.setCustomSpacing(50, after: c)
        a.isHidden = true
        _ = h.render()
        #expect(b.frame.minY == 0 && c.frame.minY == 28 && stack.frame.height == 48)
        a.isHidden = false
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        stack.setCustomSpacing(StackView.spacingUseSystem, after: b)
        _ = h.render()
        #expect(b.frame.minY == a.frame.maxY + 8 && c.frame.minY == b.frame.maxY + 8)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
    }

    @Test func customSpacingBadInput() {
        let a = View(), b = View(), stranger = View()
        let stack = StackView(arrangedSubviews: [a, b], axis: .horizontal, spacing: 4)
        let reports = Diagnostics.capture { stack.setCustomSpacing(10, after: stranger) }
        #expect(reports.count == 1 && stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
        for bad in [Float.nan, -Float.infinity, -5, 1e30, .infinity] {
            stack.setCustomSpacing(bad, after: a)
            let v = stack.customSpacing(after: a)
            #expect(v == StackView.spacingUseDefault || (v >= 0 && v <= SanitizeLimits.distance))
        }
        stack.frame = Rect(x: 0, y: 0, width: 300, height: 40)
        stack.layoutIfNeeded()
        #expect(a.frame.width.isFinite && b.frame.maxX.isFinite)
        // Removing the view from the arrangement forgets its spacing.
        stack.setCustomSpacing(30, after: a)
        stack.removeArrangedSubview(a)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
    }

    @Test func layoutMarginsRelativeArrangement() {
        let a = View(), b = View()
        for v in [a, b] { v.heightAnchor.constraint(equalToConstant: 20).isActive = true }
        let stack = StackView(arrangedSubviews: [a, b], axis: .vertical, spacing: 0)
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 12, trailing: 16)
        let h = host(stack)
        _ = h.render()
        #expect(a.frame.minY == 0 && a.frame.width == 350 && stack.frame.height == 40)
        stack.isLayoutMarginsRelativeArrangement = true
        _ = h.render()
        #expect(a.frame.minY == 10 && a.frame.minX == 16 && a.frame.width == 318)
        #expect(stack.frame.height == 62)
    }

    @Test func subviewsConstrainedInsideAnArrangedViewFollowItsFrame() {
        let card = View()
        let inner = Label(text: "Inside")
        card.addSubview(inner)
        inner.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            inner.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            card.heightAnchor.constraint(equalToConstant: 80),
        ])
        let top = View()
        top.heightAnchor.constraint(equalToConstant: 30).isActive = true
        let stack = StackView(arrangedSubviews: [top, card], axis: .vertical, spacing: 10)
        let h = host(stack)
        _ = h.render()
        #expect(card.frame == Rect(x: 0, y: 40, width: 350, height: 80))
        #expect(inner.frame.minX == 10 && inner.frame.width == 330)
        #expect(abs(inner.frame.midY - 40) <= 1)
    }

    /// Seeded: random size constraints, priorities, constants (NaN and huge included),
    /// hiding, custom spacing, axis and distribution; frames stay finite and inside.
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomConstraintsNeverTrap(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let views = (0..<5).map { i -> View in i % 2 == 0 ? Label(text: "Label \(i)") : View() }
        let stack = StackView(arrangedSubviews: views, axis: .vertical, spacing: 6)
        let h = host(stack)
        var made: [LayoutConstraint] = []
        let values: [Float] = [0, 10, 44, 300, -20, .nan, .infinity, 1e9]
        let distributions: [StackView.Distribution] = [.fill, .fillEqually, .equalSpacing, .fillProportionally, .equalCentering]
        let alignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing, .firstBaseline]
        _ = Diagnostics.capture {
            for _ in 0..<40 {
                let v = views[Int.random(in: 0..<views.count, using: &rng)]
                switch Int.random(in: 0..<9, using: &rng) {
                case 0: made.append(v.heightAnchor.constraint(equalToConstant: values.randomElement(using: &rng) ?? 0))
                case 1: made.append(v.widthAnchor.constraint(greaterThanOrEqualToConstant: values.randomElement(using: &rng) ?? 0))
                case 2: made.append(v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: values.randomElement(using: &rng) ?? 1))
                case 3: made.append(v.widthAnchor.constraint(equalTo: stack.widthAnchor, multiplier: Float.random(in: -1...2, using: &rng)))
                case 4: v.isHidden.toggle()
                case 5: stack.setCustomSpacing(values.randomElement(using: &rng) ?? 0, after: v)
                case 6: stack.axis = stack.axis == .vertical ? .horizontal : .vertical
                case 7:
                    stack.distribution = distributions.randomElement(using: &rng) ?? .fill
                    stack.alignment = alignments.randomElement(using: &rng) ?? .fill
                default:
                    if let c = made.randomElement(using: &rng) { c.constant = values.randomElement(using: &rng) ?? 0 }
                }
                if let c = made.last, !c.isActive, Bool.random(using: &rng) {
                    c.priority = LayoutPriority(rawValue: Float.random(in: 1...1000, using: &rng))
                    c.isActive = true
                }
                _ = h.render()
                for v in views where !v.isHidden {
                    #expect(v.frame.width.isFinite && v.frame.height.isFinite && v.frame.width >= 0 && v.frame.height >= 0)
                }
            }
        }
        #expect(stack.frame.height.isFinite)
    }
}
