import Testing
@testable import Gallery
@testable import Kiosk
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The kiosk and the gallery under the settings that change the look: every content size
/// (the samples draw fixed point sizes, chosen for their panels, so Dynamic Type must leave
/// them whole), Bold Text and Increase Contrast. Serialised: the settings are process-wide.
@MainActor
@Suite(.serialized) struct ContentSizeAuditTests {
    func format(_ issues: [AccessibilityIssue]) -> String { issues.map(\.description).joined(separator: "\n") }

    @Test func theKioskHomePassesAtEveryContentSizeBoldAndHighContrast() {
        defer { Accessibility.apply(AccessibilityConfiguration()) }
        for category in ContentSizeCategory.allCases {
            for (bold, contrast) in [(false, false), (true, true)] {
                Accessibility.preferredContentSizeCategory = category
                Accessibility.isBoldTextEnabled = bold
                Accessibility.isDarkerSystemColorsEnabled = contrast
                let h = Harness(root: View(), size: Size(width: 800, height: 480))
                let k = KioskController(engine: h.engine, headless: true, idle: IdleConfiguration())
                k.start(ticking: false)
                h.advance(by: 0.1)
                let issues = h.auditAccessibility()
                #expect(issues.isEmpty, "\(category) bold=\(bold) contrast=\(contrast):\n\(format(issues))")
            }
        }
    }

    @Test func theGalleryPassesAtEveryContentSize() {
        defer { Accessibility.apply(AccessibilityConfiguration()) }
        for category in ContentSizeCategory.allCases {
            Accessibility.preferredContentSizeCategory = category
            let gallery = GalleryController()
            let h = Harness(rootViewController: gallery, size: Size(width: 800, height: 480))
            var report: [String] = []
            for (i, vc) in (gallery.viewControllers ?? []).enumerated() {
                gallery.selectedIndex = i
                h.advance(by: 0.1)
                // Contrast included; clipped text apart, as in GalleryAccessibilityTests (a
                // truncation demo is cut at every size).
                let issues = h.auditAccessibility().filter { $0.kind != .clippedText }
                if !issues.isEmpty { report.append("\(vc.title ?? "?"):\n" + format(issues)) }
            }
            #expect(report.isEmpty, "\(category):\n\(report.joined(separator: "\n"))")
        }
    }
}
