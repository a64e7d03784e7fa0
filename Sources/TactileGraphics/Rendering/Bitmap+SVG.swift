internal import CSDL2

extension Bitmap {
    /// Rasterises SVG text with SDL_image (nanosvg) at `width` x `height` pixels (0 for a
    /// side keeps the aspect ratio; both 0: the document's own size); `nil` with SDL's
    /// reason when the data is not an SVG it can draw.
    package static func rasterizingSVG(_ data: [UInt8], width: Int, height: Int) -> (bitmap: Bitmap?, error: String) {
        guard !data.isEmpty else { return (nil, "no data") }
        if TTF_WasInit() == 0 { _ = TTF_Init() }
        let w = Int32(clamping: max(0, min(width, 16384))), h = Int32(clamping: max(0, min(height, 16384)))
        let surface: UnsafeMutablePointer<SDL_Surface>? = data.withUnsafeBytes { raw in
            guard let rw = SDL_RWFromConstMem(raw.baseAddress, Int32(clamping: raw.count)) else { return nil }
            defer { SDL_RWclose(rw) }
            return IMG_LoadSizedSVG_RW(rw, w, h)
        }
        guard let surface else { return (nil, sdlError()) }
        defer { SDL_FreeSurface(surface) }
        return (Bitmap(surface: surface), sdlError())
    }
}
