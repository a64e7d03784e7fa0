extension ViewController {
    /// How long presentations and dismissals take, in seconds (UIKit's sheet: about 0.35).
    static let presentationDuration = 0.35

    /// Presents `controller` modally over this one, as UIKit's `present(_:animated:completion:)`:
    /// the presentation starts from the top of this controller's parent chain; `completion`
    /// runs when it has appeared.
    ///
    /// Refused (reported to ``Diagnostics``, nothing changes, `completion` not called) when
    /// `controller` is already presented or is a child, when this controller already presents
    /// one, when it is not in a window, or when `controller`'s view could not load. A running
    /// transition of this controller is finished first.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        TransitionQueue.perform { [self] in applyPresent(controller, animated: animated, completion: completion) }
    }

    private func applyPresent(_ controller: ViewController, animated: Bool, completion: (() -> Void)?) {
        let host = rootAncestor
        guard controller !== host, !host.isDescendant(of: controller), controller.parent == nil else {
            Diagnostics.report("refused to present \(type(of: controller)): it is \(controller === host ? "the presenting controller" : "a child of another controller")")
            return
        }
        guard controller.presenter == nil, controller.presentation == nil else {
            Diagnostics.report("refused to present \(type(of: controller)): it is already presented")
            return
        }
        guard controller.viewWindow == nil, host.viewWindow?.rootViewController !== controller else {
            Diagnostics.report("refused to present \(type(of: controller)): its view is already in a window")
            return
        }
        host.presentation?.driver?.finishNow()
        guard host.presentedViewController == nil else {
            Diagnostics.report("refused to present \(type(of: controller)) on \(type(of: host)), which already presents \(type(of: host.presentedViewController!))")
            return
        }
        guard let window = host.viewWindow else {
            Diagnostics.report("refused to present \(type(of: controller)): \(type(of: host)) is not in a window")
            return
        }
        controller.loadViewIfNeeded()
        guard !controller.viewLoadFailed else {
            Diagnostics.report("refused to present \(type(of: controller)): its loadView() set no view")
            return
        }
        host.finishTransitionsNow()
        let kind = controller.presentationKind
        let container = PresentationContainerView(kind: kind, transition: controller.modalTransitionStyle, content: controller.view)
        container.preferredSize = controller.preferredContentSize
        container.frame = window.bounds
        let presentation = Presentation(kind: kind, transition: controller.modalTransitionStyle, container: container)
        controller.presentation = presentation
        controller.presenter = host
        host.presentedViewController = controller
        let covered: ViewController? = presentation.coversPresenter ? host : nil
        presentation.covered = covered
        let animate = animated && window.host != nil

        covered?.beginAppearanceTransition(false, animated: animate)
        controller.beginAppearanceTransition(true, animated: animate)
        window.addSubview(container)
        container.layoutIfNeeded()
        let driver = TransitionDriver(host: window.host, curve: kind == .alert ? .easeOut : .easeOut, update: { [weak container] p in
            container?.progress = p
        }, completion: { [weak controller, weak presentation] _ in
            guard let controller, let presentation else { return }
            TransitionQueue.nested { controller.presentationDidEnd(presentation, completion: completion) }
        })
        presentation.driver = driver
        driver.start(duration: animate ? (kind == .alert ? 0.25 : Self.presentationDuration) : 0)
    }

    private func presentationDidEnd(_ presentation: Presentation, completion: (() -> Void)?) {
            let controller = self
            presentation.phase = .presented
            presentation.driver = nil
            if let covered = presentation.covered {
                covered.viewIfLoaded?.isHidden = true
                covered.endAppearanceTransition()
            }
            controller.endAppearanceTransition()
            completion?()
    }

    /// Dismisses the controller this one presents, or, when it presents none, this
    /// controller from its presenter, as UIKit's `dismiss(animated:completion:)`. Controllers
    /// presented on top of the dismissed one leave with it, without animation. A dismissal
    /// while the presentation still runs finishes the presentation first. With nothing to
    /// dismiss, `completion` runs at once.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        TransitionQueue.perform { [self] in applyDismiss(animated: animated, completion: completion) }
    }

    private func applyDismiss(animated: Bool, completion: (() -> Void)?) {
        if rootAncestor.presentedViewController != nil {
            rootAncestor.dismissPresented(animated: animated, completion: completion)
        } else if let presenting = presentingViewController {
            presenting.dismissPresented(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    /// Dismisses the controller this one (a presentation host) presents.
    func dismissPresented(animated: Bool, completion: (() -> Void)?) {
        guard let target = presentedViewController, let presentation = target.presentation else { completion?(); return }
        let host = self
        if presentation.phase == .dismissing {
            // Already leaving: finish that and run this completion too.
            presentation.driver?.finishNow()
            completion?()
            return
        }
        presentation.driver?.finishNow()
        // Anything presented above the target goes first, at once.
        target.dismissPresented(animated: false, completion: nil)
        target.finishTransitionsNow()
        let container = presentation.container
        let animate = animated && container.window?.host != nil
        presentation.phase = .dismissing
        container.isDismissing = true
        let covered = presentation.covered
        covered?.viewIfLoaded?.isHidden = false
        target.beginAppearanceTransition(false, animated: animate)
        covered?.beginAppearanceTransition(true, animated: animate)
        let driver = TransitionDriver(host: container.window?.host, curve: .easeInOut, update: { [weak container] p in
            container?.progress = 1 - p
        }, completion: { [weak target, weak host] _ in
            TransitionQueue.nested {
            container.removeFromSuperview()
            guard let target else { return }
            target.viewIfLoaded?.removeFromSuperview()
            target.presentation = nil
            target.presenter = nil
            if host?.presentedViewController === target { host?.presentedViewController = nil }
            target.endAppearanceTransition()
            covered?.endAppearanceTransition()
            completion?()
            }
        })
        presentation.driver = driver
        driver.start(duration: animate ? (presentation.kind == .alert ? 0.2 : Self.presentationDuration) : 0)
    }

    /// The front-most presented controller above this one (or this one).
    var frontMostPresented: ViewController {
        var c = rootAncestor
        while let p = c.presentedViewController { c = p.rootAncestor }
        return c
    }

    /// Removes every presentation above this controller at once (the window's root changed).
    func dismissAllPresentedNow() {
        rootAncestor.dismissPresented(animated: false, completion: nil)
    }
}
