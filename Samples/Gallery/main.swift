import ArgumentParser
import SampleSupport
import Tactile

/// The gallery: one screen per topic (buttons, styles, labels, images, stacks, controls,
/// gestures, themes, previews), switched with the tab bar at the bottom. `make demo` runs
/// it; headless, the tour script taps through every screen and writes a PNG of each.
struct Main: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "gallery",
                                                    abstract: "Every control, style and theme, one screen per topic.")

    @OptionGroup var common: SampleOptions

    func run() throws {
        // tactile.json, TACTILE_CONFIG and TACTILE_* are read and checked: a bad value stops
        // with an error naming the key, as the README says (--size and --rotation still win).
        let display = try DisplayConfiguration.load()
        try SampleRunner.main(name: "gallery", options: common, configuration: display) { context in
            let gallery = GalleryView()
            context.window.rootView = gallery
            Theme.setCurrent(.default, in: context.window)
        }
    }
}

// main.swift holds the top-level entry point (the gallery has several files, so no @main).
Main.main()
