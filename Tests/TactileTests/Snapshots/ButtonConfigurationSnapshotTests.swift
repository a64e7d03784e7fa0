// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The configuration styles, a subtitle, an image on each side, a capsule, a spinner, a
/// pressed and a disabled button, in light and dark.
@MainActor
@Suite struct ButtonConfigurationSnapshotTests {
    static func arrow() -> Image {
        var b = Bitmap(width: 16, height: 16)
        for y in 0..<16 { for x in 0..<16 where abs(y - 8) <= (14 - x) / 2 && x >= 2 { b.setPixel(x: x, y: y, to: .black) } }
        return Image(bitmap: b, name: "arrow").withRenderingMode(.alwaysTemplate)
    }

    static func scene(style: UserInterfaceStyle) -> (Harness, Button) {
        let root = View()
        root.backgroundColor = .systemBackground
        func add(_ c: Button.Configuration, _ x: Float, _ y: Float) -> Button {
            let b = Button(configuration: c)
            b.frame = Rect(origin: Point(x: x, y: y), size: b.intrinsicContentSize)
            root.addSubview(b)
            return b
        }
        let styles: [(String, Button.Configuration)] = [("Plain", .plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled())]
        var x: Float = 12
        for (title, base) in styles {
            var c = base
            c.title = title
            let b = add(c, x, 12)
            x += b.frame.width + 10
        }
        var sub = Button.Configuration.filled()
        sub.title = "Download"
        sub.subtitle = "12 MB"
        sub.image = arrow()
        sub.imagePadding = 8
        _ = add(sub, 12, 60)
        var trailing = Button.Configuration.tinted()
        trailing.title = "Next"
        trailing.image = arrow()
        trailing.imagePlacement = .trailing
        trailing.imagePadding = 6
        trailing.cornerStyle = .capsule
        _ = add(trailing, 160, 64)
        var top = Button.Configuration.gray()
        top.title = "Share"
        top.image = arrow()
        top.imagePlacement = .top
        top.imagePadding = 4
        top.buttonSize = .small
        _ = add(top, 270, 56)
        var busy = Button.Configuration.filled()
        busy.title = "Saving"
        busy.showsActivityIndicator = true
        busy.imagePadding = 8
        busy.baseBackgroundColor = .systemGreen
        _ = add(busy, 12, 124)
        var pressed = Button.Configuration.filled()
        pressed.title = "Pressed"
        let p = add(pressed, 140, 124)
        var off = Button.Configuration.filled()
        off.title = "Disabled"
        let d = add(off, 240, 124)
        d.isEnabled = false
        var outline = Button.Configuration.plain()
        outline.title = "Outline"
        outline.background.strokeColor = .systemBlue
        outline.background.strokeWidth = 1
        outline.cornerStyle = .large
        outline.buttonSize = .large
        _ = add(outline, 12, 170)
        let h = Harness(root: root, size: Size(width: 360, height: 240))
        h.window.overrideUserInterfaceStyle = style
        return (h, p)
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func configurations(style: UserInterfaceStyle) throws {
        let (h, pressed) = Self.scene(style: style)
        pressed.isHighlighted = true
        try h.render().writePNG(to: TestOutput.path("controls/button-configurations-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "button-configurations-\(style)")
    }
}
#endif
