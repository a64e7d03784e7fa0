/// The window context created last (the engine, seen from the core), for the few places that
/// run without a view in a window: ``DisplayLink``'s default engine, `currentMediaTime()`,
/// the layer animator of implicit animations, the default view frame of a view controller.
/// The engine sets it when it starts (`Engine.current` is the same object, typed); the core
/// never names the engine.
@MainActor
package enum CurrentContext {
    /// The context created last, held weakly.
    package static weak var context: (any WindowContext)?
}
