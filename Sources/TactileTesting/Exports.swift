// `import TactileTesting` is all a test needs: Tactile, and swift-snapshot-testing's
// `assertSnapshot`, `withSnapshotTesting` and record modes.
@_exported import SnapshotTesting
@_exported import Tactile
