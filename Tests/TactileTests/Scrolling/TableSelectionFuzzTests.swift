import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Seeded random use of the UIKit table calls added for ports: taps, code selection with
/// bad index paths, deletes and reloads from inside didSelect, the table removed in its own
/// callback, bad header heights. Never traps; the selection only names rows that exist.
@MainActor
@Suite struct TableSelectionFuzzTests {
    @Test(arguments: [UInt64(1), 7, 42, 1234])
    func randomSelectionNeverTraps(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let log = SelectionLog()
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 400))
        let table = TableView(frame: root.bounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        root.addSubview(table)
        table.dataSource = log
        table.delegate = log
        let h = Harness(root: root, size: Size(width: 320, height: 400))
        let heights: [Float] = [.nan, .infinity, -.infinity, -1, 0, 30, 1e9, TableView.automaticDimension]
        log.onSelect = { tv, ip in
            switch Int.random(in: 0..<5, using: &rng) {
            case 0 where log.rows > 0:
                log.rows -= 1
                tv.deleteRows(at: [ip], with: [.top, .bottom, .left, .right, .middle, .fade, .none].randomElement(using: &rng)!)
            case 1: tv.removeFromSuperview()
            case 2: log.rows = Int.random(in: 0..<40, using: &rng); tv.reloadData()
            default: break
            }
        }
        for _ in 0..<120 {
            if table.superview == nil { root.addSubview(table) }
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: table.allowsMultipleSelection.toggle()
            case 1:
                let ip = ListIndexPath(row: Int.random(in: -3..<50, using: &rng), section: Int.random(in: -1..<3, using: &rng))
                _ = Diagnostics.capture {
                    table.selectRow(at: Bool.random(using: &rng) ? ip : nil, animated: Bool.random(using: &rng),
                                    scrollPosition: [.none, .top, .middle, .bottom].randomElement(using: &rng)!)
                }
            case 2: table.deselectRow(at: ListIndexPath(row: Int.random(in: -2..<40, using: &rng)), animated: true)
            case 3:
                log.headerHeight = heights.randomElement(using: &rng)!
                log.headerView = Bool.random(using: &rng) ? Label(text: String(repeating: "x", count: Int.random(in: 0..<300, using: &rng))) : nil
                table.reloadData()
            default:
                h.tap(at: Point(x: Float.random(in: 0..<320, using: &rng), y: Float.random(in: 0..<400, using: &rng)))
            }
            h.advance(by: 0.05)
            _ = table.numberOfRows(inSection: Int.random(in: -1..<3, using: &rng))
            for ip in table.indexPathsForSelectedRows ?? [] {
                #expect(ip.row >= 0 && ip.row < table.numberOfRows(inSection: ip.section), "seed \(seed): \(ip) of \(log.rows)")
            }
        }
        if table.superview == nil { root.addSubview(table) }
        h.advance(by: 1)
        #expect(table.contentOffset.y.isFinite)
    }
}
