import CFuzzer
import KeyboardGeometry

#if canImport(Glibc)
    import Glibc
#endif

/// The notification text parser on any bytes: it must answer (a notification or a TextParseError), never trap.
let callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? NotificationTextParser.parse(text)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
