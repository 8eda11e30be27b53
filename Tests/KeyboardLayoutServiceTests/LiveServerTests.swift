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
}
