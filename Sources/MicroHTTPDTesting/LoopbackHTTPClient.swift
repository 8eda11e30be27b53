public import HTTPMessages
import HTTPTypes
import SystemIO

// A small blocking HTTP/1.1 client for tests, over POSIX sockets: test code, so it ships in this
// testing product and not in the server library. It connects only to loopback addresses
// (127.0.0.0/8, ::1, "localhost"), so no test can send traffic off the machine. Raw sockets rather
// than URLSession because the tests need to control the bytes (half a request, a stall, several
// responses on one connection) and to send exactly the fields they name: FoundationNetworking adds
// fields of its own (a form Content-Type on a POST body, Expect: 100-continue on larger ones).
// The socket calls are SystemIO's `FileDescriptor`'s, the owner of their raw memory: this file is safe code.

/// Why a loopback HTTP exchange failed.
public struct HTTPClientError: Error, Sendable, Equatable, CustomStringConvertible {
    private enum Kind: Sendable, Equatable {
        case notLoopback(String)
        case connectFailed(String)
        case timedOut
        case sendFailed(String)
        case receiveFailed(String)
        case closedEarly
        case malformedResponse(String)
    }

    private let kind: Kind
    private init(_ kind: Kind) { self.kind = kind }

    /// The host is not a loopback address.
    public static func notLoopback(_ host: String) -> HTTPClientError { .init(.notLoopback(host)) }
    /// The connection could not be made (refused, for example).
    public static func connectFailed(_ reason: String) -> HTTPClientError { .init(.connectFailed(reason)) }
    /// No answer within the timeout.
    public static var timedOut: HTTPClientError { .init(.timedOut) }
    /// Writing the request failed.
    public static func sendFailed(_ reason: String) -> HTTPClientError { .init(.sendFailed(reason)) }
    /// Reading the response failed.
    public static func receiveFailed(_ reason: String) -> HTTPClientError { .init(.receiveFailed(reason)) }
    /// The server closed the connection before a whole response came.
    public static var closedEarly: HTTPClientError { .init(.closedEarly) }
    /// The response is not HTTP/1.x as this client reads it.
    public static func malformedResponse(_ reason: String) -> HTTPClientError { .init(.malformedResponse(reason)) }

    /// Whether the connection was refused or could not be made.
    public var isConnectFailure: Bool {
        if case .connectFailed = kind { return true }
        return false
    }

    /// One line saying what went wrong, with the host or reason it concerns.
    public var description: String {
        switch kind {
        case .notLoopback(let host): return "\(host) is not a loopback address"
        case .connectFailed(let reason): return "cannot connect: \(reason)"
        case .timedOut: return "timed out"
        case .sendFailed(let reason): return "cannot send: \(reason)"
        case .receiveFailed(let reason): return "cannot receive: \(reason)"
        case .closedEarly: return "the server closed the connection before the response was complete"
        case .malformedResponse(let reason): return "malformed response: \(reason)"
        }
    }
}

/// Sends one request to a server on this machine and reads the whole response.
public enum LoopbackHTTPClient {
    /// Sends `request` with `Connection: close` and a `Content-Length` for its body, and reads
    /// the response (framed by Content-Length, chunked encoding, or the close).
    public static func send(
        _ request: Request,
        port: Int,
        host: String = "127.0.0.1",
        timeoutSeconds: Double = 10
    ) throws(HTTPClientError) -> Response {
        let connection = try LoopbackConnection(port: port, host: host, timeoutSeconds: timeoutSeconds)
        defer { connection.close() }
        try connection.write(serialize(request, host: host, port: port, keepAlive: false))
        return try connection.readResponse()
    }

    /// The request as bytes on the wire: the authority as `Host` (or this host and port when the
    /// request has neither an authority nor a `Host` field).
    package static func serialize(_ request: Request, host: String, port: Int, keepAlive: Bool) -> [UInt8] {
        var head = "\(request.method.rawValue) \(request.head.path ?? "/") HTTP/1.1\r\n"
        if let authority = request.head.authority {
            head += "Host: \(authority)\r\n"
        } else if !request.headers.contains(where: { $0.name.canonicalName == "host" }) {
            head += host.contains(":") ? "Host: [\(host)]:\(port)\r\n" : "Host: \(host):\(port)\r\n"
        }
        for field in request.headers where field.name != .contentLength && field.name != .connection {
            head += "\(field.name.rawName): \(field.value)\r\n"
        }
        let hasTransferEncoding = request.headers[.transferEncoding] != nil
        let method = request.method
        if !hasTransferEncoding && (!request.body.isEmpty || method == .post || method == .put || method == .patch) {
            head += "Content-Length: \(request.body.count)\r\n"
        }
        head += keepAlive ? "\r\n" : "Connection: close\r\n\r\n"
        return Array(head.utf8) + request.body
    }
}

