import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor
private final class SearchLog: SearchBarDelegate {
    var events: [String] = []
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { events.append("text \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { events.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { events.append("cancel") }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { events.append("begin") }
}

@MainActor
@Suite struct SearchBarTests {
    @Test func typingSearchAndCancelReachTheDelegate() throws {
        let bar = SearchBar(frame: Rect(x: 0, y: 0, width: 360, height: 56))
        bar.placeholder = "Search rooms"
        bar.showsCancelButton = true
        let log = SearchLog()
        bar.delegate = log
        let h = Harness(root: bar, size: Size(width: 360, height: 56))
        h.window.keyboardMode = .hardware
        try h.render().writePNG(to: TestOutput.path("bars/search-empty.png"))
        h.tap(at: Point(x: 120, y: 28))
        #expect(bar.searchTextField.isFirstResponder)
        bar.searchTextField.insertText("Elm")
        #expect(bar.text == "Elm")
        _ = bar.searchTextField.onReturn?(bar.searchTextField)
        let cancel = bar.cancelButton.frame
        h.tap(at: Point(x: cancel.midX, y: cancel.midY))
        #expect(log.events.contains("text Elm") && log.events.contains("search") && log.events.last == "cancel")
        #expect(log.events.first == "begin")
        try h.render().writePNG(to: TestOutput.path("bars/search-typed.png"))
        bar.text = nil
        #expect(bar.text == "")
        bar.frame = Rect(x: 0, y: 0, width: -5, height: .nan)
        _ = h.runFrame()
    }
}
