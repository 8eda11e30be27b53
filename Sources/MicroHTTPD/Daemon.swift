import CMicroHTTPD
import HTTPMessages
import Logging
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one box that holds libmicrohttpd's daemon pointer, and the context every C callback gets.
///
/// The mutable state (the daemon pointer, the listen socket, the bound port) lives in a `Mutex` and the
/// count of requests in flight in an `Atomic`; everything else is immutable and `Sendable`. The callbacks
/// run on libmicrohttpd's threads with this box as their context pointer: `start()` retains the box for the
/// daemon and `stop()` releases it only after `MHD_stop_daemon` has returned, when no callback runs any more
/// ("Shutdown an HTTP daemon" joins the daemon's threads).
final class Daemon: Sendable {
    let configuration: ServerConfiguration
    let logger: Logger
    /// Answers a request: the response, and the id the transport adds as `idField` (nil: none).
    let handler: @Sendable (Request) -> (Response, RequestIdentifier?)
    /// Answers a request whose body is over its limit, as `handler` does.
    let tooLarge: @Sendable (Request) -> (Response, RequestIdentifier?)
    /// Answers a request the server sheds (a 503 with `Retry-After`), as `handler` does.
    let unavailable: @Sendable (Request, ShedReason) -> (Response, RequestIdentifier?)
    /// The budget every request body in flight draws on (`ServerConfiguration.bodyMemoryBudgetBytes`).
    let budget: BodyBudget
    /// The raw name of the header field that carries the id a handler returns (`X-Request-Id`), sent after the
    /// response's own fields; nil when the server adds none.
    let idField: String?
    /// The texts a request's path or a header field's value is compared with before a String is made of it
    /// (`internedString`): the known paths, and the usual values over 15 bytes (a shorter String is stored
    /// inline and allocates nothing anyway).
    let knownStrings: [String]

    /// Safe to use: the pointer is only handed to libmicrohttpd, never read through, under the lock.
    @safe private struct State {
        /// The running daemon (`struct MHD_Daemon *`), nil when stopped.
        var daemon: OpaquePointer?
        /// The listen socket that `MHD_quiesce_daemon` handed back, to be closed after the stop.
        var listenSocket: Int32 = -1
        var boundPort = 0
    }

    private let state = Mutex(State())
    /// Request states no request holds, cleared, for the next requests to take (`takeState`, `recycle`): on a
    /// keep-alive connection each request would otherwise make a state, its head's storage and its field list
    /// anew (three heap allocations). At most `maxSpareStates`; emptied when the daemon stops, as each state
    /// holds the daemon.
    private let spareStates: Mutex<[RequestState]>
    private let maxSpareStates: Int
    private let inFlightCount = Atomic<Int>(0)
    /// Set by `quiesce`: every answer from then on closes its connection (`Connection: close`), so that a
    /// keep-alive client sends its next request elsewhere instead of on a connection about to close.
    private let drainingFlag = Atomic<Bool>(false)
    /// Connections open now, counted from libmicrohttpd's notifications (`mhdConnectionNotify`).
    private let openCount = Atomic<Int>(0)
    /// The drain's waiters for the moment no request is in flight and no connection is open (`waitUntilIdle`),
    /// woken by the request or the connection that ends last: the drain does not poll.
    private let idleWaiters = Mutex<[Int: CheckedContinuation<Void, Never>]>([:])
    private let nextWaiter = Atomic<Int>(0)
    /// The open connections' states, each holding its request's phase and deadline (`requestTimeoutSeconds`),
    /// listed for the deadline sweep and the drain; nil when there is no request timeout.
    let registry: ConnectionRegistry?
    /// The thread that cuts off the connections past their deadline, while the daemon runs.
    private let sweeper = Mutex<(DeadlineSweeper, pthread_t)?>(nil)
    private let lentCount = Atomic<Int>(0)
    /// The workers that compute the heavy requests while the daemon runs (none when `computeThreads` is 0: every
    /// request is computed on the I/O threads). Read under its lock only for a heavy request.
    private let computePool = Mutex<ComputePool?>(nil)

