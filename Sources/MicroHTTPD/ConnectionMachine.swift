/// One connection's exchange as a state machine: where its request is (`Phase`), and the deadline its client has
/// for sending a request whole. Pure: the events come from libmicrohttpd's callbacks, the compute pool and the
/// deadline sweep, each with the time read from the injected clock, and the machine says what to do (cut the
/// connection off, close it for a drain); it makes no call itself, so the unit tests drive it in microseconds.
///
/// The deadline: a connection's clock starts when it opens (its first request gets `timeout`) and again when an
/// answer has been sent (the next request gets `timeout` plus the idle timeout: an idle connection is closed by
/// libmicrohttpd at the idle timeout, so only one that trickles bytes lives past it). It stops when the request has
/// arrived whole, or was answered on its head. A sweep finds the connection past its deadline when more than the
/// allowance has passed since the clock started, less the time the server, not the client, was slow: at each sweep
/// that finds bytes the server has not read yet in the socket, the time since the previous sweep is given back.
struct ConnectionMachine: Sendable {
    /// Where the connection's request is.
    enum Phase: Equatable, Sendable {
        /// No request yet, or the last one answered: waiting for a request's head (the first call of the access
        /// handler). The clock runs.
        case awaitingHead
        /// The head has arrived and the body is being read (the access handler's upload-data calls). The clock
        /// runs.
        case receivingBody
        /// The request has arrived whole (the access handler's last call): decided or computed on the I/O thread.
        /// The clock is stopped.
        case received
        /// Handed to the compute pool and waiting in its queue, the connection suspended.
        case queued
        /// A compute worker runs the handler, the connection suspended.
        case computing
        /// An answer is queued on the connection and being sent.
        case responding
        /// libmicrohttpd has notified the connection's close: no event changes it any more.
        case closed
    }

    /// The time a request is given to arrive whole.
    let timeout: Duration
    /// The idle timeout, added to the deadline of a request after the first on a connection.
    let idle: Duration
    private(set) var phase = Phase.awaitingHead
    /// When the request's clock started; nil while it is stopped.
    private(set) var since: ContinuousClock.Instant?
    /// How long from `since` the request has.
    private(set) var allowance: Duration
    /// Cut off already (past its deadline, or closed for a drain): a connection is cut once.
    private(set) var cut = false

    /// A connection opened at `now`: its first request's clock starts.
    init(openedAt now: ContinuousClock.Instant, timeout: Duration, idle: Duration) {
        self.timeout = timeout
        self.idle = idle
        since = now
        allowance = timeout
    }

    /// The first call of the access handler: the head has arrived, the body follows (the clock runs on).
    mutating func headArrived() {
        move(to: .receivingBody)
    }

    /// The last call of the access handler: the request has arrived whole. The clock stops.
    mutating func received() {
        move(to: .received)
        since = nil
    }

    /// The request was handed to the compute pool, its connection suspended.
    mutating func suspended() {
        move(to: .queued)
    }

    /// A compute worker took the request.
    mutating func workerStarted() {
        move(to: .computing)
    }

    /// An answer is queued on the connection (the pool's, the handler's on the I/O thread, or a refusal at the
    /// head: a refused request's clock stops here).
    mutating func answerQueued() {
        move(to: .responding)
        since = nil
    }

    /// The answer has been sent (libmicrohttpd's request-completed notification): the next request's clock starts
    /// at `now`, with the idle time allowed.
    mutating func answerSent(at now: ContinuousClock.Instant) {
        guard phase != .closed else { return }
        phase = .awaitingHead
        since = now
        allowance = timeout + idle
    }

    /// libmicrohttpd notified the connection's close.
    mutating func closed() {
        phase = .closed
        since = nil
    }

    /// A sweep at `now`, `elapsed` after the previous one; `hasUnreadBytes` says whether the socket holds bytes the
    /// server has not read (asked only while the clock runs). True when the connection is past its deadline and is
    /// to be cut off now (a 408, then the socket shut down), once.
    mutating func sweep(
        at now: ContinuousClock.Instant, elapsed: Duration, hasUnreadBytes: () -> Bool
    ) -> Bool {
        guard !cut, phase != .closed, var start = since else { return false }
        if elapsed > .zero, hasUnreadBytes() {
            // The client's bytes wait on the server: that time is not the client's.
            start += elapsed
            since = start
        }
        guard now - start > allowance else { return false }
        cut = true
        return true
    }

    /// For a drain: true when the connection has no request in progress (no head has arrived since its last answer)
    /// and is to be closed now; its client sees the close before it sends again. Once.
    mutating func closeIfIdle() -> Bool {
        guard !cut, phase == .awaitingHead else { return false }
        cut = true
        return true
    }

    /// A closed connection stays closed.
    private mutating func move(to next: Phase) {
        guard phase != .closed else { return }
        phase = next
    }
}
