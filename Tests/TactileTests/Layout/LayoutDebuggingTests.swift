import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Ambiguity exercised, constraints in the tree listing, additional safe-area insets.
@MainActor
@Suite struct LayoutDebuggingTests {
    /// A view whose x is left free: only its width, top and height are given.
    func ambiguousScene() -> (Harness, View, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let a = View()
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 100),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (Harness(root: root, size: Size(width: 300, height: 200)), root, a)
    }

    @Test func exercisingAnAmbiguousLayoutMovesOnlyWhatIsFree() {
        let (h, _, a) = ambiguousScene()
        h.runFrame()
        #expect(a.hasAmbiguousLayout)
        let before = a.frame
        a.exerciseAmbiguityInLayout()
        #expect(a.frame.minX != before.minX)
        #expect(a.frame.minY == 10 && a.frame.width == 100 && a.frame.height == 20)
        // An unambiguous view does not move.
        let (h2, root2, b) = ambiguousScene()
        b.leadingAnchor.constraint(equalTo: root2.leadingAnchor, constant: 5).isActive = true
        h2.runFrame()
        #expect(!b.hasAmbiguousLayout)
        b.exerciseAmbiguityInLayout()
        #expect(b.frame == Rect(x: 5, y: 10, width: 100, height: 20))
    }

    @Test func aViewSizedByItsIntrinsicSizeIsNotAmbiguous() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let label = Label(text: "Name")
        let loose = Label(text: "Loose")
        for l in [label, loose] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            loose.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
        ])
        let h = Harness(root: root, size: Size(width: 300, height: 200))
        h.runFrame()
        #expect(!label.hasAmbiguousLayout)
        #expect(loose.hasAmbiguousLayout)  // its x is free
    }

    @Test func treeListsConstraintsAndAmbiguity() {
        let (h, root, a) = ambiguousScene()
        let label = View()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
            label.widthAnchor.constraint(equalToConstant: 50), label.heightAnchor.constraint(equalToConstant: 20),
        ])
        h.runFrame()
        let text = ViewTree.describe(root)
        #expect(text.contains("View (0 10; 100 20) *#1 AMBIGUOUS LAYOUT"), "\(text)")
        #expect(text.contains("≡ #1.width = 100"), "\(text)")
        #expect(text.contains("≡ #1.top = #0.top + 10"), "\(text)")
        #expect(text.contains("≡ #2.leading = #0.UIViewLayoutMarginsGuide.leading + 8"), "\(text)")
        #expect(text.contains("View (16 34; 50 20) *#2\n"), "\(text)")
        #expect(!text.contains("#2 AMBIGUOUS"), "\(text)")
    }

    @Test func additionalSafeAreaInsetsMoveContentPinnedToTheSafeArea() {
        final class Screen: ViewController {
            let content = View()
            override func viewDidLoad() {
                super.viewDidLoad()
                content.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(content)
                NSLayoutConstraint.activate([
                    content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                    content.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                    content.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                ])
            }
        }
        let screen = Screen()
        let h = Harness(rootViewController: screen, size: Size(width: 320, height: 240))
        h.runFrame()
        #expect(screen.content.frame == Rect(x: 0, y: 0, width: 320, height: 240))
        screen.additionalSafeAreaInsets = EdgeInsets(top: 44, left: .nan, bottom: -3, right: 10)
        #expect(screen.additionalSafeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 10))
        h.runFrame()
        #expect(screen.view.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 10))
        #expect(screen.content.frame == Rect(x: 0, y: 44, width: 310, height: 196))
        // A subview's safe area is what of the controller's reaches it.
        #expect(screen.content.safeAreaInsets == .zero)
        screen.additionalSafeAreaInsets = .zero
        h.runFrame()
        #expect(screen.content.frame == Rect(x: 0, y: 0, width: 320, height: 240))
    }
}
