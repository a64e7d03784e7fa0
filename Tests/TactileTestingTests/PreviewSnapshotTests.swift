import Testing
import TactileTesting

/// Every registered preview against its committed PNG reference: a component that changes
/// how it draws fails here, with a diff image. A new preview fails once, recording its
/// reference: look at the PNG, commit it, re-run.
@MainActor
@Suite struct PreviewSnapshotTests {
    @Test func everyPreviewMatchesItsReference() {
        let previews = PreviewCatalog.all
        #expect(!previews.isEmpty)
        for preview in previews {
            assertSnapshot(of: preview, as: .image, named: preview.fileName)
        }
    }

    @Test func previewFileNamesAreUniqueAndSafe() {
        let names = PreviewCatalog.all.map(\.fileName)
        #expect(Set(names).count == names.count)
        #expect(Preview("Accent button, pressed") { View() }.fileName == "Accent-button-pressed")
        #expect(Preview("  ¿?  ") { View() }.fileName == "preview")
    }

    @Test func registeredPreviewsAreListedAndDuplicatesRenamed() {
        defer { PreviewCatalog.reset() }
        let builtIn = PreviewCatalog.all.count
        PreviewCatalog.register([Preview("Login, empty") { View() }, Preview("Login, empty") { View() }])
        PreviewCatalog.register(SamplePreviews.self)
        PreviewCatalog.register(SamplePreviews.self)
        let all = PreviewCatalog.all
        #expect(all.count == builtIn + 3)
        #expect(all.map(\.name).suffix(3) == ["Sample, held", "Login, empty", "Login, empty 2"])
        #expect(PreviewCatalog.matching("login").count == 2)
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
