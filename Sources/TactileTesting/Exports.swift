// `import TactileTesting` is all a test needs: Tactile, and swift-snapshot-testing's
// `assertSnapshot`, `withSnapshotTesting` and record modes.
#if canImport(SnapshotTesting)  // not with Swift 6.0 (see Package.swift)
@_exported import SnapshotTesting
#endif
@_exported import Tactile