    init(
        configuration: ServerConfiguration,
        logger: Logger,
        idField: String?,
        tooLarge: @escaping @Sendable (Request) -> (Response, RequestIdentifier?),
        unavailable: @escaping @Sendable (Request, ShedReason) -> (Response, RequestIdentifier?),
        handler: @escaping @Sendable (Request) -> (Response, RequestIdentifier?)
    ) {
        self.configuration = configuration
        self.logger = logger
        self.idField = idField
        self.tooLarge = tooLarge
        self.unavailable = unavailable
        budget = BodyBudget(limit: configuration.bodyMemoryBudgetBytes)
        self.handler = handler
        registry =
            configuration.requestTimeoutSeconds > 0
            ? ConnectionRegistry(
                timeoutSeconds: configuration.requestTimeoutSeconds,
                idleSeconds: configuration.connectionTimeoutSeconds)
            : nil
        self.knownStrings =
            configuration.knownPaths.filter { $0.utf8.count > 15 } + Self.usualFieldValues
        // A few a thread: each thread serves its connections one request at a time, and an answer still being
        // sent holds its state a little longer.
        maxSpareStates = min(64, max(4, configuration.threads * 4))
        var spares: [RequestState] = []
        spares.reserveCapacity(maxSpareStates)
        spareStates = Mutex(spares)
    }

    /// Header field values that clients send on most requests and that are too long to be stored inline.
    static let usualFieldValues = [
        "application/json", "application/json; charset=utf-8", "text/plain; charset=utf-8",
        "application/problem+json",
    ]

    // MARK: Lifecycle

    func start() throws(HTTPServerError) {
        if let problem = configuration.validate() { throw .invalidConfiguration(problem) }
        let address = try BindAddress(host: configuration.host, port: configuration.port)
        let configuration = self.configuration
        try state.withLock { (state) throws(HTTPServerError) in
            guard unsafe state.daemon == nil else { throw .alreadyRunning }
            // Retained for the daemon, released in stop() (or below when the start fails).
            let context = unsafe Unmanaged.passRetained(self).toOpaque()
            let flags = CMicroHTTPD_flags(
                configuration.eventLoop == .epoll ? 1 : 0, address.isIPv6 ? 1 : 0,
                configuration.computeThreads > 0 ? 1 : 0)
            errno = 0
            let started = unsafe address.withSockaddr { sockaddr in
                // "Start a webserver on the given port." "@return NULL on error, handle to daemon
                // on success"
                unsafe CMicroHTTPD_start_daemon(
                    flags,
                    UInt16(configuration.port),
                    sockaddr,
                    UInt32(configuration.threads),
                    UInt32(configuration.connectionLimit),
                    UInt32(configuration.connectionTimeoutSeconds),
                    configuration.connectionMemoryLimitBytes,
                    UInt32(configuration.listenBacklog),
                    UInt32(configuration.maxConnectionsPerAddress),
                    mhdAccessHandler,
                    mhdRequestCompleted,
                    mhdConnectionNotify,
                    mhdLog,
                    context
                )
            }
            let startErrno = errno
            guard let started = unsafe started else {
                unsafe Unmanaged<Daemon>.fromOpaque(context).release()
                throw Self.startError(errno: startErrno, configuration: configuration)
            }
            unsafe state.daemon = unsafe started
            state.listenSocket = -1
            // MHD_DAEMON_INFO_BIND_PORT: "Request the port number of daemon's listen socket."
            state.boundPort = unsafe Int(CMicroHTTPD_bound_port(started))
        }
        startSweeper()
        startComputePool()
        // Bodies over 128 KiB (a pasted dump's) are mapped on their own and given back to the system when freed, so
        // a burst of uploads leaves no resident memory behind (`CMicroHTTPD_map_large_blocks`: the process's
        // allocator, set by the owner of the bodies; glibc's MALLOC_MMAP_THRESHOLD_ variable, when set, is
        // overridden).
        _ = CMicroHTTPD_map_large_blocks(131_072)
        logger.info(
            "listening",
            metadata: [
                "host": "\(configuration.host)", "port": "\(port)", "threads": "\(configuration.threads)",
                "eventLoop": "\(configuration.eventLoop)", "computeThreads": "\(configuration.computeThreads)",
                "computeQueue": "\(configuration.computeQueueLength)",
                "bodyMemoryBudget": "\(configuration.bodyMemoryBudgetBytes)",
            ]
        )
    }

