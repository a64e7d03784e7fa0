import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Clients are other processes: whatever they send (unknown objects, members, out-of-range
/// indexes, wrong argument types, NaN), the bridge answers or refuses and never traps, while
/// the screen under it changes. Seeded, so a failure replays.
@MainActor
@Suite struct ATSPIBridgeFuzzTests {
    @Test(arguments: [UInt64(1), 7, 2026])
    func randomCallsNeverTrap(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let root = View()
        let slider = Slider(frame: Rect(x: 10, y: 10, width: 200, height: 44))
        let stepper = Stepper(frame: Rect(x: 10, y: 60, width: 0, height: 0))
        let segments = SegmentedControl(items: ["A", "B", "C"])
        segments.frame = Rect(x: 10, y: 110, width: 240, height: 32)
        let field = TextField(frame: Rect(x: 10, y: 160, width: 200, height: 44))
        field.text = "héllo 👋"
        let button = Button(title: "Go")
        button.frame = Rect(x: 10, y: 220, width: 100, height: 44)
        button.addAction(for: .touchUpInside) { b in b.removeFromSuperview() }   // removed in its own callback
        for v in [slider, stepper, segments, field, button] as [View] { root.addSubview(v) }
        let h = Harness(root: root, size: Size(width: 300, height: 300))
        guard let b = ATSPIBridge.unconnected(engine: h.engine, applicationName: "fuzz") else { return }
        let interfaces = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Action", "org.a11y.atspi.Value", "org.a11y.atspi.Text",
                          "org.a11y.atspi.Component", "org.a11y.atspi.Application", "org.a11y.atspi.EditableText",
                          "org.freedesktop.DBus.Properties", "x.y"]
        let members = ["GetChildAtIndex", "GetChildren", "GetIndexInParent", "GetRole", "GetRoleName", "GetState",
                       "GetAttributes", "GetInterfaces", "GetApplication", "GetRelationSet", "DoAction", "GetActions",
                       "GetName", "GetText", "GetCharacterAtOffset", "GetExtents", "GetAccessibleAtPoint", "Contains",
                       "Get", "GetAll", "Set", "SetTextContents", "InsertText", "DeleteText", "GrabFocus", "Nope"]
        let properties = ["Name", "Description", "Parent", "ChildCount", "CurrentValue", "MinimumValue", "NActions",
                          "CharacterCount", "Id", "Bogus"]
        func arg() -> DBusArgument {
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: .int(Int64.random(in: -5...50, using: &rng))
            case 1: .int(Bool.random(using: &rng) ? Int64.max : Int64.min)
            case 2: .double([Double.nan, .infinity, -1, 0.5, 1e300].randomElement(using: &rng) ?? 0)
            case 3: .string((interfaces + properties).randomElement(using: &rng) ?? "")
            default: .other
            }
        }
        var answered = 0
        for step in 0..<1500 {
            let ids = Array(b.items.keys) + [0, 1, 999_999, -3]
            let id = ids.randomElement(using: &rng) ?? 0
            let path = id == 0 ? ATSPIBridge.rootPath : Bool.random(using: &rng) ? ATSPIBridge.prefix + String(id) : "/garbage/\(id)"
            let iface = interfaces.randomElement(using: &rng) ?? ""
            let member = members.randomElement(using: &rng) ?? ""
            var args = (0..<Int.random(in: 0...3, using: &rng)).map { _ in arg() }
            if iface == "org.freedesktop.DBus.Properties" { args = [.string(interfaces.randomElement(using: &rng) ?? ""),
                                                                     .string(properties.randomElement(using: &rng) ?? ""), arg()] }
            b.cachedNodes = nil
            if case .success = b.handle(path: path, interface: iface, member: member, args: args) { answered += 1 }
            if step % 50 == 0 { h.engine.runFrame(force: true) }
        }
        #expect(answered > 30, "the calls reach the handlers: \(answered) of 1500 answered")
        #expect(slider.value.isFinite && stepper.value.isFinite)
    }
}
