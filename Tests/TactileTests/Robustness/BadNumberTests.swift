import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Every public numeric property and size-taking initializer, set to NaN, ±infinity, -1e30
/// and 1e30: the screen then renders and takes taps without trapping, and no view reports a
/// NaN or infinite intrinsic size. A trap kills a kiosk, so this must hold for all of them.
@MainActor
@Suite struct BadNumberTests {
    /// All five in every run: each takes a different clamp (NaN, either infinity, a huge
    /// value of either sign), and a trap kills a kiosk.
    nonisolated static let badValues: [Float] = [.nan, .infinity, -.infinity, -1e30, 1e30]

    /// One of each kind of view, control and recognizer, on a 320x240 screen.
    @MainActor final class Fixture {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 240))
        let plain = View(frame: Rect(x: 10, y: 10, width: 60, height: 40))
        let label = Label(frame: Rect(x: 80, y: 10, width: 100, height: 40))
        let button = Button(title: "Tap")
        let styled = StyledButton(title: "Styled")
        let stack = StackView(arrangedSubviews: [Label(), Button(title: "S")], axis: .horizontal)
        let spacer = Spacer(minLength: 4)
        let slider = Slider(frame: Rect(x: 10, y: 190, width: 200, height: 44))
        let toggle = Switch(frame: Rect(x: 230, y: 190, width: 0, height: 0))
        let pressable = PressableView(frame: Rect(x: 190, y: 10, width: 60, height: 40))
        let image = ImageView(frame: Rect(x: 260, y: 10, width: 40, height: 40))
        let tap = TapGestureRecognizer()
        let longPress = LongPressGestureRecognizer()
        let pan = PanGestureRecognizer()
        let swipe = SwipeGestureRecognizer()
        let pinch = PinchGestureRecognizer()
        let rotation = RotationGestureRecognizer()
        var uiSettings: ((UI) -> Void)?
        var uiContent: ((UI) -> Void)?
        var immediateStyle = ImmediateStyle.standard

        init() {
            root.backgroundColor = .white
            plain.backgroundColor = .gray
            plain.cornerRadius = 6
            label.text = "A label that wraps onto lines"
            label.numberOfLines = 2
            button.frame = Rect(x: 10, y: 60, width: 80, height: 44)
            styled.frame = Rect(x: 100, y: 60, width: 120, height: 48)
            stack.frame = Rect(x: 10, y: 120, width: 200, height: 50)
            stack.addArrangedSubview(spacer)
            image.image = Image(bitmap: Bitmap(width: 8, height: 8, fill: .systemBlue))
            for v in [plain, label, button, styled, stack, slider, toggle, pressable, image] { root.addSubview(v) }
            for r in [tap, longPress, pan, swipe, pinch, rotation] as [GestureRecognizer] { plain.addGestureRecognizer(r) }
        }
    }

    /// Draws with every public `Renderer` call given `value` (positions, sizes, radii,
    /// widths, opacity, clips, fonts).
    final class DrawingView: View {
        var value: Float = 0
        override func draw(_ rect: Rect, in r: Renderer) {
            let v = value, bad = Rect(x: v, y: v, width: v, height: v), p = Point(x: v, y: v)
            let red = Color(r: 200, g: 40, b: 40)
            r.fill(bad, color: red)
            r.fillRoundedRect(Rect(x: 2, y: 2, width: 30, height: 20), radius: v, color: red)
            r.fillRoundedRect(bad, radii: CornerRadii(all: v), color: red)
            r.strokeRect(Rect(x: 2, y: 2, width: 30, height: 20), width: v, color: red)
            r.strokeRoundedRect(bad, radii: CornerRadii(all: 4), width: v, color: red)
            r.fillCircle(center: p, radius: v, color: red)
            r.strokeCircle(center: Point(x: 10, y: 10), radius: v, width: v, color: red)
            r.drawLine(from: .zero, to: p, width: v, color: red)
            r.fillTriangle(.zero, p, Point(x: 10, y: v), color: red)
            let font = Font(size: v)
            _ = r.lineHeight(of: font) + r.ascent(of: font) + r.measureText("Mg", font: font).width
            _ = r.layoutText("one two three", font: font, maxWidth: v, numberOfLines: 2)
            r.drawText("Text", font: font, color: .black, at: p)
            r.drawText("Text", font: .default, color: .black, in: bad)
            r.drawTextLines(["a", "b"], font: .default, color: .black, in: bad)
            r.draw(Image(bitmap: Bitmap(width: 4, height: 4, fill: red)), in: bad)
            r.draw(Image(bitmap: Bitmap(width: 4, height: 4, fill: red)), source: bad, in: Rect(x: 0, y: 0, width: 10, height: 10))
            r.withSavedState {
                r.translate(by: p)
                r.multiplyOpacity(v)
                r.clip(to: bad, radii: CornerRadii(all: v))
                r.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: red)
                r.fillRoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 3, color: red)
                r.drawText("Clipped", font: .default, color: .black, at: .zero)
            }
            r.withSavedState {
                r.clip(to: Rect(x: 0, y: 0, width: 40, height: 30), radii: CornerRadii(all: v))
                r.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 30), radius: 2, color: red)
            }
        }
    }

    /// A property name and how to set it to a value.
    struct Entry: CustomStringConvertible, Sendable {
        let name: String
        let set: @MainActor @Sendable (Fixture, Float) -> Void
        var description: String { name }
    }

    nonisolated static func insets(_ v: Float) -> EdgeInsets { EdgeInsets(top: v, left: v, bottom: v, right: v) }
    nonisolated static func rect(_ v: Float) -> Rect { Rect(x: v, y: v, width: v, height: v) }
    /// An `Int` counterpart of a bad value: 0 for NaN, `Int.max` / `Int.min` for the rest.
    nonisolated static func count(_ v: Float) -> Int { v.isNaN ? 0 : (v > 0 ? Int.max : Int.min) }

    nonisolated static let entries: [Entry] = [
        // View and Layer
        Entry(name: "View.frame") { f, v in f.plain.frame = rect(v) },
        Entry(name: "View.frame.size") { f, v in f.plain.frame.size = Size(width: v, height: v) },
        Entry(name: "View.bounds") { f, v in f.plain.bounds = rect(v) },
        Entry(name: "View.center") { f, v in f.plain.center = Point(x: v, y: v) },
        Entry(name: "View.alpha") { f, v in f.plain.alpha = v },
        Entry(name: "View.cornerRadius") { f, v in f.plain.cornerRadius = v; f.plain.clipsToBounds = true },
        Entry(name: "View.cornerRadii") { f, v in f.plain.cornerRadii = CornerRadii(topLeft: v, topRight: 3, bottomRight: v, bottomLeft: 0) },
        Entry(name: "View.borderWidth") { f, v in f.plain.borderWidth = v },
        Entry(name: "View(frame:)") { f, v in f.root.addSubview(View(frame: rect(v))) },
        Entry(name: "Layer.cornerRadius") { f, v in f.plain.layer.cornerRadius = v },
        Entry(name: "Layer.borderWidth") { f, v in f.plain.layer.borderWidth = v },
        Entry(name: "Layer.opacity") { f, v in f.plain.layer.opacity = v },
        Entry(name: "Layer.cornerRadii") { f, v in f.plain.layer.cornerRadii = CornerRadii(all: v) },
        // Label and fonts
        Entry(name: "Label.numberOfLines") { f, v in f.label.numberOfLines = v.isNaN ? 0 : (v > 0 ? Int.max : Int.min) },
        Entry(name: "Label.numberOfLines (style)") { f, v in _ = f.label.applyStyleValue(.number(v), for: StyleKey("numberOfLines"), fromTheme: true) },
        Entry(name: "Font(size:)") { f, v in f.label.font = Font(size: v) },
        Entry(name: "Font.size") { f, v in var font = f.label.font; font.size = v; f.button.titleLabel.font = font },
        Entry(name: "Label.frame") { f, v in f.label.frame = Rect(x: 80, y: 10, width: v, height: v) },
        // Buttons
        Entry(name: "Button.contentEdgeInsets") { f, v in f.button.contentEdgeInsets = insets(v) },
        Entry(name: "Button.titleEdgeInsets") { f, v in f.button.titleEdgeInsets = insets(v) },
        Entry(name: "Button.imageEdgeInsets") { f, v in
            f.button.setImage(Image(bitmap: Bitmap(width: 4, height: 4, fill: .red)), for: .normal)
            f.button.imageEdgeInsets = insets(v)
        },
        Entry(name: "Button.pressedDarkening") { f, v in f.button.pressedDarkening = v },
        Entry(name: "Button.minimumHeight") { f, v in f.button.minimumHeight = v },
        Entry(name: "Control.trackingSlop") { f, v in f.button.trackingSlop = v },
        Entry(name: "StyledButton.accentWidth") { f, v in f.styled.accentWidth = v },
        Entry(name: "StyledButton.contentEdgeInsets") { f, v in f.styled.contentEdgeInsets = insets(v) },
        Entry(name: "Button.sizeToFit with bad insets") { f, v in f.button.contentEdgeInsets = insets(v); f.button.sizeToFit() },
        // Stacks
        Entry(name: "StackView.spacing") { f, v in f.stack.spacing = v },
        Entry(name: "StackView.insets") { f, v in f.stack.insets = insets(v) },
        Entry(name: "StackView(spacing:)") { f, v in f.root.addSubview(StackView(arrangedSubviews: [Label()], spacing: v)) },
        Entry(name: "Spacer.minLength") { f, v in f.spacer.minLength = v },
        Entry(name: "Spacer(minLength:)") { f, v in f.stack.addArrangedSubview(Spacer(minLength: v)) },
        // Slider and switch
        Entry(name: "Slider.thumbRadius") { f, v in f.slider.thumbRadius = v },
        Entry(name: "Slider.minimumValue") { f, v in f.slider.minimumValue = v },
        Entry(name: "Slider.maximumValue") { f, v in f.slider.maximumValue = v },
        Entry(name: "Slider.value") { f, v in f.slider.value = v },
        Entry(name: "Slider range ±1e30") { f, v in f.slider.minimumValue = -abs(v); f.slider.maximumValue = abs(v) },
        Entry(name: "Slider(frame:)") { f, v in f.root.addSubview(Slider(frame: rect(v))) },
        Entry(name: "Switch.animationDuration") { f, v in f.toggle.animationDuration = Double(v) },
        Entry(name: "Switch(frame:)") { f, v in f.root.addSubview(Switch(frame: rect(v))) },
        // Gestures
        Entry(name: "Tap.allowableMovement") { f, v in f.tap.allowableMovement = v },
        Entry(name: "Tap.maximumTapDuration") { f, v in f.tap.maximumTapDuration = Double(v) },
        Entry(name: "Tap.maximumIntervalBetweenTaps") { f, v in f.tap.numberOfTapsRequired = 2; f.tap.maximumIntervalBetweenTaps = Double(v) },
        Entry(name: "Tap.maximumDistanceBetweenTaps") { f, v in f.tap.numberOfTapsRequired = 2; f.tap.maximumDistanceBetweenTaps = v },
        Entry(name: "LongPress.minimumPressDuration") { f, v in f.longPress.minimumPressDuration = Double(v) },
        Entry(name: "LongPress.allowableMovement") { f, v in f.longPress.allowableMovement = v },
        Entry(name: "Pan.minimumDistance") { f, v in f.pan.minimumDistance = v },
        Entry(name: "Swipe.minimumDistance") { f, v in f.swipe.minimumDistance = v },
        Entry(name: "Swipe.maximumDuration") { f, v in f.swipe.maximumDuration = Double(v) },
        Entry(name: "Pinch.minimumDistanceChange") { f, v in f.pinch.minimumDistanceChange = v },
        Entry(name: "Rotation.minimumRotation") { f, v in f.rotation.minimumRotation = v },
        Entry(name: "PressableView.slop") { f, v in f.pressable.slop = v },
        Entry(name: "Tap.numberOfTapsRequired") { f, v in f.tap.numberOfTapsRequired = count(v) },
        Entry(name: "Tap.numberOfTouchesRequired") { f, v in f.tap.numberOfTouchesRequired = count(v) },
        Entry(name: "LongPress.numberOfTouchesRequired") { f, v in f.longPress.numberOfTouchesRequired = count(v) },
        Entry(name: "Pan.minimumNumberOfTouches") { f, v in f.pan.minimumNumberOfTouches = count(v) },
        Entry(name: "Swipe.numberOfTouchesRequired") { f, v in f.swipe.numberOfTouchesRequired = count(v) },
        Entry(name: "View.tag") { f, v in f.plain.tag = count(v); _ = f.root.viewWithTag(count(v)) },
        Entry(name: "Window.multiTapInterval") { f, v in f.root.window?.multiTapInterval = Double(v) },
        Entry(name: "Window.multiTapDistance") { f, v in f.root.window?.multiTapDistance = v },
        // Renderer
        Entry(name: "Renderer drawing calls") { f, v in
            let d = DrawingView(frame: Rect(x: 120, y: 150, width: 60, height: 40))
            d.value = v
            f.root.addSubview(d)
        },
        // Immediate mode
        Entry(name: "UI.itemHeight") { f, v in f.uiSettings = { $0.itemHeight = v } },
        Entry(name: "UI.spacing") { f, v in f.uiSettings = { $0.spacing = v } },
        Entry(name: "UI.releaseSlop") { f, v in f.uiSettings = { $0.releaseSlop = v } },
        Entry(name: "ImmediateStyle.cornerRadius") { f, v in f.immediateStyle.cornerRadius = v },
        Entry(name: "ImmediateStyle.accentWidth") { f, v in f.immediateStyle.accentWidth = v },
        Entry(name: "ImmediateStyle.padding") { f, v in f.immediateStyle.padding = insets(v) },
        Entry(name: "UI.button(size: .fixed)") { f, v in f.uiContent = { _ = $0.button("B", size: .fixed(v)) } },
        Entry(name: "UI.button(size: .fraction)") { f, v in f.uiContent = { _ = $0.button("B", size: .fraction(v)) } },
        Entry(name: "UI.button(frame:)") { f, v in f.uiContent = { _ = $0.button("B", frame: rect(v)) } },
        Entry(name: "UI.progressBar") { f, v in f.uiContent = { $0.progressBar(v) } },
        Entry(name: "UI.slider value and step") { f, v in
            f.uiContent = { ui in var x = v; _ = ui.slider(&x, step: v) }
        },
        Entry(name: "UI.row(spacing:padding:)") { f, v in
            f.uiContent = { ui in ui.row(size: .fixed(v), spacing: v, padding: insets(v)) { _ = ui.button("R") } }
        },
        Entry(name: "UI.layout(in:)") { f, v in f.uiContent = { ui in ui.layout(in: rect(v)) { ui.label("L") } } },
        Entry(name: "UI.spacer") { f, v in f.uiContent = { ui in ui.spacer(.fixed(v)); _ = ui.button("S") } },
        Entry(name: "ImmediateStyle(cornerRadius:padding:)") { f, v in
            f.immediateStyle = ImmediateStyle(accentWidth: v, cornerRadius: v, font: Font(size: v), padding: insets(v))
        },
    ]

    @Test(arguments: entries)
    func badValuesNeitherTrapNorLeakNaN(_ entry: Entry) {
        for value in Self.badValues {
            let f = Fixture()
            let harness = Harness(root: f.root, size: Size(width: 320, height: 240))
            let style = f.immediateStyle
            entry.set(f, value)
            let immediateStyle = f.immediateStyle
            let settings = f.uiSettings, content = f.uiContent
            if settings != nil || content != nil || immediateStyle != style {
                harness.engine.addImmediatePlane(style: immediateStyle) { ui in
                    settings?(ui)
                    ui.panel(frame: Rect(x: 220, y: 60, width: 90, height: 120)) {
                        _ = ui.button("Go")
                        ui.label("Hi")
                        content?(ui)
                    }
                }
            }
            _ = harness.render()
            // Taps on every control and on the recognizers' view, then a drag and a pinch.
            for p in [Point(x: 40, y: 30), Point(x: 50, y: 82), Point(x: 160, y: 84), Point(x: 60, y: 145),
                      Point(x: 100, y: 212), Point(x: 250, y: 205), Point(x: 220, y: 30), Point(x: 265, y: 90)] {
                harness.tap(at: p)
            }
            harness.drag(from: Point(x: 20, y: 20), to: Point(x: 200, y: 200), duration: 0.1)
            harness.pinch(center: Point(x: 40, y: 30), from: 20, to: 80, duration: 0.1)
            harness.longPress(at: Point(x: 40, y: 30), duration: 0.6)
            harness.advance(by: 1)
            _ = harness.render()
            expectFiniteIntrinsicSizes(in: f.root, entry: entry, value: value)
        }
    }

    func expectFiniteIntrinsicSizes(in view: View, entry: Entry, value: Float) {
        let s = view.intrinsicContentSize
        #expect(s.width.isFinite && s.height.isFinite, "\(entry.name) = \(value): \(type(of: view)) intrinsic size \(s)")
        let fit = view.sizeThatFits(Size(width: 100, height: 100))
        #expect(fit.width.isFinite && fit.height.isFinite, "\(entry.name) = \(value): \(type(of: view)) sizeThatFits \(fit)")
        #expect(view.frame.isFinite, "\(entry.name) = \(value): \(type(of: view)) frame \(view.frame)")
        for sub in view.subviews { expectFiniteIntrinsicSizes(in: sub, entry: entry, value: value) }
    }
}
