public import KeyboardGeometry
import ServiceJSON

// The simulate response (docs/wire.md "Simulate"): steps in adjust's shape plus index, input and time; keyframes
// when sampled; maxBarGap.

/// simulate's answer, a Swift value until the writer: the run, and what the request said that its steps echo.
public struct SimulateAnswer: JSONObjectWritable {
    /// The run.
    public var result: SimulationResult
    /// Each event as the request gave it (a step's `input`); empty when the events were not given as JSON (a
    /// replay's), and each is then written from `events`.
    public var inputs: [JSONValue]
    /// The warnings of reading each event's notification.
    public var readWarnings: [[LayoutWarning]]
    /// The events, for the name of a transition's step.
    public var events: [TimedEvent]

    /// A step is about 3 KB pretty with the rotation example's views, a keyframe about 600 bytes: a thousand
    /// steps' answer then reaches its size with no copy of a doubled buffer.
    public var estimatedBytes: Int {
        3_000 * result.steps.count + 600 * (result.keyframes?.count ?? 0) + 1024
    }

    /// `{"steps", "keyframes"?, "maxBarGap"}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.key("steps")
        writeSteps(to: &out)
        if let keyframes = result.keyframes { out.member("keyframes", keyframes) }
        out.member("maxBarGap", result.maxBarGap)
    }

    /// The steps as an array: each in adjust's shape plus `index`, `input` and `time`.
    public func writeSteps<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.beginArray()
        for step in result.steps { write(step, to: &out) }
        out.endArray()
    }

    /// A step: `index`, `input`, `time` and (when stale) `stale`, then adjust's members; a transition's step says
    /// which end of the transition it is, not the last notification's event.
    private func write<Output: JSONOutput & ~Copyable>(_ step: SimulationStep, to out: inout Output) {
        var a = step.adjustment
        a.warnings = readWarnings[step.index] + a.warnings
        out.beginObject()
        out.member("index", Double(step.index))
        // A replay's events were never JSON: each is written as simulate would read it.
        if inputs.isEmpty { out.member("input", events[step.index]) } else { out.member("input", inputs[step.index]) }
        out.member("time", step.time)
        // Only when stale, so a run without silent changes answers as it always did.
        if step.stale { out.member("stale", true) }
        a.writeMembers(to: &out, event: eventName(of: step))
        out.endObject()
    }

    /// The `event` a step's answer says: the notification's, or which end of a transition, a silent change, a user's
    /// scroll or the composer's padding.
    public func eventName(of step: SimulationStep) -> String {
        switch events[step.index].event {
        case .transitionBegin: "transitionBegin"
        case .transitionEnd: "transitionEnd"
        case .notification: step.adjustment.event.rawValue
        case .keyboardOnScreen: "keyboardOnScreen"
        case .userScroll: "userScroll"
        case .extraContentPadding: "extraContentPadding"
        }
    }
}

extension Keyframe: JSONObjectWritable {
    /// `{"t", "keyboardTop", "views": {id: {"frame", "contentOffset"?}}}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("t", t)
        out.member("keyboardTop", keyboardTop)
        out.key("views")
        out.beginObject()
        for v in views {
            out.key(text: v.id)
            out.beginObject()
            out.member("frame", v.frame)
            if let o = v.contentOffset { out.member("contentOffset", o) }
            out.endObject()
        }
        out.endObject()
    }
}
