import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Ends the current test as skipped, with the reason: `Test.cancel` where Swift Testing has it
/// (Swift 6.3); with an older Swift Testing (Debian trixie's Swift 6.0) it prints the reason
/// on standard error and returns, and the caller returns at once (the test then passes).
func skipTest(_ reason: String) throws {
    #if compiler(>=6.3)
    try Test.cancel(Comment(rawValue: reason))
    #else
    let line = "skipped: \(reason)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    #endif
}
