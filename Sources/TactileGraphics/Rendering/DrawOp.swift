/// One command of the ``DrawList``: a plain value (no references, nothing retained), with
/// the state it was drawn under, recorded by a `Renderer` drawing call and drawn when the
/// list is flushed.
///
/// Geometry is kept as the call gave it (points, relative to `origin`), so replaying it under
/// the recorded origin, clip and opacity computes exactly the pixels the call would have
/// drawn at once. Colours are resolved for the appearance when recorded.
struct DrawOp {
    enum Kind: UInt8 {
        case clear, replace, fill, roundedRect, stroke, line, triangle, text, scaledText, image, imagePart
        /// A texture region on target pixels (`rect`: destination in pixels, `rect2`: source).
        case texture
        /// A shadow's coverage mask blended into the output's pixels (`run`: its entry in the
        /// list's coverage table; `Renderer.blendCoverage`).
        case coverage
    }

    var kind: Kind
    /// The index of the clip (rectangle, rounded clip shape, appearance) in the list's clip table.
    var clip: Int32 = 0
    /// The index of the line's string and font in the list's text runs, kept only when they
    /// are needed (a recorder is attached, or the batched strategy may have to look the line
    /// up again); -1 otherwise. A coverage command's entry in the list's coverage table.
    var run: Int32 = -1
    /// Skipped corners (`RectCorner` raw value) of a rounded rectangle; the content mode of an image.
    var flags: Int32 = 0
    var opacity: Float = 1
    /// The renderer's origin when the call was made, in points.
    var origin = Point(x: 0, y: 0)
    /// The rectangle (fill, rounded rectangle, border, replace, image); a line's or a
    /// triangle's first two points (`origin` and `size` read as points); a text's point.
    var rect = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The area a rounded rectangle is limited to (with `hasWithin`); an image's source or
    /// natural size; a triangle's third point.
    var rect2 = Rect(x: 0, y: 0, width: 0, height: 0)
    var hasWithin = false
    var radii = CornerRadii(all: 0)
    /// A border's or a line's width; a squeezed line's vertical scale.
    var width: Float = 0
    /// The colour (for an image, its tint).
    var color = Color(r: 0, g: 0, b: 0, a: 0)
    /// An image's `Image.id` (recorded) and texture.
    var imageID = 0
    var texture: OpaquePointer?
    /// A line of text as the text cache holds it.
    var line = TextLineHandle()

    init(kind: Kind) { self.kind = kind }

    /// A line's or triangle's points.
    var a: Point { rect.origin }
    var b: Point { Point(x: rect.width, y: rect.height) }
    var c: Point { rect2.origin }
}

/// A rasterised line of text in the ``TextCache``, as a draw command keeps it: its textures,
/// region and pixels, not its string. The cache flushes the renderer's draw list before it
/// frees an entry, so a recorded handle stays valid until it is drawn.
struct TextLineHandle {
    var texture: OpaquePointer?
    var colorTexture: OpaquePointer?
    var pixels: UnsafeMutablePointer<UInt32>?
    var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
    /// The atlas page (-1: its own texture) and the page's generation when stored.
    var page = -1
    var generation: UInt32 = 0

    init() {}

    init(_ e: TextCache.Entry) {
        texture = e.texture; colorTexture = e.colorTexture; pixels = e.pixels
        x = e.x; y = e.y; width = e.width; height = e.height
        page = e.page; generation = e.generation
    }
}

/// The clip a command was drawn under: the pixel rectangle, the innermost rounded clip's
/// shape and radii (zero radii: rectangular), and whether dynamic colours drew dark.
struct DrawClip: Equatable {
    var clip: Rect
    var radii: CornerRadii
    var shape: Rect
    var isDark: Bool
}
