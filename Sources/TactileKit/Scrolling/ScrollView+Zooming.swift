/// Pinch zooming, as `UIScrollView`: the view ``ScrollView/viewForZooming`` returns gets a
/// scale transform, the content size follows its scaled frame, and a two-finger pinch zooms
/// around the point between the fingers.
extension ScrollView {
    /// The smallest zoom scale (default 1). Non-finite or non-positive values become 1.
    public var minimumZoomScale: Float {
        get { zoom.minimum }
        set {
            zoom.minimum = ScrollZoomState.cleanScale(newValue)
            zoomLimitsDidChange()
        }
    }

    /// The largest zoom scale (default 1: no zooming). Non-finite or non-positive values
    /// become 1; a maximum below ``minimumZoomScale`` acts as the minimum.
    public var maximumZoomScale: Float {
        get { zoom.maximum }
        set {
            zoom.maximum = ScrollZoomState.cleanScale(newValue)
            zoomLimitsDidChange()
        }
    }

    /// The current scale of the zoomed view (1 at rest, unzoomed). Setting it zooms at
    /// once around the centre of the visible area, clamped to the limits; non-finite
    /// values are ignored.
    public var zoomScale: Float {
        get { zoom.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// `true` while a pinch is zooming.
    public var isZooming: Bool { zoomPinch.state == .began || zoomPinch.state == .changed }

    /// `true` while the scale springs back inside the limits after a pinch past them.
    public var isZoomBouncing: Bool { zoom.animation?.isBounce == true }

    /// The pinch that zooms; enabled only when ``maximumZoomScale`` exceeds
    /// ``minimumZoomScale`` and ``viewForZooming`` returns a subview.
    public var pinchGestureRecognizer: PinchGestureRecognizer? {
        zoom.range.upperBound > zoom.range.lowerBound ? zoomPinch : nil
    }

    /// Sets the zoom scale (clamped to the limits), keeping the centre of the visible area
    /// where it is; `animated` takes 0.3 s. Non-finite scales are ignored.
    public func setZoomScale(_ scale: Float, animated: Bool) {
        guard scale.isFinite, scale > 0, let view = zoomingView() else { return }
        let s = min(zoom.range.upperBound, max(zoom.range.lowerBound, scale))
        let half = Point(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = unscaledPoint(Point(x: contentOffset.x + half.x, y: contentOffset.y + half.y), in: view)
        let target = clampedOffset(Point(x: anchor.x * s - half.x, y: anchor.y * s - half.y), atScale: s, view: view)
        zoom(toScale: s, offset: target, animated: animated, bounce: false)
    }

    /// Zooms so that `rect` (in the zoomed view's own coordinates) fills the visible area
    /// as far as the limits allow, centred; `animated` takes 0.3 s. Non-finite or empty
    /// rects are ignored.
    public func zoom(to rect: Rect, animated: Bool) {
        guard rect.isFinite, let view = zoomingView() else { return }
        let r = rect.standardized
        guard r.width > 0 || r.height > 0 else { return }
        let sx = r.width > 0 ? bounds.width / r.width : .infinity
        let sy = r.height > 0 ? bounds.height / r.height : .infinity
        let s = min(zoom.range.upperBound, max(zoom.range.lowerBound, min(sx, sy)))
        let o = zoomedOrigin(of: view)
        let c = Point(x: o.x + r.midX * s, y: o.y + r.midY * s)
        let target = clampedOffset(Point(x: c.x - bounds.width / 2, y: c.y - bounds.height / 2), atScale: s, view: view)
        zoom(toScale: s, offset: target, animated: animated, bounce: false)
    }

    // MARK: Internals

    var zoomPinch: PinchGestureRecognizer { zoomPinchStorage }

    func setUpZooming() {
        let pinch = zoomPinchStorage
        pinch.name = "ScrollView.pinch"
        pinch.isEnabled = false
        pinch.addAction { [weak self] p in self?.handlePinch(p) }
        addGestureRecognizer(pinch)
        zoomAnimator.step = { [weak self] t in self?.stepZoom(at: t) ?? false }
    }

    private func zoomLimitsDidChange() {
        zoomPinch.isEnabled = zoom.range.upperBound > zoom.range.lowerBound
        let clamped = min(zoom.range.upperBound, max(zoom.range.lowerBound, zoom.scale))
        if clamped != zoom.scale, zoomingView() != nil, !isZooming { setZoomScale(clamped, animated: false) }
    }

    /// The view to zoom: ``viewForZooming``'s answer when it is a subview.
    func zoomingView() -> View? {
        guard let v = viewForZooming?(self), v.superview === self else { return nil }
        return v
    }

    /// The top-left corner of `view`'s scaled frame.
    private func zoomedOrigin(of view: View) -> Point {
        let c = view.center, s = zoom.scale, b = view.bounds.size
        return Point(x: c.x - b.width * s / 2, y: c.y - b.height * s / 2)
    }

    /// A point in the scroll view's content coordinates as a point of `view` unscaled.
    private func unscaledPoint(_ p: Point, in view: View) -> Point {
        let o = zoomedOrigin(of: view), s = zoom.scale
        return Point(x: (p.x - o.x) / s, y: (p.y - o.y) / s)
    }

    /// `p` clamped to the scroll range the content would have at scale `s`.
    private func clampedOffset(_ p: Point, atScale s: Float, view: View) -> Point {
        let size = view.bounds.size
        let w = size.width * s, h = size.height * s
        let lo = minimumOffset
        let hi = Point(x: max(lo.x, w + contentInset.right - bounds.width), y: max(lo.y, h + contentInset.bottom - bounds.height))
        return Point(x: min(hi.x, max(lo.x, p.x)), y: min(hi.y, max(lo.y, p.y)))
    }

    /// Shows `view` at scale `s`: its transform, its frame's origin at the content's origin
    /// and the content size of its scaled frame (as UIKit).
    func applyZoom(_ s: Float, offset: Point?) {
        guard s.isFinite, s > 0, let view = zoomingView() else { return }
        zoom.scale = s
        zoom.isApplying = true
        let size = view.bounds.size
        view.transform = AffineTransform(scaleX: s, y: s)
        view.center = Point(x: size.width * s / 2, y: size.height * s / 2)
        contentSize = Size(width: size.width * s, height: size.height * s)
        if let offset { contentOffset = offset }
        zoom.isApplying = false
        onZoom?(self)
    }

    private func zoom(toScale s: Float, offset: Point, animated: Bool, bounce: Bool) {
        zoom.animation = nil
        zoomAnimator.stop()
        stopMotion(notify: false)
        guard animated, let now = window?.context?.now else {
            applyZoom(s, offset: offset)
            if !bounce { return }
            didEndZooming?(self, zoomingView(), s)
            return
        }
        zoom.animation = .init(from: zoom.scale, to: s, offset: contentOffset, to: offset, start: now, isBounce: bounce)
        zoomAnimator.start(on: window?.context)
    }

    private func stepZoom(at now: Double) -> Bool {
        guard window != nil, let a = zoom.animation else { zoom.animation = nil; return false }
        applyZoom(a.scale.value(at: now), offset: a.offset.value(at: now))
        guard a.scale.isFinished(at: now) else { return true }
        zoom.animation = nil
        if a.isBounce { didEndZooming?(self, zoomingView(), zoom.scale) }
        return false
    }

    /// The displayed scale for a pinch asking for `raw`: rubber-banded past the limits
    /// (clamped without ``bouncesZoom``).
    private func bandedScale(_ raw: Float) -> Float {
        let lo = zoom.range.lowerBound, hi = zoom.range.upperBound
        if raw > hi {
            return bouncesZoom ? hi * (1 + ScrollPhysics.rubberBand(raw / hi - 1, dimension: 1)) : hi
        }
        if raw < lo {
            return bouncesZoom ? lo / (1 + ScrollPhysics.rubberBand(lo / raw - 1, dimension: 1)) : lo
        }
        return raw
    }

    private func handlePinch(_ pinch: PinchGestureRecognizer) {
        guard let view = zoomingView() else { return }
        switch pinch.state {
        case .began:
            zoom.animation = nil
            zoomAnimator.stop()
            stopMotion(notify: false)
            zoom.startScale = zoom.scale
            zoom.anchor = unscaledPoint(pinch.location(in: self), in: view)
            willBeginZooming?(self, view)
            fallthrough
        case .changed:
            let raw = zoom.startScale * pinch.scale
            guard raw.isFinite, raw > 0 else { return }
            let s = bandedScale(raw)
            let visible = Point(x: pinch.location(in: self).x - contentOffset.x, y: pinch.location(in: self).y - contentOffset.y)
            guard visible.isFinite else { return }
            zoom.visibleAnchor = visible
            let o = zoomedOrigin(of: view)
            // The anchor stays under the fingers (the fingers may also move the content).
            applyZoom(s, offset: Point(x: o.x + zoom.anchor.x * s - visible.x, y: o.y + zoom.anchor.y * s - visible.y))
        case .ended, .cancelled, .failed:
            let s = min(zoom.range.upperBound, max(zoom.range.lowerBound, zoom.scale))
            let visible = zoom.visibleAnchor
            let anchored = Point(x: zoom.anchor.x * s - visible.x, y: zoom.anchor.y * s - visible.y)
            let target = clampedOffset(anchored.isFinite ? anchored : contentOffset, atScale: s, view: view)
            if s == zoom.scale && target == contentOffset {
                didEndZooming?(self, view, s)
            } else {
                zoom(toScale: s, offset: target, animated: bouncesZoom, bounce: true)
            }
        default:
            break
        }
    }
}
