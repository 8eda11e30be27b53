import ArgumentParser
import Foundation
import KeyboardLayoutAPI
import KeyboardLayoutServer
import Logging
import MicroHTTPD
import ServiceLifecycle
import UnixSignals

/// `keyboard-layout serve`: the HTTP service (DESIGN.md "Deployment").
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the HTTP service.",
        discussion: """
            Every option can also be set by an environment variable, the option's name in capitals with \
            KEYBOARD_LAYOUT_ before it (--max-body-bytes: KEYBOARD_LAYOUT_MAX_BODY_BYTES); an option given \
            on the command line wins. On SIGTERM or SIGINT the server stops accepting connections, /readyz \
            answers 503, requests in flight get the grace period to finish, and the process exits 0.
            """)

    @Option(help: "The address to listen on (0.0.0.0 for every interface). [default: 127.0.0.1]")
    var host: String?
    @Option(help: "The TCP port; 0 picks a free one, logged at start. [default: 8080]")
    var port: Int?
    @Option(help: "Threads serving requests. [default: the number of cores]")
    var threads: Int?
    @Option(help: "The largest request body; a larger one gets 413 before it is read whole. [default: 65536]")
    var maxBodyBytes: Int?
    @Option(help: "Views per scene. [default: 256]")
    var maxViews: Int?
    @Option(help: "Connections open at once. [default: 1024]")
    var maxConnections: Int?
    @Option(help: "Seconds a connection may stay idle before it is closed (slow clients are cut off). [default: 10]")
    var connectionTimeout: Int?
    @Option(help: "The memory pool of one connection, in bytes. [default: 32768]")
    var connectionMemoryBytes: Int?
    @Option(help: "Seconds requests in flight get to finish after SIGTERM/SIGINT. [default: 10]")
    var gracePeriod: Double?
    @Option(help: "trace, debug, info, notice, warning, error or critical. [default: info]")
    var logLevel: String?
    @Option(help: "text (for people) or json (one object a line, for log pipelines). [default: text]")
    var logFormat: String?

    func run() async throws {
        let env = ProcessInfo.processInfo.environment
        let defaults = ServerConfiguration()
        let limitDefaults = Limits()
        var configuration = defaults
        configuration.host = try Setting(option: host, variable: "KEYBOARD_LAYOUT_HOST", fallback: defaults.host)
            .resolve(env)
        configuration.port = try Setting(option: port, variable: "KEYBOARD_LAYOUT_PORT", fallback: defaults.port)
            .resolve(env)
        configuration.threads = try Setting(
            option: threads, variable: "KEYBOARD_LAYOUT_THREADS", fallback: defaults.threads
        ).resolve(env)
        configuration.connectionLimit = try Setting(
            option: maxConnections, variable: "KEYBOARD_LAYOUT_MAX_CONNECTIONS", fallback: defaults.connectionLimit
        ).resolve(env)
        configuration.connectionTimeoutSeconds = try Setting(
            option: connectionTimeout, variable: "KEYBOARD_LAYOUT_CONNECTION_TIMEOUT",
            fallback: defaults.connectionTimeoutSeconds
        ).resolve(env)
        configuration.connectionMemoryLimitBytes = try Setting(
            option: connectionMemoryBytes, variable: "KEYBOARD_LAYOUT_CONNECTION_MEMORY_BYTES",
            fallback: defaults.connectionMemoryLimitBytes
        ).resolve(env)
        var limits = limitDefaults
        limits.maxBodyBytes = try Setting(
            option: maxBodyBytes, variable: "KEYBOARD_LAYOUT_MAX_BODY_BYTES", fallback: limitDefaults.maxBodyBytes
        ).resolve(env)
        limits.maxViews = try Setting(
            option: maxViews, variable: "KEYBOARD_LAYOUT_MAX_VIEWS", fallback: limitDefaults.maxViews
        ).resolve(env)
        let grace = try Setting(option: gracePeriod, variable: "KEYBOARD_LAYOUT_GRACE_PERIOD", fallback: 10.0)
            .resolve(env)
        let levelText = try Setting(option: logLevel, variable: "KEYBOARD_LAYOUT_LOG_LEVEL", fallback: "info")
            .resolve(env)
        guard let level = Logger.Level(rawValue: levelText.lowercased()) else {
            throw ValidationError("log level '\(levelText)' is not one of trace, debug, info, notice, warning, error, critical")
        }
        let formatText = try Setting(option: logFormat, variable: "KEYBOARD_LAYOUT_LOG_FORMAT", fallback: "text")
            .resolve(env)
        guard let format = LogLineFormat(rawValue: formatText.lowercased()) else {
            throw ValidationError("log format '\(formatText)' is not one of text, json")
        }
        guard limits.maxBodyBytes >= 0, limits.maxViews >= 0 else {
            throw ValidationError("max-body-bytes and max-views must not be negative")
        }
        // Checked before it becomes whole milliseconds: `Int(1e300 * 1000)` would trap.
        guard (0...3600).contains(grace) else {
            throw ValidationError("grace-period must be between 0 and 3600 seconds, not \(grace)")
        }

        // A closed stderr must not kill the server: the log writer gets EPIPE and counts the lines as dropped.
        signal(SIGPIPE, SIG_IGN)
        // Every module logs through one bounded buffer that one thread writes to stderr: a slow or stuck
        // reader costs lines (counted in /metrics), never a request thread's time.
        let metrics = ServiceMetrics()
        let sink = LogSink(format: format, dropped: { metrics.countDroppedLogLines($0) })
        // Whatever is buffered is written before the process exits, waiting at most 5 s for a stuck reader.
        defer { sink.shutdown(timeout: .seconds(5)) }
        LoggingSystem.bootstrap { label in BufferedLogHandler(label: label, sink: sink, logLevel: level) }
        let logger = Logger(label: "keyboard-layout")
        let server = KeyboardLayoutHTTPServer(
            service: KeyboardLayoutService(settings: ServiceSettings(limits: limits), metrics: metrics),
            configuration: configuration, logger: logger)
        do {
            try server.start()
        } catch {
            logger.critical("cannot start", metadata: ["error": "\(error)"])
            throw ExitCode(EX_UNAVAILABLE)
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
