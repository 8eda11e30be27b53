import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import MicroHTTPD
import MicroHTTPDTesting
import Testing

/// Message framing as RFC 9112 section 6 requires, written raw to the live server (the checks request-smuggling
/// tests make). Framing is the transport's alone: the in-process client hands over a request already framed, so
/// these cases have no in-process twin. Each answer is read, then the connection: closed (the server's end
/// arrives within the client's 2 s) or open (the read times out).
@Suite(.serialized) struct MessageFramingTests {
    static let body = #"{"a":1}"#

    /// What came back on one connection: the status of each answer, and whether the server closed it.
    static func exchange(_ port: Int, _ raw: String, answers: Int = 1) throws -> (statuses: [Int], closed: Bool) {
        let connection = try LoopbackConnection(port: port, timeoutSeconds: 2)
        defer { connection.close() }
        try connection.write(raw)
        var statuses: [Int] = []
        for _ in 0..<answers { statuses.append(try connection.readResponse().status.code) }
        let closed: Bool
        do {
            _ = try connection.readToEnd()
            closed = true
        } catch {
            closed = false
        }
        return (statuses, closed)
    }

    /// Two Content-Length fields that differ (5 and 7): 400 and the connection closed (6.3), never the 422 of a
    /// body read with the first. Then 5 and 40 followed by a second request: one answer, 400, and the close, so
    /// the bytes a proxy reading 40 would count as this body are never taken for a request (no desync).
    @Test func conflictingLengthsAreRefusedAndClosed() throws {
        try KeyboardLayoutClient.with(.live) { client in
            let port = try #require(client.port)
            let conflicting = try Self.exchange(
                port,
                "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\n"
                    + Self.body)
            #expect(conflicting.statuses == [400])
            #expect(conflicting.closed)
            let smuggled = try Self.exchange(
                port,
                "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\nContent-Length: 40\r\n\r\nhello"
                    + "GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(smuggled.statuses == [400])
            #expect(smuggled.closed)
            // One field holding two values is the same doubt.
            let listed = try Self.exchange(
                port, "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: t\r\nContent-Length: 7, 9\r\n\r\n" + Self.body)
            #expect(listed.statuses == [400])
            #expect(listed.closed)
        }
    }

    /// Transfer-Encoding: chunked with a Content-Length: the chunked body is read (the 7-byte object, which is no
    /// adjust request: 422 with its pointers), answered, and the connection closed after (6.1). A transfer coding
    /// other than chunked last: 400 and closed; chunked after gzip: 501 and closed.
    @Test func chunkedWithALengthIsAnsweredThenClosed() throws {
        try KeyboardLayoutClient.with(.live) { client in
            let port = try #require(client.port)
            let both = try Self.exchange(
                port,
                "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\nContent-Length: 7\r\n\r\n"
                    + "7\r\n" + Self.body + "\r\n0\r\n\r\n")
            #expect(both.statuses == [422])
            #expect(both.closed)
            let gzip = try Self.exchange(
                port, "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip\r\n\r\n")
            #expect(gzip.statuses == [400])
            #expect(gzip.closed)
            let layered = try Self.exchange(
                port, "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip, chunked\r\n\r\n")
            #expect(layered.statuses == [501])
            #expect(layered.closed)
        }
    }

    /// What keeps working: pipelining (two answers on one connection, which stays open), a chunked body alone
    /// (422 for the object, the connection open), HTTP/1.0 (answered, closed), the same length given twice (one
    /// length), and Expect: 100-continue (100, then the answer).
    @Test func ordinaryFramingKeepsWorking() throws {
        try KeyboardLayoutClient.with(.live) { client in
            let port = try #require(client.port)
            let pipelined = try Self.exchange(
                port, "GET /healthz HTTP/1.1\r\nHost: t\r\n\r\nGET /healthz HTTP/1.1\r\nHost: t\r\n\r\n", answers: 2)
            #expect(pipelined.statuses == [200, 200])
            #expect(!pipelined.closed)
            let chunked = try Self.exchange(
                port,
                "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n7\r\n" + Self.body
                    + "\r\n0\r\n\r\n")
            #expect(chunked.statuses == [422])
            #expect(!chunked.closed)
            let old = try Self.exchange(port, "GET /healthz HTTP/1.0\r\n\r\n")
            #expect(old.statuses == [200])
            #expect(old.closed)
            let repeated = try Self.exchange(
                port,
                "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: t\r\nContent-Length: 7\r\nContent-Length: 7\r\n\r\n"
                    + Self.body)
            #expect(repeated.statuses == [422])
            #expect(!repeated.closed)
            let expecting = try Self.exchange(
                port,
                "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 7\r\n\r\n"
                    + Self.body, answers: 2)
            #expect(expecting.statuses == [100, 422])
        }
    }
}
