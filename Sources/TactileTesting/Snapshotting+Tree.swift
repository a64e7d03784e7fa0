// Needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import SnapshotTesting
import Tactile

extension Snapshotting where Value: View, Format == String {
    /// The view tree as text (``ViewTree``), stored as a `.txt` reference: for tests about
    /// structure (frames, hidden views, titles, states), not pixels. Lays the view out first.
    public static var tree: Snapshotting {
        SimplySnapshotting<String>.lines.asyncPullback { (view: Value) in
            let view = view as View
            return MainActorSnapshot.run {
                view.layoutIfNeeded()
                return ViewTree.describe(view)
            }
        }
    }
}

extension Snapshotting where Value == Harness, Format == String {
    /// The harness's root view tree as text (``ViewTree``), after a frame (so layout ran).
    public static var tree: Snapshotting {
        SimplySnapshotting<String>.lines.asyncPullback { (harness: Harness) in
            MainActorSnapshot.run {
                harness.runFrame()
                return ViewTree.describe(harness.root)
            }
        }
    }
}
#endif
