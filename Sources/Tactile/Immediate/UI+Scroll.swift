extension UI {
    /// How far (points) a finger moves on a scroll region before it scrolls instead of
    /// pressing the widget under it.
    static let scrollSlop: Float = 10

    /// A vertical scroll region `height` points tall, filling the width of the current
    /// layout: `body`'s items are laid out in a column that the finger drags, with the
    /// retained ``ScrollView``'s physics (deceleration, rubber band, bounce). A finger that
    /// goes down on a button inside presses it; once it moves 10 points the region takes
    /// the finger and the button does not fire. A touch while the content moves stops it.
    /// The mouse wheel scrolls the region under the pointer.
    ///
    /// Items inside should have fixed or natural heights (`.fill` would take the region's
    /// whole scrollable length).
    ///
    /// ```swift
    /// ui.scroll(id: "rooms", height: 300) {
    ///     for room in rooms { ui.id(room.id) { if ui.button(room.name) { open(room) } } }
    /// }
    /// ```
    public func scroll<K: Hashable>(id key: K, height: Float, spacing: Float? = nil,
                                    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
                                    _ body: () -> Void) {
        guard isInFrame else { _ = reportOutsideFrame("scroll"); return }
        idStack.append(WidgetID.combine(seed: idStack.last ?? 0, key: key))
        defer { idStack.removeLast() }
        let id = register(fileID: fileID, line: line, column: column)
        let h = height.isFinite ? min(100_000, max(0, height)) : 0
        let rect = place(nil, .fixed(h), natural: Size(width: 0, height: h))
        _ = interact(id, rect)
        let region: ImmediateScrollRegion
        if let existing = scrollRegions[id] {
            region = existing
        } else {
            if scrollRegions.count >= 16 { scrollRegions = scrollRegions.filter { alive[$0.key] != nil } }
            region = ImmediateScrollRegion()
            scrollRegions[id] = region
        }
        let now = frameTime > 0 ? frameTime : Double(frameIndex) / 60
        region.rect = rect
        region.viewport = h
        region.lastFrame = frameIndex
        updateScroll(region, id: id, rect: rect, now: now)

        // The content, shifted by the offset and cut to the region.
        let r = renderer
        r.save()
        r.clip(to: rect)
        let outer = layoutStack.last?.clip ?? bounds
        let content = Rect(x: rect.minX, y: rect.minY - region.offset, width: rect.width, height: ScrollView.maximumContentLength)
        layoutStack.append(ImmediateLayoutFrame(rect: content, axis: .vertical, spacing: spacing ?? self.spacing, cursor: 0,
                                                clip: outer.intersection(rect)))
        let firstChild = submitted.count
        body()
        let cursor = layoutStack.last?.cursor ?? 0
        let usedSpacing = layoutStack.last?.spacing ?? 0
        layoutStack.removeLast()
        region.contentHeight = max(0, cursor - (cursor > 0 ? usedSpacing : 0))
        region.childIDs.removeAll(keepingCapacity: true)
        if firstChild < submitted.count { region.childIDs.append(contentsOf: submitted[firstChild...]) }
        drawScrollIndicator(region, in: rect, now: now)
        r.restore()
        if region.motion.isActive || region.dragFinger != nil || now - region.indicatorShownAt < 0.8 { setNeedsFrame() }
    }

    /// Input and motion of a region for this frame.
    private func updateScroll(_ region: ImmediateScrollRegion, id: WidgetID, rect: Rect, now: Double) {
        let hi = region.maximumOffset
        // The dragging finger.
        if let fid = region.dragFinger {
            if let i = fingers.firstIndex(where: { $0.id == fid && $0.target == id }) {
                let f = fingers[i]
                if f.cancelled {
                    region.dragFinger = nil
                    region.motion = .spring(from: region.offset, to: min(hi, max(0, region.offset)), velocity: 0, at: now)
                } else {
                    let raw = region.dragStartRaw - (f.location.y - region.dragAnchorY)
                    region.offset = ScrollPhysics.rubberBanded(raw, lo: 0, hi: hi, dimension: max(1, region.viewport))
                    region.velocity.add(Point(x: 0, y: f.location.y), at: now)
                    region.indicatorShownAt = now
                    if f.ended { release(region, now: now) }
                }
            } else {
                region.dragFinger = nil
                release(region, now: now)
            }
        } else {
            // A new finger on the region or on a widget inside it.
            for i in fingers.indices where fingers[i].isDown && rect.contains(fingers[i].start) {
                let f = fingers[i]
                guard f.target == id || region.childIDs.contains(f.target) else { continue }
                let moving = region.motion.isActive
                let moved = abs(f.location.y - f.start.y) >= UI.scrollSlop && abs(f.location.y - f.start.y) >= abs(f.location.x - f.start.x)
                guard (moving && f.began) || moved else { continue }
                // The region takes the finger: the widget under it will not fire.
                fingers[i].target = id
                if moving, let p = region.motion.advance(at: now, lo: 0, hi: hi, bounces: true) { region.offset = p }
                region.motion = AxisMotion()
                region.dragFinger = f.id
                region.dragStartRaw = ScrollPhysics.unbanded(region.offset, lo: 0, hi: hi, dimension: max(1, region.viewport))
                region.dragAnchorY = f.location.y
                region.velocity.reset()
                region.velocity.add(Point(x: 0, y: f.location.y), at: now)
                region.indicatorShownAt = now
                break
            }
        }
        // The motion after a flick.
        if region.motion.isActive, let p = region.motion.advance(at: now, lo: 0, hi: hi, bounces: true) {
            region.offset = p
            region.indicatorShownAt = now
        }
        // Content that shrank under the offset settles back.
        if region.dragFinger == nil && !region.motion.isActive && (region.offset < 0 || region.offset > hi) {
            region.motion = .spring(from: region.offset, to: min(hi, max(0, region.offset)), velocity: 0, at: now)
        }
    }

    private func release(_ region: ImmediateScrollRegion, now: Double) {
        region.dragFinger = nil
        let hi = region.maximumOffset
        var v = -region.velocity.velocity.y
        if !v.isFinite { v = 0 }
        let p = region.offset
        if p < 0 || p > hi {
            region.motion = .spring(from: p, to: min(hi, max(0, p)), velocity: v, at: now)
        } else {
            let end = p + ScrollPhysics.projectedDistance(velocity: v, rate: ScrollView.DecelerationRate.normal.rawValue)
            region.motion = abs(end - p) < ScrollPhysics.restDistance ? AxisMotion()
                : .decelerate(from: p, to: end, rate: ScrollView.DecelerationRate.normal.rawValue, at: now)
        }
    }

    private func drawScrollIndicator(_ region: ImmediateScrollRegion, in rect: Rect, now: Double) {
        let hi = region.maximumOffset
        guard hi > 0 else { return }
        let elapsed = now - region.indicatorShownAt - ScrollView.indicatorHoldTime
        let alpha = elapsed <= 0 ? 1 : Float(max(0, 1 - elapsed / ScrollView.indicatorFadeTime))
        guard alpha > 0 else { return }
        let th = ScrollIndicatorView.thickness, ins = ScrollIndicatorView.inset
        let track = max(th * 2, rect.height - 2 * ins)
        var length = max(min(ScrollIndicatorView.minimumLength, track), track * rect.height / (region.contentHeight + 0.001))
        let o = region.offset
        length = max(th * 2, length - (o < 0 ? -o : (o > hi ? o - hi : 0)))
        let fraction = min(1, max(0, o / hi))
        let bar = Rect(x: rect.maxX - ins - th, y: rect.minY + ins + fraction * (track - length), width: th, height: length)
        renderer.fillRoundedRect(bar, radii: CornerRadii(all: th / 2), color: Color(r: 128, g: 128, b: 128, a: UInt8(170 * alpha)))
    }

    /// Scrolls the region under `point` by a wheel of `dy` points (positive: away from the
    /// user); returns whether one scrolled.
    func handleWheel(dx: Float, dy: Float, at point: Point) -> Bool {
        guard dy.isFinite, dy != 0 else { return false }
        var best: ImmediateScrollRegion?
        for (id, region) in scrollRegions where alive[id] != nil && region.lastFrame >= frameIndex - 1 && region.rect.contains(point) {
            // The innermost (smallest) region under the pointer.
            if let b = best, b.rect.height <= region.rect.height { continue }
            best = region
        }
        guard let region = best, region.dragFinger == nil else { return false }
        let hi = region.maximumOffset
        let limit = ScrollView.maximumContentLength
        let target = min(hi, max(0, region.offset - max(-limit, min(limit, dy))))
        guard target != region.offset else { return false }
        region.motion = AxisMotion()
        region.offset = target
        region.indicatorShownAt = frameTime
        setNeedsFrame()
        return true
    }
}

extension ImmediatePlane: WheelHandling {
    func handleWheel(dx: Float, dy: Float, at point: Point) -> Bool {
        !isHidden && ui.handleWheel(dx: dx, dy: dy, at: point)
    }
}
