import KeyboardGeometry
import ServiceJSON

/// A validated simulate request (docs/wire.md "Simulate"): the scene, the events with the input each came as,
/// the sampling rate and whose handling to play.
struct SimulateRequest {
    var scene: Scene
    var events: [TimedEvent]
    /// Each event as the request gave it, echoed in its step.
    var inputs: [JSONValue]
    /// Warnings from reading each event's notification (skipped text, unknown userInfo keys).
    var readWarnings: [[LayoutWarning]]
    var fps: Double?
    /// Whose code plays the events (`"policy"`, or `"handling": "naive"`).
    var policy: Policy
    /// Whether each step carries the rule steps (`"explain": true`).
    var explain = false

    /// The highest sampling rate: past it keyframes say nothing a display shows (ProMotion is 120 Hz).
    static let maxFPS = 240.0

    static func read(_ document: JSONDocument, limits: Limits) throws(Problem) -> SimulateRequest {
        try WireReader.request(document, keys: SimulateKey.names, what: "a simulate request") {
            $0.simulateRequest($1, limits: limits)
        }
    }
}

/// A simulate request's top-level keys (a sequence check adds its own beside them).
enum SimulateKey: Int, ObjectKey {
    case screen, window, views, behaviors, options, frameworks, events, sampling, handling, explain, policy
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys; the scene's reader finds its keys in it as adjust names them.
    static let names = KeyNames(Self.self, alsoFor: [RequestKey.self])
    /// What each key's absence means.
    var presence: KeyPresence {
        switch self {
        case .screen, .window, .views, .behaviors, .events: .required
        case .options, .frameworks, .sampling: .optional
        case .handling: .defaults(.string(Handling.correct.rawValue))
        case .explain: .defaults(.bool(false))
        case .policy: .defaults(.string(Policy.reference.rawValue))
        }
    }
}

/// The keys of `"sampling"`.
enum SamplingKey: Int, ObjectKey {
    case fps
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence { .required }
}

/// The keys of an event given as `{"notification": ..., "at"?}`. `at`, when the event happens, may come with any
/// form of event: it is read before the form, and the notification (or this wrapper) is read without it.
enum TimedNotificationKey: Int, ObjectKey {
    case notification, at
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means: `at`'s, that the event happens when the one before it has ended.
    var presence: KeyPresence {
        switch self {
        case .notification: .required
        case .at: .optional
        }
    }
    /// The full reader's table of the wrapper's own key (`at` is left to the event's reader).
    static let wrapper = KeyNames([Self.notification])
    /// The table of `at` alone: the key an event's reader reads before its form, which the form's reader leaves.
    static let time = KeyNames([Self.at])
}

/// The keys of a transition event.
enum TransitionKey: Int, ObjectKey {
    case transition, duration, screen, window, views, at
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means: `duration` is a begin's (an end takes none of the geometry), and the
    /// geometry left out keeps its value.
    var presence: KeyPresence {
        switch self {
        case .transition, .duration: .required
        case .screen, .window, .views, .at: .optional
        }
    }
    /// The keys only a transition's begin takes: the new resting geometry and how long it takes.
    static let geometry: [Self] = [.duration, .screen, .window, .views]
}

/// The keys of a silent change (openapi.yaml's KeyboardOnScreen).
enum SilentChangeKey: Int, ObjectKey {
    case keyboardOnScreen, at
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence {
        switch self {
        case .keyboardOnScreen: .required
        case .at: .optional
        }
    }
}

/// The keys of a user's scroll (openapi.yaml's UserScroll).
enum UserScrollKey: Int, ObjectKey {
    case userScroll, at
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence {
        switch self {
        case .userScroll: .required
        case .at: .optional
        }
    }
}

/// The keys of `"userScroll"`'s object: the scroll view and the offset it comes to rest at.
enum UserScrollTargetKey: Int, ObjectKey {
    case view, y
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence { .required }
}

/// The keys of a composer's change of height (openapi.yaml's ExtraContentPadding).
enum ExtraContentPaddingKey: Int, ObjectKey {
    case extraContentPadding, at
    static let wireNames = wireNameTable()
    /// The full reader's table of these keys.
    static let names = KeyNames(Self.self)
    /// What each key's absence means.
    var presence: KeyPresence {
        switch self {
        case .extraContentPadding: .required
        case .at: .optional
        }
    }
}

