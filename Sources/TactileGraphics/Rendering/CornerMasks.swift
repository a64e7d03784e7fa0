internal import CSDL2

/// Anti-aliased quarter discs and quarter rings, rendered once per radius into small
/// white textures whose alpha is the exact pixel coverage, and tinted when drawn.
///
/// Copying a texture is one of SDL's fast paths, while `SDL_RenderGeometry` in the software
/// renderer rasterises every triangle through a temporary surface; drawing rounded corners
/// as masks is both faster and more exact (coverage is integrated per pixel, 4x4 samples).
@MainActor
final class CornerMasks {
    /// Which corner a mask is for; its curve bulges away from the shape's centre.
    enum Corner: Int, CaseIterable {
        case topLeft = 0, topRight, bottomRight, bottomLeft
    }

    struct Key: Hashable {
        var radius: Int
        /// 0 for a filled quarter disc, else the ring's width in pixels.
        var width: Int
        var corner: Corner
    }

    struct Mask {
        var texture: OpaquePointer
        /// Coverage 0...255 per pixel, row after row (`radius` x `radius`).
        var coverage: [UInt8]
        var size: Int
    }

    private var masks: [Key: Mask] = [:]
    private unowned let renderer: Renderer
    /// The most masks kept (radii and widths vary little in a real UI).
    let capacity = 256

    /// The largest corner radius in pixels drawn as a mask; larger radii are drawn at
    /// this size (the renderer clamps them).
    static let maximumRadius = 4096

    init(renderer: Renderer) {
        self.renderer = renderer
        masks.reserveCapacity(32)
    }

    func removeAll() {
        for m in masks.values { SDL_DestroyTexture(m.texture) }
        masks.removeAll(keepingCapacity: true)
    }

    /// The number of masks held.
    var count: Int { masks.count }

    /// The mask of a corner of `radius` pixels (a ring `width` wide, or filled when 0).
    func mask(radius: Int, width: Int, corner: Corner) -> Mask? {
        let key = Key(radius: radius, width: width >= radius ? 0 : width, corner: corner)
        if let m = masks[key] { return m }
        guard radius > 0, radius <= CornerMasks.maximumRadius else { return nil }
        if masks.count >= capacity { removeAll() }
        let n = radius
        let coverage = CornerMasks.coverage(radius: radius, width: key.width, corner: corner)
        guard let tex = TextureFactory.make(on: renderer.sdlRenderer, access: SDL_TEXTUREACCESS_STATIC, width: Int32(n), height: Int32(n),
                                            purpose: "corner mask") else { return nil }
        var pixels = [UInt32](repeating: 0, count: n * n)
        for k in 0..<(n * n) { pixels[k] = UInt32(coverage[k]) << 24 | 0x00FF_FFFF }
        pixels.withUnsafeBytes { raw in
            _ = SDL_UpdateTexture(tex, nil, raw.baseAddress, Int32(n * 4))
        }
        let m = Mask(texture: tex, coverage: coverage, size: n)
        masks[key] = m
        return m
    }

    /// The coverage (0...255 per pixel, row after row, `radius` x `radius`) of a corner of
    /// `radius` pixels: a quarter ring `width` wide, or a filled quarter disc when `width` is 0.
    static func coverage(radius: Int, width: Int, corner: Corner) -> [UInt8] {
        let n = radius
        var coverage = [UInt8](repeating: 0, count: n * n)
        let r = Float(radius), inner = Float(max(0, radius - width))
        let ring = width > 0
        // The curve's centre is at the inner corner of the square; pixel (i, j) for the
        // top-left corner, mirrored for the others.
        let r2 = r * r, inner2 = inner * inner
        for j in 0..<n {
            for i in 0..<n {
                // Pixels wholly inside or outside the curve(s) need no sampling: only the
                // edge pixels (a few per row) are integrated.
                let nearX = r - Float(i) - 1, nearY = r - Float(j) - 1
                let near2 = nearX * nearX + nearY * nearY
                let far2 = (nearX + 1) * (nearX + 1) + (nearY + 1) * (nearY + 1)
                var hits = 0
                if near2 > r2 || (ring && far2 < inner2) {
                    hits = 0
                } else if far2 <= r2 && (!ring || near2 >= inner2) {
                    hits = 16
                } else {
                    for sy in 0..<4 {
                        for sx in 0..<4 {
                            let px = Float(i) + (Float(sx) + 0.5) / 4, py = Float(j) + (Float(sy) + 0.5) / 4
                            let dx = r - px, dy = r - py
                            let d2 = dx * dx + dy * dy
                            if d2 <= r2 && (!ring || d2 >= inner2) { hits += 1 }
                        }
                    }
                }
                let (ti, tj): (Int, Int)
                switch corner {
                case .topLeft: (ti, tj) = (i, j)
                case .topRight: (ti, tj) = (n - 1 - i, j)
                case .bottomRight: (ti, tj) = (n - 1 - i, n - 1 - j)
                case .bottomLeft: (ti, tj) = (i, n - 1 - j)
                }
                coverage[tj * n + ti] = UInt8((Float(hits) / 16 * 255).rounded())
            }
        }
        return coverage
    }
}
