import CMicroHTTPD
import Synchronization
import SystemIO

/// Each connection's deadline for its request to arrive whole, head and body (a slow client's trickle is cut off
/// however steadily it sends, which the idle timeout cannot do), and the sweep that enforces it.
///
/// A connection's clock starts when it opens (its first request gets `timeout`) and again when an answer has been
/// sent (the next request gets `timeout` plus the idle timeout: an idle connection is closed by libmicrohttpd at
/// the idle timeout, so only one that trickles bytes lives past it). It stops when the request has arrived whole.
/// Past its deadline the sweep writes a 408 on the socket and shuts the socket down, and libmicrohttpd closes the
/// connection: the access handler cannot queue an answer while a body is still arriving (libmicrohttpd 0.9.75
/// queues answers only on the head and after the whole body), so the 408 is written by hand.
///
/// The clock counts only the time the server waited on the client's bytes: at each sweep, a connection whose socket
/// holds bytes the server has not read yet (the server was busy, not the client slow) has the time since the last
/// sweep given back. A client that sent its request at full speed is never told 408 for the server's delay.
///
/// The entries are keyed by socket. libmicrohttpd notifies a connection's close before it closes the socket
/// (`MHD_cleanup_connections`), and `closed` takes the same lock as the sweep: a socket the sweep shuts down is
/// still the connection's, never a number the kernel has given to another.
final class RequestDeadlines: Sendable {
    private struct Entry {
        /// When the clock started; nil while the request is being answered.
        var since: ContinuousClock.Instant?
        /// How long from `since`.
        var allowance: Duration
        /// Already cut off (a connection is cut once).
        var cut = false
        /// A request's head has arrived and its answer is not sent yet.
        var busy = false
    }

    private let entries = Mutex<[Int32: Entry]>([:])
    /// When the last sweep ran (the time given back to a connection with unread bytes is counted from it).
    private let lastSweep = Mutex<ContinuousClock.Instant?>(nil)
    let timeout: Duration
    let idle: Duration
    /// The clock every deadline is read from: `ContinuousClock.now` in the server, a clock the test moves in the
    /// unit tests (so a 10 s deadline is tested in microseconds).
    let now: @Sendable () -> ContinuousClock.Instant

    /// The 408 written to a connection past its deadline.
    static let answer: [UInt8] = Array(
        ("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/problem+json\r\n"
            + "Content-Length: \(body.utf8.count)\r\n\r\n" + body).utf8)
    private static let body =
        #"{"type":"about:blank","title":"Request Timeout","status":408,"detail":"The request did not arrive whole "#
        + #"within the server's request timeout."}"#

    init(
        timeoutSeconds: Int, idleSeconds: Int,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        timeout = .seconds(timeoutSeconds)
        idle = .seconds(idleSeconds)
        self.now = now
    }

    /// A connection opened on `socket`: its first request's clock starts.
    func opened(_ socket: Int32) {
        let now = now()
        entries.withLock { $0[socket] = Entry(since: now, allowance: timeout) }
    }

    /// The connection on `socket` is about to close.
    func closed(_ socket: Int32) {
        _ = entries.withLock { $0.removeValue(forKey: socket) }
    }

    /// The head of a request on `socket` has arrived: the connection is busy until its answer is sent.
    func headArrived(_ socket: Int32) {
        entries.withLock { $0[socket]?.busy = true }
    }

    /// The request on `socket` has arrived whole (or was answered on its head): its clock stops.
    func received(_ socket: Int32) {
        entries.withLock { $0[socket]?.since = nil }
    }

    /// An answer on `socket` has been sent: the next request's clock starts, with the idle time allowed.
    func answered(_ socket: Int32) {
        let now = now()
        let allowance = timeout + idle
        entries.withLock { entries in
            guard entries[socket] != nil else { return }
            entries[socket]?.since = now
            entries[socket]?.allowance = allowance
            entries[socket]?.busy = false
        }
    }

    /// Cuts off every connection past its deadline: a 408, then the socket shut down. Returns how many.
    func sweep() -> Int {
        let now = now()
        let elapsed = lastSweep.withLock { last in
            defer { last = now }
            return last.map { now - $0 } ?? .zero
        }
        return entries.withLock { entries in
            var count = 0
            for (socket, entry) in entries where !entry.cut {
                guard var since = entry.since else { continue }
                if elapsed > .zero, CMicroHTTPD_unread_bytes(socket) > 0 {
                    // The client's bytes wait on the server: that time is not the client's.
                    since += elapsed
                    entries[socket]?.since = since
                }
                guard now - since > entry.allowance else { continue }
                let connection = FileDescriptor(rawValue: socket)
                // Non-blocking (libmicrohttpd's sockets are): a full send buffer only loses the 408.
                _ = connection.sendWithoutWaiting(Self.answer)
                connection.shutdownBoth()
                entries[socket]?.cut = true
                count += 1
            }
            return count
        }
    }

    /// Closes every connection with no request in progress (for a drain: the client sees the close before it
    /// sends again, or retries its request elsewhere). Returns how many.
    func closeIdle() -> Int {
        entries.withLock { entries in
            var count = 0
            for (socket, entry) in entries where !entry.busy && !entry.cut {
                FileDescriptor(rawValue: socket).shutdownBoth()
                entries[socket]?.cut = true
                count += 1
            }
            return count
        }
    }

    /// The connections being watched.
    var count: Int { entries.withLock { $0.count } }
}
