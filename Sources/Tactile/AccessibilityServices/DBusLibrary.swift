#if canImport(Glibc)
import Glibc
#endif

/// libdbus-1's C functions, looked up with `dlopen` (Debian: `libdbus-1-3`, on every desktop
/// since D-Bus itself needs it), so Tactile builds and runs without it (a Pi kiosk) and the
/// AT-SPI bridge simply does not start. Only what the bridge uses.
struct DBusLibrary: @unchecked Sendable {
    typealias Conn = OpaquePointer
    typealias Msg = OpaquePointer
    let busGetPrivate: @convention(c) (Int32, UnsafeMutableRawPointer?) -> Conn?
    let openPrivate: @convention(c) (UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Conn?
    let busRegister: @convention(c) (Conn?, UnsafeMutableRawPointer?) -> UInt32
    let uniqueName: @convention(c) (Conn?) -> UnsafePointer<CChar>?
    let setExitOnDisconnect: @convention(c) (Conn?, UInt32) -> Void
    let close: @convention(c) (Conn?) -> Void
    let connUnref: @convention(c) (Conn?) -> Void
    let newMethodCall: @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Msg?
    let newMethodReturn: @convention(c) (Msg?) -> Msg?
    let newError: @convention(c) (Msg?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Msg?
    let newSignal: @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Msg?
    let sendWithReplyAndBlock: @convention(c) (Conn?, Msg?, Int32, UnsafeMutableRawPointer?) -> Msg?
    let send: @convention(c) (Conn?, Msg?, UnsafeMutablePointer<UInt32>?) -> UInt32
    let flush: @convention(c) (Conn?) -> Void
    let readWrite: @convention(c) (Conn?, Int32) -> UInt32
    let popMessage: @convention(c) (Conn?) -> Msg?
    let getUnixFD: @convention(c) (Conn?, UnsafeMutablePointer<Int32>?) -> UInt32
    let msgUnref: @convention(c) (Msg?) -> Void
    let msgType: @convention(c) (Msg?) -> Int32
    let msgPath: @convention(c) (Msg?) -> UnsafePointer<CChar>?
    let msgInterface: @convention(c) (Msg?) -> UnsafePointer<CChar>?
    let msgMember: @convention(c) (Msg?) -> UnsafePointer<CChar>?
    let iterInitAppend: @convention(c) (Msg?, UnsafeMutableRawPointer?) -> Void
    let iterAppendBasic: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?) -> UInt32
    let iterOpen: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> UInt32
    let iterClose: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> UInt32
    let iterInit: @convention(c) (Msg?, UnsafeMutableRawPointer?) -> UInt32
    let iterArgType: @convention(c) (UnsafeMutableRawPointer?) -> Int32
    let iterGetBasic: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    let iterNext: @convention(c) (UnsafeMutableRawPointer?) -> UInt32
    let iterRecurse: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void
    let errorInit: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let errorFree: @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// The library, or `nil` when libdbus-1 is not installed.
    static let shared: DBusLibrary? = open()

    private static func open() -> DBusLibrary? {
        guard let lib = dlopen("libdbus-1.so.3", RTLD_NOW) ?? dlopen("libdbus-1.so", RTLD_NOW) else { return nil }
        func sym<T>(_ name: String, _: T.Type = T.self) -> T? {
            dlsym(lib, name).map { unsafeBitCast($0, to: T.self) }
        }
        guard let a = sym("dbus_bus_get_private", (@convention(c) (Int32, UnsafeMutableRawPointer?) -> Conn?).self),
              let b = sym("dbus_connection_open_private", (@convention(c) (UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Conn?).self),
              let c = sym("dbus_bus_register", (@convention(c) (Conn?, UnsafeMutableRawPointer?) -> UInt32).self),
              let d = sym("dbus_bus_get_unique_name", (@convention(c) (Conn?) -> UnsafePointer<CChar>?).self),
              let e = sym("dbus_connection_set_exit_on_disconnect", (@convention(c) (Conn?, UInt32) -> Void).self),
              let f = sym("dbus_connection_close", (@convention(c) (Conn?) -> Void).self),
              let g = sym("dbus_connection_unref", (@convention(c) (Conn?) -> Void).self),
              let h = sym("dbus_message_new_method_call", (@convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Msg?).self),
              let i = sym("dbus_message_new_method_return", (@convention(c) (Msg?) -> Msg?).self),
              let j = sym("dbus_message_new_error", (@convention(c) (Msg?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Msg?).self),
              let k = sym("dbus_message_new_signal", (@convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Msg?).self),
              let l = sym("dbus_connection_send_with_reply_and_block", (@convention(c) (Conn?, Msg?, Int32, UnsafeMutableRawPointer?) -> Msg?).self),
              let m = sym("dbus_connection_send", (@convention(c) (Conn?, Msg?, UnsafeMutablePointer<UInt32>?) -> UInt32).self),
              let n = sym("dbus_connection_flush", (@convention(c) (Conn?) -> Void).self),
              let o = sym("dbus_connection_read_write", (@convention(c) (Conn?, Int32) -> UInt32).self),
              let p = sym("dbus_connection_pop_message", (@convention(c) (Conn?) -> Msg?).self),
              let q = sym("dbus_connection_get_unix_fd", (@convention(c) (Conn?, UnsafeMutablePointer<Int32>?) -> UInt32).self),
              let r = sym("dbus_message_unref", (@convention(c) (Msg?) -> Void).self),
              let s = sym("dbus_message_get_type", (@convention(c) (Msg?) -> Int32).self),
              let t = sym("dbus_message_get_path", (@convention(c) (Msg?) -> UnsafePointer<CChar>?).self),
              let u = sym("dbus_message_get_interface", (@convention(c) (Msg?) -> UnsafePointer<CChar>?).self),
              let v = sym("dbus_message_get_member", (@convention(c) (Msg?) -> UnsafePointer<CChar>?).self),
              let w = sym("dbus_message_iter_init_append", (@convention(c) (Msg?, UnsafeMutableRawPointer?) -> Void).self),
              let x = sym("dbus_message_iter_append_basic", (@convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeRawPointer?) -> UInt32).self),
              let y = sym("dbus_message_iter_open_container", (@convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> UInt32).self),
              let z = sym("dbus_message_iter_close_container", (@convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> UInt32).self),
              let a2 = sym("dbus_message_iter_init", (@convention(c) (Msg?, UnsafeMutableRawPointer?) -> UInt32).self),
              let b2 = sym("dbus_message_iter_get_arg_type", (@convention(c) (UnsafeMutableRawPointer?) -> Int32).self),
              let c2 = sym("dbus_message_iter_get_basic", (@convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void).self),
              let d2 = sym("dbus_message_iter_next", (@convention(c) (UnsafeMutableRawPointer?) -> UInt32).self),
              let e2 = sym("dbus_message_iter_recurse", (@convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void).self),
              let f2 = sym("dbus_error_init", (@convention(c) (UnsafeMutableRawPointer?) -> Void).self),
              let g2 = sym("dbus_error_free", (@convention(c) (UnsafeMutableRawPointer?) -> Void).self)
        else { return nil }
        return DBusLibrary(busGetPrivate: a, openPrivate: b, busRegister: c, uniqueName: d, setExitOnDisconnect: e, close: f,
                           connUnref: g, newMethodCall: h, newMethodReturn: i, newError: j, newSignal: k,
                           sendWithReplyAndBlock: l, send: m, flush: n, readWrite: o, popMessage: p, getUnixFD: q,
                           msgUnref: r, msgType: s, msgPath: t, msgInterface: u, msgMember: v, iterInitAppend: w,
                           iterAppendBasic: x, iterOpen: y, iterClose: z, iterInit: a2, iterArgType: b2, iterGetBasic: c2,
                           iterNext: d2, iterRecurse: e2, errorInit: f2, errorFree: g2)
    }
}
