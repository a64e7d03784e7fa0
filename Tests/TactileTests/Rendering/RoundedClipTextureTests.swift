import Testing
@testable import Tactile
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
        try img.writePNG(to: "/tmp/clip-image.png")
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
        try clipped.writePNG(to: "/tmp/clip-pattern.png")
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
