extension Layer {
    /// Whether changing a property animates now: a standalone layer already drawn in a window,
    /// outside ``Transaction/setDisableActions(_:)``, with animations enabled (a view's layer
    /// animates only inside `View.animate`, as Core Animation).
    var implicitAnimationsAllowed: Bool {
        hostView == nil && hasBeenDrawn && !Transaction.disableActions() && View.areAnimationsEnabled
            && hostingView?.window != nil
    }

    /// Sets a model value: repaints, and animates from what was shown when allowed.
    func change<T: Equatable>(_ kp: WritableKeyPath<LayerModel, T>, to value: T, key: String?) {
        guard stored[keyPath: kp] != value else { return }
        let from = key.flatMap { k in implicitAnimationsAllowed ? presentedValue(k, in: LayerPresentation(model: shown, extras: presentedExtras)) : nil }
        invalidate()
        stored[keyPath: kp] = value
        if let key, let from { addImplicitAnimation(forKey: key, from: from) } else if !running.isEmpty { refreshPresentation() }
        invalidate()
    }

    /// A subclass's own property changed from `old`: animates it when allowed, repaints.
    func extraDidChange(_ key: String, from old: LayerValue) {
        if implicitAnimationsAllowed { addImplicitAnimation(forKey: key, from: presentedExtras[key] ?? old) } else if !running.isEmpty { refreshPresentation() }
        invalidate()
    }

    /// Core Animation's default action: a basic animation from the shown value to the new
    /// model value, with the transaction's duration and pace, under the property's key.
    private func addImplicitAnimation(forKey key: String, from: LayerValue) {
        let a = BasicAnimation(keyPath: key)
        a.fromValue = from.boxed
        a.duration = Transaction.animationDuration()
        a.timingFunction = Transaction.animationTimingFunction() ?? MediaTimingFunction(name: .default)
        if a.duration <= 0 { return }
        add(a, forKey: key)
    }
}
