#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization

/// Exports an engine's ``AccessibilityTree`` over AT-SPI2 (D-Bus), so Orca reads a Tactile
/// window on a Linux desktop and test tools (pyatspi, Dogtail) find and press its controls by
/// label. It talks to the accessibility bus through libdbus-1, opened with `dlopen` when
/// started (no build dependency; on a Pi without a desktop it simply does not start).
///
/// The window is an application holding one frame whose children are the tree's elements in
/// reading order, each with its role, name, description (hint), states, extents, an action
/// ("click", or "increment"/"decrement" for adjustable elements), a value for sliders and
/// steppers, and the text interface for labels and text fields. ``Application`` starts it for
/// a window when the desktop has accessibility on or `TACTILE_ATSPI=1`
/// (``startIfRequested(engine:applicationName:)``).
@MainActor
public final class ATSPIBridge {
    unowned let engine: Engine
    let dbus: DBusLibrary
    var connection: OpaquePointer?
    /// The bridge's unique name on the accessibility bus.
    public private(set) var busName = ""
    /// The application's name (the window title).
    public var applicationName: String
    var desktop = DBusValue.reference("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root")
    var applicationID: Int32 = 0
    private let stopped = StopFlag()
    /// Elements by object id (2…); 0 is the application, 1 the window's frame.
    var ids: [ObjectIdentifier: Int] = [:]
    var items: [Int: WeakItem] = [:]
    var nextID = 2
    /// The tree while a batch of calls is answered.
    var cachedNodes: [AccessibilityNode]?
    /// How many calls were answered (for tests and figures).
    public private(set) var callsAnswered = 0
    /// How many focus events were emitted.
    public internal(set) var focusEventsSent = 0
    /// The element last reported focused.
    weak var lastFocus: (any AccessibilityItem)?
    /// The element a client gave the focus (GrabFocus) when neither the screen reader nor
    /// the first responder can hold it (a button on a desktop without Tactile's reader).
    weak var grabbedFocus: (any AccessibilityItem)?
    /// Whether a client has asked anything (change events start then).
    var clientSeen = false
    /// The tree as last published to clients (for change events).
    var published: Published?
    /// The events emitted, oldest first (the last 200; for tests): "ChildrenChanged:add"…
    public internal(set) var eventLog: [String] = []

    final class WeakItem { weak var item: (any AccessibilityItem)?; init(_ i: any AccessibilityItem) { item = i } }
    final class StopFlag: Sendable { let value = Mutex(false) }

    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let prefix = "/org/a11y/atspi/accessible/"

    private init(engine: Engine, dbus: DBusLibrary, name: String) {
        self.engine = engine
        self.dbus = dbus
        applicationName = name
    }

    /// Connects `engine` to the desktop's accessibility bus and registers it with the
    /// AT-SPI registry; `nil` (with one diagnostic) when libdbus-1, the session bus or the
    /// accessibility bus is missing.
    public static func start(engine: Engine, applicationName: String) -> ATSPIBridge? {
        guard let d = DBusLibrary.shared else {
            Diagnostics.report("AT-SPI: libdbus-1.so.3 not found; the window is not exported to assistive technology")
            return nil
        }
        let bridge = ATSPIBridge(engine: engine, dbus: d, name: applicationName)
        guard bridge.connect() else { return nil }
        bridge.startWatching()
        bridge.watchFocus()
        return bridge
    }

    /// A bridge that answers calls given to it directly, with no bus (tests); `nil` without libdbus-1.
    static func unconnected(engine: Engine, applicationName: String) -> ATSPIBridge? {
        DBusLibrary.shared.map { ATSPIBridge(engine: engine, dbus: $0, name: applicationName) }
    }

    /// Stops answering and leaves the bus.
    public func stop() {
        stopped.value.withLock { $0 = true }
        if let c = connection { dbus.close(c); dbus.connUnref(c) }
        connection = nil
    }

