import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// BezierPath's geometry, the rasteriser's coverage and fill rules, and bad input.
@MainActor
@Suite struct PathTests {
    @Test func containsFollowsTheFillRule() {
        let p = BezierPath(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        p.append(BezierPath(rect: Rect(x: 25, y: 25, width: 50, height: 50)))
        #expect(p.contains(Point(x: 50, y: 50)))  // non-zero: both wind the same way
        p.usesEvenOddFillRule = true
        #expect(!p.contains(Point(x: 50, y: 50)))
        #expect(p.contains(Point(x: 10, y: 10)))
        #expect(!p.contains(Point(x: 150, y: 10)))
        let oval = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(oval.contains(Point(x: 50, y: 25)))
        #expect(!oval.contains(Point(x: 3, y: 3)))
        #expect(!oval.contains(Point(x: .nan, y: 3)))
    }

    @Test func boundsTransformAndArcs() {
        let p = BezierPath(roundedRect: Rect(x: 10, y: 20, width: 40, height: 30), cornerRadius: 8)
        #expect(p.bounds == Rect(x: 10, y: 20, width: 40, height: 30))
        p.apply(AffineTransform(translationX: 5, y: -5))
        #expect(p.bounds == Rect(x: 15, y: 15, width: 40, height: 30))
        let arc = BezierPath(arcCenter: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let end = arc.currentPoint ?? .zero
        #expect(abs(end.x) < 1e-4 && abs(end.y - 10) < 1e-4, "clockwise from +x reaches +y (down): \(end)")
        let ccw = BezierPath(arcCenter: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(ccw.contains(Point(x: -5, y: -5)), "the long way round")
    }

    @Test func coverageIsExactOnPixelEdgesAndHalfOnHalfPixels() {
        let square = [[Point(x: 1, y: 1), Point(x: 3, y: 1), Point(x: 3, y: 3), Point(x: 1, y: 3)]]
        let cov = PathRasterizer.coverage(of: square, width: 4, height: 4, evenOdd: false)
        #expect(cov == [0, 0, 0, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 0, 0, 0])
        let half = [[Point(x: 0.5, y: 0), Point(x: 2, y: 0), Point(x: 2, y: 1), Point(x: 0.5, y: 1)]]
        let h = PathRasterizer.coverage(of: half, width: 2, height: 1, evenOdd: false)
        #expect(h == [128, 255])
    }

    @Test func badInputIsDroppedOrClamped() {
        let errors = Diagnostics.capture {
            let p = BezierPath()
            p.move(to: Point(x: .nan, y: 0))
            p.addLine(to: Point(x: .infinity, y: 3))
            p.addArc(withCenter: .zero, radius: -5, startAngle: 0, endAngle: 1, clockwise: true)
            p.addArc(withCenter: .zero, radius: 5, startAngle: .nan, endAngle: 1, clockwise: true)
            #expect(p.isEmpty)
            p.lineWidth = -3
            #expect(p.lineWidth == 1)
            p.miterLimit = .nan
            #expect(p.miterLimit == 10)
            p.setLineDash([4, -1], phase: .nan)
            #expect(p.lineDashPattern.isEmpty)
            let s = ShapeLayer()
            s.strokeEnd = .nan
            s.strokeStart = -4
            s.lineWidth = .infinity
            #expect(s.strokeEnd == 1 && s.strokeStart == 0 && s.lineWidth == 1e4)
        }
        #expect(!errors.isEmpty, "dropped points are reported")
    }

    @Test func aMillionPointScribbleIsRefusedWithAReport() {
        // A million random points across a 200-pixel square: over the rasteriser's budget
        // even at one sub-scanline a row, so it is reported and not drawn (not a hang).
        let p = BezierPath()
        var rng = SeededGenerator(seed: 27)
        p.move(to: Point(x: 0, y: 0))
        for _ in 0..<1_000_000 { p.addLine(to: Point(x: Float.random(in: 0...200, using: &rng), y: Float.random(in: 0...200, using: &rng))) }
        p.close()
        #expect(p.elements.count <= BezierPath.maximumElementCount)
        let s = ShapeLayer()
        s.path = p
        let reports = Diagnostics.capture { _ = s.raster(scale: 1, dark: false) }
        #expect(reports.contains { $0.contains("not drawn") })
    }

    @Test func aMillionPointCircleIsDrawn() {
        let p = BezierPath()
        for i in 0..<1_000_000 {
            let a = Float(i) / 1_000_000 * 2 * .pi
            let q = Point(x: 100 + 90 * cos(a), y: 100 + 90 * sin(a))
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.close()
        let s = ShapeLayer()
        s.path = p
        let image = s.raster(scale: 1, dark: false)?.image
        #expect(image?.bitmap.pixel(x: 99, y: 99).a == 255)
    }

    @Test func aLongRoundJoinedStrokeStaysBounded() {
        // 300 000 points with round joins: joins fall back to bevels (a round join is up to
        // 128 points), so stroking makes a few polygons a point, not hundreds.
        let p = BezierPath()
        for i in 0..<300_000 {
            let q = Point(x: Float(i) / 1500, y: 50 + 40 * sin(Float(i) / 3000))
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        let s = PathStroker(width: 4, cap: .round, join: .round, miterLimit: 10)
        let lines = PathFlattener.polylines(of: p, transform: .identity, tolerance: 0.2)
        let polys = s.polygons(of: lines)
        let points = polys.reduce(0) { $0 + $1.count }
        #expect(points < 300_000 * 12, "\(points) points")
    }
}
