/// Manages a screen of the app, as `UIViewController`: its ``view`` (loaded lazily through
/// ``loadView()`` and ``viewDidLoad()``), the appearance callbacks, child controllers and
/// modal presentation.
///
/// ```swift
/// final class DetailController: ViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "Detail"
///         view.addSubview(Label(text: "Hello"))
///     }
/// }
/// window.rootViewController = NavigationController(rootViewController: ListController())
/// ```
///
/// `viewWillAppear`, `viewDidAppear`, `viewWillDisappear` and `viewDidDisappear` come in
/// UIKit's order and are balanced: each "will" is followed by exactly one "did" of the same
/// kind or, when a transition is cancelled or interrupted, by the opposite "will" and its "did".
/// Misuse (presenting a controller twice, pushing one already on a stack, a ``loadView()`` that
/// sets no view) is refused with a message to ``Diagnostics`` and changes nothing.
@MainActor
open class ViewController: Responder, ViewOwningController {
    /// How a presented controller covers the screen.
    public enum ModalPresentationStyle: Sendable, Hashable {
        /// ``pageSheet``, as on iOS 13 and later.
        case automatic
        /// Covers the whole window; the presenting controller disappears.
        case fullScreen
        /// Covers the whole window; the presenting controller stays visible beneath.
        case overFullScreen
        /// A tall card with rounded top corners over a dimmed background.
        case pageSheet
        /// A centred card (``preferredContentSize``, else 540x620 within the window) over a dimmed background.
        case formSheet
    }

    /// How a presentation moves on and off screen.
    public enum ModalTransitionStyle: Sendable, Hashable {
        /// Slides up from the bottom edge.
        case coverVertical
        /// Fades in.
        case crossDissolve
    }

    enum AppearanceState { case disappeared, appearing, appeared, disappearing }

    private var storedView: View?
    private var isLoadingView = false
    /// `true` when ``loadView()`` set no view (an empty stand-in is used; containers refuse it).
    var viewLoadFailed = false
    var appearanceState = AppearanceState.disappeared

    /// Creates a controller; its view is made the first time ``view`` is read.
    public override init() { super.init(); WindowKit.install() }

    // MARK: View

    /// The root view, made by ``loadView()`` the first time it is read.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { setView(newValue) }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { storedView }

