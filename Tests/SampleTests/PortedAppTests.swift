import Testing
@testable import Ported
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The UIKit app ported with tactile-port (Samples/Ported): both screens render on a phone-sized
/// window, the settings table answers as UIKit's, the disclosure row pushes the form and Save
/// with no name presents the alert (PNGs looked at).
@MainActor
@Suite struct PortedAppTests {
    @Test func settingsThenProfileRender() throws {
        let nav = try #require(PortedApp.makeRoot() as? NavigationController)
        let h = Harness(rootViewController: nav, size: Size(width: 390, height: 844))
        h.advance(by: 0.1)
        let settings = try #require(nav.topViewController as? SettingsViewController)
        let table = settings.tableView
        #expect(table.style == .insetGrouped)
        #expect(table.numberOfSections() == 2)
        // The switch accessory sits at the row's trailing edge, on, and a tap flips it.
        let toggleCell = try #require(table.cellForRow(at: ListIndexPath(row: 0, section: 0)))
        let toggle = try #require(toggleCell.accessoryView as? Switch)
        #expect(toggle.isOn)
        let toggleFrame = toggle.convert(toggle.bounds, to: toggleCell)
        #expect(toggleFrame.maxX <= toggleCell.bounds.width - 15 && toggleFrame.minX > toggleCell.bounds.width / 2)
        h.tap(at: toggle.convert(Point(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil))
        h.advance(by: 0.3)
        #expect(!toggle.isOn)
        // A value row with a subtitle is taller than 44 (rows size themselves, as UIKit's).
        let version = try #require(table.cellForRow(at: ListIndexPath(row: 0, section: 1)))
        #expect(version.bounds.height > 44)
        try h.render().writePNG(to: TestOutput.path("ported/settings.png"))

        let profileRow = try #require(table.cellForRow(at: ListIndexPath(row: 2, section: 0)))
        #expect(profileRow.accessoryType == .disclosureIndicator)
        h.tap(at: profileRow.convert(Point(x: profileRow.bounds.midX, y: profileRow.bounds.midY), to: nil))
        h.waitForTransitions()
        let profile = try #require(nav.topViewController as? ProfileViewController)
        #expect(profile.title == "Profile")
        try h.render().writePNG(to: TestOutput.path("ported/profile.png"))

        // Save with an empty name: the alert.
        let save = try #require(Self.first(in: profile.view) { ($0 as? Button)?.configuration?.title == "Save" })
        h.tap(at: save.convert(Point(x: save.bounds.midX, y: save.bounds.midY), to: nil))
        h.waitForTransitions()
        let alert = try #require(profile.presentedViewController as? AlertController)
        #expect(alert.title == "Name missing")
        try h.render().writePNG(to: TestOutput.path("ported/profile-alert.png"))

        // Back to the settings: the row is no longer selected (clearsSelectionOnViewWillAppear).
        alert.dismiss(animated: false)
        nav.popViewController(animated: false)
        h.advance(by: 0.1)
        #expect(table.selectedIndexPath == nil)
    }

    /// The first view under `root` (depth first) that matches.
    static func first(in root: View, where match: (View) -> Bool) -> View? {
        if match(root) { return root }
        for v in root.subviews { if let found = first(in: v, where: match) { return found } }
        return nil
    }
}
