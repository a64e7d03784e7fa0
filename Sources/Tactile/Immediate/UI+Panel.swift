extension UI {
    /// A container: a rounded background in the style's panel colour, its items laid out
    /// along `axis` inside `padding`, clipped to its rounded shape. It takes the touches
    /// that land on it (nothing beneath a HUD panel receives them).
    public func panel(size: ImmediateLength = .fill, frame: Rect? = nil, axis: ImmediateAxis = .vertical,
                      spacing: Float? = nil, padding: EdgeInsets = EdgeInsets(all: 10),
                      background: Color? = nil, cornerRadius: Float? = nil,
                      fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column, _ body: () -> Void) {
        guard isInFrame else { _ = reportOutsideFrame("panel"); return }
        let id = register(fileID: fileID, line: line, column: column)
        let rect = place(frame, size, natural: Size(width: 200, height: 200))
        _ = interact(id, rect, interactive: false)
        let radius = cornerRadius ?? style.cornerRadius
        let radii = CornerRadii(all: radius.isFinite ? max(0, radius) : 0)
        let r = renderer
        r.fillRoundedRect(rect, radii: radii, color: background ?? style.panelBackground)
        r.save()
        r.clip(to: rect, radii: radii)
        let outer = layoutStack.last?.clip ?? bounds
        let inner = rect.inset(by: padding)
        layoutStack.append(ImmediateLayoutFrame(rect: inner, axis: axis, spacing: spacing ?? self.spacing, cursor: 0,
                                                clip: outer.clippedIntersection(rect)))
        body()
        layoutStack.removeLast()
        r.restore()
    }
}
