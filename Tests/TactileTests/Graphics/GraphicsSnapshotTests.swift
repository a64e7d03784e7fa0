// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Shadows, gradients and paths, written as PNGs and compared with references.
@MainActor
@Suite(.serialized) struct GraphicsSnapshotTests {
    @Test func shadows() throws {
        let h = Harness(root: GraphicsScenes.shadows(), size: GraphicsScenes.size)
        try h.render().writePNG(to: TestOutput.path("graphics/shadows.png"))
        assertSnapshot(of: h, as: .image, named: "shadows")
    }

    @Test func shadowsAt2x() throws {
        let h = Harness(root: GraphicsScenes.shadows(), size: GraphicsScenes.size, scale: 2)
        try h.render().writePNG(to: TestOutput.path("graphics/shadows@2x.png"))
        assertSnapshot(of: h, as: .image, named: "shadows-2x")
    }

    @Test func gradients() throws {
        let h = Harness(root: GraphicsScenes.gradients(), size: GraphicsScenes.size)
        try h.render().writePNG(to: TestOutput.path("graphics/gradients.png"))
        assertSnapshot(of: h, as: .image, named: "gradients")
    }

    @Test func paths() throws {
        let h = Harness(root: GraphicsScenes.paths(), size: GraphicsScenes.size)
        try h.render().writePNG(to: TestOutput.path("graphics/paths.png"))
        assertSnapshot(of: h, as: .image, named: "paths")
    }
}
#endif
