extension Layer {
    /// Asks for ``display()`` (and so ``draw(in:)``) to run before the layer is next drawn, and
    /// repaints its area (a view's layer: the view's `setNeedsDisplay()`).
    public func setNeedsDisplay() {
        if let v = hostView { v.setNeedsDisplay(); return }
        displayRequested = true
        invalidate()
    }

    /// As ``setNeedsDisplay()`` (the whole layer is drawn again).
    public func setNeedsDisplay(_ rect: Rect) { setNeedsDisplay() }

    /// `true` between ``setNeedsDisplay()`` and the next ``display()``.
    public func needsDisplay() -> Bool { displayRequested }

    /// `true` runs ``display()`` again whenever the bounds' size changes (`false`: the last
    /// picture is stretched to the new bounds, as Core Animation).
    public var needsDisplayOnBoundsChange: Bool {
        get { redisplaysOnResize }
        set { redisplaysOnResize = newValue }
    }

    /// Runs ``display()`` now when ``needsDisplay()``, with the renderer of the layer's window
    /// (without one it waits for the next draw).
    public func displayIfNeeded() {
        guard displayRequested, let r = hostingView?.window?.context?.renderer else { return }
        runDisplay(with: r)
    }

    /// What ``display()`` does by default: ``draw(in:)`` into a kept picture.
    func drawIntoBackingStore() {
        guard let r = Layer.displayingRenderer else { return }
        let b = shown.bounds
        let bitmap = r.renderOffscreen(size: b.size) {
            r.translate(by: Point(x: -b.minX, y: -b.minY))
            draw(in: r)
        }
        displayCount += 1
        guard let bitmap, !bitmap.isFullyTransparent else { backingStore = nil; return }
        backingStore = Image(bitmap: bitmap, name: "<\(name ?? "layer") display>")
    }

    /// Runs ``display()`` with `r` as the renderer ``draw(in:)`` gets.
    func runDisplay(with r: Renderer) {
        displayRequested = false
        let previous = Layer.displayingRenderer
        Layer.displayingRenderer = r
        display()
        Layer.displayingRenderer = previous
    }

    /// The bounds' size changed from `old`: with ``needsDisplayOnBoundsChange``, display again.
    func boundsSizeChanged(from old: Size) {
        if redisplaysOnResize && old != stored.bounds.size { displayRequested = true }
    }

    /// The renderer of the ``display()`` running now (only within it).
    static var displayingRenderer: Renderer?
}
