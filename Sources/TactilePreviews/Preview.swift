import Tactile

/// A named picture of a view in one state, declared next to the view's code, so that a
/// designer can look at every component without running the app (`make previews`), and the
/// gallery and snapshot tests can show the same thing.
///
/// ```swift
/// enum ButtonPreviews: PreviewProvider {
///     static var previews: [Preview] {
///         [Preview("Accent button, pressed", size: Size(width: 200, height: 80),
///                  holding: [Point(x: 100, y: 40)]) {
///             let b = Button(title: "OK"); b.frame = Rect(x: 40, y: 20, width: 120, height: 40); return b
///         }]
///     }
/// }
/// ```
///
/// The closure builds a fresh view each time it is called. The view fills a window of
/// ``size``; fingers listed in ``holding`` are put down (through the real touch path) before
/// the picture is taken, to show pressed states.
public struct Preview: Sendable, CustomStringConvertible {
    /// The name shown to people and used as the PNG's file name.
    public let name: String
    /// The window size, in points.
    public let size: Size
    /// Points (in the window) where a finger is held down when the picture is taken.
    public let holding: [Point]
    /// Builds the view.
    public let make: @MainActor @Sendable () -> View

    /// Declares a preview called `name`, `size` points large, built by `make`.
    public init(_ name: String, size: Size = Size(width: 320, height: 200), holding: [Point] = [],
                _ make: @escaping @MainActor @Sendable () -> View) {
        self.name = name
        self.size = size
        self.holding = holding
        self.make = make
    }

    /// A name safe as a file name: letters, digits and `-`, e.g. `Accent-button-pressed`.
    public var fileName: String {
        var out = ""
        var dash = false
        for c in name {
            if c.isASCII && (c.isLetter || c.isNumber) {
                out.append(c)
                dash = false
            } else if !dash && !out.isEmpty {
                out.append("-")
                dash = true
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "preview" : out
    }

    public var description: String { "Preview(\"\(name)\", \(size))" }
}
