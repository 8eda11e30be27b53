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
        // Room for the fields the server adds (X-Request-Id): a literal's list is exactly full, and adding one
        // more had the list copied into a larger one on every answer.
        var fields = HTTPFields()
        fields.reserveCapacity(4)
        fields.append(HTTPField(name: .contentType, value: "application/json"))
        return Response(status: status, headerFields: fields, body: bytes)
    }

    /// An RFC 9457 problem document, with any extra header fields after its `Content-Type` (such as `Allow`
    /// on a 405).
    public static func problem(_ problem: Problem, headerFields: HTTPFields = [:]) -> Response {
        var fields: HTTPFields = [.contentType: "application/problem+json"]
        fields.append(contentsOf: headerFields)
        return Response(
            status: HTTPResponse.Status(code: problem.status), headerFields: fields,
            body: JSONWriter.write(problem.json))
    }

    static func text(_ text: String, contentType: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headerFields: [.contentType: contentType], body: Array(text.utf8))
    }
}
