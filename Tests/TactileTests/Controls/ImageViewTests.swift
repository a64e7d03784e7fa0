import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
@Suite struct ImageViewTests {
    let red = Color(r: 220, g: 30, b: 30)
    let backdrop = Color(r: 10, g: 10, b: 10)

    /// A 100x50 red image in a 100x100 view at (0, 0).
    func render(_ mode: ContentMode, tint: Color? = nil, image: Image? = nil) -> Bitmap {
        let iv = ImageView(image: image ?? Image(bitmap: Bitmap(width: 100, height: 50, fill: red)))
        iv.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        iv.contentMode = mode
        iv.tintColor = tint
        let root = View()
        root.backgroundColor = backdrop
        root.addSubview(iv)
        return Harness(root: root, size: Size(width: 120, height: 120)).render()
    }

    @Test func contentModes() {
        let fill = render(.scaleToFill)
        #expect(fill.pixel(x: 50, y: 5) == red && fill.pixel(x: 50, y: 95) == red)
        let fit = render(.scaleAspectFit)
        #expect(fit.pixel(x: 50, y: 10) == backdrop, "letterboxed above")
        #expect(fit.pixel(x: 50, y: 50) == red)
        #expect(fit.pixel(x: 50, y: 90) == backdrop, "and below")
        let aspectFill = render(.scaleAspectFill)
        #expect(aspectFill.pixel(x: 50, y: 5) == red && aspectFill.pixel(x: 2, y: 95) == red)
        #expect(aspectFill.pixel(x: 105, y: 50) == backdrop, "cropped to the view, not spilling over")
        let center = render(.center)
        #expect(center.pixel(x: 50, y: 20) == backdrop && center.pixel(x: 50, y: 50) == red)
        // A centred image larger than the view is cut at its edges.
        let big = render(.center, image: Image(bitmap: Bitmap(width: 300, height: 300, fill: red)))
        #expect(big.pixel(x: 50, y: 50) == red && big.pixel(x: 110, y: 50) == backdrop)
    }

    @Test func tintMultipliesAWhiteTemplate() {
        let white = Image(bitmap: Bitmap(width: 100, height: 100, fill: .white))
        let img = render(.scaleToFill, tint: Color(r: 0, g: 200, b: 100), image: white)
        #expect(img.pixel(x: 50, y: 50) == Color(r: 0, g: 200, b: 100))
    }

    @Test func missingFilesThrowNamingTheFile() {
        do {
            _ = try ImageView(contentsOfFile: "/nope/missing.png")
            Issue.record("expected an error")
        } catch let TactileError.imageLoadFailed(path, _) {
            #expect(path == "/nope/missing.png")
        } catch {
            Issue.record("unexpected \(error)")
        }
        let empty = ImageView()
        #expect(empty.intrinsicContentSize.width == View.noIntrinsicMetric)
        #expect(empty.sizeThatFits(Size(width: 50, height: 50)) == .zero)
    }
}
