internal import CSDL2

extension Renderer {
    /// The height of a line of `font`, in points.
    public func lineHeight(of font: Font) -> Float {
        guard let f = fonts.handle(fonts.key(for: font, scale: pixelScale)) else { return font.size }
        return Float(TTF_FontHeight(f)) / pixelScale
    }

    /// The distance from the top of a line to the baseline, in points.
    public func ascent(of font: Font) -> Float {
        guard let f = fonts.handle(fonts.key(for: font, scale: pixelScale)) else { return font.size }
        return Float(TTF_FontAscent(f)) / pixelScale
    }

    /// The size of one line of text, in points, without rasterising it (a cached line's
    /// size is read from its texture).
    public func measureText(_ text: String, font: Font) -> Size {
        let key = fonts.key(for: font, scale: pixelScale)
        if let e = textCache.lookup(TextCache.Key(font: key, text: text)) {
            return Size(width: Float(e.width) / pixelScale, height: Float(e.height) / pixelScale)
        }
        // The same glyph runs (fallback fonts, shaped by SDL_ttf) that draw the line.
        let (w, h) = fonts.measure(text, key: key)
        return Size(width: Float(w) / pixelScale, height: Float(h) / pixelScale)
    }

    /// Breaks `text` into lines for a box `maxWidth` points wide.
    public func layoutText(_ text: String, font: Font, maxWidth: Float?, numberOfLines: Int = 0,
                           lineBreakMode: LineBreakMode = .byWordWrapping) -> [String] {
        TextLayout.lines(for: text, maxWidth: maxWidth, maxLines: max(0, numberOfLines), lineBreakMode: lineBreakMode) {
            measureText($0, font: font).width
        }
    }

    /// Draws one line of text with its line box's top-left corner at `point`.
    public func drawText(_ text: String, font: Font, color: Color, at point: Point) {
        guard !text.isEmpty, color.a > 0, !isClippedOut, point.isFinite else { return }
        // The line is looked up (rasterised on a miss) first: that may draw the list (an
        // eviction), which must not happen between making the command and appending it.
        let entry = cachedText(text, font: font)
        var op = command(.text)
        if let entry { op.line = TextLineHandle(entry) }
        op.rect = Rect(x: point.x, y: point.y, width: 0, height: 0)
        op.color = color.resolved(dark: state.isDark)
        if recorder != nil || batch != nil { op.run = drawList.keep(text, font: font) }
        drawList.append(op)
    }

    /// Draws a recorded line (nothing when it could not be rasterised).
    func performText(_ entry: TextLineHandle, color: Color, at point: Point) {
        guard let texture = entry.texture else { return }
        let p = pixelPoint(point)
        let dst = Rect(x: p.x.rounded(), y: p.y.rounded(), width: Float(entry.width), height: Float(entry.height))
        let blendedInPlace = entry.pixels.map { drawTextPixels($0, width: Int(entry.width), at: dst, tint: color) } ?? false
        if !blendedInPlace {
            performTexture(texture, source: Rect(x: Float(entry.x), y: Float(entry.y), width: Float(entry.width), height: Float(entry.height)),
                        destinationPixels: dst, tint: color)
        }
        if let colour = entry.colorTexture {  // colour emoji: untinted, with the text's opacity
            performTexture(colour, source: Rect(x: 0, y: 0, width: Float(entry.width), height: Float(entry.height)),
                        destinationPixels: dst, tint: Color(r: 255, g: 255, b: 255, a: color.a))
        }
    }

    /// Blends a line's kept pixels into the target when the backend holds its pixels, as SDL's
    /// blit of its texture would; under a rounded clip's corner, through the texture (the
    /// row-by-row corner path). Returns `false` (nothing drawn) when the line's texture must be drawn.
    private func drawTextPixels(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, at dst: Rect, tint: Color) -> Bool {
        let lim = dst.clippedIntersection(state.clip)
        if lim.isEmpty { return true }
        let mod = sdlColor(tint)
        if mod.a == 0 { return true }
        if !roundedClipCorners(touching: lim).isEmpty { return false }
        let ox = Int(lim.minX - dst.minX), oy = Int(lim.minY - dst.minY)
        return backend.blend(text: pixels + oy * width + ox, stride: width, into: lim, color: mod, for: self)
    }

