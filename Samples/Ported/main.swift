import ArgumentParser
import SampleSupport
import Tactile

/// Two UIKit screens (a settings table and a profile form) as an iOS developer wrote them,
/// ported with `tools/tactile-port` and a few hand fixes listed in PORTING.md. Replaces the
/// iOS `SceneDelegate`: the window's root is the same navigation controller.
struct Main: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ported",
                                                    abstract: "A settings screen and a profile form ported from UIKit.")

    @OptionGroup var common: AppOptions

    func run() throws {
        try SampleRunner.main(name: "ported", options: common) { context in
            context.window.rootViewController = PortedApp.makeRoot()
        }
    }
}

Main.main()
