import CFuzzer
import KeyboardGeometry

#if canImport(Glibc)
    import Glibc
#endif

/// The strings iOS prints for rects and points (`"NSRect: {{0, 516}, {393, 336}}"`), on any bytes.
let callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? Rect(printed: text)
    _ = try? Point(printed: text)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
