extension Window {
    /// Shows the new root controller's view (with its appearance callbacks) and takes the
    /// old one's away; presentations over the old root are removed at once.
    func rootViewControllerDidChange(from old: ViewController?) {
        UpdateCycle.forChange(in: self).nestedChange { applyRootChange(from: old) }
    }

    private func applyRootChange(from old: ViewController?) {
        let new = rootViewController
        guard new !== old else { return }
        if let new, new.parent != nil || new.presenter != nil {
            Diagnostics.report("refused \(type(of: new)) as the window's root: it is \(new.parent != nil ? "a child of another controller" : "presented")")
            rootViewController = old
            return
        }
        if let old {
            old.dismissAllPresentedNow()
            old.finishTransitionsNow()
            old.beginAppearanceTransition(false, animated: false)
            if let v = old.viewIfLoaded, rootView === v { rootView = nil } else { old.viewIfLoaded?.removeFromSuperview() }
            old.endAppearanceTransition()
        }
        guard let new else { return }
        new.loadViewIfNeeded()
        new.beginAppearanceTransition(true, animated: false)
        new.view.isHidden = false
        rootView = new.view
        layoutPass()
        new.endAppearanceTransition()
    }

    /// Sends a key press to the front-most presented controller; `true` when it handled it.
    func routeKeyToViewControllers(_ key: KeyInput) -> Bool {
        guard key.isDown, let root = rootViewController else { return false }
        let front = root.frontMostPresented
        guard front !== root.rootAncestor || front.presentation != nil else {
            return root.handleKey(key)
        }
        return front.handleKey(key)
    }
}
