import CMicroHTTPD
import Synchronization
import SystemIO

/// One connection's state, in one place: its `ConnectionMachine` behind a lock of its own, and its socket.
///
/// Kept in libmicrohttpd's per-connection context: the `socket_context` of MHD_OPTION_NOTIFY_CONNECTION holds a
/// retain from the start notification to the close one (`mhdConnectionNotify`). The access handler's calls reach it
/// through that context (and then through the request's state), the compute worker through the request's state, and
/// the deadline sweep through the registry's list (`ConnectionRegistry`): libmicrohttpd has no call that lists a
/// daemon's connections, so the sweep needs a list of its own. The lock orders the sweep, on its thread, with the
/// connection's libmicrohttpd thread and its worker; only a sweep ever contends for it.
final class ConnectionState: Sendable {
    /// The connection's socket, which the sweep writes a 408 on and shuts down.
    let socket: Int32
    /// The clock every event of this connection is timed with.
    let clock: any TransportClock
    private let machine: Mutex<ConnectionMachine>

    /// A connection opened now: its first request's clock starts.
    init(socket: Int32, clock: any TransportClock, timeout: Duration, idle: Duration) {
        self.socket = socket
        self.clock = clock
        machine = Mutex(ConnectionMachine(openedAt: clock.now, timeout: timeout, idle: idle))
    }

    /// Where the connection's request is now.
    var phase: ConnectionMachine.Phase { machine.withLock { $0.phase } }

    /// `ConnectionMachine.headArrived`.
    func headArrived() { machine.withLock { $0.headArrived() } }

    /// `ConnectionMachine.received`.
    func received() { machine.withLock { $0.received() } }

    /// `ConnectionMachine.suspended`.
    func suspended() { machine.withLock { $0.suspended() } }

    /// `ConnectionMachine.workerStarted`.
    func workerStarted() { machine.withLock { $0.workerStarted() } }

    /// `ConnectionMachine.answerQueued`.
    func answerQueued() { machine.withLock { $0.answerQueued() } }

    /// `ConnectionMachine.answerSent`, now.
    func answerSent() {
        let now = clock.now
        machine.withLock { $0.answerSent(at: now) }
    }

    /// `ConnectionMachine.closed`. libmicrohttpd notifies the close before it closes the socket
    /// (`MHD_cleanup_connections`), and a sweep cuts off under the same lock: the socket a sweep writes on and shuts
    /// down is still this connection's, never a number the kernel has given to another.
    func closed() { machine.withLock { $0.closed() } }

    /// Cuts the connection off when the machine finds it past its deadline at `now` (`ConnectionMachine.sweep`): a
    /// 408 written on the socket, then the socket shut down, and libmicrohttpd closes the connection. Written by
    /// hand: libmicrohttpd takes an answer (`MHD_queue_response`) only from the access handler for an active
    /// connection ("For any active connection this function must be called only by #MHD_AccessHandlerCallback"), and
    /// the handler is not called while a head is incomplete or between a trickling body's parts; its own connection
    /// timeout counts only inactivity, which a steady trickle never reaches, and closes without an answer.
    func sweep(at now: ContinuousClock.Instant, elapsed: Duration) -> Bool {
        let socket = socket
        return machine.withLock { machine in
            let late = machine.sweep(at: now, elapsed: elapsed) { CMicroHTTPD_unread_bytes(socket) > 0 }
            guard late else { return false }
            let connection = FileDescriptor(rawValue: socket)
            // Non-blocking (libmicrohttpd's sockets are): a full send buffer only loses the 408.
            _ = connection.sendWithoutWaiting(Self.timeoutAnswer)
            connection.shutdownBoth()
            return true
        }
    }

    /// For a drain: shuts the socket down when the connection has no request in progress
    /// (`ConnectionMachine.closeIfIdle`).
    func closeIfIdle() -> Bool {
        let socket = socket
        return machine.withLock { machine in
            guard machine.closeIfIdle() else { return false }
            FileDescriptor(rawValue: socket).shutdownBoth()
            return true
        }
    }

    /// The 408 written to a connection past its deadline.
    static let timeoutAnswer: [UInt8] = Array(
        ("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/problem+json\r\n"
            + "Content-Length: \(timeoutBody.utf8.count)\r\n\r\n" + timeoutBody).utf8)
    private static let timeoutBody =
        #"{"type":"about:blank","title":"Request Timeout","status":408,"detail":"The request did not arrive whole "#
        + #"within the server's request timeout."}"#
}
