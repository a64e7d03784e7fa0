import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// The app-level fuzzer (issue 22 item 8): ``AppSessionFuzzer`` sessions, checked for the
/// touch contract, balanced appearance calls, idle at rest and leaks.
///
/// CI runs a few fixed seeds. `make fuzz SECONDS=600` gives this suite half the time
/// (`TACTILE_FUZZ_SECONDS`), the core ``TouchContractFuzzTests`` the other half;
/// `TACTILE_FUZZ_SEED=N` replays one seed of both.
@MainActor
@Suite struct AppSessionFuzzTests {
    struct Result { var problems: [String]; var events: Int; var leaks: [String]; var callbacks: Int; var counts: [String: Int] }

    static func run(seed: UInt64, events: Int) -> Result {
        var problems: [String] = []
        var views: [WeakBox<View>] = []
        var controllers: [WeakBox<ViewController>] = []
        var callbacks = 0
        var counts: [String: Int] = [:]
        _ = Diagnostics.capture {
            let fuzzer = AppSessionFuzzer(seed: seed)
            for _ in 0..<events {
                fuzzer.step()
                if !fuzzer.recorder.violations.isEmpty { break }
            }
            problems = fuzzer.finish()
            problems = fuzzer.recorder.violations + problems
            callbacks = fuzzer.recorder.callbacks
            counts = fuzzer.counts.merging(fuzzer.recorder.counts) { a, _ in a }
            views = fuzzer.allViews
            controllers = fuzzer.allControllers
            fuzzer.tearDown()
        }
        let leaks = views.compactMap { $0.value.map { "\(type(of: $0))" } } + controllers.compactMap { $0.value.map { "\(type(of: $0))" } }
        return Result(problems: problems, events: events, leaks: leaks, callbacks: callbacks, counts: counts)
    }

    static func report(seed: UInt64, _ problems: [String]) -> String {
        "app session seed \(seed) broke; replay with `SWIFT_DETERMINISTIC_HASHING=1 TACTILE_FUZZ_SEED=\(seed) swift test --filter AppSessionFuzzTests`:\n"
            + problems.joined(separator: "\n")
    }

    @Test func randomAppSessionsKeepTheContract() {
        let env = ProcessInfo.processInfo.environment
        if let s = env["TACTILE_FUZZ_SEED"], let seed = UInt64(s) {
            let r = Self.run(seed: seed, events: 1500)
            #expect(r.problems.isEmpty, "\(Self.report(seed: seed, r.problems))")
            #expect(r.leaks.isEmpty, "seed \(seed): not freed: \(r.leaks)")
            return
        }
        let seconds = env["TACTILE_FUZZ_SECONDS"].flatMap(Double.init).map { $0 / 2 }
        let start = Date()
        var seed: UInt64 = seconds == nil ? 1 : UInt64(Date().timeIntervalSince1970)
        var total = 0, seeds = 0, callbacks = 0
        var counts: [String: Int] = [:]
        while true {
            let r = Self.run(seed: seed, events: seconds == nil ? 400 : 1500)
            total += r.events
            callbacks += r.callbacks
            seeds += 1
            counts.merge(r.counts, uniquingKeysWith: +)
            #expect(r.problems.isEmpty, "\(Self.report(seed: seed, r.problems))")
            #expect(r.leaks.isEmpty, "seed \(seed): not freed after the run: \(r.leaks.prefix(10))")
            if !r.problems.isEmpty || !r.leaks.isEmpty { break }
            seed += 1
            if let seconds { if Date().timeIntervalSince(start) >= seconds { break } } else if seeds >= 3 { break }
        }
        print("app fuzz: \(seeds) seeds, \(total) events, \(callbacks) checked callbacks, last seed \(seed); \(counts.sorted { $0.key < $1.key })")
    }
}
