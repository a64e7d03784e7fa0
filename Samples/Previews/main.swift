import ArgumentParser
import Tactile
import TactilePreviews
import TactileTesting

/// Renders every preview of the catalogue (`PreviewCatalog().all`: Tactile's own components) to a PNG in a folder, offscreen,
/// so a designer can look at every component and state without running the app.
///
/// `make previews` runs `previews --out previews`. An app's own preview program is the same
/// few lines, listing its providers (`PreviewCatalog(providers: [LoginPreviews.self])`).
@main
struct Main: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render the built-in previews of Tactile's components to PNG.")

    @Option(help: "The folder to write the PNGs into.")
    var out: String = "previews"

    @Option(help: "Only previews whose name contains this text (case-insensitive).")
    var filter: String = ""

    @Option(help: "Pixels per point.")
    var scale: Float = 1

    @Flag(help: "List the previews' names and sizes instead of rendering them.")
    var list = false

    func run() throws {
        try MainActor.assumeIsolated {
            let previews = PreviewCatalog().matching(filter)
            if previews.isEmpty {
                throw ValidationError(filter.isEmpty ? "the catalog has no previews" : "no preview name contains '\(filter)'")
            }
            if list {
                for p in previews { print("\(p.name)\t\(Int(p.size.width))x\(Int(p.size.height))\t\(p.fileName).png") }
                return
            }
            guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be in 0...8 (got \(scale))") }
            for path in try PreviewWriter.write(previews, to: out, scale: scale) { print(path) }
        }
    }
}
