/// Which SDL renderers a window tries, in order, for a configuration on a video driver.
///
/// Pure (no SDL calls), so the choice is tested without a display. What it encodes was
/// measured on KMSDRM (virtio-gpu, Mesa GBM/EGL): SDL's first accelerated driver there is
/// `opengl`, which opens but has no render targets (a black screen); `opengles2` works; and
/// the software renderer reaches the screen only through a GLES-backed window surface
/// (`SDL_FRAMEBUFFER_ACCELERATION=opengles2`): with `0` KMSDRM has no framebuffer to give
/// it, with `1` the window stays black.
enum RendererChoice {
    /// One renderer to try.
    struct Attempt: Hashable, Sendable {
        /// What the error message calls it (`"opengles2"`, `"accelerated"`, `"software"`).
        var label: String
        /// The SDL render driver by name, or `nil` for SDL's first driver that opens.
        var driver: String?
        /// Ask SDL for a software renderer (`SDL_RENDERER_SOFTWARE`) rather than an accelerated one.
        var software: Bool
        /// Ask for vertical-blank waits (accelerated renderers only).
        var vsync: Bool
        /// The value for `SDL_HINT_FRAMEBUFFER_ACCELERATION` set before trying, when one is needed.
        var framebufferAcceleration: String?
    }

    /// `true` for SDL's KMS/DRM video driver (a console with no X11 or Wayland).
    static func isKMSDRM(_ videoDriver: String) -> Bool {
        videoDriver.lowercased() == "kmsdrm"
    }

    /// The renderers to try, best first, for `kind` (or the render driver `named`, which
    /// wins) on `videoDriver`, given the render drivers this SDL has (`available`).
    static func attempts(kind: DisplayConfiguration.RendererKind, named: String?, videoDriver: String,
                         available: [String], vsync: Bool) -> [Attempt] {
        let kms = isKMSDRM(videoDriver)
        let has = Set(available.map { $0.lowercased() })
        let software = Attempt(label: "software", driver: nil, software: true, vsync: false,
                               framebufferAcceleration: softwareFramebuffer(kms: kms, available: has))
        let gles = Attempt(label: "opengles2", driver: "opengles2", software: false, vsync: vsync, framebufferAcceleration: nil)
        let anyAccelerated = Attempt(label: "accelerated", driver: nil, software: false, vsync: vsync, framebufferAcceleration: nil)
        if let named {
            if named.lowercased() == "software" { return [software] }
            return [Attempt(label: named, driver: named, software: false, vsync: vsync, framebufferAcceleration: nil)]
        }
        // On KMSDRM SDL's own first choice (`opengl`) cannot draw Tactile's canvases: GLES by name.
        let accelerated = kms && has.contains("opengles2") ? gles : anyAccelerated
        switch kind {
        case .auto: return [accelerated, software]
        case .accelerated: return [accelerated]
        case .software: return [software]
        }
    }

    /// The window-surface backing for SDL's software renderer: none on a desktop (no hidden
    /// GL context, which loads Mesa and LLVM: about 90 MB), GLES on KMSDRM (its only way to
    /// the screen).
    static func softwareFramebuffer(kms: Bool, available: Set<String>) -> String {
        guard kms else { return "0" }
        return available.contains("opengles2") ? "opengles2" : "1"
    }
}
