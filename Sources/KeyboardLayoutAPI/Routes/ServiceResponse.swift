/// A route's answer: status, header fields in order, body bytes.
public struct ServiceResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The first header field called `name`, compared without regard to ASCII case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.isSameFieldName(as: name) }?.value
    }

    /// A JSON body; the same bytes `keyboard-layout adjust|parse` print.
    static func json(_ value: JSONValue, status: Int = 200) -> ServiceResponse {
        json(bytes: JSONWriter.write(value), status: status)
    }

    /// A JSON body already written.
    static func json(bytes: [UInt8], status: Int = 200) -> ServiceResponse {
        ServiceResponse(status: status, headers: [("Content-Type", "application/json")], body: bytes)
    }

    /// An RFC 9457 problem document, with any extra header fields (such as `Allow` on a 405).
    public static func problem(_ problem: Problem, headers: [(name: String, value: String)] = []) -> ServiceResponse {
        ServiceResponse(
            status: problem.status, headers: [("Content-Type", "application/problem+json")] + headers,
            body: JSONWriter.write(problem.json))
    }

    static func text(_ text: String, contentType: String, status: Int = 200) -> ServiceResponse {
        ServiceResponse(status: status, headers: [("Content-Type", contentType)], body: Array(text.utf8))
    }
}
