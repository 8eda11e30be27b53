#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the daemon listens and which limits it enforces.
///
/// The defaults were chosen against libmicrohttpd 0.9.75 (Debian 12) on a 2-core machine; the
/// comment on each says why.
public struct ServerConfiguration: Sendable {
    /// The event loop each of the daemon's threads runs.
    public enum EventLoop: Sendable, Hashable {
        /// `poll()`: the default. Measured with wrk on 127.0.0.1 it serves as many requests a
        /// second as epoll at 64 to 1,000 connections, and it has no stall.
        case poll
        /// `epoll`, where the system has it (else poll). libmicrohttpd 0.9.75's epoll loop drains
        /// `epoll_wait` in batches of 128 events and calls it again, with the blocking timeout,
        /// while a batch comes back full, before it processes any connection: when exactly 128
        /// (256, 384, ...) sockets of one thread are ready at once, the loop blocks with the
        /// requests unanswered. Measured with one thread: 150k requests/s at 127 connections,
        /// 0.2k to 2k at 128, 256 and 384 (the same with MHD_USE_TURBO or a larger listen
        /// backlog); a thread pool makes it rarer, not impossible.
        case epoll
    }

    /// The address to listen on: an IPv4 address (`"127.0.0.1"`, `"0.0.0.0"`), `"localhost"`
    /// (127.0.0.1), or an IPv6 address (`"::1"`, `"::"`, brackets allowed).
    public var host: String
    /// The TCP port; 0 picks a free one (read it back from `HTTPServer.port`).
    public var port: Int
    /// Threads in the daemon's pool, each running its own event loop over its share of the
    /// connections. Default: the number of online cores, since a request is pure CPU work.
    public var threads: Int
    /// The event loop; `.poll` unless there is a reason (see `EventLoop.epoll`).
    public var eventLoop: EventLoop
    /// The largest request body accepted; a larger one gets 413 before it is read whole.
    public var maxBodyBytes: Int
    /// Paths with a body limit of their own (the routes that take pasted view dumps); others use `maxBodyBytes`.
    public var maxBodyBytesByPath: [String: Int] = [:]
    /// The paths requests are expected to ask for (the routes). A request to one of them is handed over with
    /// this String itself as its path (a retain, no new storage: a path over 15 bytes is otherwise one
    /// allocation a request). Any other path is served as well, as a String of its own.
    public var knownPaths: [String] = []
    /// The most connections open at once (all threads together). Past it the daemon stops
    /// accepting, and new connections wait in the listen backlog. 1,024 keeps the worst-case
    /// memory bounded (1,024 x the 32 KiB connection pool = 32 MiB) while being far above what
    /// one instance behind a load balancer serves.
    public var connectionLimit: Int
    /// Seconds a connection may be idle (no bytes moving) before the daemon closes it, so a slow
    /// or stalled client cannot hold a connection. 0 means never.
    public var connectionTimeoutSeconds: Int
    /// Seconds a request may take to arrive whole, head and body, however steadily its bytes trickle in (the idle
    /// timeout cuts off only a client that stops): past it the server answers 408 and closes the connection. A
    /// connection's first request is timed from the connection's opening; the next ones from the previous answer,
    /// with the idle timeout added (an idle connection is closed at the idle timeout anyway). 0 means never.
    /// Default 10: an adjust request is about 1 KB and a 4 MiB dump arrives in well under a second on any link a
    /// test suite uses.
    public var requestTimeoutSeconds: Int = 10
    /// The most connections one client address may hold at once, so that one machine cannot take every slot of
    /// `connectionLimit` (the liveness probe and other clients keep room). 0 means no limit. Default 128, an
    /// eighth of the connection limit; behind a proxy that connects from one address, raise it or set 0 and let
    /// the proxy limit its clients (docs/deployment.md).
    public var maxConnectionsPerAddress: Int = 128
    /// The memory pool of one connection: read buffer, headers, response head. The default is
    /// libmicrohttpd's own, 32 KiB, which holds a header block of any sane size. The body is
    /// accumulated outside this pool (up to `maxBodyBytes`). libmicrohttpd clears the whole pool
    /// (all but the bytes it keeps for the next request) between two requests of a connection
    /// (`MHD_pool_reset` in its memorypool.c: a memset of the pool's size), so a larger pool costs
    /// CPU on every request, not only memory: 128 KiB measured 80 us a request against 73 us with
    /// 32 KiB; 16 and 8 KiB measured no different from 32 within the noise (bench/RESULTS.md).
    public var connectionMemoryLimitBytes: Int
    /// Threads that compute the heavy requests (a body over `inlineBodyBytes`: a pasted view dump, a simulate of many
    /// events), so that the daemon's threads never do: they keep reading, writing and answering `/healthz` while a
    /// dump is checked. Default: the number of online cores (a dump's reading is pure CPU work). 0 computes every
    /// request on the daemon's threads, as before there was a pool.
    public var computeThreads: Int = ServerConfiguration.onlineCores
    /// Heavy requests that may wait for a compute thread. One more finds the pool full and is answered 503 with
    /// `Retry-After` at once, its body read: never a wait that ends in a timeout. Default 8: with 2 threads, a
    /// 4 MB dump checked in well under a second waits at most a few seconds.
    public var computeQueueLength: Int = 8
    /// The largest body computed on the daemon's thread that read it, with no thread hop (adjust's is about 1 KB);
    /// a larger one goes to the compute pool. Default 16 KiB.
    public var inlineBodyBytes: Int = 16_384
    /// The bytes every request body in flight may hold together. A request whose Content-Length does not fit what is
    /// left is answered 503 with `Retry-After` at its head, before its body is read; a chunked one when it outgrows
    /// it. 0 means no budget. Default 48 MiB: 12 dumps of 4 MiB at once. With the server idle (about 20 MB) and two
    /// compute threads each reading a 4 MB dump (about 35 MB each, measured) beside it, about 140 MB: inside the
    /// 192 MiB the deployment's manifest gives a pod (docs/deployment.md sizes the two together).
    public var bodyMemoryBudgetBytes: Int = 48 * 1_048_576
    /// The kernel's queue of connections not yet accepted. It matters when the daemon is at
    /// `connectionLimit` or a burst of connections arrives at once: a full queue drops SYNs and
    /// clients retry after a second. Default: as large as `connectionLimit`, given explicitly so
    /// it does not depend on the SOMAXCONN libmicrohttpd was built with (128 on older systems);
    /// the kernel caps it at net.core.somaxconn. 0 means the library's default.
    public var listenBacklog: Int

