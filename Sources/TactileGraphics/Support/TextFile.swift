#if canImport(Glibc)
import Glibc
#endif

/// Tactile's one file reader: reads a whole text file (theme, configuration, keyboard layout,
/// touch script, `/proc` files) as UTF-8, or throws ``TactileError/fileReadFailed(path:reason:)``
/// naming the path and what went wrong. Callers that report errors in their own terms
/// (``TactileError/theme(file:line:property:message:)`` …) pass the reason on.
package enum TextFile {
    /// Reads the file at `path`. A file larger than `maximumBytes` is an error (so a wrong
    /// path such as `/dev/zero` cannot exhaust memory).
    package static func read(_ path: String, maximumBytes: Int = 16 << 20) throws(TactileError) -> String {
        guard let f = fopen(path, "rb") else {
            throw TactileError.fileReadFailed(path: path, reason: "cannot open: \(String(cString: strerror(errno)))")
        }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n <= 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
            if bytes.count > maximumBytes {
                throw TactileError.fileReadFailed(path: path, reason: "larger than \(Self.describe(bytes: maximumBytes)); is it the right file?")
            }
        }
        if ferror(f) != 0 {
            throw TactileError.fileReadFailed(path: path, reason: "cannot read: \(String(cString: strerror(errno)))")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// "1 MB", "16 MB", or a count of bytes below a megabyte.
    private static func describe(bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}