    /// libmicrohttpd says only NULL; the errno its failed `bind` or `listen` left tells why.
    private static func startError(errno code: Int32, configuration: ServerConfiguration) -> HTTPServerError {
        let reason = unsafe code == 0 ? "unknown error" : String(cString: strerror(code))
        switch code {
        case EADDRINUSE, EADDRNOTAVAIL, EACCES, EPERM:
            return .bindFailed(host: configuration.host, port: configuration.port, reason: reason)
        default:
            return .startFailed(reason: reason)
        }
    }

    /// Stops accepting connections; requests on open connections go on.
    func quiesce() {
        drainingFlag.store(true, ordering: .releasing)
        state.withLock { state in
            guard let daemon = unsafe state.daemon, state.listenSocket < 0 else { return }
            // "Stop accepting connections from the listening socket. Allows clients to continue
            // processing, but stops accepting new connections." "some thread modes require the
            // caller to have passed #MHD_USE_ITC" (CMicroHTTPD_flags does).
            let socket = unsafe MHD_quiesce_daemon(daemon)
            guard socket >= 0 else { return }
            // "the caller is responsible for closing the returned socket; however, if MHD is run
            // using threads ..., it must not be closed until AFTER #MHD_stop_daemon has been
            // called": kept open until stop(). Until then the kernel would still complete
            // handshakes into the backlog that nobody accepts; shutting the listening socket
            // down makes it refuse new connections at once (as libmicrohttpd itself does to
            // wake its threads, MHD_FEATURE_SHUTDOWN_LISTEN_SOCKET) without freeing the number.
            _ = shutdown(socket, Int32(SHUT_RDWR))
            state.listenSocket = socket
        }
    }

    /// Stops the daemon: closes every connection and joins its threads. Idempotent.
    func stop() {
        let (stopping, socket) = unsafe state.withLock { state in
            defer {
                unsafe state.daemon = nil
                state.listenSocket = -1
            }
            return unsafe (state.daemon, state.listenSocket)
        }
        guard let stopping = unsafe stopping else { return }
        // The sweeper stops before the daemon (it only touches sockets the daemon still holds): told, then joined.
        if let (running, thread) = sweeper.withLock({ current -> (DeadlineSweeper, pthread_t)? in
            defer { current = nil }
            return current
        }) {
            running.stop()
            _ = unsafe pthread_join(thread, nil)
        }
        // "It is an API violation to call #MHD_stop_daemon while having suspended connections ... You must
        // explicitly resume all connections before stopping the daemon": the pool's queued jobs are cancelled (each
        // resumes its connection with a 503) and its running ones finish (each resumes its connection with its
        // answer) before the daemon stops.
        computePool.withLock { pool -> ComputePool? in
            defer { pool = nil }
            return pool
        }?.shutdown()
        // "Shutdown an HTTP daemon." Called outside the lock: it joins the daemon's threads, which
        // may take a while, and `port` or `connections` must not wait for that.
        unsafe MHD_stop_daemon(stopping)
        // The socket quiesce() kept: "the caller is responsible for closing the returned socket".
        if socket >= 0 { _ = close(socket) }
        // Each spare state holds the daemon: let them go, or neither would be freed. No callback runs any more,
        // so none is given back after this.
        spareStates.withLock { $0.removeAll(keepingCapacity: true) }
        // Balances the passRetained in start(): no callback can run any more.
        unsafe Unmanaged.passUnretained(self).release()
        logger.info("stopped")
    }

