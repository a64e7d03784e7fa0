internal import CSDL2

extension Renderer {
    // MARK: Public shapes (points, relative to the origin)

    /// Fills a rectangle. Inside a rounded clip, the parts under the clip's corners are cut
    /// by the curve.
    public func fill(_ rect: Rect, color: Color) {
        guard rect.isFinite, color.a > 0, !isClippedOut else { return }
        if pixelRect(rect).clippedIntersection(state.clip).isEmpty { return }
        var op = command(.fill)
        op.rect = rect
        op.color = color.resolved(dark: state.isDark)
        drawList.append(op)
    }

    func performFill(_ rect: Rect, color: Color) {
        let r = pixelRect(rect).clippedIntersection(state.clip)
        let c = sdlColor(color)
        if !roundedClipCorners(touching: r).isEmpty {
            emitShape(shape: state.clipShape, radii: state.clipRadii, limit: r, paint: .color(c))
        } else {
            rects.removeAll(keepingCapacity: true)
            rects.append(SDL_FRect(x: r.minX, y: r.minY, w: r.width, h: r.height))
            flushRects(c)
        }
    }

    /// Fills a rounded rectangle with one radius on every corner.
    public func fillRoundedRect(_ rect: Rect, radius: Float, color: Color) {
        fillRoundedRect(rect, radii: CornerRadii(all: radius), color: color)
    }

    /// Fills a rounded rectangle with a radius per corner; the curves are anti-aliased.
    public func fillRoundedRect(_ rect: Rect, radii: CornerRadii, color: Color) {
        fillRoundedRect(rect, radii: radii, color: color, skippingCorners: [])
    }

    /// Fills a rounded rectangle, leaving out the corners in `skippedCorners` that an opaque
    /// child will paint, so their anti-aliased edge blends with the background, not with this fill.
    ///
    /// `within` (points, relative to the origin) limits the painting to part of the shape,
    /// e.g. what subviews leave uncovered.
    package func fillRoundedRect(_ rect: Rect, radii: CornerRadii, color: Color, skippingCorners skippedCorners: RectCorner,
                         within: Rect? = nil) {
        guard rect.isFinite, color.a > 0, !isClippedOut else { return }
        var op = command(.roundedRect)
        op.rect = rect
        op.radii = radii
        op.color = color.resolved(dark: state.isDark)
        op.flags = Int32(truncatingIfNeeded: skippedCorners.rawValue)
        if let within { op.rect2 = within; op.hasWithin = true }
        drawList.append(op)
    }

    func performFillRoundedRect(_ rect: Rect, radii: CornerRadii, color: Color, skippingCorners skippedCorners: RectCorner,
                                within: Rect?) {
        let (shape, r) = shapeInsideRoundedClip(pixelRect(rect), radii: radii.clamped(to: rect.size).scaled(by: pixelScale))
        if shape.isEmpty { return }
        let limit = within.map { state.clip.clippedIntersection(pixelRect($0)) } ?? state.clip
        emitShape(shape: shape, radii: r, limit: limit, paint: .color(sdlColor(color)), skippingCorners: skippedCorners)
    }

    /// Strokes the inside edge of a rectangle with a line `width` points wide.
    public func strokeRect(_ rect: Rect, width: Float, color: Color) {
        strokeRoundedRect(rect, radii: .zero, width: width, color: color)
    }

    /// Strokes the inside edge of a rounded rectangle (a border), anti-aliased at the curves.
    public func strokeRoundedRect(_ rect: Rect, radii: CornerRadii, width: Float, color: Color) {
        guard rect.isFinite, width.isFinite, width > 0, color.a > 0, !isClippedOut else { return }
        var op = command(.stroke)
        op.rect = rect
        op.radii = radii
        op.width = width
        op.color = color.resolved(dark: state.isDark)
        drawList.append(op)
    }

    func performStroke(_ rect: Rect, radii: CornerRadii, width: Float, color: Color) {
        let shape = pixelRect(rect)
        if shape.isEmpty { return }
        var r = radii.clamped(to: rect.size).scaled(by: pixelScale)
        if !state.clipRadii.isZero { r = merge(radii: r, of: shape) }
        let w = min(max(1, (width * pixelScale).rounded()), min(shape.width, shape.height) / 2)
        emitRing(shape: shape, radii: r, width: w, limit: state.clip, color: sdlColor(color))
    }

