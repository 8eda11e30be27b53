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
        CursorReader.request(body) { $0.adjustRequest($1, limits: limits) }
    }

    /// Reads and validates the whole request, collecting every problem.
    static func read(_ document: JSONDocument, limits: Limits) throws(Problem) -> AdjustRequest {
        try WireReader.request(document, keys: RequestKey.names, what: "an adjust request") {
            $0.adjustRequest($1, limits: limits)
        }
    }
}

/// Adjust's top-level keys as they are read, one at a time (`WireInput.adjustMember`).
struct AdjustParts {
    var decoded: DecodedNotification?
    var resolved: ResolvedNotification?
    var scene = SceneParts()
    var explain: Bool?
    var policy: Policy??
}

extension WireInput {
    /// Adjust's keys of a request object (adjust's own, or check's or render's, which add their keys to them),
    /// looked up in turn: the whole-scene checks after the scene's last key, before `explain` and `policy`.
    mutating func adjustRequest(_ o: borrowing KnownMembers, limits: Limits) -> AdjustRequest? {
        var parts = AdjustParts()
        var scene: Scene?
        for key in RequestKey.allCases {
            adjustMember(key, o[key], into: &parts, limits: limits)
            if key == .frameworks { scene = self.scene(parts.scene, at: JSONPointer()) }
        }
        return adjustRequest(parts, scene: scene)
    }

    /// An adjust request read member by member, in the order its input gives them (the body's, from the bytes).
    mutating func adjustRequest(_ value: JSONNode, limits: Limits) -> AdjustRequest? {
        guard var o = open(value, at: JSONPointer(), keys: RequestKey.names, what: "an adjust request") else {
            return nil
        }
        var parts = AdjustParts()
        while let (place, v) = next(&o), let key = RequestKey(rawValue: place) {
            adjustMember(key, v, into: &parts, limits: limits)
        }
        return adjustRequest(parts, scene: scene(parts.scene, at: JSONPointer()))
    }

    /// Reads one of adjust's top-level keys (`value` nil when absent) into `parts`.
    mutating func adjustMember(_ key: RequestKey, _ value: JSONNode?, into parts: inout AdjustParts, limits: Limits) {
        let p = JSONPointer()
        if sceneMember(key, value, into: &parts.scene, at: p, limits: limits) { return }
        switch key {
        case .notification:
            parts.decoded = member(value, key, at: p).flatMap { notification($0, at: p / key) }
            parts.resolved = parts.decoded.flatMap { resolve($0) }
        case .explain: parts.explain = optional(value, key, at: p) { $0.bool($1, at: $2()) }
        case .policy: parts.policy = policyName(value)
        case .screen, .window, .views, .behaviors, .options, .frameworks: break
        }
    }

    /// The request of `parts`, every key read.
    private func adjustRequest(_ parts: AdjustParts, scene: Scene?) -> AdjustRequest? {
        guard let resolved = parts.resolved, let decoded = parts.decoded, let scene, let explain = parts.explain,
            let policy = parts.policy
        else { return nil }
        return AdjustRequest(
            notification: resolved, scene: scene, readWarnings: decoded.warnings, explain: explain,
            policy: policy ?? .reference)
    }

    /// `"policy"`: one of the policies, nil inside when absent; nil for a problem.
    mutating func policyName(_ value: JSONNode?) -> Policy?? {
        optional(value, RequestKey.policy, at: JSONPointer(), default: Policy?.none) {
            $0.choice($1, at: $2(), as: Policy.self)
        }
    }

    /// `"policy"` (default `reference`), and simulate's `"handling"`, whose `naive` is an alias of
    /// `seed-001-naive`: naming another policy beside it is a problem at `/handling`. Looked up as adjust names
    /// it (`RequestKey.policy`), by name in the other requests' objects.
    mutating func policy(_ o: borrowing KnownMembers, handling: Handling?) -> Policy? {
        let p = JSONPointer()
        guard let named = policyName(o[RequestKey.policy]) else { return nil }
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
