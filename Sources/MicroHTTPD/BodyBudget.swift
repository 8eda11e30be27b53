import Synchronization

/// The one budget every request body in flight draws on (DESIGN, Performance: "Memory has a budget that fits the
/// deployment"): a body is read into memory only once its bytes are reserved here, and they are given back when its
/// request lets go of the body.
///
/// A request with a Content-Length reserves it whole when its head arrives (the body's storage is allocated then);
/// one sent chunked reserves as it grows, `step` at a time. When the bytes are not there, the request is answered
/// 503 with `Retry-After` instead of being read: the server's memory stays under the budget plus what it needs
/// besides bodies, however many clients upload at once.
final class BodyBudget: Sendable {
    /// The most bytes reserved at once; 0 means no budget (every reservation succeeds).
    let limit: Int
    private let used = Atomic<Int>(0)
    private let refusedCount = Atomic<Int>(0)

    /// What a chunked body reserves at a time beyond its size so far: its growth is not asked for byte by byte.
    static let step = 65_536

    init(limit: Int) {
        self.limit = limit
    }

    /// Reserves `bytes` if they fit; false (nothing reserved, the refusal counted) when they do not.
    func reserve(_ bytes: Int) -> Bool {
        guard bytes > 0 else { return true }
        var current = used.load(ordering: .relaxed)
        while true {
            let (next, overflow) = current.addingReportingOverflow(bytes)
            if limit > 0 && (overflow || next > limit) {
                refusedCount.add(1, ordering: .relaxed)
                return false
            }
            let (exchanged, original) = used.compareExchange(
                expected: current, desired: next, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
    }

    /// Gives back `bytes` reserved before.
    func release(_ bytes: Int) {
        guard bytes > 0 else { return }
        used.subtract(bytes, ordering: .relaxed)
    }

    /// The bytes reserved now.
    var reserved: Int { used.load(ordering: .relaxed) }

    /// Reservations refused so far.
    var refusals: Int { refusedCount.load(ordering: .relaxed) }
}
