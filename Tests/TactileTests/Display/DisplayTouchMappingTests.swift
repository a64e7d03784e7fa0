import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Where a colour shows on the output (the panel), as a pixel rectangle.
private func box(of color: Color, in b: Bitmap) -> Rect? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    b.bytes.withUnsafeBufferPointer { p in
        for y in 0..<b.height {
            var i = y * b.width * 4
            for x in 0..<b.width {
                if p[i] == color.r && p[i + 1] == color.g && p[i + 2] == color.b && p[i + 3] == color.a {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
                i += 4
            }
        }
    }
    guard maxX >= 0 else { return nil }
    return Rect(x: Float(minX), y: Float(minY), width: Float(maxX - minX + 1), height: Float(maxY - minY + 1))
}

/// Taps the panel at a pixel as a touch panel reports it: coordinates normalised over the
/// whole panel, on no window (windowID 0, as SDL's KMSDRM backend sends them).
@MainActor
private func panelTap(_ h: Harness, x: Float, y: Float, report: (Float, Float) -> (Float, Float) = { ($0, $1) }) {
    let size = h.engine.displayTransform.outputSize
    let (nx, ny) = report(x / size.width, y / size.height)
    h.send(sdlEvent: SDLEventFactory.finger(.began, finger: 7, x: nx, y: ny, windowID: 0))
    h.advance(by: 0.05)
    h.send(sdlEvent: SDLEventFactory.finger(.ended, finger: 7, x: nx, y: ny, windowID: 0))
}

@MainActor
@Suite struct DisplayTouchMappingTests {
    /// Draws a red target near the UI's top-left and a decoy elsewhere, finds the red target
    /// on the rendered panel, taps the centre of what is seen: the target fires, the decoy does not.
    @Test(arguments: DisplayRotation.allCases)
    func tapOnWhatIsDrawnHitsItUnderEveryRotation(_ rotation: DisplayRotation) throws {
        let ui = rotation.swapsAxes ? Size(width: 480, height: 800) : Size(width: 800, height: 480)
        let target = TapCounter()
        let decoy = TapCounter()
        let root = screen(with: target, at: Rect(x: 20, y: 30, width: 120, height: 70))
        decoy.frame = Rect(x: ui.width - 140, y: ui.height - 100, width: 120, height: 70)
        decoy.backgroundColor = .blue
        root.addSubview(decoy)
        let h = Harness(root: root, size: ui, rotation: rotation)
        #expect(h.window.bounds.size == ui)
        let image = h.render()
        let panel = rotation.swapsAxes ? Size(width: ui.height, height: ui.width) : ui
        #expect(image.width == Int(panel.width) && image.height == Int(panel.height))
        let seen = try #require(box(of: .red, in: image))
        // The target is drawn turned: 120x70 becomes 70x120 at 90 and 270 degrees.
        #expect(seen.width == (rotation.swapsAxes ? 70 : 120))
        #expect(seen.height == (rotation.swapsAxes ? 120 : 70))
        // And in the corner the rotation sends the UI's top-left to.
        let corner: (left: Bool, top: Bool)
        switch rotation {
        case .none: corner = (true, true)
        case .clockwise90: corner = (false, true)
        case .clockwise180: corner = (false, false)
        case .clockwise270: corner = (true, false)
        }
        #expect((seen.midX < panel.width / 2) == corner.left)
        #expect((seen.midY < panel.height / 2) == corner.top)
        panelTap(h, x: seen.midX, y: seen.midY)
        #expect(target.taps == 1)
        #expect(decoy.taps == 0)
        // The location inside the target is its centre (within a pixel).
        let p = try #require(target.lastLocation)
        #expect(abs(p.x - 60) <= 1 && abs(p.y - 35) <= 1)
    }

    /// A 800x480 UI letterboxed into a 1024x700 window (and turned, for portrait): the
    /// target fires where it is drawn; a tap on the black bar fires nothing.
    @Test(arguments: [DisplayRotation.none, .clockwise90, .clockwise270])
    func letterboxedLogicalSizeMapsTouches(_ rotation: DisplayRotation) throws {
        let logical = rotation.swapsAxes ? Size(width: 480, height: 800) : Size(width: 800, height: 480)
        let target = TapCounter()
        let root = screen(with: target, at: Rect(x: 300, y: 200, width: 100, height: 50))
        let h = Harness(root: root, size: Size(width: 1024, height: 700), rotation: rotation, logicalSize: logical)
        #expect(h.window.bounds.size == logical)
        let t = h.engine.displayTransform
        #expect(t.scale == min(Float(1024) / 800, Float(700) / 480))
        let image = h.render()
        #expect(image.width == 1024 && image.height == 700)
        let seen = try #require(box(of: .red, in: image))
        // Scaled by 1024/800 = 1.28 (bilinear edges may lose a pixel).
        let long = 100 * t.scale, short = 50 * t.scale
        #expect(abs(seen.width - (rotation.swapsAxes ? short : long)) <= 2)
        #expect(abs(seen.height - (rotation.swapsAxes ? long : short)) <= 2)
        // The bars are black and outside the viewport.
        let v = t.viewport
        #expect(v.minY > 20 && abs(v.minY - (700 - v.height) / 2) < 0.01)
        #expect(image.pixel(x: 512, y: 5) == .black)
        panelTap(h, x: 512, y: 5)
        #expect(target.taps == 0)
        panelTap(h, x: seen.midX, y: seen.midY)
        #expect(target.taps == 1)
    }

