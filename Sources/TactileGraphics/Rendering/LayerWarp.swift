internal import CSDL2

/// Tactile's own textured-triangle sampler for turned layers on SDL's software renderer.
///
/// SDL's software renderer samples `SDL_RenderGeometry` with the nearest texel and rotates
/// `SDL_RenderCopyEx` through a new surface a call (allocating), while the GL renderers filter
/// linearly: a turned layer differed by up to 215 levels between them. On the software renderer
/// the layer's pixels are read back and sampled here the way a GL rasteriser does the same
/// triangles: pixel centres inside a triangle (edge pixels of the padded quad are transparent,
/// so the fill rule at its border does not show), texture coordinates interpolated linearly in
/// screen space, bilinear filtering of the straight (not premultiplied) channels between
/// texel centres, clamped to the edge, the opacity multiplied into alpha. The result
/// is copied 1:1 with SDL's blending, as the GL renderers blend.
///
/// The buffers and the streaming texture grow and are kept: no allocation at steady state.
struct LayerWarp {
    /// `true` when the SDL renderer is the software one (asked once).
    var isSoftware: Bool?
    private(set) var source: UnsafeMutablePointer<UInt32>?
    private var sourceCapacity = 0
    private(set) var output: UnsafeMutablePointer<UInt32>?
    private var outputCapacity = 0
    /// The kept streaming texture the sampled picture is uploaded to, and its size.
    var texture: OpaquePointer?
    var textureWidth: Int32 = 0
    var textureHeight: Int32 = 0

    /// A buffer of at least `count` pixels for the layer's read-back pixels.
    mutating func sourceBuffer(count: Int) -> UnsafeMutablePointer<UInt32> {
        if count > sourceCapacity || source == nil {
            source?.deallocate()
            sourceCapacity = max(count, sourceCapacity * 2, 1024)
            source = .allocate(capacity: sourceCapacity)
        }
        return source!
    }

    /// A buffer of at least `count` pixels for the sampled picture, cleared to transparent.
    mutating func outputBuffer(count: Int) -> UnsafeMutablePointer<UInt32> {
        if count > outputCapacity || output == nil {
            output?.deallocate()
            outputCapacity = max(count, outputCapacity * 2, 1024)
            output = .allocate(capacity: outputCapacity)
        }
        output!.update(repeating: 0, count: count)
        return output!
    }

    /// Frees the buffers and the texture.
    mutating func release() {
        source?.deallocate(); source = nil; sourceCapacity = 0
        output?.deallocate(); output = nil; outputCapacity = 0
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil; textureWidth = 0; textureHeight = 0
    }

