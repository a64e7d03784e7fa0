extension Layer {
    /// `true` when `point` (in the layer's coordinates) is inside its bounds.
    public func contains(_ point: Point) -> Bool { bounds.contains(point) }

    /// The deepest visible layer under `point` (in the superlayer's coordinates), this one when
    /// no sublayer is hit but its bounds are, `nil` otherwise (as `CALayer.hitTest(_:)`: the
    /// model values, the affine part of transforms; hidden layers and layers whose transform
    /// has no inverse are skipped; with ``masksToBounds`` only points inside count).
    public func hitTest(_ point: Point) -> Layer? {
        hit(point, depth: 0)
    }

    private func hit(_ point: Point, depth: Int) -> Layer? {
        guard !isHidden, depth < 10_000 else { return nil }
        let m = toSuperlayer
        guard m.isInvertible else { return nil }
        let p = m.inverted().apply(to: point)
        let inside = contains(p)
        if masksToBounds && !inside { return nil }
        let subs = orderedSublayers
        let order = subs.allSatisfy({ $0.zPosition == 0 }) ? subs
            : subs.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
        for s in order.reversed() {
            if let h = s.hit(p, depth: depth + 1) { return h }
        }
        return inside ? self : nil
    }
}