    private func connect() -> Bool {
        let address: String? = withError { err in
            guard let session = dbus.busGetPrivate(0, err) else { return nil }   // DBUS_BUS_SESSION
            dbus.setExitOnDisconnect(session, 0)
            defer { dbus.close(session); dbus.connUnref(session) }
            let reply = call(session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", [], err)
            defer { if let reply { dbus.msgUnref(reply) } }
            return reply.flatMap { DBusArgument.read($0, dbus).first?.string }
        }
        guard let address, !address.isEmpty else {
            Diagnostics.report("AT-SPI: no accessibility bus (org.a11y.Bus on the session bus); install at-spi2-core")
            return false
        }
        let ok: Bool = withError { err in
            guard let c = address.withCString({ dbus.openPrivate($0, err) }) else { return false }
            dbus.setExitOnDisconnect(c, 0)
            guard dbus.busRegister(c, err) != 0, let n = dbus.uniqueName(c) else { dbus.close(c); dbus.connUnref(c); return false }
            connection = c
            busName = String(cString: n)
            let reply = call(c, "org.a11y.atspi.Registry", Self.rootPath, "org.a11y.atspi.Socket", "Embed",
                             [.reference(busName, Self.rootPath)], err)
            if let reply {
                // The reply is the desktop's reference: keep the registry's own.
                dbus.msgUnref(reply)
                return true
            }
            return false
        }
        if !ok { Diagnostics.report("AT-SPI: could not register with the accessibility registry (at-spi2-registryd)") }
        return ok
    }

    private func withError<R>(_ body: (UnsafeMutableRawPointer) -> R) -> R {
        let err = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { dbus.errorFree(err); err.deallocate() }
        dbus.errorInit(err)
        return body(err)
    }

    private func call(_ c: OpaquePointer, _ dest: String, _ path: String, _ iface: String, _ member: String,
                      _ args: [DBusValue], _ err: UnsafeMutableRawPointer) -> OpaquePointer? {
        guard let m = dbus.newMethodCall(dest, path, iface, member) else { return nil }
        defer { dbus.msgUnref(m) }
        DBusValue.withIter { it in
            dbus.iterInitAppend(m, it)
            for a in args { a.append(to: it, dbus) }
        }
        return dbus.sendWithReplyAndBlock(c, m, 2000, err)
    }

    /// A thread waits on the bus socket and wakes the main loop (the main queue) when calls
    /// arrive; the app sleeps otherwise.
    private func startWatching() {
        guard let c = connection else { return }
        var fd: Int32 = -1
        guard dbus.getUnixFD(c, &fd) != 0, fd >= 0 else { return }
        let socket = fd
        let flag = stopped
        let done = DispatchSemaphore(value: 0)
        process()
        DispatchQueue.global().async { [weak self] in
            var p = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            while !flag.value.withLock({ $0 }) {
                let r = poll(&p, 1, 500)
                if r < 0 && errno != EINTR { return }
                guard r > 0 else { continue }
                if p.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return }   // the bus went away, or stop() closed it
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated { self?.process() }
                    done.signal()
                }
                done.wait()
            }
            _ = self
        }
    }

    /// Answers every call waiting on the bus.
    public func process() {
        guard let c = connection else { return }
        _ = dbus.readWrite(c, 0)
        cachedNodes = nil
        while let m = dbus.popMessage(c) {
            if dbus.msgType(m) == 1 { answer(m) }   // DBUS_MESSAGE_TYPE_METHOD_CALL
            dbus.msgUnref(m)
        }
        cachedNodes = nil
        dbus.flush(c)
    }

    private func answer(_ m: OpaquePointer) {
        let path = dbus.msgPath(m).map { String(cString: $0) } ?? ""
        let iface = dbus.msgInterface(m).map { String(cString: $0) } ?? ""
        let member = dbus.msgMember(m).map { String(cString: $0) } ?? ""
        let args = DBusArgument.read(m, dbus)
        callsAnswered += 1
        let result = handle(path: path, interface: iface, member: member, args: args)
        let reply: OpaquePointer?
        switch result {
        case let .success(values):
            reply = dbus.newMethodReturn(m)
            if let reply {
                DBusValue.withIter { it in
                    dbus.iterInitAppend(reply, it)
                    for v in values { v.append(to: it, dbus) }
                }
            }
        case let .failure(error):
            reply = dbus.newError(m, error.name, error.message)
        }
        if let reply, let c = connection {
            _ = dbus.send(c, reply, nil)
            dbus.msgUnref(reply)
        }
    }

    struct CallError: Error {
        var name = "org.freedesktop.DBus.Error.UnknownMethod"
        var message: String
    }
}

extension ATSPIBridge {
    private static var running: [ATSPIBridge] = []

    /// Starts the bridge for an app's window when the desktop has accessibility on (the
    /// session bus's `org.a11y.Status.IsEnabled`, which GTK and Qt read and Orca sets), or
    /// when `TACTILE_ATSPI=1`; `TACTILE_ATSPI=0` keeps it off. Without a session bus (a Pi
    /// kiosk on KMSDRM) nothing is loaded. ``Application`` calls this for a window; headless
    /// apps never export. The bridge lives as long as the process.
    @discardableResult
    public static func startIfRequested(engine: Engine, applicationName: String) -> ATSPIBridge? {
        if let v = getenv("TACTILE_ATSPI") {
            guard String(cString: v) == "1" else { return nil }
        } else {
            guard getenv("DBUS_SESSION_BUS_ADDRESS") != nil, desktopAccessibilityIsEnabled() else { return nil }
        }
        guard let b = start(engine: engine, applicationName: applicationName) else { return nil }
        running.append(b)
        return b
    }
}

extension ATSPIBridge {
    /// `org.a11y.Status.IsEnabled` on the session bus (`false` when anything is missing).
    static func desktopAccessibilityIsEnabled() -> Bool {
        guard let d = DBusLibrary.shared else { return false }
        let err = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { d.errorFree(err); err.deallocate() }
        d.errorInit(err)
        guard let session = d.busGetPrivate(0, err) else { return false }
        d.setExitOnDisconnect(session, 0)
        defer { d.close(session); d.connUnref(session) }
        guard let m = d.newMethodCall("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get") else { return false }
        defer { d.msgUnref(m) }
        DBusValue.withIter { it in
            d.iterInitAppend(m, it)
            DBusValue.string("org.a11y.Status").append(to: it, d)
            DBusValue.string("IsEnabled").append(to: it, d)
        }
        guard let reply = d.sendWithReplyAndBlock(session, m, 1000, err) else { return false }
        defer { d.msgUnref(reply) }
        return DBusArgument.read(reply, d).first?.int == 1
    }
}
