import CFuzzer
@_spi(Testing) import KeyboardLayoutAPI

#if canImport(Glibc)
    import Glibc
#endif

/// Whole request bodies through the operations the routes call: JSON reading, validation, the rules, the
/// writer. Every input must give an answer or a problem, never a trap; and where the direct adjust decoder
/// decodes a body, the validating reader must read the same request (a difference aborts, as a crash).
let callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    guard let data else { return 0 }
    let body = Array(UnsafeBufferPointer(start: data, count: size))
    _ = Operations.adjustAnswer(body)
    if !Operations.decodersAgree(body) { abort() }
    _ = Operations.simulate(body, limits: Limits(maxEvents: 50, maxKeyframes: 2_000))
    _ = Operations.parse(body, input: .detect)
    _ = Operations.render(body)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
