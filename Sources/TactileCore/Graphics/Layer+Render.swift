extension Layer {
    /// What is drawn now: the presentation while animating, the model otherwise.
    var shown: LayerModel { presented ?? currentModel }

    /// Draws a standalone layer; the renderer's origin is its superlayer's bounds coordinates.
    /// `extra` is the superlayer's ``sublayerTransform`` about its anchor point (`nil`: none).
    func render(in r: Renderer, extra: Transform3D? = nil) {
        let m = shown
        hasBeenDrawn = true
        guard !m.isHidden, m.opacity > 0 else { return }
        if displayRequested { runDisplay(with: r) }
        let b = m.bounds
        if m.transform.isIdentity && extra == nil {
            if plainSublayers.isEmpty || m.masksToBounds {
                let o = m.origin
                guard r.clipBounds.intersects(Rect(x: o.x, y: o.y, width: max(b.width, 1), height: max(b.height, 1))) else { return }
            }
            r.save()
            let o = m.origin
            r.translate(by: Point(x: o.x - b.minX, y: o.y - b.minY))
            if m.opacity < 1 { r.multiplyOpacity(m.opacity) }
            if let mask = maskLayer {
                renderMasked(m, mask: mask, in: r)
            } else {
                renderContent(m, in: r)
            }
            r.restore()
            return
        }
        guard m.transform.isFinite, b.width > 0, b.height > 0 else { return }
        var toSuper = Transform3D(translationX: -m.anchorPoint.x * b.width, y: -m.anchorPoint.y * b.height, z: 0)
            .concatenating(m.transform).concatenating(Transform3D(translationX: m.position.x, y: m.position.y, z: 0))
        if let extra { toSuper = toSuper.concatenating(extra) }
        guard toSuper.isFinite, drawsBack || Layer.facesViewer(toSuper, size: b.size) else { return }
        r.save()
        if m.opacity < 1 { r.multiplyOpacity(m.opacity) }
        if toSuper.isAffine {
            r.drawLayer(size: b.size, transform: toSuper.affineTransform) { renderBody(m, in: r) }
        } else {
            r.drawLayer(size: b.size, transform: toSuper) { renderBody(m, in: r) }
        }
        r.restore()
    }

    /// Whether a `size` rectangle drawn through `t` shows its front: the transformed normal
    /// points at the viewer (affine: `m33` ≥ 0), or with perspective the projected corners
    /// keep their turning order.
    static func facesViewer(_ t: Transform3D, size: Size) -> Bool {
        if t.m14 == 0 && t.m24 == 0 && t.m34 == 0 { return t.m33 >= 0 }
        guard let a = t.project(Point(x: 0, y: 0)), let b = t.project(Point(x: size.width, y: 0)),
              let c = t.project(Point(x: 0, y: size.height)) else { return false }
        return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) >= 0
    }

    /// The layer's drawing with its bounds' top-left at the origin (inside a layer texture).
    private func renderBody(_ m: LayerModel, in r: Renderer) {
        r.translate(by: Point(x: -m.bounds.minX, y: -m.bounds.minY))
        if let mask = maskLayer { renderMasked(m, mask: mask, in: r) } else { renderContent(m, in: r) }
    }

    /// The layer drawn offscreen with its alpha multiplied by the ``mask``'s (drawn in the
    /// layer's bounds coordinates), then drawn as one picture, kept until something in it
    /// changes (``invalidate()`` drops it).
    private func renderMasked(_ m: LayerModel, mask: Layer, in r: Renderer) {
        let b = m.bounds
        guard b.width > 0, b.height > 0, !r.isClippedOut else { return }
        let dark = r.userInterfaceStyle == .dark
        if let kept = maskedPicture, kept.dark == dark, kept.scale == r.pixelScale {
            r.draw(kept.image, in: b)
            return
        }
        guard var content = r.renderOffscreen(size: b.size, {
            r.translate(by: Point(x: -b.minX, y: -b.minY))
            renderContent(m, in: r)
        }), let alpha = r.renderOffscreen(size: b.size, {
            r.translate(by: Point(x: -b.minX, y: -b.minY))
            mask.render(in: r)
        }) else { return }
        content.multiplyAlpha(by: alpha)
        maskCompositions += 1
        let image = Image(bitmap: content, name: "<masked layer>")
        maskedPicture = (image, dark, r.pixelScale)
        r.draw(image, in: b)
    }

    /// Background, contents, custom drawing, sublayers and border, in bounds coordinates.
    private func renderContent(_ m: LayerModel, in r: Renderer) {
        let b = m.bounds
        let radii = CornerRadii(all: m.cornerRadius)
        if let bg = m.backgroundColor, bg.a > 0 {
            if m.cornerRadius > 0 { r.fillRoundedRect(b, radii: radii, color: bg) } else { r.fill(b, color: bg) }
        }
        if m.masksToBounds {
            r.save()
            r.clip(to: b, radii: radii)
        }
        if !r.isClippedOut {
            if let image = contentsImage { r.draw(image, in: b, contentMode: gravity.contentMode) }
            drawLayerContent(in: r, bounds: b)
            renderSublayers(in: r)
        }
        if m.masksToBounds { r.restore() }
        if m.borderWidth > 0 { r.strokeRoundedRect(b, radii: radii, width: m.borderWidth, color: m.borderColor ?? .black) }
    }


    /// The sublayers in order, higher ``zPosition`` above (stable among equals).
    func renderSublayers(in r: Renderer) {
        let subs = plainSublayers
        guard !subs.isEmpty else { return }
        let extra = sublayerMatrix
        var flat = true
        for s in subs where s.shown.zPosition != 0 {
            flat = false
            break
        }
        if flat {
            for s in subs { s.render(in: r, extra: extra) }
        } else {
            for s in subs.enumerated().sorted(by: { ($0.element.shown.zPosition, $0.offset) < ($1.element.shown.zPosition, $1.offset) }) {
                s.element.render(in: r, extra: extra)
            }
        }
    }

    /// ``sublayerTransform`` about the anchor point, in bounds coordinates (`nil`: identity).
    var sublayerMatrix: Transform3D? {
        let t = sublayersTransform
        if t.isIdentity { return nil }
        let m = shown
        let ax = m.bounds.minX + m.anchorPoint.x * m.bounds.width, ay = m.bounds.minY + m.anchorPoint.y * m.bounds.height
        return Transform3D(translationX: -ax, y: -ay, z: 0).concatenating(t).concatenating(Transform3D(translationX: ax, y: ay, z: 0))
    }
}

