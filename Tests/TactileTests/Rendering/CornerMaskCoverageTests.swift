import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics
import TactileTesting

/// Corner masks integrate only the pixels the curve crosses; the result is the same
/// coverage as sampling every pixel 4x4.
@MainActor
@Suite struct CornerMaskCoverageTests {
    /// Coverage of pixel (i, j) of a top-left corner by brute-force 4x4 sampling.
    func sampled(_ i: Int, _ j: Int, radius: Int, width: Int) -> UInt8 {
        let r = Float(radius), inner = Float(max(0, radius - width))
        let ring = width > 0 && width < radius
        var hits = 0
        for sy in 0..<4 { for sx in 0..<4 {
            let dx = r - (Float(i) + (Float(sx) + 0.5) / 4), dy = r - (Float(j) + (Float(sy) + 0.5) / 4)
            let d2 = dx * dx + dy * dy
            if d2 <= r * r && (!ring || d2 >= inner * inner) { hits += 1 }
        } }
        return UInt8((Float(hits) / 16 * 255).rounded())
    }

    @Test(arguments: [(1, 0), (7, 0), (16, 3), (33, 0), (33, 40), (120, 7)])
    func coverageMatchesFullSampling(radius: Int, width: Int) throws {
        let out = try OffscreenOutput(size: Size(width: 4, height: 4))
        let m = try #require(out.renderer.cornerMasks.mask(radius: radius, width: width, corner: .topLeft))
        var mismatches = 0
        for j in 0..<radius { for i in 0..<radius where m.coverage[j * radius + i] != sampled(i, j, radius: radius, width: width) {
            mismatches += 1
        } }
        #expect(mismatches == 0)
    }
}