    /// Samples `source` (`sw` x `sh` ARGB8888 pixels, straight alpha) through `count / 3`
    /// triangles (positions in target pixels, texture coordinates 0...1) into `out`, the
    /// `ow` x `oh` pixels whose top-left pixel is (`ox`, `oy`) in target pixels; alpha is
    /// multiplied by `alpha` / 255. Pixels outside every triangle are left as they are.
    static func sample(source: UnsafePointer<UInt32>, width sw: Int, height sh: Int,
                       triangles v: UnsafePointer<SDL_Vertex>, count: Int,
                       into out: UnsafeMutablePointer<UInt32>, x ox: Int, y oy: Int, width ow: Int, height oh: Int,
                       alpha: UInt32) {
        guard sw > 0, sh > 0, ow > 0, oh > 0 else { return }
        let fw = Float(sw), fh = Float(sh)
        var t = 0
        while t + 2 < count {
            let a = v[t], b = v[t + 1], c = v[t + 2]
            t += 3
            let ax = a.position.x, ay = a.position.y, bx = b.position.x, by = b.position.y, cx = c.position.x, cy = c.position.y
            let area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
            guard area.isFinite, abs(area) > 1e-6 else { continue }
            // Barycentric weights as affine functions of the pixel centre: l = k.x * px + k.y * py + k.z.
            let inv = 1 / area
            let l0x = (by - cy) * inv, l0y = (cx - bx) * inv, l0z = (bx * cy - cx * by) * inv
            let l1x = (cy - ay) * inv, l1y = (ax - cx) * inv, l1z = (cx * ay - ax * cy) * inv
            // u, v (in texels, texel centres at .5) as affine functions too.
            let ua = a.tex_coord.x * fw, ub = b.tex_coord.x * fw, uc = c.tex_coord.x * fw
            let va = a.tex_coord.y * fh, vb = b.tex_coord.y * fh, vc = c.tex_coord.y * fh
            let ux = l0x * (ua - uc) + l1x * (ub - uc), uy = l0y * (ua - uc) + l1y * (ub - uc)
            let uz = l0z * (ua - uc) + l1z * (ub - uc) + uc - 0.5
            let vx = l0x * (va - vc) + l1x * (vb - vc), vy = l0y * (va - vc) + l1y * (vb - vc)
            let vz = l0z * (va - vc) + l1z * (vb - vc) + vc - 0.5
            let minX = max(ox, Int(min(ax, bx, cx).rounded(.down))), maxX = min(ox + ow - 1, Int(max(ax, bx, cx).rounded(.up)))
            let minY = max(oy, Int(min(ay, by, cy).rounded(.down))), maxY = min(oy + oh - 1, Int(max(ay, by, cy).rounded(.up)))
            guard minX <= maxX, minY <= maxY else { continue }
            let eps: Float = -1e-5
            for py in minY...maxY {
                let fy = Float(py) + 0.5
                let row = out + (py - oy) * ow - ox
                for px in minX...maxX {
                    let fx = Float(px) + 0.5
                    let l0 = l0x * fx + l0y * fy + l0z, l1 = l1x * fx + l1y * fy + l1z
                    guard l0 >= eps, l1 >= eps, 1 - l0 - l1 >= eps else { continue }
                    let u = ux * fx + uy * fy + uz, w = vx * fx + vy * fy + vz
                    row[px] = bilinear(source, sw, sh, u, w, alpha)
                }
            }
        }
    }

    /// The texel value at (`u`, `v`) (texel units, centres at integers), filtered linearly
    /// (x, then y) and rounded, clamped to the edge; alpha multiplied by `alpha` / 255.
    @inline(__always)
    static func bilinear(_ s: UnsafePointer<UInt32>, _ w: Int, _ h: Int, _ u: Float, _ v: Float, _ alpha: UInt32) -> UInt32 {
        let uf = u.rounded(.down), vf = v.rounded(.down)
        let x0i = Int(max(-1, min(Float(w), uf))), y0i = Int(max(-1, min(Float(h), vf)))
        let x0 = max(0, min(w - 1, x0i)), x1 = max(0, min(w - 1, x0i + 1))
        let y0 = max(0, min(h - 1, y0i)), y1 = max(0, min(h - 1, y0i + 1))
        let p00 = s[y0 * w + x0], p10 = s[y0 * w + x1], p01 = s[y1 * w + x0], p11 = s[y1 * w + x1]
        if p00 == p10 && p00 == p01 && p00 == p11 {
            return alpha == 255 ? p00 : (p00 & 0xFFFFFF) | ((((p00 >> 24) * alpha + 127) / 255) << 24)
        }
        let tx = max(0, min(1, u - uf)), ty = max(0, min(1, v - vf))
        var result: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let c00 = Float((p00 >> shift) & 0xFF), c10 = Float((p10 >> shift) & 0xFF)
            let c01 = Float((p01 >> shift) & 0xFF), c11 = Float((p11 >> shift) & 0xFF)
            let top = c00 + (c10 - c00) * tx, bottom = c01 + (c11 - c01) * tx
            var c = top + (bottom - top) * ty
            if shift == 24 && alpha != 255 { c = c * Float(alpha) / 255 }
            result |= UInt32(max(0, min(255, c.rounded()))) << shift
            shift += 8
        }
        return result
    }
}
