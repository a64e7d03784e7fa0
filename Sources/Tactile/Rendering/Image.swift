internal import CSDL2
import Synchronization

/// A picture decoded from PNG or JPEG (or made from a ``Bitmap``), drawn scaled by any
/// renderer. Each renderer uploads it to a texture on first draw and frees that texture
/// when the image is released.
public final class Image: Sendable, Hashable, CustomStringConvertible {
    /// The size in pixels.
    public let size: Size
    /// Where it came from (a path, or a description), for messages.
    public let name: String
    /// The decoded pixels.
    public let bitmap: Bitmap
    let id: Int

    private static let counter = Mutex(0)

    /// Loads a PNG or JPEG file, throwing ``TactileError/imageLoadFailed(path:reason:)``
    /// naming the file when it is missing or corrupt.
    public convenience init(contentsOfFile path: String) throws {
        self.init(bitmap: try Bitmap(contentsOfFile: path), name: path)
    }

    /// Decodes PNG or JPEG bytes.
    public convenience init(data: [UInt8], name: String = "<memory>") throws {
        if TTF_WasInit() == 0 { _ = TTF_Init() }
        let surface: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { raw in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else { return nil }
            return IMG_Load_RW(rw, 1)
        }
        guard let surface else { throw TactileError.imageLoadFailed(path: name, reason: sdlError()) }
        defer { SDL_FreeSurface(surface) }
        guard let b = Bitmap(surface: surface) else { throw TactileError.imageLoadFailed(path: name, reason: sdlError()) }
        self.init(bitmap: b, name: name)
    }

    /// Wraps pixels made in code.
    public init(bitmap: Bitmap, name: String = "<bitmap>") {
        self.bitmap = bitmap
        self.size = Size(width: Float(bitmap.width), height: Float(bitmap.height))
        self.name = name
        self.id = Image.counter.withLock { value in value += 1; return value }
    }

    deinit { ImageTextureRegistry.imageDied(id) }

    public static func == (a: Image, b: Image) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "Image(\(name), \(size))" }
}

/// Textures of images, per renderer; an image's texture is destroyed at the start of the
/// next frame after the image is released, so long-running apps do not accumulate them.
enum ImageTextureRegistry {
    private static let dead = Mutex<[Int]>([])

    static func imageDied(_ id: Int) {
        dead.withLock { $0.append(id) }
    }

    /// Frees, in every live renderer, the textures of images released since the last call.
    @MainActor
    static func releaseDeadTextures() {
        let ids = dead.withLock { list -> [Int] in
            if list.isEmpty { return [] }
            let out = list
            list.removeAll(keepingCapacity: true)
            return out
        }
        if ids.isEmpty { return }
        for renderer in Renderer.live.values {
            for id in ids { renderer.value?.forgetImage(id) }
        }
    }
}