    /// A panel whose touch axes do not match the display reports the finger elsewhere; the
    /// configured calibration undoes it (and without it the tap misses).
    @Test func calibrationSwapAndInvert() throws {
        typealias Report = (Float, Float) -> (Float, Float)
        let cases: [(TouchCalibration, Report)] = [
            (TouchCalibration(swapAxes: true), { x, y in (y, x) }),
            (TouchCalibration(invertX: true), { x, y in (1 - x, y) }),
            (TouchCalibration(invertY: true), { x, y in (x, 1 - y) }),
            (TouchCalibration(invertX: true, invertY: true), { x, y in (1 - x, 1 - y) }),
            // Swap first, then invert x: the panel reports (y, 1 - x).
            (TouchCalibration(swapAxes: true, invertX: true), { x, y in (y, 1 - x) }),
        ]
        for (calibration, report) in cases {
            for useCalibration in [true, false] {
                let target = TapCounter()
                let root = screen(with: target, at: Rect(x: 40, y: 60, width: 100, height: 60))
                let h = Harness(root: root, size: Size(width: 800, height: 480),
                                calibration: useCalibration ? calibration : .identity)
                let seen = try #require(box(of: .red, in: h.render()))
                panelTap(h, x: seen.midX, y: seen.midY, report: report)
                #expect(target.taps == (useCalibration ? 1 : 0), "\(calibration) applied: \(useCalibration)")
            }
        }
    }

    /// Touch events from KMSDRM carry windowID 0 and are accepted for the one window; a
    /// touch for another window is not.
    @Test func windowlessFingersAreAcceptedOtherWindowsAreNot() {
        var t = EventTranslator(transform: DisplayTransform(outputSize: Size(width: 800, height: 480)), windowID: 3)
        let down = t.translate(SDLEventFactory.finger(.began, finger: 1, x: 0.5, y: 0.5, windowID: 0))
        #expect(down == .touch(TouchInput(finger: FingerID(device: 1, finger: 1), phase: .began, location: Point(x: 400, y: 240))))
        #expect(t.translate(SDLEventFactory.finger(.began, finger: 2, x: 0.5, y: 0.5, windowID: 3)) != nil)
        #expect(t.translate(SDLEventFactory.finger(.began, finger: 3, x: 0.5, y: 0.5, windowID: 9)) == nil)
    }

    /// The transform's two directions are exact inverses, and the letterbox is centred.
    @Test func transformRoundTripsInEveryConfiguration() {
        for rotation in DisplayRotation.allCases {
            for logical in [nil, Size(width: 800, height: 480), Size(width: 480, height: 800), Size(width: 320, height: 320)] {
                let t = DisplayTransform(outputSize: Size(width: 1024, height: 600), logicalSize: logical, rotation: rotation)
                for p in [Point(x: 0, y: 0), Point(x: 10, y: 300), Point(x: t.uiSize.width, y: t.uiSize.height)] {
                    let back = t.uiPoint(fromOutput: t.outputPoint(fromUI: p))
                    #expect(abs(back.x - p.x) < 0.01 && abs(back.y - p.y) < 0.01, "\(rotation) \(String(describing: logical)) \(p)")
                }
                let v = t.viewport
                #expect(abs(v.minX - (1024 - v.maxX)) < 0.01 && abs(v.minY - (600 - v.maxY)) < 0.01)
            }
        }
        // A 90-degree turn puts the UI's top-left at the panel's top-right.
        let t = DisplayTransform(outputSize: Size(width: 800, height: 480), rotation: .clockwise90)
        #expect(t.uiSize == Size(width: 480, height: 800))
        #expect(t.outputPoint(fromUI: .zero) == Point(x: 800, y: 0))
        #expect(t.uiPoint(fromNormalized: 1, 0) == .zero)
    }
}
