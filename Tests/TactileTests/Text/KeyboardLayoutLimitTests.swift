import Foundation
import Testing
@testable import Tactile
@testable import TactileCore
@testable import TactileKit
import TactileTesting

/// Issue 22 item 4: a keyboard layout file has limits and strict types; each error names
/// the file, the line and the key, as a theme's does, and comes in well under a second.
@MainActor
@Suite struct KeyboardLayoutLimitTests {
    static let valid = #"""
    {
      "name": "Tiny",
      "letters": [["a", "b"],
                  ["symbols", {"key": "space", "width": 4}, "return"]],
      "symbols": [["1", "2"], ["letters"]],
      "numberPad": [["1", "2", "3"]]
    }
    """#

    func expectError(_ json: String, line: Int, key: String, mentioning word: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try KeyboardLayout(json: json, file: "tiny.json")
            Issue.record("the layout loaded", sourceLocation: sourceLocation)
        } catch let TactileError.keyboardLayout(file, l, k, message) {
            #expect(file == "tiny.json", sourceLocation: sourceLocation)
            #expect(l == line, "line \(l): \(message)", sourceLocation: sourceLocation)
            #expect(k == key, "key \(k): \(message)", sourceLocation: sourceLocation)
            #expect(message.contains(word), "\(message)", sourceLocation: sourceLocation)
            let text = "\(TactileError.keyboardLayout(file: file, line: l, key: k, message: message))"
            #expect(text.contains("tiny.json") && text.contains("line \(l)") && text.contains(k), "\(text)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func theValidLayoutLoads() throws {
        let l = try KeyboardLayout(json: Self.valid, file: "tiny.json")
        #expect(l.name == "Tiny" && l.letters.count == 2 && l.letters[1][1].width == 4)
    }

    @Test func wrongTypesAreErrors() {
        expectError(Self.valid.replacingOccurrences(of: #""width": 4"#, with: #""width": "wide""#),
                    line: 4, key: "letters[1][1].width", mentioning: "number")
        expectError(Self.valid.replacingOccurrences(of: #""name": "Tiny""#, with: #""name": 5"#),
                    line: 2, key: "name", mentioning: "string")
        expectError(Self.valid.replacingOccurrences(of: #""width": 4"#, with: #""widht": 4"#),
                    line: 4, key: "letters[1][1].widht", mentioning: "unknown")
        expectError(Self.valid.replacingOccurrences(of: #""name": "Tiny","#, with: #""name": "Tiny", "colour": 1,"#),
                    line: 2, key: "colour", mentioning: "unknown")
        expectError(Self.valid.replacingOccurrences(of: #"["1", "2"], ["letters"]"#, with: #"["1", 2], ["letters"]"#),
                    line: 5, key: "symbols[0][1]", mentioning: "a number")
    }

    @Test func hugeRowsPagesAndLabelsAreRejectedQuickly() {
        let many = Array(repeating: "\"a\"", count: 100_000).joined(separator: ",")
        expectError(Self.valid.replacingOccurrences(of: #"[["a", "b"],"#, with: "[[\(many)],"),
                    line: 3, key: "letters[0]", mentioning: "keys")
        let long = String(repeating: "x", count: 1_000_000)
        expectError(Self.valid.replacingOccurrences(of: #"[["a", "b"],"#, with: #"[["a", "\#(long)"],"#),
                    line: 3, key: "letters[0][1]", mentioning: "characters")
        let rows = Array(repeating: "[\"a\"]", count: 500).joined(separator: ",")
        expectError(Self.valid.replacingOccurrences(of: #"[["1", "2"], ["letters"]]"#, with: "[\(rows)]"),
                    line: 5, key: "symbols", mentioning: "rows")
        let name = String(repeating: "n", count: 10_000)
        expectError(Self.valid.replacingOccurrences(of: #""name": "Tiny""#, with: #""name": "\#(name)""#),
                    line: 2, key: "name", mentioning: "characters")
    }

    @Test func aFileErrorNamesTheFile() throws {
        let path = TestOutput.path("keyboard/bad-layout.json")
        try Self.valid.replacingOccurrences(of: #""width": 4"#, with: #""width": "wide""#).write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try KeyboardLayout(contentsOfFile: path)
            Issue.record("the layout loaded")
        } catch let TactileError.keyboardLayout(file, line, key, _) {
            #expect(file == path && line == 4 && key == "letters[1][1].width")
        }
    }
}
