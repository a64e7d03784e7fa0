import Foundation
import Testing
import Tactile
import TactileTesting

/// The tolerance rules on hand-made bitmaps, and the PNG codec.
@Suite struct ImageComparisonTests {
    static func base() -> Bitmap { Bitmap(width: 100, height: 100, fill: Color(r: 40, g: 40, b: 40)) }

    @Test func scatteredThinChangesWithinTheFractionMatch() {
        var changed = Self.base()
        // 90 isolated pixels (0.9 %), strongly different: glyph-edge noise.
        for i in 0..<90 { changed.setPixel(x: (i * 7) % 100, y: (i * 13) % 100 / 2 * 2, to: .white) }
        let c = ImageComparison(reference: Self.base(), actual: changed)
        #expect(c.changedPixels == 90)
        #expect(c.matches)
    }

    @Test func moreThanTheFractionFails() {
        var changed = Self.base()
        for i in 0..<101 { changed.setPixel(x: i % 100, y: (i / 100) * 2, to: .white) }
        let c = ImageComparison(reference: Self.base(), actual: changed)
        #expect(c.changedPixels == 101)
        #expect(c.allowedChangedPixels == 100)
        #expect(!c.matches)
    }

    @Test func aSolidBlockFailsEvenWithinTheFraction() {
        var changed = Self.base()
        for y in 10..<13 { for x in 20..<23 { changed.setPixel(x: x, y: y, to: .white) } }
        let c = ImageComparison(reference: Self.base(), actual: changed)
        #expect(c.changedPixels == 9)
        #expect(c.solidBlockAt == Point(x: 20, y: 10))
        #expect(!c.matches)
        #expect(c.changedBounds == Rect(x: 20, y: 10, width: 3, height: 3))
        // A 2-pixel-wide line of the same count does not trip the rule.
        var line = Self.base()
        for y in 10..<15 { for x in 20..<22 { line.setPixel(x: x, y: y, to: .white) } }
        #expect(ImageComparison(reference: Self.base(), actual: line).matches)
    }

    @Test func smallColourShiftsAreNotChanges() {
        let shifted = Bitmap(width: 100, height: 100, fill: Color(r: 42, g: 41, b: 40))
        let c = ImageComparison(reference: Self.base(), actual: shifted)
        #expect(c.differentPixels == 10_000)
        #expect(c.changedPixels == 0)
        #expect(c.matches)
        #expect(!ImageComparison(reference: Self.base(), actual: shifted, tolerance: .exact).matches)
    }

    @Test func deltaEThresholdFollowsPerceptualPrecision() {
        let grey = Bitmap(width: 10, height: 10, fill: Color(r: 128, g: 128, b: 128))
        let lighter = Bitmap(width: 10, height: 10, fill: Color(r: 138, g: 138, b: 138))  // ΔE ≈ 3.5
        #expect(!ImageComparison(reference: grey, actual: lighter, tolerance: ImageTolerance(precision: 1, perceptualPrecision: 0.98)).matches)
        #expect(ImageComparison(reference: grey, actual: lighter, tolerance: ImageTolerance(precision: 1, perceptualPrecision: 0.95)).matches)
    }

    @Test func pngRoundTripIsExact() throws {
        var b = Bitmap(width: 7, height: 5)
        for y in 0..<5 { for x in 0..<7 { b.setPixel(x: x, y: y, to: Color(r: UInt8(x * 30), g: UInt8(y * 50), b: 9, a: UInt8(255 - x * 10))) } }
        let data = try b.pngData()
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try Bitmap(pngData: data) == b)
    }

    @Test func badPNGBytesThrowNamingTheSource() {
        #expect(throws: TactileError.self) { try Bitmap(pngData: Data([1, 2, 3]), source: "ref.png") }
        do {
            _ = try Bitmap(pngData: Data(), source: "ref.png")
        } catch {
            #expect("\(error)".contains("ref.png"))
        }
        #expect(throws: TactileError.self) { try Bitmap(width: 0, height: 3).pngData() }
    }

    @Test func toleranceClampsBadValues() {
        let t = ImageTolerance(precision: .nan, perceptualPrecision: 3, solidBlock: 0)
        #expect(t.precision == 1)
        #expect(t.perceptualPrecision == 1)
        #expect(t.solidBlock == 1)
    }
}
