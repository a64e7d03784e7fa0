import Foundation

extension Responder {
    /// Posted on `NotificationCenter.default` before the on-screen keyboard slides in, as
    /// `UIResponder.keyboardWillShowNotification`; its `userInfo` has
    /// ``keyboardFrameBeginUserInfoKey``, ``keyboardFrameEndUserInfoKey`` (``Rect`` values in
    /// window points), ``keyboardAnimationDurationUserInfoKey`` (a `Double`, seconds) and
    /// ``keyboardAnimationCurveUserInfoKey`` (an `Int`, 7 as in UIKit).
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted once the keyboard has slid in.
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard slides out.
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard has slid out.
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (with every show and hide, and on a
    /// rotation).
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change (a ``Rect``).
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change (a ``Rect``; off the bottom edge when hiding).
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the slide takes (a `Double`, seconds).
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The slide's curve (an `Int`: UIKit's private keyboard curve, 7).
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (always `true`).
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// Posts the keyboard notifications for one slide of ``KeyboardController``'s keyboard:
/// the "will" pair now, the "did" pair after the slide's duration on the window's timers.
@MainActor
enum KeyboardNotifications {
    static func post(showing: Bool, from begin: Rect, to end: Rect, duration: Double, object: AnyObject?, timers: TimerQueue?) {
        let info: [AnyHashable: Any] = [
            Responder.keyboardFrameBeginUserInfoKey: begin,
            Responder.keyboardFrameEndUserInfoKey: end,
            Responder.keyboardAnimationDurationUserInfoKey: duration,
            Responder.keyboardAnimationCurveUserInfoKey: 7,
            Responder.keyboardIsLocalUserInfoKey: true,
        ]
        let center = NotificationCenter.default
        center.post(name: showing ? Responder.keyboardWillShowNotification : Responder.keyboardWillHideNotification, object: object, userInfo: info)
        center.post(name: Responder.keyboardWillChangeFrameNotification, object: object, userInfo: info)
        let did = {
            center.post(name: showing ? Responder.keyboardDidShowNotification : Responder.keyboardDidHideNotification, object: object, userInfo: info)
            center.post(name: Responder.keyboardDidChangeFrameNotification, object: object, userInfo: info)
        }
        if duration > 0, let timers {
            _ = timers.schedule(after: duration) { did() }
        } else {
            did()
        }
    }
}
