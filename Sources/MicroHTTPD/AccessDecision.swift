import HTTPTypes

/// What the access handler does at each of libmicrohttpd's three calls (the head, each part of the body, the end),
/// decided from what it knows then. Pure, so that framing, the limits and the budget's shedding are unit-tested
/// without a connection: the budget's reservation, the one effect, is passed in.
enum AccessDecision {
    /// The first call's decision on a request whose head has arrived.
    enum Head: Equatable {
        /// Refused for its framing (`MessageFraming.refused`): the status and detail, the connection closed after
        /// the answer, the body never read.
        case refuse(HTTPResponse.Status, String)
        /// A declared length over the path's limit: 413, the connection closed after.
        case tooLarge
        /// A declared length that does not fit what is left of the body budget: 503 with `Retry-After`, the
        /// connection closed after.
        case overBudget
        /// The body is read, `reserved` bytes of the budget held for it (its declared length; 0 when it has none);
        /// `closeAfter`: the connection closes after the answer (chunked with a Content-Length).
        case read(reserved: Int, closeAfter: Bool)
    }

    /// The head's decision: its framing first (a length in doubt is never read), then the declared length against
    /// the path's `limit`, then against the budget (`reserve` reserves the bytes, false when they do not fit).
    static func head(framing: MessageFraming, declaredLength: UInt64?, limit: Int, reserve: (Int) -> Bool) -> Head {
        let closeAfter: Bool
        switch framing {
        case .refused(let status, let detail): return .refuse(status, detail)
        case .closeAfter: closeAfter = true
        case .ordinary: closeAfter = false
        }
        guard let length = declaredLength else { return .read(reserved: 0, closeAfter: closeAfter) }
        if length > UInt64(clamping: limit) { return .tooLarge }
        // At most the limit, an Int.
        let bytes = Int(length)
        guard reserve(bytes) else { return .overBudget }
        return .read(reserved: bytes, closeAfter: closeAfter)
    }

    /// An upload-data call's decision on a part of the body.
    enum Body: Equatable {
        /// The request is not being read (answered on its head, or past a limit already): the part is dropped.
        case discard
        /// The part is kept, `reservedMore` bytes of the budget reserved for it first (0: what the request holds
        /// is enough).
        case keep(reservedMore: Int)
        /// The body grew past the path's limit: it is let go of, the rest discarded, 413 at the end.
        case overLimit
        /// The body outgrew what was left of the budget: it is let go of, the rest discarded, 503 at the end.
        case overBudget
    }

    /// A part of `arriving` bytes after `held`: kept while the body stays within `limit`; a body past what it
    /// `reserved` (one sent chunked) reserves more, `BodyBudget.step` at least, through `reserve`.
    static func body(
        receiving: Bool, held: Int, arriving: Int, limit: Int, reserved: Int, reserve: (Int) -> Bool
    ) -> Body {
        guard receiving else { return .discard }
        let total = held + arriving
        if total > limit { return .overLimit }
        guard total > reserved else { return .keep(reservedMore: 0) }
        let more = max(total - reserved, BodyBudget.step)
        return reserve(more) ? .keep(reservedMore: more) : .overBudget
    }

    /// The last call's decision, the request whole (or its connection resumed).
    enum End: Equatable {
        /// Answered already (on its head), or its answer is being computed: nothing to do.
        case none
        /// The body grew past the limit: 413.
        case tooLarge
        /// The body outgrew the budget: 503 with `Retry-After`.
        case overBudget
        /// The compute pool's answer (or the 503 of a server that stopped first), after the resume: it is queued.
        case queueComputed
        /// Computed here, on the I/O thread: a body within `inlineBodyBytes`.
        case computeInline
        /// A body over `inlineBodyBytes`: handed to the compute pool while libmicrohttpd suspends the connection, or
        /// 503 at once when it is full (computed here when the server has no pool).
        case submit
    }

    /// The end's decision from the request's phase and its body's size.
    static func end(_ phase: RequestPhase, bodyBytes: Int, inlineBodyBytes: Int) -> End {
        switch phase {
        case .answeredOnHead, .computing, .answered: .none
        case .overLimit: .tooLarge
        case .overBudget: .overBudget
        case .computed: .queueComputed
        case .receiving: bodyBytes > inlineBodyBytes ? .submit : .computeInline
        }
    }
}
