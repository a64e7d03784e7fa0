import Foundation
import TactilePort

// tactile-port [--in-place] FILE…: prints each file ported to Tactile (or rewrites it with
// --in-place) and lists on standard error every line left to port by hand, with the reason.
var inPlace = false
var files: [String] = []
for a in CommandLine.arguments.dropFirst() {
    if a == "--in-place" { inPlace = true } else if a == "-h" || a == "--help" {
        print("usage: tactile-port [--in-place] FILE.swift…")
        exit(0)
    } else { files.append(a) }
}
if files.isEmpty {
    FileHandle.standardError.write(Data("usage: tactile-port [--in-place] FILE.swift…\n".utf8))
    exit(2)
}
var failed = false
for path in files {
    guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("\(path): cannot read\n".utf8))
        failed = true
        continue
    }
    var result = port(text, fileName: path)
    if text.hasSuffix("\n") && !result.source.hasSuffix("\n") { result.source += "\n" }
    if inPlace {
        do { try result.source.write(toFile: path, atomically: true, encoding: .utf8) } catch {
            FileHandle.standardError.write(Data("\(path): cannot write (\(error))\n".utf8))
            failed = true
        }
    } else {
        print(result.source, terminator: "")
    }
    for n in result.notes { FileHandle.standardError.write(Data("\(n)\n".utf8)) }
}
exit(failed ? 1 : 0)
