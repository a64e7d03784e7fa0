// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A screen of Dynamic Type text at the default size, at the largest accessibility size, and
/// there with Bold Text and Increase Contrast: PNGs compared with references.
@MainActor
@Suite(.serialized) struct DynamicTypeSnapshotTests {
    static func scene() -> Harness {
        let root = View()
        root.backgroundColor = .systemBackground
        let title = Label(text: "Room 4")
        title.font = .preferredFont(forTextStyle: .largeTitle)
        let body = Label(text: "Free until 14:00, six seats")
        body.font = .preferredFont(forTextStyle: .body)
        body.numberOfLines = 0
        let note = Label(text: "Booked by Ada")
        note.font = .preferredFont(forTextStyle: .footnote)
        note.textColor = .secondaryLabel
        let book = Button(title: "Book")
        book.titleLabel.font = .preferredFont(forTextStyle: .headline)
        book.setBackgroundColor(.systemBlue, for: .normal)
        book.setTitleColor(.white, for: .normal)
        let field = TextField()
        field.font = .preferredFont(forTextStyle: .body)
        field.borderStyle = .roundedRect
        field.text = "Team meeting"
        for l in [title, body, note] { l.adjustsFontForContentSizeCategory = true }
        book.adjustsFontForContentSizeCategory = true
        field.adjustsFontForContentSizeCategory = true
        // A frame-sized stack whose spacer takes what is left (an Auto Layout stack pinned
        // only at the top sizes itself from one-line heights: the wrapped body at AX5 would
        // squeeze the title; see the a11y notes).
        let stack = StackView(arrangedSubviews: [title, body, note, book, field, Spacer()])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .fill
        stack.frame = Rect(x: 16, y: 16, width: 328, height: 528)
        root.addSubview(stack)
        return Harness(root: root, size: Size(width: 360, height: 560))
    }

    @Test func defaultSize() throws {
        let h = Self.scene()
        h.runFrame()
        try h.render().writePNG(to: TestOutput.path("dynamic-type/large.png"))
        assertSnapshot(of: h, as: .image, named: "dynamic-type-large")
    }

    @Test func largestAccessibilitySize() throws {
        let h = Self.scene()
        Accessibility.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        defer { Accessibility.preferredContentSizeCategory = .large }
        h.runFrame()
        try h.render().writePNG(to: TestOutput.path("dynamic-type/ax5.png"))
        assertSnapshot(of: h, as: .image, named: "dynamic-type-ax5")
    }

    @Test func largestSizeBoldAndHighContrast() throws {
        let h = Self.scene()
        Accessibility.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        Accessibility.isBoldTextEnabled = true
        Accessibility.isDarkerSystemColorsEnabled = true
        defer {
            Accessibility.preferredContentSizeCategory = .large
            Accessibility.isBoldTextEnabled = false
            Accessibility.isDarkerSystemColorsEnabled = false
        }
        h.runFrame()
        try h.render().writePNG(to: TestOutput.path("dynamic-type/ax5-bold-contrast.png"))
        assertSnapshot(of: h, as: .image, named: "dynamic-type-ax5-bold-contrast")
    }
}
#endif
