public import HTTPTypes

/// A whole HTTP response: the head as swift-http-types has it (status, header fields) and the body.
///
/// The transport frames the body itself: a `Content-Length` field here is not sent.
public struct Response: Sendable {
    /// The status and the header fields, in the order they are to be sent.
    public var head: HTTPResponse
    /// The body bytes.
    public var body: [UInt8]

    /// Makes a response from its head and body.
    public init(head: HTTPResponse, body: [UInt8] = []) {
        self.head = head
        self.body = body
    }

    /// Makes a response from a status, header fields and a body.
    public init(status: HTTPResponse.Status, headerFields: HTTPFields = [:], body: [UInt8] = []) {
        self.init(head: HTTPResponse(status: status, headerFields: headerFields), body: body)
    }

    /// The status.
    public var status: HTTPResponse.Status {
        get { head.status }
        set { head.status = newValue }
    }

    /// The header fields in order; names compare without regard to case. Changed in place (`_modify`): with a
    /// setter, `response.headers.append(...)` copied the whole list first, as the head still held it.
    public var headers: HTTPFields {
        get { head.headerFields }
        _modify { yield &head.headerFields }
    }
}
