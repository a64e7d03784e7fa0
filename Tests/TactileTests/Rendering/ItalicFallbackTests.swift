import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileGraphics
import TactileTesting

/// `Font.italicSystemFont` stays italic where DejaVu Sans Oblique is not installed (Debian
/// trixie's `fonts-dejavu-core`, a Raspberry Pi's default): SDL_ttf slants the embedded face.
@MainActor
@Suite struct ItalicFallbackTests {
    final class Line: View {
        let font: Font
        init(font: Font) {
            self.font = font
            super.init(frame: Rect(x: 0, y: 0, width: 160, height: 40))
        }
        override func draw(_ rect: Rect, in renderer: Renderer) {
            renderer.drawText("HH", font: font, color: .white, at: Point(x: 4, y: 4))
        }
    }

    func render(_ font: Font, installedItalic: Bool) -> Bitmap {
        let root = View()
        root.backgroundColor = .black
        root.addSubview(Line(font: font))
        let h = Harness(root: root, size: Size(width: 160, height: 40))
        if !installedItalic { h.renderer.fonts.italicFacePath = nil }
        return h.render()
    }

    /// The column where the first lit pixel of a row is, from the left.
    func firstLit(_ b: Bitmap, row y: Int) -> Int? {
        (0..<b.width).first { b.pixel(x: $0, y: y).r > 128 }
    }

    /// How far right the left stem's top stands of its foot, in pixels.
    func lean(_ b: Bitmap) -> Int? {
        let rows = (0..<b.height).filter { firstLit(b, row: $0) != nil }
        guard let top = rows.first, let foot = rows.last, let xt = firstLit(b, row: top), let xf = firstLit(b, row: foot)
        else { return nil }
        return xt - xf
    }

    @Test func theSlantedFaceIsDrawnWhenNoItalicIsInstalled() {
        let regular = render(Font(size: 24), installedItalic: true)
        let slanted = render(.italicSystemFont(ofSize: 24), installedItalic: false)
        try? slanted.writePNG(to: TestOutput.path("tactile-italic-slanted.png"))
        #expect(regular != slanted, "the italic face must not draw as the regular one")
        #expect(lean(regular) == 0, "an upright H")
        #expect((lean(slanted) ?? 0) >= 2, "a slanted H: \(String(describing: lean(slanted)))")
    }

    @Test func theInstalledObliqueIsUsedWhereItIs() {
        guard Font.italicSystemFontPath != nil else { return }  // fonts-dejavu-extra not installed here
        let installed = render(.italicSystemFont(ofSize: 24), installedItalic: true)
        let regular = render(Font(size: 24), installedItalic: true)
        try? installed.writePNG(to: TestOutput.path("tactile-italic-installed.png"))
        #expect(installed != regular)
        #expect((lean(installed) ?? 0) >= 2)
    }
}
