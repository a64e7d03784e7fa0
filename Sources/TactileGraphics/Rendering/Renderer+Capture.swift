internal import CSDL2

extension Renderer {
    /// Asks the next ``present()`` to read the frame's pixels before presenting it, for
    /// screenshots of a window: SDL leaves a window's back buffer undefined after
    /// `SDL_RenderPresent` (page flipping on KMSDRM need not keep it). The output's
    /// `readPixels()` (``Engine/readPixels()``) then returns the pixels read.
    public func captureNextPresent() {
        captureRequested = true
    }

    /// The frame the last capturing ``present()`` read, once; `nil` when none waits.
    func takeCapturedFrame() -> Bitmap? {
        defer { capturedFrame = nil }
        return capturedFrame
    }

    func captureBeforePresent() {
        captureRequested = false
        capturedFrame = presenter?.readFrame() ?? readTargetPixels()
    }

    /// The current target's pixels (the window's back buffer when no texture is the target).
    func readTargetPixels() -> Bitmap {
        flush()
        let w = Int(targetSize.width), h = Int(targetSize.height)
        var bytes = [UInt8](repeating: 0, count: max(0, w * h * 4))
        bytes.withUnsafeMutableBytes { raw in
            _ = SDL_RenderReadPixels(sdlRenderer, nil, SDLConstants.pixelFormatABGR8888, raw.baseAddress, Int32(w * 4))
        }
        return Bitmap(width: w, height: h, bytes: bytes) ?? Bitmap(width: 0, height: 0)
    }
}