/// One TCP connection to a loopback address, for tests that need to control the bytes: send
/// part of a request, stall, read one response of several.
package final class LoopbackConnection {
    private var fd: FileDescriptor?
    private let timeoutSeconds: Double
    private var buffer: [UInt8] = []
    private var sawEnd = false

    /// Connects, from `source` when given (another loopback address, as a second client machine); throws
    /// `notLoopback` for any address off this machine.
    package init(port: Int, host: String = "127.0.0.1", timeoutSeconds: Double = 10, source: String? = nil)
        throws(HTTPClientError)
    {
        self.timeoutSeconds = timeoutSeconds
        guard (1...65_535).contains(port) else { throw .connectFailed("port \(port) is not in 1...65535") }
        guard let address = FileDescriptor.loopbackAddress(host) else { throw .notLoopback(host) }
        var from: FileDescriptor.LoopbackAddress?
        if let source {
            guard let address = FileDescriptor.loopbackAddress(source) else { throw .notLoopback(source) }
            from = address
        }
        switch FileDescriptor.connect(to: address, port: port, timeoutSeconds: timeoutSeconds, from: from) {
        case .success(let connected): fd = connected
        case .failure(let error): throw .connectFailed(error.reason)
        }
    }

    deinit { close() }

    /// Whether `host` is an address this client would connect to.
    package static func isLoopback(_ host: String) -> Bool {
        FileDescriptor.loopbackAddress(host) != nil
    }

    /// Closes the connection (again is harmless).
    package func close() {
        fd?.close()
        fd = nil
    }

    /// Writes all of `bytes`.
    package func write(_ bytes: [UInt8]) throws(HTTPClientError) {
        guard let fd else { throw .sendFailed("the connection is closed") }
        // MSG_NOSIGNAL: a server that closed early must not kill the test with SIGPIPE.
        switch fd.send(bytes) {
        case .written: return
        case .timedOut: throw .timedOut
        case .failed(let reason): throw .sendFailed(reason)
        }
    }

    /// Writes the UTF-8 of `text`.
    package func write(_ text: String) throws(HTTPClientError) {
        try write(Array(text.utf8))
    }

    /// Reads one response; bytes after it stay buffered for the next.
    package func readResponse() throws(HTTPClientError) -> Response {
        let headEnd = try readUntil { Self.find([0x0D, 0x0A, 0x0D, 0x0A], in: $0) }
        let head = Array(buffer[..<headEnd])
        buffer.removeFirst(headEnd + 4)
        var response = try Self.parseHead(head)

        if let encoding = response.headers[.transferEncoding], encoding.lowercased().contains("chunked") {
            response.body = try readChunkedBody()
        } else if let text = response.headers[.contentLength] {
            guard let length = Int(text.trimmingSpaces()), length >= 0 else {
                throw .malformedResponse("Content-Length \(text)")
            }
            _ = try readUntil { $0.count >= length ? length : nil }
            response.body = Array(buffer[..<length])
            buffer.removeFirst(length)
        } else if response.status == .noContent || response.status == .notModified
            || response.status.kind == .informational
        {
            response.body = []
        } else {
            response.body = try readToEnd()
        }
        return response
    }

    /// Reads until the server closes the connection (a reset counts as a close) and returns
    /// what came; throws `timedOut` when the connection stays open past the timeout.
    package func readToEnd() throws(HTTPClientError) -> [UInt8] {
        while !sawEnd { try fill() }
        defer { buffer = [] }
        return buffer
    }

    private func readChunkedBody() throws(HTTPClientError) -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let lineEnd = try readUntil { Self.find([0x0D, 0x0A], in: $0) }
            let line = String(decoding: buffer[..<lineEnd], as: UTF8.self)
            buffer.removeFirst(lineEnd + 2)
            let sizeText = line.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            guard let size = Int(sizeText.trimmingSpaces(), radix: 16), size >= 0 else {
                throw .malformedResponse("chunk size \(line)")
            }
            if size == 0 {
                // Trailer fields, if any, then the empty line.
                while true {
                    let end = try readUntil { Self.find([0x0D, 0x0A], in: $0) }
                    buffer.removeFirst(end + 2)
                    if end == 0 { return body }
                }
            }
            _ = try readUntil { $0.count >= size + 2 ? size : nil }
            body += buffer[..<size]
            buffer.removeFirst(size + 2)
        }
    }

    /// Reads until `complete` finds what it looks for in the buffer.
    private func readUntil(_ complete: ([UInt8]) -> Int?) throws(HTTPClientError) -> Int {
        while true {
            if let found = complete(buffer) { return found }
            if sawEnd { throw .closedEarly }
            try fill()
        }
    }

    private func fill() throws(HTTPClientError) {
        guard let fd else { throw .receiveFailed("the connection is closed") }
        switch fd.read(appendingTo: &buffer, limit: 16_384) {
        case .bytes: return
        case .end: sawEnd = true
        case .timedOut: throw .timedOut
        case .failed(let reason): throw .receiveFailed(reason)
        }
    }

    /// Status line and header fields; the body is read by the caller.
    package static func parseHead(_ head: [UInt8]) throws(HTTPClientError) -> Response {
        let text = String(decoding: head, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
        guard let statusLine = lines.popFirst() else { throw .malformedResponse("no status line") }
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let code = Int(parts[1]), (0...999).contains(code)
        else {
            throw .malformedResponse("status line \(statusLine)")
        }
        var fields = HTTPFields()
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":"), let name = HTTPField.Name(String(line[..<colon])) else {
                throw .malformedResponse("header line \(line)")
            }
            fields.append(HTTPField(name: name, value: String(line[line.index(after: colon)...]).trimmingSpaces()))
        }
        let reason = parts.count > 2 ? String(parts[2]) : ""
        return Response(status: HTTPResponse.Status(code: code, reasonPhrase: reason), headerFields: fields)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) {
            var match = true
            for (offset, byte) in needle.enumerated() where haystack[start + offset] != byte {
                match = false
                break
            }
            if match { return start }
        }
        return nil
    }

}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
