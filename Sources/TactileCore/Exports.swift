// The core layer (views, window, gestures, styling, animation, layers, Auto Layout, the
// accessibility model) is its own target, TactileCore: it names nothing of the kit or the app
// (the compiler checks). It re-exports the graphics layer it stands on.
@_exported import TactileGraphics
