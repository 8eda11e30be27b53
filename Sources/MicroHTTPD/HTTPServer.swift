public import HTTPMessages
public import HTTPTypes
public import Logging

/// An HTTP/1.1 server on libmicrohttpd that hands each whole request to a handler.
///
/// The handler runs on the daemon's threads, one request at a time per thread; it must not
/// block for long. Bodies over `maxBodyBytes` never reach it: `tooLarge` answers them. The
/// server writes no answer document of its own but for its own failures (a method that is not a
/// token, a response it cannot send), so the service's 413 is the only one there is.
public final class HTTPServer: Sendable {
    /// The configuration the server was made with.
    public let configuration: ServerConfiguration
    private let daemon: Daemon

    /// Makes a server; nothing listens until `start()`.
    ///
    /// - Parameters:
    ///   - logger: receives the start and stop events and libmicrohttpd's own error messages.
    ///   - tooLarge: makes the 413 answer for a body over `maxBodyBytes`, from the request
    ///     without its body.
    ///   - handler: answers every other request.
    public init(
        configuration: ServerConfiguration = ServerConfiguration(),
        logger: Logger = Logger(label: "MicroHTTPD"),
        tooLarge: @escaping @Sendable (Request) -> Response,
        unavailable: @escaping @Sendable (Request, ShedReason) -> Response = HTTPServer.serviceUnavailable,
        handler: @escaping @Sendable (Request) -> Response
    ) {
        self.configuration = configuration
        daemon = Daemon(
            configuration: configuration, logger: logger, idField: nil, tooLarge: { (tooLarge($0), nil) },
            unavailable: { (unavailable($0, $1), nil) }, handler: { (handler($0), nil) })
    }

    /// Makes a server whose every answer from `tooLarge` or `handler` carries the request's id, which each
    /// returns with its response, in a header field of the transport's own: `idField`, sent after the response's
    /// own fields (as if appended to them last).
    ///
    /// The transport writes the field from the id itself (a made id's 16 digits on the stack), so a response
    /// whose field list is shared (a usual head kept in a constant) is sent as it is, with no copy of its list
    /// made to append the id, and no String made for the id. An answer the daemon gives in place of a response
    /// it cannot send (a 500) carries no id, as such an answer never did.
    public init(
        configuration: ServerConfiguration = ServerConfiguration(),
        logger: Logger = Logger(label: "MicroHTTPD"),
        idField: HTTPField.Name,
        tooLarge: @escaping @Sendable (Request) -> (Response, RequestIdentifier),
        unavailable: @escaping @Sendable (Request, ShedReason) -> (Response, RequestIdentifier),
        handler: @escaping @Sendable (Request) -> (Response, RequestIdentifier)
    ) {
        self.configuration = configuration
        daemon = Daemon(
            configuration: configuration, logger: logger, idField: idField.rawName,
            tooLarge: { tooLarge($0) }, unavailable: { unavailable($0, $1) }, handler: { handler($0) })
    }

    /// The transport's own 503 for a request it sheds (`ShedReason`), when the server is made without one: a
    /// problem document with `Retry-After: 1`.
    @Sendable public static func serviceUnavailable(_ request: Request, _ reason: ShedReason) -> Response {
        var response = Response.daemonProblem(.serviceUnavailable, detail: reason.detail)
        response.headers[.retryAfter] = "1"
        return response
    }

    deinit {
        daemon.stop()
    }

    /// Binds the address and starts the daemon's threads.
    public func start() throws(HTTPServerError) {
        try daemon.start()
    }

    /// The port the server is bound to (the one chosen when the configuration says 0);
    /// 0 before the first start.
    public var port: Int { daemon.port }

    /// Whether the daemon runs (started and not stopped).
    public var isRunning: Bool { daemon.isRunning }

    /// Stops accepting connections (new ones are refused) while open connections are served on.
    /// For a graceful shutdown: quiesce, wait for `inFlight` to reach 0, then stop.
    public func quiesce() {
        daemon.quiesce()
    }

    /// For a drain, after `quiesce`: returns true as soon as no request is in flight and no connection is open (the
    /// last to end wakes it: nothing polls), false when `duration` passes first.
    public func waitUntilIdle(for duration: Duration) async -> Bool {
        let daemon = self.daemon
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await daemon.waitUntilIdle()
                return !Task.isCancelled
            }
            group.addTask {
                try? await Task.sleep(for: duration)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    /// Closes every connection, stops the daemon's threads and releases the handler.
    /// Safe to call more than once; a stopped server may be started again.
    public func stop() {
        daemon.stop()
    }

    /// Requests received (at least their headers) and not yet completely answered.
    public var inFlight: Int { daemon.inFlight }

    /// Connections the daemon holds open, idle keep-alive ones included.
    public var connections: Int { daemon.connections }

    /// For a drain: closes the connections with no request in progress (their clients see the close and send
    /// elsewhere); returns how many. A connection whose request's head has arrived is left to finish.
    @discardableResult
    public func closeIdleConnections() -> Int { daemon.closeIdleConnections() }

    /// Heavy requests waiting for a compute thread and being computed now (0 and 0 without a pool).
    public var computeLoad: (waiting: Int, running: Int) { daemon.pool?.load ?? (0, 0) }

    /// The bytes of request bodies in flight, reserved from the body budget.
    public var bodyBytesInFlight: Int { daemon.budget.reserved }

    /// Handlers' answers lent to libmicrohttpd (sent from where they are, not copied) that the library has not
    /// yet let go of: it does when the last byte is sent, or the connection closes, or the daemon stops. 0 on
    /// an idle or stopped server; the tests of the lent answers' lifetime read it.
    package var lentAnswers: Int { daemon.lentAnswers }
}
