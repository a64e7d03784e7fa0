import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A view with a fixed natural size (as a label or button would have).
@MainActor
final class SizedView: View {
    var natural: Size { didSet { invalidateIntrinsicContentSize() } }
    init(_ w: Float, _ h: Float) { natural = Size(width: w, height: h); super.init(frame: .zero) }
    override var intrinsicContentSize: Size { natural }
}

/// Classic Auto Layout screens, with the frames iOS gives them.
@MainActor
@Suite struct LayoutConstraintTests {
    private func container(_ w: Float = 400, _ h: Float = 320) -> View {
        View(frame: Rect(x: 0, y: 0, width: w, height: h))
    }

    private func placed(in root: View, _ v: View = View()) -> View {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        return v
    }

    @Test func pinnedEdges() {
        let root = container(), v = placed(in: root)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -30),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == Rect(x: 20, y: 10, width: 360, height: 280))
        #expect(!v.hasAmbiguousLayout)
    }

    @Test func centredWithMultipliers() {
        let root = container(), v = placed(in: root), w = placed(in: root)
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
            // UIKit's explicit form, a centre at half the superview's centre.
            NSLayoutConstraint(item: w, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: w, attribute: .top, relatedBy: .equal, toItem: v, attribute: .bottom, multiplier: 1, constant: 8),
            NSLayoutConstraint(item: w, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50),
            w.heightAnchor.constraint(equalTo: w.widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(v.frame == Rect(x: 100, y: 120, width: 200, height: 80))
        #expect(w.frame == Rect(x: 75, y: 208, width: 50, height: 50))
    }

    @Test func multiplierMeasuresInTheSuperviewsCoordinates() {
        let outer = container(600, 400)
        let root = View(frame: Rect(x: 100, y: 50, width: 400, height: 320))
        outer.addSubview(root)
        let v = placed(in: root)
        NSLayoutConstraint.activate([
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 0),
            NSLayoutConstraint(item: v, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 0.5, constant: 0),
            v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 20),
        ])
        outer.layoutIfNeeded()
        #expect(v.frame == Rect(x: 180, y: 70, width: 40, height: 20))
    }

    /// Two labels in a row: spare width goes to the lower hugging priority, a shortfall
    /// comes out of the lower compression resistance.
    @Test func huggingAndCompression() {
        let root = container(400, 100)
        let a = placed(in: root, SizedView(100, 20)), b = placed(in: root, SizedView(100, 20))
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 8, y: 0, width: 100, height: 20))
        #expect(b.frame == Rect(x: 116, y: 0, width: 276, height: 20))
        // Narrower than the content: b resists less and shrinks.
        b.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.frame = Rect(x: 0, y: 0, width: 150, height: 100)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
        #expect(b.frame == Rect(x: 116, y: 0, width: 26, height: 20))
        // The natural size grows: the layout follows.
        (a as? SizedView)?.natural = Size(width: 60, height: 30)
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 8, y: 0, width: 60, height: 30))
        #expect(b.frame.minX == 76)
    }

    @Test func ambiguousLayoutIsReported() {
        let root = container(), v = placed(in: root)
        let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([leading, v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(v.hasAmbiguousLayout)
        NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(!v.hasAmbiguousLayout)
        leading.isActive = false
        #expect(v.hasAmbiguousLayout)
    }

    @Test func unsatisfiableConstraintIsBrokenAndReportedOnce() {
        let root = container(), v = placed(in: root)
        let wide = v.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        let messages = Diagnostics.capture {
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
                v.heightAnchor.constraint(equalToConstant: 10), v.widthAnchor.constraint(equalToConstant: 100), wide,
            ])
            root.layoutIfNeeded()
            wide.constant = 300
            root.layoutIfNeeded()
        }
        #expect(v.frame.width == 100)
        #expect(wide.isActive)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("'wide'") == true)
        #expect(messages.first?.contains("width == 100") == true)
    }

    @Test func changingAConstantReSolvesAndAnimates() {
        let root = container(), v = placed(in: root)
        let left = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([left, v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50)])
        let h = Harness(root: root, size: Size(width: 400, height: 320))
        h.runFrame()
        #expect(v.frame.minX == 0)
        View.animate(withDuration: 1) {
            left.constant = 200
            root.layoutIfNeeded()
        }
        #expect(v.frame.minX == 200)
        h.advance(by: 0.5)
        let mid = v.presentation.frame.minX
        #expect(mid > 0 && mid < 200)
        h.advance(by: 0.6)
        #expect(v.presentation.frame.minX == 200)
    }

    @Test func safeAreaUnderANavigationBarAndRotation() {
        let content = ViewController()
        let nav = NavigationController(rootViewController: content)
        let h = Harness(rootViewController: nav, size: Size(width: 800, height: 480))
        let label = placed(in: content.view, SizedView(120, 24))
        let half = placed(in: content.view)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: content.view.layoutMarginsGuide.leadingAnchor),
            half.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            half.bottomAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.bottomAnchor),
            half.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
            half.widthAnchor.constraint(equalTo: content.view.widthAnchor, multiplier: 0.5),
        ])
        h.runFrame()
        let bar = NavigationBar.height
        #expect(label.convert(label.bounds, to: nil) == Rect(x: 8, y: bar + 8, width: 120, height: 24))
        #expect(half.frame == Rect(x: 0, y: 40, width: 400, height: 480 - bar - 40))
        // Rotated to portrait: the same constraints, the other shape.
        h.window.frame = Rect(x: 0, y: 0, width: 480, height: 800)
        h.runFrame()
        #expect(half.frame == Rect(x: 0, y: 40, width: 240, height: 800 - bar - 40))
        // A notch on the left: the safe area (and margins guide's view) follow.
        h.window.screenSafeAreaInsets = EdgeInsets(top: 0, left: 30, bottom: 20, right: 0)
        h.runFrame()
        #expect(content.view.safeAreaInsets == EdgeInsets(top: 0, left: 30, bottom: 20, right: 0))
        #expect(half.frame.height == 800 - bar - 40 - 20)
    }

    @Test func autoresizingMaskFollowsTheSuperview() {
        let root = container(400, 300)
        let v = View(frame: Rect(x: 100, y: 50, width: 200, height: 100))
        v.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let pinnedRight = View(frame: Rect(x: 350, y: 0, width: 50, height: 50))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(v)
        root.addSubview(pinnedRight)
        root.frame = Rect(x: 0, y: 0, width: 600, height: 400)
        #expect(v.frame == Rect(x: 100, y: 50, width: 400, height: 100))
        #expect(pinnedRight.frame == Rect(x: 550, y: 0, width: 50, height: 50))
    }

    @Test func systemLayoutSizeFittingMeasuresTheContent() {
        let cell = View(frame: Rect(x: 0, y: 0, width: 300, height: 44))
        let title = placed(in: cell, SizedView(150, 22))
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            title.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        let size = cell.systemLayoutSizeFitting(Size(width: 0, height: 0))
        #expect(size == Size(width: 182, height: 44))
        #expect(cell.frame.size == Size(width: 300, height: 44))
    }

    @Test func removingASubtreeDeactivatesCrossingConstraints() {
        let root = container(), box = placed(in: root), inner = placed(in: box)
        let crossing = inner.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        NSLayoutConstraint.activate([crossing, inside])
        box.removeFromSuperview()
        #expect(!crossing.isActive)
        #expect(inside.isActive)
        root.addSubview(box)
        #expect(inside.isActive)
        #expect(inside.engine === root.layoutEngineIfAny)
    }
}

