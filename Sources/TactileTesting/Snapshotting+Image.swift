// Needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import SnapshotTesting
import Tactile
import TactilePreviews

extension Snapshotting where Value: View, Format == Bitmap {
    /// A view rendered offscreen with the default ``ImageTolerance``.
    public static var image: Snapshotting { image() }

    /// A view rendered offscreen by the software renderer, stored as a PNG reference.
    ///
    /// A view that is not in a window is hosted, for the snapshot only, in a fresh
    /// ``Harness`` of `size` (default: the view's frame size), then put back as it was. A view
    /// already in a harness window is captured in place (its area of the current frame) and
    /// `size` is ignored. Rendering happens on the main actor (at once from a `@MainActor`
    /// test; as a main-actor task otherwise).
    ///
    /// - Parameters:
    ///   - precision: the fraction of pixels that must match (default 0.99).
    ///   - perceptualPrecision: how close a pixel's colour must be to match (default 0.98, ΔE 2).
    public static func image(size: Size? = nil, precision: Float = 0.99, perceptualPrecision: Float = 0.98) -> Snapshotting {
        image(size: size, tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision))
    }

    /// A view rendered offscreen, compared under `tolerance`.
    public static func image(size: Size? = nil, tolerance: ImageTolerance) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.image(tolerance: tolerance).asyncPullback { (view: Value) in
            let view = view as View
            return MainActorSnapshot.run { SnapshotRendering.bitmap(of: view, size: size) }
        }
    }
}

extension Snapshotting where Value == Harness, Format == Bitmap {
    /// The harness's current frame, with the default ``ImageTolerance``.
    public static var image: Snapshotting { image() }

    /// The harness's current frame (``Harness/render()``), stored as a PNG reference.
    public static func image(precision: Float = 0.99, perceptualPrecision: Float = 0.98) -> Snapshotting {
        image(tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision))
    }

    /// The harness's current frame, compared under `tolerance`.
    public static func image(tolerance: ImageTolerance) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.image(tolerance: tolerance).asyncPullback { (harness: Harness) in
            MainActorSnapshot.run { harness.render() }
        }
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A bitmap, with the default ``ImageTolerance``.
    public static var image: Snapshotting { image() }

    /// A bitmap stored as a PNG reference.
    public static func image(precision: Float = 0.99, perceptualPrecision: Float = 0.98) -> Snapshotting {
        image(tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision))
    }

    /// A bitmap compared under `tolerance`.
    public static func image(tolerance: ImageTolerance) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance))
    }
}

extension Snapshotting where Value == Preview, Format == Bitmap {
    /// A registered ``Preview`` rendered at its size, with the default ``ImageTolerance``.
    public static var image: Snapshotting { image() }

    /// A registered ``Preview`` rendered at its size (its held touches down), as a PNG reference.
    public static func image(precision: Float = 0.99, perceptualPrecision: Float = 0.98) -> Snapshotting {
        Snapshotting<Bitmap, Bitmap>.image(tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision))
            .asyncPullback { (preview: Preview) in MainActorSnapshot.run { preview.render() } }
    }
}
#endif
