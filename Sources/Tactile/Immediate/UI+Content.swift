extension UI {
    /// A line of text, clipped to its rectangle.
    public func label(_ text: String, font: Font? = nil, color: Color? = nil, alignment: TextAlignment = .left,
                      size: ImmediateLength = .auto, frame: Rect? = nil,
                      fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        guard isInFrame else { _ = reportOutsideFrame("label"); return }
        let f = font ?? style.font
        let r = renderer
        let id = register(fileID: fileID, line: line, column: column)
        let w = text.isEmpty ? 0 : r.measureText(text, font: f).width
        let rect = place(frame, size, natural: Size(width: w, height: r.lineHeight(of: f)))
        lastItem = ImmediateItem(id: id, frame: rect, isHeld: false, isPressed: false, fingerCount: 0, fired: false)
        guard !text.isEmpty, !rect.isEmpty else { return }
        accessibility.note(id, label: text, traits: [.staticText], frame: rect)
        r.save()
        r.clip(to: rect)
        drawLine(text, in: rect, font: f, color: color ?? (isEnabled ? style.foreground : style.disabledForeground),
                 alignment: alignment, fullHeight: rect)
        r.restore()
    }

    /// An image, scaled into its rectangle as `contentMode` says.
    public func image(_ image: Image, contentMode: ContentMode = .scaleAspectFit, tint: Color = .white,
                      size: ImmediateLength = .auto, frame: Rect? = nil,
                      fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        guard isInFrame else { _ = reportOutsideFrame("image"); return }
        let id = register(fileID: fileID, line: line, column: column)
        let rect = place(frame, size, natural: image.size)
        lastItem = ImmediateItem(id: id, frame: rect, isHeld: false, isPressed: false, fingerCount: 0, fired: false)
        guard !rect.isEmpty else { return }
        renderer.draw(image, in: rect, contentMode: contentMode, tint: tint)
    }

    /// A bar filled to `value` (0...1) in the accent colour.
    public func progressBar(_ value: Float, style: ImmediateStyle? = nil, size: ImmediateLength = .auto, frame: Rect? = nil,
                            fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        guard isInFrame else { _ = reportOutsideFrame("progressBar"); return }
        let s = style ?? self.style
        let id = register(fileID: fileID, line: line, column: column)
        let rect = place(frame, size, natural: Size(width: 200, height: 12))
        lastItem = ImmediateItem(id: id, frame: rect, isHeld: false, isPressed: false, fingerCount: 0, fired: false)
        guard !rect.isEmpty else { return }
        let v = value.isFinite ? min(1, max(0, value)) : 0
        let bar = Rect(x: rect.minX, y: rect.midY - min(rect.height, 12) / 2, width: rect.width, height: min(rect.height, 12))
        let radii = CornerRadii(all: bar.height / 2)
        let r = renderer
        r.fillRoundedRect(bar, radii: radii, color: s.track)
        if v > 0 {
            r.save()
            r.clip(to: bar, radii: radii)
            r.fill(Rect(x: bar.minX, y: bar.minY, width: bar.width * v, height: bar.height), color: isEnabled ? s.accent : s.disabledForeground)
            r.restore()
        }
    }
}
