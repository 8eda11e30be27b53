/// The members of a request object after `WireReader.object` checked them (known keys, each once). Wire
/// objects have a handful of members, so a look-up is a scan of their keys, compared as bytes in the request:
/// cheaper than hashing each key into a dictionary, and no String is made for a key.
struct WireObject {
    private let members: JSONMembers
    /// The members kept when some were left out (unknown or repeated keys, already reported); nil when all were.
    private let kept: [JSONNodeMember]?
    /// A key that is read elsewhere and so left out here (simulate's `at` on an event).
    private let ignored: String?

    init(members: JSONMembers, kept: [JSONNodeMember]? = nil, ignoring ignored: String? = nil) {
        self.members = members
        self.kept = kept
        self.ignored = ignored
    }

    subscript(key: String) -> JSONNode? {
        if key == ignored { return nil }
        if let kept {
            for m in kept where m.key(is: key) { return m.value }
            return nil
        }
        return members.value(forKey: key)
    }
}
