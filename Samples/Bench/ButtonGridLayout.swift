/// The standard scene's numbers, shared by the engine scene and the raw SDL baseline.
enum ButtonGridLayout {
    static let canvasWidth: Int32 = 800
    static let canvasHeight: Int32 = 480
    static let buttonWidth: Float = 120
    static let buttonHeight: Float = 40
    static let cornerRadius: Float = 8
    static let accentWidth: Float = 40
    static let titleX: Float = 46
    static let fontSize: Float = 16
    static let background = (r: UInt8(30), g: UInt8(30), b: UInt8(40))
    static let fill = (r: UInt8(40), g: UInt8(160), b: UInt8(90))
    static let accent = (r: UInt8(200), g: UInt8(80), b: UInt8(60))

    /// The top-left corner of button `i`: six columns, eleven rows, then it wraps.
    static func origin(of i: Int) -> (x: Float, y: Float) {
        (Float(5 + (i % 6) * 130), Float(5 + ((i / 6) % 11) * 43))
    }

    static func title(of i: Int) -> String { "Button \(i)" }
}
