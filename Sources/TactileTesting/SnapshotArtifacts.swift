import Foundation
import Tactile
#if canImport(Testing)
import Testing
#endif

/// Where failed image snapshots leave their actual and diff PNGs: `$SNAPSHOT_ARTIFACTS`
/// (the variable swift-snapshot-testing uses) or the run's ``TestOutput`` folder, under
/// `TactileSnapshots/`.
enum SnapshotArtifacts {
    static var directory: URL {
        let base = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? TestOutput.directory
        return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("TactileSnapshots", isDirectory: true)
    }

    /// Writes `actual` and `diff`; returns their paths, or a reason when writing failed.
    static func write(actual: Bitmap, diff: Bitmap) -> (actual: String, diff: String)? {
        let dir = directory
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let stem = "\(testName())-\(String(fingerprint(actual), radix: 16))"
            let actualURL = dir.appendingPathComponent(stem + ".actual.png")
            let diffURL = dir.appendingPathComponent(stem + ".diff.png")
            try actual.pngData().write(to: actualURL)
            try diff.pngData().write(to: diffURL)
            return (actualURL.path, diffURL.path)
        } catch {
            return nil
        }
    }

    /// The running Swift Testing test's name, made safe for a file name; "snapshot" otherwise.
    static func testName() -> String {
        #if canImport(Testing)
        if let name = Test.current?.name {
            let safe = String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
            let trimmed = safe.split(separator: "-").joined(separator: "-")
            if !trimmed.isEmpty { return trimmed }
        }
        #endif
        return "snapshot"
    }

    /// FNV-1a of the pixels, so that two different failures do not overwrite each other.
    static func fingerprint(_ bitmap: Bitmap) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bitmap.bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }
}
