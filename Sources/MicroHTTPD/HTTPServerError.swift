/// Why the server could not start.
///
/// A struct over a private enum, so cases can be added without breaking callers.
public struct HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible {
    private enum Kind: Sendable, Equatable {
        case invalidHost(String)
        case invalidConfiguration(String)
        case bindFailed(host: String, port: Int, reason: String)
        case startFailed(reason: String)
        case alreadyRunning
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// `host` is not an address the server can listen on.
    public static func invalidHost(_ host: String) -> HTTPServerError { .init(.invalidHost(host)) }
    /// A configuration value is out of range.
    public static func invalidConfiguration(_ problem: String) -> HTTPServerError {
        .init(.invalidConfiguration(problem))
    }
    /// The address could not be bound (in use, or not this machine's).
    public static func bindFailed(host: String, port: Int, reason: String) -> HTTPServerError {
        .init(.bindFailed(host: host, port: port, reason: reason))
    }
    /// libmicrohttpd did not start for another reason.
    public static func startFailed(reason: String) -> HTTPServerError { .init(.startFailed(reason: reason)) }
    /// `start()` was called on a running server.
    public static var alreadyRunning: HTTPServerError { .init(.alreadyRunning) }

    /// Whether this is a bind failure, whatever the address and reason.
    public var isBindFailure: Bool {
        if case .bindFailed = kind { return true }
        return false
    }

    /// One line saying what failed, with the host, port or reason it concerns; the CLI logs it when
    /// `serve` cannot start.
    public var description: String {
        switch kind {
        case .invalidHost(let host):
            return "invalid host \"\(host)\": expected an IPv4 or IPv6 address or \"localhost\""
        case .invalidConfiguration(let problem):
            return "invalid server configuration: \(problem)"
        case .bindFailed(let host, let port, let reason):
            return "cannot listen on \(host):\(port): \(reason)"
        case .startFailed(let reason):
            return "the HTTP daemon did not start: \(reason)"
        case .alreadyRunning:
            return "the HTTP server is already running"
        }
    }
}
