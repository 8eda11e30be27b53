public import KeyboardGeometry
import ServiceJSON

/// An RFC 9457 problem: what the service answers for input it cannot use, over HTTP and from the CLI alike.
public struct Problem: Error, Hashable, Sendable {
    /// The HTTP status code of the answer, repeated in its `status` member.
    public var status: Int
    /// A stable path naming the kind of problem (`/problems/invalid-request`), for clients to compare.
    public var type: String
    /// A short summary of the kind of problem (`Invalid request`), the same for every instance.
    public var title: String
    /// What went wrong in this request, for people; may be reworded.
    public var detail: String
    /// Each problem found (400 and 422), with its pointer and, in text, its line and column.
    public var errors: [FieldError]

    /// A problem with the members given; no field errors unless given.
    public init(status: Int, type: String, title: String, detail: String, errors: [FieldError] = []) {
        self.status = status
        self.type = type
        self.title = title
        self.detail = detail
        self.errors = errors
    }

    /// 400: the body is not JSON; the error says where.
    public static func malformedJSON(_ error: JSONSyntaxError) -> Problem {
        Problem(
            status: 400, type: "/problems/malformed-json", title: "Malformed JSON",
            detail: "The body is not valid JSON: \(error.description).",
            errors: [FieldError(pointer: "", message: error.message, line: error.line, column: error.column)])
    }

    /// 422: well-formed but invalid; every problem found, each with its pointer.
    public static func invalid(_ errors: [FieldError]) -> Problem {
        let count = errors.count == 1 ? "1 problem" : "\(errors.count) problems"
        return Problem(
            status: 422, type: "/problems/invalid-request", title: "Invalid request",
            detail: "The request is well-formed but has \(count); each is listed in errors with its JSON pointer.",
            errors: errors)
    }

    /// The one-line summary the CLI prints on stderr.
    public var summary: String {
        let first = errors.first.map { e in
            e.pointer.isEmpty ? e.message : "\(e.pointer): \(e.message)"
        }
        let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
        return "\(status) \(title)" + (first.map { ": \($0)\(more)" } ?? ": \(detail)")
    }

}

extension Problem: JSONObjectWritable {
    /// The problem as `application/problem+json`: `{"type", "title", "status", "detail", "errors"?}`, each error
    /// `{"pointer", "message", "line"?, "column"?}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("type", type)
        out.member("title", title)
        out.member("status", Double(status))
        out.member("detail", detail)
        if !errors.isEmpty { out.member("errors", errors) }
    }
}

extension FieldError: JSONObjectWritable {
    /// `{"pointer", "message", "line"?, "column"?}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("pointer", pointer)
        out.member("message", message)
        if let line { out.member("line", Double(line)) }
        if let column { out.member("column", Double(column)) }
    }
}

/// One problem in a request: where (JSON pointer, and for text a line and column) and what.
public struct FieldError: Hashable, Sendable {
    /// An RFC 6901 JSON pointer to the offending value in the request; `""` is the whole body.
    public var pointer: String
    /// What is wrong with the value there, for people; may be reworded.
    public var message: String
    /// The 1-based line, for an error in notification text or a 400; nil otherwise.
    public var line: Int?
    /// The 1-based column, for an error in notification text or a 400; nil otherwise.
    public var column: Int?

    /// A field error at `pointer`, with a line and column when it is in text.
    public init(pointer: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.pointer = pointer
        self.message = message
        self.line = line
        self.column = column
    }

}