    /// Draws text in a box: wrapped or cut as `lineBreakMode` says, at most `numberOfLines`
    /// lines (0: as many as needed), aligned horizontally and vertically.
    public func drawText(_ text: String, font: Font, color: Color, in rect: Rect,
                         alignment: TextAlignment = .left, verticalAlignment: VerticalAlignment = .center,
                         numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail) {
        guard !text.isEmpty, rect.isFinite else { return }
        let lines = numberOfLines == 1 && lineBreakMode != .byWordWrapping && lineBreakMode != .byCharWrapping
            ? [lineBreakMode == .byTruncatingTail ? TextLayout.truncate(text, width: rect.width) { measureText($0, font: font).width } : text]
            : layoutText(text, font: font, maxWidth: rect.width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        drawTextLines(lines, font: font, color: color, in: rect, alignment: alignment, verticalAlignment: verticalAlignment)
    }

    /// Draws lines already laid out (by ``layoutText(_:font:maxWidth:numberOfLines:lineBreakMode:)``)
    /// in a box.
    public func drawTextLines(_ lines: [String], font: Font, color: Color, in rect: Rect,
                              alignment: TextAlignment = .left, verticalAlignment: VerticalAlignment = .center) {
        let lh = lineHeight(of: font)
        let total = lh * Float(lines.count)
        var y: Float
        switch verticalAlignment {
        case .top: y = rect.minY
        case .center: y = rect.minY + (rect.height - total) / 2
        case .bottom: y = rect.maxY - total
        }
        let clip = clipBounds
        for line in lines {
            // Only the lines inside the clip are measured and drawn.
            if !line.isEmpty && y + lh > clip.minY && y < clip.maxY {
                // Left-aligned lines need no measuring.
                let x: Float
                switch alignment {
                case .left: x = rect.minX
                case .center: x = rect.minX + (rect.width - measureText(line, font: font).width) / 2
                case .right: x = rect.maxX - measureText(line, font: font).width
                }
                drawText(line, font: font, color: color, at: Point(x: x, y: y))
            }
            y += lh
        }
    }

    /// The cached white rendering of a line, rasterising it on a miss.
    func cachedText(_ text: String, font: Font) -> TextCache.Entry? {
        let fontKey = fonts.key(for: font, scale: pixelScale)
        let key = TextCache.Key(font: fontKey, text: text)
        if let e = textCache.lookup(key) {
            if e.page < 0 { return e }
            if let a = atlas, a.isCurrent(page: e.page, generation: e.generation) {
                a.touch(e.page)
                return e
            }
            textCache.remove(key)  // its atlas page was emptied for reuse
        }
        // Glyph runs with fallback fonts, composed on one surface (TextRasterizer.swift).
        guard let raster = fonts.rasterise(text, key: fontKey) else {
            Diagnostics.report("cannot rasterise text \"\(text.prefix(40))\": \(sdlError())")
            return nil
        }
        defer { raster.free() }
        let surface = raster.mono
        // Colour glyphs (emoji) keep their own texture, drawn untinted over the line.
        let colourTex = raster.colour.flatMap { SDL_CreateTextureFromSurface(sdlRenderer, $0) }
        if let colourTex { SDL_SetTextureBlendMode(colourTex, SDL_BLENDMODE_BLEND) }
        if batch != nil, let entry = atlasText(key, surface: surface, colorTexture: colourTex) {
            stats.textRasterizations += 1
            return entry
        }
        guard let tex = SDL_CreateTextureFromSurface(sdlRenderer, surface) else {
            Diagnostics.report("cannot make a texture for text: \(sdlError())")
            if let colourTex { SDL_DestroyTexture(colourTex) }
            return nil
        }
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND)
        stats.textRasterizations += 1
        return textCache.insert(key, texture: tex, width: surface.pointee.w, height: surface.pointee.h, colorTexture: colourTex,
                                pixels: keepsTextPixels ? PixelTarget.copy(of: surface) : nil)
    }

