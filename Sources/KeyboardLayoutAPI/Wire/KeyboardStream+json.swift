import KeyboardGeometry

// A stream's events as simulate reads them (docs/wire.md "Simulate"): notifications in the JSON form with their
// `at`, transitions with the new geometry.

extension TimedEvent {
    var json: JSONValue {
        var members: [(String, JSONValue)]
        switch event {
        case .notification(let n):
            var info: [(String, JSONValue)] = []
            if let begin = n.beginFrame { info.append(("UIKeyboardFrameBeginUserInfoKey", begin.json)) }
            info += [
                ("UIKeyboardFrameEndUserInfoKey", n.endFrame.json),
                ("UIKeyboardAnimationDurationUserInfoKey", .number(n.duration)),
                ("UIKeyboardAnimationCurveUserInfoKey", .number(n.curve)),
                ("UIKeyboardIsLocalUserInfoKey", .bool(n.isLocal)),
            ]
            // The wrapper form, `{"notification": ..., "at": t}`: the notification itself stays as adjust takes it.
            members = [
                ("notification", .object([("name", .string(n.event.notificationName)), ("userInfo", .object(info))]))
            ]
        case .transitionBegin(let g):
            members = [("transition", .string("begin")), ("duration", .number(g.duration))]
            if let s = g.screen { members.append(("screen", s.json)) }
            if let w = g.window { members.append(("window", w.json)) }
            if let v = g.views { members.append(("views", .array(v.map(\.json)))) }
        case .transitionEnd:
            members = [("transition", .string("end"))]
        case .keyboardOnScreen(let frame):
            members = [("keyboardOnScreen", frame?.json ?? .null)]
        }
        if let at { members.append(("at", .number(at))) }
        return .object(members)
    }
}
