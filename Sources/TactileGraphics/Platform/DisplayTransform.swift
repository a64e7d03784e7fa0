/// Maps between the output (the window, in window points) and the UI's logical
/// coordinate space, through rotation and an optional letterboxed logical size.
///
/// Drawing goes UI → output: the UI is rendered at ``uiSize`` and copied, rotated and
/// scaled, into ``viewport``. Input goes output → UI through ``uiPoint(fromOutput:)``, the
/// exact inverse, so a tap lands on what is drawn under it in every orientation.
public struct DisplayTransform: Hashable, Sendable {
    /// The window's size in window points (mouse coordinates are in this space).
    public var outputSize: Size
    /// A fixed UI size to letterbox and scale into the output, or `nil` to use the whole
    /// output at one UI point per window point.
    public var logicalSize: Size?
    /// How the UI is turned on the display.
    public var rotation: DisplayRotation
    /// Corrections for the touch panel.
    public var calibration: TouchCalibration

    /// Creates a transform.
    public init(outputSize: Size, logicalSize: Size? = nil, rotation: DisplayRotation = .none,
                calibration: TouchCalibration = .identity) {
        self.outputSize = outputSize.sanitized
        self.logicalSize = logicalSize?.sanitized
        self.rotation = rotation
        self.calibration = calibration
    }

    /// The size the view tree lays out in: the logical size, or the output turned by the
    /// rotation (480x800 for a landscape 800x480 panel at 90 degrees).
    public var uiSize: Size {
        if let logicalSize, logicalSize.width > 0, logicalSize.height > 0 { return logicalSize }
        return rotation.swapsAxes ? Size(width: outputSize.height, height: outputSize.width) : outputSize
    }

    /// The UI's footprint on the output before scaling: ``uiSize`` turned by the rotation.
    var footprint: Size {
        let u = uiSize
        return rotation.swapsAxes ? Size(width: u.height, height: u.width) : u
    }

    /// Output points per UI point.
    public var scale: Float {
        let f = footprint
        guard f.width > 0, f.height > 0 else { return 1 }
        return min(outputSize.width / f.width, outputSize.height / f.height)
    }

    /// Where the UI appears on the output, centred (letterboxed when aspect ratios differ).
    public var viewport: Rect {
        let f = footprint, s = scale
        let w = f.width * s, h = f.height * s
        return Rect(x: (outputSize.width - w) / 2, y: (outputSize.height - h) / 2, width: w, height: h)
    }

    /// `true` when output and UI coincide (no rotation, no scaling, no offset).
    public var isIdentity: Bool {
        rotation == .none && viewport == Rect(origin: .zero, size: outputSize)
    }

    /// The UI point under an output point (e.g. a mouse position).
    public func uiPoint(fromOutput p: Point) -> Point {
        let v = viewport, s = scale
        let fx = (p.x - v.minX) / s, fy = (p.y - v.minY) / s
        let u = uiSize
        switch rotation {
        case .none: return Point(x: fx, y: fy)
        case .clockwise90: return Point(x: fy, y: u.height - fx)
        case .clockwise180: return Point(x: u.width - fx, y: u.height - fy)
        case .clockwise270: return Point(x: u.width - fy, y: fx)
        }
    }

    /// The output point where a UI point is shown (the inverse of ``uiPoint(fromOutput:)``).
    public func outputPoint(fromUI p: Point) -> Point {
        let u = uiSize
        let f: Point
        switch rotation {
        case .none: f = p
        case .clockwise90: f = Point(x: u.height - p.y, y: p.x)
        case .clockwise180: f = Point(x: u.width - p.x, y: u.height - p.y)
        case .clockwise270: f = Point(x: p.y, y: u.width - p.x)
        }
        let v = viewport, s = scale
        return Point(x: v.minX + f.x * s, y: v.minY + f.y * s)
    }

    /// The UI point under a finger at normalised coordinates (0...1 over the touch device,
    /// which SDL reports for the whole window or, on KMSDRM, the whole panel).
    public func uiPoint(fromNormalized x: Float, _ y: Float) -> Point {
        let c = calibration.apply(x: x, y: y)
        return uiPoint(fromOutput: Point(x: c.x * outputSize.width, y: c.y * outputSize.height))
    }
}
