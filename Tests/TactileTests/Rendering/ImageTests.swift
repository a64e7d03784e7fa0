import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ImageTests {
    @Test func pngRoundTripAndScaledDraw() throws {
        var bm = Bitmap(width: 4, height: 4, fill: .red)
        bm.setPixel(x: 3, y: 3, to: .blue)
        let path = TestOutput.path("tactile-image-test.png")
        try bm.writePNG(to: path)
        let image = try Image(contentsOfFile: path)
        #expect(image.size == Size(width: 4, height: 4))
        #expect(image.bitmap.pixel(x: 3, y: 3) == .blue)
        let out = try OffscreenOutput(size: Size(width: 40, height: 40))
        out.renderer.beginFrame()
        out.renderer.clear(.black)
        out.renderer.draw(image, in: Rect(x: 0, y: 0, width: 40, height: 40))
        let px = out.readPixels()
        #expect(px.pixel(x: 5, y: 5) == .red)
        #expect(px.pixel(x: 35, y: 35) == .blue)
    }

    @Test func missingAndCorruptImagesNameTheFile() throws {
        do {
            _ = try Image(contentsOfFile: "/nope/missing.png")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("/nope/missing.png"))
        }
        do {
            _ = try Image(data: [1, 2, 3, 4], name: "garbage.png")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("garbage.png"))
        }
    }

    @Test func imageInRoundedClipIsCutAtTheCorner() throws {
        let image = Image(bitmap: Bitmap(width: 8, height: 8, fill: .white))
        let out = try OffscreenOutput(size: Size(width: 60, height: 60))
        let r = out.renderer
        r.beginFrame()
        r.clear(.black)
        r.save()
        r.clip(to: Rect(x: 0, y: 0, width: 60, height: 60), radii: CornerRadii(all: 20))
        r.draw(image, in: Rect(x: 0, y: 0, width: 60, height: 60))
        r.restore()
        let px = out.readPixels()
        #expect(px.pixel(x: 1, y: 1) == .black)
        #expect(px.pixel(x: 58, y: 58) == .black)
        #expect(px.pixel(x: 30, y: 30) == .white)
        #expect(px.pixel(x: 30, y: 0) == .white)
    }

    @Test func releasedImagesFreeTheirTextures() throws {
        let out = try OffscreenOutput(size: Size(width: 10, height: 10))
        let r = out.renderer
        do {
            let image = Image(bitmap: Bitmap(width: 2, height: 2, fill: .green))
            r.beginFrame()
            r.draw(image, in: Rect(x: 0, y: 0, width: 10, height: 10))
            #expect(r.imageTextureCount == 1)
        }
        r.beginFrame()
        #expect(r.imageTextureCount == 0)
    }
}
