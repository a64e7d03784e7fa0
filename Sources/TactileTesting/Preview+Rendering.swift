import Foundation
import Tactile
import TactilePreviews

extension Harness {
    /// A harness showing a fresh view of `preview` at its size, with its held fingers down
    /// (fingers 1, 2, … through the real touch path).
    public convenience init(preview: Preview, scale: Float = 1) {
        self.init(root: preview.make(), size: preview.size, scale: scale)
        for (i, point) in preview.holding.enumerated() {
            touchDown(at: point, finger: i + 1)
        }
    }
}

extension Preview {
    /// Renders the preview offscreen (a fresh view, held fingers down).
    @MainActor
    public func render(scale: Float = 1) -> Bitmap {
        Harness(preview: self, scale: scale).render()
    }
}

/// Writes previews to PNG files: what `make previews` runs.
@MainActor
public enum PreviewWriter {
    /// Renders each preview to `<folder>/<fileName>.png`, creating the folder; returns the
    /// paths written. Throws naming the file that could not be written.
    @discardableResult
    public static func write(_ previews: [Preview], to folder: String, scale: Float = 1) throws -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw TactileError.imageWriteFailed(path: folder, reason: "cannot create the folder (\(error.localizedDescription))")
        }
        var paths: [String] = []
        for preview in previews {
            let path = (folder as NSString).appendingPathComponent(preview.fileName + ".png")
            try preview.render(scale: scale).writePNG(to: path)
            paths.append(path)
        }
        return paths
    }
}
