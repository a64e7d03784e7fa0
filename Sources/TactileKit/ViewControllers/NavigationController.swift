/// A stack of controllers with a navigation bar, as `UINavigationController`: push slides
/// the new screen in from the right while the old one moves a third of the way left under
/// a shade (the iOS parallax); pop reverses it; a finger dragged from the left edge pops
/// interactively (released before half-way and slowly, the pop is cancelled).
///
/// ```swift
/// let nav = NavigationController(rootViewController: ListController())
/// window.rootViewController = nav
/// nav.pushViewController(DetailController(), animated: true)
/// ```
///
/// A new request while a transition runs first finishes that transition. Pushing a
/// controller already on a stack, a presented one, or one whose view fails to load is
/// refused (``Diagnostics``) and changes nothing; popping the root does nothing.
@MainActor
open class NavigationController: ViewController {
    /// Seconds a push or pop takes.
    public static let transitionDuration = 0.35
    /// How far (as a fraction of the width) the lower screen moves during a push.
    static let parallax: Float = 0.3
    /// The shade over the lower screen at the end of a push.
    static let shade: Float = 0.12

    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []
    /// The controller on top.
    public var topViewController: ViewController? { viewControllers.last }
    /// The controller on top, or what it presents.
    public var visibleViewController: ViewController? { topViewController?.presentedViewController ?? topViewController }
    /// The bar.
    public let navigationBar = NavigationBar()
    /// Hides the bar (the content fills the view).
    public var isNavigationBarHidden = false {
        didSet { navigationBar.isHidden = isNavigationBarHidden; viewIfLoaded?.setNeedsLayout() }
    }
    /// The edge pan that pops interactively; disable it to turn the gesture off.
    public let interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer()

    /// The area child views fill.
    let contentView = View()
    /// The top screen's scroll view collapsing the large title.
    weak var largeTitleScroll: ScrollView?
    weak var shownSearch: SearchController?
    private let shadeView = View()
    private var driver: TransitionDriver?
    /// `true` while a transition runs.
    public var isTransitioning: Bool { driver?.isRunning ?? false }

    /// Creates an empty stack.
    public override init() {
        super.init()
    }

    /// Creates a stack holding `rootViewController`.
    public convenience init(rootViewController: ViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    open override func loadView() {
        let v = NavigationContainerView(controller: self)
        v.backgroundColor = .white
        contentView.clipsToBounds = true
        shadeView.backgroundColor = .black
        shadeView.isUserInteractionEnabled = false
        v.addSubview(contentView)
        v.addSubview(navigationBar)
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.onLargeTitleChange = { [weak self] in self?.refreshBar(); self?.viewIfLoaded?.setNeedsLayout() }
        interactivePopGestureRecognizer.addAction { [weak self] r in self?.edgePan(r) }
        v.addGestureRecognizer(interactivePopGestureRecognizer)
        view = v
        if let top = topViewController {
            top.view.frame = contentView.bounds
            contentView.addSubview(top.view)
        }
        refreshBar()
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override var appearanceChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

    override func finishTransitionsNow() {
        driver?.finishNow()
        super.finishTransitionsNow()
    }

    // MARK: Stack operations

    /// Pushes `controller` on the stack.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        UpdateCycle.forChange(of: self).change { [self] in
            driver?.finishNow()
            guard controller.parent !== self else {
                Diagnostics.report("refused to push \(type(of: controller)): it is already on this navigation stack")
                return
            }
            transition(to: viewControllers + [controller], animated: animated)
        }
    }

