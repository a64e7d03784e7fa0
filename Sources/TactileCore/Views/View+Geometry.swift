extension View {
    /// The offset from this view's bounds coordinates to the window's (or the root's)
    /// coordinates, following frames and bounds origins up the tree.
    func offsetToRoot() -> Point {
        var x: Float = 0, y: Float = 0
        var v: View? = self
        while let current = v {
            if current.superview == nil && current is Window {
                // A window's bounds origin shifts its content like any view's.
                x -= current.bounds.minX
                y -= current.bounds.minY
                break
            }
            x += current.frame.minX - current.bounds.minX
            y += current.frame.minY - current.bounds.minY
            v = current.superview
        }
        return Point(x: x, y: y)
    }

    /// Converts a point from this view's coordinates to `view`'s (the window's when `nil`).
    public func convert(_ point: Point, to view: View?) -> Point {
        if hasTransformInChain || view?.hasTransformInChain == true { return transformedConvert(point, to: view) }
        let a = offsetToRoot()
        let b = view?.offsetToRoot() ?? .zero
        return Point(x: point.x + a.x - b.x, y: point.y + a.y - b.y)
    }

    /// Converts a point from `view`'s coordinates (the window's when `nil`) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        if hasTransformInChain || view?.hasTransformInChain == true {
            return view?.transformedConvert(point, to: self) ?? Window.rootPoint(point, to: self)
        }
        let a = view?.offsetToRoot() ?? .zero
        let b = offsetToRoot()
        return Point(x: point.x + a.x - b.x, y: point.y + a.y - b.y)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        if hasTransformInChain || view?.hasTransformInChain == true { return transformedConvert(rect, to: view) }
        return Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        if hasTransformInChain || view?.hasTransformInChain == true {
            return view?.transformedConvert(rect, to: self) ?? rect.applying(toRootTransform().inverted())
        }
        return Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    public func sizeToFit() {
        let s = sizeThatFits(bounds.size).sanitized
        (self as? any SizeToFitObserving)?.willSizeToFit()
        untransformedFrame = Rect(origin: untransformedFrame.origin, size: s)
    }
}
