/// A request as the routes see it: method, path, query, header fields and body bytes. The HTTP server,
/// and the in-process test client without any socket, both hand requests to the routes in this form.
public struct ServiceRequest: Sendable {
    public var method: String
    /// The path of the request target, without the query.
    public var path: String
    public var query: String?
    /// Header fields in the order they came; a name may repeat.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(
        method: String, path: String, query: String? = nil, headers: [(name: String, value: String)] = [],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The first header field called `name`, compared without regard to ASCII case (RFC 9110, 5.1).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.isSameFieldName(as: name) }?.value
    }
}