    /// Pops the top controller and returns it; at the root, does nothing and returns `nil`.
    /// (Called while another change is applied, e.g. from a lifecycle callback, the pop runs
    /// right after it and `nil` is returned.)
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        var popped: ViewController?
        UpdateCycle.forChange(of: self).change { [self] in
            driver?.finishNow()
            guard viewControllers.count > 1, let top = topViewController else { return }
            popped = top
            transition(to: Array(viewControllers.dropLast()), animated: animated)
        }
        return popped
    }

    /// Pops to the root; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        var popped: [ViewController]?
        UpdateCycle.forChange(of: self).change { [self] in
            driver?.finishNow()
            guard viewControllers.count > 1 else { return }
            popped = Array(viewControllers.dropFirst())
            transition(to: [viewControllers[0]], animated: animated)
        }
        return popped
    }

    /// Pops to `controller` (which must be on the stack); returns the popped controllers.
    @discardableResult
    open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        var popped: [ViewController]?
        UpdateCycle.forChange(of: self).change { [self] in
            driver?.finishNow()
            guard let i = viewControllers.firstIndex(where: { $0 === controller }) else {
                Diagnostics.report("cannot pop to \(type(of: controller)): it is not on this navigation stack")
                return
            }
            popped = Array(viewControllers[(i + 1)...])
            guard i < viewControllers.count - 1 else { return }
            transition(to: Array(viewControllers[...i]), animated: animated)
        }
        return popped
    }

    /// Replaces the stack; animates as a push when the new top is new, as a pop when it was
    /// lower on the old stack.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        UpdateCycle.forChange(of: self).change { [self] in
            driver?.finishNow()
            transition(to: controllers, animated: animated)
        }
    }

    // MARK: Transition

    private func validate(_ stack: [ViewController]) -> Bool {
        var seen = Set<ObjectIdentifier>(minimumCapacity: stack.count)
        for c in stack {
            if !seen.insert(ObjectIdentifier(c)).inserted {
                Diagnostics.report("refused a navigation stack holding \(type(of: c)) twice"); return false
            }
            if c === self || isDescendant(of: c) {
                Diagnostics.report("refused to put \(type(of: c)) inside itself"); return false
            }
            if let p = c.parent, p !== self {
                Diagnostics.report("refused to push \(type(of: c)): it is a child of \(type(of: p))"); return false
            }
            if c.presenter != nil || c.viewWindow?.rootViewController === c {
                Diagnostics.report("refused to push \(type(of: c)): it is presented or the window's root"); return false
            }
        }
        // On screen, a pushed controller's view loads before it becomes a child (UIKit's order).
        if isViewLoaded, let top = stack.last, top !== topViewController {
            top.pushingNavigationController = self
            top.loadViewIfNeeded()
            top.pushingNavigationController = nil
            if top.viewLoadFailed {
                Diagnostics.report("refused to push \(type(of: top)): its loadView() set no view")
                return false
            }
        }
        return true
    }

    /// Before the stack's own view loads, the top's view loads once it is a child (so a
    /// root's `viewDidLoad` finds `navigationController`, as in UIKit, where it loads later);
    /// a view that fails to load takes the new children back out.
    private func loadTop(of stack: [ViewController], added: [ViewController]) -> Bool {
        guard !isViewLoaded, let top = stack.last, top !== topViewController else { return true }
        top.loadViewIfNeeded()
        guard top.viewLoadFailed else { return true }
        Diagnostics.report("refused to push \(type(of: top)): its loadView() set no view")
        for c in added { c.removeFromParent() }
        return false
    }

    private func transition(to newStack: [ViewController], animated: Bool, interactive: Bool = false) {
        guard validate(newStack) else { return }
        let old = viewControllers
        let oldTop = old.last, newTop = newStack.last
        let oldIDs = Set(old.map(ObjectIdentifier.init)), newIDs = Set(newStack.map(ObjectIdentifier.init))
        let removed = old.filter { !newIDs.contains(ObjectIdentifier($0)) }
        let added = newStack.filter { !oldIDs.contains(ObjectIdentifier($0)) }
        for c in added { addChild(c) }
        guard loadTop(of: newStack, added: added) else { return }
        for c in removed { c.willMove(toParent: nil) }
        viewControllers = newStack
        // Children are kept in stack order.
        guard isViewLoaded else {
            for c in removed { c.removeFromParent() }
            for c in added { c.didMove(toParent: self) }
            return
        }
        // Appearance moves with the top: fully only when the stack is on screen; while the
        // navigation controller itself appears or disappears, the old top finishes at once
        // and the new one joins the navigation controller's own transition.
        let visible = appearanceState == .appeared
        switchAppearanceChild(from: oldTop, to: newTop)
        let animate = animated && visible && view.window?.context != nil && oldTop != nil && newTop != nil && oldTop !== newTop
        let isPush = newTop.map { !oldIDs.contains(ObjectIdentifier($0)) } ?? false

        if oldTop !== newTop {
            if visible {
                oldTop?.beginAppearanceTransition(false, animated: animate)
                newTop?.beginAppearanceTransition(true, animated: animate)
            }
            if let v = newTop?.view {
                v.frame = contentView.bounds
                v.isHidden = false
                if isPush { contentView.addSubview(v) } else if let ov = oldTop?.viewIfLoaded, ov.superview === contentView {
                    contentView.insertSubview(v, belowSubview: ov)
                } else {
                    contentView.addSubview(v)
                }
            }
        }
        if !interactive { refreshBar() }
        let lower = isPush ? oldTop?.viewIfLoaded : newTop?.viewIfLoaded
        if animate, let lower {
            shadeView.frame = contentView.bounds
            shadeView.alpha = 0
            contentView.insertSubview(shadeView, aboveSubview: lower)
        }
        let width = contentView.bounds.width
        let upper = isPush ? newTop?.viewIfLoaded : oldTop?.viewIfLoaded
        let end: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            self.shadeView.removeFromSuperview()
            self.navigationBar.setContentAlpha(1)
            self.driver = nil
            if finished || !interactive {
                if oldTop !== newTop, let ov = oldTop?.viewIfLoaded, ov.superview === self.contentView { ov.removeFromSuperview() }
                newTop?.viewIfLoaded?.frame = self.contentView.bounds
                if interactive { self.refreshBar() }
                self.view.window?.layoutPass()
                if oldTop !== newTop && visible {
                    oldTop?.endAppearanceTransition()
                    newTop?.endAppearanceTransition()
                }
                for c in removed { c.removeFromParent() }
                for c in added { c.didMove(toParent: self) }
            } else {
                // Cancelled (an edge swipe let go early): the old top stays, in UIKit's order.
                if let nv = newTop?.viewIfLoaded, nv.superview === self.contentView { nv.removeFromSuperview() }
                oldTop?.viewIfLoaded?.frame = self.contentView.bounds
                self.viewControllers = old
                if visible {
                    newTop?.beginAppearanceTransition(false, animated: true)
                    newTop?.endAppearanceTransition()
                    oldTop?.beginAppearanceTransition(true, animated: true)
                    oldTop?.endAppearanceTransition()
                }
                for c in removed { c.didMove(toParent: self) }
                self.refreshBar()
            }
        }
        let d = TransitionDriver(host: view.window?.context, curve: .easeOut, update: { [weak self] p in
            guard let self else { return }
            // p: how far the upper screen is on screen for a push; how far it has left for a pop.
            let shown = Float(isPush ? p : 1 - p)
            let b = self.contentView.bounds
            if Accessibility.isReduceMotionEnabled && !interactive {
                // Reduce Motion: the screens cross-fade in place instead of sliding.
                upper?.frame = b
                lower?.frame = b
                upper?.alpha = shown
            } else {
                upper?.frame = Rect(x: (width * (1 - shown)).rounded(), y: 0, width: b.width, height: b.height)
                lower?.frame = Rect(x: (-width * Self.parallax * shown).rounded(), y: 0, width: b.width, height: b.height)
            }
            self.shadeView.alpha = Self.shade * shown
            // The bar's new content fades in over the first half (an edge swipe changes it at the end).
            if !interactive { self.navigationBar.setContentAlpha(animate ? Float(min(1, p * 2)) : 1) }
        }, completion: { finished in
            if Accessibility.isReduceMotionEnabled && !interactive { upper?.alpha = 1 }
            UpdateCycle.forChange(of: self).nestedChange { end(finished) }
        })
        driver = d
        if interactive {
            d.beginInteractive(at: 0)
        } else {
            d.start(duration: animate ? Self.transitionDuration : 0)
        }
    }

    // MARK: Interactive pop

    private var interactiveWidth: Float = 1

    private func edgePan(_ r: ScreenEdgePanGestureRecognizer) {
        switch r.state {
        case .began:
            driver?.finishNow()
            guard viewControllers.count > 1, isVisible, presentedViewController == nil, view.window?.context != nil else {
                r.cancel()
                return
            }
            interactiveWidth = max(1, contentView.bounds.width)
            UpdateCycle.forChange(of: self).nestedChange { transition(to: Array(viewControllers.dropLast()), animated: true, interactive: true) }
            driver?.setInteractiveProgress(Double(max(0, r.translation(in: view).x) / interactiveWidth))
        case .changed:
            driver?.setInteractiveProgress(Double(max(0, r.translation(in: view).x) / interactiveWidth))
        case .ended:
            guard let d = driver, d.isInteractive else { return }
            let v = r.velocity(in: view).x
            let finish = v > 300 || (d.progress > 0.5 && v > -300)
            d.endInteractive(finish: finish, duration: Self.transitionDuration)
        case .cancelled, .failed:
            guard let d = driver, d.isInteractive else { return }
            d.endInteractive(finish: false, duration: Self.transitionDuration)
        default:
            break
        }
    }

    // MARK: Bar

    func refreshBar() {
        let top = topViewController
        let below = viewControllers.count > 1 ? viewControllers[viewControllers.count - 2] : nil
        let back = below.map { $0.navigationItem.backButtonTitle ?? $0.navigationItem.displayTitle }
        navigationBar.show(top?.navigationItem, back: back, backMode: below?.navigationItem.backButtonDisplayMode ?? .default)
        updateSearch()
        updateLargeTitle()
    }

    func navigationItemDidChange() { refreshBar() }

    override func childTitleDidChange(_ child: ViewController) {
        if viewControllers.suffix(2).contains(where: { $0 === child }) { refreshBar() }
    }

    func layoutContent(in bounds: Rect) {
        let search = topViewController?.navigationItem.searchController
        let hidden = isNavigationBarHidden || searchHidesBar
        navigationBar.isHidden = hidden
        let row: Float = hidden ? 0 : NavigationBar.height
        let large = !hidden && navigationBar.showsLargeTitle
        navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: row + (large ? navigationBar.largeTitleShown : 0))
        // Under a large title a scrolling screen starts below the bar's row (its content is
        // inset by the large-title row and slides under it); another screen below the whole bar.
        var barH = row + (large && largeTitleScroll == nil ? NavigationBar.largeTitleHeight : 0)
        if search != nil, largeTitleScroll == nil || hidden { barH += SearchController.barHeight }
        contentView.frame = Rect(x: 0, y: barH, width: bounds.width, height: max(0, bounds.height - barH))
        layoutSearch(search, in: bounds)
        if !isTransitioning {
            for c in contentView.subviews where c !== shadeView { c.frame = contentView.bounds }
        }
    }
}

/// The navigation controller's view: the bar above the content area.
final class NavigationContainerView: ControllerContainerView<NavigationController> {}

extension NavigationController: ContainerLayout {}

/// What a container controller's view asks of it: to lay its bars and content out.
@MainActor
protocol ContainerLayout: AnyObject {
    func layoutContent(in bounds: Rect)
}

/// A container controller's view (navigation, tab bar): its layout is the controller's.
@MainActor
class ControllerContainerView<Controller: ContainerLayout>: View {
    weak var controller: Controller?

    init(controller: Controller) {
        self.controller = controller
        super.init(frame: .zero)
    }

    override func layoutSubviews() { controller?.layoutContent(in: bounds) }
}
