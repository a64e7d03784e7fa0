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
        UpdateCycle.forChange(of: self).change { [self] in applyPresent(controller, animated: animated, completion: completion) }
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
        if kind == .pageSheet || kind == .formSheet {
            let pan = PanGestureRecognizer { [weak controller] r in controller?.sheetPan(r) }
            container.card.addGestureRecognizer(pan)
        }
        container.frame = window.bounds
        let presentation = ModalPresentation(kind: kind, transition: controller.modalTransitionStyle, container: container)
        controller.presentation = presentation
        controller.presenter = host
        host.presentedStorage = controller
        let covered: ViewController? = presentation.coversPresenter ? host : nil
        presentation.covered = covered
        let animate = animated && window.context != nil

        covered?.beginAppearanceTransition(false, animated: animate)
        controller.beginAppearanceTransition(true, animated: animate)
        window.addSubview(container)
        container.layoutIfNeeded()
        let driver = TransitionDriver(host: window.context, curve: kind == .alert ? .easeOut : .easeOut, update: { [weak container] p in
            container?.progress = p
        }, completion: { [weak controller, weak presentation] _ in
            guard let controller, let presentation else { return }
            UpdateCycle.forChange(of: controller).nestedChange { controller.presentationDidEnd(presentation, completion: completion) }
        })
        presentation.driver = driver
        driver.start(duration: animate ? (kind == .alert ? 0.25 : Self.presentationDuration) : 0)
    }

    private func presentationDidEnd(_ presentation: ModalPresentation, completion: (() -> Void)?) {
            let controller = self
            presentation.phase = .presented
            presentation.driver = nil
            // Laid out in its final place before viewDidAppear, as in UIKit.
            presentation.container.window?.layoutPass()
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
        UpdateCycle.forChange(of: self).change { [self] in applyDismiss(animated: animated, completion: completion) }
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
        // A finger pulling the sheet down lets go: the pull is cancelled, this dismissal runs.
        if presentation.phase == .dismissing, presentation.driver?.isInteractive == true {
            presentation.driver?.finishNow()
        }
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
        let animate = animated && container.window?.context != nil
        presentation.phase = .dismissing
        container.isDismissing = true
        let covered = presentation.covered
        covered?.viewIfLoaded?.isHidden = false
        target.beginAppearanceTransition(false, animated: animate)
        covered?.beginAppearanceTransition(true, animated: animate)
        let driver = TransitionDriver(host: container.window?.context, curve: .easeInOut, update: { [weak container] p in
            container?.progress = 1 - p
        }, completion: { [weak target, weak host] _ in
            UpdateCycle.forChange(of: host).nestedChange {
            container.removeFromSuperview()
            guard let target else { return }
            target.viewIfLoaded?.removeFromSuperview()
            target.presentation = nil
            target.presenter = nil
            if host?.presentedStorage === target { host?.presentedStorage = nil }
            target.endAppearanceTransition()
            covered?.endAppearanceTransition()
            completion?()
            }
        })
        presentation.driver = driver
        driver.start(duration: animate ? (presentation.kind == .alert ? 0.2 : Self.presentationDuration) : 0)
    }

    /// A finger pulling a sheet down (``isModalInPresentation`` off): the sheet follows it,
    /// and leaves when let go past half-way or flicked down; otherwise it springs back, and
    /// the controller, which was told it would disappear, is told it appears again (UIKit's order).
    func sheetPan(_ r: PanGestureRecognizer) {
        guard let presentation, let host = presenter else { return }
        let container = presentation.container
        let height = max(1, container.card.bounds.height)
        switch r.state {
        case .began:
            let t = r.translation(in: nil)
            guard !isModalInPresentation, presentation.phase == .presented, t.y > 0, abs(t.y) > abs(t.x),
                  presentedViewController == nil, container.window?.context != nil else { r.cancel(); return }
            UpdateCycle.forChange(of: self).nestedChange {
                finishTransitionsNow()
                presentation.phase = .dismissing
                beginAppearanceTransition(false, animated: true)
                let driver = TransitionDriver(host: container.window?.context, curve: .easeOut, update: { [weak container] p in
                    container?.progress = 1 - p
                }, completion: { [weak self, weak host] finished in
                    UpdateCycle.forChange(of: host).nestedChange {
                        guard let self else { return }
                        self.presentation?.driver = nil
                        if finished {
                            container.removeFromSuperview()
                            self.viewIfLoaded?.removeFromSuperview()
                            self.presentation = nil
                            self.presenter = nil
                            if host?.presentedStorage === self { host?.presentedStorage = nil }
                            self.endAppearanceTransition()
                        } else {
                            presentation.phase = .presented
                            self.beginAppearanceTransition(true, animated: true)
                            self.endAppearanceTransition()
                        }
                    }
                })
                presentation.driver = driver
                driver.beginInteractive(at: Double(max(0, t.y) / height))
            }
        case .changed:
            presentation.driver?.setInteractiveProgress(Double(max(0, r.translation(in: nil).y) / height))
        case .ended:
            guard let d = presentation.driver, d.isInteractive else { return }
            let v = r.velocity(in: nil).y
            d.endInteractive(finish: v > 500 || (d.progress > 0.5 && v > -300), duration: Self.presentationDuration)
        case .cancelled, .failed:
            guard let d = presentation.driver, d.isInteractive else { return }
            d.endInteractive(finish: false, duration: Self.presentationDuration)
        default:
            break
        }
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
