public import KeyboardGeometry
import ServiceJSON

/// parse's answer: the notification as read, every key present (`null` for what the input lacks), and the
/// warnings of reading it.
public struct ParseAnswer: JSONWritable {
    /// The notification as read.
    public var notification: KeyboardNotification
    /// What reading it noticed (skipped text, unknown userInfo keys).
    public var warnings: [LayoutWarning]

    /// `{"event", "beginFrame", "endFrame", "duration", "curve", "isLocal", "bounds", "centerBegin", "centerEnd",
    /// "warnings"}`.
    public func write<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        let n = notification
        out.beginObject()
        out.key("event")
        if let e = n.event { out.string(e.rawValue) } else { out.null() }
        out.member("beginFrame", orNull: n.beginFrame)
        out.member("endFrame", orNull: n.endFrame)
        out.key("duration")
        if let d = n.duration { out.number(d) } else { out.null() }
        out.key("curve")
        if let c = n.curve { out.number(Double(c)) } else { out.null() }
        out.key("isLocal")
        if let l = n.isLocal { out.bool(l) } else { out.null() }
        out.member("bounds", orNull: n.bounds)
        out.member("centerBegin", orNull: n.centerBegin)
        out.member("centerEnd", orNull: n.centerEnd)
        out.member("warnings", warnings)
        out.endObject()
    }
}
