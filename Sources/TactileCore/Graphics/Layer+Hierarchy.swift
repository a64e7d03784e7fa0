extension Layer {
    /// The layer this one is a sublayer of: a view's layer's superlayer is its superview's layer.
    public var superlayer: Layer? {
        if let v = hostView { return v.superview?.backingLayer }
        return parent
    }

    /// The sublayers, back to front (`nil` when there are none, as Core Animation). A view's
    /// layer lists its subviews' layers and the plain layers added to it, interleaved in the
    /// order they were added. Setting it removes the old ones and adds the new ones.
    public var sublayers: [Layer]? {
        get {
            let all = orderedSublayers
            return all.isEmpty ? nil : all
        }
        set {
            for l in orderedSublayers where l.hostView == nil { l.removeFromSuperlayer() }
            for l in newValue ?? [] { addSublayer(l) }
        }
    }

    /// Sublayers in drawing order (empty array when none).
    var orderedSublayers: [Layer] {
        guard let v = hostView else { return plainSublayers }
        if plainSublayers.isEmpty { return v.subviews.map { $0.backingLayer } }
        var out: [Layer] = []
        out.reserveCapacity(plainSublayers.count + v.subviews.count)
        for (i, l) in plainSublayers.enumerated() where anchor(at: i) == nil { out.append(l) }
        for s in v.subviews {
            out.append(s.backingLayer)
            for (i, l) in plainSublayers.enumerated() where anchor(at: i) === s { out.append(l) }
        }
        return out
    }

    /// The subview a backing layer's plain sublayer `i` draws after; `nil` (before all) when
    /// it had none or that view left.
    func anchor(at i: Int) -> View? {
        guard i < anchors.count, let a = anchors[i].view, a.superview === hostView else { return nil }
        return a
    }

    /// Adds `layer` on top of the sublayers (removed from its old superlayer first).
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: orderedSublayers.count)
    }

    /// Inserts `layer` at `index` of ``sublayers`` (clamped to the valid range). Adding a layer
    /// to itself or to one of its sublayers (a cycle) is refused and reported. A view's layer
    /// can be a sublayer of another view's layer only (the view moves, as `addSubview`).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard canAdopt(layer) else { return }
        var all = orderedSublayers
        if let v = layer.hostView {
            guard let host = hostView else {
                Diagnostics.report("Layer: a view's layer can only be a sublayer of another view's layer; \(type(of: v)) not added")
                return
            }
            let i = min(max(0, index), all.count)
            let viewsBefore = all[..<i].filter { $0.hostView != nil && $0 !== layer }.count
            host.insertSubview(v, at: viewsBefore)
            return
        }
        if layer.parent === self, let old = all.firstIndex(where: { $0 === layer }) {
            all.remove(at: old)
            all.insert(layer, at: min(max(0, index > old ? index - 1 : index), all.count))
        } else {
            let i = min(max(0, index), all.count)
            layer.removeFromSuperlayer()
            all.insert(layer, at: i)
            layer.parent = self
            layer.hasBeenDrawn = false
        }
        setOrder(all)
        layer.invalidate()
    }

    /// Inserts `layer` just above `sibling`; when `sibling` is not a sublayer, reports and adds on top.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let all = orderedSublayers
        guard let s = sibling, let i = all.firstIndex(where: { $0 === s }) else {
            if sibling != nil { Diagnostics.report("Layer.insertSublayer(_:above:): the sibling is not a sublayer; added on top") }
            addSublayer(layer)
            return
        }
        insertSublayer(layer, at: i + 1)
    }

    /// Inserts `layer` just below `sibling`; when `sibling` is not a sublayer, reports and adds at the bottom.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        let all = orderedSublayers
        guard let s = sibling, let i = all.firstIndex(where: { $0 === s }) else {
            if sibling != nil { Diagnostics.report("Layer.insertSublayer(_:below:): the sibling is not a sublayer; added at the bottom") }
            insertSublayer(layer, at: 0)
            return
        }
        insertSublayer(layer, at: i)
    }

    /// Puts `new` where `old` was (`old` is removed); reports when `old` is not a sublayer.
    public func replaceSublayer(_ old: Layer, with new: Layer) {
        guard let i = orderedSublayers.firstIndex(where: { $0 === old }) else {
            Diagnostics.report("Layer.replaceSublayer(_:with:): the old layer is not a sublayer")
            return
        }
        old.removeFromSuperlayer()
        insertSublayer(new, at: i)
    }

    /// Removes the layer from its superlayer (a view's layer: the view from its superview).
    /// Its running animations stay with it (they run again when it is drawn).
    public func removeFromSuperlayer() {
        if let v = hostView {
            v.removeFromSuperview()
            return
        }
        guard let p = parent, let i = p.plainSublayers.firstIndex(where: { $0 === self }) else { return }
        invalidate()
        p.plainSublayers.remove(at: i)
        if i < p.anchors.count { p.anchors.remove(at: i) }
        parent = nil
    }

    /// `true` when `layer` may become a sublayer of `self`: not `self`, not an ancestor.
    private func canAdopt(_ layer: Layer) -> Bool {
        var a: Layer? = self
        var depth = 0
        while let c = a, depth < 100_000 {
            if c === layer {
                Diagnostics.report("Layer: refused to add \(layer.name ?? "a layer") inside itself or its own sublayer (a cycle)")
                return false
            }
            a = c.superlayer
            depth += 1
        }
        return true
    }

    /// Stores a new order of sublayers: plain ones keep the subview they follow.
    private func setOrder(_ all: [Layer]) {
        guard let host = hostView else {
            plainSublayers = all
            return
        }
        var plain: [Layer] = [], anchorsOut: [WeakView] = []
        var current: View?
        for l in all {
            if let v = l.hostView, v.superview === host {
                current = v
            } else {
                plain.append(l)
                anchorsOut.append(WeakView(view: current))
            }
        }
        plainSublayers = plain
        anchors = anchorsOut
    }

    /// `true` when `self` is `layer` or inside it.
    func isDescendant(of layer: Layer) -> Bool {
        var a: Layer? = self
        var depth = 0
        while let c = a, depth < 100_000 {
            if c === layer { return true }
            a = c.superlayer
            depth += 1
        }
        return false
    }
}
