// The README's ten-line example, compiled with the package so it cannot rot.
import Tactile

@MainActor func hello() throws {
    let app = try Application(configuration: DisplayConfiguration.load())  // tactile.json, TACTILE_*, or a window
    let button = StyledButton(frame: Rect(x: 40, y: 40, width: 260, height: 64))
    button.setTitle("Press me", for: .normal)
    button.accentColor = Color("#E07A5F")
    button.addAction(for: .touchUpInside) { _ in print("pressed") }
    let screen = View()
    screen.addSubview(button)
    app.window.rootView = screen
    app.run()
}

do { try MainActor.assumeIsolated { try hello() } } catch { print("hello: \(error)") }
