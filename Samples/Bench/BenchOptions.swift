/// The benchmark's command line, parsed by hand so the program prints exactly one line on
/// success and a clear message on bad input.
struct BenchOptions {
    var scene = "button-grid"
    var n = 60
    var frames = 200
    var baseline = false
    var out: String?
    var compare: String?
    var clock = BenchClock.Kind.wall
    var window = false
    var renderer: String?
    var seconds = 10.0
    var headless = false
    var animate = "both"

    static let usage = """
    usage: tactile-bench [--scene button-grid|button-grid-one|list-one|button-grid-immediate|text-edit|text-view|list-flick|push|animate|loop|collection-flick|constraints|cards|rings] [--n N] [--frames F]
                         [--baseline] [--window] [--renderer NAME] [--out FILE.png] [--compare FILE.png] [--clock wall|cpu]
      --scene     the scene to draw (default button-grid). button-grid-one: drawn once, then each frame
                  one button's title changes and only the dirty area is drawn. list-one: the same
                  with the buttons in one long list going on below the window (one button damaged).
                  list-flick: a ListView of N rows flicked and left to decelerate; push: a navigation
                  push transition (static frame on stderr); text-edit: keystrokes in a long field; text-view:
                  keystrokes in a TextView of 10^3, 10^5 and 10^6 characters (one line each, or --n);
                  animate: N views animating position and/or alpha; loop: the real run loop's lateness;
                  constraints: N views in a constraint grid, solved from scratch, then re-solved per
                  frame after one constant changes
      --n         buttons in the scene (default 60; text-edit: characters, default 10000; list-flick: rows)
      --frames    timed frames after one warm-up frame (default 200)
      --baseline  draw the same scene with direct SDL calls, no engine
      --window    draw into an 800x480 window (needs a display: DISPLAY, or run under xvfb-run)
      --renderer  with --window: auto (default), software, accelerated, or an SDL render driver by
                  name (opengl, opengles2); the video driver and renderer in use are printed on stderr
      --out       write the last frame as a PNG
      --compare   count the pixels of the last frame that differ from this PNG (printed on stderr)
      --clock     wall (default) or cpu: time the frames by the thread's CPU time (steadier on a busy machine)
      --seconds   loop: idle seconds measured (default 10)
      --headless  loop: no window even when there is a display
      --animate   animate: position, alpha or both (default)
    """

    struct ParseError: Error { var message: String }

    init() {}

    init(arguments: [String]) throws {
        var i = 0
        func value(_ name: String) throws -> String {
            i += 1
            guard i < arguments.count else { throw ParseError(message: "\(name) needs a value") }
            return arguments[i]
        }
        func count(_ name: String, min lower: Int) throws -> Int {
            let text = try value(name)
            guard let v = Int(text), v >= lower, v <= 1_000_000 else {
                throw ParseError(message: "\(name) must be a whole number from \(lower) to 1000000 (got '\(text)')")
            }
            return v
        }
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--scene": scene = try value(a)
            case "--n": n = try count(a, min: 0)
            case "--frames": frames = try count(a, min: 1)
            case "--baseline": baseline = true
            case "--window": window = true
            case "--renderer": renderer = try value(a)
            case "--headless": headless = true
            case "--animate":
                let text = try value(a)
                guard ["position", "alpha", "both"].contains(text) else {
                    throw ParseError(message: "--animate must be position, alpha or both (got '\(text)')")
                }
                animate = text
            case "--seconds":
                let text = try value(a)
                guard let v = Double(text), v.isFinite, v > 0, v <= 86_400 else {
                    throw ParseError(message: "--seconds must be a number of seconds up to 86400 (got '\(text)')")
                }
                seconds = v
            case "--out": out = try value(a)
            case "--compare": compare = try value(a)
            case "--clock":
                let text = try value(a)
                guard let k = BenchClock.Kind(rawValue: text) else { throw ParseError(message: "--clock must be wall or cpu (got '\(text)')") }
                clock = k
            case "-h", "--help": throw ParseError(message: "")
            default: throw ParseError(message: "unknown option '\(a)'")
            }
            i += 1
        }
    }
}
