import Tactile

/// Typing into a long single-line field: a `TextField` holding `n` characters (words),
/// focused with the caret in the middle; each timed step is one keystroke (letters a to z
/// in turn, every fourth key a Backspace, so the edited run's text is new almost every time)
/// followed by the frame that shows it. Reports milliseconds and
/// text rasterisations per keystroke, and, for scale, the time to measure the whole line
/// once (what a field without per-run caching would pay at least per keystroke).
@MainActor
enum TextEditScene {
    struct Result {
        var msPerKeystroke: Double
        var rasterizationsPerKeystroke: Double
        var fullLineMeasureMs: Double
        var lastFrame: Bitmap
    }

    static func run(n: Int, keystrokes: Int) throws -> Result {
        let output = try OffscreenOutput(size: Size(width: 800, height: 480))
        let engine = Engine(output: output, clock: SystemClock())
        let input = RecordingTextInputService()
        engine.window.textInputService = input
        engine.window.keyboardMode = .hardware
        engine.window.backgroundColor = Color(r: 242, g: 242, b: 247)
        let screen = View(frame: .zero)
        let field = TextField(frame: Rect(x: 20, y: 20, width: 760, height: 44))
        let words = ["alpha ", "beta ", "gamma ", "delta ", "epsilon ", "zeta ", "eta ", "theta "]
        var text = ""
        var i = 0
        while text.count < n { text += words[i % words.count]; i += 1 }
        field.text = String(text.prefix(n))
        screen.addSubview(field)
        engine.window.rootView = screen
        engine.runFrame(force: true)
        field.becomeFirstResponder()
        field.selectedRange = (n / 2)..<(n / 2)
        engine.runFrame(force: true)  // warm-up: the visible runs rasterised once
        let rasterized = engine.renderer.stats.textRasterizations
        let backspace = KeyInput(keyCode: KeyboardKey.backspace.keyCode, isDown: true)
        let letters = Array("abcdefghijklmnopqrstuvwxyz").map(String.init)
        let start = BenchClock.now()
        for k in 0..<keystrokes {
            if k % 4 == 3 { engine.handle(.key(backspace)) } else { engine.handle(.text(letters[k % 26])) }
            engine.runFrame()
        }
        let ms = BenchClock.millisecondsSince(start) / Double(max(1, keystrokes))
        let raster = Double(engine.renderer.stats.textRasterizations - rasterized) / Double(max(1, keystrokes))
        let t0 = BenchClock.now()
        _ = engine.renderer.measureText((field.text ?? "") + "y", font: field.font)
        let full = BenchClock.millisecondsSince(t0)
        return Result(msPerKeystroke: ms, rasterizationsPerKeystroke: raster, fullLineMeasureMs: full, lastFrame: engine.readPixels())
    }
}
