import Dispatch
import HTTPMessages
import HTTPTypes
import MicroHTTPDTesting
import Synchronization
import Testing

@testable import MicroHTTPD

#if canImport(Glibc)
    import Glibc
#endif

/// A clock the test moves by hand: the deadlines read it instead of the time, so a 10 s deadline is tested in
/// microseconds.
final class TestClock: TransportClock {
    private let instant = Mutex(ContinuousClock.now)
    var now: ContinuousClock.Instant { instant.withLock { $0 } }
    func advance(by duration: Duration) { instant.withLock { $0 += duration } }
}

/// A connected pair of sockets: `server` stands for libmicrohttpd's end, `client` for the client's.
struct SocketPair: ~Copyable {
    let server: Int32
    let client: Int32

    init() throws {
        var ends: [Int32] = [-1, -1]
        guard unsafe socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else {
            throw SocketPairFailed()
        }
        server = ends[0]
        client = ends[1]
    }

    deinit {
        close(server)
        close(client)
    }

    /// Sends `text` from the client's end (it waits, unread, in the server's receive buffer).
    func clientSends(_ text: String) {
        let bytes = Array(text.utf8)
        _ = unsafe bytes.withUnsafeBytes { unsafe send(client, $0.baseAddress, $0.count, 0) }
    }

    /// What the client's end has received so far (without waiting).
    func clientReceived() -> String {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let count = unsafe buffer.withUnsafeMutableBytes {
            unsafe recv(client, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
        }
        return count > 0 ? String(decoding: buffer.prefix(count), as: UTF8.self) : ""
    }
}

struct SocketPairFailed: Error {}

extension MicroHTTPDTests {
    /// The transport's parts on their own, each in milliseconds: the deadlines on a test clock, the compute pool's
    /// admission and shutdown, and the body budget.
    struct TransportUnitTests {
        /// A request timeout of 10 s: at 10 s exactly the deadline is not past (the rule is "more than"), at 10.001 s
        /// it is; the sweep writes the 408 on the socket and shuts it down, once.
        @Test func aRequestPastItsDeadlineIsCutOffOnce() throws {
            let clock = TestClock()
            let deadlines = ConnectionRegistry(timeoutSeconds: 10, idleSeconds: 10, clock: clock)
            let pair = try SocketPair()
            _ = deadlines.opened(socket: pair.server)
            clock.advance(by: .seconds(10))
            #expect(deadlines.sweep() == 0)
            clock.advance(by: .milliseconds(1))
            #expect(deadlines.sweep() == 1)
            #expect(pair.clientReceived().hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
            clock.advance(by: .seconds(60))
            #expect(deadlines.sweep() == 0)
        }

        /// The clock stops when the request has arrived whole, and starts again after the answer with the idle time
        /// added: 10 s + 10 s for the next request.
        @Test func theClockStopsWhileTheRequestIsAnsweredAndAllowsIdleTimeAfter() throws {
            let clock = TestClock()
            let deadlines = ConnectionRegistry(timeoutSeconds: 10, idleSeconds: 10, clock: clock)
            let pair = try SocketPair()
            let connection = deadlines.opened(socket: pair.server)
            connection.headArrived()
            connection.received()
            // Computed for a minute (a suspended connection, a heavy request): no deadline runs.
            clock.advance(by: .seconds(60))
            #expect(deadlines.sweep() == 0)
            connection.answerSent()
            clock.advance(by: .seconds(20))
            #expect(deadlines.sweep() == 0)
            clock.advance(by: .milliseconds(1))
            #expect(deadlines.sweep() == 1)
        }

        /// The client sent its request, but the server has not read it (its bytes wait in the socket): each sweep
        /// gives back the time since the previous one, so however long the server takes, the client is not told
        /// 408. Once the bytes are read and the client sends nothing more, the clock runs again.
        @Test func bytesTheServerHasNotReadNeverCountAgainstTheClient() throws {
            let clock = TestClock()
            let deadlines = ConnectionRegistry(timeoutSeconds: 10, idleSeconds: 10, clock: clock)
            let pair = try SocketPair()
            _ = deadlines.opened(socket: pair.server)
            _ = deadlines.sweep()
            pair.clientSends("POST / HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello")
            for _ in 0..<100 {
                clock.advance(by: .milliseconds(200))
                #expect(deadlines.sweep() == 0)
            }
            // 20 s later the server reads the bytes (here: drains them).
            var sink = [UInt8](repeating: 0, count: 256)
            _ = unsafe sink.withUnsafeMutableBytes { unsafe recv(pair.server, $0.baseAddress, $0.count, 0) }
            clock.advance(by: .seconds(10))
            #expect(deadlines.sweep() == 0)
            clock.advance(by: .milliseconds(1))
            #expect(deadlines.sweep() == 1)
        }

