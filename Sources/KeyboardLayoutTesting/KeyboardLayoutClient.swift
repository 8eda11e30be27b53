public import HTTPMessages
import HTTPTypes
public import KeyboardLayoutAPI
import KeyboardLayoutServer
import Logging
public import MicroHTTPD
public import MicroHTTPDTesting

/// A client of the service with two transports, so one test runs against both:
///
/// - `.inProcess`: hands the request to `KeyboardLayoutService.respond` directly, with no socket;
/// - `.live`: starts the real server (libmicrohttpd) on 127.0.0.1 and a port the system picks, and sends
///   the request over HTTP/1.1.
///
/// A 413 and a 503 for the body budget are the answers that differ in path: live, the server gives them before
/// reading the body whole; in process, the client applies the same limit, and the same budget (a body larger than the
/// whole `bodyMemoryBudgetBytes` never fits), to the body it was handed. The compute pool's 503 (a full queue) needs
/// requests in flight at once, and is tested live only.
public final class KeyboardLayoutClient: Sendable {
    /// How a request reaches the service: in process, or over HTTP to a live server.
    public enum Transport: String, Sendable, CaseIterable, CustomStringConvertible {
        case inProcess
        case live
        /// The case's name, as it appears in test names.
        public var description: String { rawValue }
    }

    /// The transport this client sends every request over.
    public let transport: Transport
    /// The service the requests are answered by (the live server serves this same instance).
    public let service: KeyboardLayoutService
    private let server: KeyboardLayoutHTTPServer?
    /// The configuration's body budget, applied in process as the live server applies it to one request alone.
    private let bodyMemoryBudgetBytes: Int

    /// Runs `body` with a client: `.live` starts a server on 127.0.0.1 (an ephemeral port) first and stops it when
    /// `body` returns or throws, so no server outlives the scope it was made in (none waits for a `deinit`).
    public static func with<Result>(
        _ transport: Transport, limits: Limits = Limits(),
        configuration: ServerConfiguration = ServerConfiguration(threads: 2),
        _ body: (KeyboardLayoutClient) throws -> Result
    ) throws -> Result {
        let client = try KeyboardLayoutClient(transport, limits: limits, configuration: configuration)
        defer { client.server?.stop() }
        return try body(client)
    }

    /// Makes a client; `.live` starts a server, which `with` stops at the end of its body.
    init(
        _ transport: Transport, limits: Limits = Limits(),
        configuration: ServerConfiguration = ServerConfiguration(threads: 2)
    ) throws(HTTPServerError) {
        self.transport = transport
        service = KeyboardLayoutService(limits: limits)
        bodyMemoryBudgetBytes = configuration.bodyMemoryBudgetBytes
        switch transport {
        case .inProcess:
            server = nil
        case .live:
            var configuration = configuration
            configuration.host = "127.0.0.1"
            configuration.port = 0
            let logger = Logger(label: "KeyboardLayoutTesting") { _ in SwiftLogNoOpLogHandler() }
            let server = KeyboardLayoutHTTPServer(
                service: service, configuration: configuration, logger: logger, accessLog: false)
            try server.start()
            self.server = server
        }
    }

    /// The live server's port; nil in process.
    public var port: Int? { server?.port }

    /// Sends one request and returns the answer (recorded when CI asks, see `ResponseRecorder`).
    public func send(_ request: Request) throws(HTTPClientError) -> Response {
        let response = try answer(request)
        ResponseRecorder.record(request, response)
        return response
    }

    private func answer(_ request: Request) throws(HTTPClientError) -> Response {
        guard let server else {
            if request.body.count > service.maxBodyBytes(forPath: request.path) {
                return service.contentTooLarge(request)
            }
            if bodyMemoryBudgetBytes > 0 && request.body.count > bodyMemoryBudgetBytes {
                let reason = ShedReason.bodyBudget
                return service.unavailable(request, reason: reason.rawValue, detail: reason.detail)
            }
            return service.respond(to: request)
        }
        return try LoopbackHTTPClient.send(request, port: server.port)
    }

    /// `GET target`.
    public func get(_ target: String) throws(HTTPClientError) -> Response {
        try send(Request(method: .get, target: target))
    }

    /// `POST target` with `body`, and a `Content-Type` field unless `contentType` is nil.
    public func post(_ target: String, contentType: String? = "application/json", body: [UInt8])
        throws(HTTPClientError) -> Response
    {
        let fields: HTTPFields = contentType.map { [.contentType: $0] } ?? [:]
        return try send(Request(method: .post, target: target, headerFields: fields, body: body))
    }

    /// `POST target` with the UTF-8 of `body`.
    public func post(_ target: String, contentType: String? = "application/json", body: String)
        throws(HTTPClientError) -> Response
    {
        try post(target, contentType: contentType, body: Array(body.utf8))
    }
}
