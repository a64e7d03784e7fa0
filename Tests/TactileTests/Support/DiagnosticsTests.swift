import Testing
import Tactile
import TactileTesting

/// A task's diagnostics handler: tests capture their own reports without replacing the
/// process's handler, so they run in parallel.
@Suite struct DiagnosticsTests {
    @Test func capturedReportsStayInTheirOwnTask() async {
        // Many tasks at once, each reporting its own lines: each sees exactly its own.
        let results = await withTaskGroup(of: (Int, [String]).self) { group in
            for i in 0..<16 {
                group.addTask {
                    let lines = Diagnostics.capture {
                        for j in 0..<20 { Diagnostics.report("task \(i) line \(j)") }
                    }
                    return (i, lines)
                }
            }
            var all: [(Int, [String])] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 16)
        for (i, lines) in results {
            #expect(lines == (0..<20).map { "task \(i) line \($0)" })
        }
    }

    @Test func innerCaptureTakesItsReportsAndTheOuterOneTheRest() {
        var inner: [String] = []
        let outer = Diagnostics.capture {
            Diagnostics.report("before")
            inner = Diagnostics.capture { Diagnostics.report("inside") }
            Diagnostics.report("after")
        }
        #expect(inner == ["inside"])
        #expect(outer == ["before", "after"])
    }
}
