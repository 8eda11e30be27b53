import Logging
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The loop of the request-deadline thread: a sweep of the open connections (`ConnectionRegistry.sweep`) every
/// 200 ms until told to stop.
final class DeadlineSweeper: Sendable {
    let registry: ConnectionRegistry
    let logger: Logger
    private let stopping = Atomic<Bool>(false)
    private let total = Atomic<Int>(0)

    init(registry: ConnectionRegistry, logger: Logger) {
        self.registry = registry
        self.logger = logger
    }

    /// Sweeps every 200 ms until `stop`, logging each sweep that cut a connection off.
    func run() {
        while !stopping.load(ordering: .acquiring) {
            _ = usleep(200_000)
            let cut = registry.sweep()
            if cut > 0 {
                let all = total.add(cut, ordering: .relaxed).newValue
                logger.notice(
                    "request timeout: 408 and closed", metadata: ["connections": "\(cut)", "total": "\(all)"])
            }
        }
    }

    /// Ends the loop after its current sweep.
    func stop() { stopping.store(true, ordering: .releasing) }
}