    /// Fills a circle.
    public func fillCircle(center: Point, radius: Float, color: Color) {
        fillRoundedRect(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                        radius: radius, color: color)
    }

    /// Strokes a circle's inside edge.
    public func strokeCircle(center: Point, radius: Float, width: Float, color: Color) {
        strokeRoundedRect(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
                          radii: CornerRadii(all: radius), width: width, color: color)
    }

    /// Draws a straight line `width` points wide with anti-aliased long edges.
    public func drawLine(from a: Point, to b: Point, width: Float = 1, color: Color) {
        guard a.isFinite, b.isFinite, width.isFinite, width > 0, color.a > 0, !isClippedOut else { return }
        var op = command(.line)
        op.rect = Rect(x: a.x, y: a.y, width: b.x, height: b.y)
        op.width = width
        op.color = color.resolved(dark: state.isDark)
        drawList.append(op)
    }

    func performLine(from a: Point, to b: Point, width: Float, color: Color) {
        let p = pixelPoint(a), q = pixelPoint(b)
        let dx = q.x - p.x, dy = q.y - p.y
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 0 else { return }
        let nx = -dy / len, ny = dx / len
        let half = max(0.5, width * pixelScale / 2)
        let c = sdlColor(color)
        var t = c
        t.a = 0
        vertices.removeAll(keepingCapacity: true)
        let inner = max(0, half - 0.5), outer = half + 0.5
        func v(_ x: Float, _ y: Float, _ col: SDL_Color) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: col, tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        let pi1 = v(p.x + nx * inner, p.y + ny * inner, c), pi2 = v(p.x - nx * inner, p.y - ny * inner, c)
        let qi1 = v(q.x + nx * inner, q.y + ny * inner, c), qi2 = v(q.x - nx * inner, q.y - ny * inner, c)
        let po1 = v(p.x + nx * outer, p.y + ny * outer, t), po2 = v(p.x - nx * outer, p.y - ny * outer, t)
        let qo1 = v(q.x + nx * outer, q.y + ny * outer, t), qo2 = v(q.x - nx * outer, q.y - ny * outer, t)
        vertices.append(pi1); vertices.append(qi1); vertices.append(pi2)
        vertices.append(pi2); vertices.append(qi1); vertices.append(qi2)
        vertices.append(po1); vertices.append(qo1); vertices.append(pi1)
        vertices.append(pi1); vertices.append(qo1); vertices.append(qi1)
        vertices.append(pi2); vertices.append(qi2); vertices.append(po2)
        vertices.append(po2); vertices.append(qi2); vertices.append(qo2)
        drawTriangles(scissor: state.clip)
    }

    /// Fills a triangle (games: ships, arrows). Not anti-aliased.
    public func fillTriangle(_ a: Point, _ b: Point, _ c: Point, color: Color) {
        guard a.isFinite, b.isFinite, c.isFinite, color.a > 0, !isClippedOut else { return }
        var op = command(.triangle)
        op.rect = Rect(x: a.x, y: a.y, width: b.x, height: b.y)
        op.rect2 = Rect(x: c.x, y: c.y, width: 0, height: 0)
        op.color = color.resolved(dark: state.isDark)
        drawList.append(op)
    }

    func performTriangle(_ a: Point, _ b: Point, _ c: Point, color: Color) {
        let col = sdlColor(color)
        vertices.removeAll(keepingCapacity: true)
        let uv = SDL_FPoint(x: 0, y: 0)
        vertices.append(SDL_Vertex(position: pixelPoint(a), color: col, tex_coord: uv))
        vertices.append(SDL_Vertex(position: pixelPoint(b), color: col, tex_coord: uv))
        vertices.append(SDL_Vertex(position: pixelPoint(c), color: col, tex_coord: uv))
        drawTriangles(scissor: state.clip)
    }

    // MARK: Geometry emission (pixels)

    /// Radii for a rounded shape drawn inside a rounded clip: where a corner of the shape
    /// lies in a corner square of the clip, it takes the larger curve, so the clip's corner
    /// cuts it. Corners outside the clip keep their own radius.
    func merge(radii: CornerRadii, of shape: Rect) -> CornerRadii {
        let c = state.clipShape, cr = state.clipRadii
        var r = radii
        func cut(_ own: Float, _ clipRadius: Float, _ dx: Float, _ dy: Float) -> Float {
            guard clipRadius > 0, dx >= 0, dy >= 0, dx < clipRadius, dy < clipRadius else { return own }
            return max(own, clipRadius - max(dx, dy))
        }
        r.topLeft = cut(r.topLeft, cr.topLeft, shape.minX - c.minX, shape.minY - c.minY)
        r.topRight = cut(r.topRight, cr.topRight, c.maxX - shape.maxX, shape.minY - c.minY)
        r.bottomRight = cut(r.bottomRight, cr.bottomRight, c.maxX - shape.maxX, c.maxY - shape.maxY)
        r.bottomLeft = cut(r.bottomLeft, cr.bottomLeft, shape.minX - c.minX, c.maxY - shape.maxY)
        return r.clamped(to: shape.size)
    }

