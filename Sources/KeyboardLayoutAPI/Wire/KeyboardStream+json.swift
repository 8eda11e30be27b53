public import KeyboardGeometry
import ServiceJSON

// A stream's events as simulate reads them (docs/wire.md "Simulate"): notifications in the JSON form with their
// `at`, transitions with the new geometry. Written straight to bytes, as the answers are.

extension TimedEvent: JSONObjectWritable {
    /// The event's own keys, then `"at"` when it has a time: a notification in the wrapper form
    /// `{"notification": ..., "at": t}`, a transition's begin with its duration and the geometry it changes, its
    /// end, or a silent change `{"keyboardOnScreen": rect or null}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        switch event {
        case .notification(let n):
            out.member("notification", n)
        case .transitionBegin(let g):
            out.member("transition", "begin")
            out.member("duration", g.duration)
            if let s = g.screen { out.member("screen", s) }
            if let w = g.window { out.member("window", w) }
            if let v = g.views { out.member("views", v) }
        case .transitionEnd:
            out.member("transition", "end")
        case .keyboardOnScreen(let frame):
            out.member("keyboardOnScreen", orNull: frame)
        }
        if let at { out.member("at", at) }
    }
}

extension ResolvedNotification: JSONObjectWritable {
    /// The notification in the JSON form adjust reads (docs/wire.md): its name and the userInfo keys it has, the
    /// begin frame only when there is one.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("name", event.notificationName)
        out.key("userInfo")
        out.beginObject()
        // The keys' names are UserInfoKey's raw values, the names the reader accepts: written once, there.
        if let begin = beginFrame {
            out.key(text: UserInfoKey.frameBegin.rawValue)
            begin.write(to: &out)
        }
        out.key(text: UserInfoKey.frameEnd.rawValue)
        endFrame.write(to: &out)
        out.key(text: UserInfoKey.animationDuration.rawValue)
        out.number(duration)
        out.key(text: UserInfoKey.animationCurve.rawValue)
        out.number(Double(curve))
        out.key(text: UserInfoKey.isLocal.rawValue)
        out.bool(isLocal)
        out.endObject()
    }
}
