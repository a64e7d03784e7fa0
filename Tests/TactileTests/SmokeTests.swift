import XCTest
import Testing
@testable import Tactile
import TactileTesting

final class SmokeXCTests: XCTestCase {
    @MainActor func testAsyncMain() async throws {
        let h = Harness(root: View(), size: Size(width: 10, height: 10))
        XCTAssertEqual(h.render().width, 10)
    }
    func testAssume() throws {
        try MainActor.assumeIsolated {
            let h = Harness(root: View(), size: Size(width: 10, height: 10))
            XCTAssertEqual(h.render().width, 10)
            _ = try Optional(1).map { $0 }
        }
    }
}

@MainActor
@Suite struct SmokeTests {
    @Test func renderScene() throws {
        let root = View()
        root.backgroundColor = Color(r: 30, g: 30, b: 40)
        for i in 0..<12 {
            let b = View(frame: Rect(x: Float(5 + (i % 6) * 130), y: Float(5 + (i / 6) * 43), width: 120, height: 40))
            b.backgroundColor = Color(r: 40, g: 160, b: 90)
            b.cornerRadius = 8
            b.clipsToBounds = true
            let accent = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            accent.backgroundColor = Color(r: 200, g: 80, b: 60)
            b.addSubview(accent)
            root.addSubview(b)
        }
        let big = View(frame: Rect(x: 40, y: 140, width: 300, height: 200))
        big.backgroundColor = .white
        big.cornerRadii = CornerRadii(topLeft: 40, topRight: 10, bottomRight: 60, bottomLeft: 0)
        big.borderWidth = 4
        big.borderColor = .blue
        root.addSubview(big)
        let h = Harness(root: root, size: Size(width: 800, height: 480))
        let img = h.render()
        try img.writePNG(to: "/tmp/smoke.png")
        #expect(img.pixel(x: 5, y: 5) == Color(r: 30, g: 30, b: 40))
    }
}
