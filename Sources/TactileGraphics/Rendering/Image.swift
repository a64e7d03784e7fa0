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
    /// Whether views draw it as it is or as a template in their tint colour, as
    /// `UIImage.renderingMode`; ``withRenderingMode(_:)`` makes the other kind.
    public let renderingMode: RenderingMode
    let id: Int
    /// The released-image lists of the renderers that made a texture of this image.
    private let textureOwners = Mutex<[ReleasedImages]>([])

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

    /// An empty image (0 × 0), as `UIImage()`: draws nothing; `navigationBar.shadowImage = Image()`
    /// hides the bar's hairline as in UIKit.
    public convenience init() { self.init(bitmap: Bitmap(width: 0, height: 0), name: "<empty>") }

    /// Wraps pixels made in code.
    public init(bitmap: Bitmap, name: String = "<bitmap>", renderingMode: RenderingMode = .automatic) {
        self.bitmap = bitmap
        self.renderingMode = renderingMode
        self.size = Size(width: Float(bitmap.width), height: Float(bitmap.height))
        self.name = name
        self.id = Image.counter.withLock { value in value += 1; return value }
    }

    deinit {
        for owner in textureOwners.withLock({ $0 }) { owner.append(id) }
    }

    /// Remembers that a renderer holds a texture of this image, so that the renderer hears
    /// of its release.
    func noteTexture(in owner: ReleasedImages) {
        textureOwners.withLock { owners in
            if !owners.contains(where: { $0 === owner }) { owners.append(owner) }
        }
    }

    public static func == (a: Image, b: Image) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "Image(\(name), \(size))" }
}

/// The ids of images released since their renderer last looked: one list per renderer,
/// told by each image the renderer made a texture of when the image dies (on any thread). The
/// renderer frees those textures at the start of its next frame, so long-running apps do not
/// accumulate them, and no list of every renderer exists.
final class ReleasedImages: Sendable {
    private let ids = Mutex<[Int]>([])

    func append(_ id: Int) { ids.withLock { $0.append(id) } }

    /// The ids added since the last call (empty without allocating when none were).
    func take() -> [Int] {
        ids.withLock { list in
            if list.isEmpty { return [] }
            defer { list = [] }
            return list
        }
    }
}
