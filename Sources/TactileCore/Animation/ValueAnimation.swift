/// Animates a value a view draws itself (a switch's thumb, a slider's knob, a scroll offset)
/// once per frame on the engine's clock, with an ``Easing``: the custom-property counterpart of
/// ``View/animate(withDuration:delay:options:animations:completion:)``, for framework and app code.
///
/// ```swift
/// slide = ValueAnimation.start(on: self, from: thumbPosition, to: 1, duration: 0.2) { [weak self] v in
///     self?.thumbPosition = v
///     self?.setNeedsDisplay()
/// }
/// ```
///
/// It runs on a ``DisplayLink`` of the view's engine, so the loop draws frames only while it
/// runs. It stops with `completion(false)` when ``stop()`` is called or the view leaves its
/// window (or is freed). With no engine, or a NaN, infinite, zero or negative duration, the end
/// value is applied at once (`update(to)`, then `completion(true)`) and `nil` is returned. A
/// duration over 60 s is cut to 60 s, as every animation's.
@MainActor
public final class ValueAnimation {
    private var link: DisplayLink?
    private weak var view: View?
    private let tween: Tween<Float>
    private var update: ((Float) -> Void)?
    private var completion: ((Bool) -> Void)?

    /// `true` until it ends or is stopped.
    public var isRunning: Bool { link != nil }

    /// Starts animating from `from` to `to` over `duration` seconds; see the type's notes.
    @discardableResult
    public static func start(on view: View, from: Float, to: Float, duration: Double, easing: Easing = .easeInOut,
                             update: @escaping @MainActor (Float) -> Void,
                             completion: (@MainActor (Bool) -> Void)? = nil) -> ValueAnimation? {
        guard duration.isFinite, duration > 0, from.isFinite, to.isFinite, let engine = view.window?.context else {
            update(to.isFinite ? to : from)
            completion?(true)
            return nil
        }
        return ValueAnimation(view: view, engine: engine, tween: Tween(from: from, to: to, duration: duration.animationDurationClamped, easing: easing,
                                                                      start: engine.now),
                              update: update, completion: completion)
    }

    private init(view: View, engine: WindowContext, tween: Tween<Float>, update: @escaping (Float) -> Void, completion: ((Bool) -> Void)?) {
        self.view = view
        self.tween = tween
        self.update = update
        self.completion = completion
        link = DisplayLink(context: engine) { [weak self] link in
            guard let self else { link.invalidate(); return }
            self.step(time: link.timestamp)
        }
    }

    /// Stops where it is; `completion(false)`.
    public func stop() { end(finished: false) }

    private func step(time: Double) {
        guard let v = view, v.window != nil else { end(finished: false); return }
        update?(tween.value(at: time))
        if tween.isFinished(at: time) { end(finished: true) }
    }

    private func end(finished: Bool) {
        guard let l = link else { return }
        l.invalidate()
        link = nil
        update = nil
        let c = completion
        completion = nil
        c?(finished)
    }
}