    /// Copies `source` of a texture onto `destinationPixels`, tinted, clipped exactly to
    /// the current clip, and cut by the corners of a rounded clip (with the corner masks'
    /// coverage) only where it reaches them.
    ///
    /// Recorded in the draw list like the public calls (shadows, paths, gradients, vector
    /// images and snapshots draw through it): `texture` must live until the next flush (image
    /// textures are freed at `beginFrame`, snapshots flush before they free theirs).
    package func drawTexture(_ texture: OpaquePointer, source: Rect, destinationPixels dst: Rect, tint: Color) {
        var op = command(.texture)
        op.texture = texture
        op.rect = dst
        op.rect2 = source
        op.color = tint.resolved(dark: state.isDark)
        drawList.append(op)
    }

    /// Draws a recorded texture command (see ``drawTexture(_:source:destinationPixels:tint:)``).
    func performTexture(_ texture: OpaquePointer, source: Rect, destinationPixels dst: Rect, tint: Color) {
        let lim = dst.clippedIntersection(state.clip)
        if lim.isEmpty || dst.width <= 0 || dst.height <= 0 { return }
        let mod = sdlColor(tint)
        if mod.a == 0 { return }
        // A scaled texture that is cut (by a clip, or into row pieces under a rounded clip's
        // corner) would have each piece's source rectangle rounded on its own: texels jumped at
        // the corners and at clipped edges. Scale it once, whole, into a scratch texture and cut
        // that 1:1, so every visible pixel shows the texel the whole image has there.
        let isCut = lim.width < dst.width - 0.01 || lim.height < dst.height - 0.01 || !roundedClipCorners(touching: lim).isEmpty
        if abs(source.width - dst.width) > 0.01 || abs(source.height - dst.height) > 0.01, isCut,
           let scratch = prescaled(texture, source: source, size: dst.size) {
            // On whole pixels, so that the pieces' 1:1 source offsets are whole too.
            let snapped = Rect(x: dst.minX.rounded(), y: dst.minY.rounded(), width: dst.width, height: dst.height)
            performTexture(layerTextures[scratch].texture, source: Rect(x: 0, y: 0, width: dst.width, height: dst.height),
                        destinationPixels: snapped, tint: tint)
            layerTextures[scratch].inUse = false
            return
        }
        if !roundedClipCorners(touching: lim).isEmpty {
            emitShape(shape: state.clipShape, radii: state.clipRadii, limit: lim,
                      paint: .texture(texture, source: source, destination: dst, modulation: mod))
            return
        }
        let sx = source.width / dst.width, sy = source.height / dst.height
        backend.copy(texture, sx: (source.minX + (lim.minX - dst.minX) * sx).rounded(),
                     sy: (source.minY + (lim.minY - dst.minY) * sy).rounded(),
                     sw: (lim.width * sx).rounded(), sh: (lim.height * sy).rounded(),
                     onto: SDL_FRect(x: lim.minX, y: lim.minY, w: lim.width, h: lim.height), color: mod, for: self)
    }

    /// `source` of `texture` scaled to `size` pixels in a scratch layer texture (its index in
    /// `layerTextures`, in use until the caller releases it); `nil` when none can be made.
    private func prescaled(_ texture: OpaquePointer, source: Rect, size: Size) -> Int? {
        let w = Int32(min(4094, size.width.rounded(.up))), h = Int32(min(4094, size.height.rounded(.up)))
        guard w > 0, h > 0, size.width.isFinite, size.height.isFinite,
              let index = acquireLayerTexture(width: w, height: h) else { return nil }
        let scratch = layerTextures[index].texture
        drawing(into: scratch, size: Size(width: Float(w), height: Float(h))) {
            SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 0)
            SDL_RenderClear(sdlRenderer)
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, 255)
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)  // the pixels as they are, alpha included
            var sr = SDL_Rect(x: Int32(source.minX.rounded()), y: Int32(source.minY.rounded()),
                              w: Int32(source.width.rounded()), h: Int32(source.height.rounded()))
            var d = SDL_FRect(x: 0, y: 0, w: size.width, h: size.height)
            SDL_RenderCopyF(sdlRenderer, texture, &sr, &d)
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            stats.textureCopiesThisFrame += 1; stats.drawCallsThisFrame += 1
        }
        SDL_SetTextureBlendMode(scratch, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(scratch, SDL_ScaleModeNearest)
        return index
    }
}
