/// An HTTP request as the daemon received it: the target split into path and query, the header
/// fields in the order they came, and the whole body.
public struct HTTPRequest: Sendable {
    /// The method as sent, such as `GET` or `POST`.
    public var method: String
    /// The path of the request target as sent (still percent-encoded), without the query.
    public var path: String
    /// The query after `?` as sent (still percent-encoded), or `nil` when the target has none.
    public var query: String?
    /// The header fields in the order they came; a name may repeat.
    public var headers: [(name: String, value: String)]
    /// The body bytes (empty when there is none).
    public var body: [UInt8]

    /// Makes a request, for the daemon and for clients that call the routes without a socket.
    public init(
        method: String,
        path: String,
        query: String? = nil,
        headers: [(name: String, value: String)] = [],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The value of the first header field called `name`, compared without regard to ASCII case.
    public func header(_ name: String) -> String? {
        headers.first { asciiCaseInsensitiveEquals($0.name, name) }?.value
    }

    /// The path followed by `?query` when there is a query: the request target.
    public var target: String {
        guard let query else { return path }
        return path + "?" + query
    }
}

/// Header names are ASCII tokens (RFC 9110, section 5.1); comparing bytes with ASCII case
/// folding avoids Unicode-aware lowercasing on every lookup.
func asciiCaseInsensitiveEquals(_ a: String, _ b: String) -> Bool {
    var left = a.utf8.makeIterator()
    var right = b.utf8.makeIterator()
    while true {
        switch (left.next(), right.next()) {
        case (nil, nil):
            return true
        case let (x?, y?):
            if x != y && asciiLowercased(x) != asciiLowercased(y) { return false }
        default:
            return false
        }
    }
}

@inline(__always)
func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
}
