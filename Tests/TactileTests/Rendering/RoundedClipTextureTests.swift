import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct RoundedClipTextureTests {
    @Test func textUnderEveryCornerOfARoundedClipIsCutCleanly() throws {
        let out = try OffscreenOutput(size: Size(width: 80, height: 60))
        let r = out.renderer
        r.beginFrame()
        r.clear(.black)
        r.save()
        r.clip(to: Rect(x: 10, y: 10, width: 60, height: 40), radii: CornerRadii(all: 15))
        r.draw(Image(bitmap: Bitmap(width: 80, height: 60, fill: .white)), in: Rect(x: 0, y: 0, width: 80, height: 60))
        r.restore()
        let img = out.readPixels()
        try img.writePNG(to: TestOutput.path("clip-image.png"))
        // Inside, near each corner but inside the curve, is white; the corner itself black.
        for (x, y) in [(20, 20), (59, 20), (59, 39), (20, 39), (40, 10), (40, 49), (10, 30), (69, 30)] {
            #expect(img.pixel(x: x, y: y) == .white, "(\(x),\(y)) should be inside")
        }
        for (x, y) in [(10, 10), (69, 10), (69, 49), (10, 49)] {
            #expect(img.pixel(x: x, y: y) == .black, "(\(x),\(y)) should be cut")
        }
    }
}

extension RoundedClipTextureTests {
    /// A patterned image under a rounded clip must show the same pixels as without the
    /// clip everywhere inside the curves (texture coordinates mapped right at every corner).
    @Test func patternUnderRoundedClipMatchesTheUnclippedImageInside() throws {
        var bm = Bitmap(width: 80, height: 60)
        for y in 0..<60 { for x in 0..<80 { bm.setPixel(x: x, y: y, to: Color(r: UInt8(x * 3), g: UInt8(y * 4), b: UInt8((x + y) % 2 * 255))) } }
        let image = Image(bitmap: bm)
        func render(clipped: Bool) throws -> Bitmap {
            let out = try OffscreenOutput(size: Size(width: 80, height: 60))
            let r = out.renderer
            r.beginFrame()
            r.clear(.black)
            r.save()
            if clipped { r.clip(to: Rect(x: 10, y: 10, width: 60, height: 40), radii: CornerRadii(all: 15)) }
            r.draw(image, in: Rect(x: 0, y: 0, width: 80, height: 60))
            r.restore()
            return out.readPixels()
        }
        let plain = try render(clipped: false)
        let clipped = try render(clipped: true)
        try clipped.writePNG(to: TestOutput.path("clip-pattern.png"))
        var wrong = 0
        for y in 10..<50 {
            for x in 10..<70 {
                // Distance from the nearest corner centre, for pixels in corner squares.
                let cx: Float = x < 25 ? 25 : (x >= 55 ? 55 : Float(x) + 0.5)
                let cy: Float = y < 25 ? 25 : (y >= 35 ? 35 : Float(y) + 0.5)
                let dx = Float(x) + 0.5 - cx, dy = Float(y) + 0.5 - cy
                if (dx * dx + dy * dy).squareRoot() > 13.5 { continue }  // the curve and its fringe
                if clipped.pixel(x: x, y: y) != plain.pixel(x: x, y: y) { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels inside the clip differ from the unclipped image")
    }
}

extension RoundedClipTextureTests {
    /// A translucent circle whose pixel diameter is odd: its corner squares must not overlap,
    /// or the middle column is blended twice (a visible seam).
    @Test func translucentOddCircleHasNoDoublePaintedSeam() throws {
        let out = try OffscreenOutput(size: Size(width: 120, height: 120))
        let r = out.renderer
        r.beginFrame()
        r.clear(.black)
        let colour = Color(r: 255, g: 255, b: 255, a: 128)
        r.fillCircle(center: Point(x: 60.5, y: 60.5), radius: 51.5, color: colour)
        r.strokeCircle(center: Point(x: 60.5, y: 60.5), radius: 51.5, width: 6, color: colour)
        let img = out.readPixels()
        try img.writePNG(to: TestOutput.path("odd-circle.png"))
        // Inside the fill (away from the ring) every pixel has the same colour.
        let inside = img.pixel(x: 60, y: 40)
        for y in 20...100 { #expect(img.pixel(x: 60, y: y) == inside || y < 23 || y > 97, "row \(y) of the centre column") }
        for x in 20...100 { #expect(img.pixel(x: x, y: 60) == inside || x < 23 || x > 97, "column \(x) of the centre row") }
        // The ring's top and bottom centre pixels match their neighbours.
        #expect(img.pixel(x: 60, y: 11) == img.pixel(x: 59, y: 11))
        #expect(img.pixel(x: 60, y: 110) == img.pixel(x: 59, y: 110))
    }
}
