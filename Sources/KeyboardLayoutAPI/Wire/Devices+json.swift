public import KeyboardGeometry
import ServiceJSON

extension DeviceModel: JSONObjectWritable {
    /// A row of `GET /v1/devices`: `{"names", "family", "points", "scale", "firstOSVersion", "metrics"}`, the
    /// points in portrait, the metrics in `since` order.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.key("names")
        out.beginArray()
        for n in names { out.string(n) }
        out.endArray()
        out.member("family", family.rawValue)
        out.member("points", portraitSize)
        out.member("scale", scale)
        out.member("firstOSVersion", firstOSVersion)
        out.member("metrics", metrics)
    }
}

extension DeviceMetrics: JSONObjectWritable {
    /// `{"since", "measuredOn", "source", "safeAreaPortrait", "safeAreaLandscape", "keyboardPortrait",
    /// "keyboardLandscape"}`, null for what the entry does not give.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("since", since.description)
        out.member("measuredOn", measuredOn.rawValue)
        out.member("source", source)
        out.member("safeAreaPortrait", orNull: safeAreaPortrait)
        out.member("safeAreaLandscape", orNull: safeAreaLandscape)
        out.member("keyboardPortrait", orNull: keyboardPortrait)
        out.member("keyboardLandscape", orNull: keyboardLandscape)
    }
}

extension ResolvedDevice: JSONObjectWritable {
    /// `{"name", "names", "points", "scale", "family", "osVersion", "orientation", "safeAreaInsets",
    /// "keyboardHeight", "sources", "assumed"}`: `points` in the orientation, `osVersion` null when none was
    /// asked, `keyboardHeight` null where no source gives one.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("name", name)
        out.key("names")
        out.beginArray()
        for n in model.names { out.string(n) }
        out.endArray()
        out.member("points", points)
        out.member("scale", model.scale)
        out.member("family", model.family.rawValue)
        out.member("osVersion", orNull: osVersion?.description)
        out.member("orientation", landscape ? "landscape" : "portrait")
        out.member("safeAreaInsets", safeAreaInsets)
        out.member("keyboardHeight", orNull: keyboardHeight)
        out.member("sources", sources)
        out.key("assumed")
        out.beginArray()
        for a in assumed { out.string(a) }
        out.endArray()
    }
}

extension ResolvedDevice.Source: JSONObjectWritable {
    /// `{"metric", "since", "measuredOn", "source"}`.
    public func writeMembers<Output: JSONOutput & ~Copyable>(to out: inout Output) {
        out.member("metric", metric)
        out.member("since", since.description)
        out.member("measuredOn", measuredOn.rawValue)
        out.member("source", source)
    }
}
