import Tactile

/// The header above whichever screen is showing.
@MainActor
final class KioskRootView: View {
    let header = HeaderView()
    private(set) var content: View?

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Palette.background
        addSubview(header)
    }

    func show(_ screen: View) {
        guard screen !== content else { return }
        content?.removeFromSuperview()
        content = screen
        insertSubview(screen, at: 0)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let h: Float = bounds.width < 600 ? 60 : 64
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: h)
        content?.frame = Rect(x: 0, y: h, width: bounds.width, height: max(0, bounds.height - h))
    }
}

/// The room-booking panel: builds the screens as view controllers (home, the bookings list
/// and settings on a navigation stack under the header, the PIN keypad presented as a sheet, the booking
/// confirmed by an alert after a spinner while it "saves"), ticks the clock once a second
/// and keeps the dimmer in step with the settings.
@MainActor
final class KioskController {
    let engine: Engine
    let model = RoomModel()
    let clock: WallClock
    let root = KioskRootView()
    let home = HomeScreen()
    let homeController: ScreenController<HomeScreen>
    let rootController: KioskRootController
    private(set) var pin: PinScreen?
    private(set) var settings: SettingsScreen?
    /// The bookings list, while it shows.
    private(set) var bookings: BookingsScreen?
    /// The floor dashboard, while it shows (pushed from the bookings list).
    private(set) var floor: FloorScreen?
    private(set) var dimmer: InactivityDimmer?
    /// The alert confirming the last booking, while it shows.
    private(set) var confirmation: AlertController?
    /// The overlay shown while a booking saves.
    private(set) var saving: SavingOverlay?
    private var idle: IdleConfiguration
    /// Screens shown so far, by name (the soak test checks every one was visited).
    private(set) var visits: [String: Int] = [:]
    /// Seconds the booking takes to "save" (the spinner shows meanwhile).
    static let savingTime = 0.8

    /// The still clock's tours (KIOSK_STILL_CLOCK): the caret stays on instead of blinking, so a
    /// screendump taken whenever the emulated screen rests shows what the headless shot shows.
    private let steadyCaret: Bool

    init(engine: Engine, headless: Bool, idle: IdleConfiguration, stillClock: Bool = false) {
        self.engine = engine
        steadyCaret = stillClock
        self.idle = idle
        clock = WallClock(engine: engine, headless: headless, still: stillClock)
        homeController = ScreenController(home, title: "Home")
        rootController = KioskRootController(rootView: root, home: homeController)
        if let d = idle.dimAfter { model.dimAfterMinutes = Float(max(1, min(30, (d / 60).rounded()))) }
        Widgets.onTap(home.book15) { [weak self] in self?.askPin(book: 15) }
        Widgets.onTap(home.book30) { [weak self] in self?.askPin(book: 30) }
        Widgets.onTap(home.book60) { [weak self] in self?.askPin(book: 60) }
        Widgets.onTap(home.end) { [weak self] in self?.model.bookedUntil = nil }
        Widgets.onTap(home.settings) { [weak self] in self?.askPin(book: nil) }
        Widgets.onTap(home.bookings) { [weak self] in self?.showBookings() }
        model.observe { [weak self] in self?.modelChanged() }
    }

    /// Shows the home screen and starts the clock (unless `ticking` is off: a static
    /// screen, for measurements) and the dimmer.
    func start(ticking: Bool = true) {
        engine.window.rootViewController = rootController
        visits["home", default: 0] += 1
        tick()
        guard ticking else { modelChanged(); return }
        engine.timers.schedule(after: clock.untilNextSecond) { [weak self] in
            self?.tick()
            self?.engine.timers.scheduleRepeating(every: 1) { [weak self] in self?.tick() }
        }
        modelChanged()
    }

    // MARK: Navigation

    /// Back to the home screen: the sheet and any alert leave, settings pop.
    func showHome() {
        pin = nil
        rootController.dismiss(animated: true)
        if rootController.navigation.viewControllers.count > 1 {
            rootController.navigation.popToRootViewController(animated: true)
            settings = nil
            bookings = nil
            floor = nil
        }
        visits["home", default: 0] += 1
    }

    private func askPin(book minutes: Int?) {
        guard rootController.presentedViewController == nil else { return }
        let screen = PinScreen(purpose: minutes.map { "to book this room for \($0 == 60 ? "1 hour" : "\($0) min")" } ?? "to open the settings")
        Widgets.onTap(screen.cancel) { [weak self] in
            self?.pin = nil
            self?.rootController.dismiss(animated: true)
        }
        screen.onSubmit = { [weak self, weak screen] entered in
            guard let self else { return }
            guard entered == self.model.pin else { screen?.reject(); return }
            self.pin = nil
            if let minutes {
                self.rootController.dismiss(animated: true) { self.save(minutes: minutes) }
            } else {
                self.rootController.dismiss(animated: true) { self.showSettings() }
            }
        }
        pin = screen
        rootController.present(PinSheetController(screen, windowSize: engine.window.bounds.size), animated: true)
        visits["pin", default: 0] += 1
    }

