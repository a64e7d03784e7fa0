extension UI {
    /// Lays out `body`'s items in a row (left to right) taking `size` of the enclosing
    /// layout (its height in a column; `nil`: ``itemHeight``).
    public func row(size: ImmediateLength? = nil, spacing: Float? = nil, padding: EdgeInsets = .zero, _ body: () -> Void) {
        stack(.horizontal, size: size, spacing: spacing, padding: padding, body)
    }

    /// Lays out `body`'s items in a column (top to bottom) taking `size` of the enclosing
    /// layout (its width in a row; `nil`: the rest of it).
    public func column(size: ImmediateLength? = nil, spacing: Float? = nil, padding: EdgeInsets = .zero, _ body: () -> Void) {
        stack(.vertical, size: size, spacing: spacing, padding: padding, body)
    }

    /// Lays out `body`'s items along `axis` in an area taken from the enclosing layout.
    public func stack(_ axis: ImmediateAxis, size: ImmediateLength? = nil, spacing: Float? = nil,
                      padding: EdgeInsets = .zero, _ body: () -> Void) {
        let parentAxis = layoutStack.last?.axis ?? .vertical
        let natural: Float = parentAxis == .vertical && axis == .horizontal ? itemHeight : 0
        let rect = allocate(size ?? (natural > 0 ? .fixed(natural) : .fill), natural: Size(width: natural, height: natural))
        layout(in: rect, axis: axis, spacing: spacing, padding: padding, body)
    }

    /// Lays out `body`'s items along `axis` inside an explicit rectangle (UI coordinates),
    /// without moving the enclosing layout's cursor.
    public func layout(in rect: Rect, axis: ImmediateAxis = .vertical, spacing: Float? = nil,
                       padding: EdgeInsets = .zero, _ body: () -> Void) {
        let inner = rect.inset(by: padding)
        let clip = layoutStack.last?.clip ?? bounds
        layoutStack.append(ImmediateLayoutFrame(rect: inner, axis: axis, spacing: spacing ?? self.spacing, cursor: 0, clip: clip))
        body()
        layoutStack.removeLast()
    }

    /// Leaves `length` of empty space in the current row or column.
    public func spacer(_ length: ImmediateLength = .fill) {
        _ = allocate(length, natural: .zero)
    }

    /// The space left in the current row or column, along its axis.
    public var remainingLength: Float {
        guard let f = layoutStack.last else { return 0 }
        return max(0, (f.axis == .horizontal ? f.rect.width : f.rect.height) - f.cursor)
    }

    /// The rectangle the next item of `length` would get, taken from the current layout
    /// (the cursor moves past it): for custom drawing between widgets.
    public func nextRect(_ length: ImmediateLength = .auto, natural: Size = .zero) -> Rect {
        allocate(length, natural: natural)
    }

    /// Takes an item's rectangle: along the layout's axis as `length` says, across it the
    /// whole row or column.
    func allocate(_ length: ImmediateLength, natural: Size) -> Rect {
        guard var f = layoutStack.popLast() else { return .zero }
        defer { layoutStack.append(f) }
        let horizontal = f.axis == .horizontal
        let extent = horizontal ? f.rect.width : f.rect.height
        let remaining = max(0, extent - f.cursor)
        var along: Float
        switch length {
        case .auto:
            along = horizontal ? natural.width : (natural.height > 0 ? natural.height : itemHeight)
        case let .fixed(v):
            along = v
        case let .fraction(p):
            let q = p.isFinite ? min(1, max(0, p)) : 0
            along = q * extent - f.spacing * (1 - q)
        case .fill:
            along = remaining
        }
        if !along.isFinite || along < 0 { along = 0 }
        let r = horizontal
            ? Rect(x: f.rect.minX + f.cursor, y: f.rect.minY, width: along, height: f.rect.height)
            : Rect(x: f.rect.minX, y: f.rect.minY + f.cursor, width: f.rect.width, height: along)
        f.cursor += along + f.spacing
        return r
    }

    /// The rectangle for a widget: `frame` when given (the cursor stays), else taken from
    /// the layout.
    func place(_ frame: Rect?, _ length: ImmediateLength, natural: Size) -> Rect {
        if let frame { return frame.isFinite ? frame : .zero }
        return allocate(length, natural: natural)
    }

    /// Runs `body` with `style` as the style of its widgets.
    public func withStyle(_ style: ImmediateStyle, _ body: () -> Void) {
        let saved = self.style
        self.style = style
        body()
        self.style = saved
    }

    /// Runs `body` with its widgets enabled or not (disabled ones draw dimmed and never fire).
    public func enabled(_ flag: Bool, _ body: () -> Void) {
        let saved = isEnabled
        isEnabled = saved && flag
        body()
        isEnabled = saved
    }
}
