import KeyboardGeometry
import ServiceJSON

// A stream's events as simulate reads them (docs/wire.md "Simulate"): notifications in the JSON form with their
// `at`, transitions with the new geometry.

extension TimedEvent {
    var json: JSONValue {
        var members: [(String, JSONValue)]
        switch event {
        case .notification(let n):
            // The wrapper form, `{"notification": ..., "at": t}`: the notification itself stays as adjust takes it.
            members = [("notification", n.json)]
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

extension ResolvedNotification {
    /// The notification in the JSON form adjust reads (docs/wire.md): its name and the userInfo keys it has, the
    /// begin frame only when there is one. For the requests the service writes itself (streams, scene/parse).
    var json: JSONValue {
        var info: [(String, JSONValue)] = []
        if let begin = beginFrame { info.append(("UIKeyboardFrameBeginUserInfoKey", begin.json)) }
        info += [
            ("UIKeyboardFrameEndUserInfoKey", endFrame.json),
            ("UIKeyboardAnimationDurationUserInfoKey", .number(duration)),
            ("UIKeyboardAnimationCurveUserInfoKey", .number(curve)),
            ("UIKeyboardIsLocalUserInfoKey", .bool(isLocal)),
        ]
        return .object([("name", .string(event.notificationName)), ("userInfo", .object(info))])
    }
}
