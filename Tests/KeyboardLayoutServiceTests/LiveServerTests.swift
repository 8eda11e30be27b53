import Dispatch
import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import MicroHTTPD
import MicroHTTPDTesting
import Synchronization
import Testing

/// What only a live server can show: a body refused before it is read, a stalled client cut off, many
/// clients at once. (Everything these answer is also checked in process by EndpointTests.)
@Suite(.serialized) struct LiveServerTests {
    /// 1 MiB announced, 1,000 bytes sent: the 413 arrives without the rest, so the server did not wait to
    /// read the body whole; and it is the service's own problem document.
    @Test func oneMebibyteBodyIsRefusedBeforeItIsRead() throws {
        try KeyboardLayoutClient.with(.live) { client in
            let port = try #require(client.port)
            let connection = try LoopbackConnection(port: port, timeoutSeconds: 5)
            try connection.write(
                "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 1048576\r\n\r\n")
            try connection.write([UInt8](repeating: 0x20, count: 1_000))
            let response = try connection.readResponse()
            #expect(response.status == 413)
            #expect(response.headers[.contentType] == "application/problem+json")
            let json = try JSONReader.parse(response.body)
            #expect(json.string("type") == "/problems/content-too-large")
            #expect(json.string("detail")?.contains("65536") == true)
            // Counted under its route, as every answer is.
            let metrics = try client.get("/metrics").text
            #expect(
                metrics.contains(
                    #"keyboard_layout_http_requests_total{route="/v1/keyboard/adjust",method="POST",status="413"} 1"#))
        }
    }

    /// A client that sends half a request and stops holds its connection only until the timeout (1 s here;
    /// libmicrohttpd checks with one-second granularity, so 1 to 2 s), while another client is answered at once
    /// on the same single thread.
    @Test func stalledClientIsCutOffWhileAnotherIsServed() throws {
        try KeyboardLayoutClient.with(
            .live, configuration: ServerConfiguration(threads: 1, connectionTimeoutSeconds: 1)
        ) { client in
            let port = try #require(client.port)
            let clock = ContinuousClock()
            let stalledAt = clock.now
            let stalled = try LoopbackConnection(port: port, timeoutSeconds: 5)
            try stalled.write(
                "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5000\r\n\r\n{\"no")

            let served = try client.post(
                "/v1/keyboard/adjust", body: try repositoryFile("Examples/iphone-comment-bar.json"))
            #expect(served.status == 200)
            #expect(clock.now - stalledAt < .milliseconds(900))

            _ = try stalled.readToEnd()
            let elapsed = clock.now - stalledAt
            #expect(elapsed >= .milliseconds(900))
            #expect(elapsed < .milliseconds(3_500))
        }
    }

    /// 64 clients at once (a thread each, all connected before any sends), each with its own keyboard height
    /// h = 200 + i: the keyboard top is 852 - h and the bar (44 high, resting at 774) rides at
    /// min(774, (852 - h) - 44) = 808 - h (rule 5), which every client checks
    /// in its own answer.
    @Test func sixtyFourConcurrentClientsGetTheirOwnAnswers() throws {
        try KeyboardLayoutClient.with(.live) { client in
            let port = try #require(client.port)
            let example = String(decoding: try repositoryFile("Examples/iphone-comment-bar.json"), as: UTF8.self)
            let barY = Mutex<[Int: Double]>([:])
            let connected = Mutex(0)
            let group = DispatchGroup()
            for i in 0..<64 {
                group.enter()
                Thread {
                    defer { group.leave() }
                    let h = 200 + i
                    let body = example.replacingOccurrences(
                        of: "\"NSRect: {{0, 516}, {393, 336}}\"", with: "\"NSRect: {{0, \(852 - h)}, {393, \(h)}}\"")
                    guard let connection = try? LoopbackConnection(port: port, timeoutSeconds: 20) else { return }
                    connected.withLock { $0 += 1 }
                    // Nobody sends before all 64 are connected (or 10 s have passed).
                    let deadline = Date().addingTimeInterval(10)
                    while connected.withLock({ $0 }) < 64 && Date() < deadline { usleep(1_000) }
                    let request =
                        "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body
                    guard (try? connection.write(request)) != nil,
                        let response = try? connection.readResponse(),
                        let y = (try? JSONReader.parse(response.body))?.number("views", "bar", "frame", "y")
                    else { return }
                    barY.withLock { $0[i] = y }
                }.start()
            }
            #expect(group.wait(timeout: .now() + 30) == .success)
            let answers = barY.withLock { $0 }
            #expect(answers.count == 64)
            for i in 0..<64 {
                #expect(answers[i] == Double(808 - (200 + i)), "client \(i)")
            }
        }
    }

    /// The transport writes X-Request-Id itself, after the response's own fields: on the usual answer (whose head
    /// is shared by every answer), a made id is one field of 16 lowercase hex digits right after Content-Type, new
    /// on every request; a client's own is echoed as it came, on the usual answer and on a 413 given before the
    /// body is read; one that is not usable is replaced.
    @Test func requestIDFieldIsWrittenAfterTheAnswersOwnFields() throws {
        try KeyboardLayoutClient.with(.live) { client in
            let port = try #require(client.port)
            let body = try repositoryFile("Examples/iphone-comment-bar.json")
            let idName = HTTPField.Name("X-Request-Id")!
            func adjust(id: String?) throws -> Response {
                var fields: HTTPFields = [.contentType: "application/json"]
                if let id { fields[idName] = id }
                let request = Request(method: .post, target: "/v1/keyboard/adjust", headerFields: fields, body: body)
                return try LoopbackHTTPClient.send(request, port: port)
            }
            func isMade(_ id: String?) -> Bool {
                guard let id else { return false }
                return id.utf8.count == 16
                    && id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
            }
            var made: Set<String> = []
            for _ in 0..<3 {
                let answer = try adjust(id: nil)
                #expect(answer.status == .ok)
                #expect(answer.headers[values: idName].count == 1)
                // But for the framing libmicrohttpd adds (Date, Connection, Content-Length).
                let framing: Set = ["date", "connection", "content-length"]
                let names = answer.headers.map(\.name.canonicalName).filter { !framing.contains($0) }
                #expect(names == ["content-type", "x-request-id"])
                let id = answer.headers[idName]
                #expect(isMade(id))
                if let id { made.insert(id) }
            }
            #expect(made.count == 3)

            let echoed = try adjust(id: "client-7f~!")
            #expect(echoed.headers[values: idName] == ["client-7f~!"])
            let replaced = try adjust(id: "two words")
            #expect(isMade(replaced.headers[idName]))

            let connection = try LoopbackConnection(port: port, timeoutSeconds: 5)
            try connection.write(
                "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: big-1\r\n"
                    + "Content-Type: application/json\r\nContent-Length: 1048576\r\n\r\n")
            let refused = try connection.readResponse()
            #expect(refused.status == .contentTooLarge)
            #expect(refused.headers[values: idName] == ["big-1"])
        }
    }
}
