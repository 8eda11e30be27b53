/// An HTTP response to send: status, header fields in order, and the whole body.
///
/// The daemon computes `Content-Length` itself; a `Content-Length` field given here is ignored.
public struct HTTPResponse: Sendable {
    /// The status code, 100 to 999.
    public var status: Int
    /// The header fields in the order they are to be sent.
    public var headers: [(name: String, value: String)]
    /// The body bytes.
    public var body: [UInt8]

    /// Makes a response.
    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the first header field called `name`, compared without regard to ASCII case.
    public func header(_ name: String) -> String? {
        headers.first { asciiCaseInsensitiveEquals($0.name, name) }?.value
    }

    /// The plain RFC 9457 problem document sent for a body over the limit when the server is
    /// given no `tooLarge` closure of its own.
    public static func contentTooLarge(limit: Int) -> HTTPResponse {
        let body = """
            {"type":"about:blank","title":"Content Too Large","status":413,\
            "detail":"The request body is larger than the limit of \(limit) bytes."}
            """
        return HTTPResponse(
            status: 413,
            headers: [(name: "Content-Type", value: "application/problem+json")],
            body: Array(body.utf8)
        )
    }

    /// A plain problem document for an internal failure of the daemon wrapper (not of a route).
    static func internalError(_ detail: String) -> HTTPResponse {
        let body = """
            {"type":"about:blank","title":"Internal Server Error","status":500,"detail":"\(detail)"}
            """
        return HTTPResponse(
            status: 500,
            headers: [(name: "Content-Type", value: "application/problem+json")],
            body: Array(body.utf8)
        )
    }
}
