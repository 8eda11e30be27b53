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
        case .userScroll(let view, let y):
            out.key("userScroll")
            out.beginObject()
            out.member("view", view)
            out.member("y", y)
            out.endObject()
        case .extraContentPadding(let points):
            out.member("extraContentPadding", points)
        }
        if let at { out.member("at", at) }
    }
}
