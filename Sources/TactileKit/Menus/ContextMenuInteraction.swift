/// Shows a menu when a finger rests on a view, as `UIContextMenuInteraction`: the view is
/// lifted (slightly enlarged, over a dimmed screen), the menu opens beside it, choosing a
/// row runs its ``Action`` and closes the menu, and a tap anywhere else closes it.
///
/// ```swift
/// let interaction = ContextMenuInteraction(delegate: self)
/// photo.addInteraction(interaction)
/// ```
///
/// The delegate is asked for a ``ContextMenuConfiguration`` at the press location each
/// time (`nil`: no menu). See <doc:ContextMenus>.
@MainActor
public final class ContextMenuInteraction {
    /// Makes the configurations; held weakly, as UIKit.
    public private(set) weak var delegate: ContextMenuInteractionDelegate?
    /// The view it is added to.
    public var view: View? { recognizer?.view }
    /// How long a finger must rest before the menu opens (0.5 s, as UIKit's).
    public static let pressDuration: Double = 0.5

    /// The long press it watches (owned by the view; it keeps this interaction alive).
    weak var recognizer: ContextMenuPressRecognizer?
    /// The menu shown now.
    weak var overlay: ContextMenuOverlay?
    /// For a button's menu: the configuration without a delegate, shown without a lift.
    var provider: ((Point) -> ContextMenuConfiguration?)?
    var liftsPreview = true

    /// Creates an interaction asking `delegate` for its menus.
    public init(delegate: ContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    init(provider: @escaping (Point) -> ContextMenuConfiguration?) {
        self.provider = provider
        liftsPreview = false
    }

    /// The press location in `view`'s coordinates (the interaction's view when `nil`).
    public func location(in view: View?) -> Point {
        recognizer?.location(in: view ?? self.view) ?? .zero
    }

    /// Closes the menu if it is open, as `dismissMenu()`.
    public func dismissMenu() { overlay?.dismiss(animated: true) }

    /// Whether its menu is showing.
    public var isMenuPresented: Bool { overlay?.isPresented ?? false }

    /// Asks for a configuration at `location` and shows it.
    func presentMenu(at location: Point) {
        guard overlay == nil, let view, view.window != nil else { return }
        let config = provider.map { $0(location) } ?? delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        guard let config else { return }
        let menu = config.actionProvider?([])
        let preview = config.previewProvider?()
        // The providers are app code: the view may have left its window meanwhile.
        guard let source = self.view, let window = source.window else {
            Diagnostics.report("context menu: its view left the window while the menu was made; not shown")
            return
        }
        if config.actionProvider != nil, !(menu.map(ContextMenuRows.hasVisibleRows) ?? false) {
            Diagnostics.report("context menu: the configuration's menu has no visible items; only the preview is shown")
        }
        if overlay != nil { return }  // a provider opened one already
        let shown = ContextMenuOverlay(interaction: self, configuration: config, menu: menu, source: source,
                                       preview: preview, liftsPreview: liftsPreview, in: window)
        overlay = shown
        window.addSubview(shown)
        shown.present()
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: config)
    }
}

/// The long press of a ``ContextMenuInteraction``: the view keeps it, and it keeps the
/// interaction.
final class ContextMenuPressRecognizer: LongPressGestureRecognizer {
    var interaction: ContextMenuInteraction?
}

extension View {
    /// Adds a context menu interaction, as `addInteraction(_:)`: a long press on this view
    /// opens its menu. Adding it to another view moves it.
    public func addInteraction(_ interaction: ContextMenuInteraction) {
        if let old = interaction.recognizer { old.view?.removeGestureRecognizer(old) }
        let press = ContextMenuPressRecognizer()
        press.minimumPressDuration = ContextMenuInteraction.pressDuration
        press.interaction = interaction
        _ = press.appendAction { [weak interaction] r in
            guard let interaction else { return }
            switch r.state {
            case .began: interaction.presentMenu(at: r.location(in: interaction.view))
            // The finger that opened the menu may slide onto a row and lift there to choose it.
            case .changed: interaction.overlay.map { $0.trackFinger(at: r.location(in: $0)) }
            case .ended: interaction.overlay.map { $0.releaseFinger(at: r.location(in: $0)) }
            case .cancelled, .failed: interaction.overlay?.trackFinger(at: nil)
            default: break
            }
        }
        interaction.recognizer = press
        addGestureRecognizer(press)
    }

    /// Removes a context menu interaction (closing its menu), as `removeInteraction(_:)`.
    public func removeInteraction(_ interaction: ContextMenuInteraction) {
        guard let press = interaction.recognizer, press.view === self else { return }
        interaction.overlay?.dismiss(animated: false)
        removeGestureRecognizer(press)
        press.interaction = nil
    }

    /// The context menu interactions added to this view, as `interactions`.
    public var interactions: [ContextMenuInteraction] {
        (gestureRecognizers ?? []).compactMap { ($0 as? ContextMenuPressRecognizer)?.interaction }
    }
}
