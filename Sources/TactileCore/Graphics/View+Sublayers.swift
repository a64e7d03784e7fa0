extension View {
    /// Draws the subviews and the plain sublayers of the view's layer in UIKit's order: a
    /// sublayer draws right after the subview it was added after (first when none), negative
    /// `zPosition` under every subview, positive above them all.
    func renderSubviewsAndSublayers(_ children: [View], within area: Rect, in r: Renderer) {
        // The layer's sublayerTransform reaches the subviews too (View+SublayerTransform.swift).
        let under = graphicsStorage?.layer?.sublayerMatrix
        func renderSubviews(_ c: [View], within area: Rect, in r: Renderer) {
            if let u = under { for s in c { s.renderUnderSublayerTransform(u, in: r) } } else { self.renderSubviews(c, within: area, in: r) }
        }
        guard let layer = graphicsStorage?.layer, !layer.plainSublayers.isEmpty else {
            if !children.isEmpty { renderSubviews(children, within: area, in: r) }
            return
        }
        let plain = layer.plainSublayers
        var simple = true  // all at zPosition 0 and before every subview: no sorting, no grouping
        for (i, l) in plain.enumerated() where l.shown.zPosition != 0 || layer.anchor(at: i) != nil {
            simple = false
            break
        }
        let extra = layer.sublayerMatrix
        if simple {
            for l in plain { l.render(in: r, extra: extra) }
            if !children.isEmpty { renderSubviews(children, within: area, in: r) }
            return
        }
        let below = plain.filter { $0.shown.zPosition < 0 }.sorted { $0.shown.zPosition < $1.shown.zPosition }
        for l in below { l.render(in: r, extra: extra) }
        var anchored: [ObjectIdentifier: [Layer]] = [:]
        for (i, l) in plain.enumerated() where l.shown.zPosition == 0 {
            if let a = layer.anchor(at: i) { anchored[ObjectIdentifier(a), default: []].append(l) } else { l.render(in: r, extra: extra) }
        }
        if anchored.isEmpty {
            if !children.isEmpty { renderSubviews(children, within: area, in: r) }
        } else {
            var start = 0
            for (k, s) in children.enumerated() {
                guard let after = anchored[ObjectIdentifier(s)] else { continue }
                renderSubviews(Array(children[start...k]), within: area, in: r)
                start = k + 1
                for l in after { l.render(in: r, extra: extra) }
            }
            if start < children.count { renderSubviews(Array(children[start...]), within: area, in: r) }
        }
        let above = plain.filter { $0.shown.zPosition > 0 }.sorted { $0.shown.zPosition < $1.shown.zPosition }
        for l in above { l.render(in: r, extra: extra) }
    }

    /// `true` when plain sublayers were added to the view's layer.
    var hasPlainSublayers: Bool { !(graphicsStorage?.layer?.plainSublayers.isEmpty ?? true) }

    /// The area the plain sublayers cover, in the view's bounds coordinates (`nil`: none).
    var sublayersRect: Rect? {
        guard let layer = graphicsStorage?.layer, !layer.plainSublayers.isEmpty else { return nil }
        var r: Rect?
        for l in layer.plainSublayers where !l.shown.isHidden {
            let c = l.rectInSuperlayer(l.coveredRect())
            r = r.map { $0.union(c) } ?? c
        }
        return r
    }

    /// Draws a view whose layer has a 3D transform with perspective (set through
    /// `view.layer.transform`), about its centre, through a perspective-textured grid.
    func renderTransformed3D(in renderer: Renderer, transform t: Transform3D, presentation p: Presentation?) {
        let b = p?.bounds ?? bounds
        let origin = p?.origin ?? untransformedFrame.origin
        let w = b.size.width, h = b.size.height
        let m = Transform3D(translationX: -w / 2, y: -h / 2, z: 0).concatenating(t)
            .concatenating(Transform3D(translationX: origin.x + w / 2, y: origin.y + h / 2, z: 0))
        renderer.drawLayer(size: b.size, transform: m) {
            renderer.translate(by: Point(x: -origin.x, y: -origin.y))
            renderInOwnLayer(in: renderer)
        }
    }
}
