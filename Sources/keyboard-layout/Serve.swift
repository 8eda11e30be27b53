import ArgumentParser
import KeyboardLayoutAPI
import KeyboardLayoutServer
import Logging
import MicroHTTPD
import ServiceLifecycle
import ServiceLogging
import SystemIO
import UnixSignals

/// The serve command's settings once resolved and checked.
struct ResolvedServeSettings {
    var configuration: ServerConfiguration
    var limits: Limits
    /// Seconds requests in flight get after SIGTERM/SIGINT.
    var grace: Double
    var level: Logger.Level
    var format: LogLineFormat
}

extension KeyboardLayoutCommand {
    /// `keyboard-layout serve`: the HTTP service (docs/deployment.md).
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run the HTTP service.",
            discussion: """
                Every option can also be set by an environment variable, the option's name in capitals with \
                KEYBOARD_LAYOUT_ before it (--max-body-bytes: KEYBOARD_LAYOUT_MAX_BODY_BYTES); an option given \
                on the command line wins. On SIGTERM or SIGINT the server stops accepting connections, /readyz \
                answers 503, requests in flight get the grace period to finish, and the process exits 0.
                """)

        // Each default is the library's own (ServerConfiguration, Limits) or ServeDefaults, shown from there; each
        // environment variable is the option's name in capitals after KEYBOARD_LAYOUT_ (Setting.variable).
        @Option(help: "The address to listen on (0.0.0.0 for every interface). [default: \(ServeDefaults.server.host)]")
        var host: String?
        @Option(help: "The TCP port; 0 picks a free one, logged at start. [default: \(ServeDefaults.server.port)]")
        var port: Int?
        @Option(help: "Threads serving requests. [default: the number of cores]")
        var threads: Int?
        @Option(
            help: """
                The largest request body; a larger one gets 413 before it is read whole. \
                [default: \(ServeDefaults.limits.maxBodyBytes)]
                """)
        var maxBodyBytes: Int?
        @Option(
            help: """
                The largest body of the routes that take a pasted view dump or log (scene/parse, check, compare, \
                replay). [default: \(ServeDefaults.limits.maxDumpBodyBytes)]
                """)
        var maxDumpBodyBytes: Int?
        @Option(help: "Views per scene. [default: \(ServeDefaults.limits.maxViews)]")
        var maxViews: Int?
        @Option(help: "Connections open at once. [default: \(ServeDefaults.server.connectionLimit)]")
        var maxConnections: Int?
        @Option(
            help: """
                Seconds a connection may stay idle before it is closed (slow clients are cut off). \
                [default: \(ServeDefaults.server.connectionTimeoutSeconds)]
                """)
        var connectionTimeout: Int?
        @Option(
            help: """
                Seconds a request may take to arrive whole, head and body, however steadily it trickles; past it, 408 \
                and the connection closed. 0 for never. [default: \(ServeDefaults.server.requestTimeoutSeconds)]
                """)
        var requestTimeout: Int?
        @Option(
            help: """
                Connections one client address may hold at once, 0 for no limit (behind a proxy that connects from one \
                address, raise it). [default: \(ServeDefaults.server.maxConnectionsPerAddress)]
                """)
        var maxConnectionsPerAddress: Int?
        @Option(
            help:
                "The memory pool of one connection, in bytes. [default: \(ServeDefaults.server.connectionMemoryLimitBytes)]"
        )
        var connectionMemoryBytes: Int?
        @Option(
            help: """
                Threads that compute the heavy requests (a body over --inline-body-bytes: a pasted dump, a long \
                simulate) off the connections' threads; 0 computes every request on them. [default: the number of cores]
                """)
        var computeThreads: Int?
        @Option(
            help: """
                Heavy requests that may wait for a compute thread; one more is answered 503 with Retry-After at once. \
                [default: \(ServeDefaults.server.computeQueueLength)]
                """)
        var computeQueue: Int?
        @Option(
            help: """
                The largest body computed on the thread that read it; a larger one goes to a compute thread. \
                [default: \(ServeDefaults.server.inlineBodyBytes)]
                """)
        var inlineBodyBytes: Int?
        @Option(
            help: """
                Bytes all request bodies in flight may hold together; a request that does not fit what is left is \
                answered 503 with Retry-After before its body is read. 0 for no budget. \
                [default: \(ServeDefaults.server.bodyMemoryBudgetBytes)]
                """)
        var bodyMemoryBudgetBytes: Int?
        @Option(
            help: """
                Seconds requests in flight get to finish after SIGTERM/SIGINT, 0 to \(Int(ServeDefaults.maxGracePeriod)). \
                [default: \(Int(ServeDefaults.gracePeriod))]
                """)
        var gracePeriod: Double?
        @Option(help: "trace, debug, info, notice, warning, error or critical. [default: \(ServeDefaults.logLevel)]")
        var logLevel: String?
        @Option(
            help:
                "text (for people) or json (one object a line, for log pipelines). [default: \(ServeDefaults.logFormat)]"
        )
        var logFormat: String?

        /// Every setting resolved from its option, its environment variable or its default, and checked: what the
        /// command line refuses fails here, in `validate()`, before anything starts (exit 64).
        func resolved() throws -> ResolvedServeSettings {
            let env = FileDescriptor.environment
            let defaults = ServeDefaults.server
            let limitDefaults = ServeDefaults.limits
            var configuration = defaults
            configuration.host = try Setting(option: host, name: "host", fallback: defaults.host).resolve(env)
            configuration.port = try Setting(option: port, name: "port", fallback: defaults.port).resolve(env)
            configuration.threads = try Setting(option: threads, name: "threads", fallback: defaults.threads).resolve(
                env)
            configuration.connectionLimit = try Setting(
                option: maxConnections, name: "max-connections", fallback: defaults.connectionLimit
            ).resolve(env)
            configuration.connectionTimeoutSeconds = try Setting(
                option: connectionTimeout, name: "connection-timeout", fallback: defaults.connectionTimeoutSeconds
            ).resolve(env)
            configuration.requestTimeoutSeconds = try Setting(
                option: requestTimeout, name: "request-timeout", fallback: defaults.requestTimeoutSeconds
            ).resolve(env)
            configuration.maxConnectionsPerAddress = try Setting(
                option: maxConnectionsPerAddress, name: "max-connections-per-address",
                fallback: defaults.maxConnectionsPerAddress
            ).resolve(env)
            configuration.connectionMemoryLimitBytes = try Setting(
                option: connectionMemoryBytes, name: "connection-memory-bytes",
                fallback: defaults.connectionMemoryLimitBytes
            ).resolve(env)
            configuration.computeThreads = try Setting(
                option: computeThreads, name: "compute-threads", fallback: defaults.computeThreads
            ).resolve(env)
            configuration.computeQueueLength = try Setting(
                option: computeQueue, name: "compute-queue", fallback: defaults.computeQueueLength
            ).resolve(env)
            configuration.inlineBodyBytes = try Setting(
                option: inlineBodyBytes, name: "inline-body-bytes", fallback: defaults.inlineBodyBytes
            ).resolve(env)
            configuration.bodyMemoryBudgetBytes = try Setting(
                option: bodyMemoryBudgetBytes, name: "body-memory-budget-bytes",
                fallback: defaults.bodyMemoryBudgetBytes
            ).resolve(env)
            var limits = limitDefaults
            limits.maxBodyBytes = try Setting(
                option: maxBodyBytes, name: "max-body-bytes", fallback: limitDefaults.maxBodyBytes
            ).resolve(env)
            limits.maxDumpBodyBytes = try Setting(
                option: maxDumpBodyBytes, name: "max-dump-body-bytes", fallback: limitDefaults.maxDumpBodyBytes
            ).resolve(env)
            limits.maxViews = try Setting(option: maxViews, name: "max-views", fallback: limitDefaults.maxViews)
                .resolve(
                    env)
            let grace = try Setting(option: gracePeriod, name: "grace-period", fallback: ServeDefaults.gracePeriod)
                .resolve(env)
            let levelText = try Setting(option: logLevel, name: "log-level", fallback: ServeDefaults.logLevel).resolve(
                env)
            guard let level = Logger.Level(rawValue: levelText.lowercased()) else {
                throw ValidationError(
                    "log level '\(levelText)' is not one of trace, debug, info, notice, warning, error, critical")
            }
            let formatText = try Setting(option: logFormat, name: "log-format", fallback: ServeDefaults.logFormat)
                .resolve(env)
            guard let format = LogLineFormat(rawValue: formatText.lowercased()) else {
                throw ValidationError("log format '\(formatText)' is not one of text, json")
            }
            guard limits.maxBodyBytes >= 0, limits.maxDumpBodyBytes >= 0, limits.maxViews >= 0 else {
                throw ValidationError("max-body-bytes, max-dump-body-bytes and max-views must not be negative")
            }
            // Checked before it becomes whole milliseconds: `Int(1e300 * 1000)` would trap.
            guard (0...ServeDefaults.maxGracePeriod).contains(grace) else {
                throw ValidationError(
                    "grace-period must be between 0 and \(Int(ServeDefaults.maxGracePeriod)) seconds, not \(grace)")
            }
            return ResolvedServeSettings(
                configuration: configuration, limits: limits, grace: grace, level: level, format: format)
        }

        func validate() throws { _ = try resolved() }

        func run() async throws {
            let settings = try resolved()
            let (configuration, limits, grace) = (settings.configuration, settings.limits, settings.grace)
            let (level, format) = (settings.level, settings.format)

            // A closed stderr must not kill the server: the log writer gets EPIPE and counts the lines as dropped.
            FileDescriptor.ignoreBrokenPipeSignal()
            // Every module logs through one bounded buffer that one thread writes to stderr: a slow or stuck
            // reader costs lines (counted in /metrics), never a request thread's time.
            let metrics = ServiceMetrics()
            let sink = LogSink(format: format, dropped: { metrics.countDroppedLogLines($0) })
            // Whatever is buffered is written before the process exits, waiting at most 5 s for a stuck reader.
            defer { sink.shutdown(timeout: .seconds(5)) }
            LoggingSystem.bootstrap { label in BufferedLogHandler(label: label, sink: sink, logLevel: level) }
            let logger = Logger(label: "keyboard-layout")
            let server = KeyboardLayoutHTTPServer(
                service: KeyboardLayoutService(limits: limits, metrics: metrics),
                configuration: configuration, logger: logger)
            do {
                try server.start()
            } catch {
                logger.critical("cannot start", metadata: ["error": "\(error)"])
                throw ExitCode(69 /* EX_UNAVAILABLE */)
            }
            let group = ServiceGroup(
                configuration: ServiceGroupConfiguration(
                    services: [
                        .init(
                            service: DrainOnShutdown(
                                server: server, grace: .milliseconds(Int(grace * 1000)), logger: logger,
                                serving: [
                                    "host": "\(configuration.host)", "port": "\(server.port)",
                                    "threads": "\(configuration.threads)", "max_body_bytes": "\(limits.maxBodyBytes)",
                                ]),
                            successTerminationBehavior: .gracefullyShutdownGroup)
                    ],
                    gracefulShutdownSignals: [.sigterm, .sigint],
                    logger: logger))
            try await group.run()
            logger.info("stopped")
        }
    }
}

/// Waits for the graceful shutdown that SIGTERM/SIGINT trigger, then drains the server.
struct DrainOnShutdown: Service {
    let server: KeyboardLayoutHTTPServer
    let grace: Duration
    let logger: Logger
    /// Logged as "serving" once the signal handlers are in place (the group installs them before it runs its
    /// services), so a supervisor or test that signals as soon as it reads the line is heard.
    let serving: Logger.Metadata

    func run() async throws {
        logger.info("serving", metadata: serving)
        // Returns when the group shuts down gracefully; throws CancellationError when it is cancelled instead,
        // and the server is drained either way.
        try? await gracefulShutdown()
        logger.info("draining", metadata: ["in_flight": "\(server.server.inFlight)", "grace_s": "\(grace)"])
        let finished = await server.drain(grace: grace)
        if !finished { logger.warning("grace period over with requests still in flight; they were cut off") }
    }
}
