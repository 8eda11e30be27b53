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
    /// The chat events the request adds to the log's (`"events"`), each after the log's event it follows.
    var added: [AddedEvent] = []

    /// An event a log never prints (a user's scroll, the composer's padding), played right after the log's event
    /// `after` (its index in the answer's `events`), when that event's motion has ended.
    struct AddedEvent {
        var after: Int
        var event: TimedEvent
    }

    /// Reads the request; a log with no notification, or with more than simulate's limit of events, is a 422.
    static func read(_ document: JSONDocument, limits: Limits) throws(Problem) -> ReplayRequest {
        typealias Key = ReplayKey
        var r = WireReader(document)
        let p = JSONPointer()
        guard let o = r.object(document.root, at: p, keys: Key.names, what: "a replay request") else {
            throw Problem.invalid(r.errors)
        }
        var text: String?
        if let v = r.member(o, Key.log, at: p) { text = r.string(v, at: p / Key.log) }
        var scene: Scene?
        var dumpText: String?
        var hints = DumpHints(maxViews: limits.maxViews)
        if let v = r.member(o, Key.hierarchy, at: p) {
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
        let fps = r.optional(o, Key.sampling, at: p) { r, v, p in r.sampling(v, at: p()) }
        let added = r.optional(o, Key.events, at: p, default: [AddedEvent]()) { r, v, q in
            r.addedEvents(v, at: q(), scene: scene, limits: limits)
        }
        guard let text, let policy, let fps, let added, r.errors.isEmpty else { throw Problem.invalid(r.errors) }
        var sceneAssumptions: [Assumption] = []
        if let dumpText {
            let dump = try Operations.scene(dumpText, hints: hints, pointer: (p / Key.hierarchy).description)
            scene = dump.scene
            sceneAssumptions = dump.assumptionsForReplay(focusHint: hints.focus)
        }
        guard let scene else { throw Problem.invalid(r.errors) }
        let log = try readLog(text, limits: limits)
        // Each added event follows one of the log's, which are known only now; all of them within simulate's limit.
        var late: [FieldError] = []
        for (i, a) in added.enumerated() where a.after >= log.notifications.count {
            late.append(
                FieldError(
                    pointer: (p / Key.events / i / AddedEventKey.after).description,
                    message: "\(a.after) is past the log's last event (\(log.notifications.count - 1))"))
        }
        if log.notifications.count + added.count > limits.maxEvents {
            late.append(
                FieldError(
                    pointer: (p / Key.events).description,
                    message: "\(log.notifications.count) notifications and \(added.count) added events, more than "
                        + "simulate's limit of \(limits.maxEvents) events"))
        }
        guard late.isEmpty else { throw Problem.invalid(late) }
        return ReplayRequest(
            log: log, scene: scene, policy: policy, fps: fps, sceneAssumptions: sceneAssumptions, added: added)
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
        policy, sampling, events
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys; the scene's, the hints' and the sampling's readers find their keys
    /// in it as adjust, scene/parse and simulate name them.
    static let names = KeyNames(Self.self, alsoFor: [RequestKey.self, SceneParseKey.self, SimulateKey.self])
    /// What each key's absence means. The scene's keys are required without a hierarchy (as adjust requires
    /// them, `RequestKey`), and may not be given with one: optional here, as openapi.yaml has them.
    var presence: KeyPresence {
        switch self {
        case .log: .required
        case .screen, .window, .views, .behaviors, .options, .frameworks, .hierarchy, .device, .osVersion, .focus,
            .keyboard, .sampling, .events:
            .optional
        case .policy: .defaults(.string(Policy.reference.rawValue))
        }
    }
    /// The scene's keys that a hierarchy stands for (given with it, they are a problem).
    static let scene: [Self] = [.screen, .window, .views, .behaviors]
    /// The dump's hints, which go with a hierarchy only.
    static let hints: [Self] = [.device, .osVersion, .focus, .keyboard]
}

/// The key an added event carries beside its own (`userScroll` or `extraContentPadding`).
enum AddedEventKey: Int, ObjectKey {
    case after
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence { .required }
}

extension WireReader {
    /// Replay's `"events"`: the chat events a log never prints, each `{"userScroll": ...}` or
    /// `{"extraContentPadding": N}` with `"after": i`, the index of the log's event it follows (no `at`: the log's
    /// clock is the log's own, and an added event happens when event i's motion has ended).
    mutating func addedEvents(_ value: JSONNode, at p: JSONPointer, scene: Scene?, limits: Limits)
        -> [ReplayRequest.AddedEvent]?
    {
        guard let items = elements(value) else {
            fail(p, "must be an array of userScroll and extraContentPadding events, not \(typeName(value))")
            return nil
        }
        guard items.count <= limits.maxEvents else {
            fail(p, "\(items.count) events, more than the limit of \(limits.maxEvents)")
            return nil
        }
        var out: [ReplayRequest.AddedEvent] = []
        var complete = true
        for (i, item) in items.enumerated() {
            let q = p / i
            guard let list = members(item) else {
                fail(q, "must be a userScroll or extraContentPadding event, not \(typeName(item))")
                complete = false
                continue
            }
            if list.contains(where: { key($0, is: TimedNotificationKey.at) }) {
                fail(q / TimedNotificationKey.at, "an added event takes after (the log's event it follows), not at")
                complete = false
            }
            var after: Int?
            if let m = list.first(where: { key($0, is: AddedEventKey.after) }) {
                after = index(m.value, at: q / AddedEventKey.after)
            } else {
                fail(q / AddedEventKey.after, "required (the index of the log's event it follows)")
            }
            let event = chatEvent(item, list, at: q, scene: scene, time: nil, ignoring: AddedEventKey.names)
            guard let event else {
                fail(q, "must be a userScroll or extraContentPadding event: the log gives the notifications")
                complete = false
                continue
            }
            guard let event, let after else {
                complete = false
                continue
            }
            out.append(.init(after: after, event: event))
        }
        return complete ? out : nil
    }

    /// A whole number >= 0 that fits an Int.
    private mutating func index(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Int? {
        guard let d = number(value, at: p()) else { return nil }
        guard d >= 0, d == d.rounded(), d < 1e15 else {
            fail(p(), "must be a whole number >= 0, not \(d.pt)")
            return nil
        }
        return Int(d)
    }
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
