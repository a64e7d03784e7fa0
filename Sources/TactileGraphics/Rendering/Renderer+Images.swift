internal import CSDL2

/// How an image fills a box, as `UIView.ContentMode`.
public enum ContentMode: String, Sendable, Hashable, Codable {
    /// Stretch to the box.
    case scaleToFill
    /// Scale to fit inside, keeping the aspect ratio (letterboxed).
    case scaleAspectFit
    /// Scale to cover the box, keeping the aspect ratio (cropped by the clip).
    case scaleAspectFill
    /// Natural size, centred.
    case center
}

extension Renderer {
    func forgetImage(_ imageID: Int) {
        if let t = imageTextures.removeValue(forKey: imageID) { SDL_DestroyTexture(t) }
    }

    /// The number of image textures this renderer holds (for leak checks).
    package var imageTextureCount: Int { imageTextures.count }

    package func texture(for image: Image) -> OpaquePointer? {
        if let t = imageTextures[image.id] { return t }
        guard let surface = image.bitmap.makeSurface() else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let tex = SDL_CreateTextureFromSurface(sdlRenderer, surface) else {
            Diagnostics.report("cannot upload image \(image.name): \(sdlError())")
            return nil
        }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        imageTextures[image.id] = tex
        image.noteTexture(in: releasedImages)
        return tex
    }

    /// The rectangle an image of `size` occupies in `rect` under a content mode.
    public static func imageRect(size: Size, in rect: Rect, contentMode: ContentMode) -> Rect {
        guard size.width > 0, size.height > 0 else { return rect }
        switch contentMode {
        case .scaleToFill:
            return rect
        case .scaleAspectFit, .scaleAspectFill:
            let sx = rect.width / size.width, sy = rect.height / size.height
            let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return Rect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
        case .center:
            return Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// Draws an image into `rect` (points) as `contentMode` says, optionally tinted
    /// (multiplied by `tint`), clipped to the current clip including rounded corners.
    public func draw(_ image: Image, in rect: Rect, contentMode: ContentMode = .scaleToFill, tint: Color = .white) {
        guard rect.isFinite, !isClippedOut, let tex = texture(for: image) else { return }
        var op = command(.image)
        op.rect = rect
        op.rect2 = Rect(origin: .zero, size: image.size)
        op.flags = contentMode.code
        op.color = tint
        op.imageID = image.id
        op.texture = tex
        drawList.append(op)
    }

    /// Draws part of an image (`source`, in image pixels) into `rect`: sprite sheets.
    public func draw(_ image: Image, source: Rect, in rect: Rect, tint: Color = .white) {
        guard rect.isFinite, source.isFinite, !isClippedOut, let tex = texture(for: image) else { return }
        var op = command(.imagePart)
        op.rect = rect
        op.rect2 = source.clippedIntersection(Rect(origin: .zero, size: image.size))
        op.color = tint
        op.imageID = image.id
        op.texture = tex
        drawList.append(op)
    }

    /// Draws a recorded image: `op.rect2` is the image's whole size (`.image`, fitted by the
    /// content mode in `op.flags`) or the part drawn (`.imagePart`).
    func performImage(_ tex: OpaquePointer, op: DrawOp) {
        guard op.kind == .image else {
            performTexture(tex, source: op.rect2, destinationPixels: pixelRect(op.rect), tint: op.color)
            return
        }
        let contentMode = ContentMode(code: op.flags)
        let rect = op.rect
        let target = Renderer.imageRect(size: op.rect2.size, in: rect, contentMode: contentMode)
        save()
        if contentMode == .scaleAspectFill || contentMode == .center { clip(to: rect) }
        performTexture(tex, source: op.rect2, destinationPixels: pixelRect(target), tint: op.color)
        restore()
    }
}

extension ContentMode {
    /// The mode as a draw command stores it.
    var code: Int32 {
        switch self {
        case .scaleToFill: 0
        case .scaleAspectFit: 1
        case .scaleAspectFill: 2
        case .center: 3
        }
    }

    init(code: Int32) {
        switch code {
        case 1: self = .scaleAspectFit
        case 2: self = .scaleAspectFill
        case 3: self = .center
        default: self = .scaleToFill
        }
    }
}
