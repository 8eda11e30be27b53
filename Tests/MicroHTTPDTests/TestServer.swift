import HTTPMessages
import HTTPTypes
import Logging
import MicroHTTPD
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A logger that drops everything, so twenty starts and stops do not fill the test output.
let quietLogger = Logger(label: "MicroHTTPDTests") { _ in SwiftLogNoOpLogHandler() }

/// The suite every server test belongs to. Serialized, so the tests that count connections,
/// threads and file descriptors, or time a stall, do not see each other's.
@Suite(.serialized) struct MicroHTTPDTests {}

/// A value shared between test threads and handlers.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    init(_ value: Value) { mutex = Mutex(value) }
    func withLock<T>(_ body: (inout Value) -> T) -> T { mutex.withLock { body(&$0) } }
    var value: Value { mutex.withLock { $0 } }
}

/// Counts the requests a handler saw.
final class CallCounter: Sendable {
    private let count = Locked(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.value }
}

/// The fields the tests name. `xTest` is spelled in lower case: the clients send `X-Test` and `x-TEST`,
/// and a lookup ignores the case.
extension HTTPField.Name {
    static let xTest = Self("x-test")!
    static let echoMethod = Self("X-Echo-Method")!
    static let echoPath = Self("X-Echo-Path")!
    static let echoQuery = Self("X-Echo-Query")!
    static let echoTest = Self("X-Echo-Test")!
    static let echoHeaderCount = Self("X-Echo-Header-Count")!
}

/// Answers with what it received: the body as the body, the rest in X-Echo-* headers.
func echo(_ request: Request) -> Response {
    Response(
        status: .ok,
        headerFields: [
            .contentType: "application/octet-stream",
            .echoMethod: request.method.rawValue,
            .echoPath: request.path,
            .echoQuery: request.query ?? "<none>",
            .echoTest: request.headers[.xTest] ?? "<none>",
            .echoHeaderCount: "\(request.headers.count)",
        ],
        body: request.body
    )
}

/// The 413 of the tests' servers (MicroHTTPD writes none of its own): a problem document that names
/// the limit.
func contentTooLarge(limit: Int) -> @Sendable (Request) -> Response {
    { _ in
        let body = """
            {"type":"about:blank","title":"Content Too Large","status":413,\
            "detail":"The request body is larger than the limit of \(limit) bytes."}
            """
        return Response(
            status: .contentTooLarge, headerFields: [.contentType: "application/problem+json"], body: Array(body.utf8))
    }
}

/// Runs `body` with a server on 127.0.0.1 and a port the system picks, and stops the server
/// whether `body` returns or throws.
@discardableResult
func withServer<T>(
    _ configuration: ServerConfiguration = ServerConfiguration(),
    tooLarge: (@Sendable (Request) -> Response)? = nil,
    handler: @escaping @Sendable (Request) -> Response = echo,
    _ body: (HTTPServer) throws -> T
) throws -> T {
    var configuration = configuration
    configuration.host = "127.0.0.1"
    configuration.port = 0
    let server = HTTPServer(
        configuration: configuration, logger: quietLogger,
        tooLarge: tooLarge ?? contentTooLarge(limit: configuration.maxBodyBytes), handler: handler)
    try server.start()
    defer { server.stop() }
    return try body(server)
}

/// Waits up to `seconds` for `condition`, checking every millisecond.
func eventually(within seconds: Double = 2, _ condition: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(seconds * 1000))
    while clock.now < deadline {
        if condition() { return true }
        usleepMilliseconds(1)
    }
    return condition()
}

func usleepMilliseconds(_ ms: Int) {
    _ = usleep(UInt32(ms * 1000))
}
