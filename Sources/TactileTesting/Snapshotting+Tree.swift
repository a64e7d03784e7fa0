import SnapshotTesting
import Tactile

extension Snapshotting where Value: View, Format == String {
    /// The view tree as text (``ViewTree``), stored as a `.txt` reference: for tests about
    /// structure (frames, hidden views, titles, states), not pixels. Lays the view out first.
    public static var tree: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (view: Value) in
            MainActor.assumeIsolated {
                view.layoutIfNeeded()
                return ViewTree.describe(view)
            }
        }
    }
}

extension Snapshotting where Value == Harness, Format == String {
    /// The harness's root view tree as text (``ViewTree``), after a frame (so layout ran).
    public static var tree: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (harness: Harness) in
            MainActor.assumeIsolated {
                harness.runFrame()
                return ViewTree.describe(harness.root)
            }
        }
    }
}
