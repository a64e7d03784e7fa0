/// One modal presentation: the container view on top of the window, the transition
/// driver, and the phase.
@MainActor
final class ModalPresentation {
    enum Phase { case presenting, presented, dismissing }
    /// What the container lays out: a full-screen view, a card, an alert box, an action sheet.
    enum Kind { case fullScreen, overFullScreen, pageSheet, formSheet, alert, actionSheet }

    let kind: Kind
    let transition: ViewController.ModalTransitionStyle
    let container: PresentationContainerView
    var phase = Phase.presenting
    var driver: TransitionDriver?
    /// The controller hidden while a full-screen presentation covers it.
    weak var covered: ViewController?

    init(kind: Kind, transition: ViewController.ModalTransitionStyle, container: PresentationContainerView) {
        self.kind = kind
        self.transition = transition
        self.container = container
    }

    /// `true` when the presenting controller disappears (its view is covered entirely).
    var coversPresenter: Bool { kind == .fullScreen }
}
