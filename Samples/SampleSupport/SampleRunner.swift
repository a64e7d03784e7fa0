import ArgumentParser
import Tactile
@_exported import TactileApp

/// What a sample sets up: it receives the engine, after which the runner drives frames,
/// replays the script and writes PNGs.
@MainActor
public struct SampleContext {
    /// The engine to put views and planes into.
    public let engine: Engine
    /// The parsed options.
    public let options: AppOptions
    /// `true` when rendering offscreen.
    public let isHeadless: Bool
    /// The window.
    public var window: Window { engine.window }
}

/// Runs a sample with the shared command line (``AppOptions``, embedded in each sample's
/// command with `@OptionGroup`). The work is ``AppRunner``'s; this adds the samples' title.
@MainActor
public enum SampleRunner {
    /// Runs the sample called `name`. `setUp` builds its content.
    public static func run(name: String, options: AppOptions, configuration base: DisplayConfiguration? = nil,
                           setUp: (SampleContext) throws -> Void) throws {
        var config = try base ?? DisplayConfiguration.load(file: options.config)
        config.title = config.title == "Tactile" ? "Tactile — \(name)" : config.title
        try AppRunner.run(name: name, options: options, configuration: config) { context in
            try setUp(SampleContext(engine: context.engine, options: options, isHeadless: context.isHeadless))
        }
    }

    /// The display transform a window opened with `config` would get (``AppRunner/headlessTransform(for:)``).
    public static func headlessTransform(for config: DisplayConfiguration) -> DisplayTransform {
        AppRunner.headlessTransform(for: config)
    }
}

extension SampleRunner {
    /// Runs a sample from a `ParsableCommand`'s `run()`, which executes on the main thread.
    public nonisolated static func main(name: String, options: AppOptions,
                                        configuration: DisplayConfiguration? = nil,
                                        setUp: @MainActor (SampleContext) throws -> Void) throws {
        try MainActor.assumeIsolated {
            try run(name: name, options: options, configuration: configuration, setUp: setUp)
        }
    }
}
