import HTTPMessages
import HTTPTypes
import Logging

/// One structured log line a request: method, path, status and duration in milliseconds.
struct AccessLog: Sendable {
    let logger: Logger

    func record(_ request: Request, _ response: Response, since start: ContinuousClock.Instant) {
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        logger.info(
            "request",
            metadata: [
                "method": "\(request.method)", "path": "\(request.path)", "status": "\(response.status.code)",
                "duration_ms": "\((milliseconds * 1000).rounded() / 1000)",
            ])
    }
}
