import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
@testable import TactileGraphics

/// `Transform3D`: Core Animation's conventions, inversion, affine conversion, bad input.
@Suite struct Transform3DTests {
    func close(_ a: Transform3D, _ b: Transform3D, _ eps: Float = 1e-4) -> Bool {
        zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }).allSatisfy { abs($0 - $1) <= eps }
    }

    @Test func rotationAboutZMatchesTheAffineRotation() {
        let t = Transform3DMakeRotation(0.7, 0, 0, 1)
        #expect(t.isAffine)
        let a = AffineTransform(rotationAngle: 0.7)
        #expect(abs(t.affineTransform.a - a.a) < 1e-6 && abs(t.affineTransform.b - a.b) < 1e-6)
        #expect(abs(t.affineTransform.c - a.c) < 1e-6 && abs(t.affineTransform.d - a.d) < 1e-6)
    }

    @Test func concatAppliesTheFirstFirst() {
        // Scale then translate: (1, 0) → (2, 0) → (12, 0); the other order gives (22, 0).
        let s = Transform3DMakeScale(2, 2, 1), t = Transform3DMakeTranslation(10, 0, 0)
        #expect(Transform3DConcat(s, t).project(Point(x: 1, y: 0)) == Point(x: 12, y: 0))
        #expect(Transform3DConcat(t, s).project(Point(x: 1, y: 0)) == Point(x: 22, y: 0))
        #expect(Transform3DTranslate(s, 10, 0, 0) == Transform3DConcat(t, s))
    }

    @Test func perspectiveShrinksTheFarSide() throws {
        var p = Transform3DIdentity
        p.m34 = -1 / 500
        let t = Transform3DRotate(p, .pi / 4, 0, 1, 0)
        #expect(!t.isAffine)
        let right = try #require(t.project(Point(x: 100, y: 100)))
        let left = try #require(t.project(Point(x: -100, y: 100)))
        // +x turns away from the eye (right-handed, z towards the viewer): the right edge is shorter.
        #expect(abs(right.y) < abs(left.y))
        #expect(abs(right.x) < 100 && abs(left.x) > 70)
    }

    @Test func inverseUndoes() {
        var t = Transform3DMakeRotation(0.3, 1, 2, 3)
        t = Transform3DScale(t, 2, 3, 4)
        t = Transform3DTranslate(t, 5, -6, 7)
        #expect(close(Transform3DConcat(t, Transform3DInvert(t)), .identity))
        #expect(Transform3DIsIdentity(Transform3DConcat(.identity, Transform3D())))
    }

    @Test func badInputNeverTraps() {
        let flat = Transform3DMakeScale(0, 1, 1)
        #expect(!flat.isInvertible && Transform3DInvert(flat) == flat, "as CA: no inverse gives the input back")
        let nan = Transform3DMakeTranslation(.nan, 0, 0)
        #expect(!nan.isFinite && Transform3DInvert(nan).m41.isNaN && nan.project(.zero) == nil)
        #expect(Transform3DMakeRotation(1, 0, 0, 0) == .identity, "zero axis")
        #expect(Transform3DMakeRotation(.infinity, 0, 0, 1) == .identity)
        var behind = Transform3DIdentity
        behind.m34 = -1 / 10
        behind = Transform3DRotate(behind, .pi / 2, 0, 1, 0)
        #expect(behind.project(Point(x: -50, y: 0)) == nil, "behind the eye")
        #expect(Transform3DMakeAffineTransform(AffineTransform(translationX: 3, y: 4)).affineTransform == AffineTransform(translationX: 3, y: 4))
        #expect(Transform3DGetAffineTransform(.identity).isIdentity && Transform3DEqualToTransform(.identity, .identity))
    }
}
