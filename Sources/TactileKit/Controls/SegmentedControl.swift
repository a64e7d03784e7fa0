/// A row of segments of which one is selected, as `UISegmentedControl` (iOS 13+ look: a
/// grey rounded track, the selected segment a raised white thumb, dark grey in dark mode).
///
/// Lifting a finger on an enabled segment selects it and sends
/// ``ControlEvents/valueChanged`` when the selection changed. A ``isMomentary`` control
/// selects the tapped segment only while its actions run, then clears it. Setting
/// ``selectedSegmentIndex`` in code sends nothing; an index out of range becomes
/// ``noSegment``.
///
/// ```swift
/// let mode = SegmentedControl(items: ["Map", "Transit", "Satellite"])
/// mode.selectedSegmentIndex = 0
/// mode.addAction(for: .valueChanged) { c in show(c.selectedSegmentIndex) }
/// ```
@MainActor
open class SegmentedControl: Control {
    /// The index meaning "no segment selected", as `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    private var titles: [String] = []
    private var disabledSegments: Set<Int> = []
    private var pressedSegment: Int?

    /// The selected segment, or ``noSegment``.
    public var selectedSegmentIndex: Int = SegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < 0 || selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }

    /// When `true`, segments do not stay selected after a tap (as `isMomentary`).
    public var isMomentary = false
    /// The selected segment's fill: white | #636366 by default.
    public var selectedSegmentTintColor: Color? = Color(light: .white, dark: Color(r: 99, g: 99, b: 102)) { didSet { setNeedsDisplay() } }
    /// The track: #767680 at 12 % | 24 % (``Color/tertiarySystemFill``).
    public var trackColor: Color = .tertiarySystemFill { didSet { setNeedsDisplay() } }
    /// The titles' colour (``Color/label``).
    public var titleColor: Color = .label { didSet { setNeedsDisplay() } }
    /// The titles' font: 13 pt (selected segments draw it bold).
    public var font: Font = .systemFont(ofSize: 13) { didSet { invalidateIntrinsicContentSize(); setNeedsDisplay() } }

    /// A control with a segment per title, none selected.
    public convenience init(items: [String]) {
        self.init(frame: .zero)
        titles = items
    }

    /// Creates an empty control; a zero height becomes UIKit's 32 points.
    public override init(frame: Rect) {
        var f = frame
        if f.height == 0 { f.size.height = 32 }
        super.init(frame: f)
    }

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment at `index` (clamped to 0...count). The selection stays on its segment.
    public func insertSegment(withTitle title: String?, at index: Int, animated: Bool = false) {
        let i = min(max(0, index), titles.count)
        titles.insert(title ?? "", at: i)
        disabledSegments = Set(disabledSegments.map { $0 >= i ? $0 + 1 : $0 })
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        changedSegments()
    }

    /// Removes the segment at `index` (nothing when out of range); removing the selected one clears the selection.
    public func removeSegment(at index: Int, animated: Bool = false) {
        guard titles.indices.contains(index) else { return }
        titles.remove(at: index)
        disabledSegments = Set(disabledSegments.compactMap { $0 == index ? nil : ($0 > index ? $0 - 1 : $0) })
        if selectedSegmentIndex == index { selectedSegmentIndex = Self.noSegment } else if selectedSegmentIndex > index { selectedSegmentIndex -= 1 }
        changedSegments()
    }

    /// Removes every segment.
    public func removeAllSegments() {
        titles.removeAll()
        disabledSegments.removeAll()
        selectedSegmentIndex = Self.noSegment
        changedSegments()
    }

    /// Sets a segment's title (nothing when out of range).
    public func setTitle(_ title: String?, forSegmentAt index: Int) {
        guard titles.indices.contains(index) else { return }
        titles[index] = title ?? ""
        changedSegments()
    }

    /// A segment's title; `nil` when out of range.
    public func titleForSegment(at index: Int) -> String? { titles.indices.contains(index) ? titles[index] : nil }

    /// Enables or disables one segment (a disabled segment cannot be chosen by touch).
    public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        guard titles.indices.contains(index) else { return }
        if enabled { disabledSegments.remove(index) } else { disabledSegments.insert(index) }
        setNeedsDisplay()
    }

    /// Whether a segment is enabled (`false` when out of range).
    public func isEnabledForSegment(at index: Int) -> Bool { titles.indices.contains(index) && !disabledSegments.contains(index) }

    package final var selectedFont: Font { font.source == .embeddedDefault ? .boldSystemFont(ofSize: font.size) : font }

    private func changedSegments() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The segment under `x` (control coordinates), or `nil` outside or with no segments.
    func segment(atX x: Float) -> Int? {
        guard !titles.isEmpty, bounds.width > 0, x.isFinite else { return nil }
        let i = Int((x / bounds.width * Float(titles.count)).rounded(.down))
        return titles.indices.contains(i) ? i : nil
    }

    /// Touches within ``Accessibility/minimumTouchTarget`` around its centre count (44 pt).
    open override func point(inside point: Point, with event: Event?) -> Bool { isInsideMinimumTouchTarget(point) }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
        pressedSegment = segment(atX: touch.location(in: self).x)
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
        let s = isTouchInside ? segment(atX: touch.location(in: self).x) : nil
        if s != pressedSegment { pressedSegment = s; setNeedsDisplay() }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Event?) {
        defer { pressedSegment = nil; setNeedsDisplay() }
        guard let touch, isTouchInside, let s = segment(atX: touch.location(in: self).x) else { return }
        choose(s)
    }

    /// A user's choice of segment `s` (a tap, or the screen reader's double tap): selects it and
    /// sends `valueChanged` when it changes; a momentary control sends it and deselects again.
    func choose(_ s: Int) {
        guard isEnabledForSegment(at: s) else { return }
        if isMomentary {
            selectedSegmentIndex = s
            sendActions(for: .valueChanged)
            selectedSegmentIndex = Self.noSegment
        } else if s != selectedSegmentIndex {
            selectedSegmentIndex = s
            sendActions(for: .valueChanged)
        }
    }

    open override func cancelTracking(with event: Event?) {
        pressedSegment = nil
        setNeedsDisplay()
    }

    // MARK: Size and drawing

    open override var intrinsicContentSize: Size {
        let m = TextMeasurer(for: self)
        let widest = titles.map { m.width($0, font: selectedFont) }.max() ?? 0
        return Size(width: (widest + 24) * Float(max(1, titles.count)), height: 32)
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        let b = bounds
        renderer.fillRoundedRect(b, radius: 9, color: trackColor)
        let n = titles.count
        guard n > 0 else { return }
        let w = b.width / Float(n)
        let dim: Float = isEnabled ? 1 : 0.4
        for i in 1..<max(1, n) where i != selectedSegmentIndex && i - 1 != selectedSegmentIndex {
            let x = (b.minX + w * Float(i)).rounded()
            renderer.fill(Rect(x: x, y: b.minY + 8, width: 1, height: max(0, b.height - 16)), color: Color.systemGray3.withAlphaComponent(dim))
        }
        if selectedSegmentIndex >= 0, selectedSegmentIndex < n, let tint = selectedSegmentTintColor {
            let thumb = Rect(x: b.minX + w * Float(selectedSegmentIndex) + 2, y: b.minY + 2, width: max(0, w - 4), height: max(0, b.height - 4))
            renderer.fillRoundedRect(thumb.offsetBy(dx: 0, dy: 1), radius: 7, color: Color(r: 0, g: 0, b: 0, a: 16))
            renderer.fillRoundedRect(thumb, radius: 7, color: tint)
            renderer.strokeRoundedRect(thumb, radii: CornerRadii(all: 7), width: 1, color: selectedSegmentEdgeColor.withAlphaComponent(dim))
        }
        for (i, title) in titles.enumerated() {
            let cell = Rect(x: b.minX + w * Float(i) + 4, y: b.minY, width: max(0, w - 8), height: b.height)
            let selected = i == selectedSegmentIndex
            var alpha = isEnabledForSegment(at: i) ? dim : 0.3
            if i == pressedSegment && !selected { alpha *= 0.5 }
            renderer.drawText(title, font: selected ? selectedFont : font, color: titleColor.withAlphaComponent(alpha * Float(titleColor.a) / 255),
                              in: cell, alignment: .center)
        }
    }

    open override var debugTreeDescription: String {
        DebugText.join([super.debugTreeDescription, "segments=\(titles.count) selected=\(selectedSegmentIndex)"])
    }
}

extension SegmentedControl {
    /// The selected segment's 1-pt edge: 3:1 against the track (WCAG's non-text contrast for
    /// the selected state; the white segment on the light track is 1.1:1).
    package var selectedSegmentEdgeColor: Color { Color(light: Color(r: 115, g: 115, b: 119), dark: Color(r: 142, g: 142, b: 147)) }
}
