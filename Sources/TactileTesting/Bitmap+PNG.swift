internal import CSDL2
import Foundation
import Tactile

/// PNG bytes in memory for ``Bitmap``, through SDL_image (no Apple frameworks): what the
/// snapshot strategies store as references.
extension Bitmap {
    /// Decodes PNG (or JPEG) bytes. Throws ``TactileError/imageLoadFailed(path:reason:)``
    /// naming `source` when the bytes are not an image SDL_image can read.
    public init(pngData data: Data, source: String = "<memory>") throws {
        guard !data.isEmpty else { throw TactileError.imageLoadFailed(path: source, reason: "no bytes") }
        let decoded: Bitmap? = data.withUnsafeBytes { raw -> Bitmap? in
            guard let base = raw.baseAddress, let rw = SDL_RWFromConstMem(base, Int32(raw.count)) else { return nil }
            guard let surface = IMG_Load_RW(rw, 1) else { return nil }
            defer { SDL_FreeSurface(surface) }
            return Bitmap(surface: surface)
        }
        guard let decoded else {
            throw TactileError.imageLoadFailed(path: source, reason: String(cString: SDL_GetError()))
        }
        self = decoded
    }

    /// Encodes the bitmap as PNG bytes. Throws for an empty bitmap or an SDL_image failure.
    public func pngData() throws -> Data {
        guard let surface = makeSurface() else {
            throw TactileError.imageWriteFailed(path: "<memory>", reason: width == 0 || height == 0 ? "empty image" : String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        // A PNG is never much larger than the raw pixels (stored zlib blocks, chunk headers).
        let capacity = bytes.count + bytes.count / 64 + height * 8 + 65_536
        var buffer = [UInt8](repeating: 0, count: capacity)
        let written: Int = buffer.withUnsafeMutableBytes { raw in
            guard let rw = SDL_RWFromMem(raw.baseAddress, Int32(raw.count)) else { return -1 }
            defer { SDL_RWclose(rw) }
            guard IMG_SavePNG_RW(surface, rw, 0) == 0 else { return -1 }
            return Int(SDL_RWtell(rw))
        }
        guard written > 0 else {
            throw TactileError.imageWriteFailed(path: "<memory>", reason: String(cString: SDL_GetError()))
        }
        return Data(buffer[0..<written])
    }
}
