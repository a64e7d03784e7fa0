import Tactile

/// What an app's set-up receives from ``AppRunner``: the engine to fill, and how it runs.
@MainActor
public struct AppContext {
    /// The engine: put views, controllers and layers into it.
    public let engine: Engine
    /// The parsed command line.
    public let options: AppOptions
    /// The configuration the display uses.
    public let configuration: DisplayConfiguration
    /// `true` when rendering offscreen on a virtual clock.
    public let isHeadless: Bool
    /// The window.
    public var window: Window { engine.window }
}
