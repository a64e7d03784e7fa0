/// Touches and the pan: tracking, dragging with rubber-banding, and the hand-off to the
/// motion after the finger lifts.
extension ScrollView {
    /// Whether the scroll view's pan may begin for the movement so far: it needs an axis to
    /// scroll along the drag's main direction (so a horizontal carousel inside a vertical
    /// list leaves vertical drags to the list), and content touches it may cancel.
    func panShouldBegin() -> Bool {
        let pan = panGestureRecognizer
        let t = pan.translation(in: nil)
        let h = allowsScrolling(.horizontal), v = allowsScrolling(.vertical)
        if !h && !v { return false }
        if h && !v && abs(t.y) > abs(t.x) { return false }
        if v && !h && abs(t.x) > abs(t.y) { return false }
        for touch in pan.touches where touch.viewHasBegun {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }

    /// A finger came down in the scroll view (seen before the content sees it): it holds
    /// any motion where it is.
    func touchDidBegin() {
        isTracking = true
        if motionX.isActive || motionY.isActive {
            // Freeze at the position of this instant, not of the last frame.
            if let now = window?.context?.now {
                let x = motionX.evaluate(at: now), y = motionY.evaluate(at: now)
                stopMotion(notify: false)
                contentOffset = Point(x: x.position, y: y.position)
            } else {
                stopMotion(notify: false)
            }
        }
    }

    /// Every finger lifted (or was cancelled). Without a drag, content held out of range or
    /// between pages settles.
    func touchesDidEnd() {
        guard isTracking else { return }
        isTracking = false
        guard !isDragging, window?.context != nil else { return }
        settle()
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            touchDidBegin()
            let t = pan.translation(in: nil)
            lockedAxis = nil
            if isDirectionalLockEnabled && allowsScrolling(.horizontal) && allowsScrolling(.vertical) {
                if abs(t.x) > abs(t.y) * 1.5 { lockedAxis = .horizontal } else if abs(t.y) > abs(t.x) * 1.5 { lockedAxis = .vertical }
            }
            // The drag scrolls from here: the content does not jump by the pan's slop.
            pan.setTranslation(.zero, in: nil)
            let lo = minimumOffset, hi = maximumOffset, b = bounds.size
            let o = contentOffset
            dragStartRaw = Point(x: ScrollPhysics.unbanded(o.x, lo: lo.x, hi: hi.x, dimension: b.width),
                                 y: ScrollPhysics.unbanded(o.y, lo: lo.y, hi: hi.y, dimension: b.height))
            pageAtDragStart = pageIndex(of: o)
            isDragging = true
            showIndicators()
            willBeginDragging?(self)
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            guard isDragging else { return }
            let t = pan.translation(in: nil)
            let scrollsX = allowsScrolling(.horizontal) && lockedAxis != .vertical
            let scrollsY = allowsScrolling(.vertical) && lockedAxis != .horizontal
            let o = contentOffset
            let raw = Point(x: scrollsX ? dragStartRaw.x - t.x : o.x, y: scrollsY ? dragStartRaw.y - t.y : o.y)
            contentOffset = displayedOffset(forPull: raw, scrollsX: scrollsX, scrollsY: scrollsY)
            showIndicators()
        case .ended, .cancelled:
            guard isDragging else { return }
            isDragging = false
            isTracking = false
            var v = pan.state == .ended ? pan.velocity(in: nil) : .zero
            v = Point(x: -v.x, y: -v.y)
            if !allowsScrolling(.horizontal) || lockedAxis == .vertical { v.x = 0 }
            if !allowsScrolling(.vertical) || lockedAxis == .horizontal { v.y = 0 }
            if !v.isFinite { v = .zero }
            if pan.state == .ended { refreshControl?.scrollViewWillEndDragging(self) }
            release(velocity: v)
        default:
            break
        }
    }

    /// The offset shown for an unconstrained pull: rubber-banded past the edges (or
    /// clamped when the view does not bounce).
    func displayedOffset(forPull raw: Point, scrollsX: Bool, scrollsY: Bool) -> Point {
        let lo = minimumOffset, hi = maximumOffset, b = bounds.size
        var p = raw
        if bounces {
            if scrollsX { p.x = ScrollPhysics.rubberBanded(raw.x, lo: lo.x, hi: hi.x, dimension: b.width) }
            if scrollsY { p.y = ScrollPhysics.rubberBanded(raw.y, lo: lo.y, hi: hi.y, dimension: b.height) }
        } else {
            p = clampedOffset(raw)
        }
        return p
    }

