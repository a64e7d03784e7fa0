import Foundation

/// The one folder a test run writes its files into: pictures looked at by hand, scratch files,
/// failed snapshots' actual and diff images.
///
/// Made once per process, fresh and unique, under the temporary folder (`TMPDIR`), and
/// announced on standard error the first time it is used, so a failure's files are easy to
/// find. Tests never write to fixed paths such as `/tmp/name.png`: on a machine that never ran
/// them the folders are missing, and two runs would overwrite each other.
///
/// ```swift
/// try harness.render().writePNG(to: TestOutput.path("lists/delete-mid.png"))
/// ```
public enum TestOutput {
    /// The run's folder, created on first use (`$TMPDIR/tactile-tests-XXXXXX`).
    public static var directory: String { folder.path }

    /// A path inside the run's folder; folders named in `name` are created.
    /// - Parameter name: a relative path such as `"zoom/bounce-mid.png"`.
    public static func path(_ name: String) -> String {
        let url = URL(fileURLWithPath: folder.path, isDirectory: true).appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return url.path
    }

    private static let folder: Folder = Folder()

    /// Created once, on first use, from any thread (a `static let` is initialised once).
    private final class Folder: Sendable {
        let path: String
        init() {
            let base = NSTemporaryDirectory()
            var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array("tactile-tests-XXXXXX".utf8CString)
            let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
                guard let base = buffer.baseAddress, let p = mkdtemp(base) else { return nil }
                return String(cString: p)
            }
            if let made {
                path = made
            } else {
                // The temporary folder is not writable: fall back to one named by the process,
                // created with its parents (writing will report its own error if that fails too).
                path = (base as NSString).appendingPathComponent("tactile-tests-\(getpid())")
                try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            }
            FileHandle.standardError.write(Data("tactile tests: files of this run are in \(path)\n".utf8))
        }
    }
}
