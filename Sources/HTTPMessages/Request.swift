public import HTTPTypes

/// A whole HTTP request: the head as swift-http-types has it (method, target, header fields) and the body,
/// read whole. What the daemon hands to its handler, what the routes answer, and what the test clients send.
public struct Request: Sendable {
    /// Method, scheme, authority (the `Host` field of HTTP/1.1), the target in `path`, and the header fields.
    public var head: HTTPRequest
    /// The body bytes (empty when there is none).
    public var body: [UInt8]

    /// Makes a request from its head and body.
    public init(head: HTTPRequest, body: [UInt8] = []) {
        self.head = head
        self.body = body
    }

    /// Makes a request for `target` (a path, with `?query` when there is one), as a client or a test writes it.
    public init(method: HTTPRequest.Method, target: String, headerFields: HTTPFields = [:], body: [UInt8] = []) {
        self.init(
            head: HTTPRequest(method: method, scheme: nil, authority: nil, path: target, headerFields: headerFields),
            body: body)
    }

    /// The method.
    public var method: HTTPRequest.Method { head.method }

    /// The header fields in the order they came; a name may repeat, and names compare without regard to case.
    public var headers: HTTPFields {
        get { head.headerFields }
        _modify { yield &head.headerFields }
    }

    /// The path of the target without its query, still percent-encoded (`head.path` is the whole target).
    public var path: String {
        guard let target = head.path else { return "" }
        guard let mark = target.utf8.firstIndex(of: UInt8(ascii: "?")) else { return target }
        return String(target[..<mark])
    }

    /// The query after the first `?` of the target, still percent-encoded; nil when the target has no `?`.
    public var query: String? {
        guard let target = head.path, let mark = target.utf8.firstIndex(of: UInt8(ascii: "?")) else { return nil }
        return String(target[target.index(after: mark)...])
    }
}
