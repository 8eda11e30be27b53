import Foundation
import HTTPMessages
import HTTPTypes
import KeyboardLayoutAPI
import KeyboardLayoutTesting
import MicroHTTPD
import MicroHTTPDTesting
import Testing

/// Slow clients against the live server (a denial of service the idle timeout alone does not stop): connections
/// that declare a 60,000-byte body and then trickle one byte every 0.5 s, never idle long enough for the idle
/// timeout. Timing is the transport's alone, so these have no in-process twin. The trickling connections come from
/// 127.0.0.1, the normal client from 127.0.0.2 (another machine, as far as the server can tell).
@Suite(.serialized) struct SlowClientTests {
    /// 200 trickling connections with a request timeout of 2 s and the default of 128 connections an address:
    /// - the first 128 are accepted, the other 72 closed at once (the address's limit);
    /// - while the trickle goes on, a client from 127.0.0.2 is answered within 1 s, three times;
    /// - each accepted connection gets a 408 and its close within the deadline: 2 s from its opening, plus the
    ///   sweep's 0.2 s and slack for a loaded machine, so by 4.5 s every one of the 200 is answered or closed (each
    ///   read waits 2 ms at most, so a pass over the 200 stays short).
    @Test func tricklingClientsAreCutOffAndOthersAnswered() throws {
        var configuration = ServerConfiguration(threads: 2)
        configuration.requestTimeoutSeconds = 2
        try KeyboardLayoutClient.with(.live, configuration: configuration) { client in
            let port = try #require(client.port)
            let head =
                "POST /v1/keyboard/adjust HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
                + "Content-Length: 60000\r\n\r\n"
            let clock = ContinuousClock()
            let start = clock.now
            var trickling: [LoopbackConnection] = []
            defer { trickling.forEach { $0.close() } }
            for _ in 0..<200 {
                let c = try LoopbackConnection(port: port, timeoutSeconds: 0.002, source: "127.0.0.1")
                try? c.write(head)
                trickling.append(c)
            }
            var outcome = [String?](repeating: nil, count: trickling.count)
            var answeredWithin: [Duration] = []
            var next = clock.now
            while clock.now - start < .milliseconds(4_500) {
                if clock.now >= next {
                    next = clock.now + .milliseconds(500)
                    for (k, c) in trickling.enumerated() where outcome[k] == nil {
                        if (try? c.write(" ")) == nil { outcome[k] = "closed" }
                    }
                    if answeredWithin.count < 3 {
                        let asked = clock.now
                        let normal = try LoopbackConnection(port: port, timeoutSeconds: 1, source: "127.0.0.2")
                        try normal.write("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
                        if try normal.readResponse().status == .ok { answeredWithin.append(clock.now - asked) }
                        normal.close()
                    }
                }
                for (k, c) in trickling.enumerated() where outcome[k] == nil {
                    if let response = try? c.readResponse() {
                        outcome[k] = String(response.status.code)
                    }
                }
            }
            #expect(answeredWithin.count == 3)
            #expect(answeredWithin.allSatisfy { $0 < .seconds(1) })
            let timedOut = outcome.filter { $0 == "408" }.count
            #expect(timedOut == 128)
            #expect(outcome.allSatisfy { $0 != nil }, "still open after 4.5 s: \(outcome.filter { $0 == nil }.count)")
        }
    }
}
