/// A set of spinning wheels for choosing among rows, as `UIPickerView`: each wheel
/// (component) drags, decelerates with UIKit's rate and comes to rest on a row; rows curve
/// away from the centre as on a drum, smaller and fainter towards the edges, under a grey
/// selection band.
///
/// ```swift
/// picker.dataSource = self   // numberOfComponents(in:), numberOfRowsInComponent
/// picker.delegate = self     // titleForRow, didSelectRow
/// picker.selectRow(3, inComponent: 0, animated: false)
/// ```
///
/// Out-of-range rows and components are ignored or clamped, never trapped on.
@MainActor
open class PickerView: View {
    /// The most wheels a picker shows (a data source asking for more gets this many).
    public nonisolated static let maximumComponents = 16
    /// The most rows a wheel has.
    public nonisolated static let maximumRows = 1_000_000
    /// UIKit's row height.
    public nonisolated static let defaultRowHeight: Float = 32
    /// UIKit's height.
    static let defaultHeight: Float = 216

    /// Supplies the counts (weak).
    public weak var dataSource: PickerViewDataSource? { didSet { reloadAllComponents() } }
    /// Supplies the titles and hears choices (weak).
    public weak var delegate: PickerViewDelegate? { didSet { reloadAllComponents() } }

    /// The colour of the row under the selection band (``Color/label``).
    public var textColor: Color = .label { didSet { setNeedsDisplay() } }
    /// The font of the rows (21 points, UIKit's size for picker rows).
    public var font = Font(size: 21) { didSet { setNeedsDisplay() } }

    var wheels: [PickerWheel] = []
    var link: DisplayLink?
    var pan: PanGestureRecognizer?
    var activeWheel: Int?
    /// Told after the delegate when the user turns a wheel to a row (``DatePicker``).
    var onRowChosen: ((Int, Int) -> Void)?
    /// Which wheels repeat endlessly (a ``DatePicker``'s month, day, hour and minute).
    var wrapsComponent: ((Int) -> Bool)?
    /// The screen reader's names of the wheels (a ``DatePicker`` names its own).
    var wheelNames: ((Int) -> String?)?

    func rowWasChosen(_ row: Int, inComponent component: Int) { onRowChosen?(row, component) }

    /// Creates a picker; a zero height becomes UIKit's 216.
    public override init(frame: Rect) {
        super.init(frame: frame)
        clipsToBounds = true
        let pan = PanGestureRecognizer()
        pan.addAction { [weak self] p in self?.handlePan(p) }
        addGestureRecognizer(pan)
        self.pan = pan
        let tap = TapGestureRecognizer()
        tap.addAction { [weak self] t in self?.handleTap(t) }
        addGestureRecognizer(tap)
    }

    /// How many wheels there are.
    public var numberOfComponents: Int { wheels.count }

    /// How many rows wheel `component` has (0 for a wheel that does not exist).
    public func numberOfRows(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].rows : 0
    }

    /// The row wheel `component` rests on (or is coming to rest on); -1 for none.
    public func selectedRow(inComponent component: Int) -> Int {
        guard wheels.indices.contains(component), wheels[component].rows > 0 else { return -1 }
        return wheels[component].selectedRow
    }

    /// Turns wheel `component` to `row` (clamped to its rows), sliding there when
    /// `animated`; the delegate is not told, as in UIKit.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component), wheels[component].rows > 0 else { return }
        let r = min(max(0, row), wheels[component].rows - 1)
        wheels[component].selectedRow = r
        wheels[component].notifyOnRest = false
        let target = Float(wheels[component].nearestPosition(of: r)) * wheels[component].rowHeight
        if animated {
            wheels[component].settle(to: target, from: wheels[component].offset)
            startMotion()
        } else {
            wheels[component].stop(at: target)
        }
        setNeedsDisplay()
    }

    /// Asks the data source and delegate again for every wheel.
    public func reloadAllComponents() {
        let count = min(PickerView.maximumComponents, max(0, dataSource?.numberOfComponents(in: self) ?? 0))
        if wheels.count > count { wheels.removeLast(wheels.count - count) }
        while wheels.count < count { wheels.append(PickerWheel()) }
        for c in 0..<count { reloadComponent(c) }
        setNeedsDisplay()
    }

    /// Asks again for wheel `component`'s rows (its selection is kept when still in range).
    public func reloadComponent(_ component: Int) {
        guard wheels.indices.contains(component) else { return }
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        var w = wheels[component]
        w.rows = min(PickerView.maximumRows, max(0, rows))
        let h = delegate?.pickerView(self, rowHeightForComponent: component) ?? PickerView.defaultRowHeight
        w.rowHeight = h.isFinite ? min(200, max(8, h)) : PickerView.defaultRowHeight
        w.selectedRow = w.rows == 0 ? 0 : min(w.selectedRow, w.rows - 1)
        w.stop(at: Float(w.selectedRow) * w.rowHeight)
        w.wraps = wrapsComponent?(component) ?? false
        wheels[component] = w
        setNeedsDisplay()
    }

    /// The size of a row of wheel `component` (zero for one that does not exist).
    public func rowSize(forComponent component: Int) -> Size {
        guard wheels.indices.contains(component) else { return .zero }
        return Size(width: componentFrames()[component].width, height: wheels[component].rowHeight)
    }

    /// A row's title from the delegate ("" without one).
    func title(row: Int, component: Int) -> String {
        delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? ""
    }

    /// Each wheel's horizontal slice: the delegate's widths, clamped so they fit, or equal shares.
    func componentFrames() -> [Rect] {
        let n = wheels.count
        guard n > 0 else { return [] }
        let inset: Float = 8
        let room = max(0, bounds.width - 2 * inset)
        var widths = (0..<n).map { c -> Float in
            let w = delegate?.pickerView(self, widthForComponent: c) ?? .nan
            return w.isFinite && w > 0 ? w : .nan
        }
        let fixed = widths.filter { !$0.isNaN }.reduce(0, +)
        let free = widths.filter(\.isNaN).count
        let share = free > 0 ? max(0, room - fixed) / Float(free) : 0
        widths = widths.map { $0.isNaN ? share : $0 }
        let total = widths.reduce(0, +)
        let scale = total > room && total > 0 ? room / total : 1
        var x = inset + (scale == 1 ? (room - total) / 2 : 0)
        return widths.map { w in
            defer { x += w * scale }
            return Rect(x: x, y: 0, width: w * scale, height: bounds.height)
        }
    }

    open override func draw(_ rect: Rect, in renderer: Renderer) {
        drawWheels(in: renderer)
    }

    open override var intrinsicContentSize: Size { Size(width: 320, height: PickerView.defaultHeight) }
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopMotion() }
    }

    open override var debugTreeDescription: String {
        let rows = (0..<wheels.count).map { "\(selectedRow(inComponent: $0))" }.joined(separator: ",")
        return DebugText.join([super.debugTreeDescription, "rows=[\(rows)]"])
    }
}
