#if canImport(Glibc)
import Glibc
#endif

/// Dragging, flicking and tapping the wheels, and the frame loop that settles them.
extension PickerView {
    /// The wheel under a point in the picker (nil between or outside wheels).
    func wheel(atX x: Float) -> Int? {
        guard x.isFinite else { return nil }
        return componentFrames().firstIndex { x >= $0.minX && x < $0.maxX }
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            let p = pan.location(in: self)
            guard let c = wheel(atX: p.x), wheels[c].rows > 0 else { activeWheel = nil; return }
            activeWheel = c
            wheels[c].isMoving = false
            wheels[c].start = wheels[c].offset
        case .changed:
            guard let c = activeWheel, wheels.indices.contains(c) else { return }
            let dy = pan.translation(in: self).y
            guard dy.isFinite else { return }
            var w = wheels[c]
            // The grab point: the offset the wheel had when the finger went down.
            w.offset = w.rubberBanded(w.start - dy)
            let row = w.row(at: w.offset)
            wheels[c] = w
            if row != w.selectedRow { wheels[c].selectedRow = row }
            setNeedsDisplay()
        case .ended, .cancelled, .failed:
            guard let c = activeWheel, wheels.indices.contains(c) else { return }
            activeWheel = nil
            let v = pan.state == .ended ? -pan.velocity(in: self).y : 0
            // Past an end, it springs back to the end row without coasting on.
            let over = !wheels[c].wraps && (wheels[c].offset < 0 || wheels[c].offset > wheels[c].maxOffset)
            wheels[c].release(velocity: over ? 0 : v)
            wheels[c].notifyOnRest = true
            if !wheels[c].isMoving { wheelCameToRest(c) } else { startMotion() }
            setNeedsDisplay()
        default:
            break
        }
    }

    /// A tap above or below the band turns that wheel to the tapped row, as UIKit.
    func handleTap(_ tap: TapGestureRecognizer) {
        let p = tap.location(in: self)
        guard let c = wheel(atX: p.x), wheels[c].rows > 0 else { return }
        let w = wheels[c]
        let dy = p.y - bounds.height / 2
        guard dy.isFinite, abs(dy) > w.rowHeight / 2 else { return }
        // Invert the drum's projection: screen distance = R sin(angle), angle = rows × step.
        let radius = drumRadius
        let angle = asinClamped(dy / radius)
        let position = w.position(at: w.offset + angle * radius)
        let target = w.row(forPosition: position)
        guard target != w.selectedRow else { return }
        wheels[c].selectedRow = target
        wheels[c].settle(to: Float(position) * w.rowHeight, from: w.offset)
        wheels[c].notifyOnRest = true
        startMotion()
    }

    private func asinClamped(_ v: Float) -> Float {
        asinf(max(-1, min(1, v)))
    }

    /// Runs a display link while any wheel settles.
    func startMotion() {
        guard link == nil, wheels.contains(where: \.isMoving) else { return }
        var last: Double?
        link = DisplayLink(for: self) { [weak self] l in
            guard let self else { l.invalidate(); return }
            let dt = last.map { l.timestamp - $0 } ?? l.duration
            last = l.timestamp
            self.stepMotion(dt)
        }
    }

    func stopMotion() {
        link?.invalidate()
        link = nil
    }

    func stepMotion(_ dt: Double) {
        for c in wheels.indices where wheels[c].isMoving {
            if wheels[c].step(dt) { wheelCameToRest(c) }
        }
        setNeedsDisplay()
        if !wheels.contains(where: \.isMoving) { stopMotion() }
    }

    /// Tells the delegate of a user's choice once the wheel rests.
    func wheelCameToRest(_ c: Int) {
        guard wheels.indices.contains(c) else { return }
        let notify = wheels[c].notifyOnRest
        wheels[c].notifyOnRest = false
        guard notify else { return }
        let row = wheels[c].selectedRow
        delegate?.pickerView(self, didSelectRow: row, inComponent: c)
        rowWasChosen(row, inComponent: c)
    }
}