    /// A filled rounded shape (pixels) as it shows inside the current rounded clip: cut to
    /// the clip's rectangle (a corner cut away loses its own curve), then merged with the
    /// clip's corners (see `merge(radii:of:)`). Unchanged when the clip is rectangular.
    func shapeInsideRoundedClip(_ shape: Rect, radii: CornerRadii) -> (shape: Rect, radii: CornerRadii) {
        if state.clipRadii.isZero { return (shape, radii) }
        let s = shape.clippedIntersection(state.clipShape)
        if s.isEmpty { return (s, .zero) }
        var r = radii
        let cutLeft = s.minX > shape.minX, cutRight = s.maxX < shape.maxX
        let cutTop = s.minY > shape.minY, cutBottom = s.maxY < shape.maxY
        if cutLeft || cutTop { r.topLeft = 0 }
        if cutRight || cutTop { r.topRight = 0 }
        if cutRight || cutBottom { r.bottomRight = 0 }
        if cutLeft || cutBottom { r.bottomLeft = 0 }
        return (s, merge(radii: r, of: s))
    }

    /// Draws the part of a rounded rectangle `shape` (pixels) that lies inside `limit`:
    /// straight parts as rectangles and corners as cached anti-aliased masks, handed to the
    /// backend as fills, corner squares and texture pieces (no triangles).
    func emitShape(shape: Rect, radii r: CornerRadii, limit: Rect, paint: Paint, skippingCorners skip: RectCorner = []) {
        let lim = limit.clippedIntersection(shape)
        if lim.isEmpty { return }
        let x0 = shape.minX, y0 = shape.minY, x1 = shape.maxX, y1 = shape.maxY
        let (tl, tr, br, bl) = wholePixelRadii(r, of: shape)
        let left = max(tl, bl), right = max(tr, br)
        var pieces = rects
        pieces.removeAll(keepingCapacity: true)
        let lx0 = lim.minX, ly0 = lim.minY, lx1 = lim.maxX, ly1 = lim.maxY
        @inline(__always) func piece(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) {
            let px0 = max(ax, lx0), py0 = max(ay, ly0), px1 = min(bx, lx1), py1 = min(by, ly1)
            if px1 > px0, py1 > py0 { pieces.append(SDL_FRect(x: px0, y: py0, w: px1 - px0, h: py1 - py0)) }
        }
        piece(x0 + left, y0, x1 - right, y1)
        if left > 0 {
            piece(x0 + tl, y0, x0 + left, y0 + tl)
            piece(x0, y0 + tl, x0 + left, y1 - bl)
            piece(x0 + bl, y1 - bl, x0 + left, y1)
        }
        if right > 0 {
            piece(x1 - right, y0, x1 - tr, y0 + tr)
            piece(x1 - right, y0 + tr, x1, y1 - br)
            piece(x1 - right, y1 - br, x1 - br, y1)
        }
        rects = pieces
        if case let .color(c) = paint, c.a == 255, tl + tr > 0 || bl + br > 0 {
            // The band between the corners is covered by the opaque pieces: what lies wholly
            // inside it need not be drawn (the rest is left to each piece).
            let band = Rect(x: x0, y: y0 + max(tl, tr), width: x1 - x0, height: y1 - max(bl, br) - y0 - max(tl, tr)).clippedIntersection(lim)
            if !band.isEmpty { backend.cover(band, for: self) }
        }
        switch paint {
        case let .color(c): flushRects(c)
        case let .texture(tex, src, dst, modulation):
            let out = backend
            let sx = src.width / dst.width, sy = src.height / dst.height
            for i in rects.indices {
                // The piece's share of the source rectangle.
                let p = rects[i]
                out.copy(tex, sx: (src.minX + (p.x - dst.minX) * sx).rounded(), sy: (src.minY + (p.y - dst.minY) * sy).rounded(),
                         sw: (p.w * sx).rounded(), sh: (p.h * sy).rounded(), onto: p, color: modulation, for: self)
            }
        }
        // Corners whose square meets the limit: anti-aliased masks (colour) or the texture
        // copied row by row with the edge pixels faded by their coverage.
        if !skip.contains(.topLeft) { drawCorner(.topLeft, radius: tl, x: x0, y: y0, limit: lim, ringWidth: 0, paint: paint) }
        if !skip.contains(.topRight) { drawCorner(.topRight, radius: tr, x: x1 - tr, y: y0, limit: lim, ringWidth: 0, paint: paint) }
        if !skip.contains(.bottomRight) { drawCorner(.bottomRight, radius: br, x: x1 - br, y: y1 - br, limit: lim, ringWidth: 0, paint: paint) }
        if !skip.contains(.bottomLeft) { drawCorner(.bottomLeft, radius: bl, x: x0, y: y1 - bl, limit: lim, ringWidth: 0, paint: paint) }
    }

