import KeyboardGeometry
import ServiceJSON

/// A validated replay request (docs/replay.md): the log read into its notifications, the scene (given as adjust
/// takes it, or read from `hierarchy`), the policy and the sampling rate.
struct ReplayRequest {
    var log: NotificationLog
    var scene: Scene
    var policy: Policy
    var fps: Double?

    /// The keys of a replay request: the log, the scene's or the dump's with its hints, and simulate's own.
    static let keys: [StaticString] = [
        "log", "screen", "window", "views", "behaviors", "options", "frameworks", "hierarchy", "device", "osVersion",
        "focus", "keyboard", "policy", "sampling",
    ]

    /// Reads the request; a log with no notification, or with more than simulate's limit of events, is a 422.
    static func read(_ document: JSONDocument, limits: Limits) throws(Problem) -> ReplayRequest {
        var r = WireReader(document)
        let p = JSONPointer()
        guard let o = r.object(document.root, at: p, allowed: keys, what: "a replay request") else {
            throw Problem.invalid(r.errors)
        }
        var text: String?
        if let v = r.required(o, "log", at: p) { text = r.string(v, at: p / "log") }
        var scene: Scene?
        var dumpText: String?
        var hints = DumpHints(maxViews: limits.maxViews)
        if o["hierarchy"] != nil {
            for key: StaticString in ["screen", "window", "views", "behaviors"] where o[key] != nil {
                r.fail(p / key.description, "give the scene or a hierarchy, not both")
            }
            if let v = o["hierarchy"] { dumpText = r.string(v, at: p / "hierarchy") }
            try Operations.readHints(&r, o, at: p, into: &hints)
        } else {
            for key: StaticString in ["device", "osVersion", "focus", "keyboard"] where o[key] != nil {
                r.fail(p / key.description, "goes with a hierarchy: the scene is given as adjust takes it")
            }
            scene = r.scene(o, at: p, limits: limits)
        }
        let policy = r.policy(o, handling: nil)
        let fps = r.optional(o, "sampling", at: p, default: Double?.none) { r, v, p in r.sampling(v, at: p()) }
        guard let text, let policy, let fps, r.errors.isEmpty else { throw Problem.invalid(r.errors) }
        if let dumpText {
            scene = try Operations.scene(dumpText, hints: hints, pointer: "/hierarchy").scene
        }
        guard let scene else { throw Problem.invalid(r.errors) }
        return ReplayRequest(log: try readLog(text, limits: limits), scene: scene, policy: policy, fps: fps)
    }

    /// The log's notifications; none, or more than simulate's limit, is a 422 at `/log`.
    static func readLog(_ text: String, limits: Limits) throws(Problem) -> NotificationLog {
        let log = NotificationLog.read(text)
        guard !log.notifications.isEmpty else {
            let first = text.split(separator: "\n", omittingEmptySubsequences: true).prefix(3).map { line in
                let s = String(line)
                return "'" + (s.count > 80 ? String(s.prefix(79)) + "…" : s) + "'"
            }
            throw Problem(
                status: 422, type: "/problems/no-notification-in-log", title: "No keyboard notification in the log",
                detail: "The log holds no keyboard notification.",
                errors: [
                    FieldError(
                        pointer: "/log",
                        message: "no keyboard notification found: looked for " + NotificationLog.formsLookedFor
                            + (first.isEmpty
                                ? "; the log is empty" : "; the first lines read: " + first.joined(separator: ", ")))
                ])
        }
        guard log.notifications.count <= limits.maxEvents else {
            throw Problem.invalid([
                FieldError(
                    pointer: "/log",
                    message: "\(log.notifications.count) notifications, more than simulate's limit of "
                        + "\(limits.maxEvents) events: cut the log")
            ])
        }
        return log
    }
}
