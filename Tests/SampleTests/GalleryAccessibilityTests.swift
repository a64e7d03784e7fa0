import Testing
@testable import Gallery
@testable import Tactile
import TactileTesting

/// Every screen of the gallery passes the accessibility audit.
@MainActor
@Suite struct GalleryAccessibilityTests {
    @Test func everyScreenPassesTheAudit() {
        let gallery = GalleryController()
        let h = Harness(rootViewController: gallery, size: Size(width: 800, height: 480))
        var report: [String] = []
        for (i, vc) in (gallery.viewControllers ?? []).enumerated() {
            gallery.selectedIndex = i
            h.advance(by: 0.1)
            let issues = h.auditAccessibility()
            if !issues.isEmpty { report.append("\(vc.title ?? "?"):\n" + issues.map { "  \($0)" }.joined(separator: "\n")) }
        }
        #expect(report.isEmpty, "\(report.joined(separator: "\n"))")
    }
}
