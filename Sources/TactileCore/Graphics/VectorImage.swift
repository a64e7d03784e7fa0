/// An SVG drawing rasterised sharp at whatever size it is drawn (SDL_image's nanosvg),
/// each pixel size once and kept (the last few sizes), as a vector asset on iOS.
/// ``withRenderingMode(_:)`` with ``Image/RenderingMode/alwaysTemplate`` makes an icon
/// that takes the tint colour of the ``IconView`` (or the `tint` passed to the renderer).
@MainActor
public final class VectorImage {
    /// Where it came from, for messages.
    public let name: String
    /// The document's own size in points (its `width`/`height` or view box).
    public let size: Size
    /// How it is tinted.
    public let renderingMode: Image.RenderingMode
    let data: [UInt8]
    private var rendered: [SIMD2<Int32>: Image] = [:]
    private var order: [SIMD2<Int32>] = []
    /// How many sizes were rasterised (tests check the cache).
    public private(set) var rasterizations = 0

    /// The most sizes kept.
    static let cachedSizes = 8

    /// Loads an SVG file; throws ``TactileError/imageLoadFailed(path:reason:)`` when it is
    /// missing or cannot be drawn.
    public convenience init(contentsOfFile path: String) throws {
        let text: String
        do { text = try TextFile.read(path) } catch { throw TactileError.imageLoadFailed(path: path, reason: "\(error)") }
        try self.init(data: Array(text.utf8), name: path)
    }

    /// Reads SVG bytes; throws ``TactileError/imageLoadFailed(path:reason:)`` when SDL_image
    /// cannot draw them.
    public convenience init(data: [UInt8], name: String = "<svg>") throws {
        let (bitmap, error) = Bitmap.rasterizingSVG(data, width: 0, height: 0)
        guard let bitmap, bitmap.width > 0, bitmap.height > 0 else {
            throw TactileError.imageLoadFailed(path: name, reason: "not an SVG SDL_image can draw (\(error))")
        }
        self.init(data: data, name: name, size: Size(width: Float(bitmap.width), height: Float(bitmap.height)), mode: .automatic)
    }

    init(data: [UInt8], name: String, size: Size, mode: Image.RenderingMode) {
        self.data = data
        self.name = name
        self.size = size
        self.renderingMode = mode
    }

    /// The same drawing with another rendering mode.
    public func withRenderingMode(_ mode: Image.RenderingMode) -> VectorImage {
        VectorImage(data: data, name: name, size: size, mode: mode)
    }

    /// The drawing at `width` x `height` pixels (each side 1...4096); template images come
    /// back white with the drawing's alpha, to be tinted.
    func image(width: Int, height: Int) -> Image? {
        let w = min(4096, max(1, width)), h = min(4096, max(1, height))
        let key = SIMD2(Int32(w), Int32(h))
        if let hit = rendered[key] { return hit }
        let (made, error) = Bitmap.rasterizingSVG(data, width: w, height: h)
        guard var bitmap = made else {
            Diagnostics.report("VectorImage \(name): cannot rasterise at \(w)x\(h) (\(error)); nothing drawn")
            return nil
        }
        if renderingMode == .alwaysTemplate { bitmap = bitmap.whitened() }
        let image = Image(bitmap: bitmap, name: "\(name)@\(w)x\(h)")
        rasterizations += 1
        rendered[key] = image
        order.append(key)
        if order.count > Self.cachedSizes { rendered.removeValue(forKey: order.removeFirst()) }
        return image
    }
}

extension Bitmap {
    /// White pixels with this bitmap's alpha (a template's shape).
    func whitened() -> Bitmap {
        var b = self
        for i in stride(from: 0, to: b.bytes.count, by: 4) { b.bytes[i] = 255; b.bytes[i + 1] = 255; b.bytes[i + 2] = 255 }
        return b
    }
}

extension Renderer {
    /// Draws a vector image fitted into `rect` (points, aspect kept, centred), rasterised at
    /// the pixel size it shows at; a template image is filled with `tint`, an original one
    /// keeps its colours.
    public func draw(_ icon: VectorImage, in rect: Rect, tint: Color = .black) {
        guard rect.isFinite, !isClippedOut, icon.size.width > 0, icon.size.height > 0 else { return }
        let fitted = Renderer.imageRect(size: icon.size, in: rect, contentMode: .scaleAspectFit)
        let px = pixelRect(fitted)
        guard px.width >= 1, px.height >= 1, let image = icon.image(width: Int(px.width), height: Int(px.height)),
              let tex = texture(for: image) else { return }
        drawTexture(tex, source: Rect(origin: .zero, size: image.size), destinationPixels: px,
                    tint: icon.renderingMode == .alwaysTemplate ? tint : .white)
    }
}

/// A view showing a ``VectorImage`` fitted into its bounds, sharp at any size, tinted by
/// ``View/tintColor`` when the image is a template.
open class IconView: View {
    /// The drawing.
    public var icon: VectorImage? { didSet { if icon !== oldValue { setNeedsDisplay() } } }
    /// A template icon is filled with ``View/tintColor`` (system blue unless set here or on an
    /// ancestor).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// A view showing `icon`.
    public convenience init(icon: VectorImage?, frame: Rect = .zero) {
        self.init(frame: frame)
        self.icon = icon
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        guard let icon else { return }
        renderer.draw(icon, in: bounds, tint: tintColor ?? .systemBlue)
    }
}