    /// Makes a configuration; every value has a default.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        threads: Int = ServerConfiguration.onlineCores,
        eventLoop: EventLoop = .poll,
        maxBodyBytes: Int = 65_536,
        connectionLimit: Int = 1_024,
        connectionTimeoutSeconds: Int = 10,
        connectionMemoryLimitBytes: Int = 32_768,
        listenBacklog: Int = 1_024
    ) {
        self.host = host
        self.port = port
        self.threads = threads
        self.eventLoop = eventLoop
        self.maxBodyBytes = maxBodyBytes
        self.connectionLimit = connectionLimit
        self.connectionTimeoutSeconds = connectionTimeoutSeconds
        self.connectionMemoryLimitBytes = connectionMemoryLimitBytes
        self.listenBacklog = listenBacklog
    }

    /// The number of online cores, at least 1.
    public static var onlineCores: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// The first problem with the values, if any.
    func validate() -> String? {
        if !(0...65_535).contains(port) { return "port \(port) is not in 0...65535" }
        if !(1...1_024).contains(threads) { return "threads \(threads) is not in 1...1024" }
        if maxBodyBytes < 0 { return "maxBodyBytes \(maxBodyBytes) is negative" }
        if let (path, n) = maxBodyBytesByPath.first(where: { $0.value < 0 }) {
            return "the body limit of \(path), \(n), is negative"
        }
        if !(1...1_000_000).contains(connectionLimit) {
            return "connectionLimit \(connectionLimit) is not in 1...1000000"
        }
        if !(0...86_400).contains(connectionTimeoutSeconds) {
            return "connectionTimeoutSeconds \(connectionTimeoutSeconds) is not in 0...86400"
        }
        if !(0...(1 << 30)).contains(connectionMemoryLimitBytes) {
            return "connectionMemoryLimitBytes \(connectionMemoryLimitBytes) is not in 0...\(1 << 30)"
        }
        if !(0...65_535).contains(listenBacklog) { return "listenBacklog \(listenBacklog) is not in 0...65535" }
        if !(0...86_400).contains(requestTimeoutSeconds) {
            return "requestTimeoutSeconds \(requestTimeoutSeconds) is not in 0...86400"
        }
        if !(0...1_024).contains(computeThreads) { return "computeThreads \(computeThreads) is not in 0...1024" }
        if !(0...1_000_000).contains(computeQueueLength) {
            return "computeQueueLength \(computeQueueLength) is not in 0...1000000"
        }
        if inlineBodyBytes < 0 { return "inlineBodyBytes \(inlineBodyBytes) is negative" }
        if bodyMemoryBudgetBytes < 0 { return "bodyMemoryBudgetBytes \(bodyMemoryBudgetBytes) is negative" }
        if !(0...1_000_000).contains(maxConnectionsPerAddress) {
            return "maxConnectionsPerAddress \(maxConnectionsPerAddress) is not in 0...1000000"
        }
        return nil
    }

    /// The body limit of a request to `path`: its own, else `maxBodyBytes`.
    public func maxBodyBytes(forPath path: String) -> Int {
        maxBodyBytesByPath[path] ?? maxBodyBytes
    }
}
