// The graphics layer (Geometry, Support, Platform, Rendering) is its own target,
// TactileGraphics, which names nothing above it; Tactile re-exports it so that apps and
// tests still write only `import Tactile`.
@_exported import TactileGraphics
