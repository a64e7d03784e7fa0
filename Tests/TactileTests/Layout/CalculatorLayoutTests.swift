import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The calculator from issue 24, written as on iOS (anchors only, no frames), rendered in
/// both orientations.
@MainActor
@Suite struct CalculatorLayoutTests {
    static let keys = [["C", "±", "%", "÷"], ["7", "8", "9", "×"], ["4", "5", "6", "−"], ["1", "2", "3", "+"], ["0", ".", "⌫", "="]]

    /// Builds the screen into `view`; returns the display and the buttons, row by row.
    static func build(in view: View) -> (Label, [[Button]]) {
        view.backgroundColor = .black
        let display = Label(text: "1,234.5", font: Font(size: 48), color: .white)
        display.textAlignment = .right
        display.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(display)
        var rows: [[Button]] = []
        var constraints: [NSLayoutConstraint] = [
            display.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            display.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            display.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            display.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.2),
        ]
        for (r, titles) in keys.enumerated() {
            var row: [Button] = []
            for (c, title) in titles.enumerated() {
                let b = Button(title: title)
                b.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(b)
                constraints.append(c == 0 ? b.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
                                          : b.leadingAnchor.constraint(equalTo: row[c - 1].trailingAnchor, constant: 8))
                constraints.append(r == 0 ? b.topAnchor.constraint(equalTo: display.bottomAnchor, constant: 8)
                                          : b.topAnchor.constraint(equalTo: rows[r - 1][c].bottomAnchor, constant: 8))
                if r > 0 || c > 0 {
                    constraints.append(b.widthAnchor.constraint(equalTo: (rows.first?.first ?? row[0]).widthAnchor))
                    constraints.append(b.heightAnchor.constraint(equalTo: (rows.first?.first ?? row[0]).heightAnchor))
                }
                row.append(b)
            }
            constraints.append(row[3].trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor))
            rows.append(row)
        }
        constraints.append(rows[4][0].bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8))
        NSLayoutConstraint.activate(constraints)
        return (display, rows)
    }

    @Test(arguments: [Size(width: 480, height: 800), Size(width: 800, height: 480)])
    func calculatorFillsEitherOrientation(size: Size) throws {
        let root = View()
        let h = Harness(root: root, size: size)
        let (display, rows) = Self.build(in: root)
        h.runFrame()
        let keyW = ((size.width - 16 - 24) / 4)
        let keyH = ((size.height * 0.8 - 8 - 8 - 8 - 32) / 5)
        #expect(display.frame.minY == 8)
        #expect(abs(display.frame.height - size.height * 0.2) <= 1)
        for row in rows { for b in row {
            #expect(abs(b.frame.width - keyW) <= 1)
            #expect(abs(b.frame.height - keyH) <= 1)
            #expect(!b.hasAmbiguousLayout)
        } }
        #expect(abs(rows[0][3].frame.maxX - (size.width - 8)) <= 1)
        #expect(abs(rows[4][0].frame.maxY - (size.height - 8)) <= 1)
        let name = size.width > size.height ? "landscape" : "portrait"
        try h.render().writePNG(to: TestOutput.path("layout/calculator-\(name).png"))
    }
}
