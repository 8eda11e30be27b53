import CFuzzer
import KeyboardGeometry

#if canImport(Glibc)
    import Glibc
#endif

/// The view-dump reader (docs/scene-from-dump.md) on any bytes, with a small scene limit so that the pruning runs
/// too: it must answer (a scene and its snapshot verdict, or a DumpError), never trap.
let callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for hints in [DumpHints(maxViews: 8), DumpHints(device: "iPhone 15", dockedKeyboard: true, maxViews: 256)] {
        if let dump = try? SceneFromDump.read(text, hints: hints) { _ = SnapshotVerdict.findings(dump) }
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
