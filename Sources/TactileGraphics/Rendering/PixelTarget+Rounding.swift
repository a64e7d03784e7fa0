internal import CSDL2

extension PixelTarget {
    /// How the running SDL rounds its blit of a per-pixel-alpha texture with no modulation
    /// (text runs, corner masks), which differs between SDL's versions and CPUs:
    /// - x86's MMX blitter computes `(s * A >> 8) + (d * (255 - A) >> 8)` per channel; SDL up to
    ///   2.26 also multiplies the source alpha by 255 (`A * 255 >> 8`), SDL 2.28 and later by 256
    ///   (exactly `A`);
    /// - the portable C blitter (ARM, e.g. a Raspberry Pi) interpolates, `d + ((s - d) * A >> 8)`,
    ///   and adds `A + (dA * (255 - A) >> 8)` for alpha.
    ///
    /// The pixel target asks SDL once which of these it does (``current``), so what it writes
    /// is what SDL would have written on this machine.
    struct BlitRounding: Equatable, Sendable {
        /// The portable C blitter's interpolation (else the MMX multiply-and-sum).
        var interpolates: Bool
        /// The source alpha enters the result exactly (else as `A * 255 >> 8`).
        var exactAlpha: Bool
        /// Whether a probe blit through SDL matched this rounding on every pixel.
        var matchesSDL: Bool

        /// The rounding of the SDL this process runs against, found by a probe blit on first use.
        static let current: BlitRounding = probe()

        /// The known roundings, in the order they are tried.
        static let candidates: [BlitRounding] = [
            BlitRounding(interpolates: false, exactAlpha: false, matchesSDL: true),
            BlitRounding(interpolates: false, exactAlpha: true, matchesSDL: true),
            BlitRounding(interpolates: true, exactAlpha: true, matchesSDL: true),
        ]

        /// `s` (its alpha strictly between 0 and 255) blended over `d`.
        @inline(__always)
        func blend(_ s: UInt32, over d: UInt32) -> UInt32 {
            let sa = s >> 24, inv = 255 - sa
            if interpolates {
                let s1 = s & 0xFF00FF, d1 = d & 0xFF00FF
                let rb = (d1 &+ (((s1 &- d1) &* sa) >> 8)) & 0xFF00FF
                let s2 = s & 0xFF00, d2 = d & 0xFF00
                let g = (d2 &+ (((s2 &- d2) &* sa) >> 8)) & 0xFF00
                let na = sa + (((d >> 24) * inv) >> 8)
                return na << 24 | rb | g
            }
            let nr = min(255, ((((s >> 16) & 0xFF) * sa) >> 8) + ((((d >> 16) & 0xFF) * inv) >> 8))
            let ng = min(255, ((((s >> 8) & 0xFF) * sa) >> 8) + ((((d >> 8) & 0xFF) * inv) >> 8))
            let nb = min(255, (((s & 0xFF) * sa) >> 8) + (((d & 0xFF) * inv) >> 8))
            let na = min(255, (exactAlpha ? sa : (255 * sa) >> 8) + (((d >> 24) * inv) >> 8))
            return na << 24 | nr << 16 | ng << 8 | nb
        }

        /// Blits a strip of probe pixels through SDL and keeps the first candidate that predicts
        /// every one; if none does (an SDL not known here), the closest, marked as not matching.
        static func probe() -> BlitRounding {
            let n: Int32 = 1024
            var sources = [UInt32](), destinations = [UInt32]()
            var seed: UInt32 = 0x2545_F491
            func next() -> UInt32 { seed ^= seed << 13; seed ^= seed >> 17; seed ^= seed << 5; return seed }
            for _ in 0..<n {
                let alpha = 1 + next() % 254
                sources.append(alpha << 24 | (next() & 0xFF_FFFF))
                destinations.append(next())
            }
            guard let src = SDL_CreateRGBSurfaceWithFormat(0, n, 1, 32, SDLConstants.pixelFormatARGB8888),
                  let dst = SDL_CreateRGBSurfaceWithFormat(0, n, 1, 32, SDLConstants.pixelFormatARGB8888) else {
                Diagnostics.report("the pixel target could not probe SDL's blending (\(sdlError())); it assumes SDL 2.26's")
                return BlitRounding(interpolates: false, exactAlpha: false, matchesSDL: false)
            }
            defer { SDL_FreeSurface(src); SDL_FreeSurface(dst) }
            sources.withUnsafeBufferPointer { src.pointee.pixels.copyMemory(from: $0.baseAddress!, byteCount: Int(n) * 4) }
            destinations.withUnsafeBufferPointer { dst.pointee.pixels.copyMemory(from: $0.baseAddress!, byteCount: Int(n) * 4) }
            SDL_SetSurfaceBlendMode(src, SDL_BLENDMODE_BLEND)
            SDL_UpperBlit(src, nil, dst, nil)
            let result = dst.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            var best = candidates[0], fewest = Int.max
            for candidate in candidates {
                var wrong = 0
                for i in 0..<Int(n) where candidate.blend(sources[i], over: destinations[i]) != result[i] { wrong += 1 }
                if wrong < fewest { best = candidate; fewest = wrong }
                if wrong == 0 { return candidate }
            }
            best.matchesSDL = false
            Diagnostics.report("the pixel target matches no known SDL blending (\(fewest) of \(n) probe pixels differ); text and corners may differ from SDL's by a level")
            return best
        }
    }
}
