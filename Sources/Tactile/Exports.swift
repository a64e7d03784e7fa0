// Tactile is the one library apps import: the immediate-mode layer, the accessibility
// services and the app (Engine, Application) on top of the kit. The layers below are their own
// targets (TactileGraphics ← TactileCore ← TactileKit), each naming nothing above it (the
// compiler checks); Tactile re-exports them so that apps and tests still write only
// `import Tactile`.
@_exported import TactileGraphics
@_exported import TactileCore
@_exported import TactileKit
