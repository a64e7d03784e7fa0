internal import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// How a ``Renderer`` hands what it draws to SDL, chosen once per SDL renderer.
///
/// - ``direct``: every shape goes to SDL's fast paths as it is drawn (rectangle fills,
///   texture copies). SDL's software renderer blits these without any per-call set-up, so
///   this is its strategy.
/// - ``batched``: shapes become textured quads queued in one vertex buffer and submitted with
///   one `SDL_RenderGeometry` call per run of the same texture: solid fills use a white texel
///   and corner masks and text lines live in a shared atlas texture, so a screen of buttons
///   is a handful of draws. On the GL renderers every SDL call is at least one GL draw (SDL
///   does not batch when a render driver is named), so this is theirs.
///
/// `TACTILE_RENDER_STRATEGY=direct|batched` in the environment overrides the choice (for
/// measuring); tests set ``Renderer/renderStrategy`` directly.
public enum RenderStrategy: String, Sendable, Hashable, CaseIterable {
    /// Draw through SDL's fill and copy calls one shape at a time.
    case direct
    /// Queue quads from a texture atlas and submit one geometry call per texture run.
    case batched

    /// The strategy for an SDL render driver (`"software"`, `"opengl"`, `"opengles2"`, ...):
    /// the GPU renderers batch, the software renderer draws directly. `override` (the
    /// environment variable's value) wins when it names a strategy.
    static func preferred(forRendererNamed name: String, override: String? = nil) -> RenderStrategy {
        if let override, let s = RenderStrategy(rawValue: override.lowercased()) { return s }
        switch name.lowercased() {
        case "software", "": return .direct
        default: return .batched  // opengl, opengles2, opengles, direct3d*, metal, vulkan: one draw per call
        }
    }

    /// The strategy for an SDL renderer, by its driver name and the environment.
    static func preferred(for sdlRenderer: OpaquePointer) -> RenderStrategy {
        var info = SDL_RendererInfo()
        let name = SDL_GetRendererInfo(sdlRenderer, &info) == 0 ? info.name.map { String(cString: $0) } ?? "" : ""
        let env = getenv("TACTILE_RENDER_STRATEGY").map { String(cString: $0) }
        return preferred(forRendererNamed: name, override: env)
    }
}
