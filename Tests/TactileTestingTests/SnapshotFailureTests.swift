// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Foundation
import SnapshotTesting
import Testing
import Tactile
import TactileTesting

/// A snapshot that should fail does fail, and says why: the reference is recorded from the
/// fixture scene, then broken scenes are verified against it.
@MainActor
@Suite struct SnapshotFailureTests {
    let folder = Fixtures.temporaryFolder("failures")

    /// Records the intact scene as the reference named `name`, then verifies `broken`.
    func verify(_ broken: View, tolerance: ImageTolerance = .default, name: String = #function) -> String? {
        let recorded = verifySnapshot(of: Fixtures.scene(), as: .image(size: Fixtures.size, tolerance: tolerance),
                                      named: "scene", record: .all, snapshotDirectory: folder, testName: name)
        #expect(recorded?.contains("Record mode is on") == true)
        return verifySnapshot(of: broken, as: .image(size: Fixtures.size, tolerance: tolerance),
                              named: "scene", record: .missing, snapshotDirectory: folder, testName: name)
    }

    @Test func identicalSceneMatches() {
        #expect(verify(Fixtures.scene()) == nil)
    }

    @Test func movedViewFails() throws {
        let message = try #require(verify(Fixtures.scene(offset: 6)))
        #expect(message.contains("does not match reference"))
        #expect(message.contains(folder + "/movedViewFails.scene.png"))
        #expect(message.contains("solid 3x3 block"))
    }

    @Test func movedViewFailsWithoutTheSolidBlockRuleToo() throws {
        // 6 points of a 50-point-high card: 600 of 16000 pixels (3.75 %), beyond 1 %.
        let message = try #require(verify(Fixtures.scene(offset: 6), tolerance: ImageTolerance(solidBlock: nil)))
        #expect(message.contains("changed by more than ΔE 2"))
    }

    @Test func colourChangeBeyondToleranceFails() throws {
        let message = try #require(verify(Fixtures.scene(color: Color(r: 70, g: 140, b: 230))))
        #expect(message.contains("does not match reference"))
    }

    @Test func colourChangeWithinToleranceMatches() {
        // One level on each channel is ΔE < 1: what a blending change in SDL does.
        #expect(verify(Fixtures.scene(color: Color(r: 53, g: 121, b: 245))) == nil)
    }

    @Test func missingCornerFails() throws {
        let message = try #require(verify(Fixtures.scene(radius: 0)))
        #expect(message.contains("solid 3x3 block"))
    }

    @Test func oneLostCornerFails() throws {
        let broken = Fixtures.scene()
        broken.subviews[0].cornerRadii = CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 12)
        let message = try #require(verify(broken))
        // One lost corner is under the 1 % fraction: the solid-block rule is what catches it.
        let reference = Harness(root: Fixtures.scene(), size: Fixtures.size).render()
        let comparison = ImageComparison(reference: reference, actual: Harness(root: broken, size: Fixtures.size).render())
        print("one lost corner: \(comparison.changedPixels) changed, \(comparison.allowedChangedPixels) allowed")
        #expect(comparison.changedPixels > 20 && comparison.changedPixels <= comparison.allowedChangedPixels)
        #expect(comparison.solidBlockAt != nil)
        #expect(message.contains("solid 3x3 block"))
    }

    @Test func missingCornerFailsOnExactComparison() throws {
        let message = try #require(verify(Fixtures.scene(radius: 0), tolerance: .exact))
        #expect(message.contains("allowed: 0"))
    }

    @Test func sizeChangeFails() throws {
        let recorded = verifySnapshot(of: Fixtures.scene(), as: .image(size: Fixtures.size), named: "scene",
                                      record: .all, snapshotDirectory: folder)
        #expect(recorded != nil)
        let message = try #require(verifySnapshot(of: Fixtures.scene(), as: .image(size: Size(width: 161, height: 100)),
                                                  named: "scene", record: .missing, snapshotDirectory: folder))
        #expect(message.contains("Size differs: reference 160x100, snapshot 161x100"))
    }

    @Test func diffImageMarksTheChangedPixels() throws {
        let message = try #require(verify(Fixtures.scene(color: .orange)))
        let diffPath = try #require(Fixtures.path(after: "changed pixels red, differences within tolerance yellow):", in: message))
        let actualPath = try #require(Fixtures.path(after: "Actual image:", in: message))
        let diff = try Bitmap(contentsOfFile: diffPath)
        let actual = try Bitmap(contentsOfFile: actualPath)
        #expect(actual == Harness(root: Fixtures.scene(color: .orange), size: Fixtures.size).render())
        #expect(diff.width == 160 && diff.height == 100)
        // Inside the card: changed (red). Outside, with a margin for the anti-aliased edge: not.
        let card = Fixtures.cardFrame
        var redInside = 0, redOutside = 0
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                let red = diff.pixel(x: x, y: y) == .red
                let inner = Float(x) >= card.minX + 12 && Float(x) < card.maxX - 12 && Float(y) >= card.minY && Float(y) < card.maxY
                let outer = Float(x) < card.minX - 1 || Float(x) > card.maxX || Float(y) < card.minY - 1 || Float(y) > card.maxY
                if inner { #expect(red, "pixel \(x),\(y) inside the card should be marked") }
                if red && outer { redOutside += 1 }
                if red { redInside += 1 }
            }
        }
        #expect(redOutside == 0)
        // Every pixel marked red is one the comparison counted as changed, and vice versa.
        let reference = Harness(root: Fixtures.scene(), size: Fixtures.size).render()
        let comparison = ImageComparison(reference: reference, actual: actual)
        #expect(redInside == comparison.changedPixels)
        #expect(comparison.changedPixels > 4000)
    }

    @Test func corruptReferenceSaysSo() throws {
        let path = folder + "/corruptReferenceSaysSo.scene.png"
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        let message = try #require(verifySnapshot(of: Fixtures.scene(), as: .image(size: Fixtures.size), named: "scene",
                                                  record: .missing, snapshotDirectory: folder))
        #expect(message.contains("not a PNG SDL_image can decode"))
    }
}
#endif
