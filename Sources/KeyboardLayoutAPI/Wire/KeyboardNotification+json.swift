public import KeyboardGeometry

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
        Self.optional("beginFrame", n.beginFrame, to: &out)
        Self.optional("endFrame", n.endFrame, to: &out)
        out.key("duration")
        if let d = n.duration { out.number(d) } else { out.null() }
        out.key("curve")
        if let c = n.curve { out.number(Double(c)) } else { out.null() }
        out.key("isLocal")
        if let l = n.isLocal { out.bool(l) } else { out.null() }
        Self.optional("bounds", n.bounds, to: &out)
        Self.optional("centerBegin", n.centerBegin, to: &out)
        Self.optional("centerEnd", n.centerEnd, to: &out)
        out.key("warnings")
        out.beginArray()
        for w in warnings { w.write(to: &out) }
        out.endArray()
        out.endObject()
    }

    private static func optional<Output: JSONOutput & ~Copyable>(
        _ key: StaticString, _ value: (some JSONWritable)?, to out: inout Output
    ) {
        out.key(key)
        if let value { value.write(to: &out) } else { out.null() }
    }
}
