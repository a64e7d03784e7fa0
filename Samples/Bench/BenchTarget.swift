import Foundation
import Tactile

/// Where the benchmark draws: an offscreen surface (the default, SDL's software renderer)
/// or, with `--window`, a window with the renderer `--renderer` names.
@MainActor
enum BenchTarget {
    static let size = Size(width: Float(ButtonGridLayout.canvasWidth), height: Float(ButtonGridLayout.canvasHeight))

    static func makeOutput(_ options: BenchOptions) throws -> RenderOutput {
        guard options.window else {
            if options.renderer != nil { BenchOutput.warn("--renderer applies to --window only; drawing offscreen with the software renderer") }
            return try OffscreenOutput(size: size)
        }
        var c = DisplayConfiguration()
        c.title = "tactile-bench"
        c.size = size
        c.resizable = false
        c.highDPI = false
        c.vsync = false  // measure the drawing, not the display's refresh
        switch (options.renderer ?? "auto").lowercased() {
        case "auto": c.renderer = .auto
        case "accelerated": c.renderer = .accelerated
        case "software": c.renderer = .software
        case let name: c.rendererDriver = name
        }
        let window = try WindowOutput(configuration: c)
        BenchOutput.warn("video driver \(window.videoDriver), renderer \(window.rendererName), strategy \(window.renderer.renderStrategy.rawValue)")
        return window
    }
}
