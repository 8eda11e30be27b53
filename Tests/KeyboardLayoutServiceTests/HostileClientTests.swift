import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardGeometryTesting
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import MicroHTTPD
import MicroHTTPDTesting
import Testing

/// Clients that misbehave, against a live server on 127.0.0.1: the server keeps answering the others and
/// recovers when they go.
@Suite(.serialized) struct HostileClientTests {
    /// 500 connections that open and send nothing hold 500 of the 1,024 slots; a normal client is still
    /// answered (well within its own 10 s timeout), correctly. All from 127.0.0.1, so without the limit an address
    /// (SlowClientTests has it at its default).
    @Test func fiveHundredIdleConnectionsDoNotStarveANormalClient() throws {
        var configuration = ServerConfiguration()
        configuration.maxConnectionsPerAddress = 0
        try KeyboardLayoutClient.with(.live, configuration: configuration) { client in
            let port = try #require(client.port)
            var idle: [LoopbackConnection] = []
            defer { idle.forEach { $0.close() } }
            for _ in 0..<500 { idle.append(try LoopbackConnection(port: port, timeoutSeconds: 10)) }
            let clock = ContinuousClock()
            let start = clock.now
            let response = try client.post(
                "/v1/keyboard/adjust", body: try repositoryFile("Examples/iphone-comment-bar.json"))
            #expect(response.status == 200)
            #expect(try response.json().number("views", "bar", "frame", "y") == 472)
            #expect(clock.now - start < .seconds(5))
        }
    }

    /// A burst of 40 connections against a limit of 16: the ones past the limit are not served while the slots
    /// are taken (they wait in the backlog, or time out on our side), nothing crashes, and once the burst
    /// closes the server answers again.
    @Test func aBurstAboveTheConnectionLimitIsRefusedAndTheServerRecovers() throws {
        try KeyboardLayoutClient.with(
            .live, configuration: ServerConfiguration(threads: 2, connectionLimit: 16)
        ) { client in
            let port = try #require(client.port)
            var burst: [LoopbackConnection] = []
            for _ in 0..<40 {
                if let c = try? LoopbackConnection(port: port, timeoutSeconds: 1) { burst.append(c) }
            }
            // While 16 idle connections hold every slot, a request on a new connection gets no answer in 1 s.
            let starved = Result { () throws(HTTPClientError) in
                try LoopbackHTTPClient.send(Request(method: .get, target: "/healthz"), port: port, timeoutSeconds: 1)
            }
            #expect((try? starved.get()) == nil)
            burst.forEach { $0.close() }
            // Recovered: answered again once the burst is gone (the daemon notices the closes within its loop).
            var recovered = false
            for _ in 0..<50 where !recovered {
                recovered = (try? client.get("/healthz").status) == 200
                if !recovered { usleep(100_000) }
            }
            #expect(recovered)
        }
    }

    /// 10,000 requests of garbage: random bytes, truncated request lines and headers, bodies cut short by the
    /// client closing, random JSON-ish bodies. None may crash the server (it runs in this process), and
    /// afterwards a real request is answered correctly. Every answer that did come is a well-formed HTTP
    /// status (the server's own 400/404/405/413/415/422, or libmicrohttpd's 400 for a broken request line).
    @Test func tenThousandGarbageRequests() throws {
        try KeyboardLayoutClient.with(
            .live, configuration: ServerConfiguration(threads: 2, connectionTimeoutSeconds: 2)
        ) { client in
            let port = try #require(client.port)
            var rng = SplitMix64(seed: 0x6B65_7962_6F61_7264)
            let example = try repositoryFile("Examples/iphone-comment-bar.json")
            var served = 0
            for i in 0..<10_000 {
                guard let c = try? LoopbackConnection(port: port, timeoutSeconds: 2) else { continue }
                defer { c.close() }
                switch i % 4 {
                case 0:  // random bytes, then close
                    try? c.write((0..<Int(rng.next() % 200 + 1)).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
                case 1:  // a request cut off in its head
                    try? c.write(
                        String(
                            "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Le".prefix(
                                Int(rng.next() % 60))))
                case 2:  // a body announced whole and cut short by the close
                    try? c.write(
                        "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(example.count)\r\n\r\n"
                    )
                    try? c.write(Array(example.prefix(Int(rng.next() % UInt64(example.count)))))
                default:  // a whole request whose JSON body is a mangled example
                    var body = example
                    for _ in 0..<8 {
                        body[Int(rng.next() % UInt64(body.count))] = UInt8(truncatingIfNeeded: rng.next() % 128)
                    }
                    try? c.write(
                        "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
                    )
                    try? c.write(body)
                    if let r = try? c.readResponse() {
                        #expect([200, 400, 422].contains(r.status), "status \(r.status)")
                        served += 1
                    }
                }
            }
            #expect(served > 2_000)
            let response = try client.post("/v1/keyboard/adjust", body: example)
            #expect(response.status == 200)
            #expect(try response.json().number("views", "bar", "frame", "y") == 472)
        }
    }
}