    /// `true` once the view is loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the view now if it is not yet loaded (``loadView()`` then ``viewDidLoad()``).
    public func loadViewIfNeeded() {
        guard storedView == nil else { return }
        if isLoadingView {
            Diagnostics.report("\(type(of: self)).view was read inside loadView() before loadView() set it; an empty view stands in")
            setView(View())
            return
        }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            Diagnostics.report("\(type(of: self)).loadView() set no view; an empty view stands in and containers refuse to show it")
            viewLoadFailed = true
            setView(View())
        }
        viewDidLoad()
    }

    /// Makes the root view; the default makes an empty ``View`` on ``Color/systemBackground``. Overrides set ``view``
    /// and do not call `super`.
    open func loadView() {
        let v = View(frame: ViewController.defaultViewFrame)
        v.backgroundColor = .systemBackground
        view = v
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    private func setView(_ newView: View?) {
        guard newView !== storedView else { return }
        if storedView?.owningViewController === self { storedView?.owningViewController = nil }
        storedView = newView
        newView?.owningViewController = self
        if userInterfaceStyleOverride != .unspecified { newView?.userInterfaceStyleOverride = userInterfaceStyleOverride }
    }

    /// ``overrideUserInterfaceStyle``'s storage.
    var userInterfaceStyleOverride: UserInterfaceStyle = .unspecified

    /// Called after the view's ``traitCollection`` changed, before the view's own call.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Appearance

    /// Called before the view is added to the visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (its transition finished).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left (its transition finished).
    open func viewDidDisappear(_ animated: Bool) {}

    /// `true` (the default) when the appearance callbacks reach ``children`` automatically;
    /// containers that choose which child is visible return `false`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that receive this controller's appearance callbacks.
    var appearanceChildren: [ViewController] {
        shouldAutomaticallyForwardAppearanceMethods ? children : []
    }

    /// Tells the controller its view is about to appear (`true`) or disappear, as UIKit's
    /// `beginAppearanceTransition(_:animated:)`; a call that would repeat the current
    /// direction does nothing, so the callbacks stay balanced.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            lastAppearanceAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            finishTransitionsNow()
            appearanceState = .disappearing
            lastAppearanceAnimated = animated
            viewWillDisappear(animated)
        }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Tells the controller its appearance transition finished (the "did" callback).
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(lastAppearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(lastAppearanceAnimated)
        default:
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    private var lastAppearanceAnimated = false

    /// The child that receives this controller's appearance callbacks changes from `old` to
    /// `new` (a container's visible child) while this controller itself appears or disappears:
    /// the old child finishes at once, and the new one joins this controller's transition (its
    /// "did" comes with this controller's). On screen or off it, the container moves them itself.
    func switchAppearanceChild(from old: ViewController?, to new: ViewController?) {
        guard old !== new else { return }
        switch appearanceState {
        case .appearing:
            old?.beginAppearanceTransition(false, animated: false)
            old?.endAppearanceTransition()
            new?.beginAppearanceTransition(true, animated: false)
        case .disappearing:
            old?.endAppearanceTransition()
        case .appeared, .disappeared:
            break
        }
    }

    /// `true` between `viewWillAppear` and `viewWillDisappear`'s matching "did".
    var isVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// Ends any running transition at once (containers override it): called before the
    /// controller disappears, before a new transition, and when it leaves the window.
    func finishTransitionsNow() {
        for child in children { child.finishTransitionsNow() }
    }

    // MARK: Title and items

    /// The title shown by a navigation bar or a tab bar.
    open var title: String? {
        didSet {
            if title != oldValue { titleDidChange() }
        }
    }

    func titleDidChange() {
        storedTabBarItem?.title = title
        parent?.childTitleDidChange(self)
    }

    func childTitleDidChange(_ child: ViewController) {}

    /// The navigation bar's content while this controller is on top of a navigation stack.
    public private(set) lazy var navigationItem: NavigationItem = {
        let item = NavigationItem(title: nil)
        item.owner = self
        return item
    }()

    /// The item representing this controller in a tab bar.
    public var tabBarItem: TabBarItem {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = TabBarItem(title: title, image: nil)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue; parent?.childTitleDidChange(self) }
    }
    private var storedTabBarItem: TabBarItem?

    /// The size the controller prefers when presented as a ``ModalPresentationStyle/formSheet``
    /// (zero: the default size). NaN, infinite and negative values count as zero.
    public var preferredContentSize: Size = .zero {
        didSet { preferredContentSize = preferredContentSize.sanitized }
    }

    // MARK: Children

    /// The child controllers, in the order added.
    public private(set) var children: [ViewController] = []
    /// The container this controller is a child of.
    public private(set) weak var parent: ViewController?

    /// Adds a child controller (calling its ``willMove(toParent:)``); the caller adds the
    /// child's view and then calls the child's ``didMove(toParent:)``. A controller cannot
    /// be its own ancestor, nor a child while it is presented.
    open func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        guard child !== self, !isDescendant(of: child) else {
            Diagnostics.report("refused to add \(type(of: child)) as a child of itself or of its own descendant")
            return
        }
        guard child.presentingViewController == nil else {
            Diagnostics.report("refused to add \(type(of: child)) as a child: it is presented")
            return
        }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent and calls ``didMove(toParent:)`` with `nil`;
    /// call ``willMove(toParent:)`` with `nil` first and remove the view yourself, as in UIKit.
    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to (or, with `nil`, removed from) a container.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to (or, with `nil`, removed from) a container.
    open func didMove(toParent parent: ViewController?) {}

    func isDescendant(of other: ViewController) -> Bool {
        ancestors.contains { $0 === other }
    }

    /// The parent, its parent, and so on up to the root.
    private var ancestors: some Sequence<ViewController> {
        sequence(first: self, next: { $0.parent }).dropFirst()
    }

    /// The nearest ancestor that is a navigation controller (while a navigation controller
    /// on screen loads the view of a controller it is pushing, that one: its `viewDidLoad`
    /// finds it, as in UIKit).
    public var navigationController: NavigationController? {
        ancestors.lazy.compactMap { $0 as? NavigationController }.first ?? pushingNavigationController
    }

    /// The navigation controller loading this controller's view before making it a child.
    weak var pushingNavigationController: NavigationController?

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: TabBarController? {
        ancestors.lazy.compactMap { $0 as? TabBarController }.first
    }

    // MARK: Presentation

    /// How the controller covers the screen when presented.
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// How the presentation moves.
    public var modalTransitionStyle = ModalTransitionStyle.coverVertical
    /// The controller presented by this one or, as in UIKit, through its presentation
    /// context: a child answers with what its parent (or the parent's parent) presents, and
    /// a child's ``present(_:animated:completion:)`` shows here too.
    public var presentedViewController: ViewController? { firstInParentChain(\.presentedStorage) }
    /// What this controller (a presentation host: a root controller) presents.
    var presentedStorage: ViewController?
    /// The controller that presented this one (or an ancestor of this one).
    public var presentingViewController: ViewController? { firstInParentChain(\.presenter) }
    weak var presenter: ViewController?
    /// The first non-nil `link` of this controller, its parent, the parent's parent…
    private func firstInParentChain(_ link: (ViewController) -> ViewController?) -> ViewController? {
        var c: ViewController? = self
        while let current = c {
            if let p = link(current) { return p }
            c = current.parent
        }
        return nil
    }
    var presentation: ModalPresentation?

    /// When `true`, a presented sheet cannot be pulled down to dismiss it (as UIKit's
    /// `isModalInPresentation`); the app dismisses it itself.
    public var isModalInPresentation = false

    /// `true` while the presentation transition runs.
    public var isBeingPresented: Bool { presentation?.phase == .presenting }
    /// `true` while the dismissal transition runs.
    public var isBeingDismissed: Bool { presentation?.phase == .dismissing }

    /// What the presentation container lays out for this controller (alerts override it).
    var presentationKind: ModalPresentation.Kind {
        switch modalPresentationStyle {
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .automatic, .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        }
    }

    /// Keys sent to the front-most presented controller; return `true` when handled (an
    /// alert's Enter and Escape). The default handles nothing.
    open func handleKey(_ key: KeyInput) -> Bool { false }

    /// The window the controller's view is in, if any.
    var viewWindow: Window? { storedView?.window }

    /// The top of the parent chain.
    var rootAncestor: ViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }
}

extension ViewController {
    /// The frame of the default ``loadView()``'s view: the window's bounds (of the current
    /// engine), as UIKit sizes a controller's view to the screen when it loads, so that
    /// `TableView(frame: view.bounds)` in ``viewDidLoad()`` has a size. Zero with no engine.
    static var defaultViewFrame: Rect {
        guard let window = CurrentContext.context?.window else { return .zero }
        let size = window.bounds.size
        return size.width.isFinite && size.height.isFinite ? Rect(origin: .zero, size: size) : .zero
    }
}