extension WireReader {
    /// Simulate's keys of a request object (simulate's own, or a sequence check's, which adds its keys to them).
    mutating func simulateRequest(_ o: borrowing KnownMembers, limits: Limits) -> SimulateRequest? {
        typealias Key = SimulateKey
        let p = JSONPointer()
        let scene = self.scene(o, at: p, limits: limits)
        let fps = optional(o, Key.sampling, at: p) { r, v, p in r.sampling(v, at: p()) }
        let handling = optional(o, Key.handling, at: p) { $0.choice($1, at: $2(), as: Handling.self) }
        let explain = optional(o, Key.explain, at: p) { $0.bool($1, at: $2()) }
        let policy = self.policy(o, handling: handling ?? .correct)
        var events: [TimedEvent] = []
        var inputs: [JSONValue] = []
        var warnings: [[LayoutWarning]] = []
        if let list = member(o, Key.events, at: p) {
            if let items = elements(list) {
                if items.count > limits.maxEvents {
                    fail(p / Key.events, "\(items.count) events, more than the limit of \(limits.maxEvents)")
                } else {
                    var lastAt = 0.0
                    for (i, item) in items.enumerated() {
                        guard let (event, w) = self.event(item, at: p / Key.events / i, scene: scene, limits: limits)
                        else { continue }
                        if let at = event.at {
                            if at < lastAt {
                                fail(
                                    p / Key.events / i / TimedNotificationKey.at,
                                    "\(at.pt) is before the event before it (\(lastAt.pt))")
                            }
                            lastAt = max(lastAt, at)
                        }
                        events.append(event)
                        inputs.append(tree(item))
                        warnings.append(w)
                    }
                }
            } else {
                fail(p / Key.events, "must be an array of events, not \(typeName(list))")
            }
        }
        guard let scene, let fps, let policy, let explain, errors.isEmpty else { return nil }
        return SimulateRequest(
            scene: scene, events: events, inputs: inputs, readWarnings: warnings, fps: fps, policy: policy,
            explain: explain)
    }
}

extension WireReader {
    /// `{"fps": n}`, 0 < n <= 240.
    mutating func sampling(_ value: JSONNode, at p: @autoclosure () -> JSONPointer) -> Double?? {
        guard let o = object(value, at: p(), keys: SamplingKey.names, what: "sampling") else { return nil }
        guard let v = member(o, SamplingKey.fps, at: p()), let fps = number(v, at: p() / SamplingKey.fps) else {
            return nil
        }
        guard fps > 0, fps <= SimulateRequest.maxFPS else {
            fail(p() / SamplingKey.fps, "must be above 0 and at most \(SimulateRequest.maxFPS.pt), not \(fps.pt)")
            return nil
        }
        return .some(fps)
    }

    /// One event: a notification (any accepted form; as an object it may carry `"at"`, or come as
    /// `{"notification": ..., "at": ...}`), `{"transition": "begin", "duration", "screen"?, "window"?,
    /// "views"?, "at"?}` or `{"transition": "end", "at"?}`.
    mutating func event(_ value: JSONNode, at p: @autoclosure () -> JSONPointer, scene: Scene?, limits: Limits)
        -> (TimedEvent, [LayoutWarning])?
    {
        guard let list = members(value) else {
            return notificationEvent(value, at: p(), time: nil)
        }
        let at = list.first { key($0, is: TimedNotificationKey.at) }
        let time: Double?? = at.map { m in nonNegative(m.value, at: p() / TimedNotificationKey.at) }
        if time == .some(nil) { return nil }
        if list.contains(where: { key($0, is: TransitionKey.transition) }) {
            return transition(value, at: p(), scene: scene, limits: limits, time: time ?? nil).map { ($0, []) }
        }
        if list.contains(where: { key($0, is: SilentChangeKey.keyboardOnScreen) }) {
            return keyboardOnScreen(value, at: p(), time: time ?? nil).map { ($0, []) }
        }
        if let chat = chatEvent(value, list, at: p(), scene: scene, time: time ?? nil) {
            return chat.map { ($0, []) }
        }
        // `at` is read here; the notification (or its wrapper) is read without it.
        let ignoring = at == nil ? nil : TimedNotificationKey.time
        if list.contains(where: { key($0, is: TimedNotificationKey.notification) }) {
            guard
                let o = object(
                    value, at: p(), keys: TimedNotificationKey.wrapper, what: "an event", ignoring: ignoring),
                let n = member(o, TimedNotificationKey.notification, at: p())
            else { return nil }
            return notificationEvent(n, at: p() / TimedNotificationKey.notification, time: time ?? nil)
        }
        return notificationEvent(value, at: p(), time: time ?? nil, ignoring: ignoring)
    }

    /// `{"keyboardOnScreen": Rect or null, "at"?}`: the keyboard on the screen changed and the app was told
    /// nothing (docs/devices.md, "Silent changes"); the rect in screen coordinates, as a notification's frames.
    private mutating func keyboardOnScreen(_ value: JSONNode, at p: @autoclosure () -> JSONPointer, time: Double?)
        -> TimedEvent?
    {
        typealias Key = SilentChangeKey
        guard let o = object(value, at: p(), keys: Key.names, what: "a silent change"),
            let v = member(o, Key.keyboardOnScreen, at: p())
        else { return nil }
        if document.isNull(v) { return TimedEvent(.keyboardOnScreen(nil), at: time) }
        guard let frame = rect(v, at: p() / Key.keyboardOnScreen) else { return nil }
        return TimedEvent(.keyboardOnScreen(frame), at: time)
    }

