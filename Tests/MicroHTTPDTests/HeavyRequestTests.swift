import Dispatch
import HTTPMessages
import HTTPTypes
import MicroHTTPD
import MicroHTTPDTesting
import Testing

/// A handler whose heavy requests (a body over 100 bytes) wait for the test to open a gate: the "computation" takes
/// as long as the test says, and the test knows which requests are held.
final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    let entered = CallCounter()

    /// Echoes the request; a heavy one first waits (at most 10 s) for `open`.
    func handler(_ request: Request) -> Response {
        if request.body.count > 100 {
            entered.increment()
            _ = semaphore.wait(timeout: .now() + 10)
        }
        return echo(request)
    }

    /// Lets `count` held requests finish.
    func open(_ count: Int = 1) {
        for _ in 0..<count { semaphore.signal() }
    }
}

/// A configuration with one I/O thread (so a request computed on it would hold up every other connection), one
/// compute thread, and a body over 100 bytes counted as heavy.
func heavyConfiguration(queue: Int, budget: Int = 0) -> ServerConfiguration {
    var configuration = ServerConfiguration(threads: 1)
    configuration.computeThreads = 1
    configuration.computeQueueLength = queue
    configuration.inlineBodyBytes = 100
    configuration.bodyMemoryBudgetBytes = budget
    return configuration
}

/// The bytes of a POST of `count` bytes of `a` to `/heavy`, with its Content-Length.
func heavyPost(_ count: Int, keepAlive: Bool = false) -> [UInt8] {
    Array(
        ("POST /heavy HTTP/1.1\r\nHost: t\r\nContent-Length: \(count)\r\n"
            + (keepAlive ? "" : "Connection: close\r\n") + "\r\n").utf8) + [UInt8](repeating: 0x61, count: count)
}

extension MicroHTTPDTests {
    /// The I/O threads never compute a heavy request (DESIGN, Performance: "The I/O threads never compute"), the
    /// full pool sheds at once, and the body budget refuses at the head. Each test holds its heavy requests at a
    /// gate, so nothing here depends on how fast a machine computes.
    struct HeavyRequestTests {
        /// One I/O thread, a heavy request held in the pool: a cheap request on another connection is answered
        /// while the heavy one waits (had the I/O thread computed it, the cheap one would wait the 10 s of the
        /// gate's timeout, past its client's 2 s), and the heavy one is answered, whole, once the gate opens.
        @Test func cheapRequestsAreAnsweredWhileAHeavyOneIsComputed() throws {
            let gate = Gate()
            try withServer(heavyConfiguration(queue: 1), handler: gate.handler) { server in
                let heavy = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
                try heavy.write(heavyPost(1_000))
                #expect(eventually { gate.entered.value == 1 })
                #expect(server.computeLoad.running == 1)
                for _ in 0..<3 {
                    let cheap = try LoopbackHTTPClient.send(
                        Request(method: .get, target: "/healthz"), port: server.port, timeoutSeconds: 2)
                    #expect(cheap.status == .ok)
                }
                gate.open()
                let response = try heavy.readResponse()
                #expect(response.status == .ok)
                #expect(response.body == [UInt8](repeating: 0x61, count: 1_000))
            }
        }

