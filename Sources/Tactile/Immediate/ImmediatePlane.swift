/// An engine plane running immediate-mode content each frame, drawn above the planes
/// beneath it (the retained tree, a game's world).
///
/// A finger landing on a widget drawn in the last frame (a button, a panel) is routed here
/// and stays here until it lifts; other fingers fall through to the planes beneath.
///
/// ```swift
/// let hud = engine.addImmediatePlane { ui in
///     if ui.button("Pause", frame: Rect(x: 700, y: 10, width: 90, height: 40)) { pause() }
/// }
/// ```
@MainActor
public final class ImmediatePlane: EnginePlane {
    /// The immediate context.
    public let ui: UI
    /// The content, run every frame the engine draws.
    public var content: (UI) -> Void
    /// A hidden plane draws nothing and claims no touches.
    public var isHidden = false {
        didSet { if isHidden != oldValue { ui.setNeedsFrame() } }
    }

    /// Creates a plane with content.
    public init(style: ImmediateStyle? = nil, content: @escaping (UI) -> Void) {
        self.ui = UI(style: style)
        self.content = content
    }

    public func claimsTouch(at point: Point) -> Bool {
        !isHidden && ui.claims(point)
    }

    public func handleTouch(_ input: TouchInput, timestamp: Double) {
        ui.handleTouch(input)
    }

    public func update(_ frame: FrameInfo) {}

    public func draw(in renderer: Renderer, frame: FrameInfo) {
        guard !isHidden else { return }
        let size = Size(width: renderer.targetSize.width / renderer.pixelScale, height: renderer.targetSize.height / renderer.pixelScale)
        ui.frameTime = frame.time
        ui.run(renderer: renderer, bounds: Rect(origin: .zero, size: size), content)
    }

    /// `true` while a finger is down on a widget or the content asked for a frame.
    public var needsFrame: Bool { !isHidden && ui.wantsFrame }
}
