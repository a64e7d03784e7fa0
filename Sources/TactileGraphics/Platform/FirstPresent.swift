/// Which video drivers lose the first frame presented to a new window, and so get one black
/// frame presented when the window opens, before the app's first.
///
/// Read in SDL 2's KMSDRM backend (2.26.5 and 2.32.4 alike) and seen in the virtual Pi: showing
/// a fullscreen window calls `KMSDRM_SetWindowFullscreen`, which only marks the window's GBM/EGL
/// surfaces dirty (`egl_surface_dirty`). The app then draws its first frame into the old EGL
/// surface, and `KMSDRM_GLES_SwapWindow` first recreates the surfaces (a new GBM surface, a new
/// EGL surface made current) and swaps the new one, which nothing has drawn: the CRTC is set to
/// a black buffer, and the first frame never reaches the panel. A kiosk whose screen does not
/// change stayed black until it was touched. Both renderers go through this swap (the software
/// renderer's window surface is a GLES texture on KMSDRM). One black present right after the
/// renderer opens takes that swap; the app's first frame is then drawn into the new surface
/// and flipped to the screen.
@MainActor
enum FirstPresent {
    /// Drivers primed as KMSDRM is (tests prime an offscreen window to check that the priming
    /// present leaves the first frame as it was).
    static var alsoPrimed: Set<String> = []
    /// Windows primed so far in this process (tests).
    static private(set) var primedWindows = 0

    /// `true` when a window on `videoDriver` (SDL's name) needs the priming present.
    static func needsPriming(videoDriver: String) -> Bool {
        RendererChoice.isKMSDRM(videoDriver) || alsoPrimed.contains(videoDriver)
    }

    static func didPrime() { primedWindows += 1 }
}
