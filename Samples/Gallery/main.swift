import ArgumentParser
import SampleSupport
import Tactile

/// The gallery: one screen per topic (buttons, styles, labels, images, stacks, controls,
/// text, gestures, themes, previews, lists, animations, graphics), a ``TabBarController`` whose tabs keep their state. `make demo`
/// runs it; headless, the tour script taps through every screen and writes a PNG of each; in a
/// window the tour runs only when asked (`--script Samples/Gallery/tour.script`).
struct Main: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gallery",
                                                    abstract: "Every control, style and theme, one screen per topic.")

    @OptionGroup var common: AppOptions

    func run() throws {
        // tactile.json (or --config) and TACTILE_* apply; a bad value stops with the key named.
        try SampleRunner.main(name: "gallery", options: common) { context in
            context.window.rootViewController = GalleryController()
        }
    }
}

// main.swift holds the top-level entry point (the gallery has several files, so no @main).
Main.main()
