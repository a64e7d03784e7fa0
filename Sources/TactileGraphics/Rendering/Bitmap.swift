package import CSDL2

/// Pixels in memory, RGBA bytes, row after row: a rendered frame read back, a decoded PNG,
/// or a picture made in code. Value type; safe to pass between threads.
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` pixels, each R, G, B, A bytes.
    public var bytes: [UInt8]

    /// The most pixels a bitmap holds (16384 x 16384, 1 GiB of RGBA).
    public static let maximumPixelCount = 16384 * 16384

    /// The number of pixels of a `width` x `height` bitmap, or `nil` when a side is negative
    /// or the count overflows or exceeds ``maximumPixelCount``.
    package static func pixelCount(width: Int, height: Int) -> Int? {
        guard width >= 0, height >= 0 else { return nil }
        let (n, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && n <= maximumPixelCount ? n : nil
    }

    /// A bitmap filled with one colour; negative sizes give an empty bitmap, and sizes
    /// above ``maximumPixelCount`` pixels (`1<<33 x 1<<33`) an empty one with a report
    /// to ``Diagnostics`` instead of an overflow.
    public init(width: Int, height: Int, fill: Color = .clear) {
        var width = max(0, width), height = max(0, height)
        if Bitmap.pixelCount(width: width, height: height) == nil {
            Diagnostics.report("bitmap of \(width)x\(height) pixels is larger than \(Bitmap.maximumPixelCount) pixels; "
                               + "made an empty bitmap")
            width = 0
            height = 0
        }
        self.width = width
        self.height = height
        var row: [UInt8] = []
        row.reserveCapacity(4)
        bytes = Array(repeating: 0, count: self.width * self.height * 4)
        if fill != .clear {
            for i in stride(from: 0, to: bytes.count, by: 4) {
                bytes[i] = fill.r; bytes[i + 1] = fill.g; bytes[i + 2] = fill.b; bytes[i + 3] = fill.a
            }
        }
    }

    /// Wraps RGBA bytes; `nil` when the count does not match the size.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard let n = Bitmap.pixelCount(width: width, height: height), bytes.count == n * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Decodes a PNG or JPEG file.
    public init(contentsOfFile path: String) throws {
        if TTF_WasInit() == 0 { _ = TTF_Init() }
        guard let loaded = IMG_Load(path) else {
            throw TactileError.imageLoadFailed(path: path, reason: sdlError())
        }
        defer { SDL_FreeSurface(loaded) }
        guard let b = Bitmap(surface: loaded) else {
            throw TactileError.imageLoadFailed(path: path, reason: "cannot convert pixels (\(sdlError()))")
        }
        self = b
    }

    /// Copies an SDL surface of any format (for this package's testing module too).
    package init?(surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let rgba = SDL_ConvertSurfaceFormat(surface, SDLConstants.pixelFormatABGR8888, 0) else { return nil }
        defer { SDL_FreeSurface(rgba) }
        let w = Int(rgba.pointee.w), h = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        SDL_LockSurface(rgba)
        if let src = rgba.pointee.pixels {
            out.withUnsafeMutableBytes { dst in
                for y in 0..<h {
                    (dst.baseAddress! + y * w * 4).copyMemory(from: src + y * pitch, byteCount: w * 4)
                }
            }
        }
        SDL_UnlockSurface(rgba)
        self.width = w
        self.height = h
        self.bytes = out
    }

    /// The colour at a pixel; `.clear` outside the bitmap.
    public func pixel(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let i = (y * width + x) * 4
        return Color(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
    }

    /// Sets a pixel; ignored outside the bitmap.
    public mutating func setPixel(x: Int, y: Int, to color: Color) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let i = (y * width + x) * 4
        bytes[i] = color.r; bytes[i + 1] = color.g; bytes[i + 2] = color.b; bytes[i + 3] = color.a
    }

    /// A copy of a region (clamped to the bitmap; a NaN rectangle gives an empty bitmap).
    public func cropped(to rect: Rect) -> Bitmap {
        guard rect.isFinite else { return Bitmap(width: 0, height: 0) }
        func clampX(_ v: Float) -> Int { Int(min(max(0, v), Float(width))) }
        func clampY(_ v: Float) -> Int { Int(min(max(0, v), Float(height))) }
        let x0 = clampX(rect.minX), y0 = clampY(rect.minY)
        let x1 = clampX(rect.maxX), y1 = clampY(rect.maxY)
        var out = Bitmap(width: max(0, x1 - x0), height: max(0, y1 - y0))
        for y in y0..<max(y0, y1) {
            for x in x0..<max(x0, x1) { out.setPixel(x: x - x0, y: y - y0, to: pixel(x: x, y: y)) }
        }
        return out
    }

    /// Makes an ABGR8888 SDL surface sharing nothing with the bitmap (the caller frees it);
    /// `nil` for an empty bitmap or when SDL cannot make one. Images upload it, and
    /// `writePNG(to:)` and the testing library's `pngData()` encode it.
    package func makeSurface() -> UnsafeMutablePointer<SDL_Surface>? {
        guard width > 0, height > 0,
              let s = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDLConstants.pixelFormatABGR8888)
        else { return nil }
        SDL_LockSurface(s)
        let pitch = Int(s.pointee.pitch)
        if let dst = s.pointee.pixels {
            bytes.withUnsafeBytes { src in
                for y in 0..<height {
                    (dst + y * pitch).copyMemory(from: src.baseAddress! + y * width * 4, byteCount: width * 4)
                }
            }
        }
        SDL_UnlockSurface(s)
        return s
    }

    /// Writes the bitmap as a PNG file.
    public func writePNG(to path: String) throws {
        guard let s = makeSurface() else {
            throw TactileError.imageWriteFailed(path: path, reason: width == 0 || height == 0 ? "empty image" : sdlError())
        }
        defer { SDL_FreeSurface(s) }
        if IMG_SavePNG(s, path) != 0 {
            throw TactileError.imageWriteFailed(path: path, reason: sdlError())
        }
    }
}
