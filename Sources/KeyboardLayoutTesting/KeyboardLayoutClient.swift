public import KeyboardLayoutAPI
public import KeyboardLayoutServer
import Logging
public import MicroHTTPD

/// A client of the service with two transports, so one test runs against both:
///
/// - `.inProcess`: hands the request to `KeyboardLayoutService.respond` directly, with no socket;
/// - `.live`: starts the real server (libmicrohttpd) on 127.0.0.1 and a port the system picks, and sends
///   the request over HTTP/1.1.
///
/// A 413 is the one answer that differs in path: live, the server gives it before reading the body whole;
/// in process, the client applies the same limit to the body it was handed.
public final class KeyboardLayoutClient: Sendable {
    public enum Transport: String, Sendable, CaseIterable, CustomStringConvertible {
        case inProcess
        case live
        public var description: String { rawValue }
    }

    public let transport: Transport
    public let service: KeyboardLayoutService
    private let server: KeyboardLayoutHTTPServer?

    /// Makes a client; `.live` starts a server, which `close()` (or the client's end) stops.
    public init(
        _ transport: Transport, settings: ServiceSettings = ServiceSettings(),
        configuration: ServerConfiguration = ServerConfiguration(threads: 2)
    ) throws(HTTPServerError) {
        self.transport = transport
        service = KeyboardLayoutService(settings: settings)
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

    deinit { server?.stop() }

    /// The live server's port; nil in process.
    public var port: Int? { server?.port }

    /// The live server, for tests that drain or stop it; nil in process.
    public var liveServer: KeyboardLayoutHTTPServer? { server }

    public func close() { server?.stop() }

    /// Sends one request and returns the answer (recorded when CI asks, see `ResponseRecorder`).
    public func send(_ request: ServiceRequest) throws(HTTPClientError) -> ServiceResponse {
        let response = try answer(request)
        ResponseRecorder.record(request, response)
        return response
    }

    private func answer(_ request: ServiceRequest) throws(HTTPClientError) -> ServiceResponse {
        guard let server else {
            if request.body.count > service.settings.limits.maxBodyBytes {
                return service.contentTooLarge(request)
            }
            return service.respond(to: request)
        }
        let http = HTTPRequest(
            method: request.method, path: request.path, query: request.query, headers: request.headers,
            body: request.body)
        let response = try LoopbackHTTPClient.send(http, port: server.port)
        return ServiceResponse(status: response.status, headers: response.headers, body: response.body)
    }

    public func get(_ path: String) throws(HTTPClientError) -> ServiceResponse {
        try send(ServiceRequest(method: "GET", path: path))
    }

    public func post(_ path: String, contentType: String? = "application/json", body: [UInt8])
        throws(HTTPClientError) -> ServiceResponse
    {
        let headers = contentType.map { [(name: "Content-Type", value: $0)] } ?? []
        return try send(ServiceRequest(method: "POST", path: path, headers: headers, body: body))
    }

    public func post(_ path: String, contentType: String? = "application/json", body: String)
        throws(HTTPClientError) -> ServiceResponse
    {
        try post(path, contentType: contentType, body: Array(body.utf8))
    }
}
