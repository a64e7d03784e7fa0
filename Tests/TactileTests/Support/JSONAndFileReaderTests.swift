import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting
#if canImport(Glibc)
import Glibc
#endif

/// The one JSON reader and the one file reader that themes, configuration, keyboard layouts
/// and touch scripts share.
struct JSONAndFileReaderTests {
    @Test func objectsKeepEachKeysLineInFileOrder() throws {
        let value = try JSONValue.parse("{\n \"b\": 1,\n\n \"a\": [true, null, \"x\\ty\\r\\u00e9\"],\n \"b\": {}\n}")
        guard case let .object(members) = value else { Issue.record("not an object: \(value)"); return }
        #expect(members.map(\.key) == ["b", "a", "b"])
        #expect(members.map(\.line) == [2, 4, 5])
        #expect(members[1].value == .array([.bool(true), .null, .string("x\ty\ré")]))
        #expect(members[2].value.kindName == "an object")
    }

    @Test func syntaxErrorsNameTheLineAndDeepNestingIsAnError() {
        func failure(_ text: String) -> JSONValue.SyntaxError? {
            do { _ = try JSONValue.parse(text); return nil } catch { return error }
        }
        #expect(failure("{\n \"a\": 1,\n}")?.line == 3)
        #expect(failure("{\n \"a\": 1,\n}")?.message.contains("trailing ','") == true)
        #expect(failure("[1, 2] 3")?.message.contains("after the end") == true)
        #expect(failure("\"open")?.message.contains("unterminated string") == true)
        #expect(failure("1e999")?.message.contains("not a number") == true)
        let deep = failure(String(repeating: "[", count: 10_000))
        #expect(deep?.message.contains("nesting deeper than 64") == true)
        #expect(failure(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) == nil)
    }

    @Test func theFileReaderNamesThePathAndRefusesHugeFiles() throws {
        do {
            _ = try TextFile.read("/nonexistent/tactile-reader.txt")
            Issue.record("a missing file was read")
        } catch {
            // (A `catch let TactileError.fileReadFailed(…)` pattern on this typed throw
            // crashes the Swift 6.3.1 compiler, hence the `if case`.)
            if case let .fileReadFailed(path, reason) = error {
                #expect(path == "/nonexistent/tactile-reader.txt")
                #expect(reason.contains("cannot open"), "\(reason)")
            } else {
                Issue.record("unexpected \(error)")
            }
        }
        #expect("\(TactileError.fileReadFailed(path: "/x", reason: "r"))".contains("/x"))

        let path = TestOutput.path("tactile-reader-\(getpid()).txt")
        defer { unlink(path) }
        let f = try #require(fopen(path, "wb"))
        let line = String(repeating: "é", count: 1000) + "\n"
        for _ in 0..<10 { fputs(line, f) }
        fclose(f)
        #expect(try TextFile.read(path) == String(repeating: line, count: 10))
        #expect(throws: TactileError.self) { try TextFile.read(path, maximumBytes: 4096) }
        #expect(try TextFile.read("/proc/self/statm").split(separator: " ").count >= 2)
    }

    @Test func configurationAndKeyboardLayoutsShareTheReadersErrors() {
        do {
            _ = try KeyboardLayout(json: "{\n\"letters\": [[\"a\"]],\n\"symbols\": tru\n}")
            Issue.record("a bad layout loaded")
        } catch let TactileError.keyboardLayout(file, line, _, message) {
            #expect(file == "keyboard layout" && line == 3, "\(message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
        do {
            _ = try KeyboardLayout(contentsOfFile: "/nonexistent/layout.json")
            Issue.record("a missing layout loaded")
        } catch let TactileError.keyboardLayout(file, _, _, message) {
            #expect(file == "/nonexistent/layout.json", "\(message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
