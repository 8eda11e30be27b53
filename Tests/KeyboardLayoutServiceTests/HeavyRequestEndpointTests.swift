import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import MicroHTTPD
import MicroHTTPDTesting
import Testing

/// Heavy requests (pasted dumps) never stall the server (DESIGN, Performance: "The I/O threads never compute"): they
/// are computed by the compute pool, a full pool is a 503 with `Retry-After` at once, the body budget refuses what
/// does not fit, and `/healthz` answers throughout.
@Suite(.serialized) struct HeavyRequestEndpointTests {
    /// `{"hierarchy": ...}` with an lldb recursiveDescription dump of about `bytes`: the fixture
    /// recursive-description-collapsed-pipes-cocoadelica-320x480.txt (its root, then its subviews repeated as the
    /// root's).
    static func bigCheckBody(bytes: Int) throws -> [UInt8] {
        let text = String(
            decoding: try repositoryFile(
                "Tests/Fixtures/dumps/recursive-description-collapsed-pipes-cocoadelica-320x480.txt"), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(1)
        guard let root = lines.first else { throw TestFailure("the fixture is empty") }
        let children = lines.dropFirst().filter { $0.hasPrefix("|") }
        var dump = String(root) + "\n"
        while dump.utf8.count < bytes {
            for line in children { dump += line + "\n" }
        }
        let document = try JSONSerialization.data(withJSONObject: ["hierarchy": dump])
        return Array(document)
    }

    /// The wire bytes of a check of `body`, on a connection closed after the answer.
    static func checkRequest(_ body: [UInt8]) -> [UInt8] {
        Array(
            ("POST /v1/keyboard/check HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n").utf8) + body
    }

    /// A budget of 100,000 bytes and a 200,000-byte dump: it can never fit, so both transports answer 503 with
    /// `Retry-After: 1` (live at its head, before its body is read), counted once in
    /// `keyboard_layout_http_requests_shed_total{reason="memory"}`; a 2,000-byte adjust body fits and is answered.
    @Test(arguments: transports) func aBodyOverTheWholeBudgetIsA503(_ transport: KeyboardLayoutClient.Transport)
        throws
    {
        var configuration = ServerConfiguration(threads: 2)
        configuration.bodyMemoryBudgetBytes = 100_000
        try KeyboardLayoutClient.with(transport, configuration: configuration) { client in
            let big = try Self.bigCheckBody(bytes: 200_000)
            let shed = try client.post("/v1/keyboard/check", body: big)
            #expect(shed.status == 503)
            #expect(shed.headers[.retryAfter] == "1")
            #expect(shed.headers[.contentType] == "application/problem+json")
            #expect(try shed.json()["status"]?.doubleValue == 503)
            let adjust = try client.post(
                "/v1/keyboard/adjust", body: repositoryFile("Examples/iphone-comment-bar.json"))
            #expect(adjust.status == 200)
            let samples = try MetricsTests.samples(client.get("/metrics").text)
            #expect(samples[#"keyboard_layout_http_requests_shed_total{reason="memory"}"#] == 1)
            #expect(samples[#"keyboard_layout_http_requests_shed_total{reason="queue"}"#] == 0)
            #expect(
                samples[#"keyboard_layout_http_requests_total{route="/v1/keyboard/check",method="POST",status="503"}"#]
                    == 1)
        }
    }

    /// A compute pool of 1 and a queue of 1, and six clients posting a 300 KB dump each: each sends all of its
    /// request but the last byte, then the six last bytes go out together, so the six requests arrive whole within
    /// a moment. One is computed, one waits, and the four others find the pool full: 503 with `Retry-After: 1` at
    /// once, counted under `reason="queue"`, while the two held are answered 200 (never a 408). `/healthz` answers
    /// within 0.5 s, three times, while they are computed.
    @Test func aFullComputePoolShedsAndHealthzAnswers() throws {
        var configuration = ServerConfiguration(threads: 2)
        configuration.computeThreads = 1
        configuration.computeQueueLength = 1
        try KeyboardLayoutClient.with(.live, configuration: configuration) { client in
            let port = try #require(client.port)
            let request = Self.checkRequest(try Self.bigCheckBody(bytes: 300_000))
            let connections = try (0..<6).map { _ in try LoopbackConnection(port: port, timeoutSeconds: 60) }
            for connection in connections { try connection.write(Array(request.dropLast())) }
            for connection in connections { try connection.write(Array(request.suffix(1))) }
            var probes: [Duration] = []
            let clock = ContinuousClock()
            for _ in 0..<3 {
                let start = clock.now
                let health = try LoopbackHTTPClient.send(
                    Request(method: .get, target: "/healthz"), port: port, timeoutSeconds: 2)
                if health.status == .ok { probes.append(clock.now - start) }
            }
            let answers = try connections.map { try $0.readResponse() }
            #expect(probes.count == 3)
            #expect(probes.allSatisfy { $0 < .milliseconds(500) }, "\(probes)")
            let statuses = answers.map(\.status.code)
            #expect(statuses.filter { $0 == 200 }.count == 2, "\(statuses)")
            #expect(statuses.filter { $0 == 503 }.count == 4, "\(statuses)")
            #expect(answers.filter { $0.status == 503 }.allSatisfy { $0.headers[.retryAfter] == "1" })
            let samples = try MetricsTests.samples(client.get("/metrics").text)
            #expect(samples[#"keyboard_layout_http_requests_shed_total{reason="queue"}"#] == 4)
        }
    }
}