/// A screen's constraints made before its view is in a window (as `viewDidLoad` does) move
/// with it into the window's layout.
@MainActor
@Suite struct LayoutTreeMoveTests {
    private final class Screen: ViewController {
        let box = View()
        override func viewDidLoad() {
            super.viewDidLoad()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                box.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -10),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            ])
        }
    }

    @Test func constraintsMadeInViewDidLoadLayOutInTheWindow() {
        let screen = Screen()
        _ = screen.view
        let h = Harness(rootViewController: screen, size: Size(width: 600, height: 400))
        h.runFrame()
        #expect(screen.box.frame == Rect(x: 250, y: 340, width: 100, height: 50))
        #expect(!screen.box.hasAmbiguousLayout)
        h.window.frame = Rect(x: 0, y: 0, width: 400, height: 600)
        h.runFrame()
        #expect(screen.box.frame == Rect(x: 150, y: 540, width: 100, height: 50))
    }
}

/// Content pinned above `keyboardLayoutGuide` follows the on-screen keyboard.
@MainActor
@Suite struct KeyboardLayoutGuideTests {
    @Test func fieldStaysAboveTheKeyboard() {
        let root = ViewController()
        let h = Harness(rootViewController: root, size: Size(width: 800, height: 480))
        h.window.keyboardMode = .onscreen
        let field = TextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -20),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        h.runFrame()
        #expect(field.frame == Rect(x: 20, y: 480 - 8 - 44, width: 760, height: 44))
        _ = field.becomeFirstResponder()
        h.advance(by: 0.6)
        let kb = h.window.keyboardController.keyboardFrame
        #expect(!kb.isEmpty)
        #expect(field.frame.maxY == kb.minY - 8)
        _ = field.resignFirstResponder()
        h.advance(by: 0.6)
        #expect(field.frame.maxY == 472)
    }
}

/// Constraints inside a scrolled container keep their frames (scrolling moves the bounds).
@MainActor
@Suite struct ScrolledContainerLayoutTests {
    @Test func scrollingDoesNotMovePlacedSubviews() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let scroller = View(frame: Rect(x: 0, y: 50, width: 400, height: 200))
        root.addSubview(scroller)
        let fixed = View(frame: Rect(x: 0, y: 500, width: 100, height: 40))
        scroller.addSubview(fixed)
        let below = View()
        below.translatesAutoresizingMaskIntoConstraints = false
        scroller.addSubview(below)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: scroller.leadingAnchor, constant: 10),
            below.widthAnchor.constraint(equalToConstant: 50), below.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(below.frame == Rect(x: 10, y: 548, width: 50, height: 20))
        scroller.bounds = Rect(x: 0, y: 300, width: 400, height: 200)
        below.setNeedsLayout()
        scroller.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(below.frame == Rect(x: 10, y: 548, width: 50, height: 20))
    }
}