    /// Corner radii in whole pixels for `shape` (pixels): rounded, then reduced where two
    /// adjacent corner squares would overlap (a 103-pixel circle has 51- and 52-pixel
    /// corners, not two of 52), so no pixel is painted by two corners.
    package func wholePixelRadii(_ r: CornerRadii, of shape: Rect) -> (Float, Float, Float, Float) {
        var tl = pixelRadius(r.topLeft), tr = pixelRadius(r.topRight)
        var br = pixelRadius(r.bottomRight), bl = pixelRadius(r.bottomLeft)
        func fit(_ a: inout Float, _ b: inout Float, _ side: Float) {
            while a + b > side && (a > 0 || b > 0) {
                if a >= b { a -= 1 } else { b -= 1 }
            }
        }
        fit(&tl, &tr, shape.width)
        fit(&bl, &br, shape.width)
        fit(&tl, &bl, shape.height)
        fit(&tr, &br, shape.height)
        return (max(0, tl), max(0, tr), max(0, br), max(0, bl))
    }

    /// A corner radius in whole pixels (corner squares stay on the pixel grid); under half
    /// a pixel is square, and no corner is larger than ``CornerMasks/maximumRadius`` (a
    /// 1e19-point radius on a huge view draws a large corner, it does not trap).
    @inline(__always) func pixelRadius(_ r: Float) -> Float {
        r.isFinite && r >= 0.5 ? min(r, Float(CornerMasks.maximumRadius)).rounded() : 0
    }

    /// Draws one corner square at (x, y) of `radius` pixels, limited to `limit`: a quarter
    /// disc (or a quarter ring `ringWidth` wide) whose edge pixels carry their exact coverage.
    /// A colour is the backend's corner; a texture is copied row by row, runs of fully covered
    /// pixels in one piece, edge pixels one by one with their coverage as alpha.
    func drawCorner(_ corner: CornerMasks.Corner, radius: Float, x: Float, y: Float, limit: Rect,
                    ringWidth: Float, paint: Paint) {
        guard radius > 0, radius <= Float(CornerMasks.maximumRadius) else { return }
        let n = Int(radius)
        let square = Rect(x: x, y: y, width: radius, height: radius)
        let visible = square.clippedIntersection(limit)
        if visible.isEmpty { return }
        let ring = ringWidth.isFinite ? Int(min(max(0, ringWidth), radius)) : 0
        guard case let .texture(tex, source, destination, modulation) = paint else {
            if case let .color(c) = paint { backend.corner(corner, radius: n, ringWidth: ring, x: x, y: y, visible: visible, color: c, for: self) }
            return
        }
        guard let mask = cornerMasks.mask(radius: n, width: ring, corner: corner) else { return }
        // Texels map exactly as in the straight parts.
        let out = backend
        let sx = source.width / destination.width, sy = source.height / destination.height
        let i0 = Int(visible.minX - x), i1 = Int(visible.maxX - x)
        let j0 = Int(visible.minY - y), j1 = Int(visible.maxY - y)
        func copy(_ px: Int, _ py: Int, _ w: Int, _ alpha: UInt8) {
            let fx = x + Float(px), fy = y + Float(py)
            var c = modulation
            c.a = alpha
            out.copy(tex, sx: (source.minX + (fx - destination.minX) * sx).rounded(.down),
                     sy: (source.minY + (fy - destination.minY) * sy).rounded(.down),
                     sw: max(1, (Float(w) * sx).rounded()), sh: max(1, sy.rounded()),
                     onto: SDL_FRect(x: fx, y: fy, w: Float(w), h: 1), color: c, for: self)
        }
        for j in j0..<j1 {
            var i = i0
            while i < i1 {
                let cov = mask.coverage[j * n + i]
                if cov == 0 { i += 1; continue }
                if cov == 255 {
                    var k = i + 1
                    while k < i1 && mask.coverage[j * n + k] == 255 { k += 1 }
                    copy(i, j, k - i, modulation.a)
                    i = k
                } else {
                    copy(i, j, 1, UInt8((UInt16(cov) * UInt16(modulation.a) + 127) / 255))
                    i += 1
                }
            }
        }
    }

