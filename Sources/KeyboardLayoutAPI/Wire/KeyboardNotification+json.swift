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
        out.member("event", orNull: n.event?.rawValue)
        out.member("beginFrame", orNull: n.beginFrame)
        out.member("endFrame", orNull: n.endFrame)
        out.member("duration", orNull: n.duration)
        out.member("curve", orNull: n.curve.map(Double.init))
        out.member("isLocal", orNull: n.isLocal)
        out.member("bounds", orNull: n.bounds)
        out.member("centerBegin", orNull: n.centerBegin)
        out.member("centerEnd", orNull: n.centerEnd)
        out.member("warnings", warnings)
        out.endObject()
    }
}
