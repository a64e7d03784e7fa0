extension UI {
    /// A switch with a title; a tap (release inside) flips `isOn`. Returns `true` when it changed.
    @discardableResult
    public func toggle(_ title: String, isOn: inout Bool, style: ImmediateStyle? = nil, size: ImmediateLength = .auto,
                       frame: Rect? = nil,
                       fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Bool {
        guard isInFrame else { return reportOutsideFrame("toggle") }
        let s = style ?? self.style
        let r = renderer
        let id = register(fileID: fileID, line: line, column: column)
        let textWidth = title.isEmpty ? 0 : r.measureText(title, font: s.font).width
        let rect = place(frame, size, natural: Size(width: textWidth + 64, height: itemHeight))
        let item = interact(id, rect)
        if item.fired { isOn.toggle() }
        // The switch at the trailing edge, the title before it.
        let track = Rect(x: rect.maxX - 52, y: rect.midY - 14, width: 52, height: 28)
        let on = isOn
        r.fillRoundedRect(track, radius: 14, color: on ? (isEnabled ? s.accent : s.disabledForeground) : s.track)
        let knobX = on ? track.maxX - 14 : track.minX + 14
        r.fillCircle(center: Point(x: knobX, y: track.midY), radius: item.isPressed ? 12 : 11,
                     color: isEnabled ? s.foreground : s.disabledForeground)
        if !title.isEmpty {
            r.save()
            r.clip(to: Rect(x: rect.minX, y: rect.minY, width: max(0, track.minX - rect.minX - 8), height: rect.height))
            drawLine(title, in: rect, font: s.font, color: isEnabled ? s.foreground : s.disabledForeground, alignment: .left, fullHeight: rect)
            r.restore()
        }
        return item.fired
    }

    /// A horizontal slider setting `value` in `range` (rounded to `step` when given) while a
    /// finger that went down on it moves. Returns `true` when the value changed.
    @discardableResult
    public func slider(_ value: inout Float, in range: ClosedRange<Float> = 0...1, step: Float? = nil,
                       style: ImmediateStyle? = nil, size: ImmediateLength = .auto, frame: Rect? = nil,
                       fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Bool {
        guard isInFrame else { return reportOutsideFrame("slider") }
        let s = style ?? self.style
        let id = register(fileID: fileID, line: line, column: column)
        let rect = place(frame, size, natural: Size(width: 200, height: itemHeight))
        let item = interact(id, rect)
        let knob: Float = 12
        let x0 = rect.minX + knob, x1 = max(x0, rect.maxX - knob)
        let span = range.upperBound - range.lowerBound
        var changed = false
        if isEnabled, item.isHeld, let p = holdingLocation(id), x1 > x0, span.isFinite {
            var v = range.lowerBound + (min(x1, max(x0, p.x)) - x0) / (x1 - x0) * span
            if let step, step > 0, step.isFinite { v = range.lowerBound + (((v - range.lowerBound) / step).rounded() * step) }
            v = min(range.upperBound, max(range.lowerBound, v))
            if v != value { value = v; changed = true }
        }
        let clean = value.isFinite ? min(range.upperBound, max(range.lowerBound, value)) : range.lowerBound
        let t = span > 0 ? (clean - range.lowerBound) / span : 0
        let r = renderer
        let track = Rect(x: x0, y: rect.midY - 3, width: x1 - x0, height: 6)
        r.fillRoundedRect(track, radius: 3, color: s.track)
        let kx = x0 + (x1 - x0) * t
        r.fillRoundedRect(Rect(x: x0, y: track.minY, width: kx - x0, height: 6), radius: 3, color: isEnabled ? s.accent : s.disabledForeground)
        r.fillCircle(center: Point(x: kx, y: rect.midY), radius: item.isHeld ? knob : knob - 1,
                     color: isEnabled ? s.foreground : s.disabledForeground)
        return changed
    }
}
