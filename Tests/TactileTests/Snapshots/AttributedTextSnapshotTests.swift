// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Attributed labels: mixed fonts on one baseline, colours, backgrounds, underline and
/// strikethrough, kerning, wrapping with an ellipsis, centred paragraphs; light and dark.
@MainActor
@Suite struct AttributedTextSnapshotTests {
    static func scene(style: UserInterfaceStyle) -> Harness {
        let root = View()
        root.backgroundColor = .systemBackground
        func label(_ text: NSAttributedString, _ frame: Rect, lines: Int = 1) {
            let l = Label(frame: frame)
            l.textColor = .label
            l.numberOfLines = lines
            l.attributedText = text
            root.addSubview(l)
        }
        let price = NSMutableAttributedString(string: "Total ", attributes: [.font: Font(size: 15)])
        price.append(NSAttributedString(string: "42", attributes: [.font: Font.boldSystemFont(ofSize: 30), .foregroundColor: Color.systemGreen]))
        price.append(NSAttributedString(string: " €", attributes: [.font: Font(size: 15), .foregroundColor: Color.secondaryLabel]))
        price.append(NSAttributedString(string: "  was 50", attributes: [.font: Font(size: 13), .foregroundColor: Color.systemRed,
                                                                         .strikethroughStyle: UnderlineStyle.single.rawValue]))
        label(price, Rect(x: 12, y: 8, width: 330, height: 40))
        var link = AttributedString("Read the ")
        var terms = AttributedString("terms")
        terms.foregroundColor = .link
        terms.underlineStyle = .single
        var mark = AttributedString(" and ")
        mark.backgroundColor = .systemYellow
        mark.foregroundColor = .black
        var spaced = AttributedString("SPACED")
        spaced.kern = 4
        spaced.font = Font.boldSystemFont(ofSize: 13)
        link += terms; link += mark; link += spaced
        label(NSAttributedString(link), Rect(x: 12, y: 52, width: 330, height: 24))
        let long = NSMutableAttributedString(string: "Wrapping runs: ", attributes: [.font: Font.boldSystemFont(ofSize: 15)])
        long.append(NSAttributedString(string: "this paragraph mixes plain text with ", attributes: [.font: Font(size: 15)]))
        long.append(NSAttributedString(string: "large italic-free words", attributes: [.font: Font(size: 22), .foregroundColor: Color.systemPurple,
                                                                                     .underlineStyle: UnderlineStyle.double.rawValue]))
        long.append(NSAttributedString(string: " and is cut after three lines because it goes on and on and on.",
                                       attributes: [.font: Font(size: 15)]))
        label(long, Rect(x: 12, y: 82, width: 330, height: 90), lines: 3)
        let centred = MutableParagraphStyle()
        centred.alignment = .center
        let c = NSMutableAttributedString(string: "Centred ", attributes: [.paragraphStyle: centred, .font: Font(size: 17)])
        c.append(NSAttributedString(string: "thick", attributes: [.underlineStyle: UnderlineStyle.thick.rawValue,
                                                                  .underlineColor: Color.systemOrange]))
        label(c, Rect(x: 12, y: 180, width: 330, height: 28))
        let button = Button()
        let bt = NSMutableAttributedString(string: "Buy ", attributes: [.font: Font.boldSystemFont(ofSize: 17)])
        bt.append(NSAttributedString(string: "now", attributes: [.underlineStyle: UnderlineStyle.single.rawValue]))
        button.setAttributedTitle(bt, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = .systemIndigo
        button.contentEdgeInsets = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        button.cornerRadius = 8
        button.frame = Rect(origin: Point(x: 12, y: 216), size: button.intrinsicContentSize)
        root.addSubview(button)
        var config = Button.Configuration.filled()
        var title = AttributedString("Save ")
        var small = AttributedString("3 files")
        small.font = Font(size: 12)
        small.foregroundColor = .systemYellow
        title += small
        config.attributedTitle = title
        let filled = Button(configuration: config)
        filled.frame = Rect(origin: Point(x: 120, y: 212), size: filled.intrinsicContentSize)
        root.addSubview(filled)
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        let ct = NSMutableAttributedString(string: "Inbox ", attributes: [:])
        ct.append(NSAttributedString(string: " 12 ", attributes: [.foregroundColor: Color.white, .backgroundColor: Color.systemRed,
                                                                  .font: Font.boldSystemFont(ofSize: 13)]))
        content.attributedText = ct
        cell.contentConfiguration = content
        cell.frame = Rect(x: 0, y: 256, width: 354, height: 44)
        root.addSubview(cell)
        let h = Harness(root: root, size: Size(width: 354, height: 304))
        h.window.overrideUserInterfaceStyle = style
        return h
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func attributedLabels(style: UserInterfaceStyle) throws {
        let h = Self.scene(style: style)
        try h.render().writePNG(to: TestOutput.path("controls/attributed-text-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "attributed-text-\(style)")
    }
}
#endif
