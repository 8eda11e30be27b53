public import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One log line as its fields, the form a request thread hands to `LogSink`: nothing is formatted until the
/// writer thread writes it out (`LogLineFormat`).
public struct LogRecord: Sendable {
    /// Wall-clock time (CLOCK_REALTIME): whole seconds since 1970 and the nanoseconds after them.
    public var seconds: Int
    public var nanoseconds: Int
    public var level: Logger.Level
    public var label: String
    /// The module that logged, such as `KeyboardLayoutServer`.
    public var source: String
    public var body: Body

    public enum Body: Sendable {
        /// A swift-log event: its message and the metadata of the handler, its provider and the call, merged.
        case event(message: Logger.Message, metadata: Logger.Metadata)
        /// One request of the access log, its fields as they come (`metadata` is the logger's own, usually
        /// empty).
        case access(AccessFields, metadata: Logger.Metadata)
        /// `count` lines did not fit in the buffer and were dropped; written once the writer has caught up.
        case dropped(count: Int)
    }

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
    public static func now() -> (seconds: Int, nanoseconds: Int) {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return (Int(spec.tv_sec), Int(spec.tv_nsec))
    }

    /// About how many bytes the line will take, to bound the buffer by bytes as well as by lines (a request
    /// path can be tens of kilobytes). `utf8.count` of a native string is stored, not counted.
    var estimatedBytes: Int {
        switch body {
        case .event(let message, let metadata):
            return 96 + label.utf8.count + message.description.utf8.count + metadata.count * 48
        case .access(let fields, let metadata):
            return 160 + label.utf8.count + fields.path.utf8.count + fields.method.utf8.count
                + fields.requestID.utf8.count + metadata.count * 48
        case .dropped:
            return 128
        }
    }
}

/// The fields of one access-log line.
public struct AccessFields: Sendable {
    public var method: String
    public var path: String
    public var status: Int
    /// From the request's arrival to its answer, in nanoseconds.
    public var durationNanoseconds: Int64
    public var requestID: String

    public init(method: String, path: String, status: Int, durationNanoseconds: Int64, requestID: String) {
        self.method = method
        self.path = path
        self.status = status
        self.durationNanoseconds = durationNanoseconds
        self.requestID = requestID
    }
}
