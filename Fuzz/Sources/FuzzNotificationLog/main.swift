import CFuzzer
import KeyboardGeometry

#if canImport(Glibc)
    import Glibc
#endif

/// A scene to replay on: an iPhone 15's window, a root view holding a field, a bar riding the keyboard.
let scene = Scene(
    screen: Screen(bounds: Rect(x: 0, y: 0, width: 393, height: 852)),
    window: Window(frame: Rect(x: 0, y: 0, width: 393, height: 852)),
    views: [
        SceneView(id: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852)),
        SceneView(id: "bar", parent: "root", frame: Rect(x: 0, y: 774, width: 393, height: 44)),
    ],
    behaviors: [.attachToKeyboard(.init(view: "bar"))])

/// The log reader and the replay on any bytes: they must answer (events, unread lines), never trap.
let callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = { data, size in
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let log = NotificationLog.read(text)
    _ = Replay.build(log, scene: scene)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