    /// Shows the spinner while the booking "saves", then confirms it with an alert.
    private func save(minutes: Int) {
        let overlay = SavingOverlay()
        overlay.frame = root.bounds
        root.addSubview(overlay)
        overlay.spinner.startAnimating()
        saving = overlay
        engine.timers.schedule(after: Self.savingTime) { [weak self, weak overlay] in
            overlay?.spinner.stopAnimating()
            overlay?.removeFromSuperview()
            guard let self else { return }
            self.saving = nil
            let now = self.clock.secondsOfDay
            let until = (now / 60).rounded(.down) * 60 + Double(minutes * 60)
            self.model.bookedFrom = (now / 60).rounded(.down) * 60
            self.model.bookedUntil = until
            let alert = AlertController(title: "Room booked",
                                        message: "\(self.model.name) is yours until \(WallClock.format(until, withSeconds: false)).",
                                        preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .default) { [weak self] _ in self?.confirmation = nil })
            self.confirmation = alert
            self.rootController.present(alert, animated: true)
            self.visits["booked", default: 0] += 1
        }
    }

    /// Pushes today's and tomorrow's bookings (no PIN: anyone may look).
    private func showBookings() {
        guard rootController.navigation.viewControllers.count == 1, rootController.presentedViewController == nil else { return }
        let screen = BookingsScreen(model: model, now: clock.secondsOfDay)
        Widgets.onTap(screen.back) { [weak self] in
            self?.bookings = nil
            self?.rootController.navigation.popViewController(animated: true)
        }
        Widgets.onTap(screen.floor) { [weak self] in self?.showFloor() }
        bookings = screen
        rootController.navigation.pushViewController(ScreenController(screen, title: "Bookings"), animated: true)
        visits["bookings", default: 0] += 1
    }

    /// Pushes the floor dashboard over the bookings list; its Back pops it.
    private func showFloor() {
        guard rootController.navigation.viewControllers.count == 2, bookings != nil,
              rootController.presentedViewController == nil else { return }
        let screen = FloorScreen()
        Widgets.onTap(screen.back) { [weak self] in
            self?.floor = nil
            self?.rootController.navigation.popViewController(animated: true)
        }
        floor = screen
        rootController.navigation.pushViewController(ScreenController(screen, title: "Floor"), animated: true)
        visits["floor", default: 0] += 1
    }

    private func showSettings() {
        let screen = SettingsScreen(model: model)
        if steadyCaret { screen.nameField.caretBlinkTimeout = 0 }
        Widgets.onTap(screen.done) { [weak self] in
            self?.settings = nil
            self?.rootController.navigation.popViewController(animated: true)
        }
        settings = screen
        // The room-name field is near the bottom: the screen slides up above the keyboard.
        let avoiding = KeyboardAvoidingView()
        avoiding.contentView = screen
        rootController.navigation.pushViewController(ScreenController(avoiding, title: "Settings"), animated: true)
        visits["settings", default: 0] += 1
    }

    // MARK: State

    private func tick() {
        let now = clock.secondsOfDay
        root.header.clock.seconds = Int(now)
        if let until = model.bookedUntil, now >= until { model.bookedUntil = nil }
        refreshStatus(now)
    }

    private func refreshStatus(_ now: Double) {
        let busy = model.isBusy(at: now)
        root.header.setStatus(busy: busy)
        root.header.room.text = root.bounds.width < 600 ? model.name : "\(model.name) · \(model.location)"
        home.status.busy = busy
        if let until = model.bookedUntil, now < until {
            home.status.detail = "Booked here until \(WallClock.format(until, withSeconds: false))"
        } else if let m = model.meetings.first(where: { now >= $0.start && now < $0.end }) {
            home.status.detail = "\(m.title) until \(WallClock.format(m.end, withSeconds: false))"
        } else if let next = model.upcoming(after: now).first {
            home.status.detail = "Free until \(WallClock.format(next.start, withSeconds: false))"
        } else {
            home.status.detail = "Free for the rest of the day"
        }
        home.end.isEnabled = model.bookedUntil != nil
        let rows = model.upcoming(after: now).prefix(3).map {
            (time: WallClock.format($0.start, withSeconds: false) + "–" + WallClock.format($0.end, withSeconds: false), title: $0.title)
        }
        home.upcoming.rows = Array(rows)
    }

    private func modelChanged() {
        home.showUpcoming = model.showUpcoming
        settings?.update(model)
        bookings?.update(model, now: clock.secondsOfDay)
        var c = idle
        c.dimAfter = model.dimWhenIdle ? Double(model.dimAfterMinutes) * 60 : nil
        if c.dimAfter == nil { c.blankAfter = nil }
        if let b = c.blankAfter, let d = c.dimAfter, b <= d { c.blankAfter = nil }
        if dimmer == nil {
            let d = InactivityDimmer.install(on: engine, configuration: c)
            // One line per change, so a panel's log (or the virtual Pi's) shows when an input
            // only woke the screen: the dimmer swallows it by design.
            d.onStateChange = { state in
                print(state == .awake ? "kiosk: screen awake (the waking touch or key was swallowed)" : "kiosk: screen \(state)")
            }
            dimmer = d
        } else {
            dimmer?.configuration = c
        }
        refreshStatus(clock.secondsOfDay)
    }
}
