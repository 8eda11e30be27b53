import Synchronization

/// The list of open connections' states the deadline sweep and the drain go through (libmicrohttpd has no call
/// that lists a daemon's connections), and the two walks over it. Each connection's state and deadline is its own
/// (`ConnectionState`, in libmicrohttpd's per-connection context); the list's lock is taken when a connection opens
/// or closes and by the walks, never by a request.
final class ConnectionRegistry: Sendable {
    private let connections = Mutex<[ObjectIdentifier: ConnectionState]>([:])
    /// When the last sweep ran (the time given back to a connection with unread bytes is counted from it).
    private let lastSweep = Mutex<ContinuousClock.Instant?>(nil)
    /// The time a request is given to arrive whole (`requestTimeoutSeconds`).
    let timeout: Duration
    /// The idle timeout (`connectionTimeoutSeconds`), added to the deadline of the requests after the first.
    let idle: Duration
    /// The clock every deadline is read from.
    let clock: any TransportClock

    init(timeoutSeconds: Int, idleSeconds: Int, clock: any TransportClock = MonotonicClock()) {
        timeout = .seconds(timeoutSeconds)
        idle = .seconds(idleSeconds)
        self.clock = clock
    }

    /// A connection opened on `socket`: its state, listed, its first request's clock started.
    func opened(socket: Int32) -> ConnectionState {
        let state = ConnectionState(socket: socket, clock: clock, timeout: timeout, idle: idle)
        connections.withLock { $0[ObjectIdentifier(state)] = state }
        return state
    }

    /// The connection is about to close: its state is closed and let go of.
    func closed(_ state: ConnectionState) {
        state.closed()
        _ = connections.withLock { $0.removeValue(forKey: ObjectIdentifier(state)) }
    }

    /// Cuts off every connection past its deadline (`ConnectionState.sweep`). Returns how many.
    func sweep() -> Int {
        let now = clock.now
        let elapsed = lastSweep.withLock { last in
            defer { last = now }
            return last.map { now - $0 } ?? .zero
        }
        var count = 0
        for state in listed() where state.sweep(at: now, elapsed: elapsed) { count += 1 }
        return count
    }

    /// Closes every connection with no request in progress (for a drain: the client sees the close before it
    /// sends again, or retries its request elsewhere). Returns how many.
    func closeIdle() -> Int {
        var count = 0
        for state in listed() where state.closeIfIdle() { count += 1 }
        return count
    }

    /// The connections listed now. A walk goes through a copy, so that no connection waits to open or close while
    /// it writes on sockets; one closed meanwhile is `closed` in its machine, which the walk then leaves alone.
    private func listed() -> [ConnectionState] {
        connections.withLock { Array($0.values) }
    }

    /// The connections listed.
    var count: Int { connections.withLock { $0.count } }
}
