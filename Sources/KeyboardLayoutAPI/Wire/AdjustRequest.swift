import KeyboardGeometry
import ServiceJSON

/// A validated adjust request: the notification with its defaults applied and the scene.
struct AdjustRequest: Equatable {
    var notification: ResolvedNotification
    var scene: Scene
    /// Warnings from reading the notification (skipped text, unknown userInfo keys).
    var readWarnings: [LayoutWarning]
    /// Whether the answer carries the rule steps (`"explain": true`).
    var explain = false
    /// Whose code plays the notification (`"policy"`).
    var policy = Policy.reference

    /// The request in `body`, with every problem reported.
    ///
    /// The one reader reads the usual request, with no problem, straight from the bytes (`readFast`); any other
    /// from its document, which reports every problem.
    static func decode(_ body: [UInt8], limits: Limits) throws(Problem) -> AdjustRequest {
        if let request = readFast(body, limits: limits) { return request }
        return try read(try WireReader.document(body), limits: limits)
    }

    /// The request in `body` read by the one reader straight from the bytes (`CursorReader`); nil when it has a
    /// problem or a form left to the document.
    static func readFast(_ body: [UInt8], limits: Limits) -> AdjustRequest? {
        CursorReader.request(body, keys: RequestKey.names, what: "an adjust request") {
            $0.adjustRequest($1, limits: limits)
        }
    }

    /// Reads and validates the whole request, collecting every problem.
    static func read(_ document: JSONDocument, limits: Limits) throws(Problem) -> AdjustRequest {
        try WireReader.request(document, keys: RequestKey.names, what: "an adjust request") {
            $0.adjustRequest($1, limits: limits)
        }
    }
}

extension WireInput {
    /// Adjust's keys of a request object (adjust's own, or check's or render's, which add their keys to them).
    mutating func adjustRequest(_ o: borrowing KnownMembers, limits: Limits) -> AdjustRequest? {
        let p = JSONPointer()
        let decoded = required(o, RequestKey.notification, at: p).flatMap {
            notification($0, at: p / RequestKey.notification)
        }
        let resolved = decoded.flatMap { resolve($0) }
        let scene = self.scene(o, at: p, limits: limits)
        let explain = optional(o, RequestKey.explain, at: p, default: false) { $0.bool($1, at: $2()) }
        let policy = self.policy(o, handling: nil)
        guard let resolved, let decoded, let scene, let explain, let policy else { return nil }
        return AdjustRequest(
            notification: resolved, scene: scene, readWarnings: decoded.warnings, explain: explain, policy: policy)
    }

    /// `"policy"` (default `reference`), and simulate's `"handling"`, whose `naive` is an alias of
    /// `seed-001-naive`: naming another policy beside it is a problem at `/handling`. Looked up as adjust names
    /// it (`RequestKey.policy`), by name in the other requests' objects.
    mutating func policy(_ o: borrowing KnownMembers, handling: Handling?) -> Policy? {
        let p = JSONPointer()
        guard
            let named = optional(
                o, RequestKey.policy, at: p, default: Policy?.none, { $0.choice($1, at: $2(), as: Policy.self) })
        else { return nil }
        guard let alias = handling?.policy else { return named ?? .reference }
        if let named, named != alias {
            fail(
                p / SimulateKey.handling,
                "\"naive\" is the policy \"\(alias.rawValue)\" and cannot be given with \"policy\": \"\(named.rawValue)\""
            )
            return nil
        }
        return alias
    }
}
