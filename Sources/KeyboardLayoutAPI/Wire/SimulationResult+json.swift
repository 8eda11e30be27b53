import KeyboardGeometry

// The simulate response (docs/wire.md "Simulate"): steps in adjust's shape plus index, input and time; keyframes
// when sampled; maxBarGap.

extension SimulationResult {
    func json(inputs: [JSONValue], readWarnings: [[LayoutWarning]], events: [TimedEvent]) -> JSONValue {
        var members: [(String, JSONValue)] = [
            (
                "steps",
                .array(
                    steps.map { step in
                        step.json(
                            input: inputs[step.index], readWarnings: readWarnings[step.index],
                            event: events[step.index].event)
                    })
            )
        ]
        if let keyframes { members.append(("keyframes", .array(keyframes.map(\.json)))) }
        members.append(("maxBarGap", .number(maxBarGap)))
        return .object(members)
    }
}

extension SimulationStep {
    func json(input: JSONValue, readWarnings: [LayoutWarning], event: SimulationEvent) -> JSONValue {
        var a = adjustment
        a.warnings = readWarnings + a.warnings
        guard case .object(let members) = a.json.kind else { return a.json }
        var out: [(String, JSONValue)] = [("index", .number(index)), ("input", input), ("time", .number(time))]
        // Only when stale, so a run without silent changes answers as it always did.
        if stale { out.append(("stale", .bool(true))) }
        for m in members {
            // A transition's step says which end of the transition it is, not the last notification's event.
            if m.key == "event" {
                switch event {
                case .transitionBegin: out.append(("event", .string("transitionBegin")))
                case .transitionEnd: out.append(("event", .string("transitionEnd")))
                case .notification: out.append((m.key, m.value))
                case .keyboardOnScreen: out.append(("event", .string("keyboardOnScreen")))
                }
            } else {
                out.append((m.key, m.value))
            }
        }
        return .object(out)
    }
}

extension Keyframe {
    var json: JSONValue {
        .object([
            ("t", .number(t)),
            ("keyboardTop", .number(keyboardTop)),
            (
                "views",
                .object(
                    views.map { v in
                        var m: [(String, JSONValue)] = [("frame", v.frame.json)]
                        if let o = v.contentOffset { m.append(("contentOffset", o.json)) }
                        return (v.id, .object(m))
                    })
            ),
        ])
    }
}
