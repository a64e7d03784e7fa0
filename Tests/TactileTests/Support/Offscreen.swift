import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Draws with a renderer straight onto an offscreen surface of `size` points at `scale`,
/// cleared to `background` first, and reads the pixels back (the renderer tests' canvas).
@MainActor
func drawOffscreen(_ size: Size, scale: Float = 1, background: Color, _ draw: (Renderer) -> Void) throws -> Bitmap {
    let out = try OffscreenOutput(size: size, pixelScale: scale)
    let r = out.renderer
    r.beginFrame()
    r.clear(background)
    draw(r)
    r.present()
    return out.readPixels()
}

/// Taps the first key of the on-screen keyboard that `match` accepts, then lets its press
/// show (0.05 s); records an issue when the keyboard is not up or has no such key.
@MainActor
func tapKey(_ h: Harness, _ match: (KeyboardLayout.Key.Kind) -> Bool) {
    guard let kb = h.window.keyboardController.keyboard, let k = kb.placed.first(where: { match($0.key.kind) }) else {
        Issue.record("no such key")
        return
    }
    h.tap(at: kb.convert(Point(x: k.frame.midX, y: k.frame.midY), to: nil))
    h.advance(by: 0.05)
}

/// Runs frames until `list` has no rows animating away and none of its subviews animates (at
/// most 2 s), then 0.1 s more; returns the seconds it took.
@MainActor @discardableResult
func settle(_ list: ListView, in harness: Harness) -> Double {
    var t = 0.0
    while t < 2 && (list.numberOfDisappearingRows > 0 || list.subviews.contains { $0.hasRunningAnimations }) {
        harness.advance(by: harness.frameInterval)
        t += harness.frameInterval
    }
    harness.advance(by: 0.1)
    return t
}

/// The largest difference of any of the first `channels` channels (RGBA order) over two frames,
/// and how many pixels differ at all; frames of different sizes differ everywhere.
func pixelDifference(_ a: Bitmap, _ b: Bitmap, channels: Int = 4) -> (worst: Int, pixels: Int) {
    guard a.width == b.width, a.height == b.height else { return (255, max(a.bytes.count, b.bytes.count) / 4) }
    var worst = 0, pixels = 0
    for i in stride(from: 0, to: a.bytes.count, by: 4) {
        var d = 0
        for c in 0..<min(4, max(1, channels)) { d = max(d, abs(Int(a.bytes[i + c]) - Int(b.bytes[i + c]))) }
        if d > 0 { pixels += 1 }
        worst = max(worst, d)
    }
    return (worst, pixels)
}
