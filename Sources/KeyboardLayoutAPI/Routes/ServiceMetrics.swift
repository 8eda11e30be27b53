import CoreMetrics
import HTTPMessages
import HTTPTypes
public import Prometheus
import Synchronization

/// The service's metrics, recorded through swift-metrics into its own Prometheus registry (not the global
/// `MetricsSystem`, so that every service in a process, such as each test's, counts on its own):
///
/// - `keyboard_layout_http_requests_total{route, method, status}`: requests answered;
/// - `keyboard_layout_http_request_duration_seconds{route}`: a latency histogram;
/// - `keyboard_layout_http_requests_in_flight`: requests being answered now;
/// - `keyboard_layout_http_requests_shed_total{reason}`: requests answered 503 with `Retry-After` because the
///   server was full: `queue` (every compute worker busy and the queue full), `memory` (the body budget held),
///   `stopping` (queued when the server stopped);
/// - `keyboard_layout_log_lines_dropped_total`: log lines dropped because the log's buffer was full (its
///   reader, stderr's, fell behind); the server counts them through `countDroppedLogLines`.
///
/// `route` is the route's path, or `unmatched` for a 404, so a scan of random paths cannot blow up the
/// number of series.
public final class ServiceMetrics: Sendable {
    /// The registry `GET /metrics` writes out in the Prometheus text format.
    public let registry: PrometheusCollectorRegistry
    private let factory: PrometheusMetricsFactory
    private let inFlight: Meter
    private let logLinesDropped: CoreMetrics.Counter
    /// The handles made so far, by label set: making one asks the registry under its lock each time, which
    /// profiling showed on every request.
    private let counters = Mutex<[CounterKey: CoreMetrics.Counter]>([:])
    private let timers = Mutex<[String: CoreMetrics.Timer]>([:])

    static let requestsTotal = "keyboard_layout_http_requests_total"
    static let duration = "keyboard_layout_http_request_duration_seconds"
    static let inFlightName = "keyboard_layout_http_requests_in_flight"
    static let logLinesDroppedName = "keyboard_layout_log_lines_dropped_total"
    static let shedName = "keyboard_layout_http_requests_shed_total"
    /// The shed counters by reason, made at start so each series is there (at 0) before the first 503.
    private let shed: [String: CoreMetrics.Counter]

    /// Metrics recorded into `registry` (a new one unless given, so tests do not share counts).
    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
        var factory = PrometheusMetricsFactory(registry: registry)
        // An adjust takes tens of microseconds: the library's default buckets start at 5 ms, which would put
        // every request in the first one. These go from 50 us to 1 s.
        factory.durationHistogramBuckets[Self.duration] = [
            .microseconds(50), .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1),
            .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(100),
            .seconds(1),
        ]
        self.factory = factory
        inFlight = Meter(label: Self.inFlightName, dimensions: [], factory: factory)
        inFlight.set(0)
        // Made now, so the series is there (at 0) before the first drop.
        logLinesDropped = CoreMetrics.Counter(label: Self.logLinesDroppedName, dimensions: [], factory: factory)
        var shed: [String: CoreMetrics.Counter] = [:]
        for reason in ["queue", "memory", "stopping"] {
            shed[reason] = CoreMetrics.Counter(label: Self.shedName, dimensions: [("reason", reason)], factory: factory)
        }
        self.shed = shed
    }

    /// Adds one to `keyboard_layout_http_requests_shed_total{reason}` (`queue`, `memory` or `stopping`; any other
    /// reason is not counted, so callers cannot make up series).
    public func countShed(reason: String) {
        shed[reason]?.increment()
    }

    /// Adds `count` to `keyboard_layout_log_lines_dropped_total` (an atomic add; called by the log's buffer on
    /// the thread that dropped the lines).
    public func countDroppedLogLines(_ count: Int) {
        logLinesDropped.increment(by: count)
    }

    /// Counts a request in flight until `body` returns, then records its status and duration.
    func measure(route: String, method: String, _ body: () -> Response) -> Response {
        inFlight.increment()
        let clock = ContinuousClock()
        let start = clock.now
        let response = body()
        let elapsed = clock.now - start
        inFlight.decrement()
        counter(route: route, method: method, status: response.status.code).increment()
        timer(route: route).recordNanoseconds(elapsed.nanoseconds)
        return response
    }

    /// A counter's labels, as they come (no string built for each request to look one up).
    private struct CounterKey: Hashable {
        var route: String
        var method: String
        var status: Int
    }

    private func counter(route: String, method: String, status: Int) -> CoreMetrics.Counter {
        let key = CounterKey(route: route, method: method, status: status)
        if let c = counters.withLock({ $0[key] }) { return c }
        let c = CoreMetrics.Counter(
            label: Self.requestsTotal, dimensions: [("route", route), ("method", method), ("status", String(status))],
            factory: factory)
        counters.withLock { $0[key] = c }
        return c
    }

    private func timer(route: String) -> CoreMetrics.Timer {
        if let t = timers.withLock({ $0[route] }) { return t }
        let t = CoreMetrics.Timer(label: Self.duration, dimensions: [("route", route)], factory: factory)
        timers.withLock { $0[route] = t }
        return t
    }

    /// The Prometheus text exposition (format 0.0.4) of every metric.
    public func exposition() -> [UInt8] {
        registry.emitToBuffer()
    }
}

extension Duration {
    fileprivate var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