        /// One compute thread and a queue of one: the first heavy request is computed, the second waits, and the
        /// third finds the pool full: 503 with `Retry-After: 1` at once (while the first two are still held), its
        /// connection kept (the body was read whole). Then both held ones are answered 200.
        @Test func aFullPoolIsA503AtOnce() throws {
            let gate = Gate()
            try withServer(heavyConfiguration(queue: 1), handler: gate.handler) { server in
                let first = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
                try first.write(heavyPost(1_000))
                #expect(eventually { gate.entered.value == 1 })
                let second = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
                try second.write(heavyPost(1_000))
                #expect(eventually { server.computeLoad.waiting == 1 })
                let third = try LoopbackConnection(port: server.port, timeoutSeconds: 2)
                try third.write(heavyPost(1_000, keepAlive: true))
                let shed = try third.readResponse()
                #expect(shed.status == .serviceUnavailable)
                #expect(shed.headers[.retryAfter] == "1")
                #expect(shed.headers[.contentType] == "application/problem+json")
                #expect(shed.headers[.connection]?.lowercased() != "close")
                #expect(gate.entered.value == 1)
                gate.open(2)
                #expect(try first.readResponse().status == .ok)
                #expect(try second.readResponse().status == .ok)
                // The kept connection serves the next request.
                try third.write("GET /after HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(try third.readResponse().status == .ok)
            }
        }

        /// A budget of 10,000 bytes: a request declaring 8,000 holds 8,000 of it while its body arrives, so a second
        /// declaring 8,000 is answered 503 with `Retry-After` at its head, before any of its body is sent, and its
        /// connection closed; a third declaring 2,000 fits (8,000 + 2,000 is the budget exactly). Once the first is
        /// answered its bytes are given back and the same 8,000 fits again.
        @Test func aBodyThatDoesNotFitTheBudgetIsRefusedAtItsHead() throws {
            try withServer(heavyConfiguration(queue: 4, budget: 10_000)) { server in
                let holding = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
                let request = heavyPost(8_000)
                try holding.write(Array(request.dropLast(10)))
                #expect(eventually { server.bodyBytesInFlight == 8_000 })
                let refused = try LoopbackConnection(port: server.port, timeoutSeconds: 2)
                try refused.write("POST /heavy HTTP/1.1\r\nHost: t\r\nContent-Length: 8000\r\n\r\n")
                let answer = try refused.readResponse()
                #expect(answer.status == .serviceUnavailable)
                #expect(answer.headers[.retryAfter] == "1")
                #expect(answer.headers[.connection]?.lowercased() == "close")
                let fits = try LoopbackHTTPClient.send(
                    Request(method: .post, target: "/fits", body: [UInt8](repeating: 0x62, count: 2_000)),
                    port: server.port)
                #expect(fits.status == .ok)
                try holding.write(Array(request.suffix(10)))
                #expect(try holding.readResponse().status == .ok)
                #expect(eventually { server.bodyBytesInFlight == 0 })
                let again = try LoopbackHTTPClient.send(
                    Request(method: .post, target: "/again", body: [UInt8](repeating: 0x63, count: 8_000)),
                    port: server.port)
                #expect(again.status == .ok)
            }
        }

        /// A chunked body reserves as it grows, 64 KiB at a time (`BodyBudget.step`): with a budget of 100,000 bytes
        /// its first chunk reserves 65,536, and when it passes 65,536 the next 65,536 do not fit (131,072 >
        /// 100,000): the rest is discarded and the answer is 503 with `Retry-After`, not 413 (the limit is 1 MiB).
        @Test func aChunkedBodyThatOutgrowsTheBudgetIsA503() throws {
            var configuration = heavyConfiguration(queue: 4, budget: 100_000)
            configuration.maxBodyBytes = 1_048_576
            try withServer(configuration) { server in
                let connection = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
                try connection.write("POST /chunked HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n")
                let chunk = Array("4000\r\n".utf8) + [UInt8](repeating: 0x61, count: 0x4000) + Array("\r\n".utf8)
                // 8 chunks of 16,384 bytes: 131,072 in all.
                for _ in 0..<8 { try connection.write(chunk) }
                try connection.write("0\r\n\r\n")
                let answer = try connection.readResponse()
                #expect(answer.status == .serviceUnavailable)
                #expect(answer.headers[.retryAfter] == "1")
                #expect(eventually { server.bodyBytesInFlight == 0 })
            }
        }

        /// Stopping the server with one heavy request computing and one queued: the queued one is answered 503
        /// (`stopping`) or its connection closed, the computing one finishes, and the stop returns (libmicrohttpd
        /// must not be stopped with a connection suspended).
        @Test func stoppingResumesEverySuspendedConnection() throws {
            let gate = Gate()
            var configuration = heavyConfiguration(queue: 1)
            configuration.host = "127.0.0.1"
            configuration.port = 0
            let server = HTTPServer(
                configuration: configuration, logger: quietLogger, tooLarge: contentTooLarge(limit: 65_536),
                handler: gate.handler)
            try server.start()
            let first = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
            try first.write(heavyPost(1_000))
            #expect(eventually { gate.entered.value == 1 })
            let second = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
            try second.write(heavyPost(1_000))
            #expect(eventually { server.computeLoad.waiting == 1 })
            // The held request is let go a little after the stop begins (the stop waits for it).
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { gate.open() }
            let clock = ContinuousClock()
            let start = clock.now
            server.stop()
            #expect(clock.now - start < .seconds(5))
            #expect(gate.entered.value == 1)
            if let answer = try? second.readResponse() { #expect(answer.status == .serviceUnavailable) }
        }
    }
}
