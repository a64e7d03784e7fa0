import ArgumentParser
import SampleSupport
import Tactile

/// Placeholder until its issue lands: shows an empty window.
@main
struct Main: ParsableCommand {
    @OptionGroup var common: SampleOptions

    func run() throws {
        try SampleRunner.main(name: "kiosk", options: common) { _ in }
    }
}
