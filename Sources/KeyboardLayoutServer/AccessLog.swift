import HTTPMessages
import HTTPTypes
import Logging
import ServiceLogging

/// One log line a request: method, path, status, duration in milliseconds and request id.
///
/// When the logger's handler is a `BufferedLogHandler` (as `serve` sets up), the fields go straight into its
/// sink as they are: no metadata dictionary is built and nothing is formatted on the request thread. Any
/// other handler gets an ordinary swift-log event with the same fields as metadata.
struct AccessLog: Sendable {
    let logger: Logger
    private let sink: LogSink?
    /// The logger's own metadata, for the direct path (usually none).
    private let metadata: Logger.Metadata
    private let enabled: Bool

    init(logger: Logger) {
        self.logger = logger
        let buffered = logger.handler as? BufferedLogHandler
        sink = buffered?.sink
        metadata = buffered?.metadata ?? [:]
        enabled = logger.logLevel <= .info
    }

    func record(
        _ request: Request, _ response: Response, requestID: RequestIdentifier, since start: ContinuousClock.Instant
    ) {
        guard enabled else { return }
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        let fields = AccessFields(
            method: request.method.rawValue, path: request.path, status: response.status.code,
            durationNanoseconds: nanoseconds,
            requestID: requestID)
        if let sink {
            sink.enqueue(
                LogRecord(
                    level: .info, label: logger.label, source: "KeyboardLayoutServer",
                    body: .access(fields, metadata: metadata)))
        } else {
            let milliseconds = Double(nanoseconds) / 1e6
            logger.info(
                "request",
                metadata: [
                    "method": "\(fields.method)", "path": "\(fields.path)", "status": "\(fields.status)",
                    "duration_ms": "\((milliseconds * 1000).rounded() / 1000)", "request_id": "\(requestID)",
                ])
        }
    }
}