    /// Every 200 ms, cuts off the connections whose request is past its deadline (`ConnectionRegistry.sweep`), on a
    /// thread of its own: not a task, which a busy cooperative pool (a test process's) could leave unscheduled.
    private func startSweeper() {
        guard let registry else { return }
        let sweeper = DeadlineSweeper(registry: registry, logger: logger)
        let context = unsafe Unmanaged.passRetained(sweeper).toOpaque()
        var thread = pthread_t()
        // "On success, pthread_create() returns 0"; the thread releases the context when it ends.
        let created = unsafe pthread_create(
            &thread, nil,
            { argument in
                guard let argument = unsafe argument else { return nil }
                let sweeper = unsafe Unmanaged<DeadlineSweeper>.fromOpaque(argument).takeRetainedValue()
                sweeper.run()
                return nil
            }, context)
        guard created == 0 else {
            unsafe Unmanaged<DeadlineSweeper>.fromOpaque(context).release()
            logger.error("the request-deadline thread could not start: request timeouts are not enforced")
            return
        }
        self.sweeper.withLock { $0 = (sweeper, thread) }
    }

    /// Starts the compute workers (`computeThreads`, none when 0).
    private func startComputePool() {
        guard configuration.computeThreads > 0 else { return }
        let pool = ComputePool(
            threads: configuration.computeThreads, queueLength: configuration.computeQueueLength,
            onIdle: Self.trimMemory)
        if !pool.start() {
            logger.error("not every compute thread could start: heavy requests run on those that did")
        }
        computePool.withLock { $0 = pool }
    }

    /// The compute pool while the daemon runs.
    var pool: ComputePool? { computePool.withLock { $0 } }

    /// Gives the allocator's free memory back to the system, called when the compute pool goes idle after a burst
    /// of heavy requests. A dump's reading allocates many small blocks in the worker's malloc arena; glibc keeps
    /// freed blocks in the arena's heap for reuse, so without this the resident memory stays at the burst's peak.
    /// (`CMicroHTTPD_trim_memory`: malloc_trim(3), which since glibc 2.8 frees the whole free pages of every arena.)
    @Sendable static func trimMemory() {
        _ = CMicroHTTPD_trim_memory()
    }

    var port: Int { state.withLock { $0.boundPort } }

    var isRunning: Bool { state.withLock { unsafe $0.daemon != nil } }

    var inFlight: Int { inFlightCount.load(ordering: .relaxed) }

    /// Closes the connections that have no request in progress; how many (0 without request deadlines, which
    /// keep the list of connections).
    func closeIdleConnections() -> Int { registry?.closeIdle() ?? 0 }

    /// Whether the daemon is draining (quiesced): answers close their connections.
    var isDraining: Bool { drainingFlag.load(ordering: .acquiring) }

    var connections: Int {
        state.withLock { state in
            guard let daemon = unsafe state.daemon else { return 0 }
            // "Request the number of current connections handled by the daemon."
            return unsafe Int(CMicroHTTPD_current_connections(daemon))
        }
    }

    func requestStarted() { inFlightCount.add(1, ordering: .relaxed) }

    func requestFinished() {
        inFlightCount.subtract(1, ordering: .relaxed)
        wakeIfIdle()
    }

    func connectionOpened() { openCount.add(1, ordering: .relaxed) }

    func connectionClosed() {
        openCount.subtract(1, ordering: .relaxed)
        wakeIfIdle()
    }

    /// No request in flight and no connection open.
    private var isIdle: Bool { inFlightCount.load(ordering: .relaxed) <= 0 && openCount.load(ordering: .relaxed) <= 0 }

    /// While draining, wakes the drain's waiters once the last request and connection are done (one atomic load
    /// a request otherwise).
    private func wakeIfIdle() {
        guard drainingFlag.load(ordering: .relaxed), isIdle else { return }
        let waiters = idleWaiters.withLock { waiters in
            defer { waiters = [:] }
            return waiters
        }
        for waiter in waiters.values { waiter.resume() }
    }

