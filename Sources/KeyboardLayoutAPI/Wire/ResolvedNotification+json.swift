public import KeyboardGeometry
import ServiceJSON

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