        /// A sweep walks a copy of the list: a connection whose close libmicrohttpd notified after the copy was made
        /// (its machine closed, still listed here) is past its 10 s deadline at 10.001 s, yet nothing is written on
        /// its socket, which the kernel may have given to another connection by then.
        @Test func aClosedConnectionIsNeverWrittenOn() throws {
            let clock = TestClock()
            let deadlines = ConnectionRegistry(timeoutSeconds: 10, idleSeconds: 10, clock: clock)
            let pair = try SocketPair()
            let connection = deadlines.opened(socket: pair.server)
            connection.closed()
            clock.advance(by: .milliseconds(10_001))
            #expect(deadlines.sweep() == 0)
            #expect(deadlines.closeIdle() == 0)
            #expect(pair.clientReceived() == "")
            #expect(connection.phase == .closed)
        }

        /// A drain closes the connections with no request in progress and leaves the busy ones.
        @Test func closeIdleLeavesBusyConnections() throws {
            let deadlines = ConnectionRegistry(timeoutSeconds: 10, idleSeconds: 10)
            let idle = try SocketPair()
            let busy = try SocketPair()
            let idleConnection = deadlines.opened(socket: idle.server)
            let busyConnection = deadlines.opened(socket: busy.server)
            busyConnection.headArrived()
            #expect(deadlines.closeIdle() == 1)
            #expect(deadlines.closeIdle() == 0)
            deadlines.closed(busyConnection)
            deadlines.closed(idleConnection)
            #expect(deadlines.count == 0)
        }

        /// The drain's wait ends when the last connection closes, not at a poll: with a keep-alive connection open
        /// after its answer, a 50 ms wait ends false; once the client closes, a wait of 10 s ends within 1 s, true.
        @Test func theDrainIsWokenByTheLastConnection() async throws {
            var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, threads: 1)
            configuration.computeThreads = 0
            let server = HTTPServer(
                configuration: configuration, logger: quietLogger, tooLarge: contentTooLarge(limit: 65_536),
                handler: echo)
            try server.start()
            defer { server.stop() }
            let connection = try LoopbackConnection(port: server.port, timeoutSeconds: 5)
            try connection.write("GET /one HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().status == .ok)
            server.quiesce()
            #expect(await server.waitUntilIdle(for: .milliseconds(50)) == false)
            let clock = ContinuousClock()
            let start = clock.now
            connection.close()
            #expect(await server.waitUntilIdle(for: .seconds(10)))
            #expect(clock.now - start < .seconds(1))
        }

        /// One thread and a queue of one hold two jobs; the third is refused at once, and `admitted` is not called
        /// for it. A shutdown cancels the waiting job (its `cancel` runs, its `run` never) and lets the running one
        /// finish.
        @Test func thePoolHoldsThreadsPlusQueueAndCancelsTheWaitingOnShutdown() {
            let pool = ComputePool(threads: 1, queueLength: 1)
            pool.start()
            let gate = DispatchSemaphore(value: 0)
            let log = Mutex<[String]>([])
            func job(_ name: String, waits: Bool = false) -> ComputePool.Job {
                ComputePool.Job(
                    run: {
                        if waits { _ = gate.wait(timeout: .now() + 5) }
                        log.withLock { $0.append("ran \(name)") }
                    },
                    cancel: { log.withLock { $0.append("cancelled \(name)") } })
            }
            var admitted = 0
            let first = pool.submit(job("a", waits: true)) { admitted += 1 }
            #expect(first)
            #expect(eventually { pool.load.running == 1 })
            let second = pool.submit(job("b")) { admitted += 1 }
            let third = pool.submit(job("c")) { admitted += 1 }
            #expect(second && !third)
            #expect(admitted == 2)
            #expect(pool.load.waiting == 1)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { gate.signal() }
            pool.shutdown()
            #expect(log.withLock { $0 }.sorted() == ["cancelled b", "ran a"])
            let afterShutdown = pool.submit(job("d")) {}
            #expect(!afterShutdown)
        }

        /// The idle hook runs once the last job of a burst is done, not while another waits.
        @Test func theIdleHookRunsAfterABurst() {
            let idles = Atomic<Int>(0)
            let pool = ComputePool(threads: 1, queueLength: 4) { idles.add(1, ordering: .relaxed) }
            pool.start()
            let done = Atomic<Int>(0)
            let gate = DispatchSemaphore(value: 0)
            for k in 0..<3 {
                _ = pool.submit(
                    ComputePool.Job(
                        run: {
                            if k == 0 { _ = gate.wait(timeout: .now() + 5) }
                            done.add(1, ordering: .relaxed)
                        }, cancel: {})
                ) {}
            }
            gate.signal()
            #expect(eventually { idles.load(ordering: .relaxed) == 1 })
            #expect(done.load(ordering: .relaxed) == 3)
            pool.shutdown()
        }

        /// A budget of 100 bytes: 60 fit, 41 more do not (101), 40 do (100 exactly); what is released fits again. A
        /// budget of 0 refuses nothing.
        @Test func theBudgetAdmitsUpToItsLimit() {
            let budget = BodyBudget(limit: 100)
            #expect(budget.reserve(60))
            #expect(!budget.reserve(41))
            #expect(budget.reserve(40))
            #expect(budget.reserved == 100)
            #expect(budget.refusals == 1)
            budget.release(60)
            #expect(budget.reserve(41))
            #expect(BodyBudget(limit: 0).reserve(Int.max))
            #expect(!budget.reserve(Int.max))
        }
    }
}
