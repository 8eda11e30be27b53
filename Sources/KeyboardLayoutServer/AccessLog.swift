import KeyboardLayoutAPI
import Logging

/// One structured log line a request: method, path, status and duration in milliseconds.
struct AccessLog: Sendable {
    let logger: Logger

    func record(_ request: ServiceRequest, _ response: ServiceResponse, since start: ContinuousClock.Instant) {
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        logger.info(
            "request",
            metadata: [
                "method": "\(request.method)", "path": "\(request.path)", "status": "\(response.status)",
                "duration_ms": "\((milliseconds * 1000).rounded() / 1000)",
            ])
    }
}