extension Layer {
    /// The area the layer and its visible sublayers cover, in its bounds coordinates (drawn values).
    func coveredRect() -> Rect {
        let m = shown
        var r = m.bounds
        if !m.masksToBounds {
            for s in plainSublayers where !s.shown.isHidden { r = r.union(s.rectInSuperlayer(s.coveredRect())) }
        }
        return r
    }

    /// `rect` (bounds coordinates) in the superlayer's, through the drawn transform (perspective
    /// included; a huge box when it cannot be projected).
    func rectInSuperlayer(_ rect: Rect) -> Rect {
        let m = shown
        let extra = parent?.sublayerMatrix
        if m.transform.isIdentity && extra == nil { return rect.offsetBy(dx: m.origin.x - m.bounds.minX, dy: m.origin.y - m.bounds.minY) }
        var t = m.toSuperlayer(affineOnly: false)
        if let extra { t = t.concatenating(extra) }
        if t.isAffine { return rect.applying(t.affineTransform) }
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        for p in [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)] {
            guard let q = t.project(p) else { return Rect(x: -1e5, y: -1e5, width: 2e5, height: 2e5) }
            minX = min(minX, q.x); maxX = max(maxX, q.x); minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Asks for the area the layer covers to be repainted (nothing when it is not in a window).
    func invalidate() {
        // Kept masked pictures of this layer and every layer it is drawn into are stale.
        var c: Layer? = self
        var up = 0
        while let l = c, up < 100_000 {
            l.maskedPicture = nil
            c = l.parent ?? l.maskOwner
            up += 1
        }
        if let v = hostView {
            v.invalidateSubtree()
            return
        }
        if parent == nil, let owner = maskOwner {
            owner.invalidate()
            return
        }
        var rect = coveredRect()
        var l: Layer = self
        var depth = 0
        while let p = l.parent, depth < 100_000 {
            rect = l.rectInSuperlayer(rect)
            if let v = p.hostView {
                guard let w = v.window, !v.isHiddenInTree else { return }
                w.invalidate(v.convert(rect, to: nil))
                return
            }
            l = p
            depth += 1
        }
        if let owner = l.maskOwner, l !== self { owner.invalidate() }  // a sublayer of a mask
    }

    /// The view whose layer tree this layer is in (`nil` when detached).
    var hostingView: View? {
        var l: Layer? = self
        var depth = 0
        while let c = l, depth < 100_000 {
            if let v = c.hostView { return v }
            l = c.parent ?? c.maskOwner
            depth += 1
        }
        return nil
    }
}
