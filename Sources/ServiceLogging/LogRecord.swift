public import HTTPMessages
public import Logging
import SystemIO

/// One log line as its fields, the form a request thread hands to `LogSink`: nothing is formatted until the
/// writer thread writes it out (`LogLineFormat`).
public struct LogRecord: Sendable {
    /// Wall-clock time (CLOCK_REALTIME): whole seconds since 1970 and the nanoseconds after them.
    public var seconds: Int
    /// The nanoseconds past `seconds` (0 to 999,999,999).
    public var nanoseconds: Int
    /// The line's severity, written as its `level`.
    public var level: Logger.Level
    /// The label of the logger that made the line, such as `keyboard-layout`.
    public var label: String
    /// The module that logged, such as `KeyboardLayoutServer`.
    public var source: String
    /// What the line says: a logged event, a request of the access log, or a count of dropped lines.
    public var body: Body

    /// The kinds of line, each with the fields only it has.
    public enum Body: Sendable {
        /// A swift-log event: its message and the metadata of the handler, its provider and the call, merged.
        case event(message: Logger.Message, metadata: Logger.Metadata)
        /// One request of the access log, its fields as they come (`metadata` is the logger's own, usually
        /// empty).
        case access(AccessFields, metadata: Logger.Metadata)
        /// `count` lines did not fit in the buffer and were dropped; written once the writer has caught up.
        case dropped(count: Int)
    }

    /// A line stamped with `time`, or with the wall-clock time now when `time` is nil.
    public init(
        level: Logger.Level, label: String, source: String, body: Body, time: (seconds: Int, nanoseconds: Int)? = nil
    ) {
        let now = time ?? Self.now()
        seconds = now.seconds
        nanoseconds = now.nanoseconds
        self.level = level
        self.label = label
        self.source = source
        self.body = body
    }

    /// The wall-clock time now, from clock_gettime (a vDSO call, no system call, no formatting).
    @inline(__always)
    public static func now() -> (seconds: Int, nanoseconds: Int) { WallClock.now() }

    /// About how many bytes the line will take, to bound the buffer by bytes as well as by lines (a request
    /// path can be tens of kilobytes). `utf8.count` of a native string is stored, not counted.
    var estimatedBytes: Int {
        switch body {
        case .event(let message, let metadata):
            return 96 + label.utf8.count + message.description.utf8.count + metadata.count * 48
        case .access(let fields, let metadata):
            return 160 + label.utf8.count + fields.path.utf8.count + fields.method.utf8.count
                + fields.requestID.utf8Count + metadata.count * 48
        case .dropped:
            return 128
        }
    }
}

/// The fields of one access-log line.
public struct AccessFields: Sendable {
    /// The request's method, such as `POST`.
    public var method: String
    /// The request's path without its query, still percent-encoded, such as `/v1/keyboard/adjust`.
    public var path: String
    /// The status code of the answer sent.
    public var status: Int
    /// From the request's arrival to its answer, in nanoseconds.
    public var durationNanoseconds: Int64
    /// The `X-Request-Id` the answer carried: the client's own, or the one the server made (`RequestID`), kept
    /// as it came (a made one as its number: its digits are written into the line, no String made of them).
    public var requestID: RequestIdentifier

    /// The fields of one request's line, as they come.
    public init(
        method: String, path: String, status: Int, durationNanoseconds: Int64, requestID: RequestIdentifier
    ) {
        self.method = method
        self.path = path
        self.status = status
        self.durationNanoseconds = durationNanoseconds
        self.requestID = requestID
    }
}
