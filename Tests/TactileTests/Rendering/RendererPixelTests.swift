import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Pixels read back from the software renderer: curves, fringes, clips, opacity.
@MainActor
@Suite struct RendererPixelTests {
    let bg = Color(r: 30, g: 30, b: 40)
    let fill = Color(r: 40, g: 160, b: 90)

    func canvas(_ size: Size = Size(width: 200, height: 120), draw: (Renderer) -> Void) throws -> Bitmap {
        try drawOffscreen(size, scale: 1, background: bg, draw)
    }

    @Test func roundedCornerOutsideCurveIsBackgroundInsideIsFill() throws {
        let img = try canvas { $0.fillRoundedRect(Rect(x: 10, y: 10, width: 100, height: 60), radius: 20, color: fill) }
        try? img.writePNG(to: TestOutput.path("tactile-rounded.png"))
        // The corner pixel of the bounding box lies outside the curve.
        #expect(img.pixel(x: 10, y: 10) == bg)
        #expect(img.pixel(x: 12, y: 12) == bg)
        // Well inside the curve, and in the straight parts.
        #expect(img.pixel(x: 20, y: 20) == fill)
        #expect(img.pixel(x: 60, y: 10) == fill)
        #expect(img.pixel(x: 10, y: 40) == fill)
        #expect(img.pixel(x: 109, y: 69) == bg)
        #expect(img.pixel(x: 60, y: 69) == fill)
        // Outside the rectangle entirely.
        #expect(img.pixel(x: 9, y: 40) == bg)
    }

    @Test func antiAliasedEdgePixelIsABlend() throws {
        let img = try canvas { $0.fillRoundedRect(Rect(x: 10, y: 10, width: 100, height: 60), radius: 20, color: fill) }
        // Along the 45-degree diagonal of the top-left curve: centre (30,30), radius 20.
        // Pixels on the diagonal cross from background to fill; at least one is strictly between.
        var blends = 0
        for d in 0..<20 {
            let c = img.pixel(x: 10 + d, y: 10 + d)
            if c != bg && c != fill {
                blends += 1
                #expect(c.g > bg.g && c.g < fill.g, "edge pixel \(c) is not between background and fill")
            }
        }
        #expect(blends >= 1)
    }

    @Test func childInRoundedClipIsCutAtTheCorner() throws {
        let accent = Color(r: 200, g: 80, b: 60)
        let img = try canvas { r in
            r.save()
            r.clip(to: Rect(x: 10, y: 10, width: 120, height: 40), radii: CornerRadii(all: 12))
            r.fill(Rect(x: 10, y: 10, width: 40, height: 40), color: accent)
            r.restore()
        }
        #expect(img.pixel(x: 10, y: 10) == bg, "the accent must not fill the clip's rounded corner")
        #expect(img.pixel(x: 10, y: 49) == bg)
        #expect(img.pixel(x: 25, y: 30) == accent)
        #expect(img.pixel(x: 10, y: 30) == accent)
        // Nothing right of the accent's own rectangle.
        #expect(img.pixel(x: 55, y: 30) == bg)
    }

    @Test func textInRoundedClipIsCutAtTheCorner() throws {
        let img = try canvas { r in
            r.save()
            r.clip(to: Rect(x: 10, y: 10, width: 60, height: 60), radii: CornerRadii(all: 30))
            // A white block of text filling the clip: the corner must stay background.
            for row in 0..<4 {
                r.drawText("██████", font: Font(size: 16), color: .white, at: Point(x: 5, y: Float(5 + row * 19)))
            }
            r.restore()
        }
        try? img.writePNG(to: TestOutput.path("tactile-text-clip.png"))
        #expect(img.pixel(x: 11, y: 11) == bg)
        #expect(img.pixel(x: 40, y: 40) == .white)
    }

    @Test func rectangularClipCutsFills() throws {
        let img = try canvas { r in
            r.save()
            r.clip(to: Rect(x: 20, y: 20, width: 30, height: 30))
            r.fill(Rect(x: 0, y: 0, width: 200, height: 120), color: fill)
            r.restore()
            r.fill(Rect(x: 100, y: 100, width: 5, height: 5), color: .white)
        }
        #expect(img.pixel(x: 19, y: 25) == bg)
        #expect(img.pixel(x: 20, y: 20) == fill)
        #expect(img.pixel(x: 49, y: 49) == fill)
        #expect(img.pixel(x: 50, y: 49) == bg)
        #expect(img.pixel(x: 102, y: 102) == .white, "restore() must lift the clip")
    }

    @Test func translucentColoursBlendOverWhatIsBelow() throws {
        let img = try canvas { r in
            r.fill(Rect(x: 0, y: 0, width: 100, height: 100), color: .white)
            r.fill(Rect(x: 0, y: 0, width: 100, height: 100), color: Color(r: 0, g: 0, b: 0, a: 128))
        }
        let c = img.pixel(x: 50, y: 50)
        #expect((126...128).contains(Int(c.r)), "50% black over white is mid grey, got \(c)")
    }

    @Test func opacityIsInheritedDownTheTree() throws {
        let root = View()
        root.backgroundColor = .white
        let parent = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        parent.alpha = 0.5
        let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        child.backgroundColor = .black
        parent.addSubview(child)
        root.addSubview(parent)
        let img = Harness(root: root, size: Size(width: 200, height: 200)).render()
        let c = img.pixel(x: 40, y: 40)
        #expect((126...129).contains(Int(c.r)), "black at inherited 50% over white, got \(c)")
        #expect(img.pixel(x: 150, y: 150) == .white)
    }

    @Test func strokedRoundedRectHasHollowInside() throws {
        let img = try canvas { $0.strokeRoundedRect(Rect(x: 10, y: 10, width: 100, height: 60), radii: CornerRadii(all: 10), width: 3, color: .white) }
        #expect(img.pixel(x: 60, y: 11) == .white)
        #expect(img.pixel(x: 60, y: 40) == bg)
        #expect(img.pixel(x: 10, y: 10) == bg)
    }

    @Test func nanAndNegativeGeometryDrawsNothingAndDoesNotCrash() throws {
        let img = try canvas { r in
            r.fill(Rect(x: .nan, y: 0, width: 10, height: 10), color: .white)
            r.fillRoundedRect(Rect(x: 0, y: 0, width: -50, height: .infinity), radius: .nan, color: .white)
            r.drawText("x", font: Font(size: .nan), color: .white, at: Point(x: .nan, y: 1))
            r.drawLine(from: .zero, to: Point(x: .infinity, y: 0), color: .white)
        }
        #expect(img.pixel(x: 5, y: 5) == bg)
    }
}
