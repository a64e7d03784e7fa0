// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
private final class Sizes: PickerViewDataSource, PickerViewDelegate {
    let names = ["Extra Small", "Small", "Medium", "Large", "Extra Large", "Huge", "Giant"]
    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? names.count : 20 }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? names[row] : "\(row + 1) pcs"
    }
}

/// A two-wheel picker at rest and mid-turn, a time picker, and the four cell styles plus a
/// content configuration, in light and dark.
@MainActor
@Suite struct PickerAndCellSnapshotTests {
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func pickers(style: UserInterfaceStyle) throws {
        let root = View()
        root.backgroundColor = .systemBackground
        let source = Sizes()
        let picker = PickerView(frame: Rect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(4, inComponent: 1, animated: false)
        root.addSubview(picker)
        let time = DatePicker(frame: Rect(x: 0, y: 216, width: 320, height: 216))
        time.timeZone = TimeZone(identifier: "UTC")
        time.datePickerMode = .time
        time.date = Date(timeIntervalSinceReferenceDate: 14 * 3600 + 35 * 60)
        root.addSubview(time)
        let h = Harness(root: root, size: Size(width: 320, height: 432))
        h.window.overrideUserInterfaceStyle = style
        try h.render().writePNG(to: TestOutput.path("pickers/pickers-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "pickers-\(style)")
        // Mid-turn: a wheel halfway between rows, squeezed rows near the edges.
        h.touchDown(at: Point(x: 100, y: 108))
        for y in stride(from: Float(104), through: 60, by: -4) { h.touchMove(to: Point(x: 100, y: y)); h.advance(by: 0.016) }
        try h.render().writePNG(to: TestOutput.path("pickers/picker-turning-\(style).png"))
        h.touchUp()
        h.advance(by: 3)
        #expect(picker.selectedRow(inComponent: 0) > 2)
    }

    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func cellStyles(style: UserInterfaceStyle) throws {
        let root = View()
        root.backgroundColor = .systemGroupedBackground
        var y: Float = 10
        let icon = Image(bitmap: Bitmap(width: 29, height: 29, fill: .systemOrange))
        for s in ListCell.CellStyle.allCases {
            let c = TableViewCell(style: s, reuseIdentifier: nil)
            c.textLabel?.text = "\(s)"
            c.detailTextLabel?.text = "Detail"
            if s == .default { c.imageView?.image = icon; c.accessoryType = .disclosureIndicator }
            if s == .value1 { c.accessoryType = .disclosureIndicator }
            c.frame = Rect(x: 0, y: y, width: 360, height: s == .subtitle ? 56 : 44)
            root.addSubview(c)
            y += c.frame.height
        }
        let configured = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = configured.defaultContentConfiguration()
        content.text = "Ada Lovelace"
        content.secondaryText = "Content configuration"
        content.image = icon
        content.imageProperties.cornerRadius = 6
        configured.contentConfiguration = content
        configured.frame = Rect(x: 0, y: y + 10, width: 360, height: 60)
        root.addSubview(configured)
        let h = Harness(root: root, size: Size(width: 360, height: y + 80))
        h.window.overrideUserInterfaceStyle = style
        try h.render().writePNG(to: TestOutput.path("tables/cell-styles-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "cell-styles-\(style)")
    }
}
#endif
