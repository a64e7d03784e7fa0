// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Foundation
import SnapshotTesting
import Testing
import Tactile
import TactileTesting

/// Record mode writes references; a missing reference is recorded and fails, never passes.
@MainActor
@Suite struct RecordModeTests {
    let folder = Fixtures.temporaryFolder("record")

    @Test func recordModeWritesTheReference() throws {
        let message = try #require(verifySnapshot(of: Fixtures.scene(), as: .image(size: Fixtures.size), named: "card",
                                                  record: .all, snapshotDirectory: folder))
        #expect(message.contains("Record mode is on"))
        let path = folder + "/recordModeWritesTheReference.card.png"
        let written = try Bitmap(contentsOfFile: path)
        #expect(written == Harness(root: Fixtures.scene(), size: Fixtures.size).render())
        // Once recorded, the same scene matches.
        #expect(verifySnapshot(of: Fixtures.scene(), as: .image(size: Fixtures.size), named: "card",
                               record: .missing, snapshotDirectory: folder) == nil)
    }

    @Test func recordModeOverwritesAChangedReference() throws {
        _ = verifySnapshot(of: Fixtures.scene(), as: .image(size: Fixtures.size), named: "card", record: .all, snapshotDirectory: folder)
        _ = verifySnapshot(of: Fixtures.scene(color: .orange), as: .image(size: Fixtures.size), named: "card",
                           record: .all, snapshotDirectory: folder)
        let written = try Bitmap(contentsOfFile: folder + "/recordModeOverwritesAChangedReference.card.png")
        #expect(written.pixel(x: 70, y: 45) == .orange)
    }

    @Test func missingReferenceFailsAndIsRecorded() throws {
        let path = folder + "/missingReferenceFailsAndIsRecorded.card.png"
        #expect(!FileManager.default.fileExists(atPath: path))
        let message = try #require(verifySnapshot(of: Fixtures.scene(), as: .image(size: Fixtures.size), named: "card",
                                                  record: .missing, snapshotDirectory: folder))
        #expect(message.contains("No reference was found on disk"))
        #expect(message.contains(path))
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(verifySnapshot(of: Fixtures.scene(), as: .image(size: Fixtures.size), named: "card",
                               record: .missing, snapshotDirectory: folder) == nil)
    }

    @Test func missingReferenceWithRecordingOffFailsAndWritesNothing() throws {
        let message = try #require(verifySnapshot(of: Fixtures.scene(), as: .image(size: Fixtures.size), named: "card",
                                                  record: .never, snapshotDirectory: folder))
        #expect(message.contains("No reference was found on disk"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/missingReferenceWithRecordingOffFailsAndWritesNothing.card.png"))
    }

    @Test func treeReferenceIsRecordedAsText() throws {
        _ = verifySnapshot(of: Fixtures.scene(), as: .tree, named: "tree", record: .all, snapshotDirectory: folder)
        let text = try String(contentsOfFile: folder + "/treeReferenceIsRecordedAsText.tree.txt", encoding: .utf8)
        #expect(text == "View (0 0; 0 0)\n  View (20 20; 100 50) radius=12\n")
        let moved = try #require(verifySnapshot(of: Fixtures.scene(offset: 1), as: .tree, named: "tree",
                                                record: .missing, snapshotDirectory: folder))
        #expect(moved.contains("+  View (21 20; 100 50) radius=12"))
    }
}

/// Snapshots asserted from a test that is not on the main actor render on it anyway.
@Suite struct NonisolatedSnapshotTests {
    @Test func snapshotFromANonisolatedTest() async throws {
        let folder = Fixtures.temporaryFolder("nonisolated")
        let scene = await Fixtures.scene()
        let recorded = verifySnapshot(of: scene, as: .image(size: Fixtures.size), named: "card", record: .all, snapshotDirectory: folder, timeout: 120)
        #expect(recorded?.contains("Record mode is on") == true)
        let written = try Bitmap(contentsOfFile: folder + "/snapshotFromANonisolatedTest.card.png")
        #expect(written.pixel(x: 70, y: 45) == Fixtures.accent)
        #expect(verifySnapshot(of: scene, as: .tree, named: "tree", record: .all, snapshotDirectory: folder, timeout: 120) != nil)
    }
}
#endif
