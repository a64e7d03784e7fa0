// The whole file needs swift-snapshot-testing, which Swift 6.0 cannot resolve (see Package.swift).
#if canImport(SnapshotTesting)
import SnapshotTesting
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// A search bar (with text and its cancel button) above a toolbar of system and symbol
/// items; light and dark.
@MainActor
@Suite struct BarsSnapshotTests {
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func searchBarAndToolbar(style: UserInterfaceStyle) throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 360, height: 160))
        root.backgroundColor = .systemBackground
        let empty = SearchBar(frame: Rect(x: 0, y: 0, width: 360, height: 56))
        empty.placeholder = "Search notes"
        let typed = SearchBar(frame: Rect(x: 0, y: 56, width: 360, height: 56))
        typed.text = "kiosk"
        typed.showsCancelButton = true
        let bar = Toolbar(frame: Rect(x: 0, y: 116, width: 360, height: 44))
        let star = BarButtonItem(image: Image(systemName: "star"), style: .plain)
        star.accessibilityLabel = "Favourite"
        bar.items = [BarButtonItem(barButtonSystemItem: .trash), BarButtonItem(barButtonSystemItem: .flexibleSpace), star,
                     BarButtonItem(barButtonSystemItem: .flexibleSpace), BarButtonItem(barButtonSystemItem: .done)]
        for v in [empty, typed, bar] as [View] { root.addSubview(v) }
        let h = Harness(root: root, size: Size(width: 360, height: 160))
        h.window.overrideUserInterfaceStyle = style
        try h.render().writePNG(to: TestOutput.path("bars/search-toolbar-\(style).png"))
        assertSnapshot(of: h, as: .image, named: "search-toolbar-\(style)")
    }
}
#endif
