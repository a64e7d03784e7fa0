/// The display the app draws on, as `UIScreen`: ``main`` describes the window of
/// ``Engine/current`` (the engine made last).
///
/// Without an engine (code run before the app starts, or after it ends) the bounds are
/// empty and the scale is 1, rather than a trap.
@MainActor
public struct Screen {
    /// The screen of the current engine, as `UIScreen.main`.
    public static var main: Screen { Screen(engine: Engine.current) }

    private weak var engine: Engine?

    init(engine: Engine?) { self.engine = engine }

    /// The screen's area in points (the window's bounds), origin at zero.
    public var bounds: Rect {
        guard let w = engine?.window.bounds.size else { return .zero }
        return Rect(x: 0, y: 0, width: w.width, height: w.height)
    }

    /// Pixels per point of the output (2 on a HiDPI window), as `UIScreen.scale`.
    public var scale: Float {
        let s = engine?.renderer.pixelScale ?? 1
        return s.isFinite && s > 0 ? s : 1
    }

    /// The screen's area in pixels, as `UIScreen.nativeBounds`.
    public var nativeBounds: Rect {
        let b = bounds, s = scale
        return Rect(x: 0, y: 0, width: (b.width * s).rounded(), height: (b.height * s).rounded())
    }

    /// The same as ``scale`` (Tactile does not downsample), as `UIScreen.nativeScale`.
    public var nativeScale: Float { scale }

    /// The screen's traits: light unless the window overrides it.
    public var traitCollection: TraitCollection {
        engine?.window.traitCollection ?? TraitCollection(userInterfaceStyle: .light)
    }
}
