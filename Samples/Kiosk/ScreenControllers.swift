import Tactile

/// A view controller showing one of the kiosk's screens (a view built elsewhere).
@MainActor
final class ScreenController<Screen: View>: ViewController {
    let screen: Screen

    init(_ screen: Screen, title: String) {
        self.screen = screen
        super.init()
        self.title = title
    }

    override func loadView() {
        // Opaque, so the screen beneath does not show through during a push.
        if screen.backgroundColor == nil { screen.backgroundColor = Palette.background }
        view = screen
    }
}

/// The panel's root: the header (clock, room, status) above a navigation stack whose bar is
/// hidden (home, then settings pushed with the iOS slide).
@MainActor
final class KioskRootController: ViewController {
    let rootView: KioskRootView
    let navigation: NavigationController

    init(rootView: KioskRootView, home: ViewController) {
        self.rootView = rootView
        navigation = NavigationController(rootViewController: home)
        navigation.isNavigationBarHidden = true
        super.init()
    }

    override func loadView() {
        view = rootView
        addChild(navigation)
        navigation.view.backgroundColor = Palette.background
        rootView.show(navigation.view)
        navigation.didMove(toParent: self)
    }
}

/// The PIN keypad as a sheet: a card over the dimmed panel.
@MainActor
final class PinSheetController: ViewController {
    let screen: PinScreen

    init(_ screen: PinScreen, windowSize: Size) {
        self.screen = screen
        super.init()
        modalPresentationStyle = .formSheet
        // Landscape: keypad beside the prompt; portrait: below it.
        preferredContentSize = windowSize.width > windowSize.height
            ? Size(width: min(windowSize.width - 40, 740), height: min(windowSize.height - 40, 430))
            : Size(width: windowSize.width - 40, height: min(windowSize.height - 40, 660))
    }

    override func loadView() {
        screen.backgroundColor = Palette.header
        view = screen
    }
}

/// A dimmed overlay with a spinner and a line of text, shown while the booking is "saved".
@MainActor
final class SavingOverlay: View {
    let spinner = ActivityIndicatorView(style: .large)
    let label = Widgets.label("Saving…", alignment: .center)
    private let panel = View()

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0, alpha: 0.45)
        panel.backgroundColor = Palette.card
        panel.cornerRadius = 18
        spinner.color = Palette.text
        addSubview(panel)
        panel.addSubview(spinner)
        panel.addSubview(label)
    }

    override func layoutSubviews() {
        panel.frame = Rect(x: (bounds.width - 220) / 2, y: (bounds.height - 140) / 2, width: 220, height: 140)
        spinner.frame = Rect(x: (220 - 37) / 2, y: 30, width: 37, height: 37)
        label.frame = Rect(x: 0, y: 84, width: 220, height: 30)
    }
}
