extension View {
    /// Marks the view's area for repainting in the next frame. Only views that intersect
    /// marked areas are drawn again.
    public func setNeedsDisplay() {
        dropMaskedPictures()
        guard let w = window, !isHiddenInTree else { return }
        w.invalidate(convert(drawnBounds, to: nil))
    }

    /// The bounds grown by ``drawingOutset``.
    var drawnBounds: Rect {
        let o = drawingOutset
        return o > 0 ? bounds.insetBy(dx: -o, dy: -o) : bounds
    }

    /// Marks part of the view (in its bounds coordinates) for repainting.
    public func setNeedsDisplay(_ rect: Rect) {
        dropMaskedPictures()
        guard let w = window, !isHiddenInTree else { return }
        w.invalidate(convert(rect, to: nil).clippedIntersection(convert(drawnBounds, to: nil)))
    }

    var isHiddenInTree: Bool {
        var v: View? = self
        while let c = v { if c.isHidden { return true }; v = c.superview }
        return false
    }

    /// Marks the whole area the view and its (unclipped) subviews cover. `force` marks it
    /// even when the view is hidden (to erase it when it is being hidden or removed).
    func invalidateSubtree(force: Bool = false) {
        SubviewIndex.geometryDidChange()
        dropMaskedPictures()
        guard let w = window else { return }
        if !force && isHiddenInTree { return }
        if let p = superview, p.isHiddenInTree { return }
        w.invalidate(coveredRect(in: nil))
    }

    /// The area this view and its visible subviews cover, in `view`'s coordinates.
    func coveredRect(in view: View?) -> Rect {
        var r = convert(drawnBounds, to: view)
        if let shadow = shadowRect { r = r.union(convert(shadow, to: view)) }
        if !clipsToBounds, let layers = sublayersRect { r = r.union(convert(layers, to: view)) }
        if !clipsToBounds {
            for s in subviews where !s.isHidden { r = r.union(s.coveredRect(in: view)) }
        }
        return r
    }

    /// Draws this view and its subtree. The renderer's origin is the superview's bounds
    /// coordinate space; views outside the renderer's clip skip their own drawing.
    ///
    /// Each property is read once (every read of a class property costs a runtime
    /// exclusivity check, and this runs for every view of every frame).
    package func renderTree(in renderer: Renderer) {
        let shown = animationState?.presentation ?? layerAnimationPresentation  // what an animation draws instead of the model
        let opacity = shown?.alpha ?? alpha
        guard !isHidden, opacity > 0 else { return }
        renderer.stats.viewsVisitedThisFrame += 1
        let shownTransform = shown?.transform ?? transform
        if let t3 = drawnTransform3D, t3.affineTransform == shownTransform, !isInOwnLayer {
            renderTransformed3D(in: renderer, transform: t3, presentation: shown)  // perspective (Graphics/)
            return
        }
        if !shownTransform.isIdentity && !isInOwnLayer {
            renderTransformed(in: renderer, transform: shownTransform, presentation: shown)
            return
        }
        if drawsThroughMask { renderMasked(in: renderer, presentation: shown); return }  // Graphics/View+Mask.swift
        renderer.save()
        defer { renderer.restore() }
        if userInterfaceStyleOverride != .unspecified { renderer.userInterfaceStyle = userInterfaceStyleOverride }
        let b = shown?.bounds ?? bounds
        let origin = shown?.origin ?? untransformedFrame.origin
        renderer.translate(by: Point(x: origin.x - b.minX, y: origin.y - b.minY))
        if opacity < 1 { renderer.multiplyOpacity(opacity) }
        if let g = graphicsStorage, g.hasShadow { renderShadow(g, bounds: b, radii: shown?.cornerRadii ?? cornerRadii, in: renderer) }
        let clipArea = renderer.clipBounds
        let outset = drawingOutset
        let visible = clipArea.clippedIntersection(outset > 0 ? b.insetBy(dx: -outset, dy: -outset) : b)
        let drawsSelf = !visible.isEmpty
        let radii = shown?.cornerRadii ?? cornerRadii
        let clips = clipsToBounds
        let children = subviews
        if drawsSelf {
            renderer.stats.viewsDrawnThisFrame += 1
            if let bg = shown.map({ $0.backgroundColor }) ?? backgroundColor, bg.a > 0 {
                // Edge strips that opaque subviews cover (an accent) are not painted twice.
                let exposed = children.isEmpty ? b : backgroundRectNotCoveredBySubviews()
                if !exposed.isEmpty {
                    if radii.isZero {
                        renderer.fill(exposed, color: bg)
                    } else {
                        let covered = clips && !children.isEmpty ? cornersCoveredByOpaqueSubviews() : []
                        renderer.fillRoundedRect(b, radii: radii, color: bg, skippingCorners: covered, within: exposed)
                    }
                }
            }
            draw(visible, in: renderer)
        }
        if !children.isEmpty || hasPlainSublayers {  // plain sublayers: Graphics/View+Sublayers.swift
            if clips {
                renderer.save()
                renderer.clip(to: b, radii: radii)
                if !renderer.isClippedOut { renderSubviewsAndSublayers(children, within: visible, in: renderer) }
                renderer.restore()
            } else {
                renderSubviewsAndSublayers(children, within: clipArea, in: renderer)
            }
        }
        if drawsSelf {
            let border = shown?.borderWidth ?? borderWidth
            let borderShade = shown.map { $0.borderColor } ?? borderColor
            if border > 0 { renderer.strokeRoundedRect(b, radii: radii, width: border, color: borderShade ?? .black) }
        }
        if let t = contentTransition, let old = t.snapshot { renderer.draw(old, in: b, opacity: 1 - t.progress) }
    }

