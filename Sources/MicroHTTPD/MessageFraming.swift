import HTTPTypes

/// How a request's body is framed, read from its header fields before any of the body (RFC 9112 section 6,
/// "Message Body"), where libmicrohttpd 0.9.75 takes the first `Content-Length` and reads on: a request whose
/// framing two parsers could read differently is refused, so that behind a proxy no client's bytes become another
/// request (request smuggling).
///
/// - Several `Content-Length` values that differ, in one field (`5, 7`) or several: "If a message is received
///   without Transfer-Encoding and with an invalid Content-Length header field, then the message framing is
///   invalid and the recipient MUST treat it as an unrecoverable error ... the server MUST respond with a 400 (Bad
///   Request) status code and then close the connection" (6.3). The same value repeated is one length (6.3
///   allows either reading).
/// - `Transfer-Encoding` with `Content-Length`: "the Transfer-Encoding overrides the Content-Length. Such a
///   message might indicate an attempt to perform request smuggling ... A server MAY reject ... or ... MUST close
///   the connection after responding to such a request" (6.1): read as chunked, answered, then closed.
/// - A transfer coding other than `chunked` last: "If a Transfer-Encoding header field is present in a request
///   and the chunked transfer coding is not the final encoding, the message body length cannot be determined
///   reliably; the server MUST respond with the 400 (Bad Request) status code and then close the connection"
///   (6.3); `chunked` after another coding: "A server that receives a request message with a transfer coding it
///   does not understand SHOULD respond with 501 (Not Implemented)" (6.1).
enum MessageFraming: Equatable {
    /// One length, or chunked alone: read and answered as usual.
    case ordinary
    /// Chunked with a Content-Length beside it: read as chunked, answered, then the connection closed.
    case closeAfter
    /// Refused before the body is read, the connection closed after the answer. The detail holds nothing the
    /// client sent (the daemon's problems are written without escaping).
    case refused(HTTPResponse.Status, String)

    init(_ fields: HTTPFields) {
        var lengths: [Substring] = []
        var codings: [Substring] = []
        for field in fields {
            if field.name == .contentLength {
                lengths += field.value.split(separator: ",").map(Self.trimmed)
            } else if field.name == .transferEncoding {
                codings += field.value.split(separator: ",").map(Self.trimmed).filter { !$0.isEmpty }
            }
        }
        if !codings.isEmpty {
            guard let last = codings.last, last.lowercased() == "chunked" else {
                self = .refused(
                    .badRequest,
                    "Transfer-Encoding does not end with chunked, so the body's length cannot be determined "
                        + "(RFC 9112 section 6.3).")
                return
            }
            guard codings.count == 1 else {
                self = .refused(
                    .notImplemented,
                    "Only the chunked transfer coding is understood (RFC 9112 section 6.1).")
                return
            }
            self = lengths.isEmpty ? .ordinary : .closeAfter
            return
        }
        if let first = lengths.first, lengths.contains(where: { $0 != first }) {
            self = .refused(
                .badRequest,
                "Content-Length is given with different values: the body's length is in doubt (RFC 9112 section "
                    + "6.3).")
            return
        }
        self = .ordinary
    }

    private static func trimmed(_ s: Substring) -> Substring {
        var s = s
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return s
    }
}
