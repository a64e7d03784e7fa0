// Needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Foundation
import SnapshotTesting
import Tactile

extension Diffing where Value == Bitmap {
    /// Compares bitmaps stored as PNG under `tolerance`. On a mismatch the message says how
    /// many pixels changed and where, and names the snapshot and a diff image (changed pixels
    /// red) written as PNG (see ``ImageComparison/diffImage()``).
    public static func image(tolerance: ImageTolerance = .default) -> Diffing<Bitmap> {
        .diff(
            toData: { bitmap in (try? bitmap.pngData()) ?? Data() },
            fromData: { data in (try? Bitmap(pngData: data, source: "reference")) ?? Bitmap(width: 0, height: 0) }
        ) { reference, actual in
            if reference.width == 0 || reference.height == 0 {
                return ("The reference is empty or is not a PNG SDL_image can decode; delete it and re-run to record it again.", [])
            }
            let comparison = ImageComparison(reference: reference, actual: actual, tolerance: tolerance)
            guard !comparison.matches else { return nil }
            var message = comparison.summary
            var attachments: [DiffAttachment] = []
            let diff = comparison.diffImage()
            if let paths = SnapshotArtifacts.write(actual: actual, diff: diff) {
                message += "\nActual image: \(paths.actual)\nDiff image (changed pixels red, differences within tolerance yellow): \(paths.diff)"
            } else {
                message += "\n(the diff image could not be written to \(SnapshotArtifacts.directory.path))"
            }
            if let png = try? diff.pngData() { attachments.append(.data(png, name: "difference.png")) }
            return (message, attachments)
        }
    }
}
#endif
