// Needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import SnapshotTesting
import Tactile

extension Snapshotting where Value == Harness, Format == String {
    /// The window's accessibility tree as text, one element a line in reading order
    /// (role, label, value, traits, identifier, frame), stored as a `.txt` reference.
    public static var accessibility: Snapshotting {
        SimplySnapshotting<String>.lines.asyncPullback { (harness: Harness) in
            MainActorSnapshot.run { harness.accessibilityTree.description }
        }
    }
}
#endif
