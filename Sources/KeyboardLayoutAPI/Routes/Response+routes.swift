public import HTTPMessages
public import HTTPTypes
import ServiceJSON

/// The answers the routes give, each with its `Content-Type`.
extension Response {
    /// A JSON body; the same bytes `keyboard-layout adjust|parse` print.
    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        json(bytes: JSONWriter.write(value), status: status)
    }

    /// A JSON body already written.
    static func json(bytes: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        // The usual answer's head is one value shared by every answer: a copy is a retain, where a new head
        // allocated its status storage each time. It is sent as it is: the server's X-Request-Id is written by
        // the transport after its fields (`HTTPServer`'s `idField`), not appended to a copy of its list.
        if status == .ok { return Response(head: okJSONHead, body: bytes) }
        return Response(status: status, headerFields: [.contentType: "application/json"], body: bytes)
    }

    /// 200 with `Content-Type: application/json`.
    private static let okJSONHead = HTTPResponse(status: .ok, headerFields: [.contentType: "application/json"])

    /// An RFC 9457 problem document, with any extra header fields after its `Content-Type` (such as `Allow`
    /// on a 405).
    public static func problem(_ problem: Problem, headerFields: HTTPFields = [:]) -> Response {
        var fields: HTTPFields = [.contentType: "application/problem+json"]
        fields.append(contentsOf: headerFields)
        return Response(
            status: HTTPResponse.Status(code: problem.status), headerFields: fields,
            body: problem.bytes())
    }

    static func text(_ text: String, contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headerFields: [.contentType: contentType], body: Array(text.utf8))
    }
}
