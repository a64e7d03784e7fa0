import ArgumentParser
import SampleSupport
import Tactile

/// Two more UIKit screens as an iOS developer wrote them (a photo grid and a review form with
/// a custom control), ported with `Tools/tactile-port` and the hand fixes listed in PORTING.md.
/// Replaces the iOS `SceneDelegate`: the window's root is the same tab bar controller.
struct Main: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ported2",
                                                    abstract: "A photo grid and a review form ported from UIKit.")

    @OptionGroup var common: AppOptions

    func run() throws {
        try SampleRunner.main(name: "ported2", options: common) { context in
            context.window.rootViewController = Ported2App.makeRoot()
        }
    }
}

Main.main()
