import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A scaled image under a rounded clip: inside the clip's shape, every pixel is the pixel the
/// same image drawn without the rounded corners has (the corner rows used to take texels of
/// their own, so squares of a checkerboard jumped sideways in the corners; and the batched
/// strategy's normalised texture coordinates, replayed by SDL's software renderer, landed one
/// texel row short).
@MainActor
@Suite struct ScaledImageCornerTests {
    func photo(radius: Float, size: Size, mode: ContentMode) -> ImageView {
        let v = ImageView(image: BatchedRenderingTests.checker())
        v.frame = Rect(x: 13, y: 11, width: size.width, height: size.height)
        v.contentMode = mode
        v.cornerRadius = radius
        v.clipsToBounds = true
        return v
    }

    @Test(arguments: [(RenderStrategy.direct, Float(1)), (.direct, 1.5), (.direct, 2), (.batched, 1), (.batched, 1.5), (.batched, 2)])
    func cornersShowTheSameTexelsAsTheMiddle(strategy: RenderStrategy, scale: Float) throws {
        try compareCorners(strategy: strategy, scale: scale)
    }

    func compareCorners(strategy: RenderStrategy, scale: Float) throws {
        let size = Size(width: 100, height: 70), radius: Float = 18
        for mode in [ContentMode.scaleToFill, .scaleAspectFill] {
            let rounded = Harness(subviews: [photo(radius: radius, size: size, mode: mode)], size: Size(width: 130, height: 100), scale: scale)
            let square = Harness(subviews: [photo(radius: 0, size: size, mode: mode)], size: Size(width: 130, height: 100), scale: scale)
            for h in [rounded, square] {
                h.renderer.renderStrategy = strategy
                h.window.setNeedsFullRedraw()
            }
            let a = rounded.render(), b = square.render()
            try? a.writePNG(to: TestOutput.path("tactile-scaled-corner-\(strategy)-\(scale)-\(mode).png"))
            // Pixels well inside the rounded shape (1.5 pt away from the corner arcs).
            var differing = 0, checked = 0
            for py in 0..<a.height {
                for px in 0..<a.width {
                    let x = (Float(px) + 0.5) / scale - 13, y = (Float(py) + 0.5) / scale - 11
                    guard x >= 0, y >= 0, x < size.width, y < size.height else { continue }
                    let cx = min(max(x, radius), size.width - radius), cy = min(max(y, radius), size.height - radius)
                    let d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
                    guard d < radius - 1.5 else { continue }
                    checked += 1
                    let p = a.pixel(x: px, y: py), q = b.pixel(x: px, y: py)
                    if abs(Int(p.r) - Int(q.r)) > 2 || abs(Int(p.g) - Int(q.g)) > 2 || abs(Int(p.b) - Int(q.b)) > 2 { differing += 1 }
                }
            }
            #expect(checked > 5000)
            #expect(differing == 0, "\(strategy) at \(scale)x, \(mode): \(differing) of \(checked) pixels differ from the square image")
        }
    }
}
