public import KeyboardGeometry
import ServiceJSON

extension Operations {
    /// `POST /v1/keyboard/replay`, `keyboard-layout replay`: the user's console log of keyboard notifications,
    /// read into events and played on the user's scene (docs/replay.md): the events as printed, the silent changes,
    /// the lines that named a notification without giving one, simulate's answer and the known behaviors the
    /// sequence shows.
    public static func replay(_ body: [UInt8], limits: Limits = Limits()) -> Result<ReplayAnswer, Problem> {
        Result { () throws(Problem) in
            let request = try ReplayRequest.read(try WireReader.document(body), limits: limits)
            let replay = Replay.build(request.log, scene: request.scene)
            let simulate = replay.simulateRequest(
                request.scene, policy: request.policy, fps: request.fps, added: request.added)
            let result = try runSimulation(simulate, limits: limits, mistakes: [])
            return ReplayAnswer(
                replay: replay, unread: request.log.unread,
                simulation: SimulateAnswer(
                    result: result, inputs: [], readWarnings: simulate.readWarnings, events: simulate.events),
                sceneAssumptions: request.sceneAssumptions)
        }
    }
}

extension Replay {
    /// The simulate request that plays the replay's events on `scene`, each added event right after the log's
    /// event it follows (before the silent change, if any, that comes before the next), in the request's order.
    func simulateRequest(
        _ scene: Scene, policy: Policy, fps: Double?, added: [ReplayRequest.AddedEvent] = []
    ) -> SimulateRequest {
        let read =
            timedWarnings.count == timedEvents.count
            ? timedWarnings : Array(repeating: [], count: timedEvents.count)
        guard !added.isEmpty else {
            return SimulateRequest(
                scene: scene, events: timedEvents, inputs: [], readWarnings: read, fps: fps, policy: policy)
        }
        var events: [TimedEvent] = []
        var warnings: [[LayoutWarning]] = []
        events.reserveCapacity(timedEvents.count + added.count)
        warnings.reserveCapacity(timedEvents.count + added.count)
        var logEvent = -1
        for (e, w) in zip(timedEvents, read) {
            events.append(e)
            warnings.append(w)
            guard case .notification = e.event else { continue }
            logEvent += 1
            for a in added where a.after == logEvent {
                events.append(a.event)
                warnings.append([])
            }
        }
        return SimulateRequest(
            scene: scene, events: events, inputs: [], readWarnings: warnings, fps: fps, policy: policy)
    }
}

/// replay's answer (docs/replay.md), a Swift value until the writer.
public struct ReplayAnswer: JSONObjectWritable {
    /// The replay: events, silent changes, timing assumed, matches.
    public var replay: Replay
    /// The lines that looked like a notification and were not read.
    public var unread: [UnreadLogLine]
    /// simulate's answer for the events on the scene.
    public var simulation: SimulateAnswer
    /// With a hierarchy: what the dump's scene assumed, the focus among it; written before the replay's own.
    public var sceneAssumptions: [Assumption] = []

    /// `{"events", "silentChanges", "unread", "simulation", "matches", "assumptions"}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("events", replay.events)
        out.key("silentChanges")
        out.beginArray()
        for i in replay.silentChanges { out.number(Double(i)) }
        out.endArray()
        out.member("unread", unread)
        out.member("simulation", simulation)
        out.member("matches", replay.matches)
        out.member("assumptions", sceneAssumptions + replay.assumptions)
    }
}

extension ReplayEvent: JSONObjectWritable {
    /// `{"line", "name", "beginFrame", "endFrame", "duration", "curve", "isLocal", "t", "assumed"}`: the values as
    /// printed, null where the log prints none; `name` the one played (inferred for a bare userInfo, and listed).
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("line", Double(line))
        out.member("name", played.event.rawValue)
        out.member("beginFrame", orNull: printed.beginFrame)
        out.member("endFrame", orNull: printed.endFrame)
        out.member("duration", orNull: printed.duration)
        out.member("curve", orNull: printed.curve.map(Double.init))
        out.member("isLocal", orNull: printed.isLocal)
        out.member("t", orNull: t)
        out.member("assumed", assumed)
    }
}

extension UnreadLogLine: JSONObjectWritable {
    /// `{"line", "text", "because"}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("line", Double(line))
        out.member("text", text)
        out.member("because", because)
    }
}

extension ReplayMatch: JSONObjectWritable {
    /// `{"behavior", "stream", "events", "source", "because"}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("behavior", behavior)
        out.member("stream", stream)
        out.key("events")
        out.beginArray()
        for i in events { out.number(Double(i)) }
        out.endArray()
        out.member("source", orNull: source)
        out.member("because", because)
    }
}
