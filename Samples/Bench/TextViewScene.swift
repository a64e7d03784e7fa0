import Tactile

/// Typing into a long multi-line `TextView`: `n` characters of prose (paragraphs of about
/// 400 characters), focused with the caret in the middle; each timed step is one keystroke
/// (letters a to z in turn, every fourth a Backspace, every eighth an arrow key moving the
/// caret) followed by the frame that shows it. Reports milliseconds per keystroke, the time
/// to set the text and show its first frame, and, for scale, one full re-wrap of the whole
/// text (what a view re-wrapping everything per edit would pay at least per keystroke).
@MainActor
enum TextViewScene {
    struct Result {
        var n: Int
        var msPerKeystroke: Double
        var setTextMs: Double
        var fullRewrapMs: Double
        var lastFrame: Bitmap
    }

    /// Prose of `n` characters: sentences of words, a line break every ~400 characters; one
    /// word in four carries a number, so most lines hold words never measured before (as
    /// real text does, where a word-width cache does not answer everything).
    static func prose(_ n: Int) -> String {
        let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa",
                     "lambda", "mu", "nu", "xi", "omicron", "pi", "rho", "sigma", "tau", "upsilon"]
        var text = "", paragraph = 0, i = 0
        text.reserveCapacity(n + 16)
        while text.utf8.count < n {
            let w = i % 4 == 3 ? words[i % words.count] + String(i) : words[(i * 7 + i / 3) % words.count]
            text += w
            paragraph += w.count + 1
            i += 1
            if paragraph > 400 { text += ".\n"; paragraph = 0 } else { text += i % 11 == 0 ? ". " : " " }
        }
        return String(text.prefix(n))
    }

    static func run(n: Int, keystrokes: Int) throws -> Result {
        let output = try OffscreenOutput(size: Size(width: 800, height: 480))
        let engine = Engine(output: output, clock: SystemClock())
        engine.window.textInputService = RecordingTextInputService()
        engine.window.keyboardMode = .hardware
        let screen = View(frame: .zero)
        let view = TextView(frame: Rect(x: 20, y: 20, width: 760, height: 440))
        screen.addSubview(view)
        engine.window.rootView = screen
        engine.runFrame(force: true)
        let text = prose(n)
        let t0 = BenchClock.now()
        view.text = text
        engine.runFrame(force: true)
        let setMs = BenchClock.millisecondsSince(t0)
        view.becomeFirstResponder()
        view.selectedClusterRange = (n / 2)..<(n / 2)
        engine.runFrame(force: true)  // warm-up
        let backspace = KeyInput(keyCode: KeyboardKey.backspace.keyCode, isDown: true)
        let arrows = [KeyboardKey.down, .right, .up, .left].map { KeyInput(keyCode: $0.keyCode, isDown: true) }
        let letters = Array("abcdefghijklmnopqrstuvwxyz").map(String.init)
        let start = BenchClock.now()
        for k in 0..<keystrokes {
            if k % 8 == 7 { engine.handle(.key(arrows[(k / 8) % 4])) }
            else if k % 4 == 3 { engine.handle(.key(backspace)) }
            else { engine.handle(.text(letters[k % 26])) }
            engine.runFrame()
        }
        let ms = BenchClock.millisecondsSince(start) / Double(max(1, keystrokes))
        let frame = engine.readPixels()
        // One full re-wrap: new text of the same length, laid out by the next frame.
        let t1 = BenchClock.now()
        view.text = text
        engine.runFrame(force: true)
        let full = BenchClock.millisecondsSince(t1)
        return Result(n: n, msPerKeystroke: ms, setTextMs: setMs, fullRewrapMs: full, lastFrame: frame)
    }

    /// Milliseconds to size and draw a `Label` given `n` characters of prose: one line cut
    /// with "…", then wrapped on as many lines as it needs.
    static func label(n: Int) throws -> (singleLineMs: Double, wrappedMs: Double) {
        let output = try OffscreenOutput(size: Size(width: 800, height: 480))
        let engine = Engine(output: output, clock: SystemClock())
        let screen = View(frame: .zero)
        engine.window.rootView = screen
        engine.runFrame(force: true)
        let text = prose(n)
        func time(lines: Int) -> Double {
            let label = Label(frame: Rect(x: 20, y: 20, width: 760, height: 440))
            label.numberOfLines = lines
            let t0 = BenchClock.now()
            label.text = text
            _ = label.sizeThatFits(Size(width: 760, height: 0))
            screen.addSubview(label)
            engine.runFrame(force: true)
            let ms = BenchClock.millisecondsSince(t0)
            label.removeFromSuperview()
            return ms
        }
        return (time(lines: 1), time(lines: 0))
    }
}
