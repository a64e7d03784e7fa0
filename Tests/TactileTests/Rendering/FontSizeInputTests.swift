import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A font whose size is set after creation to nonsense (infinite, NaN, huge, negative)
/// measures and draws like a sanitised font instead of trapping.
@MainActor
@Suite struct FontSizeInputTests {
    @Test(arguments: [Float.infinity, -Float.infinity, .nan, 1e12, -5])
    func nonsenseSizeSetAfterCreationDoesNotTrap(size: Float) throws {
        let out = try OffscreenOutput(size: Size(width: 120, height: 40), pixelScale: 2)
        let r = out.renderer
        var font = Font(size: 14)
        font.size = size
        r.beginFrame()
        r.clear(.white)
        let measured = r.measureText("Hi", font: font)
        #expect(measured.width.isFinite && measured.width > 0)
        #expect(r.lineHeight(of: font).isFinite)
        r.drawText("Hi", font: font, color: .black, at: Point(x: 2, y: 2))
        r.present()
        #expect(out.readPixels().width == 240)
    }
}