    /// A chat list's events (docs/rules.md "Chat lists"), nil when `value` is neither: `.some(nil)` when it is one
    /// with a problem. `{"userScroll": {"view": ID, "y": N}, "at"?}`: the view must be a scroll view of the scene;
    /// `{"extraContentPadding": N, "at"?}`: N >= 0.
    mutating func chatEvent(
        _ value: JSONNode, _ list: JSONMembers, at p: @autoclosure () -> JSONPointer, scene: Scene?, time: Double?,
        ignoring: KeyNames? = nil
    ) -> TimedEvent?? {
        if list.contains(where: { key($0, is: UserScrollKey.userScroll) }) {
            typealias Key = UserScrollTargetKey
            guard
                let o = object(value, at: p(), keys: UserScrollKey.names, what: "a user's scroll", ignoring: ignoring),
                let v = member(o, UserScrollKey.userScroll, at: p())
            else { return .some(nil) }
            let q = p() / UserScrollKey.userScroll
            guard let target = object(v, at: q, keys: Key.names, what: "userScroll") else { return .some(nil) }
            let view = member(target, Key.view, at: q).flatMap { id($0, at: q / Key.view) }
            let y = member(target, Key.y, at: q).flatMap { number($0, at: q / Key.y) }
            guard let view, let y else { return .some(nil) }
            if let scene {
                if let found = scene.views.first(where: { $0.id == view }) {
                    if found.scroll == nil {
                        fail(q / Key.view, "'\(view)' is not a scroll view (it has no \"scroll\")")
                        return .some(nil)
                    }
                } else {
                    fail(q / Key.view, "unknown view '\(view)'")
                    return .some(nil)
                }
            }
            return TimedEvent(.userScroll(view: view, y: y), at: time)
        }
        if list.contains(where: { key($0, is: ExtraContentPaddingKey.extraContentPadding) }) {
            typealias Key = ExtraContentPaddingKey
            guard let o = object(value, at: p(), keys: Key.names, what: "a composer's padding", ignoring: ignoring),
                let v = member(o, Key.extraContentPadding, at: p()),
                let points = nonNegative(v, at: p() / Key.extraContentPadding)
            else { return .some(nil) }
            return TimedEvent(.extraContentPadding(points), at: time)
        }
        return nil
    }

    private mutating func notificationEvent(
        _ value: JSONNode, at p: @autoclosure () -> JSONPointer, time: Double?, ignoring: KeyNames? = nil
    )
        -> (TimedEvent, [LayoutWarning])?
    {
        guard let decoded = notification(value, at: p(), ignoring: ignoring), let resolved = resolve(decoded) else {
            return nil
        }
        return (TimedEvent(.notification(resolved), at: time), decoded.warnings)
    }

    private mutating func transition(
        _ value: JSONNode, at p: @autoclosure () -> JSONPointer, scene: Scene?, limits: Limits, time: Double?
    )
        -> TimedEvent?
    {
        enum Phase: String, CaseIterable { case begin, end }
        typealias Key = TransitionKey
        guard let o = object(value, at: p(), keys: Key.names, what: "a transition"),
            let phaseValue = member(o, Key.transition, at: p()),
            let phase = choice(phaseValue, at: p() / Key.transition, as: Phase.self)
        else { return nil }
        if phase == .end {
            for key in Key.geometry where o[key] != nil {
                fail(p() / key, "a transition's end takes no \(key.wireName)")
            }
            return TimedEvent(.transitionEnd, at: time)
        }
        let duration = member(o, Key.duration, at: p()).flatMap { nonNegative($0, at: p() / Key.duration) }
        let screen = optional(o, Key.screen, at: p()) { $0.screen($1, at: $2()) }
        let window = optional(o, Key.window, at: p()) { r, v, q in
            r.window(v, at: q(), screen: screen.flatMap { $0 } ?? scene?.screen)
        }
        var views: [SceneView]?? = .some(nil)
        if let v = member(o, Key.views, at: p()) {
            let read = self.views(v, at: p() / Key.views, limit: limits.maxViews)
            if let read, let scene {
                check(
                    views: read.views, positions: read.positions, behaviors: scene.behaviors,
                    viewsAt: p() / Key.views, behaviorsAt: JSONPointer() / SimulateKey.behaviors)
            }
            views = read.flatMap { $0.complete ? .some($0.views) : nil }
        }
        guard let duration, let screen, let window, let views else { return nil }
        return TimedEvent(
            .transitionBegin(TransitionGeometry(duration: duration, screen: screen, window: window, views: views)),
            at: time)
    }
}
