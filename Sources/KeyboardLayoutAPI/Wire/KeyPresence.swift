/// What a wire object's key means by its absence, declared once a key (`ObjectKey.presence`): the readers take
/// it from there (`WireReader.member(_:_:at:)`, `WireReader.optional(_:_:at:_:)`), and DeclaredPresenceTests
/// compares it with openapi.yaml's `required:` lists and `default:`s.
enum KeyPresence: Equatable {
    /// The object is refused without it ("required" at its pointer).
    case required
    /// It may be left out, and its absence is no value: none, or a value the reader works out from the rest of
    /// the request that no JSON scalar states (the window's frame is the screen's, a content size the frame's).
    case optional
    /// It may be left out, and its absence is this value, as openapi.yaml's `default:` states it.
    case defaults(WireDefault)
}
