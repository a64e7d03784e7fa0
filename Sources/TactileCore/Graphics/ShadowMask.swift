/// A blurred rounded-rectangle coverage image (white, alpha = shadow density), made once
/// per shape and blur and kept in ``ShadowCache``.
///
/// A nine-slice mask holds the corners and a one-pixel middle row and column: it is drawn
/// stretched to any size whose middle is flat, so resizing a card does not blur again.
struct ShadowMask {
    let image: Image
    /// Pixels from the mask's edges to the middle row and column (left, top, right, bottom);
    /// `nil` for a mask of one exact size, drawn 1:1.
    let slices: (left: Int, top: Int, right: Int, bottom: Int)?
    /// The blur's reach outside the shape, in pixels.
    let pad: Int
    /// The image's alpha (the coverage), a byte a pixel, row after row: blended by the
    /// renderer itself where it writes the output's pixels.
    let coverage: [UInt8]

    init(image: Image, slices: (left: Int, top: Int, right: Int, bottom: Int)?, pad: Int) {
        self.image = image
        self.slices = slices
        self.pad = pad
        let bytes = image.bitmap.bytes
        coverage = (0..<(bytes.count / 4)).map { bytes[$0 * 4 + 3] }
    }

    /// The reach of a blur of `sigma` pixels (three standard deviations).
    static func pad(sigma: Float) -> Int { sigma > 0.2 ? Int((3 * sigma).rounded(.up)) : 0 }

    /// Rasterises and blurs a `width` x `height` pixel rounded rectangle (radii in pixels)
    /// inside a margin of the blur's reach.
    @MainActor
    static func exact(width: Int, height: Int, radii: CornerRadii, sigma: Float) -> ShadowMask? {
        let p = pad(sigma: sigma)
        let path = BezierPath(roundedRect: Rect(x: Float(p), y: Float(p), width: Float(width), height: Float(height)), radii: radii)
        guard let image = blurred([path.polygonsForMask], width: width + 2 * p, height: height + 2 * p, sigma: sigma) else { return nil }
        return ShadowMask(image: image, slices: nil, pad: p)
    }

    /// The nine-slice mask of rounded rectangles with `radii` (whole pixels) under a blur of `sigma`.
    @MainActor
    static func nineSlice(radii: CornerRadii, sigma: Float) -> ShadowMask? {
        let p = pad(sigma: sigma)
        let l = Int(max(radii.topLeft, radii.bottomLeft)), r = Int(max(radii.topRight, radii.bottomRight))
        let t = Int(max(radii.topLeft, radii.topRight)), b = Int(max(radii.bottomLeft, radii.bottomRight))
        let left = 2 * p + l, right = 2 * p + r, top = 2 * p + t, bottom = 2 * p + b
        let w = left + 1 + right, h = top + 1 + bottom
        let path = BezierPath(roundedRect: Rect(x: Float(p), y: Float(p), width: Float(w - 2 * p), height: Float(h - 2 * p)), radii: radii)
        guard let image = blurred([path.polygonsForMask], width: w, height: h, sigma: sigma) else { return nil }
        return ShadowMask(image: image, slices: (left, top, right, bottom), pad: p)
    }

    /// Coverage of `polygons` blurred by `sigma`, as a white image.
    static func blurred(_ polygons: [[Point]], width: Int, height: Int, sigma: Float) -> Image? {
        guard width > 0, height > 0, Bitmap.pixelCount(width: width, height: height) != nil else { return nil }
        let cov = PathRasterizer.coverage(of: polygons, width: width, height: height, evenOdd: false)
        var values = cov.map { Float($0) }
        GaussianBlur.blur(&values, width: width, height: height, sigma: sigma)
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<values.count { bytes[i * 4 + 3] = UInt8(min(255, max(0, values[i].rounded()))) }
        guard let bitmap = Bitmap(width: width, height: height, bytes: bytes) else { return nil }
        return Image(bitmap: bitmap, name: "<shadow>")
    }
}

extension BezierPath {
    /// The path's first subpath flattened finely, in its own coordinates (shadow masks).
    var polygonsForMask: [Point] {
        PathFlattener.polygons(of: self, transform: .identity, tolerance: 0.1).first ?? []
    }
}
