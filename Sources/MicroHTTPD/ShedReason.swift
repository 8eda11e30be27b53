/// Why the server answered 503 with `Retry-After` instead of the request's answer: it is full, not the client at
/// fault, and the same request sent again a moment later (or to another instance) is answered.
public enum ShedReason: String, Sendable, CaseIterable {
    /// Every compute worker busy and the compute queue full (`ServerConfiguration.computeThreads`,
    /// `computeQueueLength`): a heavy request is refused once its body has arrived, at once.
    case computeQueueFull = "queue"
    /// The bodies in flight hold the whole memory budget (`ServerConfiguration.bodyMemoryBudgetBytes`): a request is
    /// refused at its head when its Content-Length does not fit what is left, or, sent chunked, when it outgrows it.
    case bodyBudget = "memory"
    /// The server stopped before the request, queued for a compute worker, was computed.
    case stopping

    /// What a 503 for this reason tells the client (a constant: the daemon's problems are written unescaped).
    public var detail: String {
        switch self {
        case .computeQueueFull:
            "Every worker is computing and the queue is full; send the request again after Retry-After seconds."
        case .bodyBudget:
            "The request bodies in flight hold the server's memory budget; send again after Retry-After seconds."
        case .stopping: "The server is stopping; send the request again, to another instance."
        }
    }
}