    /// Returns once no request is in flight and no connection is open (woken by the last to end, not polled), or
    /// when the task is cancelled. Meant for a drain: the wake-ups happen only once `quiesce` has begun it.
    func waitUntilIdle() async {
        let id = nextWaiter.add(1, ordering: .relaxed).newValue
        await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                // Checked and registered under the waiters' lock, which `wakeIfIdle` takes after its own check:
                // the last request or connection either finds this waiter or ended before the check here.
                let now = idleWaiters.withLock { waiters -> Bool in
                    if isIdle || Task.isCancelled { return true }
                    waiters[id] = waiter
                    return false
                }
                if now { waiter.resume() }
            }
        } onCancel: {
            idleWaiters.withLock { $0.removeValue(forKey: id) }?.resume()
        }
    }

    /// A state for a new request: a spare one when there is one, else a new one.
    func takeState() -> RequestState {
        spareStates.withLock { $0.popLast() } ?? RequestState(daemon: self)
    }

    /// Takes back a state that nothing else holds (its last owner found it uniquely referenced), cleared, unless
    /// the spares are full.
    func recycle(_ state: RequestState) {
        state.clear()
        spareStates.withLock { spares in
            if spares.count < maxSpareStates { spares.append(state) }
        }
    }

    /// Answers lent to libmicrohttpd (`makeResponse`) and not yet released by it (`mhdReleaseAnswer`).
    var lentAnswers: Int { lentCount.load(ordering: .relaxed) }

    func answerLent() { lentCount.add(1, ordering: .relaxed) }

    func answerReleased() { lentCount.subtract(1, ordering: .relaxed) }
}

/// A listen address as libmicrohttpd's MHD_OPTION_SOCK_ADDR wants it.
enum BindAddress {
    case v4(sockaddr_in)
    case v6(sockaddr_in6)

    init(host: String, port: Int) throws(HTTPServerError) {
        var name = host
        if name == "localhost" { name = "127.0.0.1" }
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        let networkPort = UInt16(truncatingIfNeeded: port).bigEndian
        var v4 = sockaddr_in()
        // inet_pton(3): "returns 1 on success (network address was successfully converted)".
        if unsafe inet_pton(AF_INET, name, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = networkPort
            self = .v4(v4)
            return
        }
        var v6 = sockaddr_in6()
        if unsafe inet_pton(AF_INET6, name, &v6.sin6_addr) == 1 {
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = networkPort
            self = .v6(v6)
            return
        }
        throw .invalidHost(host)
    }

    var isIPv6: Bool {
        if case .v6 = self { return true }
        return false
    }

    func withSockaddr<T>(_ body: (UnsafePointer<sockaddr>) -> T) -> T {
        switch self {
        case .v4(var address):
            return unsafe withUnsafePointer(to: &address) {
                unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
            }
        case .v6(var address):
            return unsafe withUnsafePointer(to: &address) {
                unsafe $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
            }
        }
    }
}

/// What a thread started by `startThread` runs, handed to it through pthread_create's argument.
private final class ThreadBody: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

/// Runs `body` on a thread of its own (not a task, which a busy cooperative pool could leave unscheduled: the
/// compute pool's workers); the thread's handle for pthread_join, or nil when none could be made. The body is
/// retained for the thread and released when it ends (or here, when the thread could not start).
func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    let context = unsafe Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    var thread = pthread_t()
    // "On success, pthread_create() returns 0".
    let created = unsafe pthread_create(
        &thread, nil,
        { argument in
            guard let argument = unsafe argument else { return nil }
            unsafe Unmanaged<ThreadBody>.fromOpaque(argument).takeRetainedValue().run()
            return nil
        }, context)
    guard created == 0 else {
        unsafe Unmanaged<ThreadBody>.fromOpaque(context).release()
        return nil
    }
    return thread
}