    /// The page (per axis) an offset is nearest to.
    func pageIndex(of p: Point) -> Point {
        let b = bounds.size
        return Point(x: b.width > 0 ? (p.x / b.width).rounded() : 0, y: b.height > 0 ? (p.y / b.height).rounded() : 0)
    }

    /// The page offset a release at `pos` projected to `projected` comes to rest on: the
    /// page the projection lands on, at most one page from where the drag started.
    func pageTarget(projected: Point) -> Point {
        let b = bounds.size
        var page = pageIndex(of: projected)
        page.x = min(pageAtDragStart.x + 1, max(pageAtDragStart.x - 1, page.x))
        page.y = min(pageAtDragStart.y + 1, max(pageAtDragStart.y - 1, page.y))
        return clampedOffset(Point(x: page.x * b.width, y: page.y * b.height))
    }

    /// The finger lifted after a drag with content velocity `v` (points per second).
    func release(velocity v: Point) {
        let now = window?.context?.now ?? 0
        let rate = decelerationRate.rawValue
        let pos = contentOffset
        let natural = Point(x: pos.x + ScrollPhysics.projectedDistance(velocity: v.x, rate: rate),
                            y: pos.y + ScrollPhysics.projectedDistance(velocity: v.y, rate: rate))
        var target = clampedOffset(natural)
        if isPagingEnabled { target = pageTarget(projected: natural) }
        let proposed = target
        let perMillisecond = Point(x: v.x / 1000, y: v.y / 1000)
        willEndDragging?(self, perMillisecond, &target)
        delegate?.scrollViewWillEndDragging(self, withVelocity: perMillisecond, targetContentOffset: &target)
        if !target.isFinite { target = proposed }
        target = clampedOffset(target)
        let custom = target != proposed
        let lo = minimumOffset, hi = maximumOffset
        func motion(_ p: Float, _ vel: Float, _ lo: Float, _ hi: Float, _ tgt: Float, _ nat: Float) -> AxisMotion {
            if p < lo || p > hi {
                return .spring(from: p, to: min(hi, max(lo, p)), velocity: vel, at: now)
            }
            if isPagingEnabled {
                return abs(tgt - p) < ScrollPhysics.restDistance && abs(vel) < 20 ? AxisMotion() : .spring(from: p, to: tgt, velocity: vel, at: now)
            }
            let end = custom ? tgt : nat
            if abs(end - p) < ScrollPhysics.restDistance { return AxisMotion() }
            return .decelerate(from: p, to: end, rate: rate, at: now)
        }
        // A callback may have moved the content or started a motion of its own.
        guard !motionX.isActive && !motionY.isActive else { return }
        let mx = motion(pos.x, v.x, lo.x, hi.x, target.x, natural.x)
        let my = motion(pos.y, v.y, lo.y, hi.y, target.y, natural.y)
        let moving = mx.isActive || my.isActive
        startMotion(x: mx, y: my, isAnimation: false)
        didEndDragging?(self, moving)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moving)
    }

    /// Without a motion running: brings content that rests out of range (or between pages)
    /// back with the spring.
    func settle() {
        guard !motionX.isActive && !motionY.isActive, let now = window?.context?.now else { return }
        let pos = contentOffset
        var target = clampedOffset(pos)
        if isPagingEnabled {
            pageAtDragStart = pageIndex(of: pos)
            target = pageTarget(projected: pos)
        }
        guard target != pos else { return }
        let mx: AxisMotion = abs(target.x - pos.x) < 0.01 ? AxisMotion() : .spring(from: pos.x, to: target.x, velocity: 0, at: now)
        let my: AxisMotion = abs(target.y - pos.y) < 0.01 ? AxisMotion() : .spring(from: pos.y, to: target.y, velocity: 0, at: now)
        startMotion(x: mx, y: my, isAnimation: false)
    }
}
