import KeyboardGeometry
import ServiceJSON

/// A validated replay request (docs/replay.md): the log read into its notifications, the scene (given as adjust
/// takes it, or read from `hierarchy`), the policy and the sampling rate.
struct ReplayRequest {
    var log: NotificationLog
    var scene: Scene
    var policy: Policy
    var fps: Double?
    /// With `hierarchy`: what the dump's scene assumed (docs/replay.md), the focus among it; empty for a scene
    /// given as adjust takes it.
    var sceneAssumptions: [Assumption] = []

    /// Reads the request; a log with no notification, or with more than simulate's limit of events, is a 422.
    static func read(_ document: JSONDocument, limits: Limits) throws(Problem) -> ReplayRequest {
        typealias Key = ReplayKey
        var r = WireReader(document)
        let p = JSONPointer()
        guard let o = r.object(document.root, at: p, keys: Key.names, what: "a replay request") else {
            throw Problem.invalid(r.errors)
        }
        var text: String?
        if let v = r.required(o, Key.log, at: p) { text = r.string(v, at: p / Key.log) }
        var scene: Scene?
        var dumpText: String?
        var hints = DumpHints(maxViews: limits.maxViews)
        if let v = o[Key.hierarchy] {
            for key in Key.scene where o[key] != nil {
                r.fail(p / key, "give the scene or a hierarchy, not both")
            }
            dumpText = r.string(v, at: p / Key.hierarchy)
            try Operations.readHints(&r, o, at: p, into: &hints)
        } else {
            for key in Key.hints where o[key] != nil {
                r.fail(p / key, "goes with a hierarchy: the scene is given as adjust takes it")
            }
            scene = r.scene(o, at: p, limits: limits)
        }
        let policy = r.policy(o, handling: nil)
        let fps = r.optional(o, Key.sampling, at: p, default: Double?.none) { r, v, p in r.sampling(v, at: p()) }
        guard let text, let policy, let fps, r.errors.isEmpty else { throw Problem.invalid(r.errors) }
        var sceneAssumptions: [Assumption] = []
        if let dumpText {
            let dump = try Operations.scene(dumpText, hints: hints, pointer: (p / Key.hierarchy).description)
            scene = dump.scene
            sceneAssumptions = dump.assumptionsForReplay(focusHint: hints.focus)
        }
        guard let scene else { throw Problem.invalid(r.errors) }
        return ReplayRequest(
            log: try readLog(text, limits: limits), scene: scene, policy: policy, fps: fps,
            sceneAssumptions: sceneAssumptions)
    }

    /// The log's notifications; none, or more than simulate's limit, is a 422 at `/log`.
    static func readLog(_ text: String, limits: Limits) throws(Problem) -> NotificationLog {
        let log = NotificationLog.read(text)
        let pointer = (JSONPointer() / ReplayKey.log).description
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
                        pointer: pointer,
                        message: "no keyboard notification found: looked for " + NotificationLog.formsLookedFor
                            + (first.isEmpty
                                ? "; the log is empty" : "; the first lines read: " + first.joined(separator: ", ")))
                ])
        }
        guard log.notifications.count <= limits.maxEvents else {
            throw Problem.invalid([
                FieldError(
                    pointer: pointer,
                    message: "\(log.notifications.count) notifications, more than simulate's limit of "
                        + "\(limits.maxEvents) events: cut the log")
            ])
        }
        return log
    }
}

/// A replay request's keys: the log, the scene's (as adjust takes it) or the dump's with its hints, and simulate's
/// own.
enum ReplayKey: Int, ObjectKey {
    case log, screen, window, views, behaviors, options, frameworks, hierarchy, device, osVersion, focus, keyboard,
        policy, sampling
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys; the scene's, the hints' and the sampling's readers find their keys
    /// in it as adjust, scene/parse and simulate name them.
    static let names = KeyNames(Self.self, alsoFor: [RequestKey.self, SceneParseKey.self, SimulateKey.self])
    /// The scene's keys that a hierarchy stands for (given with it, they are a problem).
    static let scene: [Self] = [.screen, .window, .views, .behaviors]
    /// The dump's hints, which go with a hierarchy only.
    static let hints: [Self] = [.device, .osVersion, .focus, .keyboard]
}

extension SceneFromDump {
    /// What a replay on this dump's scene assumed (docs/replay.md): the scene's assumptions as scene/parse lists
    /// them, their pointers into the scene the hierarchy stands for, but the notification's (the log gives the
    /// notifications, not the dump's keyboard); then the focus the behaviors reveal, at `/focus` (the hint that
    /// names it), unless the `focus` hint named it. A guessed focus says it is a guess.
    func assumptionsForReplay(focusHint: String?) -> [Assumption] {
        var out = assumptions.filter { $0.pointer != "/notification" }
        if let focus, focus.view != focusHint {
            out.append(Assumption(pointer: "/focus", because: "the focus, \(focus.view): \(focus.because)"))
        }
        return out
    }
}
