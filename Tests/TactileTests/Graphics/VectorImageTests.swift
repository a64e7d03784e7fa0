import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// SVG icons: sharp at any size, tinted as templates, cached per size, bad files reported.
@MainActor
@Suite(.serialized) struct VectorImageTests {
    static let heart = """
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
    <path fill="#e0245e" d="M12 21s-7-4.5-9.5-9C.5 8 3 4 7 4c2 0 3.5 1 5 3 1.5-2 3-3 5-3 4 0 6.5 4 4.5 8-2.5 4.5-9.5 9-9.5 9z"/>
    </svg>
    """

    static func icons() throws -> View {
        let root = View()
        root.backgroundColor = .white
        let heart = try VectorImage(data: Array(heart.utf8), name: "heart")
        for (i, side) in [16, 24, 48, 96].enumerated() {
            let v = IconView(icon: heart, frame: Rect(x: Float(10 + i * 60 + (i == 3 ? 40 : 0)), y: 10, width: Float(side), height: Float(side)))
            root.addSubview(v)
        }
        let template = heart.withRenderingMode(.alwaysTemplate)
        for (i, tint) in [Color.systemBlue, .systemGreen, .black].enumerated() {
            let v = IconView(icon: template, frame: Rect(x: Float(10 + i * 60), y: 120, width: 48, height: 48))
            v.tintColor = tint
            root.addSubview(v)
        }
        return root
    }

    @Test func iconsAreSharpAndTinted() throws {
        let h = Harness(root: try Self.icons(), size: Size(width: 400, height: 180))
        let image = h.render()
        try image.writePNG(to: TestOutput.path("graphics/icons.png"))
        // The 96-point heart's middle is the SVG's colour, a template's is the tint.
        let red = image.pixel(x: 230 + 48, y: 10 + 56)
        #expect(red.r > 200 && red.g < 80, "\(red)")
        let blue = image.pixel(x: 10 + 24, y: 120 + 28)
        #expect(blue.b > 200 && blue.r < 40, "\(blue)")
        #if canImport(SnapshotTesting)
        assertSnapshot(of: h, as: .image, named: "icons")
        #endif
    }

    @Test func eachSizeIsRasterisedOnce() throws {
        let icon = try VectorImage(data: Array(Self.heart.utf8))
        let root = View()
        let v = IconView(icon: icon, frame: Rect(x: 0, y: 0, width: 32, height: 32))
        root.addSubview(v)
        let h = Harness(root: root, size: Size(width: 100, height: 100))
        _ = h.render()
        v.frame = Rect(x: 40, y: 40, width: 32, height: 32)
        h.runFrame()
        #expect(icon.rasterizations == 1)
        v.frame = Rect(x: 0, y: 0, width: 64, height: 64)
        h.runFrame()
        #expect(icon.rasterizations == 2)
    }

    @Test func aBadSVGThrowsWithTheName() {
        #expect(throws: TactileError.self) { try VectorImage(data: Array("not svg at all".utf8), name: "junk.svg") }
        #expect(throws: TactileError.self) { try VectorImage(data: [], name: "empty.svg") }
        #expect(throws: TactileError.self) { try VectorImage(contentsOfFile: "/nonexistent/icon.svg") }
    }

    @Test func labelAndButtonTitleShadows() throws {
        let root = View()
        root.backgroundColor = .white
        let label = Label(text: "Shadow")
        label.frame = Rect(x: 10, y: 10, width: 120, height: 30)
        label.textColor = .black
        label.shadowColor = Color(r: 255, g: 0, b: 0)
        label.shadowOffset = Size(width: 2, height: 2)
        root.addSubview(label)
        let button = Button(frame: Rect(x: 10, y: 50, width: 120, height: 40))
        button.setTitle("Button", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.setTitleShadowColor(Color(r: 0, g: 0, b: 255), for: .normal)
        button.titleLabel.shadowOffset = Size(width: 1, height: 1)
        root.addSubview(button)
        let h = Harness(root: root, size: Size(width: 140, height: 100))
        let image = h.render()
        try image.writePNG(to: TestOutput.path("graphics/text-shadows.png"))
        #expect(button.titleLabel.shadowColor == Color(r: 0, g: 0, b: 255))
        var reds = 0, blues = 0
        for y in 0..<100 { for x in 0..<140 {
            let p = image.pixel(x: x, y: y)
            if p.r > 200 && p.g < 80 && p.b < 80 { reds += 1 }
            if p.b > 200 && p.r < 80 && p.g < 80 { blues += 1 }
        } }
        #expect(reds > 20 && blues > 10, "shadow pixels: \(reds) red, \(blues) blue")
    }
}
