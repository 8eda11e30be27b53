/// The members of a request object after `WireReader.object` checked them (known keys, each once). Wire
/// objects have a handful of members, so a look-up is a scan of their keys: cheaper than hashing each key into
/// a dictionary, which profiling showed to be a large part of reading a request.
struct WireObject {
    let members: [JSONMember]

    subscript(key: String) -> JSONValue? {
        for m in members where m.key == key { return m.value }
        return nil
    }
}
