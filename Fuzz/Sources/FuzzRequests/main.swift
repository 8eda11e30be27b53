import CFuzzer
import KeyboardLayoutAPI

#if canImport(Glibc)
    import Glibc
#endif

/// Whole request bodies through the operations the routes call: JSON reading, validation, the rules, the
/// writer, as the routes and the CLI call them (policies, compare and streams included). Every input must give an answer or a problem, never a trap.
let callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    guard let data else { return 0 }
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    _ = Operations.adjustAnswer(body)
    _ = Operations.simulate(body, limits: Limits(maxEvents: 50, maxKeyframes: 2_000))
    _ = Operations.parse(body, input: .detect)
    _ = Operations.render(body)
    // Every policy side by side, with the reruns of the diagnoses; the streams of a scene; check.
    _ = Operations.compare(body, limits: Limits(maxEvents: 50, maxKeyframes: 2_000))
    _ = Operations.streams(body)
    _ = Operations.check(body, limits: Limits(maxEvents: 50, maxKeyframes: 2_000))
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
