import Testing
import TactilePreviews
import TactileTesting

/// Every registered preview against its committed PNG reference: a component that changes
/// how it draws fails here, with a diff image. A new preview fails once, recording its
/// reference: look at the PNG, commit it, re-run.
@MainActor
@Suite struct PreviewSnapshotTests {
    #if canImport(SnapshotTesting)  // swift-snapshot-testing: not with Swift 6.0 (see Package.swift)
    @Test func everyPreviewMatchesItsReference() {
        let previews = PreviewCatalog().all
        #expect(!previews.isEmpty)
        for preview in previews {
            assertSnapshot(of: preview, as: .image, named: preview.fileName)
        }
    }
    #endif

    @Test func previewFileNamesAreUniqueAndSafe() {
        let names = PreviewCatalog().all.map(\.fileName)
        #expect(Set(names).count == names.count)
        #expect(Preview("Accent button, pressed") { View() }.fileName == "Accent-button-pressed")
        #expect(Preview("  ¿?  ") { View() }.fileName == "preview")
    }

    @Test func listedPreviewsFollowTheBuiltInOnesAndDuplicatesAreRenamed() {
        let builtIn = PreviewCatalog().all.count
        var catalog = PreviewCatalog(providers: [SamplePreviews.self, SamplePreviews.self])
        catalog.add([Preview("Login, empty") { View() }, Preview("Login, empty") { View() }])
        catalog.add(SamplePreviews.self)
        var all: [Preview] = []
        let reports = Diagnostics.capture { all = catalog.all }
        #expect(all.count == builtIn + 3)
        #expect(all.map(\.name).suffix(3) == ["Sample, held", "Login, empty", "Login, empty 2"])
        var matches: [Preview] = []
        #expect(Diagnostics.capture { matches = catalog.matching("login") }.count == 1)
        #expect(matches.count == 2)
        #expect(reports == ["two previews are named 'Login, empty'; the second is shown as 'Login, empty 2'"])
        // A catalogue is a value: another one does not see what this one lists.
        #expect(PreviewCatalog().all.count == builtIn)
        #expect(PreviewCatalog(includesBuiltIn: false).all.isEmpty)
    }

    @Test func heldFingersGoThroughTheTouchPath() {
        let preview = SamplePreviews.previews[0]
        let harness = Harness(preview: preview)
        let view = harness.root as? PressTimerView
        #expect(view?.began == [1])
        #expect(harness.window.touches.count == 1)
    }
}

enum SamplePreviews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("Sample, held", size: Size(width: 40, height: 40), holding: [Point(x: 20, y: 20)]) { PressTimerView() }]
    }
}
