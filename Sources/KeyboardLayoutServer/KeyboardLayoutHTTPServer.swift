import HTTPMessages
import HTTPTypes
public import KeyboardLayoutAPI
public import Logging
public import MicroHTTPD

/// The service's routes on a libmicrohttpd server: each request goes to `KeyboardLayoutService.respond`,
/// a body over the limit to its 413, and one log line a request says method, path, status, duration and
/// request id.
///
/// `X-Request-Id` belongs to this layer, not to the routes: the request's own id when it is usable
/// (`RequestID.accept`), else a new one, is added to every answer and written in the access log.
public final class KeyboardLayoutHTTPServer: Sendable {
    /// The routes that answer each request, and the 413 for a body over the limit (`contentTooLarge`).
    public let service: KeyboardLayoutService
    /// The libmicrohttpd server underneath, configured with the service's body limits; `start`, `port`,
    /// `drain` and `stop` act on it.
    public let server: HTTPServer

    /// - Parameters:
    ///   - configuration: where to listen and the connection limits; its `maxBodyBytes` is replaced by the
    ///     service's `limits.maxBodyBytes`, so the two cannot disagree.
    ///   - accessLog: whether to log every request (at `.info`); the tests turn it off.
    public init(
        service: KeyboardLayoutService, configuration: ServerConfiguration, logger: Logger, accessLog: Bool = true
    ) {
        self.service = service
        var configuration = configuration
        configuration.maxBodyBytes = service.limits.maxBodyBytes
        configuration.maxBodyBytesByPath = service.bodyLimitsByPath
        configuration.knownPaths = service.paths
        let log = accessLog ? AccessLog(logger: logger) : nil
        server = HTTPServer(
            configuration: configuration, logger: logger, idField: RequestID.headerName,
            tooLarge: Self.traced(log: log) { request in service.contentTooLarge(request) },
            unavailable: { request, reason in
                Self.traced(log: log) { request in
                    service.unavailable(request, reason: reason.rawValue, detail: reason.detail)
                }(request)
            },
            handler: Self.traced(log: log) { request in service.respond(to: request) })
    }

    /// `answer` with the request's id (`RequestID.identifier`), which the server sends as `X-Request-Id` after
    /// the response's own fields, and the exchange written in the access log, when there is one: what every
    /// request gets, routed or refused as too large. The id is handed to the transport as a value, not appended
    /// to the response's fields: the usual answer's head is shared (`Response.json`), and appending copied its
    /// list; a made id stays a number until its digits are written into the header and the log line.
    private static func traced(
        log: AccessLog?, _ answer: @escaping @Sendable (Request) -> Response
    ) -> @Sendable (Request) -> (Response, RequestIdentifier) {
        { request in
            let start = ContinuousClock.now
            let requestID = RequestID.identifier(of: request.headers)
            let response = answer(request)
            log?.record(request, response, requestID: requestID, since: start)
            return (response, requestID)
        }
    }

    /// Binds and starts serving.
    public func start() throws(HTTPServerError) { try server.start() }

    /// The bound port (the chosen one when the configuration said 0).
    public var port: Int { server.port }

    /// A graceful stop: `/readyz` turns 503 and no new connection is accepted; every answer from then on closes
    /// its connection (`Connection: close`), so keep-alive clients send their next request elsewhere. The drain
    /// waits, up to `grace`, for the requests in flight to finish and for the clients to close their connections
    /// (an idle client that sends nothing more is closed at the end), then closes what is left. Returns whether
    /// every request finished and every connection closed in time.
    @discardableResult
    public func drain(grace: Duration) async -> Bool {
        service.beginDraining()
        server.quiesce()
        // A keep-alive client that just had an answer sends its next request within a moment, and that answer
        // tells it to close: up to a second (half the grace at most) is given for that before the connections left
        // idle are closed, so that few requests meet a closing connection. Each wait ends the moment the last
        // request and connection are done (the server wakes it; nothing polls).
        let settle = min(grace / 2, .seconds(1))
        var finished = await server.waitUntilIdle(for: settle)
        if !finished {
            server.closeIdleConnections()
            finished = await server.waitUntilIdle(for: grace - settle)
        }
        server.stop()
        return finished
    }

    /// Stops at once, closing every connection.
    public func stop() { server.stop() }
}
