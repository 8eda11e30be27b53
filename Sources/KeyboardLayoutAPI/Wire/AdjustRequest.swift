import KeyboardGeometry

/// A validated adjust request: the notification with its defaults applied and the scene.
struct AdjustRequest {
    var notification: ResolvedNotification
    var scene: Scene
    /// Warnings from reading the notification (skipped text, unknown userInfo keys).
    var readWarnings: [LayoutWarning]
    /// Whether the answer carries the rule steps (`"explain": true`).
    var explain = false

    static let keys = ["notification", "screen", "window", "views", "behaviors", "options", "explain"]

    /// The request in `body`, read in one pass over its document with every problem reported.
    static func decode(_ body: [UInt8], limits: Limits) throws(Problem) -> AdjustRequest {
        try read(try Operations.parseDocument(body).root, limits: limits)
    }

    /// Reads and validates the whole request, collecting every problem.
    static func read(_ root: JSONNode, limits: Limits) throws(Problem) -> AdjustRequest {
        var r = WireReader()
        let p = JSONPointer()
        guard let o = r.object(root, at: p, allowed: keys, what: "an adjust request"),
            let request = r.adjustRequest(o, limits: limits), r.errors.isEmpty
        else { throw Problem.invalid(r.errors) }
        return request
    }
}

extension WireReader {
    /// Adjust's keys of a request object (adjust's own, or check's, which adds its keys to them).
    mutating func adjustRequest(_ o: WireObject, limits: Limits) -> AdjustRequest? {
        let p = JSONPointer()
        let decoded = required(o, "notification", at: p).flatMap { notification($0, at: p / "notification") }
        let resolved = decoded.flatMap { resolve($0) }
        let scene = self.scene(o, at: p, limits: limits)
        let explain = optional(o, "explain", at: p, default: false) { $0.bool($1, at: $2()) }
        guard let resolved, let decoded, let scene, let explain else { return nil }
        return AdjustRequest(notification: resolved, scene: scene, readWarnings: decoded.warnings, explain: explain)
    }
}
