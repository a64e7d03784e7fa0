extension UI {
    /// A button with a title. Returns `true` in the frame it fires: when a finger that went
    /// down on it lifts inside it (as on every touchscreen), or, with `firesOnPress`, when
    /// the finger goes down (game controls). ``lastItem`` tells whether it is held.
    @discardableResult
    public func button(_ title: String, style: ImmediateStyle? = nil, size: ImmediateLength = .auto, frame: Rect? = nil,
                       firesOnPress: Bool = false,
                       fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Bool {
        guard isInFrame else { return reportOutsideFrame("button") }
        let id = register(fileID: fileID, line: line, column: column)
        let (interaction, rect, s) = interactButton(id, title, style: style, size: size, frame: frame)
        var item = interaction
        if firesOnPress {
            item.fired = isEnabled && wentDown(id)
            lastItem.fired = item.fired
        }
        finishButton(id, title, in: rect, style: s, pressed: item.isPressed)
        return item.fired
    }

    /// A button for held controls (thrust, fire): returns `true` while a finger that went
    /// down on it is still down, whether or not it slid off.
    @discardableResult
    public func holdButton(_ title: String, style: ImmediateStyle? = nil, size: ImmediateLength = .auto, frame: Rect? = nil,
                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Bool {
        guard isInFrame else { return reportOutsideFrame("holdButton") }
        let id = register(fileID: fileID, line: line, column: column)
        let (item, rect, s) = interactButton(id, title, style: style, size: size, frame: frame)
        let held = isEnabled && item.isHeld
        finishButton(id, title, in: rect, style: s, pressed: held)
        return held
    }

    /// The first steps of a titled button: its style, its place and the touches on it.
    private func interactButton(_ id: WidgetID, _ title: String, style: ImmediateStyle?, size: ImmediateLength,
                                frame: Rect?) -> (item: ImmediateItem, rect: Rect, style: ImmediateStyle) {
        let s = style ?? self.style
        let rect = place(frame, size, natural: naturalSize(of: title, style: s))
        return (interact(id, rect), rect, s)
    }

    /// The last steps of a titled button: it is drawn and told to accessibility.
    private func finishButton(_ id: WidgetID, _ title: String, in rect: Rect, style s: ImmediateStyle, pressed: Bool) {
        drawButton(title, in: rect, style: s, pressed: pressed)
        accessibility.note(id, label: title, traits: isEnabled ? [.button] : [.button, .notEnabled], frame: rect)
    }

    /// The natural size of a titled control: the title plus padding (and accent).
    func naturalSize(of title: String, style s: ImmediateStyle) -> Size {
        let r = renderer
        let w = title.isEmpty ? 0 : r.measureText(title, font: s.font).width
        let h = r.lineHeight(of: s.font)
        return Size(width: w + s.padding.left + s.padding.right, height: max(itemHeight, h + s.padding.top + s.padding.bottom))
    }

    /// Draws a button: the rounded fill, the leading accent cut by the rounded corners,
    /// and the title clipped by the button.
    func drawButton(_ title: String, in rect: Rect, style s: ImmediateStyle, pressed: Bool) {
        let r = renderer
        guard !rect.isEmpty else { return }
        let radii = CornerRadii(all: s.cornerRadius)
        let bg = s.background(pressed: pressed, enabled: isEnabled)
        let accent = min(s.accentWidth, rect.width)
        // An opaque accent covering the left corners paints them itself (no halo).
        let skip: RectCorner = accent >= s.cornerRadius && s.accent.a == 255 && s.cornerRadius > 0 ? [.topLeft, .bottomLeft] : []
        r.fillRoundedRect(rect, radii: radii, color: bg, skippingCorners: skip)
        r.save()
        r.clip(to: rect, radii: radii)
        if accent > 0 {
            r.fill(Rect(x: rect.minX, y: rect.minY, width: accent, height: rect.height), color: isEnabled ? s.accent : s.disabledForeground)
        }
        if !title.isEmpty {
            drawLine(title, in: rect.inset(by: s.padding), font: s.font, color: isEnabled ? s.foreground : s.disabledForeground,
                     alignment: s.titleAlignment, fullHeight: rect)
        }
        r.restore()
    }

    /// Draws one line of text in `rect`, vertically centred in `fullHeight`.
    func drawLine(_ text: String, in rect: Rect, font: Font, color: Color, alignment: TextAlignment, fullHeight: Rect) {
        let r = renderer
        let lh = r.lineHeight(of: font)
        let y = fullHeight.minY + (fullHeight.height - lh) / 2
        let x: Float
        switch alignment {
        case .left: x = rect.minX
        case .center: x = rect.midX - r.measureText(text, font: font).width / 2
        case .right: x = rect.maxX - r.measureText(text, font: font).width
        }
        r.drawText(text, font: font, color: color, at: Point(x: x, y: y))
    }

    func reportOutsideFrame(_ what: String) -> Bool {
        Diagnostics.report("immediate UI: \(what) submitted outside a frame (call widgets inside UI.run or a plane's content); ignored")
        return false
    }
}