    /// The bounds less the full-height or full-width strips along its edges that opaque,
    /// square, visible subviews cover: the background need not be painted there.
    func backgroundRectNotCoveredBySubviews() -> Rect {
        let b = bounds
        var x0 = b.minX, x1 = b.maxX, y0 = b.minY, y1 = b.maxY
        for s in subviews where (s.backgroundColor?.a ?? 0) == 255 && !s.isHidden && s.alpha >= 1 && s.cornerRadii.isZero && s.transform.isIdentity {
            let f = s.frame
            if f.minY <= y0 && f.maxY >= y1 {
                if f.minX <= x0 && f.maxX > x0 { x0 = min(f.maxX, x1) }
                if f.maxX >= x1 && f.minX < x1 { x1 = max(f.minX, x0) }
            }
            if f.minX <= x0 && f.maxX >= x1 {
                if f.minY <= y0 && f.maxY > y0 { y0 = min(f.maxY, y1) }
                if f.maxY >= y1 && f.minY < y1 { y1 = max(f.minY, y0) }
            }
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Corners of this clipping, rounded view that an opaque, square subview covers
    /// entirely (the accent of an accent button): the background skips them so the
    /// subview's anti-aliased corner blends with what is behind, without a halo.
    func cornersCoveredByOpaqueSubviews() -> RectCorner {
        let children = subviews
        guard clipsToBounds, !children.isEmpty else { return [] }
        let b = bounds, r = cornerRadii.clamped(to: b.size)
        var corners: RectCorner = []
        for s in children where (s.backgroundColor?.a ?? 0) == 255 && !s.isHidden && s.alpha >= 1 && s.cornerRadii.isZero && s.transform.isIdentity {
            let f = s.frame
            func covers(_ x0: Float, _ y0: Float, _ rad: Float) -> Bool {
                rad > 0 && f.minX <= x0 && f.minY <= y0 && f.maxX >= x0 + rad && f.maxY >= y0 + rad
            }
            if covers(b.minX, b.minY, r.topLeft) { corners.insert(.topLeft) }
            if covers(b.maxX - r.topRight, b.minY, r.topRight) { corners.insert(.topRight) }
            if covers(b.maxX - r.bottomRight, b.maxY - r.bottomRight, r.bottomRight) { corners.insert(.bottomRight) }
            if covers(b.minX, b.maxY - r.bottomLeft, r.bottomLeft) { corners.insert(.bottomLeft) }
        }
        return corners
    }

    // MARK: Gesture recognizers

    /// The recognizers attached to this view, or `nil` when there are none.
    public var gestureRecognizers: [GestureRecognizer]? {
        recognizerStorage.isEmpty ? nil : recognizerStorage
    }

    /// Attaches a recognizer (moving it from another view if needed).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizerStorage.append(recognizer)
        recognizer.attach(to: self)
    }

    /// Detaches a recognizer; it is cancelled if it was tracking touches.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizerStorage.contains(where: { $0 === recognizer }) else { return }
        recognizerStorage.removeAll { $0 === recognizer }
        recognizer.detach()
    }
}