    /// Draws a border `w` pixels wide inside `shape` (pixels), limited to `limit`.
    func emitRing(shape: Rect, radii r: CornerRadii, width w: Float, limit: Rect, color: SDL_Color) {
        let lim = limit.clippedIntersection(shape)
        if lim.isEmpty { return }
        let x0 = shape.minX, y0 = shape.minY, x1 = shape.maxX, y1 = shape.maxY
        let (tl, tr, br, bl) = wholePixelRadii(r, of: shape)
        // Each corner occupies a block of max(radius, width); bands run between blocks.
        let ktl = max(tl, w), ktr = max(tr, w), kbr = max(br, w), kbl = max(bl, w)
        rects.removeAll(keepingCapacity: true)
        func piece(_ ax: Float, _ ay: Float, _ bx: Float, _ by: Float) {
            let px0 = max(ax, lim.minX), py0 = max(ay, lim.minY), px1 = min(bx, lim.maxX), py1 = min(by, lim.maxY)
            if px1 > px0, py1 > py0 { rects.append(SDL_FRect(x: px0, y: py0, w: px1 - px0, h: py1 - py0)) }
        }
        piece(x0 + ktl, y0, x1 - ktr, y0 + w)          // top
        piece(x0 + kbl, y1 - w, x1 - kbr, y1)          // bottom
        piece(x0, y0 + ktl, x0 + w, y1 - kbl)          // left
        piece(x1 - w, y0 + ktr, x1, y1 - kbr)          // right
        // Corner blocks larger than their curve (radius < width): the square remainder.
        func block(_ rad: Float, _ bx0: Float, _ by0: Float, _ sx: Float, _ sy: Float) {
            guard rad < w else { return }
            // block spans w x w from the corner; the curve occupies rad x rad at the corner.
            let ax = sx < 0 ? bx0 : bx0 - w, ay = sy < 0 ? by0 : by0 - w
            if rad == 0 { piece(ax, ay, ax + w, ay + w); return }
            if sx < 0 { piece(ax + rad, sy < 0 ? ay : ay + w - rad, ax + w, sy < 0 ? ay + rad : ay + w) }
            else { piece(ax, sy < 0 ? ay : ay + w - rad, ax + w - rad, sy < 0 ? ay + rad : ay + w) }
            piece(ax, sy < 0 ? ay + rad : ay, ax + w, sy < 0 ? ay + w : ay + w - rad)
        }
        block(tl, x0, y0, -1, -1)
        block(tr, x1, y0, 1, -1)
        block(br, x1, y1, 1, 1)
        block(bl, x0, y1, -1, 1)
        flushRects(color)
        drawCorner(.topLeft, radius: tl, x: x0, y: y0, limit: lim, ringWidth: w, paint: .color(color))
        drawCorner(.topRight, radius: tr, x: x1 - tr, y: y0, limit: lim, ringWidth: w, paint: .color(color))
        drawCorner(.bottomRight, radius: br, x: x1 - br, y: y1 - br, limit: lim, ringWidth: w, paint: .color(color))
        drawCorner(.bottomLeft, radius: bl, x: x0, y: y1 - bl, limit: lim, ringWidth: w, paint: .color(color))
    }

    /// Hands ``rects`` to the backend, filled with `color`.
    func flushRects(_ color: SDL_Color) {
        guard !rects.isEmpty, color.a > 0 else { return }
        backend.fill(rects, color: color, for: self)
    }

    /// Hands the triangles in ``vertices`` to the backend, cut by `scissor`.
    func drawTriangles(scissor: Rect?) {
        guard !vertices.isEmpty else { return }
        backend.triangles(vertices, scissor: scissor, for: self)
    }
}
