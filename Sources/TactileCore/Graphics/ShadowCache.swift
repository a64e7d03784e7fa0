/// Blurred shadow masks by shape and blur, shared by every view of a process (the images
/// are tinted at draw time, so one mask serves every colour and opacity). Each renderer
/// uploads a mask once; a mask evicted here frees its textures.
@MainActor
final class ShadowCache {
    static let shared = ShadowCache()

    struct Key: Hashable {
        var radii: SIMD4<Int32>
        var sigmaQuarters: Int32
        var width: Int32   // 0 for a nine-slice mask
        var height: Int32
    }

    /// The most masks kept.
    static let capacity = 96
    private var masks: [Key: (mask: ShadowMask, used: UInt64)] = [:]
    private var clock: UInt64 = 0
    /// Masks blurred so far (tests and the benchmark check that a frame at rest blurs none).
    private(set) var blurs = 0

    /// The mask for a `width` x `height` pixel rounded rectangle (whole-pixel radii) under
    /// a blur of `sigma` pixels: a nine-slice mask when the rectangle is large enough for
    /// a flat middle, else one of its exact size.
    func mask(width: Int, height: Int, radii: CornerRadii, sigma: Float) -> ShadowMask? {
        let q = Int32((sigma * 4).rounded())
        let s = Float(q) / 4
        let p = ShadowMask.pad(sigma: s)
        let l = Int(max(radii.topLeft, radii.bottomLeft)), r = Int(max(radii.topRight, radii.bottomRight))
        let t = Int(max(radii.topLeft, radii.topRight)), b = Int(max(radii.bottomLeft, radii.bottomRight))
        let sliced = width >= l + r + 2 * p + 1 && height >= t + b + 2 * p + 1
        let key = Key(radii: SIMD4(Int32(radii.topLeft), Int32(radii.topRight), Int32(radii.bottomRight), Int32(radii.bottomLeft)),
                      sigmaQuarters: q, width: sliced ? 0 : Int32(width), height: sliced ? 0 : Int32(height))
        clock += 1
        if let hit = masks[key] {
            masks[key] = (hit.mask, clock)
            return hit.mask
        }
        let made = sliced ? ShadowMask.nineSlice(radii: radii, sigma: s) : ShadowMask.exact(width: width, height: height, radii: radii, sigma: s)
        guard let made else { return nil }
        blurs += 1
        if masks.count >= Self.capacity, let oldest = masks.min(by: { $0.value.used < $1.value.used })?.key {
            masks.removeValue(forKey: oldest)
        }
        masks[key] = (made, clock)
        return made
    }

    /// Forgets every mask.
    func removeAll() { masks.removeAll() }
}
