/// Where frames go: a window on a display or a surface in memory. The engine draws
/// through ``renderer`` either way, so there is one drawing code path.
@MainActor
public protocol RenderOutput: AnyObject {
    /// The renderer that draws into this output.
    var renderer: Renderer { get }
    /// The output size in window points (mouse coordinates use this space).
    var outputSize: Size { get }
    /// Pixels per window point.
    var pixelScale: Float { get }
    /// The SDL window id (0 for offscreen outputs).
    var windowID: UInt32 { get }
    /// Reads the last drawn frame back.
    func readPixels() -> Bitmap
    /// Re-reads the size after a resize event.
    func refreshSize()
    /// `true` when the output keeps its pixels from one presented frame to the next (an
    /// offscreen surface), so the engine can repaint only the dirty part of the tree
    /// straight into it; `false` (the default) for window back buffers.
    var preservesContents: Bool { get }
}

extension RenderOutput {
    public var preservesContents: Bool { false }
}
